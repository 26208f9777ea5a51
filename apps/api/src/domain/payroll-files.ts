// The files the agencies and the depository bank take from an approved payroll run (issue 40; CSC-RULES.md, "The
// payroll year (issue 40)", "The files the agencies and the bank take"). Pure: the caller passes each member's
// identifiers and the run's figures (centavos); the answer is the file's text and its control totals.
//
// No agency publishes its upload layout where it could be confirmed (GSIS gives the e-remittance template to the
// remitting agencies it enrols, PhilHealth's EPRS and Pag-IBIG's eSRS offer theirs to the signed-in employer, LANDBANK
// its ePayroll specification to the client): each layout below is data, dated, with the document its columns follow,
// so a correction is a new layout, and the bank's is a setting HR chooses.

import type { Centavos } from './payroll-tables';

/** A layout's columns as the receiving program's template names them, the day it was written down, and its source. */
export type FileLayout = { readonly effectiveDate: string; readonly source: string; readonly columns: readonly string[] };

/** How many digits each agency's number has; anything else is refused with the person named. */
export const MEMBER_NUMBER_DIGITS = { gsis: 11, philhealth: 12, pagibig: 12 } as const;

/**
 * GSIS: one row per member, the premiums (personal share, government share, the EC premium) and one column per GSIS
 * loan deducted (every deduction code beginning `GSIS-`, named by its code), in the order the GSIS remittance
 * (eGSIS "Electronic Remittance File") lists them: the BP number, the name, the basic salary, the period.
 */
export const GSIS_REMITTANCE_2025: FileLayout = {
  effectiveDate: '2025-01-01',
  source:
    'GSIS Premium Payments (gsis.gov.ph, RA 8291 Sec. 5: PS 9%, GS 12%) and the EC premium (PD 626 Art. 183); the columns of the agency remittance list, not confirmed against the eGSIS upload template',
  columns: ['BP_NO', 'LAST_NAME', 'FIRST_NAME', 'MIDDLE_NAME', 'PERIOD', 'BASIC_SALARY', 'PS', 'GS', 'EC'],
};
/** Every GSIS loan is a deduction code with this beginning (migration 0045 adds the kinds; HR may add more). */
export const GSIS_LOAN_PREFIX = 'GSIS-';

/** PhilHealth: the monthly remittance report (RF-1) as the employer portal (EPRS) takes it. */
export const PHILHEALTH_RF1_2025: FileLayout = {
  effectiveDate: '2025-01-01',
  source: 'PhilHealth Employer Remittance Report (RF-1) columns, RA 11223 (5% premium shared); not confirmed against the EPRS upload template',
  columns: ['PHILHEALTH_NO', 'SURNAME', 'GIVEN_NAME', 'MIDDLE_NAME', 'PERIOD', 'MONTHLY_BASIC_SALARY', 'PS', 'ES', 'STATUS'],
};

/** Pag-IBIG: the Member's Contribution Remittance Form (MCRF), one row per member and program (F1 regular, M2 MP2 savings). */
export const PAGIBIG_MCRF_2025: FileLayout = {
  effectiveDate: '2025-01-01',
  source: "Pag-IBIG Member's Contribution Remittance Form (MCRF) columns, HDMF Circular No. 460; not confirmed against the eSRS upload template",
  columns: ['PAGIBIG_MID_NO', 'MEMBERSHIP_PROGRAM', 'LAST_NAME', 'FIRST_NAME', 'MIDDLE_NAME', 'PERIOD_COVERED', 'MONTHLY_COMPENSATION', 'EE_SHARE', 'ER_SHARE'],
};
/** The deduction code of MP2 savings (reported in the MCRF under program M2, the member's own, no employer share). */
export const PAGIBIG_MP2_CODE = 'PAGIBIG-MP2';

/** Pag-IBIG: the short-term loan (STL) remittance, multi-purpose and calamity loans, one row per loan deducted. */
export const PAGIBIG_STL_2025: FileLayout = {
  effectiveDate: '2025-01-01',
  source: 'Pag-IBIG Short-Term Loan Remittance Form (STLRF) columns; not confirmed against the eSRS upload template',
  columns: ['PAGIBIG_MID_NO', 'LAST_NAME', 'FIRST_NAME', 'MIDDLE_NAME', 'LOAN_TYPE', 'PERIOD_COVERED', 'AMOUNT'],
};
/** The deduction codes of the short-term loans and the loan type each is remitted as. */
export const PAGIBIG_STL_CODES: Readonly<Record<string, string>> = { 'PAGIBIG-MPL': 'MPL', 'PAGIBIG-CAL': 'CAL' };

