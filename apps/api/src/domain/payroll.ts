// A month's pay, line by line (issue 21; CSC-RULES.md, "Pay, positions and appointments"): regular
// employees on the salary schedule, casuals paid by the day served, job order and contract of service
// workers paid a daily rate. Pure: the caller passes the salary schedule's rows, the positions held, the
// days from the leave card or the DTR, the deductions HR keeps, and the dated tables (payroll-tables.ts)
// in force; the answer is every line in the users' words and the totals the API will answer.
//
// Money is centavos and every line is rounded once, half up, from exact integer arithmetic: a line is
// (an amount × a count) ÷ a divisor, never the product of an already rounded rate. So "LWOP 2 days ×
// 4,603.77" is 2 × 101,283.00 ÷ 22 = 9,207.545… → 9,207.55, where 2 × 4,603.77 would give 9,207.54:
// the label shows the day's rate to the centavo, the amount is the exact one rounded (the ÷ 22 is in the
// label so the HR officer can redo it).
//
// Signs: in `lines` earnings are positive and deductions negative, so the lines add up to the net; the
// totals are all positive amounts. `gross` is what the month earns before any deduction (basic, PERA,
// other earnings); the days without pay are a deduction from it (`lwop`), with the contributions, the tax
// and the deductions HR keeps (`other_deductions`):
//   net = gross − lwop − gsis − philhealth − pagibig − tax − other_deductions.

import { FIRST_STEP, LAST_STEP } from './step-increment';
import type { BasisPoints, Centavos, ContributionRates, Dated, JobOrderWithholding, PaySettings, TaxBracket, TaxTable } from './payroll-tables';

export const FIRST_GRADE = 1;
export const LAST_GRADE = 33;
// Steps 1–8 as for the step increment; SG 33 has two, and a step the schedule does not hold is refused
// when its salary is looked up.

/** The earning types the computation makes itself, with the flag that says whether they are taxable compensation. */
export const EARNING_TYPES = {
  basic: { code: 'basic', label: 'Basic salary', taxable: true },
  /** PERA is not taxable compensation here (CSC-RULES.md: the taxable compensation is the basic salary less LWOP and contributions). */
  pera: { code: 'pera', label: 'PERA', taxable: false },
} as const;

/** One row of the salary schedule: the monthly salary of a grade and step from the day the schedule takes effect. */
export type SalaryRate = { effectiveDate: string; grade: number; step: number; monthly: Centavos };

/** The grade and step a person holds from a date (an appointment, a promotion, a step increment), until the next. */
export type PositionHeld = { from: string; grade: number; step: number };

/**
 * Another earning of the month (an allowance, an honorarium, a bonus), as the caller computed it.
 * `taxable`: whether it is taxable compensation. `benefit`: 13th-month pay and other benefits, exempt
 * up to the year's ceiling (TaxTable.benefitsExemptPerYear) and taxable above it; for those `taxable`
 * is false (true is refused: it would say the whole is taxable).
 */
export type Earning = { code: string; label: string; amount: Centavos; taxable: boolean; benefit?: boolean };

/**
 * A deduction HR keeps for a person: a loan (GSIS, Pag-IBIG, cooperative), union dues, a refund. Due
 * every month from `startMonth` to `endMonth` ('YYYY-MM', both included; none: until the balance is
 * paid or HR stops it), `monthly` each month or what is left of `balance` when that is less. The lower
 * `priority` is taken first; equal priorities in the order given.
 */
export type PersonDeduction = {
  id?: string | number;
  code: string;
  label: string;
  monthly: Centavos;
  startMonth: string;
  endMonth?: string | null;
  balance?: Centavos | null;
  priority: number;
  /**
   * Excluded from taxable compensation (the deduction type says so: union dues, NIRC Sec. 32(B)(7)(f)): what is
   * taken of it this month lowers the taxable compensation, like the mandatory contributions.
   */
  taxExcluded?: boolean;
};

/** One line of the payslip: earnings positive, deductions negative. */
export type PayLine = { code: string; label: string; amount: Centavos };

/** What became of a deduction due this month: all of it taken, part of it, or none (`shortfall` is what was not taken). */
export type DeductionOutcome = { id?: string | number; code: string; label: string; due: Centavos; taken: Centavos; shortfall: Centavos };

