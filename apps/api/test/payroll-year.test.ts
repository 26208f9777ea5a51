import { describe, expect, it } from 'vitest';
import {
  aggregateService,
  annualTax,
  applyYearEndAdjustment,
  benefitsPayslip,
  PBB_SERVICE_SHARES,
  performanceBasedBonus,
  type PbbRule,
  benefitsExemption,
  clothingAllowance,
  CLOTHING_ALLOWANCE_2024,
  midYearBonus,
  MID_YEAR_BONUS_2017,
  PEI_FY2025,
  productivityEnhancementIncentive,
  RATA_LEVELS,
  RATA_REDUCTION_NBC_548,
  rataForMonth,
  TRAIN_2023_ANNUAL,
  YEAR_END_BONUS_2016,
  yearEndAdjustment,
  yearEndBonus,
} from '../src/domain/payroll-year';
import { TRAIN_2023_MONTHLY } from '../src/domain/payroll-tables';

// The payroll year's rules (issue 40; CSC-RULES.md, "The payroll year's rules encoded"). Every figure is
// worked by hand in the comments: money in centavos, each line rounded once, half up. Service is counted
// in calendar months from the first day (an anniversary each month), the days left over added, 30 days
// carried into a month when spells are added.

/** Pesos as written on a payslip → centavos: c(30024) is 3002400. */
const c = (amount: number) => Math.round(amount * 100);

/** SG 11 step 1 in 2025 (EO 64 s. 2024, second tranche) and SG 18 step 1. */
const SG11 = c(30_024);
const SG18 = c(51_304);

describe('aggregateService', () => {
  it('counts calendar months and the days left over, inclusive of both ends', () => {
    // 3 February → 31 October: 3 Oct is the 8th anniversary, 3 Nov would pass 31 Oct; 3 Oct → 31 Oct
    // inclusive is 29 days. So 8 months 29 days.
    expect(aggregateService([{ from: '2025-02-03', to: null }], [], '2025-01-01', '2025-10-31', 30)).toMatchObject({ months: 8, days: 29 });
    // 1 January → 31 October is exactly 10 months.
    expect(aggregateService([{ from: '2019-06-01', to: null }], [], '2025-01-01', '2025-10-31', 30)).toMatchObject({ months: 10, days: 0 });
    // 31 January → 28 February: 28 Feb is the first anniversary (the 31st clamped), then 1 day: 1 month 1 day.
    expect(aggregateService([{ from: '2025-01-31', to: '2025-03-01' }], [], '2025-01-01', '2025-02-28', 30)).toMatchObject({ months: 1, days: 1 });
  });

  it('leaves out leave without pay and adds the spells, carrying 30 days into a month', () => {
    // LWOP 1 March – 30 April: 1 Jan → 28 Feb is 2 months, 1 May → 31 Oct 6 months: 8 months.
    expect(aggregateService([{ from: '2020-01-01', to: null }], [{ from: '2025-03-01', to: '2025-04-30' }], '2025-01-01', '2025-10-31', 30)).toMatchObject({
      months: 8,
      days: 0,
    });
    // 10 Jan → 28 Feb is 1 month (10 Feb) + 19 days (10–28 Feb);
    // 15 Jun → 3 Aug is 1 month (15 Jul) + 20 days (15 Jul – 3 Aug). 2 months 39 days → 3 months 9 days.
    const twoSpells = [
      { from: '2025-01-10', to: '2025-02-28' },
      { from: '2025-06-15', to: '2025-08-03' },
    ];
    expect(aggregateService(twoSpells, [], '2025-01-01', '2025-10-31', 30)).toMatchObject({ months: 3, days: 9 });
  });
});

