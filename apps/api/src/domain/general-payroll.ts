// The General Payroll in the Government Accounting Manual's form (COA Circular No. 2015-007, GAM for NGAs Vol. II,
// Appendix 33 and its instructions): compensations, gross amount earned, deductions, total deductions and net amount
// due per person, the totals of each sheet and the grand total; and the ledger of a deduction HR keeps. Pure: the
// PDF, the workbook and the ledger's page all read these, so they cannot disagree. Money is centavos.

/** The money columns of a person's month, as the run stores them (`payroll_lines`). */
export type PayColumns = {
  basic: number;
  pera: number;
  gross: number;
  lwop: number;
  gsis: number;
  philhealth: number;
  pagibig: number;
  tax: number;
  other_deductions: number;
  net: number;
};

/** The form's money columns: "Compensations", "Gross Amount Earned", "Deductions", "Total Deductions", "Net Amount Due". */
export type GeneralPayrollAmounts = PayColumns & { other_earnings: number; total_deductions: number };
export type AmountKey = keyof GeneralPayrollAmounts;

type Column = { key: AmountKey; header: string };
/**
 * The GAM's instructions name Salaries and Wages and PERA among the compensations and let the agency add columns;
 * a special payroll (a bonus, the cash gift) carries only its earning lines, so whatever is neither basic nor PERA
 * is "Other compensation" and every kind of run fits the same form.
 */
export const COMPENSATIONS: readonly Column[] = [
  { key: 'basic', header: 'Monthly salary (basic)' },
  { key: 'pera', header: 'PERA' },
  { key: 'other_earnings', header: 'Other compensation' },
];
/** The deductions the instructions name (withholding tax, PhilHealth, GSIS contributions/loans …); loans and others last. */
export const DEDUCTIONS: readonly Column[] = [
  { key: 'lwop', header: 'Absences without pay' },
  { key: 'gsis', header: 'GSIS' },
  { key: 'philhealth', header: 'PhilHealth' },
  { key: 'pagibig', header: 'Pag-IBIG' },
  { key: 'tax', header: 'Withholding tax' },
  { key: 'other_deductions', header: 'Loans and others' },
];
const KEYS: readonly AmountKey[] = [
  'basic',
  'pera',
  'other_earnings',
  'gross',
  'lwop',
  'gsis',
  'philhealth',
  'pagibig',
  'tax',
  'other_deductions',
  'total_deductions',
  'net',
];

/** A person's line on the form; what the line does not name is derived so that each side adds up exactly. */
export function formAmounts(c: PayColumns): GeneralPayrollAmounts {
  return { ...c, other_earnings: c.gross - c.basic - c.pera, total_deductions: c.gross - c.net };
}

export function sumAmounts(rows: readonly GeneralPayrollAmounts[]): GeneralPayrollAmounts {
  const out = Object.fromEntries(KEYS.map((k) => [k, 0])) as GeneralPayrollAmounts;
  for (const r of rows) for (const k of KEYS) out[k] += r[k];
  return out;
}

/**
 * The rows on each sheet: `perSheet` to a sheet, the last sheet holding at most `lastSheet` so the grand total and
 * the certification boxes fit under its rows. When the rows end on a full sheet the boxes get a sheet of their own.
 */
export function sheetsOf<T>(rows: readonly T[], perSheet: number, lastSheet: number): T[][] {
  if (perSheet < 1 || lastSheet < 0 || lastSheet > perSheet) throw new RangeError('a sheet holds at least one row, the last no more than the others');
  const sheets: T[][] = [];
  let i = 0;
  while (rows.length - i > lastSheet) {
    sheets.push(rows.slice(i, i + perSheet));
    i += perSheet;
  }
  if (i < rows.length || sheets.length === 0 || sheets.at(-1)!.length > lastSheet) sheets.push(rows.slice(i));
  return sheets;
}

// ── The ledger of a deduction ───────────────────────────────────────────────────────────────────────

/** What one paid run did with the deduction (its payslip's outcome). */
export type LedgerOutcome = { due: number; taken: number; shortfall: number };

/**
 * The balance after each run, from the balance before the first: the runs' payslips keep what was taken, and paying
 * a run lowers the balance by it (never below zero), so the original is the current balance plus everything taken.
 * A deduction kept without a balance (dues) has none before or after.
 */
export function ledgerBalances<T extends LedgerOutcome>(
  currentBalance: number | null,
  outcomes: readonly T[],
): { original: number | null; rows: (T & { balance_after: number | null })[] } {
  const taken = outcomes.reduce((s, o) => s + o.taken, 0);
  const original = currentBalance === null ? null : currentBalance + taken;
  let balance = original;
  const rows = outcomes.map((o) => {
    if (balance !== null) balance = Math.max(0, balance - o.taken);
    return { ...o, balance_after: balance };
  });
  return { original, rows };
}