export type Payslip = {
  basic: Centavos;
  pera: Centavos;
  gross: Centavos;
  gsis: Centavos;
  philhealth: Centavos;
  pagibig: Centavos;
  tax: Centavos;
  lwop: Centavos;
  other_deductions: Centavos;
  net: Centavos;
  lines: PayLine[];
  /** The taxable compensation the tax was computed on. */
  taxable: Centavos;
  /** What was taken of the deductions excluded from taxable compensation (union dues), which lowered `taxable`. */
  tax_excluded: Centavos;
  /** The government's shares, for the remittance reports: not part of the pay. */
  employer: { gsis: Centavos; ec: Centavos; philhealth: Centavos; pagibig: Centavos; lines: PayLine[] };
  /** Every deduction HR keeps that was due this month, with what was taken. */
  deductions: DeductionOutcome[];
  /** Those not taken in full (skipped, or partly taken), with the shortfall: the run reports them. */
  not_taken: DeductionOutcome[];
  /** The net in two when paid on the 15th and the 30th; null when paid once a month. */
  halves: Halves | null;
  /**
   * A benefits payslip (the bonuses, the cash gift, PEI, PBB, the clothing allowance; payroll-year.ts `benefitsPayslip`):
   * the part of the yearly exemption of 13th-month pay and other benefits this payslip used, and what the year has used
   * with it. Absent on the monthly payslips.
   */
  benefits?: { paid: Centavos; exempt: Centavos; taxable: Centavos; exempt_used_this_year: Centavos };
};

export type Halves = { fifteenth: Centavos; thirtieth: Centavos };

/** The dated tables an employee's month is paid by, each the one in force in the month (`inForceOn`). */
export type EmployeeTables = { contributions: ContributionRates; tax: TaxTable; settings: PaySettings };

type EmployeeMonth = {
  /** The month paid, 'YYYY-MM'. */
  month: string;
  /** The grades and steps held, by date; the one in force on a day is the latest that began by then. Service begins with the first. */
  positions: readonly PositionHeld[];
  /** The salary schedule's rows (every tranche; the one in force on each day is used). */
  salaries: readonly SalaryRate[];
  /** The last day in service when the service ends in the month (separation, retirement). */
  lastDayInService?: string;
  earnings?: readonly Earning[];
  /** 13th-month pay and other benefits already received this year, against the yearly exemption. */
  benefitsThisYear?: Centavos;
  deductions?: readonly PersonDeduction[];
  twiceAMonth?: boolean;
  tables: EmployeeTables;
};

export type RegularPayInput = EmployeeMonth & {
  /** Days without pay from the leave card (thousandths of a day allowed: 0.5). */
  lwopDays?: number;
};

export type CasualPayInput = EmployeeMonth & {
  /** Days served from the DTR (absences without leave are not served; thousandths allowed). */
  daysServed: number;
};

export type JobOrderPayInput = {
  month: string;
  dailyRate: Centavos;
  /** Days actually served from the DTR (thousandths allowed). */
  daysServed: number;
  tardinessMinutes?: number;
  undertimeMinutes?: number;
  /** The worker's sworn declaration allows the lower rate. */
  swornDeclaration?: boolean;
  deductions?: readonly PersonDeduction[];
  twiceAMonth?: boolean;
  withholding: JobOrderWithholding;
  settings: PaySettings;
};

/**
 * A regular employee's month.
 *
 * - Basic salary: the schedule's monthly salary for the grade and step held. When it changes in the
 *   month (a tranche, a step increment, a promotion), or the service begins or ends in it, each part is
 *   paid by calendar days, one line per part rounded on its own: "Basic salary 1–15 June 2025: 15/30 of
 *   30,024.00". One line per part because each is a figure the HR officer can check against its notice
 *   (the NOSA, the NOSI); the parts may differ by a centavo from prorating in one sum, which no notice shows.
 * - PERA: the month's, or the same calendar-day share of it when the service begins or ends in the month,
 *   for the days of service rendered: days without pay reduce it pro rata, by the same divisor as the day's
 *   salary (DBM Budget Circular No. 2009-3: PERA is paid for days of actual service): 2,000.00 × (22 − 6) ÷ 22.
 * - LWOP: days × the monthly salary ÷ 22, one line. The leave card gives the month's days without their
 *   dates, so when the month holds two salaries a day is valued at their average by calendar days. Never
 *   more than the month's basic salary.
 * - GSIS, PhilHealth, Pag-IBIG on the month's basic salary, not reduced by the LWOP (their rules name the
 *   basic salary); the tax on the taxable compensation (`taxableCompensation`).
 */
export function regularPay(input: RegularPayInput): Payslip {
  const { settings } = input.tables;
  const month = monthOf(input.month);
  checkTables(month, input.tables);
  const service = serviceInMonth(month, input.positions, input.salaries, input.lastDayInService);
  const lwopMilli = thousandths(input.lwopDays ?? 0, 'LWOP days');

  const basicLines: PayLine[] = service.wholeMonth
    ? [{ code: 'basic', label: `${EARNING_TYPES.basic.label}, ${gradeStep(service.segments[0]!)}`, amount: service.segments[0]!.monthly }]
    : service.segments.map((s) => ({
        code: 'basic',
        label: `${EARNING_TYPES.basic.label} ${rangeText(s.from, s.to)}: ${s.days}/${month.days} of ${pesos(s.monthly)} (${gradeStep(s)})`,
        amount: divideHalfUp(s.monthly * s.days, month.days),
      }));
  const basic = sum(basicLines);

  let lwop: PayLine | null = null;
  if (lwopMilli > 0) {
    const { weighted, days } = service;
    let amount = divideHalfUp(lwopMilli * weighted, 1000 * settings.daysPerMonth * days);
    const daily = pesos(divideHalfUp(weighted, days * settings.daysPerMonth));
    const monthly = service.oneSalary
      ? `${pesos(service.segments[0]!.monthly)} ÷ ${settings.daysPerMonth}`
      : `the month's salaries averaged by calendar days, ${pesos(divideHalfUp(weighted, days))} ÷ ${settings.daysPerMonth}`;
    let label = `LWOP ${daysText(lwopMilli)} × ${daily} (${monthly})`;
    if (amount > basic) {
      amount = basic;
      label += `, at most the month's basic salary ${pesos(basic)}`;
    }
    lwop = { code: 'lwop', label, amount };
  }

  return employeePay(input, month, service, basicLines, lwop, lwopMilli);
}

