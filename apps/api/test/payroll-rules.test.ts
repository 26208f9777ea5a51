import { describe, expect, it } from 'vitest';
import {
  casualPay,
  divideHalfUp,
  ecPremium,
  jobOrderPay,
  pagibigShares,
  pesos,
  philhealthShares,
  regularPay,
  salaryOn,
  splitHalves,
  takeDeductions,
  withholdingTax,
  type Payslip,
  type PersonDeduction,
  type RegularPayInput,
  type SalaryRate,
} from '../src/domain/payroll';
import {
  CONTRIBUTIONS_2025,
  inForceOn,
  JOB_ORDER_WITHHOLDING_2023,
  PAY_SETTINGS_2025,
  TRAIN_2023_MONTHLY,
  type ContributionRates,
} from '../src/domain/payroll-tables';

// The pure payroll rules of issue 21 (CSC-RULES.md, "Payroll"). Every figure below is worked by hand in
// the comments: money in centavos, each line rounded once, half up.

/** Pesos as written on a payslip → centavos: c(2702.16) is 270216. */
const c = (amount: number) => Math.round(amount * 100);

/** Rows of the salary schedule: EO 64 s. 2024, first and second tranches (packages/db/src/seed/salary-schedule.ts). */
const SCHEDULE: SalaryRate[] = [
  { effectiveDate: '2024-01-01', grade: 11, step: 1, monthly: c(28_512) },
  { effectiveDate: '2025-01-01', grade: 1, step: 1, monthly: c(14_061) },
  { effectiveDate: '2025-01-01', grade: 11, step: 1, monthly: c(30_024) },
  { effectiveDate: '2025-01-01', grade: 11, step: 2, monthly: c(30_308) },
  { effectiveDate: '2025-01-01', grade: 18, step: 1, monthly: c(51_304) },
  { effectiveDate: '2025-01-01', grade: 24, step: 3, monthly: c(101_283) },
  { effectiveDate: '2024-01-01', grade: 33, step: 2, monthly: c(441_863) },
];

const tables = { contributions: CONTRIBUTIONS_2025, tax: TRAIN_2023_MONTHLY, settings: PAY_SETTINGS_2025 };

/** SG 11 step 1 since 2020, paid for May 2025 (31 days), unless told otherwise. */
const regular = (over: Partial<RegularPayInput> = {}): Payslip =>
  regularPay({ month: '2025-05', positions: [{ from: '2020-01-02', grade: 11, step: 1 }], salaries: SCHEDULE, tables, ...over });

/** What every payslip must hold: the lines add up to the net, and each total is its lines. */
function consistent(p: Payslip): Payslip {
  const total = (code: string) => p.lines.filter((l) => l.code === code).reduce((n, l) => n + Math.abs(l.amount), 0);
  expect(p.lines.reduce((n, l) => n + l.amount, 0)).toBe(p.net);
  expect(p.gross - p.lwop - p.gsis - p.philhealth - p.pagibig - p.tax - p.other_deductions).toBe(p.net);
  expect([total('basic'), total('pera'), total('lwop'), total('gsis'), total('philhealth'), total('pagibig'), total('tax')]).toEqual([
    p.basic,
    p.pera,
    p.lwop,
    p.gsis,
    p.philhealth,
    p.pagibig,
    p.tax,
  ]);
  expect(p.lines.filter((l) => l.amount > 0).reduce((n, l) => n + l.amount, 0)).toBe(p.gross);
  return p;
}