describe('midYearBonus (EO 201 s. 2016 sec. 4; DBM BC No. 2017-2)', () => {
  it('refuses one hired in February: 1 July to 15 May holds less than four months', () => {
    // Window 1 July 2024 – 15 May 2025. Hired 3 Feb 2025: 3 May is the 3rd anniversary, then 3–15 May is
    // 13 days: 3 months 13 days < 4 months.
    const r = midYearBonus({
      year: 2025,
      service: [{ from: '2025-02-03', to: null }],
      basicMonthly: SG11,
      lastRating: 'Very Satisfactory',
      rule: MID_YEAR_BONUS_2017,
    });
    expect(r.eligible).toBe(false);
    if (r.eligible) return;
    expect(r.reason).toContain('3 months 13 days');
    expect(r.reason).toContain('1 July 2024');
  });

  it('counts the government service before the hire from 1 July of the year before (aggregate service)', () => {
    // The same person served another agency 1 Sep – 31 Dec 2024: 4 months 0 days; with 3 months 13 days
    // here, 7 months 13 days ≥ 4: one month's basic salary as of 15 May, 30,024.00.
    const r = midYearBonus({
      year: 2025,
      service: [
        { from: '2024-09-01', to: '2024-12-31' },
        { from: '2025-02-03', to: null },
      ],
      basicMonthly: SG11,
      lastRating: 'Very Satisfactory',
      rule: MID_YEAR_BONUS_2017,
    });
    expect(r).toMatchObject({ eligible: true, amount: c(30_024), releaseFrom: '2025-05-15', service: { months: 7, days: 13 } });
    if (!r.eligible) return;
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({ code: 'mid_year_bonus', amount: c(30_024) });
    expect(r.lines[0]!.label).toContain('the basic salary as of 15 May 2025, 30,024.00 (7 months 13 days of service');
  });

  it('pays one on leave without pay for two months who still has four months', () => {
    // In service since 2020, LWOP 1 March – 30 April 2025. 1 Jul 2024 → 28 Feb 2025: 8 months; 1 May →
    // 15 May: 15 days. 8 months 15 days ≥ 4; Satisfactory is enough: 30,024.00.
    const r = midYearBonus({
      year: 2025,
      service: [{ from: '2020-01-01', to: null }],
      withoutPay: [{ from: '2025-03-01', to: '2025-04-30' }],
      basicMonthly: SG11,
      lastRating: 'Satisfactory',
      rule: MID_YEAR_BONUS_2017,
    });
    expect(r).toMatchObject({ eligible: true, amount: c(30_024), service: { months: 8, days: 15 } });
  });

  it('refuses one who left before 15 May, one rated below Satisfactory, and one without a rating', () => {
    const base = { year: 2025, basicMonthly: SG11, rule: MID_YEAR_BONUS_2017 } as const;
    // Left 30 April 2025 after ten months: not in service on 15 May (BC 2017-2 item 5.2).
    const left = midYearBonus({ ...base, service: [{ from: '2019-06-01', to: '2025-04-30' }], lastRating: 'Outstanding' });
    expect(left).toMatchObject({ eligible: false });
    if (!left.eligible) expect(left.reason).toContain('Not in service on 15 May 2025');
    const unsatisfactory = midYearBonus({ ...base, service: [{ from: '2019-06-01', to: null }], lastRating: 'Unsatisfactory' });
    expect(unsatisfactory).toMatchObject({ eligible: false });
    if (!unsatisfactory.eligible) expect(unsatisfactory.reason).toContain('Unsatisfactory');
    const none = midYearBonus({ ...base, service: [{ from: '2019-06-01', to: null }], lastRating: null });
    expect(none).toMatchObject({ eligible: false });
  });
});