/**
 * A casual's month: the day's wage is the grade's monthly salary ÷ 22, paid for the days served, one
 * line ("Wage 20 days × 1,364.73 (30,024.00 ÷ 22)"); the same contributions as a regular employee on the
 * month's wage, PERA as a regular employee's. When the month holds two salaries a day is valued at their
 * average by calendar days (the DTR's count does not say which days fell under which).
 */
export function casualPay(input: CasualPayInput): Payslip {
  const { settings } = input.tables;
  const month = monthOf(input.month);
  checkTables(month, input.tables);
  const service = serviceInMonth(month, input.positions, input.salaries, input.lastDayInService);
  const served = thousandths(input.daysServed, 'Days served');
  if (served > service.days * 1000) {
    throw new RangeError(`Days served (${daysText(served)}) exceed the ${service.days} calendar days in service in ${month.name}`);
  }
  const { weighted, days } = service;
  const monthly = service.oneSalary
    ? pesos(service.segments[0]!.monthly)
    : `${pesos(divideHalfUp(weighted, days))}, the month's salaries averaged by calendar days`;
  const wage: PayLine = {
    code: 'basic',
    label: `Wage ${daysText(served)} × ${pesos(divideHalfUp(weighted, days * settings.daysPerMonth))} (${monthly} ÷ ${settings.daysPerMonth})`,
    amount: divideHalfUp(served * weighted, 1000 * settings.daysPerMonth * days),
  };
  return employeePay(input, month, service, [wage], null);
}

/**
 * A job order or contract of service worker's month: the daily rate × the days served, less tardiness
 * and undertime at the daily rate ÷ 480 a minute (one line for both, rounded once); no GSIS, PhilHealth,
 * Pag-IBIG nor PERA; 5% withheld (3% with the sworn declaration) of the gross earned, that is of the
 * services less the tardiness and undertime, since that is what the worker is paid for.
 */
export function jobOrderPay(input: JobOrderPayInput): Payslip {
  const { settings, withholding } = input;
  const month = monthOf(input.month);
  for (const t of [settings, withholding]) checkInForce(t, month);
  centavos(input.dailyRate, 'The daily rate');
  const served = thousandths(input.daysServed, 'Days served');
  if (served > month.days * 1000) throw new RangeError(`Days served (${daysText(served)}) exceed the ${month.days} days of ${month.name}`);
  const late = wholeMinutes(input.tardinessMinutes ?? 0, 'Tardiness minutes');
  const under = wholeMinutes(input.undertimeMinutes ?? 0, 'Undertime minutes');

  const services: PayLine = {
    code: 'basic',
    label: `Services ${daysText(served)} × ${pesos(input.dailyRate)}`,
    amount: divideHalfUp(served * input.dailyRate, 1000),
  };
  let lwop: PayLine | null = null;
  if (late + under > 0) {
    const what =
      late && under
        ? `Tardiness and undertime ${late + under} minutes (${late} + ${under})`
        : late
          ? `Tardiness ${late} minutes`
          : `Undertime ${under} minutes`;
    const amount = Math.min(services.amount, divideHalfUp((late + under) * input.dailyRate, settings.minutesPerDay));
    lwop = { code: 'lwop', label: `${what} × ${pesos(input.dailyRate)} ÷ ${settings.minutesPerDay}`, amount };
  }
  const earned = services.amount - (lwop?.amount ?? 0);
  const rate = input.swornDeclaration ? withholding.sworn : withholding.rate;
  const tax: PayLine = {
    code: 'tax',
    label: `Withholding tax ${percent(rate)} of ${pesos(earned)}${lwop ? ` (${pesos(services.amount)} less ${pesos(lwop.amount)})` : ''}${input.swornDeclaration ? ', with the sworn declaration' : ''}`,
    amount: percentOf(earned, rate),
  };
  return close({
    month,
    earnings: [services],
    lwop,
    contributions: [],
    tax,
    taxable: earned,
    employer: { gsis: 0, ec: 0, philhealth: 0, pagibig: 0, lines: [] },
    deductions: input.deductions ?? [],
    minimumTakeHome: settings.minimumTakeHome,
    twiceAMonth: input.twiceAMonth ?? false,
  });
}

