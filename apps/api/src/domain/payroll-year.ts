// The payroll year (issue 40; CSC-RULES.md, "The payroll year's rules encoded"): the mid-year bonus, the
// year-end bonus and cash gift, the yearly exemption of 13th-month pay and other benefits, and the tax's
// year-end adjustment. Pure: the caller passes the person's spells of service and of leave without pay
// (Asia/Manila calendar dates, 'YYYY-MM-DD'), the salary held on the day the rule names (salary_held_on),
// the last rating, the year's sums, and the dated rule in force; no clock, no database.
//
// Every figure is dated data (`Dated`: the day it takes effect and its legal source), which a later
// migration seeds into the settings HR can correct. Money is centavos, rates basis points, each line
// rounded once, half up (payroll.ts).
//
// Aggregate service is counted as the service record counts it: each spell of actual service (the
// spells of appointment less the days without pay) in calendar months from its first day (the same day
// of each later month, the 31st falling on a shorter month's last day) and the days left over; the
// spells' months and days are added, `daysPerMonth` days (30) carried into a month (one unbroken spell
// is counted by the calendar alone, its days never carried). The circulars say
// "four (4) months of service" without saying how the days of several spells add up: the 30 is ours
// (a setting, `daysPerMonth`).

import { percentOf, pesos, splitHalves, withholdingTax, type PayLine, type Payslip } from './payroll';
import type { BasisPoints, Centavos, Dated, TaxTable } from './payroll-tables';

/** The adjectival ratings of the SPMS (CSC MC No. 6 s. 2012), best first. */
export const RATINGS = ['Outstanding', 'Very Satisfactory', 'Satisfactory', 'Unsatisfactory', 'Poor'] as const;
export type Rating = (typeof RATINGS)[number];
const RATING_RANK: Record<Rating, number> = { Outstanding: 5, 'Very Satisfactory': 4, Satisfactory: 3, Unsatisfactory: 2, Poor: 1 };

/** A spell of appointment in the government (any agency: the service is aggregate), `to` its last day or null while it lasts. */
export type ServiceSpell = { readonly from: string; readonly to: string | null };
/** Days without pay, both ends included: they are not service (leave with pay is). */
export type DaysWithoutPay = { readonly from: string; readonly to: string };
export type ServiceLength = { months: number; days: number };

/** A share of a month's salary or of the cash gift for a length of service: from `months` whole months up to the next row. */
export type ServiceShare = { readonly months: number; readonly share: BasisPoints };

/**
 * The mid-year bonus: one month's basic salary as of 15 May, released not before 15 May, to one who
 * (a) rendered at least four months of aggregate service from 1 July of the year before to 15 May,
 * (b) is in service on 15 May, and (c) got at least Satisfactory in the last rating period.
 * Those with less, and those no longer in service on 15 May, get nothing: no pro rata (BC 2017-2 item 5.2).
 */
export type MidYearBonusRule = Dated & {
  /** 'MM-DD': the day service is counted to, the salary taken and the person must be in service; the bonus is released from it. */
  readonly asOf: string;
  /** 'MM-DD' of the year before: where the service is counted from. */
  readonly countFrom: string;
  readonly minimumMonths: number;
  readonly minimumRating: Rating;
  /** Of the month's basic salary: 10000 (one month). */
  readonly share: BasisPoints;
  /** Days carried into a month when spells of service are added (ours, not the circular's). */
  readonly daysPerMonth: number;
};

/**
 * DBM Budget Circular No. 2017-2 (8 May 2017), "Rules and Regulations on the Grant of the Mid-Year
 * Bonus for FY 2017 and Years Thereafter", item 5.1 (one month's basic pay as of 15 May, not earlier
 * than 15 May; four months from 1 July; in service on 15 May; at least Satisfactory), item 5.2 (less than
 * four months, or out of service on 15 May: none), item 4.2 (aggregate service: actual service in a
 * regular, contractual or casual position in the national or local government, with leave with pay);
 * under EO No. 201 s. 2016 sec. 4 (confirmed as restated in DBM BC No. 2019-4). RA 11466's section that
 * keeps the bonus was not confirmed.
 */
export const MID_YEAR_BONUS_2017: MidYearBonusRule = {
  effectiveDate: '2017-01-01',
  source: 'EO No. 201 s. 2016 sec. 4; DBM BC No. 2017-2 items 4.2, 5.1, 5.2',
  asOf: '05-15',
  countFrom: '07-01',
  minimumMonths: 4,
  minimumRating: 'Satisfactory',
  share: 10_000,
  daysPerMonth: 30,
};

/**
 * The year-end bonus (one month's basic salary as of 31 October) and the cash gift, released not
 * before 15 November, to one in service on 31 October with at least four months of aggregate service
 * from 1 January. One who left before 31 October with at least four months gets a share of both by the
 * months served (`separatedShares`), on the salary before leaving, within the month they left; one in
 * service on 31 October with less than four months gets a share of the cash gift only (`cashGiftShares`).
 */
export type YearEndBonusRule = Dated & {
  readonly asOf: string;
  readonly countFrom: string;
  readonly releaseFrom: string;
  readonly minimumMonths: number;
  readonly cashGift: Centavos;
  /** From the fewest months up: the share of the bonus and the cash gift of one who left before `asOf`. */
  readonly separatedShares: readonly ServiceShare[];
  /** From the fewest months up: the share of the cash gift of one in service with less than `minimumMonths`. */
  readonly cashGiftShares: readonly ServiceShare[];
  readonly daysPerMonth: number;
};