describe('yearEndBonus (RA 6686 as amended by RA 8441; EO 201 s. 2016; DBM BC No. 2016-4)', () => {
  it('pays one hired in February a whole month and the whole cash gift', () => {
    // Hired 3 Feb 2025, in service on 31 October: 8 months 29 days ≥ 4 (item 6.1): 30,024.00 + 5,000.00 = 35,024.00.
    const r = yearEndBonus({ year: 2025, service: [{ from: '2025-02-03', to: null }], basicMonthly: SG11, rule: YEAR_END_BONUS_2016 });
    expect(r).toMatchObject({ eligible: true, yearEndBonus: c(30_024), cashGift: c(5_000), amount: c(35_024), releaseFrom: '2025-11-15' });
  });

  it('pays one on leave without pay for two months in full: eight months served', () => {
    // LWOP 1 March – 30 April: 2 + 6 = 8 months ≥ 4, in service on 31 October: 35,024.00.
    const r = yearEndBonus({
      year: 2025,
      service: [{ from: '2020-01-01', to: null }],
      withoutPay: [{ from: '2025-03-01', to: '2025-04-30' }],
      basicMonthly: SG11,
      rule: YEAR_END_BONUS_2016,
    });
    expect(r).toMatchObject({ eligible: true, amount: c(35_024), service: { months: 8, days: 0 } });
  });

  it('gives one in service with less than four months the cash gift by the table, no bonus', () => {
    // LWOP 1 January – 15 July: 16 Jul → 31 Oct is 3 months (16 Oct) + 16 days: 3 months → 40% of 5,000.00 = 2,000.00 (item 6.3).
    const r = yearEndBonus({
      year: 2025,
      service: [{ from: '2020-01-01', to: null }],
      withoutPay: [{ from: '2025-01-01', to: '2025-07-15' }],
      basicMonthly: SG11,
      rule: YEAR_END_BONUS_2016,
    });
    expect(r).toMatchObject({ eligible: true, yearEndBonus: 0, cashGift: c(2_000), amount: c(2_000), service: { months: 3, days: 16 } });
    // Hired 15 October: 17 days, less than a month → 10% = 500.00.
    const late = yearEndBonus({ year: 2025, service: [{ from: '2025-10-15', to: null }], basicMonthly: SG11, rule: YEAR_END_BONUS_2016 });
    expect(late).toMatchObject({ eligible: true, yearEndBonus: 0, cashGift: c(500) });
  });

  it('pays one separated in September the pro-rated share by the table, within the month', () => {
    // Last day 15 September 2025: 1 Jan → 15 Sep is 8 months (1 Sep) + 15 days → "8 months but less
    // than 9": 90%. Bonus 90% of 30,024.00 (the salary before the separation) = 27,021.60; cash gift
    // 90% of 5,000.00 = 4,500.00; 31,521.60 in all (item 6.2).
    const r = yearEndBonus({ year: 2025, service: [{ from: '2019-06-01', to: '2025-09-15' }], basicMonthly: SG11, rule: YEAR_END_BONUS_2016 });
    expect(r).toMatchObject({
      eligible: true,
      yearEndBonus: c(27_021.6),
      cashGift: c(4_500),
      amount: c(31_521.6),
      releaseFrom: '2025-09-15',
      releaseBy: '2025-09-30',
      service: { months: 8, days: 15 },
    });
  });

  it('gives one who left with exactly four months 50%, and one a day short nothing', () => {
    // Last day 30 April: 1 Jan → 30 Apr = 4 months → 50%: 15,012.00 + 2,500.00.
    const four = yearEndBonus({ year: 2025, service: [{ from: '2019-06-01', to: '2025-04-30' }], basicMonthly: SG11, rule: YEAR_END_BONUS_2016 });
    expect(four).toMatchObject({ eligible: true, yearEndBonus: c(15_012), cashGift: c(2_500) });
    // Last day 29 April: 3 months 29 days: one who left needs four months.
    const short = yearEndBonus({ year: 2025, service: [{ from: '2019-06-01', to: '2025-04-29' }], basicMonthly: SG11, rule: YEAR_END_BONUS_2016 });
    expect(short).toMatchObject({ eligible: false });
    if (!short.eligible) expect(short.reason).toContain('3 months 29 days');
  });
});

describe('benefitsExemption (NIRC sec. 32(B)(7)(e) as amended by RA 10963)', () => {
  it('makes the excess taxable in the run that crosses 90,000.00 (November)', () => {
    // SG 18: the mid-year bonus in May, 51,304.00, all exempt. November: the year-end bonus 51,304.00 +
    // cash gift 5,000.00 = 56,304.00; left of the exemption 90,000.00 − 51,304.00 = 38,696.00 exempt,
    // 56,304.00 − 38,696.00 = 17,608.00 taxable; the exemption used up, 90,000.00.
    const may = benefitsExemption(0, SG18, TRAIN_2023_MONTHLY.benefitsExemptPerYear);
    expect(may).toMatchObject({ exempt: SG18, taxable: 0, exemptUsedThisYear: SG18 });
    const november = benefitsExemption(may.exemptUsedThisYear, SG18 + c(5_000), TRAIN_2023_MONTHLY.benefitsExemptPerYear);
    expect(november).toMatchObject({ exempt: c(38_696), taxable: c(17_608), exemptUsedThisYear: c(90_000) });
    // December: 2,000.00 more, nothing left: all taxable.
    expect(benefitsExemption(november.exemptUsedThisYear, c(2_000), TRAIN_2023_MONTHLY.benefitsExemptPerYear)).toMatchObject({
      exempt: 0,
      taxable: c(2_000),
      exemptUsedThisYear: c(90_000),
    });
  });
});

