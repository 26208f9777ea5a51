import { describe, expect, it } from 'vitest';
import { readCsv } from '../src/lib/csv';
import {
  amountText,
  BANK_RECORD_LENGTH,
  bankFile,
  bankName,
  creditDate,
  gsisRemittance,
  hashTotal,
  pagibigRemittance,
  philhealthRemittance,
} from '../src/domain/payroll-files';

// The layout writers of the agencies' and the bank's files (issue 40), read back as the receiving program would.

const c = (pesos: number) => Math.round(pesos * 100);
const ana = { number: '12345678901', last: 'Dela Cruz, Jr.', first: 'Ana', middle: 'Reyes' };
const ben = { number: '10987654321', last: 'Santos', first: 'Benigno "Ben"', middle: '' };

describe('the amounts and dates', () => {
  it('writes centavos as pesos with two decimals, no separators', () => {
    expect(amountText(c(30_024))).toBe('30024.00');
    expect(amountText(5)).toBe('0.05');
    expect(() => amountText(-1)).toThrow(RangeError);
  });

  it('credits the 15th, and the month’s last day for the 30th', () => {
    expect(creditDate('2026-10', '15')).toBe('2026-10-15');
    expect(creditDate('2026-10', '30')).toBe('2026-10-31');
    expect(creditDate('2028-02', '30')).toBe('2028-02-29');
  });

  it('the hash total is the sum of the account numbers, its last 15 digits, exactly past 2^53', () => {
    expect(hashTotal(['0012345678', '0000000002'])).toBe('12345680');
    expect(hashTotal(['99999999999999999999', '1'])).toBe('0');
    expect(hashTotal(['9007199254740993', '0'])).toBe('7199254740993');
  });

  it('a name in the fixed-width file loses its marks and is cut at the width', () => {
    expect(bankName('Peña, José Ñ.', 40)).toBe('PENA, JOSE N.');
    expect(bankName('A'.repeat(50), 40)).toHaveLength(40);
  });
});

describe('the remittance files, read back as CSV', () => {
  it('GSIS: a column per GSIS loan any member has, the totals equal to the shares and loans', () => {
    const file = gsisRemittance('2026-10', [
      { ...ana, basic: c(30_024), personal: c(2_702.16), government: c(3_602.88), ec: c(100), loans: { 'GSIS-CL': c(2_500) } },
      { ...ben, basic: c(8_000), personal: c(720), government: c(960), ec: c(80), loans: { 'GSIS-EML': c(1_000), 'GSIS-CL': c(500) } },
    ]);
    const [header, ...rows] = readCsv(file.text).records.map((r) => r.fields);
    expect(header).toEqual(['BP_NO', 'LAST_NAME', 'FIRST_NAME', 'MIDDLE_NAME', 'PERIOD', 'BASIC_SALARY', 'PS', 'GS', 'EC', 'GSIS-CL', 'GSIS-EML']);
    expect(rows[0]).toEqual(['12345678901', 'Dela Cruz, Jr.', 'Ana', 'Reyes', '202610', '30024.00', '2702.16', '3602.88', '100.00', '2500.00', '0.00']);
    expect(rows[1]!.slice(1, 3)).toEqual(['Santos', 'Benigno "Ben"']);
    expect(file.count).toBe(2);
    expect(file.total).toBe(c(2_702.16 + 3_602.88 + 100 + 2_500 + 720 + 960 + 80 + 1_000 + 500));
  });

  it('PhilHealth: one row a member with both shares', () => {
    const file = philhealthRemittance('2026-10', [{ ...ana, basic: c(30_024), personal: c(750.6), employer: c(750.6) }]);
    const rows = readCsv(file.text).records.map((r) => r.fields);
    expect(rows[1]).toEqual(['12345678901', 'Dela Cruz, Jr.', 'Ana', 'Reyes', '202610', '30024.00', '750.60', '750.60', 'A']);
    expect(file.total).toBe(c(1_501.2));
  });

  it('Pag-IBIG: the regular savings as F1, MP2 as M2 with no employer share', () => {
    const file = pagibigRemittance('2026-10', [
      { ...ana, compensation: c(30_024), employee: c(200), employer: c(200), mp2: c(500) },
      { ...ben, compensation: c(8_000), employee: c(160), employer: c(160), mp2: 0 },
    ]);
    const rows = readCsv(file.text).records.map((r) => r.fields);
    expect(rows.slice(1).map((r) => [r[1], r[7], r[8]])).toEqual([
      ['F1', '200.00', '200.00'],
      ['M2', '500.00', '0.00'],
      ['F1', '160.00', '160.00'],
    ]);
    expect(file.count).toBe(3);
    expect(file.total).toBe(c(200 + 200 + 500 + 160 + 160));
  });
});

describe('the bank file', () => {
  const rows = [
    { account: '0012345678', name: 'Dela Cruz, Ana R.', amount: c(12_345.67), payday: '15' as const },
    { account: '0012345678', name: 'Dela Cruz, Ana R.', amount: c(12_345.68), payday: '30' as const },
    { account: '3456789012', name: 'Peña, José', amount: c(9_000), payday: '15' as const },
  ];

  it('fixed width: a batch per payday, every record 80 characters, the trailer’s count, sum and hash total', () => {
    const file = bankFile('landbank_fixed', '2026-10', rows, { agencyCode: 'SU001', fundingAccount: '1111222233' });
    const records = file.text.split('\r\n').filter(Boolean);
    expect(records.every((r) => r.length === BANK_RECORD_LENGTH)).toBe(true);
    expect(records.map((r) => r[0])).toEqual(['H', 'D', 'D', 'T', 'H', 'D', 'T']);
    const header = records[0]!;
    expect([header.slice(1, 11).trim(), header.slice(11, 31).trim(), header.slice(31, 39), header.slice(39, 41)]).toEqual([
      'SU001',
      '1111222233',
      '20261015',
      '15',
    ]);
    const details = records
      .filter((r) => r[0] === 'D')
      .map((r) => ({ account: r.slice(1, 21).trim(), amount: Number(r.slice(21, 36)), name: r.slice(36, 76).trim() }));
    expect(details[1]).toEqual({ account: '3456789012', amount: c(9_000), name: 'PENA, JOSE' });
    const trailer = records[3]!;
    expect(Number(trailer.slice(1, 7))).toBe(2);
    expect(Number(trailer.slice(7, 22))).toBe(c(12_345.67 + 9_000));
    expect(trailer.slice(22, 37)).toBe(hashTotal(['0012345678', '3456789012']).padStart(15, '0'));
    expect(records[4]!.slice(31, 39)).toBe('20261031');
    expect(file).toMatchObject({ count: 3, total: c(12_345.67 + 12_345.68 + 9_000) });
  });

  it('CSV: a row per credit and the totals row', () => {
    const file = bankFile('csv', '2026-10', rows, { agencyCode: '', fundingAccount: '' });
    const read = readCsv(file.text).records.map((r) => r.fields);
    expect(read[1]).toEqual(['0012345678', 'Dela Cruz, Ana R.', '12345.67', '2026-10-15']);
    expect(read.at(-1)).toEqual(['TOTAL', '3', '33691.35', hashTotal(rows.map((r) => r.account))]);
  });

  it('refuses an account number that is not digits, naming whose', () => {
    expect(() => bankFile('csv', '2026-10', [{ ...rows[0]!, account: '12-34' }], { agencyCode: '', fundingAccount: '' })).toThrow(
      'The account number of Dela Cruz, Ana R. must be 6 to 20 digits',
    );
  });
});
