import type { RequestHandler } from '../../lib/module';
import {
  words,
  ZLeaveDecision,
  type TLeaveApplicationBody,
  type TLeaveApplicationQuery,
  type TLeaveCertification,
  type TRequestSummary,
  type TWithoutPay,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { hasAnyView, type Actor } from '../../lib/actor';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { SqlParams } from '../../lib/sql';
import { claimUpload } from '../../lib/uploads';
import { checkLeave, countsCalendarDays, isMonetization, type LeaveIssue } from '../../domain/leave-rules';
import type { LeaveCharge } from '../../domain/leave-ledger';
import { round3 } from '../../domain/leave-tables';
import { type ActContext } from '../approvals';
import type { RequestRow } from '../approvals';
import { maySeeRequestOf, mirrorStatus, scopeOfPerson, fileRequestWithRow } from '../approvals';
import { datesBetween, workingDaysOf } from '../dtr';
import { travelOverlapping } from '../travel';
import { leavePayTaxable, monetizationOf, paymentOfLeave, recordLeavePayment } from '../leave-pay';
import * as repo from './applications.repo';
import { lockCardWriter } from './ledger.repo';
import { summaryOf } from './leave.summary';
import { currentBalances, LEAVE_OFFICE, paymentOf, refreshPeople, withoutPay, type ApplicationToPay } from './ledger.service';

// Leave applications (CS Form No. 6): the rules (domain/leave-rules.ts) checked against the person's
// own schedule and balances, then the one approval chain ('leave'): the head recommends, HR certifies
// the credits, the approving official decides the days with and without pay. Approved leave fills the
// DTR and the leave card (the triggers mark the months; the card is recomputed at once here).

const NOT_FOUND = 'The leave application was not found.';
const fmt = (n: number) => round3(n).toFixed(3);

export async function leaveTypes(deps: Deps) {
  return { leave_types: await repo.leaveTypes(deps.db) };
}

/** Whose application this is: the caller's own, or (the leave office) anyone's. */
async function applicantFor(deps: Deps, actor: Actor, body: TLeaveApplicationBody) {
  const personnelId = body.personnel_id ?? actor.personnelId;
  if (!personnelId) throw AppError.validation('personnel_id', 'Your account has no personnel record; ask the HR office to link one before applying for leave.');
  if (personnelId !== actor.personnelId && !hasAnyView(actor, LEAVE_OFFICE))
    throw AppError.validation('personnel_id', 'You may only apply for leave for yourself.');
  const person = await repo.applicantOf(deps.db, personnelId);
  if (!person) throw AppError.validation('personnel_id', 'The personnel record was not found.');
  return person;
}

/** Kinds the leave card pays from VL and SL credits (the others: COC, service credits, or none). */
const PAID_FROM_CREDITS = new Set(['VL', 'SL', 'VLSL']);

/** Monetization of 50% or more (Sec. 23) goes through its own chain, decided by the head of agency. */
const requestTypeOf = (code: string) => (code === 'MON50' ? 'leave_monetization' : 'leave');

/** Everything the form shows before filing and the server checks when filing. */
async function assess(deps: Deps, actor: Actor, body: TLeaveApplicationBody) {
  const person = await applicantFor(deps, actor, body);
  const type = await repo.leaveType(deps.db, body.leave_type_id);
  if (!type) throw AppError.validation('leave_type_id', 'Choose a leave type from the list.');
  if (datesBetween(body.date_from, body.date_to).length > 400) throw AppError.validation('date_to', 'One application covers at most 400 days.');
  const calendar = datesBetween(body.date_from, body.date_to);
  const working = isMonetization(type.code) ? [] : await workingDaysOf(deps, person.id, body.date_from, body.date_to, body.part);
  const byCalendar = countsCalendarDays(type.code);
  const dates = byCalendar ? calendar : working.map((d) => d.date);
  // A whole-day leave on a half-day holiday or a suspension from mid-day takes half of that day.
  const halfDays = byCalendar || body.part !== 'whole' ? [] : working.filter((d) => d.weight < 1).map((d) => d.date);
  const workingDays = round3(working.reduce((sum, d) => sum + d.weight, 0));
  const [balances, takenThisYear] = await Promise.all([
    currentBalances(deps, person.id),
    repo.takenInYear(deps.db, person.id, type.id, Number(body.date_from.slice(0, 4))),
  ]);
  const toPay: ApplicationToPay = {
    code: type.code,
    chargedTo: type.charged_to,
    name: type.name,
    dates: isMonetization(type.code) ? [] : dates,
    halfDays,
    part: body.part,
    dateFrom: body.date_from,
    dateTo: body.date_to,
    days: isMonetization(type.code) ? (body.days ?? 0) : byCalendar ? calendar.length : workingDays,
  };
  // Paid from the credits held on the dates, not today's balance (CSC-RULES.md); monetization is paid from the balance now.
  const payment = PAID_FROM_CREDITS.has(type.charged_to ?? '') && !isMonetization(type.code) && toPay.days > 0 ? await paymentOf(deps, person.id, toPay) : null;
  const { issues, proposal } = checkLeave({
    type: {
      code: type.code,
      name: type.name,
      maxDays: type.max_days,
      unit: type.unit,
      chargedTo: type.charged_to,
      fileAheadDays: type.file_ahead_days,
      withPay: type.with_pay,
    },
    person: { sex: person.sex, employmentKind: person.employment_kind },
    dateFrom: body.date_from,
    dateTo: body.date_to,
    workingDays,
    calendarDays: calendar.length,
    today: deps.clock.today(),
    emergency: body.emergency,
    details: body.details,
    takenThisYear,
    coveredByCredits: payment?.withPay,
    hours: body.hours ?? null,
    daysApplied: body.days ?? null,
    hasAttachment: !!body.attachment_path,
    balances: { vl: balances.vl, sl: balances.sl, cocHours: balances.coc_hours, serviceCredits: balances.service_credits },
  });
  if (dates.length) {
    const clash = await repo.overlapping(deps.db, person.id, dates, body.part);
    if (clash)
      issues.push({
        field: 'date_from',
        message: `You already have ${clash.status === 'approved' ? 'an' : 'a'} ${clash.status} ${clash.name} on these dates (${clash.date_from} to ${clash.date_to}).`,
      });
    const travel = await travelOverlapping(deps.db, person.id, body.date_from, body.date_to);
    if (travel)
      issues.push({
        field: 'date_from',
        message: `You have ${travel.status === 'approved' ? 'an' : 'a'} ${travel.status} official business travel on these dates: ${travel.destination}.`,
      });
  }
  const charged = type.charged_to;
  const taken = takenFrom(charged, proposal.daysWithPay, payment ?? { vl: balances.vl, sl: balances.sl });
  // The balances shown are those held before the leave's dates when the card paid it, today's otherwise.
  const shown = payment ? { ...balances, vl: payment.before.vl, sl: payment.before.sl } : balances;
  const after = {
    vl: round3(shown.vl - taken.vl),
    sl: round3(shown.sl - taken.sl),
    coc_hours: round3(balances.coc_hours - (proposal.hours ?? 0)),
    service_credits: round3(balances.service_credits - (charged === 'SC' ? proposal.daysWithPay : 0)),
  };
  return { person, type, dates, halfDays, issues, proposal, balances: shown, after };
}

/** What a leave with pay takes from VL and SL: the card's own figures when it paid it, else by the order of the kind from the balances. */
function takenFrom(charged: string | null, withPay: number, from: LeaveCharge | { vl: number; sl: number }): { vl: number; sl: number } {
  if ('before' in from) return { vl: from.vl, sl: from.sl };
  if (charged === 'VL') return { vl: withPay, sl: 0 };
  if (charged === 'SL') return { sl: Math.min(from.sl, withPay), vl: Math.max(0, withPay - from.sl) };
  if (charged === 'VLSL') return { vl: Math.min(from.vl, withPay), sl: Math.max(0, withPay - Math.max(0, from.vl)) };
  return { vl: 0, sl: 0 };
}

export async function preview(deps: Deps, actor: Actor, body: TLeaveApplicationBody) {
  const a = await assess(deps, actor, body);
  return {
    preview: {
      working_days: a.proposal.days,
      dates: a.dates,
      days_with_pay: a.proposal.daysWithPay,
      days_without_pay: a.proposal.daysWithoutPay,
      hours: a.proposal.hours,
      warnings: a.proposal.warnings,
      issues: a.issues,
      balances: a.balances,
      balance_after: a.after,
      // In pesos at the salary held today, the day of filing (issue 36).
      monetization: isMonetization(a.type.code) ? await monetizationOf(deps, a.person.id, a.proposal.days, deps.clock.today()) : null,
    },
  };
}

/** Refuses with every field's message at once, the way the form shows them. */
function refuse(issues: LeaveIssue[]): never {
  const errors: Record<string, string[]> = {};
  for (const i of issues) (errors[i.field] ??= []).push(i.message);
  throw AppError.validationMany(errors);
}

export async function fileApplication(deps: Deps, actor: Actor, body: TLeaveApplicationBody) {
  const a = await assess(deps, actor, body);
  if (a.issues.length) refuse(a.issues);
  // The chain runs for the employee (their head recommends; they hear the decisions), also when HR files for them.
  const requesterUserId = a.person.id === actor.personnelId ? actor.userId : await userOf(deps, a.person.id);
  if (!requesterUserId)
    throw AppError.validation('personnel_id', `${a.person.fullname} has no user account; create one (Settings → Users) before filing leave for them.`);
  let attachment: { storage_key: string; file_name: string } | null = null;
  if (body.attachment_path) {
    attachment = await claimUpload(deps.db, body.attachment_path, actor.userId);
    if (!attachment) throw AppError.validation('attachment_path', 'The uploaded file was not found; upload it again.');
  }
  const { rowId: id } = await fileRequestWithRow(
    deps,
    'leave_applications',
    (tx) =>
      repo.insert(tx, {
        personnelId: a.person.id,
        leaveTypeId: a.type.id,
        dateFrom: body.date_from,
        dateTo: body.date_to,
        part: body.part,
        workingDays: a.proposal.days,
        dates: isMonetization(a.type.code) ? [] : a.dates,
        halfDays: a.halfDays,
        hours: a.proposal.hours,
        details: body.details,
        commutation: body.commutation,
        emergency: body.emergency,
        attachmentKey: attachment?.storage_key ?? null,
        attachmentName: attachment?.file_name ?? null,
        daysWithPay: a.proposal.daysWithPay,
        daysWithoutPay: a.proposal.daysWithoutPay,
        filedByUserId: a.person.id === actor.personnelId ? null : actor.userId,
      }),
    (id) => ({
      type: requestTypeOf(a.type.code),
      requesterUserId,
      title: words.leaveRequestTitle(
        a.type.name,
        a.type.code === 'CTO' ? { hours: a.proposal.hours ?? 0 } : { days: a.proposal.days },
        body.date_from,
        body.date_to,
      ),
      link: `/account/leave-Application/${id}`,
    }),
  );
  const row = (await repo.findById(deps.db, id))!;
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'leave_application', entityId: id, after: row, ip: actor.ip });
  return {
    message: `Your leave application has been sent${row.waiting_for ? ` for "${row.waiting_for}"` : ''}.`,
    leave_application: present(row),
    warnings: a.proposal.warnings,
  };
}