describe('annualTax and yearEndAdjustment (NIRC sec. 24(A)(2); RR 2-98 sec. 2.79(B)(5) as amended by RR 11-2018)', () => {
  it('computes the year’s tax by the annual table from 2023', () => {
    expect(annualTax(c(250_000), TRAIN_2023_ANNUAL).amount).toBe(0);
    // 15% of (400,000 − 250,000) = 22,500.00.
    expect(annualTax(c(400_000), TRAIN_2023_ANNUAL).amount).toBe(c(22_500));
    // 102,500 + 25% of 200,000 = 152,500.00.
    expect(annualTax(c(1_000_000), TRAIN_2023_ANNUAL).amount).toBe(c(152_500));
    // 2,202,500 + 35% of 500,000 = 2,377,500.00.
    expect(annualTax(c(8_500_000), TRAIN_2023_ANNUAL).amount).toBe(c(2_377_500));
    // 250,000.01: 15% of 0.01 = 0.0015 → 0.00.
    expect(annualTax(c(250_000) + 1, TRAIN_2023_ANNUAL).amount).toBe(0);
  });

  it('refunds in December what was withheld over the tax due, as an earning', () => {
    // Taxable 400,000.00: due 22,500.00; withheld January–November 24,000.00: refund 1,500.00.
    const r = yearEndAdjustment({ taxableCompensationYear: c(400_000), withheldSoFar: c(24_000), table: TRAIN_2023_ANNUAL });
    expect(r).toMatchObject({ taxDue: c(22_500), withheld: c(24_000), refund: c(1_500) });
    expect('toWithhold' in r).toBe(false);
    expect(r.line).toMatchObject({ code: 'tax_refund', amount: c(1_500) });
  });

  it('withholds in December what is still due', () => {
    // Taxable 450,000.00: 22,500.00 + 20% of 50,000.00 = 32,500.00 due; withheld 30,000.00: 2,500.00 more.
    const r = yearEndAdjustment({ taxableCompensationYear: c(450_000), withheldSoFar: c(30_000), table: TRAIN_2023_ANNUAL });
    expect(r).toMatchObject({ taxDue: c(32_500), withheld: c(30_000), toWithhold: c(2_500) });
    expect('refund' in r).toBe(false);
    expect(r.line).toMatchObject({ code: 'tax_adjustment', amount: -c(2_500) });
  });

  it('leaves nothing to do when the withholding was exact', () => {
    const r = yearEndAdjustment({ taxableCompensationYear: c(450_000), withheldSoFar: c(32_500), table: TRAIN_2023_ANNUAL });
    expect(r).toMatchObject({ toWithhold: 0, line: null });
  });
});