/**
 * The leave pay of someone no longer in service (terminal leave benefits paid after the separation took effect): the
 * earnings alone, with no salary, PERA nor contributions (none is compensation for service in the month); the tax on
 * what of them is taxable, by the month's table (terminal leave is not: CSC-RULES.md, "Leave in pesos"); the deductions
 * HR keeps are not taken from it (the separation's clearance settles what is owed), and it is paid at once, not halved.
 */
export function leavePayOnly(input: { month: string; earnings: readonly Earning[]; tables: EmployeeTables }): Payslip {
  const month = monthOf(input.month);
  checkTables(month, input.tables);
  if (input.earnings.length === 0) throw new RangeError(`Nothing to pay in ${month.name}: no longer in service and no leave pay left`);
  const earnings = input.earnings.map((e, i) => ({ code: e.code, label: e.label, amount: centavos(e.amount, `earnings[${i}] amount`) }));
  const taxable = input.earnings.filter((e) => e.taxable).reduce((n, e) => n + e.amount, 0);
  const tax = withholdingTax(taxable, input.tables.tax);
  return close({
    month,
    earnings,
    lwop: null,
    contributions: [],
    tax: { code: 'tax', label: tax.label, amount: tax.amount },
    taxable,
    employer: { gsis: 0, ec: 0, philhealth: 0, pagibig: 0, lines: [] },
    deductions: [],
    minimumTakeHome: 0,
    twiceAMonth: false,
  });
}

/** GSIS: the personal share withheld and the government share, each a rate of the basic salary. */
export function gsisShares(basic: Centavos, rates: ContributionRates): { personal: Centavos; government: Centavos } {
  return { personal: percentOf(basic, rates.gsis.personal), government: percentOf(basic, rates.gsis.government) };
}

/** The Employees' Compensation premium the employer remits for a member: a rate of the basic salary, at most the cap. */
export function ecPremium(basic: Centavos, rates: ContributionRates): Centavos {
  return Math.min(percentOf(basic, rates.ec.rate), rates.ec.cap);
}

/**
 * PhilHealth: the premium on the basic salary clamped to [floor, ceiling]. The employee's half is its
 * own line, rounded once from the base (2.5% of it); the employer pays the rest of the premium, so the
 * two add up to what is remitted (an odd centavo of the premium falls to the employer).
 */
export function philhealthShares(basic: Centavos, rates: ContributionRates): { base: Centavos; premium: Centavos; employee: Centavos; employer: Centavos } {
  const { premium: rate, floor, ceiling } = rates.philhealth;
  const base = Math.min(Math.max(basic, floor), ceiling);
  const premium = percentOf(base, rate);
  const employee = divideHalfUp(base * rate, 20_000);
  return { base, premium, employee, employer: premium - employee };
}

/** Pag-IBIG: each share a rate of the monthly compensation up to the fund salary (2% of at most 10,000.00: 200.00). */
export function pagibigShares(compensation: Centavos, rates: ContributionRates): { base: Centavos; employee: Centavos; employer: Centavos } {
  const base = Math.min(compensation, rates.pagibig.fundSalary);
  return { base, employee: percentOf(base, rates.pagibig.employee), employer: percentOf(base, rates.pagibig.employer) };
}

/**
 * The taxable compensation: the taxable earnings less the days without pay and the employee's mandatory
 * contributions (GSIS, PhilHealth, Pag-IBIG), never below zero.
 */
export function taxableCompensation(taxableEarnings: Centavos, lwop: Centavos, contributions: Centavos): Centavos {
  return Math.max(0, taxableEarnings - lwop - contributions);
}

/**
 * The withholding tax on a taxable compensation by the table: the bracket is the last whose `over` the
 * compensation exceeds; the tax its fixed part plus its rate of the excess over its `from` (zero when the
 * compensation lies in the printed table's gap below `from`), rounded once.
 */
export function withholdingTax(taxable: Centavos, table: TaxTable): { amount: Centavos; label: string; bracket: TaxBracket } {
  centavos(taxable, 'The taxable compensation');
  const brackets = table.brackets;
  if (brackets.length === 0 || brackets[0]!.over !== 0 || brackets.some((b, i) => i > 0 && b.over <= brackets[i - 1]!.over)) {
    throw new RangeError(`The tax table of ${table.effectiveDate} must start at 0 and rise bracket by bracket`);
  }
  let index = 0;
  while (index + 1 < brackets.length && taxable > brackets[index + 1]!.over) index++;
  const bracket = brackets[index]!;
  const excess = Math.max(0, taxable - bracket.from);
  const amount = bracket.fixed + percentOf(excess, bracket.rate);
  let label: string;
  if (bracket.rate === 0 && bracket.fixed === 0) {
    const next = brackets[index + 1];
    label = next ? `Withholding tax: none on ${pesos(taxable)} (${pesos(next.over)} or less)` : `Withholding tax: none on ${pesos(taxable)}`;
  } else {
    const fixed = bracket.fixed > 0 ? `${pesos(bracket.fixed)} + ` : '';
    label = `Withholding tax: ${fixed}${percent(bracket.rate)} of ${pesos(excess)} over ${pesos(bracket.from)} (taxable ${pesos(taxable)})`;
  }
  return { amount, label, bracket };
}

