import { describe, expect, it } from 'vitest';
import type { TPayrollTableKind } from '@hris/contracts';
import { centavosOf, tableValueText } from '../src/features/payroll/payroll-format';
import {
  emptyBracket,
  figureGroup,
  figureLabel,
  latestTableOf,
  parsePercent,
  parseWhole,
  percentInputOf,
  tableDataOf,
  tableFormValuesOf,
} from '../src/features/payroll/payroll-tables-form';

// The new rate table form: rates typed in percent become basis points and money typed in pesos becomes centavos, both
// read from the text (never through a float); a table's data becomes the form's texts and comes back unchanged.

// The tables seeded at start (apps/api/src/domain/payroll-tables.ts), without their date and source (columns of their own).
const SEEDED: Record<TPayrollTableKind, Record<string, unknown>> = {
  contributions: {
    gsis: { personal: 900, government: 1200 },
    ec: { rate: 100, cap: 10_000 },
    philhealth: { premium: 500, floor: 1_000_000, ceiling: 10_000_000 },
    pagibig: { employee: 200, employer: 200, fundSalary: 1_000_000 },
  },
  tax: {
    brackets: [
      { over: 0, from: 0, fixed: 0, rate: 0 },
      { over: 2_083_300, from: 2_083_300, fixed: 0, rate: 1500 },
      { over: 3_333_200, from: 3_333_300, fixed: 187_500, rate: 2000 },
      { over: 6_666_600, from: 6_666_700, fixed: 854_180, rate: 2500 },
      { over: 16_666_600, from: 16_666_700, fixed: 3_354_180, rate: 3000 },
      { over: 66_666_600, from: 66_666_700, fixed: 18_354_180, rate: 3500 },
    ],
    benefitsExemptPerYear: 9_000_000,
  },
  job_order_withholding: { rate: 500, sworn: 300 },
  settings: { pera: 200_000, daysPerMonth: 22, minutesPerDay: 480, minimumTakeHome: 500_000 },
  // The payroll year's (issue 40; apps/api/src/domain/payroll-year.ts): the figures are the form's, the rest carried.
  annual_tax: {
    brackets: [
      { over: 0, from: 0, fixed: 0, rate: 0 },
      { over: 25_000_000, from: 25_000_000, fixed: 0, rate: 1500 },
    ],
    benefitsExemptPerYear: 9_000_000,
  },
  mid_year_bonus: { asOf: '05-15', countFrom: '07-01', minimumMonths: 4, minimumRating: 'Satisfactory', share: 10_000, daysPerMonth: 30 },
  year_end_bonus: {
    asOf: '10-31',
    countFrom: '01-01',
    releaseFrom: '11-15',
    minimumMonths: 4,
    cashGift: 500_000,
    separatedShares: [{ months: 4, share: 5000 }],
    cashGiftShares: [{ months: 0, share: 1000 }],
    daysPerMonth: 30,
  },
  pei: {
    fiscalYear: 2025,
    amount: 500_000,
    asOf: '11-30',
    countFrom: '01-01',
    releaseFrom: '12-15',
    minimumMonths: 4,
    shares: [{ months: 0, share: 2000 }],
    daysPerMonth: 30,
  },
  pbb: {
    fiscalYear: 2025,
    asOf: '12-31',
    tiers: [
      { rating: 'Outstanding', share: 10_000 },
      { rating: 'Very Satisfactory', share: 6_500 },
    ],
    fullMonths: 9,
    shares: [{ months: 3, share: 4000 }],
    daysPerMonth: 30,
  },
  clothing_allowance: { amount: 700_000, releaseFrom: '04-01', minimumMonths: 6, daysPerMonth: 30 },
  rata: { levels: [{ level: 'Chief of Division', ra: 400_000, ta: 400_000, positions: [] }], rows: [{ fromDays: 1, share: 2500 }] },
};

