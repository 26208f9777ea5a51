import { withTransaction, type Queryable } from '@hris/db';
import type { TServiceRecordLineBody } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import { hasAnyView, refuseOwnRecord, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { readPds } from '../pds';
import { renderServiceRecord } from './service-record.pdf';
import * as repo from './service-record.repo';

/** Nobody changes their own service record (issue 36): it is the history of their posts and pay. */
const OWN_SERVICE_RECORD = 'You cannot change your own service record; another HR officer does.';

/** HR's personnel office keeps service records; an employee reads their own. */
export const MANAGE_SERVICE_RECORD = ['PERSONNELS'] as const;

const NOT_FOUND = 'The personnel record was not found.';
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The person, when the actor may see their record; another employee's id answers 404 so ids cannot be probed. */
export async function mustSeeRecord(deps: Deps, actor: Actor, personnelId: number) {
  if (actor.personnelId !== personnelId && !hasAnyView(actor, MANAGE_SERVICE_RECORD)) throw AppError.notFound(NOT_FOUND);
  const person = await repo.personOf(deps.db, personnelId);
  if (!person) throw AppError.notFound(NOT_FOUND);
  return person;
}

async function mustFindLine(deps: Deps, personnelId: number, lineId: number) {
  const line = await repo.findLine(deps.db, personnelId, lineId);
  if (!line) throw AppError.notFound('The service-record line was not found.');
  return line;
}

/** Only the latest line may run without an end date. */
async function checkOneOpenLine(deps: Deps, personnelId: number, body: TServiceRecordLineBody, lineId?: number) {
  if (body.date_to) return;
  const open = await repo.openLineOf(deps.db, personnelId);
  if (open && open.id !== lineId)
    throw AppError.validation('date_to', 'Another line is still open (no end date). Give this line its end date, or close the open line first.');
}

/** The service record of one person, oldest line first. */
export async function getServiceRecord(deps: Deps, actor: Actor, personnelId: number) {
  const person = await mustSeeRecord(deps, actor, personnelId);
  const lines = await repo.linesOf(deps.db, personnelId);
  await auditPersonalRead(deps, actor, { entity: 'service_record', personnelId, what: 'service record' });
  return { personnel: { id: person.id, idno: person.idno, fullname: person.fullname, is_active: person.is_active, department: person.department_name }, lines };
}

export async function addLine(deps: Deps, actor: Actor, personnelId: number, body: TServiceRecordLineBody) {
  await mustSeeRecord(deps, actor, personnelId);
  refuseOwnRecord(actor, personnelId, OWN_SERVICE_RECORD);
  await checkOneOpenLine(deps, personnelId, body);
  const [id] = await repo.insertLines(deps.db, personnelId, [body]);
  const line = await mustFindLine(deps, personnelId, id!);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'service_record_line',
    entityId: id,
    after: { personnel_id: personnelId, ...line },
    ip: actor.ip,
  });
  return { message: 'The service-record line has been added.', line };
}

export async function updateLine(deps: Deps, actor: Actor, personnelId: number, lineId: number, body: TServiceRecordLineBody) {
  await mustSeeRecord(deps, actor, personnelId);
  refuseOwnRecord(actor, personnelId, OWN_SERVICE_RECORD);
  const before = await mustFindLine(deps, personnelId, lineId);
  await checkOneOpenLine(deps, personnelId, body, lineId);
  await repo.updateLine(deps.db, personnelId, lineId, body);
  const line = await mustFindLine(deps, personnelId, lineId);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'service_record_line',
    entityId: lineId,
    before,
    after: line,
    ip: actor.ip,
  });
  return { message: 'The service-record line has been updated.', line };
}

export async function deleteLine(deps: Deps, actor: Actor, personnelId: number, lineId: number) {
  await mustSeeRecord(deps, actor, personnelId);
  refuseOwnRecord(actor, personnelId, OWN_SERVICE_RECORD);
  const before = await mustFindLine(deps, personnelId, lineId);
  await repo.deleteLine(deps.db, personnelId, lineId);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'delete',
    entity: 'service_record_line',
    entityId: lineId,
    before: { personnel_id: personnelId, ...before },
    ip: actor.ip,
  });
  return { message: 'The service-record line has been deleted.' };
}