async function userOf(deps: Deps, personnelId: number): Promise<number | null> {
  return repo.activeAccountOf(deps.db, personnelId);
}

const present = ({ attachment_key: _k, attachment_name: _n, ...row }: repo.LeaveApplicationRow) => row;

export async function listApplications(deps: Deps, actor: Actor, q: TLeaveApplicationQuery) {
  const params = new SqlParams();
  const scopeSql = await scopeOfPerson(deps, actor, q, LEAVE_OFFICE, params, { entity: 'leave_application', what: 'leave applications' });
  const { rows, total } = await repo.list(deps.db, scopeSql, params, {
    status: q.status,
    month: q.month,
    year: q.year,
    term: q.term && q.term.length > 2 ? q.term : undefined,
    departmentId: q.department_id,
    leaveTypeId: q.leave_type_id,
    typeCode: q.type_code,
    page: q.page,
    perPage: q.per_page,
  });
  return { leave_applications: rows.map(present), meta: { page: q.page, per_page: q.per_page, total } };
}

/** Days without pay of a year (own unless `personnel_id` is given): the card's LWOP months and the applications with days without pay. */
export async function withoutPayOf(deps: Deps, actor: Actor, q: { personnel_id?: number; year?: number }): Promise<TWithoutPay> {
  const personnelId = q.personnel_id ?? actor.personnelId ?? undefined;
  const days = await withoutPay(deps, actor, { personnel_id: personnelId, year: q.year });
  const year = q.year ?? Number(deps.clock.today().slice(0, 4));
  const apps = personnelId
    ? (
        await listApplications(deps, actor, {
          scope: personnelId === actor.personnelId ? 'mine' : 'all',
          personnel_id: personnelId,
          year,
          page: 1,
          per_page: 999,
        })
      ).leave_applications.filter((a) => a.days_without_pay > 0)
    : [];
  return { ...days, applications: apps };
}

