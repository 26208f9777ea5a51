import type { TAlphalist, TAlphalistRow, TBir1601c, TBirBatch, TBirEmployer, TPreviousEmployer, TPreviousEmployerBody } from '@hris/contracts';
import { hasAnyView, refuseOwnRecord, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { readSetting, writeSetting } from '../../lib/settings';
import {
  ALPHALIST_1604C_LAYOUT,
  addSums,
  alphalistDat,
  alphalistFileName,
  compensationOf,
  form1601cLines,
  ZERO_SUMS,
  type AlphalistRecord,
  type Compensation,
  type PaySums,
} from '../../domain/bir';
import { annualTax, TRAIN_2023_ANNUAL } from '../../domain/payroll-year';
import * as repo from './payroll-bir.repo';
import { monthName, PAYROLL } from './payroll.service';

// The BIR's forms and files (issue 40). Every figure is summed from the runs' lines (payroll-bir.repo.ts paySums) and
// divided among the forms' lines by domain/bir.ts, one way for the 1601-C, the 2316 and the alphalist.

const sumsOf = (r: repo.PaySumsRow): PaySums => ({
  gross: r.gross,
  basic: r.basic,
  lwop: r.lwop,
  contributions: r.contributions,
  taxExcluded: r.tax_excluded,
  taxable: r.taxable,
  tax: r.tax,
  taxAdjustment: r.tax_adjustment,
  taxRefund: r.tax_refund,
  benefits: r.benefits,
  benefitsExempt: r.benefits_exempt,
  deMinimis: r.de_minimis,
});

// ── The employer ────────────────────────────────────────────────────────────────────────────────────

export type Employer = TBirEmployer & { employer_name: string };
const EMPLOYER_KEYS = [
  'employer_tin',
  'employer_branch',
  'employer_rdo',
  'employer_address',
  'employer_zip',
  'employer_kind',
  'bir_signatory_name',
  'bir_signatory_title',
] as const;

export async function employerOf(deps: Deps): Promise<Employer> {
  const values = await Promise.all(EMPLOYER_KEYS.map((k) => readSetting(deps.db, k)));
  const e = Object.fromEntries(EMPLOYER_KEYS.map((k, i) => [k, String(values[i] ?? '')])) as Record<(typeof EMPLOYER_KEYS)[number], string>;
  return {
    ...e,
    employer_kind: e.employer_kind === 'secondary' ? 'secondary' : 'main',
    employer_address: e.employer_address || String(await readSetting(deps.db, 'university_address')),
    employer_name: String(await readSetting(deps.db, 'university_name')),
  };
}

export async function saveEmployer(deps: Deps, actor: Actor, body: TBirEmployer) {
  const before = await employerOf(deps);
  for (const k of EMPLOYER_KEYS) await writeSetting(deps.db, k, body[k]);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'bir_employer', entityId: 'employer', before, after: body, ip: actor.ip });
  return { message: "The employer's data on the BIR forms has been saved.", employer: await employerOf(deps) };
}

function requireTin(e: Employer) {
  if (!e.employer_tin.replace(/\D/g, ''))
    throw AppError.validation('employer_tin', "Enter the university's TIN, branch and RDO under Payroll → BIR (employer's data) first.");
}

// ── BIR Form 1601-C ─────────────────────────────────────────────────────────────────────────────────

/** Part II of the month's 1601-C from its approved and paid runs (aggregates: no one's pay is shown). */
export async function form1601c(deps: Deps, month: string): Promise<TBir1601c & { employer: Employer }> {
  const runs = await repo.runsOfMonth(deps.db, month);
  const rows = await repo.paySums(
    deps.db,
    runs.map((r) => r.id),
  );
  let total = ZERO_SUMS;
  // Item 23: the taxable compensation of those on whom nothing was withheld (below the withholding table's first bracket).
  let notWithheld = 0;
  for (const r of rows) {
    total = addSums(total, sumsOf(r));
    const c = compensationOf(sumsOf(r));
    if (c.withheld + c.refunded === 0) notWithheld += c.taxable;
  }
  return { month, runs, people: rows.length, lines: form1601cLines(compensationOf(total), 0, notWithheld), employer: await employerOf(deps) };
}

