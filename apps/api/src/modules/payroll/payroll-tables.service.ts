import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { PAYROLL_TABLE_KINDS, type TPayrollSettings, type TPayrollTableBody, type TPayrollTableKind } from '@hris/contracts';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { readSetting, writeSetting } from '../../lib/settings';
import {
  CONTRIBUTIONS_2025,
  EC_2003,
  JOB_ORDER_WITHHOLDING_2023,
  PAY_SETTINGS_2025,
  TRAIN_2023_MONTHLY,
  type ContributionRates,
  type JobOrderWithholding,
  type PaySettings,
  type TaxTable,
} from '../../domain/payroll-tables';
import {
  CLOTHING_ALLOWANCE_2024,
  MID_YEAR_BONUS_2017,
  PBB_SERVICE_SHARES,
  PEI_FY2025,
  RATA_2013,
  RATINGS,
  TRAIN_2023_ANNUAL,
  YEAR_END_BONUS_2016,
  type ClothingAllowanceRule,
  type MidYearBonusRule,
  type PbbRule,
  type PeiRule,
  type RataTable,
  type YearEndBonusRule,
} from '../../domain/payroll-year';
import * as repo from './payroll.repo';

// The payroll's rates and brackets as dated rows (payroll_tables): seeded with those in force now (domain/payroll-tables.ts),
// HR adds the next with their dates (a change of law is data). A table once added is not edited: a correction is a
// table with its own date, so a paid month keeps the table it was paid by.

const bp = z.number().int().min(0).max(10_000);
const money = z.number().int().min(0).max(100_000_000_000);
const taxData = z.object({
  brackets: z
    .array(z.object({ over: money, from: money, fixed: money, rate: bp }))
    .min(1)
    .refine((b) => b[0]!.over === 0 && b.every((x, i) => i === 0 || x.over > b[i - 1]!.over), 'The brackets must start at 0 and rise.'),
  benefitsExemptPerYear: money,
});
const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Write the day as MM-DD, e.g. 05-15.');
const months = z.number().int().min(0).max(12);
const daysPerMonth = z.number().int().min(28).max(31);
const fiscalYear = z.number().int().min(2000).max(2100);
const rating = z.enum(RATINGS);
const shares = z
  .array(z.object({ months: months, share: bp }))
  .refine((r) => r.every((x, i) => i === 0 || x.months > r[i - 1]!.months), 'The shares must rise by months.');
/** The shape each kind's `data` must have (the domain's types, without the date and source that are columns). */
const DATA: Record<TPayrollTableKind, z.ZodType> = {
  contributions: z.object({
    gsis: z.object({ personal: bp, government: bp }),
    ec: z.object({ rate: bp, cap: money }),
    philhealth: z.object({ premium: bp, floor: money, ceiling: money }).refine((p) => p.ceiling >= p.floor, 'The ceiling must not be below the floor.'),
    pagibig: z.object({ employee: bp, employer: bp, fundSalary: money }),
  }),
  tax: taxData,
  job_order_withholding: z.object({ rate: bp, sworn: bp }),
  settings: z.object({ pera: money, daysPerMonth: z.number().int().min(1).max(31), minutesPerDay: z.number().int().min(60).max(1440), minimumTakeHome: money }),
  annual_tax: taxData,
  mid_year_bonus: z.object({ asOf: monthDay, countFrom: monthDay, minimumMonths: months, minimumRating: rating, share: bp, daysPerMonth }),
  year_end_bonus: z.object({
    asOf: monthDay,
    countFrom: monthDay,
    releaseFrom: monthDay,
    minimumMonths: months,
    cashGift: money,
    separatedShares: shares,
    cashGiftShares: shares,
    daysPerMonth,
  }),
  pei: z.object({ fiscalYear, amount: money, asOf: monthDay, countFrom: monthDay, releaseFrom: monthDay, minimumMonths: months, shares, daysPerMonth }),
  // The agency enters the year and its tiers; the rest defaults to the IATF's 31 December and pro rata (PBB_SERVICE_SHARES).
  pbb: z.object({
    fiscalYear,
    asOf: monthDay.default('12-31'),
    tiers: z
      .array(z.object({ rating, share: bp }))
      .min(1, 'Enter the share of at least one rating tier.')
      .refine((t) => t.some((x) => x.share > 0), 'Enter the share of at least one rating tier.'),
    fullMonths: months.default(9),
    shares: shares.default([...PBB_SERVICE_SHARES]),
    daysPerMonth: daysPerMonth.default(30),
  }),
  clothing_allowance: z.object({ amount: money, releaseFrom: monthDay, minimumMonths: months, daysPerMonth }),
  rata: z.object({
    levels: z.array(z.object({ level: z.string().min(1).max(120), ra: money, ta: money, positions: z.array(z.string().min(1).max(200)) })),
    rows: z.array(z.object({ fromDays: z.number().int().min(0).max(31), share: bp })),
  }),
};