/**
 * The deductions HR keeps, taken in priority order while the net stays at or above the minimum take-home
 * pay: the first that does not fit is taken in part, down to the minimum, and the rest are skipped. A
 * deduction due this month that was not taken in full is reported with its shortfall, never dropped.
 * Those not due this month (not started, ended, paid off) are left out.
 */
export function takeDeductions(
  month: string,
  netBefore: Centavos,
  minimumTakeHome: Centavos,
  deductions: readonly PersonDeduction[],
): { lines: PayLine[]; outcomes: DeductionOutcome[]; taxExcluded: Centavos } {
  const m = monthOf(month);
  const due = deductions
    .map((d, i) => ({ d, i, due: dueIn(d, m.key, i) }))
    .filter((x) => x.due > 0)
    .sort((a, b) => a.d.priority - b.d.priority || a.i - b.i);
  let room = Math.max(0, netBefore - minimumTakeHome);
  const lines: PayLine[] = [];
  const outcomes: DeductionOutcome[] = [];
  let taxExcluded = 0;
  for (const { d, due: amount } of due) {
    const taken = Math.min(amount, room);
    room -= taken;
    if (d.taxExcluded) taxExcluded += taken;
    outcomes.push({ ...(d.id === undefined ? {} : { id: d.id }), code: d.code, label: d.label, due: amount, taken, shortfall: amount - taken });
    if (taken === 0) continue;
    const label = taken === amount ? d.label : `${d.label}: ${pesos(taken)} of ${pesos(amount)}, the net at the ${pesos(minimumTakeHome)} minimum`;
    lines.push({ code: d.code, label, amount: negative(taken) });
  }
  return { lines, outcomes, taxExcluded };
}

/**
 * The net in two, for pay on the 15th and the 30th: the 15th gets half rounded down to the centavo, the
 * 30th the rest, so an odd centavo is paid on the 30th, with the month's closing.
 */
export function splitHalves(net: Centavos): Halves {
  centavos(net, 'The net pay');
  const fifteenth = Math.floor(net / 2);
  return { fifteenth, thirtieth: net - fifteenth };
}

/** The monthly salary of a grade and step on a date: the schedule's row that took effect last on or before it. */
export function salaryOn(salaries: readonly SalaryRate[], grade: number, step: number, date: string): SalaryRate {
  checkGradeStep(grade, step);
  day(date, 'The date');
  let found: SalaryRate | undefined;
  for (const r of salaries) {
    if (r.grade !== grade || r.step !== step || r.effectiveDate > date) continue;
    if (found && r.effectiveDate === found.effectiveDate && r.monthly !== found.monthly) {
      throw new RangeError(`The salary schedule holds two salaries for SG ${grade} step ${step} from ${r.effectiveDate}`);
    }
    if (!found || r.effectiveDate > found.effectiveDate) found = r;
  }
  if (!found) throw new RangeError(`No salary is scheduled for SG ${grade} step ${step} on ${date}`);
  return found;
}