/** One application: to its employee, their head or OIC, and the leave office. Anyone else gets 404. */
export async function mustSeeApplication(deps: Deps, actor: Actor, id: number) {
  const row = await repo.findById(deps.db, id);
  if (!row || !(await maySeeRequestOf(deps.db, actor, row.personnel_id, LEAVE_OFFICE))) throw AppError.notFound(NOT_FOUND);
  return row;
}

export async function getApplication(deps: Deps, actor: Actor, id: number) {
  const row = await mustSeeApplication(deps, actor, id);
  // A leave application says why one is away (sick, maternity, VAWC): opened by a head or the office, it is logged (RA 10173).
  await auditPersonalRead(deps, actor, {
    entity: 'leave_application',
    entityId: id,
    personnelId: row.personnel_id,
    what: `${row.leave_type.name} application`,
  });
  return { leave_application: present(row) };
}

export async function attachmentOf(deps: Deps, actor: Actor, id: number) {
  const row = await mustSeeApplication(deps, actor, id);
  if (!row.attachment_key) throw AppError.notFound('This application has no attachment.');
  const bytes = await deps.storage.get(row.attachment_key);
  if (!bytes) throw AppError.notFound('The attachment file is missing.');
  // A medical certificate is health data: a read by anyone but the employee is logged (RA 10173).
  await auditPersonalRead(deps, actor, { entity: 'leave_attachment', entityId: id, personnelId: row.personnel_id, what: `${row.leave_type.name} attachment` });
  return { bytes, fileName: row.attachment_name ?? 'attachment.pdf' };
}