/**
 * DBM Budget Circular No. 2016-4 (28 April 2016), "Updated Rules and Regulations on the Grant of the
 * Year-End Bonus and Cash Gift for FY 2016 and Years Thereafter", items 6.1 (one month's basic pay as of
 * 31 October and 5,000.00, not earlier than 15 November; four months from 1 January; in service on
 * 31 October), 6.2 (left before 31 October with four months: 50% for 4 months up to 95% for 9, on the
 * basic pay immediately before leaving, within the month of leaving), 6.3 (less than four months and in
 * service on 31 October: the cash gift only, 40% for 3 months down to 10% under one); under RA 6686 as
 * amended by RA 8441 (the cash gift of 5,000.00) and EO No. 201 s. 2016. The tables were read from
 * secondary sources restating the circular (they agree with one another), not from the DBM's own copy.
 */
export const YEAR_END_BONUS_2016: YearEndBonusRule = {
  effectiveDate: '2016-01-01',
  source: 'RA 6686 as amended by RA 8441; EO No. 201 s. 2016; DBM BC No. 2016-4 items 6.1, 6.2, 6.3',
  asOf: '10-31',
  countFrom: '01-01',
  releaseFrom: '11-15',
  minimumMonths: 4,
  cashGift: 500_000,
  separatedShares: [
    { months: 4, share: 5000 },
    { months: 5, share: 6000 },
    { months: 6, share: 7000 },
    { months: 7, share: 8000 },
    { months: 8, share: 9000 },
    { months: 9, share: 9500 },
  ],
  cashGiftShares: [
    { months: 0, share: 1000 },
    { months: 1, share: 2000 },
    { months: 2, share: 3000 },
    { months: 3, share: 4000 },
  ],
  daysPerMonth: 30,
};

/**
 * The annual tax on compensation income from 1 January 2023 (NIRC sec. 24(A)(2)(a) as amended by
 * RA 10963, the second schedule; the BIR's annual table): not over 250,000 none; to 400,000 15% of the
 * excess over 250,000; to 800,000 22,500 + 20% over 400,000; to 2,000,000 102,500 + 25% over 800,000; to
 * 8,000,000 402,500 + 30% over 2,000,000; above, 2,202,500 + 35% over 8,000,000. Continuous: `over` and
 * `from` are the same. The yearly exemption of 13th-month pay and other benefits is the same 90,000.00.
 */
export const TRAIN_2023_ANNUAL: TaxTable = {
  effectiveDate: '2023-01-01',
  source: 'NIRC sec. 24(A)(2)(a) as amended by RA 10963 (TRAIN): the annual table from 1 January 2023; RR No. 11-2018',
  brackets: [
    { over: 0, from: 0, fixed: 0, rate: 0 },
    { over: 25_000_000, from: 25_000_000, fixed: 0, rate: 1500 },
    { over: 40_000_000, from: 40_000_000, fixed: 2_250_000, rate: 2000 },
    { over: 80_000_000, from: 80_000_000, fixed: 10_250_000, rate: 2500 },
    { over: 200_000_000, from: 200_000_000, fixed: 40_250_000, rate: 3000 },
    { over: 800_000_000, from: 800_000_000, fixed: 220_250_000, rate: 3500 },
  ],
  benefitsExemptPerYear: 9_000_000,
};

// ---------------------------------------------------------------------------------------------------

export type BonusInput = {
  year: number;
  service: readonly ServiceSpell[];
  withoutPay?: readonly DaysWithoutPay[];
  /**
   * The monthly basic salary held on the rule's day (15 May, 31 October), or, for the year-end bonus of
   * one who left before 31 October, on the last day in service (salary_held_on). A casual's is the daily
   * wage × 22 (BC 2017-2 item 4.1): the caller's.
   */
  basicMonthly: Centavos;
};

export type MidYearBonusInput = BonusInput & {
  /** The adjectival rating of the last rating period (or the applicable appraisal period); null: none. */
  lastRating: Rating | null;
  rule: MidYearBonusRule;
};

export type MidYearBonusResult =
  | { eligible: true; amount: Centavos; lines: PayLine[]; service: ServiceLength; releaseFrom: string }
  | { eligible: false; reason: string; service: ServiceLength };

/** The mid-year bonus of one person for `year` (MID_YEAR_BONUS_2017). */
export function midYearBonus(input: MidYearBonusInput): MidYearBonusResult {
  const { rule, year } = input;
  const from = `${year - 1}-${rule.countFrom}`;
  const asOf = `${year}-${rule.asOf}`;
  checkRule(rule, [rule.asOf, rule.countFrom]);
  centavos(input.basicMonthly, 'The monthly basic salary');
  const service = aggregateService(input.service, input.withoutPay ?? [], from, asOf, rule.daysPerMonth);
  const counted = `${lengthText(service)} of service from ${longDate(from)} to ${longDate(asOf)}`;
  if (!inServiceOn(input.service, asOf)) {
    return { eligible: false, service, reason: `Not in service on ${longDate(asOf)}: no mid-year bonus for one who left before it (${counted}).` };
  }
  if (service.months < rule.minimumMonths) {
    return {
      eligible: false,
      service,
      reason: `${cap(counted)}: the mid-year bonus needs at least ${rule.minimumMonths} months.`,
    };
  }
  if (input.lastRating === null) {
    return {
      eligible: false,
      service,
      reason: `No performance rating for the last rating period: the mid-year bonus needs at least ${rule.minimumRating} (a rating of at least 90 days may stand for it).`,
    };
  }
  if (RATING_RANK[input.lastRating] < RATING_RANK[rule.minimumRating]) {
    return {
      eligible: false,
      service,
      reason: `Rated ${input.lastRating} in the last rating period: the mid-year bonus needs at least ${rule.minimumRating}.`,
    };
  }
  const amount = percentOf(input.basicMonthly, rule.share);
  const share = rule.share === 10_000 ? '' : `${rule.share / 100}% of `;
  return {
    eligible: true,
    amount,
    service,
    releaseFrom: asOf,
    lines: [
      {
        code: 'mid_year_bonus',
        label: `Mid-year bonus ${year}: ${share}the basic salary as of ${longDate(asOf)}, ${pesos(input.basicMonthly)} (${counted}; rated ${input.lastRating})`,
        amount,
      },
    ],
  };
}