// ── The year of each person: BIR Form 2316 and the alphalist ──────────────────────────────────────────

export type PersonYear = {
  person: repo.BirPerson;
  present: Compensation;
  previous: TPreviousEmployer[];
  /** Previous employers summed (Part IV-A items 22 and 25B). */
  previousTaxable: number;
  previousWithheld: number;
  withheldDecember: number;
  taxDue: number;
  from: string;
  to: string;
  separated: boolean;
};

/** The year's figures of these people (all paid in the year when `ids` is absent), in alphabetical order. */
export async function yearOf(deps: Deps, year: string, ids?: number[]): Promise<PersonYear[]> {
  const runIds = await repo.paidRunsOfYear(deps.db, year);
  const sums = (await repo.paySums(deps.db, runIds, `${year}-12`)).filter((r) => !ids || ids.includes(r.personnel_id));
  const who = ids ?? sums.map((r) => r.personnel_id);
  const [people, previous, months] = await Promise.all([
    repo.peopleOf(deps.db, who, year),
    repo.previousEmployers(deps.db, Number(year), who),
    repo.monthsPaid(deps.db, runIds, who),
  ]);
  const sumsBy = new Map(sums.map((s) => [s.personnel_id, s]));
  const monthsBy = new Map(months.map((m) => [m.personnel_id, m]));
  return people.map((person) => {
    const row = sumsBy.get(person.personnel_id);
    const present = compensationOf(row ? sumsOf(row) : ZERO_SUMS);
    const own = previous.filter((p) => p.personnel_id === person.personnel_id);
    const previousTaxable = own.reduce((s, p) => s + p.taxable, 0);
    const previousWithheld = own.reduce((s, p) => s + p.tax_withheld, 0);
    const paid = monthsBy.get(person.personnel_id);
    const yearStart = `${year}-01-01`;
    const from = person.appointed && person.appointed > yearStart ? person.appointed : yearStart;
    // Separated during the year: the separation that took effect, else (no longer active) the last month paid.
    const separated = person.separated_on !== null || (!person.is_active && paid !== undefined);
    const to = person.separated_on ?? (separated && paid ? lastDay(paid.last_month) : `${year}-12-31`);
    const taxable = present.taxable + previousTaxable;
    // The annual table in force from 2023 (TRAIN's second schedule); for an earlier year the tax withheld stands as due.
    const taxDue = Number(year) >= 2023 ? annualTax(taxable, TRAIN_2023_ANNUAL).amount : present.withheld + previousWithheld;
    return { person, present, previous: own, previousTaxable, previousWithheld, withheldDecember: row?.withheld_december ?? 0, taxDue, from, to, separated };
  });
}

function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** BIR Form 2316 of an employee's year: to PAYROLL (audited) or the employee's own; anyone else is answered "not found". */
export async function certificate2316(deps: Deps, actor: Actor, personnelId: number, year: string) {
  const own = actor.personnelId === personnelId;
  if (!own && !hasAnyView(actor, PAYROLL)) throw AppError.notFound('The certificate was not found.');
  if (!(await repo.personExists(deps.db, personnelId))) throw AppError.notFound('The employee was not found.');
  const [py] = await yearOf(deps, year, [personnelId]);
  if (!own) await auditPersonalRead(deps, actor, { entity: 'bir_2316', personnelId, what: `BIR Form 2316, ${year}` });
  return { year, ...py!, employer: await employerOf(deps) };
}
export type Certificate2316 = Awaited<ReturnType<typeof certificate2316>>;

// ── The alphalist (BIR Form 1604-C) ─────────────────────────────────────────────────────────────────

