import type { Content, TableCell } from 'pdfmake/interfaces';
import type { TLoanLedger, TRegisterRow } from '@hris/contracts';
import { COMPENSATIONS, DEDUCTIONS, formAmounts, sheetsOf, sumAmounts, type AmountKey, type GeneralPayrollAmounts } from '../../domain/general-payroll';
import { formDate, peso, pesos, renderPdf } from '../../lib/pdf';
import type { GeneralPayroll, Signatory } from './payroll-general.service';

// The General Payroll as the Government Accounting Manual prints it (COA Circular No. 2015-007, GAM for NGAs Vol. II,
// Appendix 33 and its instructions): long bond paper (8.5 × 13 in) in landscape, as offices print payrolls; the entity,
// fund cluster, payroll no. and "Sheet _ of _ Sheets" on every sheet; the acknowledgment of receipt; one row per
// person with room to sign; the sheet's totals under its rows, the grand total and boxes A–E on the last sheet.

const LONG_BOND_LANDSCAPE = { width: 13 * 72, height: 8.5 * 72 };
/** Rows a sheet holds, and the last sheet (the grand total and the certification boxes under them). */
export const ROWS_PER_SHEET = 14;
export const ROWS_ON_LAST_SHEET = 6;

const MONEY: AmountKey[] = [...COMPENSATIONS.map((c) => c.key), 'gross', ...DEDUCTIONS.map((c) => c.key), 'total_deductions', 'net'];

const cell = (text: string, extra: Partial<Record<string, unknown>> = {}): TableCell => ({ text, ...extra });
const money = (v: number, bold = false): TableCell => ({ text: v === 0 ? '–' : pesos(v), alignment: 'right', bold });
const head = (text: string, extra: Partial<Record<string, unknown>> = {}): TableCell => ({ text, bold: true, alignment: 'center', fontSize: 6.5, ...extra });
const blanks = (n: number): TableCell[] => Array.from({ length: n }, () => ({ text: '' }));

function headerRows(): TableCell[][] {
  const span2 = (text: string, fontSize = 6.5) => head(text, { rowSpan: 2, margin: [0, 6, 0, 0], fontSize });
  return [
    [
      span2('Serial No.', 5),
      span2('Name'),
      span2('Position'),
      span2('Employee No.'),
      head('COMPENSATIONS', { colSpan: COMPENSATIONS.length }),
      ...blanks(COMPENSATIONS.length - 1),
      span2('Gross Amount Earned'),
      head('DEDUCTIONS', { colSpan: DEDUCTIONS.length }),
      ...blanks(DEDUCTIONS.length - 1),
      span2('Total Deductions'),
      span2('Net Amount Due'),
      span2('Serial No.', 5),
      span2('Signature of Recipient'),
    ],
    [
      ...blanks(4),
      ...COMPENSATIONS.map((c) => head(c.header, { fontSize: 6 })),
      { text: '' },
      ...DEDUCTIONS.map((c) => head(c.header, { fontSize: 6 })),
      ...blanks(4),
    ],
  ];
}

const totalRow = (label: string, a: GeneralPayrollAmounts): TableCell[] => [
  cell(label, { colSpan: 4, bold: true, alignment: 'right' }),
  ...blanks(3),
  ...MONEY.map((k) => money(a[k], true)),
  ...blanks(2),
];

function sheetHeader(gp: GeneralPayroll, sheet: number, sheets: number): Content {
  return {
    stack: [
      { text: 'Appendix 33', italics: true, alignment: 'right', fontSize: 7 },
      { text: 'GENERAL PAYROLL', bold: true, fontSize: 13, alignment: 'center' },
      { text: `For the period ${gp.period}`, alignment: 'center', margin: [0, 0, 0, 6] },
      {
        columns: [
          {
            width: '*',
            stack: [{ text: [{ text: 'Entity Name: ', bold: true }, gp.entity] }, { text: [{ text: 'Fund Cluster: ', bold: true }, gp.fundCluster] }],
          },
          {
            width: 200,
            stack: [
              { text: [{ text: 'Payroll No.: ', bold: true }, '____________________'] },
              { text: [{ text: 'Sheet ', bold: true }, String(sheet), { text: ' of ', bold: true }, String(sheets), { text: ' Sheets', bold: true }] },
            ],
          },
        ],
      },
      {
        text: 'We acknowledge receipt of cash shown opposite our name as full compensation for services rendered for the period covered.',
        margin: [0, 4, 0, 4],
      },
    ],
  };
}