const SEEDED: { kind: TPayrollTableKind; table: { effectiveDate: string; source: string } }[] = [
  { kind: 'contributions', table: CONTRIBUTIONS_2025 },
  { kind: 'tax', table: TRAIN_2023_MONTHLY },
  { kind: 'job_order_withholding', table: JOB_ORDER_WITHHOLDING_2023 },
  { kind: 'settings', table: PAY_SETTINGS_2025 },
  // The payroll year (issue 40): the rules as payroll-year.ts states them, with their sources; the PBB's tiers are the
  // agency's each year (HR enters them), and a fiscal year's PEI amount is HR's to add when its issuance comes out.
  { kind: 'annual_tax', table: TRAIN_2023_ANNUAL },
  { kind: 'mid_year_bonus', table: MID_YEAR_BONUS_2017 },
  { kind: 'year_end_bonus', table: YEAR_END_BONUS_2016 },
  { kind: 'pei', table: PEI_FY2025 },
  { kind: 'clothing_allowance', table: CLOTHING_ALLOWANCE_2024 },
  { kind: 'rata', table: RATA_2013 },
];

/** At every start: the tables in force now, each unless its date is there already (HR's edits and later tables stand). */
export async function seedPayrollTables(deps: Deps): Promise<void> {
  await seedTablesInto(deps.db);
}

async function seedTablesInto(q: Queryable) {
  for (const { kind, table } of SEEDED) {
    const { effectiveDate, source, ...data } = table;
    await repo.insertTable(q, { kind, effectiveDate, source, data, userId: null });
  }
}

export type Tables = {
  contributions: ContributionRates[];
  tax: TaxTable[];
  jobOrder: JobOrderWithholding[];
  settings: PaySettings[];
  annualTax: TaxTable[];
  midYearBonus: MidYearBonusRule[];
  yearEndBonus: YearEndBonusRule[];
  pei: PeiRule[];
  pbb: PbbRule[];
  clothingAllowance: ClothingAllowanceRule[];
  rata: RataTable[];
};

/** Every dated table, by kind, in the domain's types. */
export async function loadTables(q: Queryable): Promise<Tables> {
  let rows = await repo.listTables(q);
  // The start's job seeds them a moment after the server listens: a computation asked first seeds them itself.
  if (SEEDED.some(({ kind }) => !rows.some((r) => r.kind === kind))) {
    await seedTablesInto(q);
    rows = await repo.listTables(q);
  }
  const of = <T>(kind: TPayrollTableKind) =>
    rows.filter((r) => r.kind === kind).map((r) => ({ ...(r.data as object), effectiveDate: r.effective_date, source: r.source }) as T);
  // A contributions table saved before the EC premium was a figure of its own (issue 40) reads with the one in force since 2003.
  const contributions = of<ContributionRates>('contributions').map((t) => ({ ...t, ec: t.ec ?? EC_2003 }));
  return {
    contributions,
    tax: of('tax'),
    jobOrder: of('job_order_withholding'),
    settings: of('settings'),
    annualTax: of('annual_tax'),
    midYearBonus: of('mid_year_bonus'),
    yearEndBonus: of('year_end_bonus'),
    pei: of('pei'),
    pbb: of('pbb'),
    clothingAllowance: of('clothing_allowance'),
    rata: of('rata'),
  };
}

export async function listTables(deps: Deps) {
  return { tables: await repo.listTables(deps.db) };
}

export async function addTable(deps: Deps, actor: Actor, body: TPayrollTableBody) {
  const parsed = DATA[body.kind].safeParse(body.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.validation('data', `The ${PAYROLL_TABLE_KINDS[body.kind]} are not complete: ${issue.path.join('.') || 'data'}: ${issue.message}`);
  }
  const row = await repo.insertTable(deps.db, {
    kind: body.kind,
    effectiveDate: body.effective_date,
    source: body.source,
    data: parsed.data,
    userId: actor.userId,
  });
  if (!row) throw AppError.validation('effective_date', `A table of this kind already takes effect on ${body.effective_date}; give the new one its own date.`);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'payroll_table', entityId: row.id, after: body, ip: actor.ip });
  const table = (await repo.listTables(deps.db)).find((t) => t.id === row.id)!;
  return { message: `The ${PAYROLL_TABLE_KINDS[body.kind]} from ${body.effective_date} have been saved.`, table };
}

export async function payrollSettings(deps: Deps): Promise<TPayrollSettings> {
  const twice = await readSetting(deps.db, 'payroll_twice_a_month');
  return { twice_a_month: twice === true || twice === 'true' };
}

export async function savePayrollSettings(deps: Deps, actor: Actor, body: TPayrollSettings) {
  const before = await payrollSettings(deps);
  await writeSetting(deps.db, 'payroll_twice_a_month', body.twice_a_month);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'payroll_settings',
    entityId: 'payroll_twice_a_month',
    before,
    after: body,
    ip: actor.ip,
  });
  return {
    message: body.twice_a_month
      ? 'The net pay is paid in two, on the 15th and the 30th, from the next computation.'
      : 'The net pay is paid once a month, from the next computation.',
    settings: body,
  };
}
