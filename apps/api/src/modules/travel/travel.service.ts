import type { RequestHandler } from '../../lib/module';
import { type TAttendanceRequestQuery, type TRequestSummary, type TTravelBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Queryable } from '@hris/db';
import type { Deps } from '../../lib/deps';
import { SqlParams } from '../../lib/sql';
import type { RequestRow } from '../approvals';
import type { Outcome } from '../approvals';
import { maySeeRequestOf, mirrorStatus, scopeOfPerson, fileRequestWithRow, stepsActedOn, type RequestScope } from '../approvals';
import { exportFileName, travelWorkbook } from './travel.export';
import { dateRange, travelDays, travelHours, travelPeriod } from './travel.format';
import { line } from '../../lib/words';
import { renderTravelOrder, orderNumber } from './travel.pdf';
import * as repo from './travel.repo';

// Official business travel (OB): an employee away on the university's business, counted present in
// the DTR once the head recommends and HR approves. The request goes through the one approval chain
// ('official_business'); this module keeps the travel's own row and mirrors the chain's decision.

/** The attendance office sees and exports everyone's travels. */
export const TRAVEL_OFFICE = ['EDATSADMIN'] as const;
/** The longest travel one request may cover; a longer one is split. */
export const MAX_TRAVEL_DAYS = 60;
/** How far back a travel may still be filed (after the fact, e.g. an urgent trip). */
export const MAX_DAYS_PAST = 30;
/** More rows than this are not exported: a filter narrows the list instead. */
export const EXPORT_ROW_CAP = 20_000;

const NOT_FOUND = 'The travel was not found.';

export type TravelQuery = TAttendanceRequestQuery & { scope: RequestScope };

/** A travel row as the lists and pages show it. */
const present = (row: repo.TravelRow) => ({ ...row, days: travelDays(row), period: travelPeriod(row) });

/** The rules the body alone cannot check: how long, how far back, and no second travel on the same days. */
async function checkTravel(deps: Deps, personnelId: number, body: TTravelBody) {
  if (travelDays(body) > MAX_TRAVEL_DAYS) {
    throw AppError.validation('date_to', `A travel must not be longer than ${MAX_TRAVEL_DAYS} days; file a longer one as separate travels.`);
  }
  // Days from the from date to today, both counted: 31 is today and the 30 days before it.
  if (travelDays({ date_from: body.date_from, date_to: deps.clock.today() }) > MAX_DAYS_PAST + 1) {
    throw AppError.validation('date_from', `The from date must not be more than ${MAX_DAYS_PAST} days in the past.`);
  }
  const other = await repo.overlapping(deps.db, personnelId, body.date_from, body.date_to);
  if (other) {
    throw AppError.validation('date_from', `You already have a ${other.status} travel on these dates: ${other.destination}, ${travelPeriod(other)}.`);
  }
}

/** A pending or approved travel of the person whose dates meet the given ones (the first, by date): a leave on them clashes. */
export function travelOverlapping(db: Queryable, personnelId: number, dateFrom: string, dateTo: string) {
  return repo.overlapping(db, personnelId, dateFrom, dateTo);
}

/** Files a travel: the row first, then its approval request (head, then HR); nothing stays if the chain cannot start. */
export async function fileTravel(deps: Deps, actor: Actor, body: TTravelBody) {
  if (!actor.personnelId)
    throw AppError.validation('destination', 'Your account has no personnel record; ask the HR office to link one before filing a travel.');
  await checkTravel(deps, actor.personnelId, body);
  const personnelId = actor.personnelId;
  const { rowId: id } = await fileRequestWithRow(
    deps,
    'official_business_travels',
    (tx) =>
      repo.insert(tx, {
        personnelId,
        destination: body.destination,
        purpose: body.purpose,
        dateFrom: body.date_from,
        dateTo: body.date_to,
        timeFrom: body.time_from ?? null,
        timeTo: body.time_to ?? null,
      }),
    (id) => ({
      type: 'official_business',
      requesterUserId: actor.userId,
      title: `Official business travel to ${body.destination}, ${travelPeriod(body)}`,
      link: `/account/ob/${id}`,
    }),
  );
  const travel = (await repo.findById(deps.db, id))!;
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'official_business_travel', entityId: id, after: travel, ip: actor.ip });
  return { message: `Your travel has been sent${travel.waiting_for ? ` for "${travel.waiting_for}"` : ''}.`, travel: present(travel) };
}

const TRAVELS_READ = { entity: 'official_business_travel', what: 'official business travels' };

