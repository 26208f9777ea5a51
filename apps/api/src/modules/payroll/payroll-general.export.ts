import type { TLoanLedger, TRegisterRow } from '@hris/contracts';
import { COMPENSATIONS, DEDUCTIONS, formAmounts, sumAmounts, type GeneralPayrollAmounts } from '../../domain/general-payroll';
import { listWorkbook, type SheetColumn } from '../../lib/workbook';

// The General Payroll and a loan ledger as workbooks: the PDF's columns in the same order, amounts in pesos as numbers
// (so accounting can sum and check them), the grand total as the last row.

type Row = { serial: number | null; fullname: string; position: string | null; idno: string | null; a: GeneralPayrollAmounts };

const money = (header: string, key: keyof GeneralPayrollAmounts): SheetColumn<Row> => ({ header, width: 14, kind: 'pesos', value: (r) => r.a[key] });

const COLUMNS: SheetColumn<Row>[] = [
  { header: 'Serial No.', width: 8, kind: 'number', value: (r) => r.serial },
  { header: 'Name', kind: 'text', width: 32, value: (r) => r.fullname },
  { header: 'Position', kind: 'text', width: 28, value: (r) => r.position },
  { header: 'Employee No.', kind: 'text', width: 14, value: (r) => r.idno },
  ...COMPENSATIONS.map((c) => money(c.header, c.key)),
  money('Gross Amount Earned', 'gross'),
  ...DEDUCTIONS.map((c) => money(c.header, c.key)),
  money('Total Deductions', 'total_deductions'),
  money('Net Amount Due', 'net'),
];

export function generalPayrollWorkbook(rows: TRegisterRow[], month: string, now: Date): Promise<Buffer> {
  const people: Row[] = rows.map((r, i) => ({
    serial: i + 1,
    fullname: r.fullname,
    position: `${r.position ?? ''}${r.grade ? ` (SG ${r.grade}-${r.step ?? 1})` : ''}`,
    idno: r.idno,
    a: formAmounts(r),
  }));
  const total: Row = { serial: null, fullname: `GRAND TOTAL (${people.length})`, position: null, idno: null, a: sumAmounts(people.map((p) => p.a)) };
  return listWorkbook(`General Payroll ${month}`, COLUMNS, people, now, { totals: [total] });
}

type LedgerRow = TLoanLedger['rows'][number];
const LEDGER_COLUMNS: SheetColumn<LedgerRow>[] = [
  { header: 'Month', kind: 'text', width: 10, value: (r) => r.month },
  { header: 'Payroll run', kind: 'text', width: 44, value: (r) => r.run },
  { header: 'Due', width: 14, kind: 'pesos', value: (r) => r.due },
  { header: 'Taken', width: 14, kind: 'pesos', value: (r) => r.taken },
  { header: 'Not taken', width: 14, kind: 'pesos', value: (r) => r.shortfall },
  { header: 'Balance after', width: 14, kind: 'pesos', value: (r) => r.balance_after },
];

export function ledgerWorkbook(l: TLoanLedger, now: Date): Promise<Buffer> {
  return listWorkbook(`Ledger ${l.deduction.code}`.slice(0, 31), LEDGER_COLUMNS, l.rows, now);
}