/** The application as the leave card pays it (its decision's days with pay, or all of them to see what the credits cover). */
function toPayOf(row: repo.LeaveApplicationRow, daysWithPay?: number): ApplicationToPay {
  return {
    code: row.leave_type.code,
    chargedTo: row.leave_type.charged_to,
    name: row.leave_type.name,
    dates: row.dates,
    halfDays: row.half_days ?? [],
    part: row.part,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    days: row.working_days,
    daysWithPay,
  };
}

/**
 * Before a step is acted on: HR's approval certifies the credits (7.A of the form); the last step's approval
 * decides the days with and without pay (7.C), given by the official or proposed from the credits held on
 * the leave's dates, as the leave card will pay them.
 */
async function beforeAct(deps: Deps, request: RequestRow, ctx: ActContext) {
  if (ctx.action !== 'approve') return;
  const row = await repo.findByApprovalRequest(deps.db, request.id);
  if (!row) return;
  const charged = row.leave_type.charged_to;
  if (ctx.last) {
    if (ctx.details && ('days_with_pay' in ctx.details || 'days_without_pay' in ctx.details)) {
      const parsed = ZLeaveDecision.safeParse(ctx.details);
      if (!parsed.success) throw AppError.validation(`details.${String(parsed.error.issues[0]?.path[0] ?? 'days_with_pay')}`, parsed.error.issues[0]!.message);
      const { days_with_pay: withPay, days_without_pay: withoutPay } = parsed.data;
      if (Math.abs(withPay + withoutPay - row.working_days) > 0.0005 && row.leave_type.code !== 'CTO') {
        throw AppError.validation('details.days_with_pay', `The days with pay and without pay must add up to the ${fmt(row.working_days)} days applied for.`);
      }
      await repo.setDecision(deps.db, row.id, round3(withPay), round3(withoutPay));
    } else if (PAID_FROM_CREDITS.has(charged ?? '') && !isMonetization(row.leave_type.code)) {
      // Proposed again: the credits held on the dates may have moved since the application was filed.
      const paid = await paymentOf(deps, row.personnel_id, toPayOf(row));
      await repo.setDecision(deps.db, row.id, paid.withPay, round3(row.working_days - paid.withPay));
    } else if (charged === 'SC') {
      const b = await currentBalances(deps, row.personnel_id);
      const withPay = round3(Math.min(row.working_days, Math.max(0, b.service_credits)));
      await repo.setDecision(deps.db, row.id, withPay, round3(row.working_days - withPay));
    }
  }
  if (hasAnyView(ctx.actor, LEAVE_OFFICE) || ctx.last) await certify(deps, row, ctx.actor, ctx.last);
}