/** a × b ÷ c for whole numbers, rounded half up: exact in integers (no floating-point division is rounded twice). */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0 || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} in whole centavos`);
  }
  const rest = numerator % denominator;
  const quotient = (numerator - rest) / denominator;
  return rest * 2 >= denominator ? quotient + 1 : quotient;
}

/** A rate of an amount, rounded half up at the centavo: 9% of 30,024.00 is 2,702.16. */
export function percentOf(amount: Centavos, rate: BasisPoints): Centavos {
  return divideHalfUp(amount * rate, 10_000);
}

/** Centavos as the payslip writes them: 30,024.00. */
export function pesos(amount: Centavos): string {
  const sign = amount < 0 ? '-' : '';
  const a = Math.abs(amount);
  const whole = String(Math.floor(a / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(a % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------

type Month = { key: string; first: string; last: string; days: number; name: string };
type Segment = { from: string; to: string; days: number; grade: number; step: number; monthly: Centavos };
type Service = {
  segments: Segment[];
  /** Calendar days in service in the month. */
  days: number;
  /** Σ monthly × days of the segments: the month's salaries weighted by calendar days. */
  weighted: number;
  wholeMonth: boolean;
  oneSalary: boolean;
};

/** What regular and casual employees share: PERA, other earnings, contributions, tax, deductions. */
function employeePay(input: EmployeeMonth, month: Month, service: Service, basicLines: PayLine[], lwop: PayLine | null, lwopMilli = 0): Payslip {
  const { contributions: rates, tax: table, settings } = input.tables;
  const basic = sum(basicLines);
  const pera = peraLine(settings, month, service, lwopMilli);

  const others = (input.earnings ?? []).map((e, i) => {
    centavos(e.amount, `earnings[${i}] amount`);
    if (e.benefit && e.taxable)
      throw new RangeError(`earnings[${i}] (${e.code}) is a benefit: its taxable part is what exceeds the yearly exemption, so taxable must be false`);
    return e;
  });
  // 13th-month pay and other benefits: what exceeds the year's exemption left is taxable.
  let exemptLeft = Math.max(0, table.benefitsExemptPerYear - centavos(input.benefitsThisYear ?? 0, 'Benefits this year'));
  let taxableEarnings = EARNING_TYPES.basic.taxable ? basic : 0;
  if (EARNING_TYPES.pera.taxable) taxableEarnings += pera.amount;
  for (const e of others) {
    if (e.benefit) {
      const exempt = Math.min(e.amount, exemptLeft);
      exemptLeft -= exempt;
      taxableEarnings += e.amount - exempt;
    } else if (e.taxable) taxableEarnings += e.amount;
  }

  const gsis = gsisShares(basic, rates);
  const ec = ecPremium(basic, rates);
  const ph = philhealthShares(basic, rates);
  const pi = pagibigShares(basic, rates);
  const phHalf = percent(rates.philhealth.premium / 2);
  const phWhy =
    ph.base > basic ? `; the floor, the basic salary being ${pesos(basic)}` : ph.base < basic ? `; the ceiling, the basic salary being ${pesos(basic)}` : '';
  const piWhy = pi.base < basic ? ', the fund salary cap' : '';
  const contributions: PayLine[] = [
    { code: 'gsis', label: `GSIS personal share ${percent(rates.gsis.personal)} of ${pesos(basic)}`, amount: gsis.personal },
    { code: 'philhealth', label: `PhilHealth ${phHalf} of ${pesos(ph.base)} (${percent(rates.philhealth.premium)} shared${phWhy})`, amount: ph.employee },
    { code: 'pagibig', label: `Pag-IBIG ${percent(rates.pagibig.employee)} of ${pesos(pi.base)}${piWhy}`, amount: pi.employee },
  ];
  const employer = {
    gsis: gsis.government,
    ec,
    philhealth: ph.employer,
    pagibig: pi.employer,
    lines: [
      { code: 'gsis_government', label: `GSIS government share ${percent(rates.gsis.government)} of ${pesos(basic)}`, amount: gsis.government },
      { code: 'ec', label: `Employees’ Compensation premium ${percent(rates.ec.rate)} of ${pesos(basic)}, at most ${pesos(rates.ec.cap)}`, amount: ec },
      {
        code: 'philhealth_employer',
        label: `PhilHealth employer share: the rest of the premium ${pesos(ph.premium)} (${percent(rates.philhealth.premium)} of ${pesos(ph.base)})`,
        amount: ph.employer,
      },
      { code: 'pagibig_employer', label: `Pag-IBIG employer share ${percent(rates.pagibig.employer)} of ${pesos(pi.base)}${piWhy}`, amount: pi.employer },
    ],
  };

  const earnings = [...basicLines, pera, ...others.map((e) => ({ code: e.code, label: e.label, amount: e.amount }))];
  const beforeExclusions = taxableCompensation(taxableEarnings, lwop?.amount ?? 0, gsis.personal + ph.employee + pi.employee);
  // Deductions excluded from taxable compensation (union dues) lower it by what is TAKEN of them, and what is taken
  // depends on the net after the tax (the minimum take-home pay). Start from what is due; when less is taken, the
  // tax is computed again on the larger taxable compensation, which can only take less again: a few rounds settle it.
  const deductions = input.deductions ?? [];
  const gross = sum(earnings);
  const mandatory = (lwop?.amount ?? 0) + sum(contributions);
  let excluded = deductions.filter((d) => d.taxExcluded).reduce((n, d, i) => n + dueIn(d, month.key, i), 0);
  let taxable = Math.max(0, beforeExclusions - excluded);
  let tax = withholdingTax(taxable, table);
  for (let round = 0; round < 40 && excluded > 0; round++) {
    const takenExcluded = takeDeductions(month.key, Math.max(0, gross - mandatory - tax.amount), settings.minimumTakeHome, deductions).taxExcluded;
    if (takenExcluded === excluded) break;
    excluded = takenExcluded;
    taxable = Math.max(0, beforeExclusions - excluded);
    tax = withholdingTax(taxable, table);
  }
  const excludedNames = deductions.filter((d) => d.taxExcluded).map((d) => d.label.toLowerCase());
  const taxLabel = excluded > 0 ? `${tax.label}, after ${excludedNames.join(', ')} ${pesos(excluded)} excluded from taxable compensation` : tax.label;
  return close({
    month,
    earnings,
    lwop,
    contributions,
    tax: { code: 'tax', label: taxLabel, amount: tax.amount },
    taxable,
    taxExcluded: excluded,
    employer,
    deductions: input.deductions ?? [],
    minimumTakeHome: settings.minimumTakeHome,
    twiceAMonth: input.twiceAMonth ?? false,
  });
}

/** The totals, the net (refused when negative), the deductions HR keeps and the halves. */
function close(p: {
  month: Month;
  earnings: PayLine[];
  lwop: PayLine | null;
  contributions: PayLine[];
  tax: PayLine;
  taxable: Centavos;
  taxExcluded?: Centavos;
  employer: Payslip['employer'];
  deductions: readonly PersonDeduction[];
  minimumTakeHome: Centavos;
  twiceAMonth: boolean;
}): Payslip {
  const gross = sum(p.earnings);
  const mandatory = [...(p.lwop ? [p.lwop] : []), ...p.contributions, p.tax];
  const netBefore = gross - sum(mandatory);
  if (netBefore < 0) {
    throw new RangeError(
      `The net pay of ${p.month.name} would be negative (${pesos(netBefore)}): the LWOP, contributions and tax (${pesos(sum(mandatory))}) exceed the earnings (${pesos(gross)})`,
    );
  }
  const taken = takeDeductions(p.month.key, netBefore, p.minimumTakeHome, p.deductions);
  const other = taken.outcomes.reduce((n, o) => n + o.taken, 0);
  const net = netBefore - other;
  const byCode = (code: string) => sum(p.contributions.filter((l) => l.code === code));
  const lines = [...p.earnings, ...mandatory.map((l) => ({ ...l, amount: negative(l.amount) })), ...taken.lines];
  return {
    basic: sum(p.earnings.filter((l) => l.code === 'basic')),
    pera: sum(p.earnings.filter((l) => l.code === 'pera')),
    gross,
    gsis: byCode('gsis'),
    philhealth: byCode('philhealth'),
    pagibig: byCode('pagibig'),
    tax: p.tax.amount,
    lwop: p.lwop?.amount ?? 0,
    other_deductions: other,
    net,
    lines,
    taxable: p.taxable,
    tax_excluded: p.taxExcluded ?? 0,
    employer: p.employer,
    deductions: taken.outcomes,
    not_taken: taken.outcomes.filter((o) => o.shortfall > 0),
    halves: p.twiceAMonth ? splitHalves(net) : null,
  };
}

/**
 * PERA for the days of service rendered (DBM Budget Circular No. 2009-3): the month's 2,000.00, its calendar-day share
 * when the service begins or ends in the month, and of that the days paid of the month's divisor when there are days
 * without pay (22 − 6 of 22): one amount rounded once.
 */
function peraLine(settings: PaySettings, month: Month, service: Service, lwopMilli: number): PayLine {
  const divisor = settings.daysPerMonth * 1000;
  const paidMilli = Math.max(0, divisor - lwopMilli);
  // A month in service from the 1st to its end needs no share, even when its salary changed ("31/31 of" says nothing).
  const share = service.days === month.days ? '' : ` ${service.days}/${month.days} of`;
  const unpaid = lwopMilli > 0 ? ` × ${paidMilli / 1000}/${settings.daysPerMonth} days paid (${daysText(lwopMilli)} without pay)` : '';
  return {
    code: 'pera',
    label: `${EARNING_TYPES.pera.label}${share}${share || unpaid ? ` ${pesos(settings.pera)}` : ''}${unpaid}`,
    amount: divideHalfUp(settings.pera * service.days * paidMilli, month.days * divisor),
  };
}

/**
 * The parts of the month in service, each with one grade, step and salary: split wherever a position
 * begins or a salary schedule takes effect, from the first position (or the 1st) to the last day in
 * service (or the month's end).
 */
function serviceInMonth(month: Month, positions: readonly PositionHeld[], salaries: readonly SalaryRate[], lastDay: string | undefined): Service {
  if (positions.length === 0) throw new RangeError('At least one position held is needed: the grade and step from a date');
  positions.forEach((p, i) => {
    day(p.from, `positions[${i}] from`);
    checkGradeStep(p.grade, p.step);
    if (i > 0 && p.from <= positions[i - 1]!.from)
      throw new RangeError(`positions must be in date order, one a day: ${p.from} after ${positions[i - 1]!.from}`);
  });
  const start = positions[0]!.from > month.first ? positions[0]!.from : month.first;
  let end = month.last;
  if (lastDay !== undefined) {
    day(lastDay, 'The last day in service');
    if (lastDay < end) end = lastDay;
  }
  if (start > end) throw new RangeError(`Not in service in ${month.name}: from ${positions[0]!.from}${lastDay ? ` to ${lastDay}` : ''}`);

  const segments: Segment[] = [];
  for (let d = start; d <= end; d = nextDate(d)) {
    const held = positions.filter((p) => p.from <= d).at(-1)!;
    const { monthly } = salaryOn(salaries, held.grade, held.step, d);
    const last = segments.at(-1);
    if (last && last.grade === held.grade && last.step === held.step && last.monthly === monthly) {
      last.to = d;
      last.days++;
    } else segments.push({ from: d, to: d, days: 1, grade: held.grade, step: held.step, monthly });
  }
  const days = segments.reduce((n, s) => n + s.days, 0);
  return {
    segments,
    days,
    weighted: segments.reduce((n, s) => n + s.monthly * s.days, 0),
    wholeMonth: segments.length === 1 && days === month.days,
    oneSalary: new Set(segments.map((s) => s.monthly)).size === 1,
  };
}

/** The amount of a deduction due in a month (0 when not due); refuses one that ends before it starts. */
function dueIn(d: PersonDeduction, month: string, i: number): Centavos {
  const field = `deductions[${i}] (${d.code})`;
  centavos(d.monthly, `${field} monthly amount`);
  if (d.balance != null) centavos(d.balance, `${field} balance`);
  if (!Number.isFinite(d.priority)) throw new RangeError(`${field} priority must be a number: ${String(d.priority)}`);
  const start = monthOf(d.startMonth).key;
  if (d.endMonth != null && monthOf(d.endMonth).key < start) throw new RangeError(`${field} ends (${d.endMonth}) before it starts (${d.startMonth})`);
  if (month < start || (d.endMonth != null && month > d.endMonth)) return 0;
  return d.balance == null ? d.monthly : Math.min(d.monthly, d.balance);
}

function checkTables(month: Month, tables: EmployeeTables) {
  for (const t of [tables.contributions, tables.tax, tables.settings]) checkInForce(t, month);
}

/** A table that takes effect after the month cannot pay it (a mix-up of the caller's `inForceOn`). */
function checkInForce(table: Dated, month: Month) {
  if (table.effectiveDate > month.last) throw new RangeError(`${table.source} takes effect on ${table.effectiveDate}, after ${month.name}`);
}

function checkGradeStep(grade: number, step: number) {
  if (!Number.isInteger(grade) || grade < FIRST_GRADE || grade > LAST_GRADE) {
    throw new RangeError(`A salary grade must be a whole number from ${FIRST_GRADE} to ${LAST_GRADE}: ${String(grade)}`);
  }
  if (!Number.isInteger(step) || step < FIRST_STEP || step > LAST_STEP) {
    throw new RangeError(`A step must be a whole number from ${FIRST_STEP} to ${LAST_STEP}: ${String(step)}`);
  }
}

/** Days in thousandths (0.5 → 500), refusing negative days and finer fractions. */
function thousandths(days: number, field: string): number {
  if (!Number.isFinite(days)) throw new RangeError(`${field} must be a number: ${String(days)}`);
  if (days < 0) throw new RangeError(`${field} may not be negative: ${days}`);
  const milli = Math.round(days * 1000);
  if (Math.abs(milli - days * 1000) > 1e-6) throw new RangeError(`${field} are counted in thousandths of a day: ${days}`);
  return milli;
}

function wholeMinutes(minutes: number, field: string): number {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`${field} must be a whole number of at least 0: ${String(minutes)}`);
  return minutes;
}

function centavos(amount: number, field: string): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${field} must be whole centavos of at least 0: ${String(amount)}`);
  return amount;
}