describe('productivityEnhancementIncentive (EO 201 s. 2016 sec. 6; DBM BC No. 2017-4; DBM CL No. 2025-13)', () => {
  it('pays one hired 15 September 40%: 2 months 16 days as of 30 November', () => {
    // 15 Sep → 15 Oct, 15 Nov: 2 months; 15 Nov – 30 Nov inclusive: 16 days. 2 to under 3 months: 40%
    // of 5,000.00 = 2,000.00, released not before 15 December 2025.
    const r = productivityEnhancementIncentive({ year: 2025, service: [{ from: '2025-09-15', to: null }], rule: PEI_FY2025 });
    expect(r).toMatchObject({ eligible: true, amount: c(2_000), releaseFrom: '2025-12-15', service: { months: 2, days: 16 } });
    if (!r.eligible) return;
    expect(r.lines).toEqual([{ code: 'pei', label: expect.stringContaining('40% of 5,000.00') as string, amount: c(2_000) }]);
    expect(r.lines[0]!.label).toContain('2 months 16 days');
  });

  it('pays the whole 5,000.00 to one in service all year', () => {
    // 1 January → 30 November inclusive: the 11th anniversary is 1 December, the day after: 11 months
    // 0 days, at least 4 months: the full amount.
    const r = productivityEnhancementIncentive({ year: 2025, service: [{ from: '2015-06-01', to: null }], rule: PEI_FY2025 });
    expect(r).toMatchObject({ eligible: true, amount: c(5_000), service: { months: 11, days: 0 } });
  });

  it('pays the pro-rata shares at each step, 20% under one month', () => {
    // Hired 2 November: 2–30 Nov is 29 days, under 1 month: 20% = 1,000.00. Hired 1 November: 1 month
    // exactly (1 December the anniversary): 30% = 1,500.00. Hired 1 August: 4 months exactly: full.
    // Hired 10 August: 3 months 21 days (10 Nov – 30 Nov): 50% = 2,500.00.
    const at = (from: string) => productivityEnhancementIncentive({ year: 2025, service: [{ from, to: null }], rule: PEI_FY2025 });
    expect(at('2025-11-02')).toMatchObject({ eligible: true, amount: c(1_000), service: { months: 0, days: 29 } });
    expect(at('2025-11-01')).toMatchObject({ eligible: true, amount: c(1_500), service: { months: 1, days: 0 } });
    expect(at('2025-08-01')).toMatchObject({ eligible: true, amount: c(5_000) });
    expect(at('2025-08-10')).toMatchObject({ eligible: true, amount: c(2_500) });
  });

  it('refuses one out of service on 30 November', () => {
    // Served 1 January – 31 October 2025 (10 months): out of service on 30 November, nothing.
    const r = productivityEnhancementIncentive({ year: 2025, service: [{ from: '2010-01-01', to: '2025-10-31' }], rule: PEI_FY2025 });
    expect(r.eligible).toBe(false);
    if (r.eligible) return;
    expect(r.reason).toContain('Not in service on 30 November 2025');
  });

  it("refuses a table of another fiscal year: the caller passes the year's", () => {
    expect(() => productivityEnhancementIncentive({ year: 2024, service: [{ from: '2015-06-01', to: null }], rule: PEI_FY2025 })).toThrow(/FY 2025/);
  });
});

describe('clothingAllowance (GAA FY 2024 General Provisions sec. 58; DBM BC No. 2024-1)', () => {
  it('pays a hire of 1 July: exactly 6 months to 31 December', () => {
    // 1 Jul → 1 Aug, 1 Sep, 1 Oct, 1 Nov, 1 Dec, and 1 Jan (the day after 31 Dec): 6 months 0 days ≥ 6:
    // 7,000.00, released not before 1 April.
    const r = clothingAllowance({ year: 2025, service: [{ from: '2025-07-01', to: null }], rule: CLOTHING_ALLOWANCE_2024 });
    expect(r).toMatchObject({ eligible: true, amount: c(7_000), releaseFrom: '2025-04-01', service: { months: 6, days: 0 } });
    if (!r.eligible) return;
    expect(r.lines).toEqual([{ code: 'clothing_allowance', label: expect.stringContaining('6 months') as string, amount: c(7_000) }]);
  });

  it('refuses a hire of 2 July: 5 months 30 days, short of 6', () => {
    // 2 Jul → 2 Aug … 2 Dec: 5 months; 2 Dec – 31 Dec inclusive: 30 days, less than the calendar month to
    // 2 January: 5 months 30 days < 6.
    const r = clothingAllowance({ year: 2025, service: [{ from: '2025-07-02', to: null }], rule: CLOTHING_ALLOWANCE_2024 });
    expect(r).toMatchObject({ eligible: false, service: { months: 5, days: 30 } });
    if (r.eligible) return;
    expect(r.reason).toContain('5 months 30 days');
    expect(r.reason).toContain('at least 6 months');
  });

  it('refuses one who leaves after 3 months of the year', () => {
    // Retires 31 March 2025: 1 January → 31 March is 3 months < 6.
    const r = clothingAllowance({ year: 2025, service: [{ from: '1990-01-01', to: '2025-03-31' }], rule: CLOTHING_ALLOWANCE_2024 });
    expect(r).toMatchObject({ eligible: false, service: { months: 3, days: 0 } });
  });
});