describe('a regular employee’s full month', () => {
  it('SG 11 step 1 at 30,024.00 (2025 tranche): basic, PERA, the contributions, the tax and the net', () => {
    const p = consistent(regular());
    // GSIS 9% × 30,024.00 = 2,702.16
    // PhilHealth 5% × 30,024.00 = 1,501.20, the employee's half 2.5% = 750.60
    // Pag-IBIG 2% × min(30,024.00, 10,000.00) = 200.00
    // taxable = 30,024.00 − 2,702.16 − 750.60 − 200.00 = 26,371.24 (PERA is not taxable)
    // tax = 15% × (26,371.24 − 20,833.00) = 15% × 5,538.24 = 830.736 → 830.74
    // net = 30,024.00 + 2,000.00 − 2,702.16 − 750.60 − 200.00 − 830.74 = 27,540.50
    expect(p).toMatchObject({
      basic: c(30_024),
      pera: c(2_000),
      gross: c(32_024),
      gsis: c(2_702.16),
      philhealth: c(750.6),
      pagibig: c(200),
      taxable: c(26_371.24),
      tax: c(830.74),
      lwop: 0,
      other_deductions: 0,
      net: c(27_540.5),
      halves: null,
      deductions: [],
      not_taken: [],
    });
    expect(p.lines).toEqual([
      { code: 'basic', label: 'Basic salary, SG 11 step 1', amount: c(30_024) },
      { code: 'pera', label: 'PERA', amount: c(2_000) },
      { code: 'gsis', label: 'GSIS personal share 9% of 30,024.00', amount: -c(2_702.16) },
      { code: 'philhealth', label: 'PhilHealth 2.5% of 30,024.00 (5% shared)', amount: -c(750.6) },
      { code: 'pagibig', label: 'Pag-IBIG 2% of 10,000.00, the fund salary cap', amount: -c(200) },
      { code: 'tax', label: 'Withholding tax: 15% of 5,538.24 over 20,833.00 (taxable 26,371.24)', amount: -c(830.74) },
    ]);
    // The government's shares: GSIS 12% × 30,024.00 = 3,602.88; the EC premium 1% = 300.24, at most 100.00; PhilHealth
    // 1,501.20 − 750.60 = 750.60; Pag-IBIG 2% × 10,000.00 = 200.00.
    expect(p.employer).toEqual({
      gsis: c(3_602.88),
      ec: c(100),
      philhealth: c(750.6),
      pagibig: c(200),
      lines: [
        { code: 'gsis_government', label: 'GSIS government share 12% of 30,024.00', amount: c(3_602.88) },
        { code: 'ec', label: 'Employees’ Compensation premium 1% of 30,024.00, at most 100.00', amount: c(100) },
        { code: 'philhealth_employer', label: 'PhilHealth employer share: the rest of the premium 1,501.20 (5% of 30,024.00)', amount: c(750.6) },
        { code: 'pagibig_employer', label: 'Pag-IBIG employer share 2% of 10,000.00, the fund salary cap', amount: c(200) },
      ],
    });
  });

  it('SG 24 step 3 at 101,283.00 with 2 days without pay', () => {
    const p = consistent(regular({ positions: [{ from: '2019-07-01', grade: 24, step: 3 }], lwopDays: 2 }));
    // LWOP 2 × 101,283.00 ÷ 22 = 9,207.5454… → 9,207.55 (a day 4,603.7727…, shown 4,603.77)
    // GSIS 9% × 101,283.00 = 9,115.47; PhilHealth on the ceiling: 2.5% × 100,000.00 = 2,500.00; Pag-IBIG 200.00
    // taxable = 101,283.00 − 9,207.55 − 9,115.47 − 2,500.00 − 200.00 = 80,259.98
    // tax = 8,541.80 + 25% × (80,259.98 − 66,667.00) = 8,541.80 + 25% × 13,592.98 (3,398.245 → 3,398.25) = 11,940.05
    // PERA for the 20 of 22 days paid (issue 36, DBM BC 2009-3): 2,000.00 × 20 ÷ 22 = 1,818.1818… → 1,818.18
    // net = 101,283.00 + 1,818.18 − 9,207.55 − 9,115.47 − 2,500.00 − 200.00 − 11,940.05 = 70,138.11
    expect(p).toMatchObject({
      basic: c(101_283),
      pera: c(1_818.18),
      gross: c(103_101.18),
      lwop: c(9_207.55),
      gsis: c(9_115.47),
      philhealth: c(2_500),
      pagibig: c(200),
      taxable: c(80_259.98),
      tax: c(11_940.05),
      net: c(70_138.11),
    });
    expect(p.lines.find((l) => l.code === 'pera')).toEqual({
      code: 'pera',
      label: 'PERA 2,000.00 × 20/22 days paid (2 days without pay)',
      amount: c(1_818.18),
    });
    expect(p.lines.find((l) => l.code === 'lwop')).toEqual({ code: 'lwop', label: 'LWOP 2 days × 4,603.77 (101,283.00 ÷ 22)', amount: -c(9_207.55) });
    expect(p.lines.find((l) => l.code === 'philhealth')?.label).toBe(
      'PhilHealth 2.5% of 100,000.00 (5% shared; the ceiling, the basic salary being 101,283.00)',
    );
    expect(p.lines.find((l) => l.code === 'tax')?.label).toBe('Withholding tax: 8,541.80 + 25% of 13,592.98 over 66,667.00 (taxable 80,259.98)');
  });

  it('half a day without pay, in thousandths of a day', () => {
    // 0.5 × 30,024.00 ÷ 22 = 682.3636… → 682.36 (a day 1,364.7272… → 1,364.73)
    const p = consistent(regular({ lwopDays: 0.5 }));
    expect(p.lines.find((l) => l.code === 'lwop')).toEqual({ code: 'lwop', label: 'LWOP 0.5 days × 1,364.73 (30,024.00 ÷ 22)', amount: -c(682.36) });
    // 0.125 day: 0.125 × 30,024.00 ÷ 22 = 170.5909… → 170.59
    expect(regular({ lwopDays: 0.125 }).lwop).toBe(c(170.59));
  });

  it('13th-month pay: exempt up to 90,000.00 a year, the excess taxable', () => {
    // 75,000.00 of benefits already this year: 15,000.00 of the exemption left; of a 13th month of 30,024.00, 15,024.00 is taxable.
    // taxable = 26,371.24 (as above) + 15,024.00 = 41,395.24
    // tax = 1,875.00 + 20% × (41,395.24 − 33,333.00) = 1,875.00 + 20% × 8,062.24 (1,612.448 → 1,612.45) = 3,487.45
    // net = 30,024.00 + 2,000.00 + 30,024.00 − 2,702.16 − 750.60 − 200.00 − 3,487.45 = 54,907.79
    const thirteenth = { code: 'thirteenth_month', label: '13th-month pay', amount: c(30_024), taxable: false, benefit: true };
    const p = consistent(regular({ earnings: [thirteenth], benefitsThisYear: c(75_000) }));
    expect(p).toMatchObject({ gross: c(62_048), taxable: c(41_395.24), tax: c(3_487.45), net: c(54_907.79) });
    // With the whole exemption left it adds nothing to the taxable compensation.
    expect(regular({ earnings: [thirteenth] })).toMatchObject({ taxable: c(26_371.24), tax: c(830.74) });
    // A taxable earning adds all of itself.
    expect(regular({ earnings: [{ code: 'honorarium', label: 'Honorarium', amount: c(1_000), taxable: true }] }).taxable).toBe(c(27_371.24));
    expect(() => regular({ earnings: [{ ...thirteenth, taxable: true }] })).toThrow(RangeError);
  });
});