function box(letter: string, words: Content, s: Signatory, caption: string): TableCell {
  return {
    stack: [
      {
        columns: [
          { width: 14, text: letter, bold: true, fontSize: 9 },
          { width: '*', stack: [words] },
        ],
      },
      { text: s.name.toUpperCase(), bold: true, alignment: 'center', margin: [0, 20, 0, 0] },
      {
        columns: [
          { width: '*', text: `Signature over Printed Name\n${s.title}\n${caption}`, alignment: 'center', fontSize: 6.5 },
          { width: 70, text: `${s.date ? formDate(s.date) : '__________'}\nDate`, alignment: 'center', fontSize: 6.5 },
        ],
        margin: [0, 1, 0, 0],
      },
    ],
    margin: [2, 2, 2, 2],
  };
}

function boxes(gp: GeneralPayroll, net: number): Content {
  const { a, b, c, d } = gp.boxes;
  const e: TableCell = {
    rowSpan: 2,
    stack: [
      { text: 'E', bold: true, fontSize: 9 },
      { text: 'ORS/BURS No.: ______________', margin: [0, 8, 0, 0] },
      { text: 'Date: ______________________', margin: [0, 8, 0, 0] },
      { text: 'JEV No.: ___________________', margin: [0, 8, 0, 0] },
      { text: 'Date: ______________________', margin: [0, 8, 0, 0] },
    ],
    margin: [4, 2, 2, 2],
  };
  return {
    table: {
      widths: ['*', '*', 150],
      body: [
        [
          box('A', { text: 'CERTIFIED: Services duly rendered as stated.', bold: true }, a, 'Authorized Official'),
          box('C', { text: [{ text: 'APPROVED for payment: ', bold: true }, peso(net)] }, c, 'Head of Agency/Authorized Representative'),
          e,
        ],
        [
          box(
            'B',
            { text: [{ text: 'CERTIFIED: Supporting documents complete and proper; and cash available in the amount of ', bold: true }, peso(net)] },
            b,
            'Head of Accounting Division/Unit',
          ),
          box(
            'D',
            { text: 'CERTIFIED: Each employee whose name appears above has been paid the amount as indicated opposite his/her name.', bold: true },
            d,
            'Disbursing Officer',
          ),
          { text: '' },
        ],
      ],
    },
    margin: [0, 8, 0, 0],
    unbreakable: true,
  };
}