export type YearEndBonusInput = BonusInput & { rule: YearEndBonusRule };

export type YearEndBonusResult =
  | {
      eligible: true;
      yearEndBonus: Centavos;
      cashGift: Centavos;
      amount: Centavos;
      lines: PayLine[];
      service: ServiceLength;
      /** Not before this day; for one who left, the last day in service, and `releaseBy` the end of that month. */
      releaseFrom: string;
      releaseBy: string | null;
    }
  | { eligible: false; reason: string; service: ServiceLength };

/** The year-end bonus and cash gift of one person for `year` (YEAR_END_BONUS_2016). */
export function yearEndBonus(input: YearEndBonusInput): YearEndBonusResult {
  const { rule, year } = input;
  checkRule(rule, [rule.asOf, rule.countFrom, rule.releaseFrom]);
  centavos(input.basicMonthly, 'The monthly basic salary');
  const from = `${year}-${rule.countFrom}`;
  const asOf = `${year}-${rule.asOf}`;
  const service = aggregateService(input.service, input.withoutPay ?? [], from, asOf, rule.daysPerMonth);
  const counted = `${lengthText(service)} of service from ${longDate(from)}`;
  const paid = (yeb: Centavos, gift: Centavos, yebLabel: string, giftLabel: string, releaseFrom: string, releaseBy: string | null): YearEndBonusResult => {
    const lines: PayLine[] = [];
    if (yeb > 0) lines.push({ code: 'year_end_bonus', label: yebLabel, amount: yeb });
    if (gift > 0) lines.push({ code: 'cash_gift', label: giftLabel, amount: gift });
    return { eligible: true, yearEndBonus: yeb, cashGift: gift, amount: yeb + gift, lines, service, releaseFrom, releaseBy };
  };

  if (inServiceOn(input.service, asOf)) {
    if (service.months >= rule.minimumMonths) {
      return paid(
        input.basicMonthly,
        rule.cashGift,
        `Year-end bonus ${year}: the basic salary as of ${longDate(asOf)}, ${pesos(input.basicMonthly)} (${counted})`,
        `Cash gift ${year}`,
        `${year}-${rule.releaseFrom}`,
        null,
      );
    }
    const row = shareFor(rule.cashGiftShares, service.months);
    if (!row) return { eligible: false, service, reason: `${cap(counted)}: no share of the cash gift for it.` };
    const gift = percentOf(rule.cashGift, row.share);
    return paid(
      0,
      gift,
      '',
      `Cash gift ${year}: ${row.share / 100}% of ${pesos(rule.cashGift)} (${counted}, less than ${rule.minimumMonths} months: no year-end bonus)`,
      `${year}-${rule.releaseFrom}`,
      null,
    );
  }

  const lastDay = lastDayInServiceBefore(input.service, asOf, from);
  if (lastDay === null) return { eligible: false, service, reason: `Not in service in ${year} up to ${longDate(asOf)}.` };
  if (service.months < rule.minimumMonths) {
    return {
      eligible: false,
      service,
      reason: `Left on ${longDate(lastDay)} with ${counted}: one who leaves before ${longDate(asOf)} needs at least ${rule.minimumMonths} months for a share of the year-end bonus and cash gift.`,
    };
  }
  const row = shareFor(rule.separatedShares, service.months)!;
  const pct = `${row.share / 100}%`;
  return paid(
    percentOf(input.basicMonthly, row.share),
    percentOf(rule.cashGift, row.share),
    `Year-end bonus ${year}: ${pct} of ${pesos(input.basicMonthly)}, the basic salary before leaving on ${longDate(lastDay)} (${counted})`,
    `Cash gift ${year}: ${pct} of ${pesos(rule.cashGift)} (${counted})`,
    lastDay,
    lastOfMonth(lastDay),
  );
}

/**
 * 13th-month pay and other benefits (the bonuses, the cash gift) are not taxable up to `ceiling` a year
 * (NIRC sec. 32(B)(7)(e) as amended by RA 10963: 90,000.00, TaxTable.benefitsExemptPerYear): of the
 * benefits paid now, what fits in what is left of the exemption is exempt, the rest taxable in this run.
 */
export function benefitsExemption(
  alreadyExemptThisYear: Centavos,
  newBenefits: Centavos,
  ceiling: Centavos,
): { exempt: Centavos; taxable: Centavos; exemptUsedThisYear: Centavos; label: string } {
  centavos(alreadyExemptThisYear, 'The exemption already used this year');
  centavos(newBenefits, 'The benefits paid');
  centavos(ceiling, 'The yearly exemption');
  const left = Math.max(0, ceiling - alreadyExemptThisYear);
  const exempt = Math.min(newBenefits, left);
  const taxable = newBenefits - exempt;
  const label =
    taxable === 0
      ? `Benefits ${pesos(newBenefits)} exempt (${pesos(left)} of the ${pesos(ceiling)} yearly exemption left)`
      : `Benefits ${pesos(newBenefits)}: ${pesos(exempt)} exempt (what was left of the ${pesos(ceiling)} yearly exemption), ${pesos(taxable)} taxable`;
  return { exempt, taxable, exemptUsedThisYear: alreadyExemptThisYear + exempt, label };
}

/** The tax due on a year's taxable compensation by the annual table (TRAIN_2023_ANNUAL), rounded once. */
export function annualTax(taxableYear: Centavos, table: TaxTable): { amount: Centavos; label: string } {
  const { amount, bracket } = withholdingTax(taxableYear, table);
  const excess = Math.max(0, taxableYear - bracket.from);
  let label: string;
  if (bracket.rate === 0 && bracket.fixed === 0) label = `Tax due on ${pesos(taxableYear)}: none`;
  else {
    const fixed = bracket.fixed > 0 ? `${pesos(bracket.fixed)} + ` : '';
    label = `Tax due on ${pesos(taxableYear)}: ${fixed}${bracket.rate / 100}% of ${pesos(excess)} over ${pesos(bracket.from)}`;
  }
  return { amount, label };
}

