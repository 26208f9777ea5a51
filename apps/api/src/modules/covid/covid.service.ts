import {
  COVID_CARD_BYTES,
  MESSAGES,
  type TCovidAnalytics,
  type TCovidCounts,
  type TCovidStatus,
  type TDoseBody,
  type TExemptionBody,
  type TVaccinationQuery,
  type TVaccinationRecord,
  type TVaccineBrandBody,
} from '@hris/contracts';
import { withTransaction, type Queryable } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import { hasAnyView, isOwnRecord, refuseOwnRecord, type Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/db-errors';
import { acceptUpload, CONTENT_TYPE, detectFileKind, EXTENSION } from '../../lib/upload-check';
import { claimUpload, storeUpload } from '../../lib/uploads';
import { readSetting, universityLogo } from '../../lib/settings';
import { manilaDay } from '../../lib/workbook';
import { reportPdf, reportWorkbook } from './covid.report';
import { notify } from '../notifications';
import { officeHeaderOfPerson } from '../departments';
import * as repo from './covid.repo';
import { checkNewDose, checkRemoveDose, primaryBrandOf } from './covid.rules';
import { hiddenCells, type CountRules } from '../../domain/small-counts';

// COVID vaccination (issue 24; SPEC.md §2 /covid). Each employee (COVID) keeps their own record: doses checked by
// covid.rules.ts, the card through the one upload check, a medical exemption; any change clears HR's verification.
// The health officers (COVIDHEALTH; the administrators too, ADMIN) verify records (never their own), read anyone's
// record and card (each read of another person's is audited), keep the brands, see the analytics and draw the report
// (audited). Heads see their offices' counts only (no names, no health data): /covid/personnel and the analytics
// scoped to their offices. Everyone else is refused the counts.

/** The health officers: HR's health role, and the administrators. */
export const COVID_HEALTH = ['COVIDHEALTH', 'ADMIN'] as const;

const NO_RECORD = 'Your account has no personnel record: the HR office links it before you record your vaccination.';
const NOT_FOUND = 'The employee was not found.';
const isHealthOfficer = (actor: Actor) => hasAnyView(actor, COVID_HEALTH);

// ── Brands ──────────────────────────────────────────────────────────────────────────────────────

export const brands = async (deps: Deps) => ({ brands: await repo.listBrands(deps.db) });

const nameTaken = (name: string) => AppError.validation('name', `There is already a brand named ${name}.`);

export async function saveBrand(deps: Deps, actor: Actor, id: number | null, body: TVaccineBrandBody) {
  const before = id ? await repo.findBrand(deps.db, id) : null;
  if (id && !before) throw AppError.notFound('The brand was not found.');
  if (await repo.brandNameTaken(deps.db, body.name, id)) throw nameTaken(body.name);
  const values = { name: body.name, dosesRequired: body.doses_required, isActive: body.is_active ?? before?.is_active ?? true };
  let brandId: number;
  try {
    brandId = await withTransaction(deps.db, async (tx) => {
      const saved = id ?? (await repo.insertBrand(tx, values));
      if (id && !(await repo.updateBrand(tx, id, values))) throw AppError.notFound('The brand was not found.');
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: id ? 'update' : 'create',
        entity: 'vaccine_brand',
        entityId: saved,
        before,
        after: body,
        ip: actor.ip,
      });
      return saved;
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw nameTaken(body.name);
    throw err;
  }
  const brand = (await repo.findBrand(deps.db, brandId))!;
  return { message: id ? `${brand.name} has been saved.` : `${brand.name} has been added.`, brand };
}

// ── A record ────────────────────────────────────────────────────────────────────────────────────

function statusOf(primary: number, boosters: number, required: number | null, exempt: boolean): TCovidStatus {
  if (required !== null && primary >= required) return boosters > 0 ? 'boosted' : 'fully_vaccinated';
  if (exempt) return 'exempt';
  return primary > 0 ? 'partially' : 'none';
}

async function recordOf(deps: Deps, personnelId: number): Promise<(TVaccinationRecord & { card_key: string | null; user_id: number | null }) | null> {
  const [row, doses, allBrands] = await Promise.all([repo.findRecord(deps.db, personnelId), repo.dosesOf(deps.db, personnelId), repo.listBrands(deps.db)]);
  if (!row) return null;
  const brand = primaryBrandOf(doses, allBrands);
  const primary = doses.filter((d) => !d.is_booster).length;
  return {
    personnel: row.personnel,
    status: statusOf(primary, doses.length - primary, brand?.doses_required ?? null, row.medically_exempt),
    primary_brand: brand ? { id: brand.id, name: brand.name, doses_required: brand.doses_required } : null,
    card_name: row.card_name,
    card_key: row.card_key,
    user_id: row.user_id,
    medically_exempt: row.medically_exempt,
    exemption_reason: row.exemption_reason,
    verified_at: row.verified_at,
    verified_by: row.verified_by,
    updated_at: row.updated_at,
    doses,
  };
}

const ownPersonnel = (actor: Actor) => {
  if (actor.personnelId === null) throw AppError.notFound(NO_RECORD);
  return actor.personnelId;
};

export async function mine(deps: Deps, actor: Actor) {
  return { record: (await recordOf(deps, ownPersonnel(actor)))! };
}

/** A health officer opens a person's record: audited when it is someone else's. */
export async function recordFor(deps: Deps, actor: Actor, personnelId: number) {
  const record = await recordOf(deps, personnelId);
  if (!record) throw AppError.notFound(NOT_FOUND);
  await auditPersonalRead(deps, actor, { personnelId, entity: 'vaccination_record', what: 'COVID vaccination record' });
  return { record };
}

/** One change of the employee's own record, in one transaction with its audit row; HR's verification is cleared. */
async function changeOwn(deps: Deps, actor: Actor, action: string, change: (tx: Queryable, personnelId: number) => Promise<unknown>) {
  const personnelId = ownPersonnel(actor);
  await withTransaction(deps.db, async (tx) => {
    await repo.lockRecord(tx, personnelId);
    const after = await change(tx, personnelId);
    await repo.touchRecord(tx, personnelId, deps.clock.now());
    await writeAudit(tx, { actorUserId: actor.userId, action, entity: 'vaccination_record', entityId: personnelId, after, ip: actor.ip });
  });
  return (await recordOf(deps, personnelId))!;
}

export async function addDose(deps: Deps, actor: Actor, body: TDoseBody) {
  const today = deps.clock.today();
  try {
    const record = await changeOwn(deps, actor, 'add_dose', async (tx, personnelId) => {
      // Read under the record's lock: two doses sent at once are checked one after the other.
      const [doses, allBrands] = await Promise.all([repo.dosesOf(tx, personnelId), repo.listBrands(tx)]);
      checkNewDose(body, doses, allBrands, today);
      await repo.insertDose(tx, personnelId, {
        brandId: body.brand_id,
        doseNumber: body.dose_number,
        isBooster: body.is_booster,
        givenOn: body.given_on,
        place: body.place,
      });
      return body;
    });
    const name = body.is_booster ? `Booster ${body.dose_number}` : `Dose ${body.dose_number}`;
    return { message: `${name} has been recorded.`, record };
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw AppError.validation('dose_number', 'That dose is already recorded.');
    throw err;
  }
}

export async function removeDose(deps: Deps, actor: Actor, doseId: number) {
  const record = await changeOwn(deps, actor, 'remove_dose', async (tx, personnelId) => {
    const doses = await repo.dosesOf(tx, personnelId);
    const dose = doses.find((d) => d.id === doseId);
    if (!dose) throw AppError.notFound('The dose was not found.');
    checkRemoveDose(dose, doses);
    await repo.deleteDose(tx, personnelId, doseId);
    return { removed: dose };
  });
  return { message: 'The dose has been removed.', record };
}

export async function setExemption(deps: Deps, actor: Actor, body: TExemptionBody) {
  const record = await changeOwn(deps, actor, 'set_exemption', async (tx, personnelId) => {
    await repo.touchRecord(tx, personnelId, deps.clock.now(), {
      exemption: { exempt: body.medically_exempt, reason: body.medically_exempt ? body.exemption_reason : null },
    });
    return body;
  });
  return { message: body.medically_exempt ? 'Your medical exemption has been recorded.' : 'Your medical exemption has been withdrawn.', record };
}

/** The card: a PDF, PNG or JPEG judged from its bytes (the one upload check), stored as the employee's upload and attached. */
export async function uploadCard(deps: Deps, actor: Actor, file: { bytes: Buffer | null; name: string | null }) {
  ownPersonnel(actor);
  if (!file.bytes) throw AppError.validation('file', MESSAGES.saveWithoutFile);
  // A photo of the card is kept at its full resolution (within the check's bounds): it is read, not decorated.
  const { kind, bytes } = await acceptUpload(file.bytes, { kinds: ['pdf', 'png', 'jpeg'], maxBytes: COVID_CARD_BYTES, field: 'file' });
  const key = `covid-cards/${crypto.randomUUID()}.${EXTENSION[kind]}`;
  const fallback = `vaccination-card.${EXTENSION[kind]}`;
  const name = (file.name ?? fallback).replace(/[\\/]/g, '_').slice(0, 255) || fallback;
  await storeUpload(deps, actor, { key, name, bytes });
  const record = await changeOwn(deps, actor, 'upload_card', async (tx, personnelId) => {
    const upload = await claimUpload(tx, key, actor.userId);
    if (!upload) throw AppError.validation('file', 'The uploaded card was not found; upload it again.');
    await repo.touchRecord(tx, personnelId, deps.clock.now(), { card: { key: upload.storage_key, name: upload.file_name } });
    return { card_name: upload.file_name };
  });
  return { message: 'Your vaccination card has been uploaded.', record };
}

/** The card, to its owner or a health officer (audited when it is someone else's); anyone else is told it does not exist. */
export async function card(deps: Deps, actor: Actor, personnelId: number | null) {
  const id = personnelId ?? ownPersonnel(actor);
  if (!isOwnRecord(actor, id) && !isHealthOfficer(actor)) throw AppError.notFound(NOT_FOUND);
  const row = await repo.findRecord(deps.db, id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  if (!row.card_key) throw AppError.notFound('No vaccination card has been uploaded.');
  const bytes = await deps.storage.get(row.card_key);
  const kind = bytes ? detectFileKind(bytes) : null;
  if (!bytes || !kind) throw AppError.notFound('The card file is missing.');
  await auditPersonalRead(deps, actor, { personnelId: id, entity: 'vaccination_card', what: 'COVID vaccination card' });
  return { bytes, kind, fileName: row.card_name ?? `vaccination-card.${EXTENSION[kind]}`, contentType: CONTENT_TYPE[kind] };
}

// ── The health officers ─────────────────────────────────────────────────────────────────────────

export async function list(deps: Deps, actor: Actor, q: TVaccinationQuery) {
  const { records, total } = await repo.listRecords(deps.db, q);
  if (records.length)
    await auditPersonalRead(deps, actor, {
      personnelIds: records.map((r) => r.personnel_id),
      entity: 'vaccination_list',
      what: 'COVID vaccination statuses',
      details: { filters: q },
    });
  return { records, meta: { page: q.page, per_page: q.per_page, total } };
}

/** How many records wait for the health officer's verification (the dashboard's count); never their own. */
export function countToVerify(deps: Deps, actor: Actor): Promise<number> {
  return repo.countToVerify(deps.db, actor.personnelId);
}

export async function verify(deps: Deps, actor: Actor, personnelId: number) {
  refuseOwnRecord(actor, personnelId, 'Nobody verifies their own vaccination record: another health officer verifies it.');
  const before = await recordOf(deps, personnelId);
  if (!before) throw AppError.notFound(NOT_FOUND);
  if (before.doses.length === 0 && !before.medically_exempt)
    throw AppError.validation('record', `${before.personnel.fullname} has recorded no dose and no exemption: there is nothing to verify.`);
  const at = deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    await repo.verifyRecord(tx, personnelId, actor.userId, at);
    await writeAudit(tx, { actorUserId: actor.userId, action: 'verify', entity: 'vaccination_record', entityId: personnelId, ip: actor.ip });
    if (before.user_id)
      await notify(
        deps,
        { userId: before.user_id },
        {
          title: 'Your COVID vaccination record has been verified',
          description: 'The HR office checked your doses and card.',
          link: '/covid/vaccination',
          byUserId: actor.userId,
        },
        tx,
      );
  });
  const record = (await recordOf(deps, personnelId))!;
  return { message: `${record.personnel.fullname}'s record has been verified.`, record };
}