function alphalistRecord(py: PersonYear, employer: Employer, year: string, sequence: number): AlphalistRecord {
  const c = py.present;
  const prev = py.previous;
  const sum = (f: (p: TPreviousEmployer) => number) => prev.reduce((s, p) => s + f(p), 0);
  const prevNonTaxable = sum((p) => p.non_taxable_benefits + p.de_minimis + p.contributions + p.non_taxable_other);
  const actual = c.withheld + py.previousWithheld;
  const d = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  return {
    schedule: 'D1',
    form_type: '1604C',
    employer_tin: employer.employer_tin.replace(/\D/g, '').slice(0, 9),
    employer_branch: employer.employer_branch.replace(/\D/g, '').slice(0, 4).padStart(4, '0'),
    return_period: `12/31/${year}`,
    sequence: String(sequence),
    tin: (py.person.tin ?? '').replace(/\D/g, '').slice(0, 9),
    branch: '0000',
    last_name: py.person.last_name,
    first_name: py.person.first_name,
    middle_name: py.person.middle_name ?? '',
    region: '',
    prev_gross: sum((p) => p.gross),
    prev_mwe_basic: 0,
    prev_benefits_exempt: sum((p) => p.non_taxable_benefits),
    prev_de_minimis: sum((p) => p.de_minimis),
    prev_contributions: sum((p) => p.contributions),
    prev_other_non_taxable: sum((p) => p.non_taxable_other),
    prev_non_taxable: prevNonTaxable,
    prev_taxable_basic: 0,
    prev_taxable_benefits: 0,
    prev_taxable_other: py.previousTaxable,
    prev_taxable: py.previousTaxable,
    employed_from: d(py.from),
    employed_to: d(py.to),
    gross: c.gross,
    mwe_basic: c.mweBasic,
    benefits_exempt: c.benefitsExempt,
    de_minimis: c.deMinimis,
    contributions: c.contributions,
    other_non_taxable: c.otherNonTaxable,
    non_taxable: c.nonTaxable,
    taxable_basic: c.taxableBasic,
    taxable_benefits: c.taxableBenefits,
    taxable_other: c.taxableOther,
    taxable: c.taxable,
    taxable_combined: c.taxable + py.previousTaxable,
    net_taxable: c.taxable + py.previousTaxable,
    tax_due: py.taxDue,
    prev_withheld: py.previousWithheld,
    withheld_jan_nov: c.withheld - py.withheldDecember,
    withheld_december: py.withheldDecember + c.refunded,
    refunded: c.refunded,
    actual_withheld: actual,
    nationality: (py.person.citizenship ?? 'Filipino').toUpperCase().startsWith('FIL') ? 'FILIPINO' : (py.person.citizenship ?? '').toUpperCase(),
    employment_status: employmentStatus(py.person.employment_kind),
    separation_reason: py.separated ? (ALPHALIST_1604C_LAYOUT.separationCodes[py.person.separation_cause ?? ''] ?? 'T') : 'NA',
    // Substituted filing (RR 2-98 sec. 2.83.4 as amended): one employer the whole year, none before it.
    substituted_filing: !py.separated && prev.length === 0 ? 'Y' : 'N',
    pera_credit: 0,
  };
}

/** The module's employment status codes: R regular, C casual, CP contractual/project-based (unconfirmed list: CSC-RULES.md). */
function employmentStatus(kind: string | null): string {
  if (kind === 'casual') return 'C';
  if (kind === 'job_order' || kind === 'contract_of_service' || kind === 'contractual') return 'CP';
  return 'R';
}

const rowOf = (r: AlphalistRecord, py: PersonYear): TAlphalistRow => ({
  personnel_id: py.person.personnel_id,
  sequence: Number(r.sequence),
  tin: py.person.tin,
  last_name: r.last_name,
  first_name: r.first_name,
  middle_name: r.middle_name,
  employed_from: py.from,
  employed_to: py.to,
  separated: py.separated,
  separation_reason: r.separation_reason,
  gross: r.gross,
  non_taxable: r.non_taxable,
  benefits_exempt: r.benefits_exempt,
  de_minimis: r.de_minimis,
  contributions: r.contributions,
  other_non_taxable: r.other_non_taxable,
  taxable: r.taxable,
  prev_taxable: r.prev_taxable,
  tax_due: r.tax_due,
  prev_withheld: r.prev_withheld,
  withheld_jan_nov: r.withheld_jan_nov,
  withheld_december: r.withheld_december,
  refunded: r.refunded,
  actual_withheld: r.actual_withheld,
});