export type YearEndAdjustmentInput = {
  /** The year's taxable compensation (the benefits' excess over the exemption included; the contributions and union dues left out). */
  taxableCompensationYear: Centavos;
  /** The tax withheld in the year before this adjustment (January to November, and December's regular withholding if already taken). */
  withheldSoFar: Centavos;
  table: TaxTable;
};

type AdjustmentBase = { taxDue: Centavos; withheld: Centavos; label: string; line: PayLine | null };

/**
 * The year-end adjustment (RR No. 2-98 sec. 2.79(B)(5) as amended by RR No. 11-2018): the tax due on the
 * year's taxable compensation by the annual table, less what was withheld. More due: withheld from the
 * December pay (`toWithhold`, a deduction line); too much withheld: refunded to the employee, paid as an
 * earning line (`refund`), not later than 25 January of the next year. Never both.
 */
export function yearEndAdjustment(input: YearEndAdjustmentInput): (AdjustmentBase & { toWithhold: Centavos }) | (AdjustmentBase & { refund: Centavos }) {
  centavos(input.withheldSoFar, 'The tax withheld this year');
  const due = annualTax(input.taxableCompensationYear, input.table);
  const withheld = input.withheldSoFar;
  const difference = due.amount - withheld;
  const base = `${due.label}; withheld ${pesos(withheld)}`;
  if (difference < 0) {
    const refund = -difference;
    const label = `${base}: ${pesos(refund)} withheld over the tax due, refunded`;
    return { taxDue: due.amount, withheld, refund, label, line: { code: 'tax_refund', label: `Tax refund, year-end adjustment (${label})`, amount: refund } };
  }
  const label = difference === 0 ? `${base}: nothing more to withhold` : `${base}: ${pesos(difference)} more withheld`;
  return {
    taxDue: due.amount,
    withheld,
    toWithhold: difference,
    label,
    line: difference === 0 ? null : { code: 'tax_adjustment', label: `Withholding tax, year-end adjustment (${label})`, amount: -difference },
  };
}

/**
 * The payslip with the year-end adjustment on it: a refund is an earning line (not taxable: it gives back tax), more
 * tax due a deduction line added to the tax. What the net cannot bear is left for January's pay (RR No. 2-98 sec.
 * 2.79(B)(5)(b): withheld from the January pay of the next year), said in the line.
 */
export function applyYearEndAdjustment(payslip: Payslip, adjustment: ReturnType<typeof yearEndAdjustment>): Payslip {
  if (!adjustment.line) return payslip;
  if ('refund' in adjustment) {
    const net = payslip.net + adjustment.refund;
    return {
      ...payslip,
      gross: payslip.gross + adjustment.refund,
      net,
      lines: insertBeforeDeductions(payslip.lines, adjustment.line),
      halves: payslip.halves ? { fifteenth: payslip.halves.fifteenth, thirtieth: payslip.halves.thirtieth + adjustment.refund } : null,
    };
  }
  const taken = Math.min(adjustment.toWithhold, payslip.net);
  if (taken === 0)
    return {
      ...payslip,
      lines: [
        ...payslip.lines,
        { ...adjustment.line, amount: 0, label: `${adjustment.line.label}; none taken now, the net being nil: withheld from January's pay` },
      ],
    };
  const label =
    taken < adjustment.toWithhold
      ? `${adjustment.line.label}; ${pesos(taken)} taken now, ${pesos(adjustment.toWithhold - taken)} from January's pay`
      : adjustment.line.label;
  const net = payslip.net - taken;
  return {
    ...payslip,
    tax: payslip.tax + taken,
    net,
    lines: [...payslip.lines, { code: adjustment.line.code, label, amount: -taken }],
    // The 30th closes the month and the year: the adjustment falls on it, the 15th stays as computed when it can.
    halves: payslip.halves
      ? payslip.halves.thirtieth >= taken
        ? { fifteenth: payslip.halves.fifteenth, thirtieth: payslip.halves.thirtieth - taken }
        : splitHalves(net)
      : null,
  };
}

/** An earning line goes after the earnings (the positive lines) and before the deductions. */
function insertBeforeDeductions(lines: readonly PayLine[], line: PayLine): PayLine[] {
  const at = lines.findIndex(
    (l) => l.amount < 0 || l.code === 'tax' || l.code === 'lwop' || l.code === 'gsis' || l.code === 'philhealth' || l.code === 'pagibig',
  );
  return at < 0 ? [...lines, line] : [...lines.slice(0, at), line, ...lines.slice(at)];
}

// ---------------------------------------------------------------------------------------------------

/**
 * The Productivity Enhancement Incentive of a fiscal year: the full `amount` to one in service on
 * 30 November with at least four months of satisfactory service from 1 January to 30 November (leave
 * with pay counted); one in service on 30 November with less gets a share (`shares`); one out of service
 * on 30 November gets nothing. Released not before 15 December. The amount and the shares are set each
 * year by the issuance that grants it (older AOs used other tables): one `PeiRule` per fiscal year.
 */
export type PeiRule = Dated & {
  readonly fiscalYear: number;
  readonly amount: Centavos;
  /** 'MM-DD': the day service is counted to and the person must be in service. */
  readonly asOf: string;
  /** 'MM-DD' of the fiscal year: where the service is counted from. */
  readonly countFrom: string;
  readonly releaseFrom: string;
  readonly minimumMonths: number;
  /** From the fewest months up: the share of one in service on `asOf` with less than `minimumMonths`. */
  readonly shares: readonly ServiceShare[];
  readonly daysPerMonth: number;
};