/** The bank file layouts HR may choose (setting `payroll_files.bank_layout`). */
export const BANK_LAYOUTS = {
  /**
   * Fixed width, 80 characters a record and CRLF, as the government depository bank's ATM payroll credit file:
   * H  1 'H' · 2–11 agency code · 12–31 funding account · 32–39 credit date YYYYMMDD · 40–41 payday (15/30) · blanks
   * D  1 'D' · 2–21 account number (left, blanks after) · 22–36 amount in centavos (zeros before) · 37–76 name
   *    (capitals, left) · 77–78 payday · blanks
   * T  1 'T' · 2–7 records · 8–22 total in centavos · 23–37 hash total (the sum of the account numbers, its last
   *    15 digits) · blanks
   * One batch (H, D…, T) per payday; both paydays in one file are two batches.
   */
  landbank_fixed: {
    effectiveDate: '2025-01-01',
    source:
      'LANDBANK ePayroll / ATM payroll credit file: header, detail and trailer records with control totals; the positions are this product’s, not confirmed against the bank’s specification (ask the servicing branch)',
    label: 'LANDBANK ATM payroll (fixed width)',
  },
  /** Comma-separated with a header row, the last row the control totals: for a bank that takes a spreadsheet. */
  csv: {
    effectiveDate: '2025-01-01',
    source: 'A comma-separated list (ACCOUNT_NO, NAME, AMOUNT, CREDIT_DATE), the last row TOTAL with the count, the sum and the hash total',
    label: 'Comma-separated (CSV)',
  },
} as const;
export type BankLayout = keyof typeof BANK_LAYOUTS;

export const BANK_RECORD_LENGTH = 80;

// ——— The members' rows ———

/** A member as the files name them: the agency's number (digits only), the name in parts. */
export type Member = { number: string; last: string; first: string; middle: string };

export type GsisRow = Member & { basic: Centavos; personal: Centavos; government: Centavos; ec: Centavos; loans: Readonly<Record<string, Centavos>> };
export type PhilhealthRow = Member & { basic: Centavos; personal: Centavos; employer: Centavos };
export type PagibigRow = Member & { compensation: Centavos; employee: Centavos; employer: Centavos; mp2: Centavos };
export type PagibigLoanRow = Member & { loanType: string; amount: Centavos };
export type BankRow = { account: string; name: string; amount: Centavos; payday: '15' | '30' };

export type WrittenFile = { text: string; count: number; total: Centavos };

/** 123456 → "1234.56": amounts as the agencies' templates take them, no thousands separator. */
export function amountText(amount: Centavos): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`An amount must be whole centavos of at least 0: ${String(amount)}`);
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** '2026-10' → '202610', the period as the agencies write it. */
export const periodOf = (month: string) => month.replace('-', '');

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
const csvLines = (rows: readonly (readonly string[])[]) => rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The GSIS remittance: one row per member; the loan columns are the GSIS loan codes any member has, in code order. */
export function gsisRemittance(month: string, rows: readonly GsisRow[]): WrittenFile & { loanCodes: string[] } {
  const loanCodes = [...new Set(rows.flatMap((r) => Object.keys(r.loans)))].sort();
  const header = [...GSIS_REMITTANCE_2025.columns, ...loanCodes];
  const body = rows.map((r) => [
    r.number,
    r.last,
    r.first,
    r.middle,
    periodOf(month),
    amountText(r.basic),
    amountText(r.personal),
    amountText(r.government),
    amountText(r.ec),
    ...loanCodes.map((c) => amountText(r.loans[c] ?? 0)),
  ]);
  const total = sum(rows.map((r) => r.personal + r.government + r.ec + sum(Object.values(r.loans))));
  return { text: csvLines([header, ...body]), count: rows.length, total, loanCodes };
}

export function philhealthRemittance(month: string, rows: readonly PhilhealthRow[]): WrittenFile {
  const body = rows.map((r) => [
    r.number,
    r.last,
    r.first,
    r.middle,
    periodOf(month),
    amountText(r.basic),
    amountText(r.personal),
    amountText(r.employer),
    'A',
  ]);
  return { text: csvLines([PHILHEALTH_RF1_2025.columns, ...body]), count: rows.length, total: sum(rows.map((r) => r.personal + r.employer)) };
}