/** The year's alphalist: every person paid in the year, as the DAT file's schedule 1 and the page's lists. Audited. */
export async function alphalist(deps: Deps, actor: Actor, year: string) {
  const employer = await employerOf(deps);
  const years = await yearOf(deps, year);
  const records = years.map((py, i) => alphalistRecord(py, employer, year, i + 1));
  const rows = records.map((r, i) => rowOf(r, years[i]!));
  await auditPersonalRead(deps, actor, { entity: 'bir_alphalist', what: `BIR alphalist (1604-C), ${year}`, personnelIds: rows.map((r) => r.personnel_id) });
  const total = (k: keyof TAlphalistRow) => rows.reduce((s, r) => s + (r[k] as number), 0);
  const answer: TAlphalist = {
    year,
    file_name: alphalistFileName(employer.employer_tin, employer.employer_branch, Number(year)),
    employer: { tin: employer.employer_tin, branch: employer.employer_branch, name: employer.employer_name },
    employed: rows.filter((r) => !r.separated),
    separated: rows.filter((r) => r.separated),
    // No one is a minimum wage earner: the salary schedule's lowest grade is above every regional minimum (CSC-RULES.md).
    minimum_wage_earners: [],
    totals: {
      people: rows.length,
      gross: total('gross'),
      non_taxable: total('non_taxable'),
      taxable: total('taxable'),
      prev_taxable: total('prev_taxable'),
      tax_due: total('tax_due'),
      prev_withheld: total('prev_withheld'),
      actual_withheld: total('actual_withheld'),
    },
    missing_tin: years.filter((py) => !py.person.tin).map((py) => ({ personnel_id: py.person.personnel_id, fullname: py.person.fullname })),
  };
  return { answer, records, employer };
}

/** The DAT file the BIR's Alphalist Data Entry module imports; refused while the university's TIN is not entered. */
export async function alphalistDatFile(deps: Deps, actor: Actor, year: string) {
  const { answer, records, employer } = await alphalist(deps, actor, year);
  requireTin(employer);
  return { fileName: answer.file_name, text: alphalistDat({ tin: employer.employer_tin, branch: employer.employer_branch }, Number(year), records) };
}

// ── Previous employers ──────────────────────────────────────────────────────────────────────────────

export async function listPreviousEmployers(deps: Deps, actor: Actor, year: string, personnelId?: number) {
  const rows = await repo.previousEmployers(deps.db, Number(year), personnelId ? [personnelId] : undefined);
  await auditPersonalRead(deps, actor, { entity: 'previous_employer', what: `previous employers, ${year}`, personnelIds: rows.map((r) => r.personnel_id) });
  return { previous_employers: rows };
}

export async function addPreviousEmployer(deps: Deps, actor: Actor, body: TPreviousEmployerBody) {
  refuseOwnRecord(actor, body.personnel_id, 'Your own previous employer is entered by another payroll officer.');
  if (!(await repo.personExists(deps.db, body.personnel_id))) throw AppError.validation('personnel_id', 'The employee was not found.');
  const id = await repo.insertPreviousEmployer(deps.db, { ...body, year: Number(body.year), zip_code: body.zip_code ?? null, userId: actor.userId });
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'previous_employer', entityId: id, after: body, ip: actor.ip });
  const saved = (await repo.previousEmployerById(deps.db, id))!;
  return { message: `${saved.name} has been entered as ${saved.fullname}'s previous employer in ${saved.year}.`, previous_employer: saved };
}

export async function removePreviousEmployer(deps: Deps, actor: Actor, id: number) {
  const row = await repo.previousEmployerById(deps.db, id);
  if (!row) throw AppError.notFound('The previous employer was not found.');
  refuseOwnRecord(actor, row.personnel_id, 'Your own previous employer is changed by another payroll officer.');
  await repo.deletePreviousEmployer(deps.db, id);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'previous_employer', entityId: id, before: row, ip: actor.ip });
  return { message: `${row.name} has been removed from ${row.fullname}'s ${row.year}.` };
}

// ── Every 2316 of a year in one PDF (a batch in the background) ───────────────────────────────────────