/**
 * Starts an empty service record from the government service in the PDS that HR verified
 * (never from unverified entries the employee may still be changing).
 */
export async function generateFromPds(deps: Deps, actor: Actor, personnelId: number) {
  await mustSeeRecord(deps, actor, personnelId);
  refuseOwnRecord(actor, personnelId, OWN_SERVICE_RECORD);
  if ((await repo.linesOf(deps.db, personnelId)).length)
    throw AppError.validation('service_record', 'The service record already has lines; edit them instead.');
  const pds = await readPds(deps, personnelId, 'verified');
  if (!pds) throw AppError.validation('service_record', 'This employee has no verified PDS yet. Verify the PDS first (PDS checking).');
  const government = pds.workexp.filter((e) => e.government_service).sort((a, b) => a.date_from.localeCompare(b.date_from) || a.id - b.id);
  if (!government.length) throw AppError.validation('service_record', 'The verified PDS lists no government service.');
  const lines: TServiceRecordLineBody[] = government.map((e, i) => {
    const next = government[i + 1];
    // Two jobs marked "present" cannot both still run: the earlier ends the day before the next starts.
    const dateTo = e.date_to ?? (next ? dayBefore(next.date_from) : null);
    return {
      date_from: e.date_from,
      date_to: dateTo && dateTo < e.date_from ? e.date_from : dateTo,
      position_title: e.position_title,
      appointment_status: e.appointment_status ?? null,
      annual_salary: e.monthly_salary == null ? null : Math.round(Number(e.monthly_salary) * 100) * 12,
      office: e.company_name,
      branch: null,
      lwop_days: null,
      separation_date: null,
      separation_cause: null,
      remarks: 'From the verified PDS',
    };
  });
  const ids = await withTransaction(deps.db, async (tx) => {
    const inserted = await repo.insertLines(tx, personnelId, lines);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'generate',
      entity: 'service_record',
      entityId: personnelId,
      after: { lines: lines.length, from: 'verified PDS' },
      ip: actor.ip,
    });
    return inserted;
  });
  return {
    message: `${ids.length} service-record line${ids.length === 1 ? ' was' : 's were'} made from the verified PDS.`,
    lines: await repo.linesOf(deps.db, personnelId),
  };
}

/** The service record as the CSC prints it (letterhead, birth data, the table, certification). */
export async function serviceRecordPdf(deps: Deps, actor: Actor, personnelId: number) {
  const person = await mustSeeRecord(deps, actor, personnelId);
  const pds = (await readPds(deps, personnelId, 'verified')) ?? (await readPds(deps, personnelId, 'current'));
  const lines = await repo.linesOf(deps.db, personnelId);
  await auditPersonalRead(deps, actor, { entity: 'service_record', personnelId, what: 'service record (PDF)' });
  return { pdf: await renderServiceRecord(deps, person, pds?.personal ?? null, lines), fileName: `service-record-${person.idno ?? person.id}.pdf` };
}

/** The line still running (no end date), if any: a new appointment must start after its first day. */
export function openLineOf(db: Queryable, personnelId: number) {
  return repo.openLineOf(db, personnelId);
}

/**
 * A new line of the record starts (an appointment), in the caller's transaction; the running line, when there is one
 * (`endRunningLine`), ends the day before. Answers the new line's id.
 */
export async function startLine(
  tx: Queryable,
  personnelId: number,
  line: TServiceRecordLineBody & { appointment_id: number | null },
  endRunningLine: boolean,
): Promise<number> {
  if (endRunningLine) await repo.closeOpenLine(tx, personnelId, dayBefore(line.date_from));
  const [id] = await repo.insertLines(tx, personnelId, [line]);
  return id!;
}

/** A separation that took effect: the last line ends the day before (if still running) and names the date and cause. */
export function recordSeparation(tx: Queryable, personnelId: number, effectiveDate: string, cause: string): Promise<void> {
  return repo.recordSeparationOnLastLine(tx, personnelId, effectiveDate, cause);
}

/** Who the record is about and its lines, oldest first (the certificate of employment states them). */
export async function serviceRecordOf(db: Queryable, personnelId: number) {
  const [person, lines] = await Promise.all([repo.personOf(db, personnelId), repo.linesOf(db, personnelId)]);
  return { person, lines };
}