describe('rataForMonth (DBM NBC No. 548)', () => {
  // A Chief of Division at the FY 2009 rates: RA 4,000.00 and TA 4,000.00 a month.
  const rates = { ra: c(4_000), ta: c(4_000) };

  it('pays 50% of each for 9 days of actual work', () => {
    // 6–11 days: 50%. RA 2,000.00 + TA 2,000.00 = 4,000.00.
    const r = rataForMonth({ rates, daysOfActualWork: 9 });
    expect(r).toMatchObject({ share: 5000, ra: c(2_000), ta: c(2_000), amount: c(4_000) });
    expect(r.lines.map((l) => [l.code, l.amount])).toEqual([
      ['representation_allowance', c(2_000)],
      ['transportation_allowance', c(2_000)],
    ]);
    expect(r.lines[0]!.label).toContain('50% of 4,000.00 for 9 days of actual work');
  });

  it('pays in full for 17 days, 25% for 5 days, nothing for 0 days', () => {
    // 17 or more: 100%: 4,000.00 + 4,000.00 = 8,000.00.
    expect(rataForMonth({ rates, daysOfActualWork: 17 })).toMatchObject({ share: 10_000, ra: c(4_000), ta: c(4_000), amount: c(8_000) });
    // 1–5: 25%: 1,000.00 + 1,000.00 = 2,000.00.
    expect(rataForMonth({ rates, daysOfActualWork: 5 })).toMatchObject({ share: 2500, ra: c(1_000), ta: c(1_000), amount: c(2_000) });
    // 0 days: none, and no lines.
    expect(rataForMonth({ rates, daysOfActualWork: 0 })).toMatchObject({ share: 0, ra: 0, ta: 0, amount: 0, lines: [] });
    // 12–16: 75% of RA 5,500.00 = 4,125.00; of TA 5,000.00 = 3,750.00.
    expect(rataForMonth({ rates: { ra: c(5_500), ta: c(5_000) }, daysOfActualWork: 12, table: RATA_REDUCTION_NBC_548 })).toMatchObject({
      ra: c(4_125),
      ta: c(3_750),
      amount: c(7_875),
    });
  });

  it('refuses a fractional or negative count of days', () => {
    expect(() => rataForMonth({ rates, daysOfActualWork: -1 })).toThrow(RangeError);
    expect(() => rataForMonth({ rates, daysOfActualWork: 2.5 })).toThrow(RangeError);
  });

  it('seeds the FY 2009 levels, RA and TA equal', () => {
    expect(RATA_LEVELS.levels.find((l) => l.level === 'Chief of Division')).toMatchObject({ ra: c(4_000), ta: c(4_000) });
    expect(RATA_LEVELS.levels).toHaveLength(7);
  });
});

describe('benefitsPayslip: a special payroll’s payslip', () => {
  it('taxes what crosses 90,000.00 in November at the month’s marginal rate', () => {
    // 70,000.00 exempt already (mid-year bonus, clothing allowance, …); the year-end bonus 25,000.00 and the cash gift
    // 5,000.00: 20,000.00 exempt, 10,000.00 taxable. The month's regular taxable compensation is 25,000.00:
    // tax(35,000.00) = 1,875.00 + 20% × (35,000.00 − 33,333.00) = 2,208.40; tax(25,000.00) = 15% × 4,167.00 = 625.05;
    // withheld 1,583.35, net 28,416.65.
    const p = benefitsPayslip({
      lines: [
        { code: 'year_end_bonus', label: 'Year-end bonus', amount: c(25_000) },
        { code: 'cash_gift', label: 'Cash gift', amount: c(5_000) },
      ],
      exemptUsedBefore: c(70_000),
      monthTaxable: c(25_000),
      table: TRAIN_2023_MONTHLY,
    });
    expect(p.benefits).toEqual({ paid: c(30_000), exempt: c(20_000), taxable: c(10_000), exempt_used_this_year: c(90_000) });
    expect(p.tax).toBe(c(1_583.35));
    expect(p.net).toBe(c(28_416.65));
    expect(p.lines.reduce((n, l) => n + l.amount, 0)).toBe(p.net);
    expect(p).toMatchObject({ basic: 0, gsis: 0, philhealth: 0, pagibig: 0, other_deductions: 0, taxable: c(10_000), halves: null });
  });

  it('withholds nothing while the year stays within the exemption', () => {
    const p = benefitsPayslip({
      lines: [{ code: 'pei', label: 'PEI', amount: c(5_000) }],
      exemptUsedBefore: c(30_000),
      monthTaxable: c(40_000),
      table: TRAIN_2023_MONTHLY,
    });
    expect(p).toMatchObject({ tax: 0, net: c(5_000), taxable: 0, benefits: { exempt: c(5_000), exempt_used_this_year: c(35_000) } });
  });
});