describe('a salary that changes in the month', () => {
  it('a tranche taking effect on 16 June: 15/30 of the old salary and 15/30 of the new, one line each', () => {
    const salaries = [...SCHEDULE, { effectiveDate: '2025-06-16', grade: 11, step: 1, monthly: c(31_000) }];
    const p = consistent(regular({ month: '2025-06', salaries }));
    // 15/30 × 30,024.00 = 15,012.00; 15/30 × 31,000.00 = 15,500.00; basic 30,512.00
    expect(p.lines.filter((l) => l.code === 'basic')).toEqual([
      { code: 'basic', label: 'Basic salary 1–15 June 2025: 15/30 of 30,024.00 (SG 11 step 1)', amount: c(15_012) },
      { code: 'basic', label: 'Basic salary 16–30 June 2025: 15/30 of 31,000.00 (SG 11 step 1)', amount: c(15_500) },
    ]);
    // The contributions are on the month's basic: GSIS 9% × 30,512.00 = 2,746.08.
    expect(p).toMatchObject({ basic: c(30_512), pera: c(2_000), gsis: c(2_746.08) });
    // A day without pay at the month's salaries averaged by calendar days:
    // (15 × 30,024.00 + 15 × 31,000.00) ÷ 30 = 30,512.00; 30,512.00 ÷ 22 = 1,386.9090… → 1,386.91.
    const lwop = regular({ month: '2025-06', salaries, lwopDays: 1 }).lines.find((l) => l.code === 'lwop');
    expect(lwop).toEqual({
      code: 'lwop',
      label: "LWOP 1 day × 1,386.91 (the month's salaries averaged by calendar days, 30,512.00 ÷ 22)",
      amount: -c(1_386.91),
    });
  });

  it('a step increment on 16 July, a 31-day month: each part rounded on its own', () => {
    const positions = [
      { from: '2020-01-02', grade: 11, step: 1 },
      { from: '2025-07-16', grade: 11, step: 2 },
    ];
    const p = consistent(regular({ month: '2025-07', positions }));
    // 15/31 × 30,024.00 = 14,527.7419… → 14,527.74; 16/31 × 30,308.00 = 15,642.8387… → 15,642.84; basic 30,170.58
    // (in one sum, (15 × 30,024.00 + 16 × 30,308.00) ÷ 31 = 30,170.5806… → the same 30,170.58 here).
    expect(p.lines.filter((l) => l.code === 'basic')).toEqual([
      { code: 'basic', label: 'Basic salary 1–15 July 2025: 15/31 of 30,024.00 (SG 11 step 1)', amount: c(14_527.74) },
      { code: 'basic', label: 'Basic salary 16–31 July 2025: 16/31 of 30,308.00 (SG 11 step 2)', amount: c(15_642.84) },
    ]);
    expect(p.basic).toBe(c(30_170.58));
  });

  it('a service that begins on 16 June: the basic and PERA for 15 of 30 days', () => {
    const p = consistent(regular({ month: '2025-06', positions: [{ from: '2025-06-16', grade: 11, step: 1 }] }));
    // 15/30 × 30,024.00 = 15,012.00; PERA 15/30 × 2,000.00 = 1,000.00; GSIS 9% × 15,012.00 = 1,351.08; PhilHealth 2.5% × 15,012.00 = 375.30
    expect(p).toMatchObject({ basic: c(15_012), pera: c(1_000), gsis: c(1_351.08), philhealth: c(375.3) });
    expect(p.lines[1]).toEqual({ code: 'pera', label: 'PERA 15/30 of 2,000.00', amount: c(1_000) });
    // And one that ends on 15 June likewise.
    expect(regular({ month: '2025-06', lastDayInService: '2025-06-15' })).toMatchObject({ basic: c(15_012), pera: c(1_000) });
  });

  it('looks the salary up in the schedule in force on the day', () => {
    expect(salaryOn(SCHEDULE, 11, 1, '2024-12-31').monthly).toBe(c(28_512));
    expect(salaryOn(SCHEDULE, 11, 1, '2025-01-01').monthly).toBe(c(30_024));
    expect(() => salaryOn(SCHEDULE, 11, 1, '2023-12-31')).toThrow('No salary is scheduled for SG 11 step 1 on 2023-12-31');
  });
});