/** The MCRF: a member's regular savings (F1) when they have shares, and their MP2 savings (M2) when deducted. */
export function pagibigRemittance(month: string, rows: readonly PagibigRow[]): WrittenFile {
  const body: string[][] = [];
  for (const r of rows) {
    const who = [r.number];
    const name = [r.last, r.first, r.middle, periodOf(month)];
    if (r.employee + r.employer > 0) body.push([...who, 'F1', ...name, amountText(r.compensation), amountText(r.employee), amountText(r.employer)]);
    if (r.mp2 > 0) body.push([...who, 'M2', ...name, amountText(r.compensation), amountText(r.mp2), amountText(0)]);
  }
  return { text: csvLines([PAGIBIG_MCRF_2025.columns, ...body]), count: body.length, total: sum(rows.map((r) => r.employee + r.employer + r.mp2)) };
}

export function pagibigLoanRemittance(month: string, rows: readonly PagibigLoanRow[]): WrittenFile {
  const body = rows.map((r) => [r.number, r.last, r.first, r.middle, r.loanType, periodOf(month), amountText(r.amount)]);
  return { text: csvLines([PAGIBIG_STL_2025.columns, ...body]), count: rows.length, total: sum(rows.map((r) => r.amount)) };
}

// ——— The bank ———

/** The credit date of a payday: the 15th, or the month's last day for the "30th" (28 February, 31 October). */
export function creditDate(month: string, payday: '15' | '30'): string {
  if (payday === '15') return `${month}-15`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The hash total: the sum of the account numbers as numbers, its last 15 digits (account numbers pass 2^53: BigInt). */
export function hashTotal(accounts: readonly string[]): string {
  const total = accounts.reduce((n, a) => n + BigInt(a), 0n) % 10n ** 15n;
  return total.toString();
}

/** The name as a fixed-width bank file takes it: capitals, letters without their marks (Ñ → N), at most `width`. */
export function bankName(name: string, width: number): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ,.'-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, width);
}

const left = (value: string, width: number) => value.padEnd(width, ' ');
const zeros = (value: string | number, width: number, what: string) => {
  const text = String(value);
  if (text.length > width) throw new RangeError(`${what} (${text}) is longer than the ${width} digits the bank file holds`);
  return text.padStart(width, '0');
};
const record = (text: string) => {
  if (text.length > BANK_RECORD_LENGTH) throw new RangeError(`A bank record is longer than ${BANK_RECORD_LENGTH} characters`);
  return left(text, BANK_RECORD_LENGTH);
};

export type BankFileSettings = { agencyCode: string; fundingAccount: string };

/** The payroll credit file: one batch per payday, each with its control totals (count, sum, hash total). */
export function bankFile(layout: BankLayout, month: string, rows: readonly BankRow[], settings: BankFileSettings): WrittenFile & { hash: string } {
  for (const r of rows) {
    if (!/^\d{6,20}$/.test(r.account)) throw new RangeError(`The account number of ${r.name} must be 6 to 20 digits`);
    amountText(r.amount);
  }
  const total = sum(rows.map((r) => r.amount));
  const hash = hashTotal(rows.map((r) => r.account));
  if (layout === 'csv') {
    const body = rows.map((r) => [r.account, r.name, amountText(r.amount), creditDate(month, r.payday)]);
    const text = csvLines([['ACCOUNT_NO', 'NAME', 'AMOUNT', 'CREDIT_DATE'], ...body, ['TOTAL', String(rows.length), amountText(total), hash]]);
    return { text, count: rows.length, total, hash };
  }
  const paydays = [...new Set(rows.map((r) => r.payday))].sort();
  const lines: string[] = [];
  for (const payday of paydays) {
    const batch = rows.filter((r) => r.payday === payday);
    lines.push(
      record(
        `H${left(settings.agencyCode.slice(0, 10), 10)}${left(settings.fundingAccount.slice(0, 20), 20)}${creditDate(month, payday).replace(/-/g, '')}${payday}`,
      ),
    );
    for (const r of batch)
      lines.push(record(`D${left(r.account, 20)}${zeros(r.amount, 15, `The amount of ${r.name}`)}${left(bankName(r.name, 40), 40)}${payday}`));
    const batchTotal = sum(batch.map((r) => r.amount));
    lines.push(
      record(
        `T${zeros(batch.length, 6, 'The count')}${zeros(batchTotal, 15, 'The total')}${zeros(hashTotal(batch.map((r) => r.account)), 15, 'The hash total')}`,
      ),
    );
  }
  return { text: lines.join('\r\n') + '\r\n', count: rows.length, total, hash };
}