describe('performanceBasedBonus (the agency’s tiers; the IATF’s pro rata by months)', () => {
  const rule: PbbRule = {
    effectiveDate: '2026-03-01',
    source: 'Test: the agency’s FY 2025 tiers',
    fiscalYear: 2025,
    asOf: '12-31',
    tiers: [
      { rating: 'Outstanding', share: 10_000 },
      { rating: 'Very Satisfactory', share: 6_500 },
    ],
    fullMonths: 9,
    shares: PBB_SERVICE_SHARES,
    daysPerMonth: 30,
  };
  it('pays one hired 1 June rated Very Satisfactory 80% of 65%: 7 months in FY 2025', () => {
    // 30,000.00 × 65% = 19,500.00; × 80% (7 months) = 15,600.00.
    const r = performanceBasedBonus({ year: 2025, service: [{ from: '2025-06-01', to: null }], basicMonthly: c(30_000), rating: 'Very Satisfactory', rule });
    expect(r).toMatchObject({ eligible: true, amount: c(15_600) });
  });
  it('refuses a Satisfactory rating and one with under 3 months', () => {
    expect(
      performanceBasedBonus({ year: 2025, service: [{ from: '2020-01-01', to: null }], basicMonthly: c(30_000), rating: 'Satisfactory', rule }),
    ).toMatchObject({
      eligible: false,
      reason: expect.stringContaining('Outstanding or Very Satisfactory'),
    });
    expect(
      performanceBasedBonus({ year: 2025, service: [{ from: '2025-10-15', to: null }], basicMonthly: c(30_000), rating: 'Outstanding', rule }),
    ).toMatchObject({
      eligible: false,
    });
  });
});

describe('applyYearEndAdjustment: December’s payslip settles the year', () => {
  const december = benefitsPayslip({
    lines: [{ code: 'x', label: 'December pay (for the test)', amount: c(20_000) }],
    exemptUsedBefore: c(90_000),
    monthTaxable: 0,
    table: TRAIN_2023_MONTHLY,
  });
  it('refunds as an earning what was withheld over the tax due', () => {
    // Taxable 300,000.00 in the year: 15% of 50,000.00 = 7,500.00 due; 10,000.00 withheld: 2,500.00 back.
    const p = applyYearEndAdjustment(december, yearEndAdjustment({ taxableCompensationYear: c(300_000), withheldSoFar: c(10_000), table: TRAIN_2023_ANNUAL }));
    expect(p.lines.find((l) => l.code === 'tax_refund')?.amount).toBe(c(2_500));
    expect(p.net).toBe(december.net + c(2_500));
    expect(p.gross).toBe(december.gross + c(2_500));
    expect(p.lines.reduce((n, l) => n + l.amount, 0)).toBe(p.net);
  });
  it('withholds what is still due, and leaves for January what the net cannot bear', () => {
    // Taxable 450,000.00: 22,500.00 + 20% × 50,000.00 = 32,500.00 due; 25,000.00 withheld: 7,500.00 more.
    const p = applyYearEndAdjustment(december, yearEndAdjustment({ taxableCompensationYear: c(450_000), withheldSoFar: c(25_000), table: TRAIN_2023_ANNUAL }));
    expect(p.tax).toBe(december.tax + c(7_500));
    expect(p.net).toBe(december.net - c(7_500));
    expect(p.lines.reduce((n, l) => n + l.amount, 0)).toBe(p.net);
    const big = applyYearEndAdjustment(december, yearEndAdjustment({ taxableCompensationYear: c(900_000), withheldSoFar: 0, table: TRAIN_2023_ANNUAL }));
    expect(big.net).toBe(0);
    expect(big.lines.at(-1)?.label).toContain("from January's pay");
  });
});