describe('the contributions', () => {
  it('PhilHealth at the floor: a basic of 9,000.00 pays on 10,000.00', () => {
    // 5% × 10,000.00 = 500.00, the employee's half 250.00, the employer's 250.00
    expect(philhealthShares(c(9_000), CONTRIBUTIONS_2025)).toEqual({ base: c(10_000), premium: c(500), employee: c(250), employer: c(250) });
  });

  it('PhilHealth at the ceiling: a basic of 120,000.00 pays on 100,000.00', () => {
    // 5% × 100,000.00 = 5,000.00, halves of 2,500.00
    expect(philhealthShares(c(120_000), CONTRIBUTIONS_2025)).toEqual({ base: c(100_000), premium: c(5_000), employee: c(2_500), employer: c(2_500) });
  });

  it('PhilHealth’s odd centavo falls to the employer, so the shares add up to the premium', () => {
    // 14,061.00: premium 5% = 703.05; the employee's 2.5% = 351.525 → 351.53; the employer the rest, 351.52
    expect(philhealthShares(c(14_061), CONTRIBUTIONS_2025)).toEqual({ base: c(14_061), premium: c(703.05), employee: c(351.53), employer: c(351.52) });
  });

  it('the Employees’ Compensation premium: 1% of the basic salary, at most 100.00 a month (ECC; PD 626 Art. 183)', () => {
    // 8,000.00 × 1% = 80.00; 10,000.00 × 1% = 100.00; 30,024.00 × 1% = 300.24 → the cap 100.00; 9,999.50 × 1% = 99.995 → 100.00
    expect(ecPremium(c(8_000), CONTRIBUTIONS_2025)).toBe(c(80));
    expect(ecPremium(c(10_000), CONTRIBUTIONS_2025)).toBe(c(100));
    expect(ecPremium(c(30_024), CONTRIBUTIONS_2025)).toBe(c(100));
    expect(ecPremium(c(9_999.5), CONTRIBUTIONS_2025)).toBe(c(100));
    expect(ecPremium(0, CONTRIBUTIONS_2025)).toBe(0);
  });

  it('Pag-IBIG: 2% up to a fund salary of 10,000.00, so 200.00 at most', () => {
    expect(pagibigShares(c(8_000), CONTRIBUTIONS_2025)).toEqual({ base: c(8_000), employee: c(160), employer: c(160) });
    expect(pagibigShares(c(10_000), CONTRIBUTIONS_2025)).toEqual({ base: c(10_000), employee: c(200), employer: c(200) });
    expect(pagibigShares(c(30_024), CONTRIBUTIONS_2025)).toEqual({ base: c(10_000), employee: c(200), employer: c(200) });
  });
});

describe('the withholding tax on compensation (TRAIN, from 2023)', () => {
  const tax = (taxable: number) => withholdingTax(c(taxable), TRAIN_2023_MONTHLY).amount;

  it('at each bracket’s boundary', () => {
    expect(tax(0)).toBe(0);
    expect(tax(20_833)).toBe(0); // 20,833.00 and below: none
    expect(tax(20_833.01)).toBe(0); // 15% × 0.01 = 0.0015 → 0.00
    expect(tax(20_833.04)).toBe(c(0.01)); // 15% × 0.04 = 0.006 → 0.01
    expect(tax(20_833.1)).toBe(c(0.02)); // 15% × 0.10 = 0.015 → 0.02 (half up)
    expect(tax(33_332)).toBe(c(1_874.85)); // 15% × 12,499.00
    expect(tax(33_333)).toBe(c(1_875)); // 1,875.00 + 20% × 0
    expect(tax(66_666)).toBe(c(8_541.6)); // 1,875.00 + 20% × 33,333.00 (6,666.60)
    expect(tax(66_667)).toBe(c(8_541.8)); // 8,541.80 + 25% × 0
    expect(tax(166_666)).toBe(c(33_541.55)); // 8,541.80 + 25% × 99,999.00 (24,999.75)
    expect(tax(166_667)).toBe(c(33_541.8)); // 33,541.80 + 30% × 0
    expect(tax(666_666)).toBe(c(183_541.5)); // 33,541.80 + 30% × 499,999.00 (149,999.70)
    expect(tax(666_667)).toBe(c(183_541.8)); // 183,541.80 + 35% × 0
    expect(tax(1_000_000)).toBe(c(300_208.35)); // 183,541.80 + 35% × 333,333.00 (116,666.55)
  });

  it('in the printed table’s gaps between whole pesos: the next bracket, its excess counted from zero', () => {
    // 33,332.50 is over 33,332.00: 1,875.00 + 20% × max(0, 33,332.50 − 33,333.00) = 1,875.00
    expect(tax(33_332.5)).toBe(c(1_875));
    expect(tax(33_332.99)).toBe(c(1_875));
    expect(tax(66_666.5)).toBe(c(8_541.8));
    expect(tax(166_666.5)).toBe(c(33_541.8));
    expect(tax(666_666.5)).toBe(c(183_541.8));
    expect(withholdingTax(c(33_332.5), TRAIN_2023_MONTHLY).label).toBe('Withholding tax: 1,875.00 + 20% of 0.00 over 33,333.00 (taxable 33,332.50)');
  });

  it('says why there is none', () => {
    expect(withholdingTax(c(12_243.98), TRAIN_2023_MONTHLY).label).toBe('Withholding tax: none on 12,243.98 (20,833.00 or less)');
  });
});