const sum = (lines: readonly PayLine[]) => lines.reduce((n, l) => n + l.amount, 0);
/** −x without a −0 for a zero line. */
const negative = (amount: number) => (amount === 0 ? 0 : -amount);
/** 900 → "9%", 250 → "2.5%". */
const percent = (rate: BasisPoints) => `${rate / 100}%`;
const daysText = (milli: number) => `${milli / 1000} ${milli === 1000 ? 'day' : 'days'}`;
const gradeStep = (s: { grade: number; step: number }) => `SG ${s.grade} step ${s.step}`;

const DAY_MS = 86_400_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM' → its first and last days, its length and its name; a month that does not exist is refused. */
function monthOf(month: string): Month {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const y = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || n < 1 || n > 12) throw new RangeError(`A month must be YYYY-MM: ${String(month)}`);
  const days = new Date(Date.UTC(y, n, 0)).getUTCDate();
  return { key: month, first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}`, days, name: `${MONTHS[n - 1]} ${y}` };
}

/** A real 'YYYY-MM-DD' (2025-02-29 is refused, never rolled over). */
function day(date: string, field: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  const ok = !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
  if (!ok) throw new RangeError(`${field} must be a date YYYY-MM-DD: ${String(date)}`);
  return date;
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** "1–15 June 2025" (the dates of one month). */
function rangeText(from: string, to: string): string {
  const [y, m] = from.split('-').map(Number) as [number, number];
  const a = Number(from.slice(8));
  const b = Number(to.slice(8));
  return `${a === b ? a : `${a}–${b}`} ${MONTHS[m - 1]} ${y}`;
}