const bp = (text: string) => {
  const parsed = parsePercent(text);
  return parsed.kind === 'rate' ? parsed.basisPoints : parsed.kind;
};

describe('a rate typed in percent', () => {
  it('is read to the basis point from the text, without float drift', () => {
    expect(bp('2.5')).toBe(250);
    expect(bp('9')).toBe(900);
    expect(bp('9%')).toBe(900);
    expect(bp(' 12.25 ')).toBe(1225);
    expect(bp('0.01')).toBe(1);
    expect(bp('.5')).toBe(50);
    expect(bp('100')).toBe(10_000);
    // 0.29 × 100 is 28.999999999999996 and 1.15 × 100 is 114.99999999999999 as floats: read from the text they are exact.
    expect(bp('0.29')).toBe(29);
    expect(bp('1.15')).toBe(115);
    expect(bp('4.35')).toBe(435);
  });

  it('refuses a third decimal, what is not a number, a minus sign and more than 100%', () => {
    expect(bp('12.345')).toBe('invalid');
    expect(bp('')).toBe('empty');
    expect(bp('abc')).toBe('invalid');
    expect(bp('.')).toBe('invalid');
    expect(bp('1e2')).toBe('invalid');
    expect(bp('-2')).toBe('invalid');
    expect(bp('100.01')).toBe('invalid');
    expect(bp('1000')).toBe('invalid');
  });

  it('is shown back as the percentage typed: 900 → "9", 250 → "2.5", 1 → "0.01"', () => {
    expect(percentInputOf(900)).toBe('9');
    expect(percentInputOf(250)).toBe('2.5');
    expect(percentInputOf(1225)).toBe('12.25');
    expect(percentInputOf(1)).toBe('0.01');
    expect(percentInputOf(0)).toBe('0');
    expect(percentInputOf(undefined)).toBe('');
    for (let n = 0; n <= 10_000; n++) expect(bp(percentInputOf(n))).toBe(n);
  });
});

describe('the other figures of a table', () => {
  it('money in pesos is exact centavos, whole numbers are digits only', () => {
    expect(centavosOf({ pera: { text: '10,000.00', required: true } })).toEqual({ pera: 1_000_000 });
    expect(parseWhole('22')).toEqual({ kind: 'number', value: 22 });
    expect(parseWhole('22.5').kind).toBe('invalid');
    expect(parseWhole('-1').kind).toBe('invalid');
    expect(parseWhole('').kind).toBe('empty');
  });

  it('are labelled with their unit', () => {
    expect(figureLabel({ path: 'gsis.personal', unit: 'rate' })).toBe('Personal share (%)');
    expect(figureLabel({ path: 'philhealth.floor', unit: 'money' })).toBe('Salary floor (pesos)');
    expect(figureLabel({ path: 'minutesPerDay', unit: 'whole' })).toBe('Minutes a day');
  });
});