describe('a casual', () => {
  it('SG 1 step 1, 12 days served: the wage and the contributions on it, PhilHealth at its floor', () => {
    const p = consistent(casualPay({ month: '2025-05', positions: [{ from: '2025-01-02', grade: 1, step: 1 }], salaries: SCHEDULE, daysServed: 12, tables }));
    // wage 12 × 14,061.00 ÷ 22 = 7,669.6363… → 7,669.64 (a day 639.1363… → 639.14)
    // GSIS 9% × 7,669.64 = 690.2676 → 690.27; PhilHealth 2.5% × the 10,000.00 floor = 250.00; Pag-IBIG 2% × 7,669.64 = 153.3928 → 153.39
    // taxable 7,669.64 − 690.27 − 250.00 − 153.39 = 6,575.98: no tax
    // net 7,669.64 + 2,000.00 − 690.27 − 250.00 − 153.39 = 8,575.98
    expect(p).toMatchObject({
      basic: c(7_669.64),
      pera: c(2_000),
      gsis: c(690.27),
      philhealth: c(250),
      pagibig: c(153.39),
      taxable: c(6_575.98),
      tax: 0,
      lwop: 0,
      net: c(8_575.98),
    });
    expect(p.lines.slice(0, 1)).toEqual([{ code: 'basic', label: 'Wage 12 days × 639.14 (14,061.00 ÷ 22)', amount: c(7_669.64) }]);
    expect(p.lines.find((l) => l.code === 'philhealth')?.label).toBe('PhilHealth 2.5% of 10,000.00 (5% shared; the floor, the basic salary being 7,669.64)');
    expect(p.lines.find((l) => l.code === 'pagibig')?.label).toBe('Pag-IBIG 2% of 7,669.64');
  });

  it('refuses more days than the month has', () => {
    const input = { month: '2025-06', positions: [{ from: '2025-01-02', grade: 1, step: 1 }], salaries: SCHEDULE, daysServed: 31, tables };
    expect(() => casualPay(input)).toThrow('Days served (31 days) exceed the 30 calendar days in service in June 2025');
    expect(() => casualPay({ ...input, daysServed: -1 })).toThrow('Days served may not be negative: -1');
  });
});

describe('a job order worker', () => {
  const jo = { month: '2025-05', dailyRate: c(700), withholding: JOB_ORDER_WITHHOLDING_2023, settings: PAY_SETTINGS_2025 };

  it('3 absences in a 22-day month and 45 minutes late: the days served, less the minutes, 5% withheld', () => {
    // 22 − 3 = 19 days × 700.00 = 13,300.00
    // tardiness 45 × 700.00 ÷ 480 = 65.625 → 65.63
    // tax 5% × (13,300.00 − 65.63 = 13,234.37) = 661.7185 → 661.72
    // net 13,300.00 − 65.63 − 661.72 = 12,572.65
    const p = consistent(jobOrderPay({ ...jo, daysServed: 22 - 3, tardinessMinutes: 45 }));
    expect(p).toMatchObject({
      basic: c(13_300),
      pera: 0,
      gross: c(13_300),
      lwop: c(65.63),
      gsis: 0,
      philhealth: 0,
      pagibig: 0,
      tax: c(661.72),
      net: c(12_572.65),
    });
    expect(p.lines).toEqual([
      { code: 'basic', label: 'Services 19 days × 700.00', amount: c(13_300) },
      { code: 'lwop', label: 'Tardiness 45 minutes × 700.00 ÷ 480', amount: -c(65.63) },
      { code: 'tax', label: 'Withholding tax 5% of 13,234.37 (13,300.00 less 65.63)', amount: -c(661.72) },
    ]);
    expect(p.employer).toEqual({ gsis: 0, ec: 0, philhealth: 0, pagibig: 0, lines: [] });
  });

  it('3% with the sworn declaration; tardiness and undertime in one line', () => {
    // 3% × 13,234.37 = 397.0311 → 397.03; net 13,300.00 − 65.63 − 397.03 = 12,837.34
    const p = consistent(jobOrderPay({ ...jo, daysServed: 19, tardinessMinutes: 45, swornDeclaration: true }));
    expect(p).toMatchObject({ tax: c(397.03), net: c(12_837.34) });
    // 30 + 15 minutes: 45 × 700.00 ÷ 480 = 65.63 all the same
    const both = jobOrderPay({ ...jo, daysServed: 19, tardinessMinutes: 30, undertimeMinutes: 15 });
    expect(both.lines[1]).toEqual({ code: 'lwop', label: 'Tardiness and undertime 45 minutes (30 + 15) × 700.00 ÷ 480', amount: -c(65.63) });
  });

  it('refuses negative days or minutes', () => {
    expect(() => jobOrderPay({ ...jo, daysServed: -1 })).toThrow(RangeError);
    expect(() => jobOrderPay({ ...jo, daysServed: 19, tardinessMinutes: -5 })).toThrow(RangeError);
  });
});