// ── Counts ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The offices whose counts the actor sees: every office (null) for a health officer, the offices they head or stand in
 * for otherwise: none for an employee who heads none, whose analytics are then empty (counts of nobody).
 */
async function countScope(deps: Deps, actor: Actor): Promise<number[] | null> {
  if (isHealthOfficer(actor)) return null;
  const offices = actor.personnelId ? await repo.headedOffices(deps.db, actor.personnelId) : [];
  return offices.map((o) => o.id);
}

/** The months from `first` (YYYY-MM) to `last`, as YYYY-MM. */
function monthsBetween(first: string, last: string): string[] {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
  return Array.from({ length: Math.max(0, index(last) - index(first) + 1) }, (_, i) => {
    const m = index(first) + i;
    return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
}

/** The doses chart starts at the first dose recorded (never before the vaccines, 2021) or shows the last 12 months. */
const VACCINES_FROM = '2021-01';

const COUNT_NAMES = ['fully_vaccinated', 'boosted', 'partially', 'exempt', 'none', 'verified'] as const;
const SMALL_COUNT_RULES: CountRules<keyof repo.CountsRow> = {
  parts: ['fully_vaccinated', 'partially', 'exempt', 'none'],
  total: 'total',
  subsets: [
    ['boosted', 'fully_vaccinated'],
    ['verified', 'total'],
  ],
};
type LevelRow = Awaited<ReturnType<typeof repo.countsByOfficeAndCampus>>[number];

/**
 * The rows' counts as the caller may see them: the health officers every figure; anyone else (a head) a count that
 * could point at a person, and whatever would give it back by subtraction, as null ("fewer than 5"; domain/small-counts.ts).
 */
function countsAsSeen(actor: Actor, rows: LevelRow[]): (r: LevelRow) => TCovidCounts {
  const plain = (r: LevelRow): TCovidCounts => ({ total: r.total, ...Object.fromEntries(COUNT_NAMES.map((k) => [k, r[k]])) }) as TCovidCounts;
  if (isHealthOfficer(actor)) return plain;
  // The university's row is the sum of the offices' rows (the people of no office included) and of the campuses'.
  const keyOf = (r: LevelRow) => `${r.level}:${r.id ?? 'none'}`;
  const hidden = hiddenCells(
    rows.map((r) => ({
      key: keyOf(r),
      counts: r,
      totalOf: r.level === 'all' ? ['offices', 'campuses'] : [],
      termOf: r.level === 'office' ? ['offices'] : r.level === 'campus' ? ['campuses'] : [],
    })),
    SMALL_COUNT_RULES,
  );
  return (r) => {
    const withheld = hidden.get(keyOf(r))!;
    return { total: r.total, ...Object.fromEntries(COUNT_NAMES.map((k) => [k, withheld.has(k) ? null : r[k]])) } as TCovidCounts;
  };
}

export async function analytics(deps: Deps, actor: Actor): Promise<TCovidAnalytics> {
  const offices = await countScope(deps, actor);
  const thisMonth = deps.clock.today().slice(0, 7);
  const [rows, doses] = await Promise.all([repo.countsByOfficeAndCampus(deps.db, offices), repo.dosesByMonth(deps.db, `${VACCINES_FROM}-01`, offices)]);
  const m = Number(thisMonth.slice(0, 4)) * 12 + Number(thisMonth.slice(5, 7)) - 1 - 11;
  const yearAgo = `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  const first = doses[0]?.month ?? yearAgo;
  const months = monthsBetween(first < yearAgo ? first : yearAgo, thisMonth);
  const all = rows.find((r) => r.level === 'all');
  const counts = countsAsSeen(actor, rows);
  const empty = { total: 0, fully_vaccinated: 0, boosted: 0, partially: 0, exempt: 0, none: 0, verified: 0 };
  return {
    scope: offices ? 'my offices' : 'everyone',
    totals: all ? counts(all) : empty,
    offices: rows
      .filter((r) => r.level === 'office' && r.id !== null)
      .map((r) => ({ id: r.id!, name: r.name ?? '', acronym: r.acronym ?? '', campus: r.campus ?? '', ...counts(r) })),
    campuses: rows.filter((r) => r.level === 'campus').map((r) => ({ id: r.id!, name: r.name ?? '', ...counts(r) })),
    doses_by_month: months.map((month) => {
      const m = doses.find((d) => d.month === month);
      return { month, primary: m?.primary ?? 0, booster: m?.booster ?? 0 };
    }),
  };
}

/** /covid/personnel for a head: their offices' counts (no names). */
export async function myOffices(deps: Deps, actor: Actor) {
  const offices = actor.personnelId ? await repo.headedOffices(deps.db, actor.personnelId) : [];
  if (offices.length === 0) return { offices: [] };
  const rows = await repo.countsByOfficeAndCampus(
    deps.db,
    offices.map((o) => o.id),
  );
  const counts = countsAsSeen(actor, rows);
  return {
    offices: rows
      .filter((r) => r.level === 'office' && r.id !== null)
      .map((r) => ({ id: r.id!, name: r.name ?? '', acronym: r.acronym ?? '', campus: r.campus ?? '', ...counts(r) })),
  };
}

// ── The report ──────────────────────────────────────────────────────────────────────────────────

/** The report's counts and lists, for every office or one; the download is audited (it names everyone's status). */
export async function report(deps: Deps, actor: Actor, departmentId: number | null, format: 'xlsx' | 'pdf') {
  const offices = departmentId ? [departmentId] : null;
  const [rows, lines] = await Promise.all([repo.countsByOfficeAndCampus(deps.db, offices), repo.reportRows(deps.db, departmentId)]);
  // The report is the health officers' (who see every figure): the counts as counted.
  const counts = (r: LevelRow): repo.CountsRow => ({ total: r.total, ...Object.fromEntries(COUNT_NAMES.map((k) => [k, r[k]])) }) as repo.CountsRow;
  const officeCounts = rows
    .filter((r) => r.level === 'office' && r.id !== null)
    .map((r) => ({ id: r.id!, name: r.name ?? '', acronym: r.acronym ?? '', campus: r.campus ?? '', ...counts(r) }));
  const now = deps.clock.now();
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'export',
    entity: 'vaccination_report',
    after: { what: 'COVID vaccination report', format, department_id: departmentId, people: lines.length },
    ip: actor.ip,
  });
  const day = manilaDay(now);
  if (format === 'xlsx') return { bytes: await reportWorkbook(officeCounts, lines, now), fileName: `covid-vaccination-${day}.xlsx` };
  // Printed by the health officer's office (HRMO): its header when it has one.
  const [university, header, logo] = await Promise.all([
    readSetting(deps.db, 'university_name').then(String),
    officeHeaderOfPerson(deps, actor.personnelId),
    universityLogo(deps),
  ]);
  return { bytes: await reportPdf(university, day, officeCounts, lines, header, logo), fileName: `covid-vaccination-${day}.pdf` };
}