/**
 * HR's certification of leave credits (7.A): the VL and SL held before the leave's dates ("total earned"),
 * what this application takes from each as the card pays it, and the balance; monetization, from today's balance.
 * The approval drawer shows it before HR certifies (describe) and certify() stores it: one computation, so what HR
 * saw is what the form prints (the same day).
 */
export async function certificationOf(deps: Deps, row: repo.LeaveApplicationRow): Promise<Omit<TLeaveCertification, 'certified_by'>> {
  const charged = row.leave_type.charged_to;
  let asOf = deps.clock.today();
  let held: { vl: number; sl: number };
  let less: { vl: number; sl: number };
  if (PAID_FROM_CREDITS.has(charged ?? '') && !isMonetization(row.leave_type.code)) {
    const paid = await paymentOf(deps, row.personnel_id, toPayOf(row, row.days_with_pay));
    held = paid.before;
    less = { vl: paid.vl, sl: paid.sl };
    // As of the day before the leave began (today, for leave still to come).
    const dayBefore = addDays(row.date_from, -1);
    if (dayBefore < asOf) asOf = dayBefore;
  } else {
    const b = await currentBalances(deps, row.personnel_id);
    held = { vl: b.vl, sl: b.sl };
    less = takenFrom(charged, row.days_with_pay, held);
  }
  return {
    as_of: asOf,
    vl: { total_earned: held.vl, less_this_application: round3(less.vl), balance: round3(held.vl - less.vl) },
    sl: { total_earned: held.sl, less_this_application: round3(less.sl), balance: round3(held.sl - less.sl) },
  };
}

/** HR certifies: the certification of the row as it reads now (the last step may just have set the days with pay). */
/**
 * `decision`: the last step's refresh of the figures for the days decided; the credits stay certified by the one who
 * certified them (HR, at an earlier step), not by the approving official, who may not act on two steps (issue 36).
 */