describe('the deductions HR keeps', () => {
  const loan = (over: Partial<PersonDeduction> & Pick<PersonDeduction, 'code' | 'label' | 'monthly' | 'priority'>): PersonDeduction => ({
    startMonth: '2024-01',
    ...over,
  });

  it('taken in priority order down to the 5,000.00 minimum take-home: the one that does not fit is reported with its shortfall', () => {
    // SG 1 step 1 (14,061.00): GSIS 9% = 1,265.49; PhilHealth 2.5% = 351.525 → 351.53; Pag-IBIG 200.00;
    // taxable 14,061.00 − 1,265.49 − 351.53 − 200.00 = 12,243.98: no tax.
    // net before the loans 14,061.00 + 2,000.00 − 1,265.49 − 351.53 − 200.00 = 14,243.98; room above 5,000.00: 9,243.98
    //   1. GSIS loan 6,000.00: taken, 3,243.98 left
    //   2. Pag-IBIG loan, 2,500.00 a month but 1,500.00 left to pay: 1,500.00 taken, 1,743.98 left
    //   3. cooperative 3,000.00: 1,743.98 taken, 1,256.02 short
    //   4. union dues 100.00: none taken, 100.00 short
    // net 14,243.98 − 9,243.98 = 5,000.00
    const deductions = [
      loan({ code: 'union', label: 'Union dues', monthly: c(100), priority: 4 }),
      loan({ code: 'coop', label: 'Cooperative loan', monthly: c(3_000), priority: 3, endMonth: '2026-12' }),
      loan({ code: 'gsis_mpl', label: 'GSIS multi-purpose loan', monthly: c(6_000), priority: 1, balance: c(80_000) }),
      loan({ code: 'pagibig_mpl', label: 'Pag-IBIG multi-purpose loan', monthly: c(2_500), priority: 2, balance: c(1_500) }),
      loan({ code: 'gsis_emergency', label: 'GSIS emergency loan', monthly: c(1_000), priority: 1, endMonth: '2025-05' }), // ended in May
      loan({ code: 'refund', label: 'Refund of overpayment', monthly: c(500), priority: 1, startMonth: '2025-07' }), // not yet
    ];
    const p = consistent(regularPay({ month: '2025-06', positions: [{ from: '2020-01-02', grade: 1, step: 1 }], salaries: SCHEDULE, deductions, tables }));
    expect(p).toMatchObject({ gsis: c(1_265.49), philhealth: c(351.53), pagibig: c(200), tax: 0, other_deductions: c(9_243.98), net: c(5_000) });
    // After the tax line, in the order taken.
    expect(p.lines.slice(-4)).toEqual([
      { code: 'tax', label: 'Withholding tax: none on 12,243.98 (20,833.00 or less)', amount: 0 },
      { code: 'gsis_mpl', label: 'GSIS multi-purpose loan', amount: -c(6_000) },
      { code: 'pagibig_mpl', label: 'Pag-IBIG multi-purpose loan', amount: -c(1_500) },
      { code: 'coop', label: 'Cooperative loan: 1,743.98 of 3,000.00, the net at the 5,000.00 minimum', amount: -c(1_743.98) },
    ]);
    expect(p.not_taken).toEqual([
      { code: 'coop', label: 'Cooperative loan', due: c(3_000), taken: c(1_743.98), shortfall: c(1_256.02) },
      { code: 'union', label: 'Union dues', due: c(100), taken: 0, shortfall: c(100) },
    ]);
    expect(p.deductions.map((d) => [d.code, d.taken])).toEqual([
      ['gsis_mpl', c(6_000)],
      ['pagibig_mpl', c(1_500)],
      ['coop', c(1_743.98)],
      ['union', 0],
    ]);
  });

  it('a net already under the minimum takes none, and reports them all', () => {
    const { lines, outcomes } = takeDeductions('2025-06', c(4_800), c(5_000), [
      loan({ id: 7, code: 'coop', label: 'Cooperative loan', monthly: c(500), priority: 1 }),
    ]);
    expect(lines).toEqual([]);
    expect(outcomes).toEqual([{ id: 7, code: 'coop', label: 'Cooperative loan', due: c(500), taken: 0, shortfall: c(500) }]);
  });

  it('refuses a deduction that ends before it starts', () => {
    const bad = loan({ code: 'coop', label: 'Cooperative loan', monthly: c(500), priority: 1, startMonth: '2025-06', endMonth: '2025-05' });
    expect(() => takeDeductions('2025-06', c(20_000), c(5_000), [bad])).toThrow('deductions[0] (coop) ends (2025-05) before it starts (2025-06)');
    expect(() => regular({ deductions: [bad] })).toThrow(RangeError);
  });
});