/**
 * FY 2025: DBM Circular Letter No. 2025-13 (17 December 2025), 5,000.00 under DBM Budget Circular
 * No. 2017-4 (4 December 2017, "FY 2017 and years thereafter"), items on eligibility (in service on
 * 30 November, four months' satisfactory service as of 30 November) and the pro rata (50/40/30/20% for
 * 3 to under 4, 2 to under 3, 1 to under 2, under 1 month); under EO No. 201 s. 2016 sec. 6. The shares
 * were read from secondary sources restating BC 2017-4. FY 2024's issuance was not found.
 */
export const PEI_FY2025: PeiRule = {
  effectiveDate: '2025-12-17',
  source: 'EO No. 201 s. 2016 sec. 6; DBM BC No. 2017-4; DBM Circular Letter No. 2025-13 (FY 2025: 5,000.00)',
  fiscalYear: 2025,
  amount: 500_000,
  asOf: '11-30',
  countFrom: '01-01',
  releaseFrom: '12-15',
  minimumMonths: 4,
  shares: [
    { months: 0, share: 2000 },
    { months: 1, share: 3000 },
    { months: 2, share: 4000 },
    { months: 3, share: 5000 },
  ],
  daysPerMonth: 30,
};

/** The PEI rules by fiscal year, each keyed by the issuance that set it. */
export const PEI_BY_FISCAL_YEAR: Readonly<Record<number, PeiRule>> = { 2025: PEI_FY2025 };

export type PeiInput = { year: number; service: readonly ServiceSpell[]; withoutPay?: readonly DaysWithoutPay[]; rule: PeiRule };

export type PeiResult =
  | { eligible: true; amount: Centavos; lines: PayLine[]; service: ServiceLength; releaseFrom: string }
  | { eligible: false; reason: string; service: ServiceLength };

/** The PEI of one person for `year`: `rule` must be that fiscal year's (PEI_FY2025). */
export function productivityEnhancementIncentive(input: PeiInput): PeiResult {
  const { rule, year } = input;
  checkRule(rule, [rule.asOf, rule.countFrom, rule.releaseFrom]);
  if (rule.fiscalYear !== year) throw new RangeError(`The PEI rule is for FY ${rule.fiscalYear} (${rule.source}), not FY ${year}`);
  centavos(rule.amount, 'The PEI amount');
  const from = `${year}-${rule.countFrom}`;
  const asOf = `${year}-${rule.asOf}`;
  const service = aggregateService(input.service, input.withoutPay ?? [], from, asOf, rule.daysPerMonth);
  const counted = `${lengthText(service)} of service from ${longDate(from)} to ${longDate(asOf)}`;
  if (!inServiceOn(input.service, asOf)) {
    return { eligible: false, service, reason: `Not in service on ${longDate(asOf)}: no PEI for FY ${year} (${counted}).` };
  }
  let amount = rule.amount;
  let label = `PEI FY ${year}: ${pesos(rule.amount)} (${counted})`;
  if (service.months < rule.minimumMonths) {
    const row = shareFor(rule.shares, service.months);
    if (!row) return { eligible: false, service, reason: `${cap(counted)}: no share of the PEI for it.` };
    amount = percentOf(rule.amount, row.share);
    label = `PEI FY ${year}: ${row.share / 100}% of ${pesos(rule.amount)} (${counted}, less than ${rule.minimumMonths} months)`;
  }
  return { eligible: true, amount, service, releaseFrom: `${year}-${rule.releaseFrom}`, lines: [{ code: 'pei', label, amount }] };
}

/**
 * The uniform/clothing allowance: up to `amount` a year, released not before `releaseFrom` (the first
 * working day of April: the caller moves it to that day), to one in service who renders, or is expected
 * to render, at least `minimumMonths` in the fiscal year, leave with pay counted. A new hire counts from
 * the hire date to 31 December.
 */
export type ClothingAllowanceRule = Dated & {
  /** The ceiling; an agency granting less passes a rule with its amount. */
  readonly amount: Centavos;
  readonly releaseFrom: string;
  readonly minimumMonths: number;
  readonly daysPerMonth: number;
};

/**
 * GAA FY 2024 (RA 11975) General Provisions sec. 58 (not exceeding 7,000.00 a year); DBM Budget Circular
 * No. 2024-1 (4 April 2024, replacing BC 2018-1): released not earlier than the first working day of April,
 * to those in service rendering at least six months in the fiscal year; new hires when expected to render
 * six months for the rest of the year (BC 2018-1 item 9.1). The part-time rate was not confirmed.
 */
export const CLOTHING_ALLOWANCE_2024: ClothingAllowanceRule = {
  effectiveDate: '2024-01-01',
  source: 'GAA FY 2024 (RA 11975) General Provisions sec. 58; DBM BC No. 2024-1',
  amount: 700_000,
  releaseFrom: '04-01',
  minimumMonths: 6,
  daysPerMonth: 30,
};

export type ClothingAllowanceInput = {
  year: number;
  /** The spells of service, each `to` the day it is known to end (a contract's end, a retirement) or null: expected to run past 31 December. */
  service: readonly ServiceSpell[];
  withoutPay?: readonly DaysWithoutPay[];
  rule: ClothingAllowanceRule;
};

export type ClothingAllowanceResult =
  | { eligible: true; amount: Centavos; lines: PayLine[]; service: ServiceLength; releaseFrom: string }
  | { eligible: false; reason: string; service: ServiceLength };