/** The General Payroll of a run: every sheet with its rows and totals; the grand total and boxes A–E on the last. */
export function renderGeneralPayroll(gp: GeneralPayroll): Promise<Buffer> {
  const rows = gp.register.rows.map((r, i) => ({ serial: i + 1, r, a: formAmounts(r) }));
  const sheets = sheetsOf(rows, ROWS_PER_SHEET, ROWS_ON_LAST_SHEET);
  const grand = sumAmounts(rows.map((x) => x.a));
  const personRow = ({ serial, r, a }: { serial: number; r: TRegisterRow; a: GeneralPayrollAmounts }): TableCell[] => [
    cell(String(serial), { alignment: 'center' }),
    cell(r.fullname, { bold: true }),
    cell(`${r.position ?? ''}${r.grade ? ` (SG ${r.grade}-${r.step ?? 1})` : ''}`),
    cell(r.idno ?? ''),
    ...MONEY.map((k) => money(a[k])),
    cell(String(serial), { alignment: 'center' }),
    cell(''),
  ];
  const content: Content[] = sheets.map((sheet, i) => {
    const last = i === sheets.length - 1;
    const body: TableCell[][] = [...headerRows(), ...sheet.map(personRow)];
    if (sheet.length) body.push(totalRow(`Total, sheet ${i + 1}`, sumAmounts(sheet.map((x) => x.a))));
    if (last) body.push(totalRow(`GRAND TOTAL (${rows.length} ${rows.length === 1 ? 'employee' : 'employees'})`, grand));
    return {
      pageBreak: i === 0 ? undefined : 'before',
      stack: [
        sheetHeader(gp, i + 1, sheets.length),
        {
          table: {
            headerRows: 2,
            dontBreakRows: true,
            // 18 columns on 900 pt: each cell also takes 8 pt of padding; the signature gets what is left.
            widths: [16, 76, 62, 34, ...MONEY.map(() => 40), 16, '*'],
            // Room to sign on each person's row (an array, not a function: the definition travels to the PDF thread).
            heights: body.map((_, row) => (row >= 2 ? 22 : 'auto')),
            body,
          },
          fontSize: 6,
        },
        ...(last ? [boxes(gp, grand.net)] : []),
      ],
    };
  });
  return renderPdf({
    pageSize: LONG_BOND_LANDSCAPE,
    pageMargins: [18, 18, 18, 18],
    info: { title: `General Payroll ${gp.register.run.month}` },
    defaultStyle: { fontSize: 7.5 },
    content,
  });
}

/** A deduction's ledger on paper: every paid run with what was due, taken and not, and the balance after. */
export function renderLedger(l: TLoanLedger, entity: string): Promise<Buffer> {
  const body: TableCell[][] = [
    ['Month', 'Payroll run', 'Due', 'Taken', 'Not taken', 'Balance after'].map((h, i) => ({ text: h, bold: true, alignment: i > 1 ? 'right' : 'left' })),
    ...l.rows.map((r): TableCell[] => [
      r.month,
      r.run,
      money(r.due),
      money(r.taken),
      money(r.shortfall),
      { text: r.balance_after === null ? '' : pesos(r.balance_after), alignment: 'right' },
    ]),
    [
      cell('Total', { colSpan: 2, bold: true }),
      '',
      money(
        l.rows.reduce((s, r) => s + r.due, 0),
        true,
      ),
      money(l.total_taken, true),
      money(l.total_shortfall, true),
      '',
    ],
  ];
  const d = l.deduction;
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [40, 36, 40, 36],
    info: { title: `Ledger ${d.label}` },
    defaultStyle: { fontSize: 9 },
    content: [
      { text: entity, alignment: 'center', bold: true },
      { text: 'LOAN / DEDUCTION LEDGER', alignment: 'center', bold: true, fontSize: 12, margin: [0, 2, 0, 10] },
      {
        table: {
          widths: [110, '*'],
          body: [
            ['Employee', `${d.fullname}${d.idno ? ` (Employee No. ${d.idno})` : ''}`],
            ['Deduction', `${d.label} (${d.code})`],
            ['Monthly amortization', pesos(d.monthly)],
            ['Months', `${d.start_month} to ${d.end_month ?? 'until paid or stopped'}`],
            ['Original balance', l.original_balance === null ? 'No balance kept' : pesos(l.original_balance)],
            ['Current balance', l.current_balance === null ? 'No balance kept' : pesos(l.current_balance)],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 10],
      },
      l.rows.length
        ? { table: { headerRows: 1, widths: [50, '*', 65, 65, 65, 75], body }, layout: 'lightHorizontalLines' }
        : { text: 'No paid payroll has taken this deduction yet.', italics: true },
      {
        text: 'From the paid payroll runs: each payslip keeps what was due, taken and not taken (the minimum take-home pay). The original balance is the current balance plus everything taken.',
        fontSize: 7,
        margin: [0, 10, 0, 0],
      },
    ],
  });
}
