import { withTransaction } from '@hris/db';
import type { RequestHandler } from '../../lib/module';
import { randomUUID } from 'node:crypto';
import type { TCoeRequestBody, TRequestSummary } from '@hris/contracts';
import { officeHeaderOfPerson } from '../departments';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import { hasAnyView, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { readSetting } from '../../lib/settings';
import { line } from '../../lib/words';
import { startRequest } from '../approvals';
import type { Outcome } from '../approvals';
import type { RequestRow } from '../approvals';
import { currentOf } from '../appointments';
import { notify } from '../notifications';
import { readPds } from '../pds';
import { salaryHeldOn } from '../salary-schedule';
import { serviceRecordOf } from '../service-record';
import { renderCertificate } from './coe.pdf';
import * as repo from './coe.repo';

/** The HR office issues certificates of employment and sees every request. */
export const ISSUE_COE = ['COE'] as const;
const NOT_FOUND = 'The certificate request was not found.';

/** A request: to the employee it is about, and to the issuing office. Anyone else gets 404. */
async function mustSee(deps: Deps, actor: Actor, id: number) {
  const row = await repo.findById(deps.db, id);
  if (!row || (row.personnel_id !== actor.personnelId && !hasAnyView(actor, ISSUE_COE))) throw AppError.notFound(NOT_FOUND);
  return row;
}

/** Asks for a certificate; the request follows the coe_request approval chain (department head, then HR). */
export async function requestCertificate(deps: Deps, actor: Actor, body: TCoeRequestBody) {
  if (!actor.personnelId)
    throw AppError.validation('purpose', 'Your account has no personnel record; ask the HR office to link one before requesting a certificate.');
  const personnelId = actor.personnelId;
  // The row and its approval request in one unit of work: with no chain or nobody to act, nothing lingers as "pending".
  const id = await withTransaction(deps.db, async (tx) => {
    const rowId = await repo.insert(tx, { personnelId, purpose: body.purpose, withCompensation: body.with_compensation, requestedByUserId: actor.userId });
    const request = await startRequest(
      deps,
      {
        type: 'coe_request',
        requesterUserId: actor.userId,
        subjectId: rowId,
        title: `Certificate of employment${body.with_compensation ? ' with compensation' : ''} for ${body.purpose}`,
        link: '/coe',
      },
      tx,
    );
    await repo.update(tx, rowId, { approvalRequestId: request.id });
    return rowId;
  });
  const coe = (await repo.findById(deps.db, id))!;
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'coe_request', entityId: id, after: coe, ip: actor.ip });
  return { message: `Your request has been sent${coe.waiting_for ? ` for "${coe.waiting_for}"` : ''}.`, coe };
}