/** A running batch not heard from for this long was cut off (its instance stopped): shown as interrupted, may be started again. */
const BATCH_STALE_MS = 10 * 60_000;

export function presentBatch(deps: Deps, b: repo.BatchRow): TBirBatch {
  const stale = b.status === 'running' && deps.clock.now().getTime() - new Date(b.updated_at).getTime() > BATCH_STALE_MS;
  return {
    id: b.id,
    year: b.year,
    status: stale ? 'interrupted' : b.status,
    total: b.total,
    done: b.done,
    error: b.error,
    started_at: b.started_at,
    finished_at: b.finished_at,
  };
}

export async function latestBatch(deps: Deps, year: string) {
  const b = await repo.latestBatch(deps.db, Number(year));
  return { batch: b ? presentBatch(deps, b) : null };
}

/**
 * Starts printing every 2316 of the year: the batch row is written and answered at once; the work goes on in this
 * process (`work`, which the route hands to the PDF renderer), writing its progress to the row, so the page can be
 * left and opened again. One batch of a year at a time.
 */
export async function startBatch(deps: Deps, actor: Actor, year: string, work: (batchId: number, people: number[]) => Promise<void>) {
  const running = await repo.latestBatch(deps.db, Number(year));
  if (running && presentBatch(deps, running).status === 'running')
    throw AppError.validation('year', `The 2316s of ${year} are being printed (${running.done} of ${running.total}); wait for them.`);
  const runIds = await repo.paidRunsOfYear(deps.db, year);
  const people = (await repo.paySums(deps.db, runIds)).map((r) => r.personnel_id);
  if (!people.length) throw AppError.validation('year', `No payroll run of ${year} is paid yet: there is no 2316 to print.`);
  const id = await repo.insertBatch(deps.db, Number(year), people.length, actor.userId, deps.clock.now().toISOString());
  await auditPersonalRead(deps, actor, { entity: 'bir_2316', entityId: id, what: `every BIR Form 2316, ${year}`, personnelIds: people });
  void work(id, people).catch(async (e: unknown) => {
    deps.log.error({ err: e, batch: id }, 'printing the 2316s failed');
    await repo.finishBatch(deps.db, id, { error: 'The 2316s could not be printed; start again.' }, deps.clock.now().toISOString()).catch(() => undefined);
  });
  return {
    message: `Printing the ${people.length} 2316s of ${year}: this page shows the progress.`,
    batch: presentBatch(deps, (await repo.batchById(deps.db, id))!),
  };
}

/** How many people's figures are read at a time while a batch prints (progress is written after each group). */
export const BATCH_GROUP = 200;

/** Reads the batch's people group by group (writing the progress), then the caller draws them. */
export async function batchCertificates(deps: Deps, batchId: number, year: string, people: number[]) {
  const employer = await employerOf(deps);
  const out: Certificate2316[] = [];
  for (let i = 0; i < people.length; i += BATCH_GROUP) {
    const group = await yearOf(deps, year, people.slice(i, i + BATCH_GROUP));
    out.push(...group.map((py) => ({ year, ...py, employer })));
    await repo.setBatchProgress(deps.db, batchId, Math.min(people.length, i + BATCH_GROUP), deps.clock.now().toISOString());
  }
  return out;
}

export async function finishBatch(deps: Deps, batchId: number, year: string, pdf: Buffer) {
  const key = `bir/2316-${year}-${batchId}.pdf`;
  await deps.storage.put(key, pdf);
  await repo.finishBatch(deps.db, batchId, { fileKey: key }, deps.clock.now().toISOString());
}

export async function batchPdf(deps: Deps, actor: Actor, id: number) {
  const b = await repo.batchById(deps.db, id);
  if (!b || b.status !== 'done' || !b.file_key) throw AppError.notFound('The 2316s of that printing are not ready.');
  const bytes = await deps.storage.get(b.file_key);
  if (!bytes) throw AppError.notFound('The printed 2316s are no longer kept: print them again.');
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'export', entity: 'bir_2316', entityId: id, after: { year: b.year }, ip: actor.ip });
  return { year: b.year, bytes };
}

export { monthName };