/** Travels in the caller's scope: their own, their department's (head or OIC), or everyone's (the office). */
export async function listTravels(deps: Deps, actor: Actor, q: TravelQuery) {
  const params = new SqlParams();
  const scopeSql = await scopeOfPerson(deps, actor, q, TRAVEL_OFFICE, params, TRAVELS_READ);
  const { rows, total } = await repo.list(deps.db, scopeSql, params, {
    status: q.status,
    month: q.month,
    departmentId: q.department_id,
    term: q.term && q.term.length > 2 ? q.term : undefined,
    page: q.page,
    perPage: q.per_page,
  });
  return { travels: rows.map(present), meta: { page: q.page, per_page: q.per_page, total } };
}

/** The list as an Excel file: the same scope and filters, every matching row. */
export async function exportTravels(deps: Deps, actor: Actor, q: Omit<TravelQuery, 'page' | 'per_page'>) {
  const params = new SqlParams();
  const scopeSql = await scopeOfPerson(deps, actor, q, TRAVEL_OFFICE, params, TRAVELS_READ);
  const rows = await repo.exportRows(
    deps.db,
    scopeSql,
    params,
    { status: q.status, month: q.month, departmentId: q.department_id, term: q.term && q.term.length > 2 ? q.term : undefined },
    EXPORT_ROW_CAP,
  );
  return { fileName: exportFileName(q.month, deps.clock.now()), bytes: await travelWorkbook(rows, deps.clock.now()) };
}

/** One travel: to its traveller, their head or OIC, and the attendance office. Anyone else gets 404. */
export async function mustSeeTravel(deps: Deps, actor: Actor, id: number) {
  const row = await repo.findById(deps.db, id);
  if (!row || !(await maySeeRequestOf(deps.db, actor, row.personnel_id, TRAVEL_OFFICE))) throw AppError.notFound(NOT_FOUND);
  return row;
}

export async function getTravel(deps: Deps, actor: Actor, id: number) {
  return { travel: present(await mustSeeTravel(deps, actor, id)) };
}

/** The travel order of an approved travel, with who recommended and approved it and when. */
export async function travelOrderPdf(deps: Deps, actor: Actor, id: number) {
  const travel = await mustSeeTravel(deps, actor, id);
  if (travel.status !== 'approved') throw AppError.validation('status', `Only an approved travel has a travel order; this one is ${travel.status}.`);
  const [who, steps] = await Promise.all([repo.travellerOf(deps.db, travel.personnel_id), stepsActedOn(deps.db, travel.approval_request_id)]);
  const signatures = [
    { label: 'Requested by', name: travel.personnel.fullname, date: new Date(travel.created_at) },
    ...steps.map((step) => {
      // The approval that moved the step on (a returned and refiled request keeps no earlier one).
      const done = step.actions.filter((a) => a.action === 'approve').at(-1);
      return { label: step.label, name: done?.actor.name ?? '', date: done ? new Date(done.created_at) : null };
    }),
  ];
  const pdf = await renderTravelOrder(deps, {
    travel,
    position: who?.position ?? null,
    department: who?.department ?? null,
    campus: who?.campus ?? null,
    signatures,
  });
  return { pdf, fileName: `travel-order-${orderNumber(travel)}.pdf` };
}

/** The chain decided (or the traveller withdrew): the row takes the outcome, which the DTR reads. */
async function onDecided(deps: Deps, request: RequestRow, outcome: Outcome) {
  const before = await repo.findByApprovalRequest(deps.db, request.id);
  const id = await mirrorStatus(deps.db, 'official_business_travels', request.id, outcome);
  if (id === null) return;
  await writeAudit(deps.db, {
    actorUserId: null,
    action: outcome,
    entity: 'official_business_travel',
    entityId: id,
    before: { status: before?.status },
    after: { status: outcome, approval_request_id: request.id },
  });
}
/** The approval drawer's summary: where, why and when; travel touches no credits. */
async function describe(deps: Deps, request: RequestRow): Promise<TRequestSummary> {
  const t = await repo.findByApprovalRequest(deps.db, request.id);
  if (!t) return { facts: [], balances: [], certification: null };
  return {
    facts: [
      ...line('Employee', t.personnel.fullname),
      ...line('Department', t.personnel.department?.fullname ?? null),
      ...line('Destination', t.destination),
      ...line('Purpose', t.purpose),
      ...line('Dates', dateRange(t.date_from, t.date_to)),
      ...line('Hours', travelHours(t)),
      ...line('Calendar days', travelDays(t)),
    ],
    balances: [],
    certification: null,
  };
}
export const travelRequestHandler: RequestHandler = { onDecided, describe };
