import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { withTransaction } from '@hris/db';
import type {
  TPersonnelItemBody,
  TPersonnelItemSaved,
  TPlantillaPersonnelList,
  TPlantillaPersonnelQuery,
  TPlantillaReport,
  TPlantillaReportQuery,
  TReportCount,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { refuseOwnRecord, type Actor } from '../../lib/actor';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import { kept } from '../../lib/change-notices';
import type { Deps } from '../../lib/deps';
import { formDate } from '../../lib/pdf';
import { appointmentTermsOf, currentOf, moveToCampus, recordAppointment } from '../appointments';
import { amountOn } from '../salary-schedule';
import { openLineOf } from '../service-record';
import * as items from './plantilla.repo';
import { saving } from './plantilla.service';
import type { PlantillaCache } from './plantilla-personnel.cache';
import * as repo from './plantilla-personnel.repo';

const gzipAsync = promisify(gzip);

// The plantilla of personnel (PSIPOP), its report, and a new item filled in the same step. The lines carry
// other people's personal data (birth date, TIN): every read by HR is written to the audit trail.

type Filters = Omit<TPlantillaPersonnelQuery, 'page' | 'per_page'>;

export type PlantillaDeps = Deps & { plantillaCache: PlantillaCache };

/** The answer as sent: the bytes the route's serializer wrote, gzipped once for browsers, and whose data it shows. */
export type SentPage = { json: Buffer; gzip: Buffer; personnelIds: number[] };

/**
 * A page and the totals, kept per instance by filters and day (plantilla-personnel.cache.ts) as the bytes sent, so a
 * kept answer costs neither the queries nor the serializing and gzipping again; every read is audited all the same.
 */
export async function listPersonnel(
  deps: PlantillaDeps,
  actor: Actor,
  q: TPlantillaPersonnelQuery,
  serialize: (answer: TPlantillaPersonnelList) => string | Buffer | ArrayBuffer,
): Promise<SentPage> {
  const today = deps.clock.today();
  const page = await kept(deps.plantillaCache, JSON.stringify([today, q]), async (): Promise<SentPage> => {
    const answer = await readPage(deps, q, today);
    const written = serialize(answer);
    const json = typeof written === 'string' ? Buffer.from(written) : Buffer.from(written as ArrayBuffer);
    return { json, gzip: await gzipAsync(json), personnelIds: answer.items.flatMap((l) => (l.incumbent ? [l.incumbent.personnel_id] : [])) };
  });
  if (page.personnelIds.length) {
    await auditPersonalRead(deps, actor, {
      entity: 'plantilla_personnel',
      what: 'plantilla of personnel',
      personnelIds: page.personnelIds,
      details: { filters: q },
    });
  }
  return page;
}

async function readPage(deps: Deps, q: TPlantillaPersonnelQuery, today: string): Promise<TPlantillaPersonnelList> {
  const [lines, offices] = await Promise.all([
    repo.lines(deps.db, q, today, { limit: q.per_page, offset: (q.page - 1) * q.per_page }),
    repo.officeTotals(deps.db, q, today),
  ]);
  const university = offices.reduce(
    (t, o) => ({
      items: t.items + o.items,
      filled: t.filled + o.filled,
      vacant: t.vacant + o.vacant,
      authorized_annual: t.authorized_annual + o.authorized_annual,
      actual_annual: t.actual_annual + o.actual_annual,
    }),
    { items: 0, filled: 0, vacant: 0, authorized_annual: 0, actual_annual: 0 },
  );
  return { items: lines, meta: { page: q.page, per_page: q.per_page, total: university.items }, totals: { university, offices } };
}

/** Every line the filters match, with the totals, for the Excel file and the PDF. */
export async function allLines(deps: Deps, actor: Actor, q: Filters, what: string) {
  const today = deps.clock.today();
  const [lines, offices] = await Promise.all([repo.lines(deps.db, q, today, null), repo.officeTotals(deps.db, q, today)]);
  await auditLines(deps, actor, lines, q, what);
  return { lines, offices, today };
}

async function auditLines(deps: Deps, actor: Actor, lines: { incumbent: { personnel_id: number } | null }[], q: Filters, what: string) {
  const personnelIds = lines.flatMap((l) => (l.incumbent ? [l.incumbent.personnel_id] : []));
  if (personnelIds.length === 0) return;
  await auditPersonalRead(deps, actor, { entity: 'plantilla_personnel', what, personnelIds, details: { filters: q } });
}

// ——— The report ———

/** Adds up the per-office counts of one dimension, largest first ('none' last). */
function total(rows: repo.CountRow[]): TReportCount[] {
  const byKey = new Map<string, TReportCount>();
  for (const r of rows) {
    const have = byKey.get(r.key);
    if (have) have.count += r.count;
    else byKey.set(r.key, { key: r.key, label: r.label, count: r.count });
  }
  return [...byKey.values()].sort((a, b) => Number(a.key === 'none') - Number(b.key === 'none') || b.count - a.count || a.label.localeCompare(b.label));
}

export async function report(deps: Deps, f: TPlantillaReportQuery): Promise<TPlantillaReport> {
  const [byStatus, byLevel, bySex, byGrade, offices] = await Promise.all([
    repo.filledCounts(deps.db, 'appointment_status', f),
    repo.filledCounts(deps.db, 'level', f),
    repo.filledCounts(deps.db, 'sex', f),
    repo.filledCounts(deps.db, 'salary_grade', f),
    repo.officeCounts(deps.db, f),
  ]);
  const campuses = new Map<number, { campus: { id: number; name: string }; filled: number; vacant: number }>();
  for (const o of offices) {
    const c = campuses.get(o.campus.id) ?? { campus: o.campus, filled: 0, vacant: 0 };
    c.filled += o.filled;
    c.vacant += o.vacant;
    campuses.set(o.campus.id, c);
  }
  const filled = offices.reduce((n, o) => n + o.filled, 0);
  const vacant = offices.reduce((n, o) => n + o.vacant, 0);
  return {
    totals: { items: filled + vacant, filled, vacant },
    by_appointment_status: total(byStatus),
    by_level: total(byLevel),
    by_sex: total(bySex),
    by_salary_grade: total(byGrade).sort((a, b) => Number(b.key) - Number(a.key)),
    offices: offices.map((o) => ({ ...o, by_appointment_status: total(byStatus.filter((r) => r.office_id === o.office.id)) })),
    campuses: [...campuses.values()],
  };
}

// ——— A new item, filled in the same step ———

/**
 * /plantilla/new/personnel-item: the item is created and, when an employee is named, they are appointed to it
 * through the same appointment writer as the Appointments page (the running service-record line closes, a new one
 * opens, the item they held before opens again), all in one transaction: a refused appointment leaves no item.
 */
export async function createPersonnelItem(deps: Deps, actor: Actor, body: TPersonnelItemBody): Promise<TPersonnelItemSaved> {
  const { personnel_id: personnelId, nature_id: natureId, appointment_status_id: statusId, effective_date: effectiveDate, ...item } = body;
  if (!personnelId) {
    const id = await saving(() => items.insert(deps.db, item));
    await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'plantilla_item', entityId: id, after: item, ip: actor.ip });
    const saved = (await items.findById(deps.db, id))!;
    return { message: `Plantilla item ${saved.item_no} has been added.`, plantilla_item: saved, appointment_id: null };
  }
  // An HR officer does not appoint themselves.
  refuseOwnRecord(actor, personnelId, 'You cannot appoint yourself; another HR officer records your appointment.');
  const missing = (
    [
      ['nature_id', natureId, 'nature of appointment'],
      ['appointment_status_id', statusId, 'status of appointment'],
      ['effective_date', effectiveDate, 'effective date'],
    ] as const
  ).filter(([, v]) => !v);
  if (missing.length) {
    throw AppError.validationMany(Object.fromEntries(missing.map(([field, , label]) => [field, [`The ${label} field is required to appoint the employee.`]])));
  }
  const current = await currentOf(deps.db, personnelId);
  if (!current) throw AppError.validation('personnel_id', 'The selected employee is invalid.');
  if (!current.is_active) throw AppError.validation('personnel_id', `${current.fullname} is no longer active.`);
  const { nature, status, position, department } = await appointmentTermsOf(deps.db, {
    natureId: natureId!,
    statusId: statusId!,
    positionId: item.position_id,
    departmentId: item.department_id,
  });
  if (!nature) throw AppError.validation('nature_id', 'The selected nature of appointment is invalid.');
  if (!status) throw AppError.validation('appointment_status_id', 'The selected status of appointment is invalid.');
  if (!position) throw AppError.validation('position_id', 'The selected position is invalid.');
  if (!department) throw AppError.validation('department_id', 'The selected office is invalid.');
  const step = current.salary_step ?? 1;
  const monthly = await amountOn(deps, item.salary_grade, step, effectiveDate!).then(
    (a) => a.amount,
    () => {
      throw AppError.validation('effective_date', `No salary schedule is in force on ${formDate(effectiveDate)} for salary grade ${item.salary_grade}.`);
    },
  );
  const open = await openLineOf(deps.db, personnelId);
  if (open && effectiveDate! <= open.dateFrom) {
    throw AppError.validation(
      'effective_date',
      `The effective date must be after ${formDate(open.dateFrom)}, when ${current.fullname}'s current service-record line starts.`,
    );
  }
  const { itemId, appointmentId } = await withTransaction(deps.db, async (tx) => {
    const itemId = await saving(() => items.insert(tx, item));
    await writeAudit(tx, { actorUserId: actor.userId, action: 'create', entity: 'plantilla_item', entityId: itemId, after: item, ip: actor.ip });
    const left = await items.vacateItemOf(tx, personnelId);
    if (left)
      await writeAudit(tx, { actorUserId: actor.userId, action: 'vacate', entity: 'plantilla_item', entityId: left, after: { to_item: itemId }, ip: actor.ip });
    if (!(await items.fill(tx, itemId, personnelId, effectiveDate!))) throw AppError.validation('item_no', 'The new item could not be filled.');
    if (current.campus_id !== department.campus_id) await moveToCampus(tx, personnelId, department.campus_id);
    const { appointmentId } = await recordAppointment(tx, actor, {
      personnelId,
      before: current,
      nature,
      status,
      position: { id: position.id, name: position.name, salary_grade: item.salary_grade },
      department: { id: department.id },
      salaryStep: step,
      effectiveDate: effectiveDate!,
      monthly,
      remarks: `Plantilla item ${item.item_no}`,
      office: department.fullname,
      hasOpenLine: !!open,
      plantillaItemId: itemId,
    });
    return { itemId, appointmentId };
  });
  const saved = (await items.findById(deps.db, itemId))!;
  return {
    message: `Plantilla item ${saved.item_no} has been added and ${current.fullname} appointed to it, effective ${formDate(effectiveDate)}.`,
    plantilla_item: saved,
    appointment_id: appointmentId,
  };
}
