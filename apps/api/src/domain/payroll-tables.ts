// The rates and brackets of the payroll (issue 21; CSC-RULES.md, "Pay, positions and appointments"), as
// dated data: laws and circulars change them, and a month is paid by the ones in force in it. The payroll
// functions (payroll.ts) take them as parameters; these constants are the ones in force now, which a later
// migration seeds into the settings, where HR adds the next ones with their dates.
//
// Money is in centavos (integers); rates are in basis points (1% = 100), so that every line is computed
// in integers and rounded once, half up, and 2.5% of 30,024.00 is exactly 750.60, not 750.5999….

/** Money in centavos: 30,024.00 is 3_002_400. */
export type Centavos = number;
/** A rate in hundredths of a percent: 9% is 900, 2.5% is 250. */
export type BasisPoints = number;

/** What every table carries: the day it takes effect ('YYYY-MM-DD') and where it comes from, for the HR officer. */
export type Dated = { readonly effectiveDate: string; readonly source: string };

/** The mandatory contributions withheld from an employee's pay, and the government's counterpart. */
export type ContributionRates = Dated & {
  /** GSIS (RA 8291): the personal share and the government share, both on the basic salary. */
  readonly gsis: { readonly personal: BasisPoints; readonly government: BasisPoints };
  /**
   * The Employees' Compensation premium the government employer alone remits to GSIS for each member (PD 626 Art. 183
   * as amended; ECC's increase in force since 2003, as GSIS told the remitting agencies in January 2011): `rate` of the
   * basic salary, at most `cap` a month. A table saved before issue 40 has none: it reads as EC_2003.
   */
  readonly ec: { readonly rate: BasisPoints; readonly cap: Centavos };
  /**
   * PhilHealth (RA 11223): the premium on the basic salary clamped to [floor, ceiling], shared equally by
   * the employee and the employer.
   */
  readonly philhealth: { readonly premium: BasisPoints; readonly floor: Centavos; readonly ceiling: Centavos };
  /** Pag-IBIG (RA 9679): each share a rate of the monthly compensation up to the fund salary. */
  readonly pagibig: { readonly employee: BasisPoints; readonly employer: BasisPoints; readonly fundSalary: Centavos };
};

/**
 * One bracket of a withholding tax table: on taxable compensation above `over`, the tax is `fixed` plus
 * `rate` of the excess above `from` (never less than `fixed`). `over` and `from` differ where the table
 * as printed leaves a gap between whole pesos (33,332 / 33,333): see TRAIN_2023_MONTHLY.
 */
export type TaxBracket = { readonly over: Centavos; readonly from: Centavos; readonly fixed: Centavos; readonly rate: BasisPoints };

/** The withholding tax on compensation for one pay period, and the yearly exemption of 13th-month pay and other benefits. */
export type TaxTable = Dated & {
  /** From the lowest `over` (0) up, each bracket applying above its `over`. */
  readonly brackets: readonly TaxBracket[];
  /** 13th-month pay and other benefits are not taxable up to this much in a year (NIRC Sec. 32(B)(7)(e)). */
  readonly benefitsExemptPerYear: Centavos;
};

/** What a job order or contract of service worker has withheld: a rate of the gross, lower with the sworn declaration. */
export type JobOrderWithholding = Dated & { readonly rate: BasisPoints; readonly sworn: BasisPoints };

/** The payroll's own settings: PERA, the working days of a month's pay, the minimum take-home pay. */
export type PaySettings = Dated & {
  /** Personnel Economic Relief Allowance, a month. */
  readonly pera: Centavos;
  /** A day's pay is the monthly salary divided by this (22). */
  readonly daysPerMonth: number;
  /** A day's minutes, for tardiness and undertime (480: eight hours). */
  readonly minutesPerDay: number;
  /** The net pay a month may not fall below through the deductions HR keeps (loans, dues). */
  readonly minimumTakeHome: Centavos;
};

/**
 * The BIR's monthly withholding tax table on compensation under the TRAIN law (RA 10963), in force from
 * 1 January 2023 (the second table of Revenue Regulations No. 11-2018).
 *
 * The printed table runs in whole pesos: "20,833 and below", "20,833 – 33,332", "33,333 – 66,666", … so
 * a taxable compensation of 33,332.50 falls in none of its rows. The brackets here are continuous: each
 * begins just above the previous one's last peso (`over`: 33,332.00) and keeps the printed formula
 * (1,875.00 + 20% of the excess over 33,333.00), the excess counting from zero below 33,333.00. So
 * 33,332.50 pays 1,875.00, which is what the printed row above (15% of 12,499.50 = 1,874.93) nearly
 * reaches: the table's own steps at its peso boundaries are a few centavos.
 */