describe('issue 36: PERA for the days served, deductions excluded from taxable compensation', () => {
  it('PERA with 6 of 22 days without pay: 2,000.00 × 16 ÷ 22', () => {
    // DBM Budget Circular No. 2009-3: PERA for days of actual service, the day's divisor being 22 as for the salary.
    // 2,000.00 × 16 ÷ 22 = 1,454.5454… → 1,454.55 (the old rule paid the whole 2,000.00)
    const p = consistent(regular({ lwopDays: 6 }));
    expect(p.pera).toBe(c(1_454.55));
    expect(p.lines.find((l) => l.code === 'pera')).toEqual({
      code: 'pera',
      label: 'PERA 2,000.00 × 16/22 days paid (6 days without pay)',
      amount: c(1_454.55),
    });
    // Half a day: 2,000.00 × 21.5 ÷ 22 = 1,954.5454… → 1,954.55
    expect(regular({ lwopDays: 0.5 }).pera).toBe(c(1_954.55));
    // No day without pay: the whole 2,000.00, labelled as before.
    expect(regular().lines.find((l) => l.code === 'pera')).toEqual({ code: 'pera', label: 'PERA', amount: c(2_000) });
  });

  it('PERA of a month begun on the 11th with 2 days without pay: both shares, rounded once', () => {
    // 21 of 31 calendar days in service, 20 of 22 days paid: 2,000.00 × 21 × 20 ÷ (31 × 22) = 1,231.6715… → 1,231.67
    const p = consistent(regular({ positions: [{ from: '2025-05-11', grade: 11, step: 1 }], lwopDays: 2 }));
    expect(p.lines.find((l) => l.code === 'pera')).toEqual({
      code: 'pera',
      label: 'PERA 21/31 of 2,000.00 × 20/22 days paid (2 days without pay)',
      amount: c(1_231.67),
    });
  });

  it('union dues of 200.00 with a taxable pay in the 20% bracket: the tax falls by 40.00 (NIRC Sec. 32(B)(7)(f))', () => {
    // SG 18 step 1, May 2025: 51,304.00. GSIS 9% 4,617.36; PhilHealth 2.5% 1,282.60; Pag-IBIG 200.00.
    // taxable before the dues = 51,304.00 − 4,617.36 − 1,282.60 − 200.00 = 45,204.04; less the dues 200.00 = 45,004.04
    // tax = 1,875.00 + 20% × (45,004.04 − 33,333.00) = 1,875.00 + 2,334.208 (→ 2,334.21) = 4,209.21
    //   (without the exclusion: 1,875.00 + 20% × 11,871.04 = 4,249.21, 40.00 more: 20% of 200.00)
    // net = 51,304.00 + 2,000.00 − 4,617.36 − 1,282.60 − 200.00 − 4,209.21 − 200.00 = 42,794.83
    const dues: PersonDeduction = { code: 'UNION', label: 'Union dues', monthly: c(200), startMonth: '2025-01', priority: 10, taxExcluded: true };
    const p = consistent(regular({ positions: [{ from: '2020-01-02', grade: 18, step: 1 }], deductions: [dues] }));
    expect(p).toMatchObject({ taxable: c(45_004.04), tax: c(4_209.21), tax_excluded: c(200), other_deductions: c(200), net: c(42_794.83) });
    expect(p.lines.find((l) => l.code === 'tax')?.label).toBe(
      'Withholding tax: 1,875.00 + 20% of 11,671.04 over 33,333.00 (taxable 45,004.04), after union dues 200.00 excluded from taxable compensation',
    );
    // The same dues as a type that is not excluded: the tax stays on 45,204.04.
    const plain = regular({ positions: [{ from: '2020-01-02', grade: 18, step: 1 }], deductions: [{ ...dues, taxExcluded: false }] });
    expect(plain).toMatchObject({ taxable: c(45_204.04), tax: c(4_249.21), tax_excluded: 0 });
  });

  it('excludes only what is taken of the dues when the minimum take-home pay stops them', () => {
    // SG 11 step 1: 27,540.50 before the deductions HR keeps (as in the first test), 22,540.50 above the 5,000.00
    // minimum. A loan of 22,500.00 leaves about 50.00 for the dues of 200.00: the exclusion is what was taken, and the
    // tax is computed on the taxable compensation less it (each round moves it by the bracket's 15%: settled in a few).
    const loan: PersonDeduction = { code: 'GSIS-CL', label: 'GSIS loan', monthly: c(22_500), startMonth: '2025-01', priority: 1 };
    const dues: PersonDeduction = { code: 'UNION', label: 'Union dues', monthly: c(200), startMonth: '2025-01', priority: 10, taxExcluded: true };
    const p = consistent(regular({ deductions: [loan, dues] }));
    const taken = p.deductions.find((d) => d.code === 'UNION')!.taken;
    expect(taken).toBeLessThan(c(200));
    expect(p.tax_excluded).toBe(taken);
    // taxable before the dues (SG 11 step 1, as in the first test): 26,371.24
    expect(p.taxable).toBe(c(26_371.24) - taken);
    expect(p.net).toBe(c(5_000));
  });
});