/** The uniform/clothing allowance of one person for `year` (CLOTHING_ALLOWANCE_2024). */
export function clothingAllowance(input: ClothingAllowanceInput): ClothingAllowanceResult {
  const { rule, year } = input;
  checkRule(rule, [rule.releaseFrom]);
  centavos(rule.amount, 'The uniform/clothing allowance');
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const service = aggregateService(input.service, input.withoutPay ?? [], from, to, rule.daysPerMonth);
  const counted = `${lengthText(service)} of service rendered or expected in ${year}`;
  if (service.months < rule.minimumMonths) {
    return { eligible: false, service, reason: `${cap(counted)}: the uniform/clothing allowance needs at least ${rule.minimumMonths} months in the year.` };
  }
  const amount = rule.amount;
  return {
    eligible: true,
    amount,
    service,
    releaseFrom: `${year}-${rule.releaseFrom}`,
    lines: [{ code: 'clothing_allowance', label: `Uniform/clothing allowance ${year} (${counted})`, amount }],
  };
}

/**
 * The Performance-Based Bonus of a fiscal year: a share of the monthly basic salary as of `asOf` (31 December of
 * the fiscal year) by the person's rating tier, which the agency's year sets (HR enters `tiers` each year from the
 * AO 25 Inter-Agency Task Force's guidelines and the agency's own eligibility); one rated below every tier gets
 * nothing. The service in the fiscal year sets the share of it: `fullMonths` or more in full, fewer by `shares`,
 * fewer than the first row nothing.
 */
export type PbbRule = Dated & {
  readonly fiscalYear: number;
  readonly asOf: string;
  /** The rating tiers: each adjectival rating paid and its share of the monthly basic salary. */
  readonly tiers: readonly { readonly rating: Rating; readonly share: BasisPoints }[];
  readonly fullMonths: number;
  /** From the fewest months up: the share of one with less than `fullMonths` in the fiscal year. */
  readonly shares: readonly ServiceShare[];
  readonly daysPerMonth: number;
};

/**
 * The pro rata by months of service of the IATF's PBB guidelines as restated for FY 2022 onward (Memorandum
 * Circular No. 2022-1 and the later years' circulars, restated by secondary sources: 9 months or more in full;
 * 8 months 90%, 7 80%, 6 70%, 5 60%, 4 50%, 3 40%; less than 3 none). Not read from the circular itself: HR
 * corrects it on the PBB table it enters each year, with that year's tiers.
 */
export const PBB_SERVICE_SHARES: readonly ServiceShare[] = [
  { months: 3, share: 4000 },
  { months: 4, share: 5000 },
  { months: 5, share: 6000 },
  { months: 6, share: 7000 },
  { months: 7, share: 8000 },
  { months: 8, share: 9000 },
];

export type PbbInput = BonusInput & {
  /** The rating of the fiscal year (the approved IPCRs' average, by the rating scale); null: none. */
  rating: Rating | null;
  rule: PbbRule;
};

export type PbbResult =
  { eligible: true; amount: Centavos; lines: PayLine[]; service: ServiceLength } | { eligible: false; reason: string; service: ServiceLength };

/** The PBB of one person for the rule's fiscal year (`year` must be it). */
export function performanceBasedBonus(input: PbbInput): PbbResult {
  const { rule, year } = input;
  checkRule(rule, [rule.asOf]);
  if (rule.fiscalYear !== year) throw new RangeError(`The PBB rule is for FY ${rule.fiscalYear} (${rule.source}), not FY ${year}`);
  centavos(input.basicMonthly, 'The monthly basic salary');
  const from = `${year}-01-01`;
  const asOf = `${year}-${rule.asOf}`;
  const service = aggregateService(input.service, input.withoutPay ?? [], from, asOf, rule.daysPerMonth);
  const counted = `${lengthText(service)} of service in FY ${year}`;
  if (input.rating === null) return { eligible: false, service, reason: `No approved performance rating for FY ${year}: the PBB goes by the year's rating.` };
  const tier = rule.tiers.find((t) => t.rating === input.rating);
  if (!tier || tier.share === 0) {
    const paid = rule.tiers.filter((t) => t.share > 0).map((t) => t.rating);
    return {
      eligible: false,
      service,
      reason: `Rated ${input.rating} for FY ${year}: the PBB is paid to those rated ${paid.join(' or ') || 'in a tier HR has set'}.`,
    };
  }
  let share: BasisPoints = 10_000;
  let why = counted;
  if (service.months < rule.fullMonths) {
    const row = shareFor(rule.shares, service.months);
    if (!row) return { eligible: false, service, reason: `${cap(counted)}: the PBB needs at least ${rule.shares[0]?.months ?? rule.fullMonths} months.` };
    share = row.share;
    why = `${counted}, less than ${rule.fullMonths} months: ${row.share / 100}% of it`;
  }
  const tierAmount = percentOf(input.basicMonthly, tier.share);
  const amount = percentOf(tierAmount, share);
  const label = `PBB FY ${year}: ${tier.share / 100}% of the basic salary as of ${longDate(asOf)}, ${pesos(input.basicMonthly)}, for ${input.rating} (${why})`;
  return { eligible: true, amount, service, lines: [{ code: 'pbb', label, amount }] };
}

/**
 * A payslip of benefits alone (a special payroll): the benefit lines, no contributions (GSIS, PhilHealth and Pag-IBIG
 * are on the basic salary, not on bonuses) and no deductions HR keeps (the loans are taken from the monthly pay). What
 * exceeds what is left of the yearly exemption (`benefitsExemption`) is taxable, withheld at the month's marginal rate:
 * the monthly table's tax on the month's regular taxable compensation with the excess, less its tax without it (the
 * year-end adjustment settles the year by the annual table).
 */