describe('a table’s data and the form', () => {
  it.each(Object.keys(SEEDED) as TPayrollTableKind[])('the seeded %s table comes back unchanged through the form', (kind) => {
    const values = tableFormValuesOf(kind, SEEDED[kind]);
    expect(tableDataOf(kind, values)).toEqual({ data: SEEDED[kind], problems: null });
  });

  it('shows money in pesos and rates in percent', () => {
    const contributions = tableFormValuesOf('contributions', SEEDED.contributions);
    expect(contributions.figures).toMatchObject({ 'gsis.personal': '9', 'philhealth.floor': '10000.00', 'pagibig.fundSalary': '10000.00' });
    // The Employees' Compensation premium (issue 40): 1% of the basic salary, at most 100.00.
    expect(contributions.figures).toMatchObject({ 'ec.rate': '1', 'ec.cap': '100.00' });
    expect(figureLabel({ path: 'ec.cap', unit: 'money' })).toBe('Most a month (pesos)');
    expect(figureGroup('ec.rate')).toBe('Employees’ Compensation (EC)');
    const tax = tableFormValuesOf('tax', SEEDED.tax);
    expect(tax.brackets[2]).toEqual({ over: '33332.00', from: '33333.00', fixed: '1875.00', rate: '20' });
    expect(tax.figures).toEqual({ benefitsExemptPerYear: '90000.00' });
  });

  it('a changed figure is sent in the API’s units', () => {
    const values = tableFormValuesOf('contributions', SEEDED.contributions);
    values.figures['philhealth.premium'] = '5.5';
    values.figures['pagibig.fundSalary'] = '10,000.50';
    const read = tableDataOf('contributions', values);
    expect(read.data).toMatchObject({ philhealth: { premium: 550 }, pagibig: { fundSalary: 1_000_050 } });
  });

  it('with no table of the kind yet, starts empty with one bracket from 0, and says what is missing', () => {
    const values = tableFormValuesOf('tax', null);
    expect(values.brackets).toEqual([emptyBracket(true)]);
    expect(tableDataOf('tax', values).problems).toEqual({ 'data.benefitsExemptPerYear': 'Write the amount.' });
    expect(tableDataOf('settings', tableFormValuesOf('settings', undefined)).problems).toMatchObject({
      'data.pera': 'Write the amount.',
      'data.daysPerMonth': 'Write the number.',
    });
  });

  it('refuses each wrong figure under its own field', () => {
    const settings = tableFormValuesOf('settings', SEEDED.settings);
    settings.figures.daysPerMonth = '32';
    settings.figures.pera = '2,000.005';
    expect(tableDataOf('settings', settings).problems).toEqual({
      'data.daysPerMonth': 'Write a number from 1 to 31.',
      'data.pera': 'The amount has at most two decimals (centavos).',
    });
    const contributions = tableFormValuesOf('contributions', SEEDED.contributions);
    contributions.figures['gsis.personal'] = '12.345';
    contributions.figures['philhealth.ceiling'] = '9,999.99';
    expect(tableDataOf('contributions', contributions).problems).toEqual({
      'data.gsis.personal': 'The rate has at most two decimals.',
      'data.philhealth.ceiling': 'The ceiling must not be below the floor.',
    });
  });

  it('refuses tax brackets that do not start at 0 and rise', () => {
    const tax = tableFormValuesOf('tax', SEEDED.tax);
    tax.brackets[0] = { ...tax.brackets[0]!, over: '1.00' };
    tax.brackets[3] = { ...tax.brackets[3]!, over: '33,332.00' };
    expect(tableDataOf('tax', tax).problems).toEqual({
      'data.brackets.0.over': 'The first bracket starts at 0.',
      'data.brackets.3.over': 'Each bracket starts above the one before it.',
    });
    expect(tableDataOf('tax', { ...tax, brackets: [] }).problems).toMatchObject({ 'data.brackets': 'Add at least one bracket, from 0.' });
  });

  it('a new table starts from the latest of its kind', () => {
    const tables = [
      { id: 1, kind: 'settings' as const, effective_date: '2025-01-01' },
      { id: 2, kind: 'settings' as const, effective_date: '2026-07-01' },
      { id: 3, kind: 'tax' as const, effective_date: '2027-01-01' },
    ];
    expect(latestTableOf(tables, 'settings')?.id).toBe(2);
    expect(latestTableOf(tables, 'contributions')).toBeNull();
  });
});

describe('the payroll year’s tables as the rate tables page shows them (issue 40)', () => {
  it('shows amounts in pesos, shares in percent and the positions entitled as names', () => {
    expect(tableValueText('amount', 700_000)).toBe('7,000.00');
    expect(tableValueText('cashGift', 500_000)).toBe('5,000.00');
    expect(tableValueText('ra', 400_000)).toBe('4,000.00');
    expect(tableValueText('share', 6_500)).toBe('65%');
    expect(tableValueText('positions', [])).toBe('—');
    expect(tableValueText('positions', ['University President', 'College Dean'])).toBe('University President, College Dean');
  });
});