describe('paid on the 15th and the 30th', () => {
  it('halves the net; an odd centavo is paid on the 30th', () => {
    // 27,540.50 → 13,770.25 and 13,770.25
    expect(regular({ twiceAMonth: true }).halves).toEqual({ fifteenth: c(13_770.25), thirtieth: c(13_770.25) });
    // 12,572.65 → 6,286.32 on the 15th, 6,286.33 on the 30th
    expect(splitHalves(c(12_572.65))).toEqual({ fifteenth: c(6_286.32), thirtieth: c(6_286.33) });
    const jo = jobOrderPay({
      month: '2025-05',
      dailyRate: c(700),
      daysServed: 19,
      tardinessMinutes: 45,
      twiceAMonth: true,
      withholding: JOB_ORDER_WITHHOLDING_2023,
      settings: PAY_SETTINGS_2025,
    });
    expect(jo.halves).toEqual({ fifteenth: c(6_286.32), thirtieth: c(6_286.33) });
  });
});

describe('what is refused', () => {
  it('a grade outside 1–33 or a step outside 1–8 (or one the schedule does not hold)', () => {
    for (const grade of [0, 34, 1.5]) expect(() => regular({ positions: [{ from: '2020-01-02', grade, step: 1 }] })).toThrow(RangeError);
    for (const step of [0, 9]) expect(() => regular({ positions: [{ from: '2020-01-02', grade: 11, step }] })).toThrow(RangeError);
    expect(() => regular({ positions: [{ from: '2020-01-02', grade: 34, step: 1 }] })).toThrow('A salary grade must be a whole number from 1 to 33: 34');
    expect(() => regular({ positions: [{ from: '2020-01-02', grade: 11, step: 9 }] })).toThrow('A step must be a whole number from 1 to 8: 9');
    // SG 33 has two steps.
    expect(() => regular({ positions: [{ from: '2020-01-02', grade: 33, step: 3 }] })).toThrow('No salary is scheduled for SG 33 step 3 on 2025-05-01');
  });

  it('negative days, or finer than a thousandth', () => {
    expect(() => regular({ lwopDays: -1 })).toThrow('LWOP days may not be negative: -1');
    expect(() => regular({ lwopDays: 0.0005 })).toThrow('LWOP days are counted in thousandths of a day: 0.0005');
  });

  it('a negative net pay: the mandatory items alone exceed the earnings', () => {
    // A whole month without pay: LWOP 22 × 30,024.00 ÷ 22 = 30,024.00, no PERA (no day of service: 2,000.00 × 0/22),
    // and the contributions are still due: 30,024.00 − 30,024.00 − 2,702.16 − 750.60 − 200.00 = −3,652.76
    expect(() => regular({ lwopDays: 22 })).toThrow(
      'The net pay of May 2025 would be negative (-3,652.76): the LWOP, contributions and tax (33,676.76) exceed the earnings (30,024.00)',
    );
  });

  it('a month before the service, or tables not yet in force', () => {
    expect(() => regular({ positions: [{ from: '2025-06-01', grade: 11, step: 1 }] })).toThrow('Not in service in May 2025');
    const later: ContributionRates = { ...CONTRIBUTIONS_2025, effectiveDate: '2025-06-01', source: 'A later table' };
    expect(() => regular({ tables: { ...tables, contributions: later } })).toThrow('A later table takes effect on 2025-06-01, after May 2025');
  });
});

describe('the dated tables', () => {
  it('picks the one in force on a date', () => {
    const list: ContributionRates[] = [
      { ...CONTRIBUTIONS_2025, effectiveDate: '2024-01-01', source: '2024' },
      CONTRIBUTIONS_2025,
      { ...CONTRIBUTIONS_2025, effectiveDate: '2026-01-01', source: '2026' },
    ];
    expect(inForceOn(list, '2025-06-30')).toBe(CONTRIBUTIONS_2025);
    expect(inForceOn(list, '2025-01-01')).toBe(CONTRIBUTIONS_2025);
    expect(inForceOn(list, '2024-12-31').source).toBe('2024');
    expect(inForceOn(list, '2026-01-01').source).toBe('2026');
    expect(() => inForceOn(list, '2023-12-31')).toThrow(RangeError);
    expect(() => inForceOn([...list, { ...CONTRIBUTIONS_2025, source: 'again' }], '2025-06-30')).toThrow('Two tables take effect on 2025-01-01');
  });
});

describe('the arithmetic', () => {
  it('rounds half up, exactly, and writes pesos as the payslip does', () => {
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(7, 2)).toBe(4);
    expect(divideHalfUp(14, 10)).toBe(1);
    expect(divideHalfUp(2 * 10_128_300, 22)).toBe(920_755); // 9,207.5454… → 9,207.55
    expect(pesos(c(1_234_567.8))).toBe('1,234,567.80');
    expect(pesos(5)).toBe('0.05');
    expect(pesos(-c(1_652.76))).toBe('-1,652.76');
  });
});