export function benefitsPayslip(input: {
  lines: readonly PayLine[];
  /** The exemption already used by the year's earlier benefits (the other runs of the year). */
  exemptUsedBefore: Centavos;
  /** The month's regular taxable compensation the excess is taxed on top of (0 when none). */
  monthTaxable: Centavos;
  /** The monthly withholding table in force (its `benefitsExemptPerYear` is the ceiling). */
  table: TaxTable;
}): Payslip {
  const lines = input.lines.map((l, i) => ({ ...l, amount: centavos(l.amount, `lines[${i}] amount`) }));
  if (lines.length === 0) throw new RangeError('A benefits payslip needs at least one benefit');
  const paid = lines.reduce((n, l) => n + l.amount, 0);
  const ex = benefitsExemption(input.exemptUsedBefore, paid, input.table.benefitsExemptPerYear);
  centavos(input.monthTaxable, "The month's taxable compensation");
  let tax = 0;
  let taxLabel = `Withholding tax: none (${ex.label})`;
  if (ex.taxable > 0) {
    const withIt = withholdingTax(input.monthTaxable + ex.taxable, input.table).amount;
    const without = withholdingTax(input.monthTaxable, input.table).amount;
    tax = withIt - without;
    taxLabel = `Withholding tax ${pesos(tax)} on the ${pesos(ex.taxable)} over the exemption, at the month's rate (${ex.label}; the tax on ${pesos(input.monthTaxable + ex.taxable)} less that on the month's taxable ${pesos(input.monthTaxable)})`;
  }
  const net = paid - tax;
  return {
    basic: 0,
    pera: 0,
    gross: paid,
    gsis: 0,
    philhealth: 0,
    pagibig: 0,
    tax,
    lwop: 0,
    other_deductions: 0,
    net,
    lines: [...lines, { code: 'tax', label: taxLabel, amount: tax === 0 ? 0 : -tax }],
    taxable: ex.taxable,
    tax_excluded: 0,
    employer: { gsis: 0, ec: 0, philhealth: 0, pagibig: 0, lines: [] },
    deductions: [],
    not_taken: [],
    // Paid at once on its day, never in halves.
    halves: null,
    benefits: { paid, exempt: ex.exempt, taxable: ex.taxable, exempt_used_this_year: ex.exemptUsedThisYear },
  };
}

/** The share of the RATA paid for the days of actual work in a month: from `fromDays` up to the next row. */
export type RataReductionRule = Dated & { readonly rows: readonly { readonly fromDays: number; readonly share: BasisPoints }[] };

/**
 * DBM National Budget Circular No. 548 (15 May 2013), amending NBC No. 546: RA and TA each paid at 25%
 * for 1–5 days of actual work in the month, 50% for 6–11, 75% for 12–16, 100% for 17 or more; none for
 * none. One day earns the whole 25% (some read a fraction of it: the circular is debated; HR's setting).
 */
export const RATA_REDUCTION_NBC_548: RataReductionRule = {
  effectiveDate: '2013-05-15',
  source: 'DBM NBC No. 548 (amending NBC No. 546)',
  rows: [
    { fromDays: 1, share: 2500 },
    { fromDays: 6, share: 5000 },
    { fromDays: 12, share: 7500 },
    { fromDays: 17, share: 10_000 },
  ],
};

/** The monthly RA and TA of an official's level (RA and TA are two separate amounts, equal in the GAA). */
export type RataLevel = { readonly level: string; readonly ra: Centavos; readonly ta: Centavos };

/**
 * The RATA levels of the FY 2009 GAA General Provisions sec. 44, per month, each of RA and TA. A seed
 * only: the current GAA's amounts (new rates from FY 2013) are not confirmed and are HR's setting; an
 * SUC maps its officials to these levels (a President III to Assistant Secretary, a qualified dean or
 * director to Chief of Division).
 */
export const RATA_LEVELS: Dated & { readonly levels: readonly RataLevel[] } = {
  effectiveDate: '2009-01-01',
  source: 'GAA FY 2009 General Provisions sec. 44 (the current GAA amounts not confirmed: HR sets them)',
  levels: [
    { level: 'Secretary', ra: 1_100_000, ta: 1_100_000 },
    { level: 'Undersecretary', ra: 870_000, ta: 870_000 },
    { level: 'Assistant Secretary', ra: 780_000, ta: 780_000 },
    { level: 'Bureau/Regional Director', ra: 700_000, ta: 700_000 },
    { level: 'Assistant Bureau Director, Assistant Regional Director, Service Chief', ra: 630_000, ta: 630_000 },
    { level: 'Assistant Bureau Regional Director', ra: 550_000, ta: 550_000 },
    { level: 'Chief of Division', ra: 400_000, ta: 400_000 },
  ],
};

/**
 * The RATA table HR keeps (payroll_tables 'rata'): the levels with their monthly RA and TA and the positions (by
 * title, as the positions list names them) whose holders are entitled, and the reduction by days of actual work.
 */
export type RataTable = Dated & {
  readonly levels: readonly (RataLevel & { readonly positions: readonly string[] })[];
  readonly rows: RataReductionRule['rows'];
};

/**
 * The seed: the reduction of NBC No. 548 (from its date) and the FY 2009 levels, no position named yet (HR names the
 * positions entitled, e.g. the University President at Assistant Secretary, and corrects the amounts by the GAA).
 */
export const RATA_2013: RataTable = {
  effectiveDate: RATA_REDUCTION_NBC_548.effectiveDate,
  source: `${RATA_REDUCTION_NBC_548.source}; ${RATA_LEVELS.source}`,
  levels: RATA_LEVELS.levels.map((l) => ({ ...l, positions: [] })),
  rows: RATA_REDUCTION_NBC_548.rows,
};

export type RataInput = {
  /** The official's monthly RA and TA (centavos). */
  rates: { ra: Centavos; ta: Centavos };
  /** Workdays of actual work in the month, counted by the caller (holidays on workdays, CTO, forced leave, suspensions count). */
  daysOfActualWork: number;
  table?: RataReductionRule;
};