async function certify(deps: Deps, row: repo.LeaveApplicationRow, actor: Actor, decision = false) {
  const fresh = (await repo.findById(deps.db, row.id))!;
  const certification = await certificationOf(deps, fresh);
  const earlier = decision ? (fresh.certification?.certified_by ?? null) : null;
  const certifier = earlier || (await repo.accountName(deps.db, actor.userId));
  await repo.setCertification(deps.db, row.id, { ...certification, certified_by: certifier });
}

/**
 * The approval drawer's summary: the application's details, the person's credits today, and the 7.A certification,
 * as stored once HR certified, or as HR would certify it now while the application waits.
 */
async function describe(deps: Deps, request: RequestRow): Promise<TRequestSummary> {
  const row = await repo.findByApprovalRequest(deps.db, request.id);
  if (!row) return { facts: [], balances: [], certification: null };
  const balances = await currentBalances(deps, row.personnel_id);
  const certification = row.certification ?? (row.status === 'pending' ? { ...(await certificationOf(deps, row)), certified_by: null } : null);
  return summaryOf(row, balances, certification, await monetizationWords(deps, row));
}

/**
 * A monetization in pesos (issue 36): once approved, the amount put in payroll; before, at the salary held today
 * (the day it would be approved). Null for other leave.
 */
export async function monetizationWords(deps: Deps, row: repo.LeaveApplicationRow): Promise<string | null> {
  if (!isMonetization(row.leave_type.code)) return null;
  const paid = await paymentOfLeave(deps.db, row.id);
  if (paid) return paid.words;
  if (row.status !== 'pending') return null;
  return (await monetizationOf(deps, row.personnel_id, row.days_with_pay || row.working_days, deps.clock.today()))?.words ?? null;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The chain decided (or the employee withdrew): the row takes the outcome; approved CTO and CDO use their credits. */
async function onDecided(deps: Deps, request: RequestRow, outcome: 'approved' | 'returned' | 'disapproved' | 'cancelled') {
  const before = await repo.findByApprovalRequest(deps.db, request.id);
  const id = await mirrorStatus(deps.db, 'leave_applications', request.id, outcome);
  if (id === null || !before) return;
  if (outcome === 'approved' && before.leave_type.code === 'CTO' && before.hours) {
    await repo.recordCtoUse(deps.db, { personnelId: before.personnel_id, applicationId: id, hours: before.hours, date: before.date_from });
  }
  if (outcome === 'approved' && isMonetization(before.leave_type.code) && before.days_with_pay > 0) {
    // Paid as an earning of the next regular payroll run, at the salary held on the day of approval (issue 36).
    const pay = await monetizationOf(deps, before.personnel_id, before.days_with_pay, deps.clock.today());
    if (pay) {
      const taxable = await leavePayTaxable(deps.db, 'monetization');
      await recordLeavePayment(deps.db, { kind: 'monetization', personnelId: before.personnel_id, pay, taxable, leaveApplicationId: id, userId: null });
    }
  }
  if (outcome === 'approved' && before.leave_type.charged_to === 'SC' && before.days_with_pay > 0) {
    await repo.recordServiceCreditUse(deps.db, { personnelId: before.personnel_id, applicationId: id, days: before.days_with_pay, date: before.date_from });
  }
  await writeAudit(deps.db, {
    actorUserId: null,
    action: outcome,
    entity: 'leave_application',
    entityId: id,
    before: { status: before.status },
    after: { status: outcome, approval_request_id: request.id },
  });
  // The card and DTR follow at once (the triggers marked the months).
  await refreshPeople(deps, [before.personnel_id]);
}
/** How a leave application (and a monetization) ends, and what each step records first. */
export const leaveRequestHandler: RequestHandler = {
  onDecided,
  beforeAct,
  describe,
  // The decision refreshes the person's leave card (beforeAct's proposal, onDecided): the card writer's lock first.
  lockFirst: (deps) => lockCardWriter(deps.db),
};