export const TRAIN_2023_MONTHLY: TaxTable = {
  effectiveDate: '2023-01-01',
  source: 'RA 10963 (TRAIN), RR No. 11-2018: the monthly table from 1 January 2023',
  brackets: [
    { over: 0, from: 0, fixed: 0, rate: 0 },
    { over: 2_083_300, from: 2_083_300, fixed: 0, rate: 1500 },
    { over: 3_333_200, from: 3_333_300, fixed: 187_500, rate: 2000 },
    { over: 6_666_600, from: 6_666_700, fixed: 854_180, rate: 2500 },
    { over: 16_666_600, from: 16_666_700, fixed: 3_354_180, rate: 3000 },
    { over: 66_666_600, from: 66_666_700, fixed: 18_354_180, rate: 3500 },
  ],
  benefitsExemptPerYear: 9_000_000,
};

/**
 * The contributions as they stand in 2025: GSIS 9% personal and 12% government (RA 8291); PhilHealth 5%
 * (the rate for 2024 and 2025, RA 11223) on a basic salary between 10,000.00 and 100,000.00; Pag-IBIG 2%
 * each on a fund salary of at most 10,000.00 (HDMF Circular No. 460, from February 2024), so 200.00 each.
 */
export const CONTRIBUTIONS_2025: ContributionRates = {
  effectiveDate: '2025-01-01',
  source: 'RA 8291 (GSIS), PD 626 Art. 183 and ECC (EC premium), RA 11223 (PhilHealth 2025 rate), RA 9679 and HDMF Circular No. 460 (Pag-IBIG)',
  gsis: { personal: 900, government: 1200 },
  ec: { rate: 100, cap: 10_000 },
  philhealth: { premium: 500, floor: 1_000_000, ceiling: 10_000_000 },
  pagibig: { employee: 200, employer: 200, fundSalary: 1_000_000 },
};

/**
 * The EC premium of the public sector: 1% of the monthly basic salary, at most 100.00 a member a month (PD 626 Art. 183 as
 * amended; the ECC raised the most from 30.00 to 100.00 from 2003, GSIS's notice to the remitting agencies, January 2011).
 * A contributions table saved before the EC was a figure of its own reads with this one.
 */
export const EC_2003: ContributionRates['ec'] = CONTRIBUTIONS_2025.ec;

/** Job order and contract of service: 5% of the gross withheld, 3% with the worker's sworn declaration (CSC-RULES.md). */
export const JOB_ORDER_WITHHOLDING_2023: JobOrderWithholding = {
  effectiveDate: '2023-01-01',
  source: 'CSC-RULES.md: 5% withheld, 3% with a sworn declaration',
  rate: 500,
  sworn: 300,
};

/** PERA 2,000.00 a month (DBM Budget Circular No. 2009-3), a day = monthly ÷ 22, 480 minutes a day, 5,000.00 take-home at least. */
export const PAY_SETTINGS_2025: PaySettings = {
  effectiveDate: '2025-01-01',
  source: 'DBM BC No. 2009-3 (PERA); CSC-RULES.md (a day = monthly ÷ 22; minimum take-home pay 5,000.00)',
  pera: 200_000,
  daysPerMonth: 22,
  minutesPerDay: 480,
  minimumTakeHome: 500_000,
};

/**
 * The table in force on `date` ('YYYY-MM-DD'): the one that took effect last on or before it. Refused
 * (RangeError) when none had taken effect yet, or when two take effect on the same day (which one would
 * be a guess).
 */
export function inForceOn<T extends Dated>(tables: readonly T[], date: string): T {
  if (!ISO_DATE.test(date)) throw new RangeError(`A date must be YYYY-MM-DD: ${String(date)}`);
  for (const t of tables) {
    if (!ISO_DATE.test(t.effectiveDate)) throw new RangeError(`A table's effective date must be YYYY-MM-DD: ${String(t.effectiveDate)}`);
  }
  const started = tables.filter((t) => t.effectiveDate <= date);
  if (started.length === 0) throw new RangeError(`No table is in force on ${date}: the first takes effect later.`);
  const latest = started.reduce((a, b) => (b.effectiveDate > a.effectiveDate ? b : a)).effectiveDate;
  const inForce = started.filter((t) => t.effectiveDate === latest);
  if (inForce.length > 1) throw new RangeError(`Two tables take effect on ${latest}: ${inForce.map((t) => t.source).join('; ')}`);
  return inForce[0]!;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