/** The caller's own requests; the issuing office sees everyone's unless it asks for its own (`mine`). */
export async function listRequests(deps: Deps, actor: Actor, q: { term?: string; status?: string; mine?: boolean; page: number; per_page: number }) {
  const everyone = hasAnyView(actor, ISSUE_COE) && !q.mine;
  if (!everyone && !actor.personnelId) return { coe_requests: [], meta: { page: q.page, per_page: q.per_page, total: 0 } };
  const { rows, total } = await repo.list(deps.db, {
    personnelId: everyone ? undefined : actor.personnelId!,
    status: q.status,
    term: q.term && q.term.length > 2 ? q.term : undefined,
    page: q.page,
    perPage: q.per_page,
  });
  return { coe_requests: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

export async function getRequest(deps: Deps, actor: Actor, id: number) {
  const coe = await mustSee(deps, actor, id);
  await auditPersonalRead(deps, actor, { entity: 'coe', entityId: id, personnelId: coe.personnel_id, what: 'certificate of employment request' });
  return { coe };
}

/** When the chain decides, the request takes the outcome; an approval tells the issuing office. */
async function onDecided(deps: Deps, request: RequestRow, outcome: Outcome) {
  const coe = await repo.findByApprovalRequest(deps.db, request.id);
  if (!coe) return;
  await repo.update(deps.db, coe.id, { status: outcome });
  await writeAudit(deps.db, {
    actorUserId: null,
    action: outcome,
    entity: 'coe_request',
    entityId: coe.id,
    before: { status: coe.status },
    after: { status: outcome, approval_request_id: request.id },
  });
  if (outcome !== 'approved') return;
  for (const userId of await repo.issuerUserIds(deps.db)) {
    await notify(
      deps,
      { userId },
      { title: 'A certificate of employment is ready to issue', description: `${coe.personnel.fullname}: ${coe.purpose}`, link: '/coe' },
    );
  }
}
/** The approval drawer's summary: whose certificate, for what, with or without the compensation. */
async function describe(deps: Deps, request: RequestRow): Promise<TRequestSummary> {
  const coe = await repo.findByApprovalRequest(deps.db, request.id);
  if (!coe) return { facts: [], balances: [], certification: null };
  return {
    facts: [
      ...line('Employee', coe.personnel.fullname),
      ...line('Department', coe.personnel.department),
      ...line('Purpose', coe.purpose),
      ...line('Compensation', coe.with_compensation ? 'Stated on the certificate' : 'Not stated'),
    ],
    balances: [],
    certification: null,
  };
}
export const coeRequestHandler: RequestHandler = { onDecided, describe };

/** What the certificate states, from the personnel record, the service record and the salary schedule. */
async function certificateFacts(deps: Deps, coe: repo.CoeRow, issuedOn: string) {
  const [{ person, lines }, current, pds] = await Promise.all([
    serviceRecordOf(deps.db, coe.personnel_id),
    currentOf(deps.db, coe.personnel_id),
    readPds(deps, coe.personnel_id, 'verified').then(async (v) => v ?? readPds(deps, coe.personnel_id, 'current')),
  ]);
  if (!person || !current || !person.is_active)
    throw AppError.validation('status', 'This employee is no longer active; a certificate of employment cannot say "to present".');
  if (!current.position) throw AppError.validation('status', 'The employee has no position on record; set it on the personnel record first.');
  const since = current.date_original_appointment ?? lines[0]?.date_from ?? null;
  if (!since) throw AppError.validation('status', 'The date of original appointment is not on record; set it on the personnel record first.');
  let compensation = null;
  if (coe.with_compensation) {
    // The salary held on the day of issue: the item's grade and the step held (salary_held_on), as the payroll pays it.
    const [held] = await salaryHeldOn(deps.db, [coe.personnel_id], issuedOn);
    if (!held?.salary_grade || !held.salary_step)
      throw AppError.validation(
        'status',
        `Neither the plantilla item nor the position ${current.position.name} gives a salary grade, so the compensation cannot be stated.`,
      );
    if (held.monthly === null)
      throw AppError.validation('status', `No salary is scheduled for grade ${held.salary_grade}, step ${held.salary_step} on ${issuedOn}.`);
    compensation = { grade: held.salary_grade, step: held.salary_step, monthly: held.monthly };
  }
  const [name, title] = await Promise.all([readSetting(deps.db, 'hr_signatory_name'), readSetting(deps.db, 'hr_signatory_title')]);
  return {
    fullname: person.fullname,
    lastName: person.last_name,
    sex: pds?.personal?.sex ?? null,
    position: current.position.name,
    status: current.appointment_status?.name ?? null,
    office: person.department_name ?? person.campus_name,
    campus: person.campus_name,
    since,
    purpose: coe.purpose,
    compensation,
    issuedOn,
    signatory: { name: String(name), title: String(title) },
    header: await officeHeaderOfPerson(deps, coe.personnel_id),
  };
}

/** Renders and stores the signed certificate of an approved request, and tells the employee. */
export async function issueCertificate(deps: Deps, actor: Actor, id: number) {
  const coe = await mustSee(deps, actor, id);
  if (coe.status !== 'approved') throw AppError.validation('status', `Only an approved request can be issued; this one is ${coe.status}.`);
  const facts = await certificateFacts(deps, coe, deps.clock.today());
  const key = `coe/${randomUUID()}.pdf`;
  await deps.storage.put(key, await renderCertificate(deps, facts));
  await repo.update(deps.db, id, {
    status: 'issued',
    documentKey: key,
    signatoryName: facts.signatory.name,
    signatoryTitle: facts.signatory.title,
    issuedByUserId: actor.userId,
    issuedAt: deps.clock.now(),
  });
  const after = (await repo.findById(deps.db, id))!;
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'issue',
    entity: 'coe_request',
    entityId: id,
    before: { status: coe.status },
    after: { status: 'issued', document_key: key, signatory: facts.signatory },
    ip: actor.ip,
  });
  await notify(
    deps,
    { personnelId: coe.personnel_id },
    { title: 'Your certificate of employment is ready', description: `Issued for ${coe.purpose}. Download it from Certificates of employment.`, link: '/coe' },
  );
  return { message: 'The certificate has been issued.', coe: after };
}

/** The issued certificate, to the employee and to the issuing office. */
export async function certificatePdf(deps: Deps, actor: Actor, id: number) {
  const coe = await mustSee(deps, actor, id);
  const key = coe.status === 'issued' ? await repo.documentKeyOf(deps.db, id) : null;
  const pdf = key ? await deps.storage.get(key) : null;
  if (!pdf) throw AppError.notFound('The certificate has not been issued yet.');
  await auditPersonalRead(deps, actor, { entity: 'coe', entityId: id, personnelId: coe.personnel_id, what: `certificate of employment (${coe.purpose})` });
  return { pdf, fileName: `certificate-of-employment-${coe.personnel.idno ?? coe.personnel_id}.pdf` };
}