/** The RA and TA paid for a month, each reduced by the days of actual work (RATA_REDUCTION_NBC_548); no lines when none is paid. */
export function rataForMonth(input: RataInput): { ra: Centavos; ta: Centavos; amount: Centavos; share: BasisPoints; lines: PayLine[] } {
  const table = input.table ?? RATA_REDUCTION_NBC_548;
  const days = input.daysOfActualWork;
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Days of actual work must be a whole number, 0 or more: ${days}`);
  centavos(input.rates.ra, 'The representation allowance');
  centavos(input.rates.ta, 'The transportation allowance');
  let share: BasisPoints = 0;
  for (const row of table.rows) if (days >= row.fromDays) share = row.share;
  const ra = percentOf(input.rates.ra, share);
  const ta = percentOf(input.rates.ta, share);
  const of = (rate: Centavos) => `${share / 100}% of ${pesos(rate)} for ${days} ${days === 1 ? 'day' : 'days'} of actual work`;
  const lines: PayLine[] = [];
  if (ra > 0) lines.push({ code: 'representation_allowance', label: `Representation allowance: ${of(input.rates.ra)}`, amount: ra });
  if (ta > 0) lines.push({ code: 'transportation_allowance', label: `Transportation allowance: ${of(input.rates.ta)}`, amount: ta });
  return { ra, ta, amount: ra + ta, share, lines };
}

// ---------------------------------------------------------------------------------------------------

/**
 * The aggregate service between `from` and `to` (both included): the spells of service clipped to them,
 * less the days without pay, each spell counted in calendar months and days, added with `daysPerMonth`
 * days carried into a month.
 */
export function aggregateService(
  spells: readonly ServiceSpell[],
  withoutPay: readonly DaysWithoutPay[],
  from: string,
  to: string,
  daysPerMonth: number,
): ServiceLength {
  const lo = dayNumber(from, 'The start of the count');
  const hi = dayNumber(to, 'The end of the count');
  if (!Number.isInteger(daysPerMonth) || daysPerMonth <= 0) throw new RangeError(`Days in a month must be a whole number above 0: ${daysPerMonth}`);
  let intervals: Array<[number, number]> = [];
  spells.forEach((s, i) => {
    const a = dayNumber(s.from, `service[${i}].from`);
    const b = s.to === null ? Infinity : dayNumber(s.to, `service[${i}].to`);
    if (b < a) throw new RangeError(`service[${i}] ends (${String(s.to)}) before it begins (${s.from})`);
    if (b >= lo && a <= hi) intervals.push([Math.max(a, lo), Math.min(b, hi)]);
  });
  intervals = merge(intervals);
  withoutPay.forEach((w, i) => {
    const a = dayNumber(w.from, `withoutPay[${i}].from`);
    const b = dayNumber(w.to, `withoutPay[${i}].to`);
    if (b < a) throw new RangeError(`withoutPay[${i}] ends (${w.to}) before it begins (${w.from})`);
    intervals = intervals.flatMap(([x, y]): Array<[number, number]> => {
      if (b < x || a > y) return [[x, y]];
      const out: Array<[number, number]> = [];
      if (a > x) out.push([x, a - 1]);
      if (b < y) out.push([b + 1, y]);
      return out;
    });
  });
  let months = 0;
  let days = 0;
  for (const [a, b] of intervals) {
    const l = calendarLength(a, b + 1);
    months += l.months;
    days += l.days;
  }
  // One unbroken piece is counted by the calendar alone: 2 July – 31 December is 5 months 30 days (the
  // sixth month ends 1 January), not 6 months. Days are carried only when two or more pieces are added.
  if (intervals.length < 2) return { months, days };
  months += Math.floor(days / daysPerMonth);
  return { months, days: days % daysPerMonth };
}

function merge(intervals: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...intervals].sort((x, y) => x[0] - y[0]);
  const out: Array<[number, number]> = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Whole months from day `a` to day `end` (exclusive), each anniversary on a's day of the month (clamped), and the days after the last. */
function calendarLength(a: number, end: number): ServiceLength {
  const start = new Date(a * DAY_MS);
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  const d = start.getUTCDate();
  let months = 0;
  let anniversary = a;
  for (;;) {
    const k = months + 1;
    const lastDay = new Date(Date.UTC(y, m + k + 1, 0)).getUTCDate();
    const next = Date.UTC(y, m + k, Math.min(d, lastDay)) / DAY_MS;
    if (next > end) break;
    months = k;
    anniversary = next;
  }
  return { months, days: end - anniversary };
}

function inServiceOn(spells: readonly ServiceSpell[], date: string): boolean {
  return spells.some((s) => s.from <= date && (s.to === null || s.to >= date));
}

/** The last day in service before `asOf` in the year counted from `from`, or null when none fell in it. */
function lastDayInServiceBefore(spells: readonly ServiceSpell[], asOf: string, from: string): string | null {
  let last: string | null = null;
  for (const s of spells) {
    if (s.to !== null && s.to < asOf && s.to >= from && s.from <= s.to && (last === null || s.to > last)) last = s.to;
  }
  return last;
}

function shareFor(rows: readonly ServiceShare[], months: number): ServiceShare | undefined {
  let found: ServiceShare | undefined;
  for (const r of rows) if (months >= r.months && (!found || r.months > found.months)) found = r;
  return found;
}

function checkRule(rule: Dated, monthDays: readonly string[]) {
  for (const md of monthDays) if (!/^\d{2}-\d{2}$/.test(md)) throw new RangeError(`A rule's day must be MM-DD (${rule.source}): ${md}`);
}

function centavos(amount: number, field: string): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${field} must be whole centavos, 0 or more: ${amount}`);
  return amount;
}

const DAY_MS = 86_400_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function dayNumber(date: string, field: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`${field} must be a date YYYY-MM-DD: ${String(date)}`);
  return ms / DAY_MS;
}

/** 15 May 2025. */
function longDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

function lastOfMonth(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m, 0)).toISOString().slice(0, 10);
}

function lengthText(l: ServiceLength): string {
  const months = `${l.months} ${l.months === 1 ? 'month' : 'months'}`;
  return l.days === 0 ? months : `${months} ${l.days} ${l.days === 1 ? 'day' : 'days'}`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
