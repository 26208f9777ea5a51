import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import { splitPayLines, type TPayrollRegister, type TPayrollRun, type TPayslip, type TRegisterSums } from '@hris/contracts';
import type { Deps } from '../../lib/deps';
import { letterhead, peso, pesos, renderPdf } from '../../lib/pdf';
import { readSetting } from '../../lib/settings';
import { monthName } from './payroll.service';

// The payroll on paper: the payslip (every line as computed, so the employee can redo each figure), the General
// Payroll register (one row per person, totals per office and the grand total). BIR Form 2316: payroll-bir.pdf.ts.

type SlipLine = {
  fullname: string;
  idno: string | null;
  office: string | null;
  position: string | null;
  grade: number | null;
  step: number | null;
  payslip: TPayslip;
};

const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
/** A deduction prints in parentheses, as accountants write it. */
const amount = (centavos: number) => (centavos < 0 ? `(${pesos(-centavos)})` : pesos(centavos));

type Signatory = { name: string; title: string };

/**
 * The certification under a payslip, as the General Payroll's (GAM Appendix 33, box B) carries it: the accountant
 * certifies that the amounts are the payroll's.
 */
function certification(run: TPayrollRun, by: Signatory): Content {
  return {
    stack: [
      {
        text: [
          { text: 'CERTIFIED CORRECT: ', bold: true },
          `the amounts above are those of the General Payroll for ${monthName(run.month)} (${run.title}), from which this payslip is taken.`,
        ],
        fontSize: 8,
      },
      { text: by.name.toUpperCase(), bold: true, alignment: 'center', margin: [260, 24, 0, 0] },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.5 }], margin: [280, 0, 0, 0] },
      { text: by.title, alignment: 'center', fontSize: 8, margin: [260, 1, 0, 0] },
    ],
    margin: [0, 16, 0, 0],
  };
}

function slip(university: string, run: TPayrollRun, l: SlipLine, first: boolean, certifier: Signatory): Content {
  const p = l.payslip;
  const { earnings, deductions } = splitPayLines(p.lines);
  const rows = (xs: typeof p.lines): TableCell[][] => xs.map((x) => [x.label, right(amount(x.amount))]);
  const totalDeductions = p.gross - p.net;
  return {
    pageBreak: first ? undefined : 'before',
    stack: [
      letterhead({ university, office: 'Payslip' }),
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: l.fullname.toUpperCase(), bold: true, fontSize: 10 },
              `${l.position ?? ''}${l.grade ? `, SG ${l.grade}-${l.step ?? 1}` : ''}`,
              l.office ?? '',
            ],
          },
          {
            width: 180,
            stack: [
              { text: monthName(run.month), bold: true, alignment: 'right' },
              { text: `Employee No. ${l.idno ?? '—'}`, alignment: 'right' },
              { text: run.title, alignment: 'right', fontSize: 7 },
            ],
          },
        ],
        margin: [0, 0, 0, 10],
      },
      {
        table: {
          widths: ['*', 80],
          headerRows: 1,
          body: [
            [{ text: 'Earnings', bold: true }, right('Amount', true)],
            ...rows(earnings),
            [{ text: 'Gross earnings', bold: true }, right(peso(p.gross), true)],
            [{ text: 'Deductions', bold: true, margin: [0, 6, 0, 0] }, ''],
            ...rows(deductions),
            [{ text: 'Total deductions', bold: true }, right(`(${peso(totalDeductions)})`, true)],
            [
              { text: 'NET PAY', bold: true, fontSize: 10 },
              { text: peso(p.net), bold: true, fontSize: 10, alignment: 'right' },
            ],
            ...(p.halves
              ? [
                  ['Paid on the 15th', right(peso(p.halves.fifteenth))],
                  ['Paid on the 30th', right(peso(p.halves.thirtieth))],
                ]
              : []),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(p.not_taken.length
        ? [
            { text: 'Deductions not taken in full (the minimum take-home pay):', bold: true, margin: [0, 10, 0, 2] } as Content,
            { ul: p.not_taken.map((d) => `${d.label}: due ${pesos(d.due)}, taken ${pesos(d.taken)}, not taken ${pesos(d.shortfall)}`) } as Content,
          ]
        : []),
      {
        text: `Government shares (not deducted from your pay): GSIS ${pesos(p.employer.gsis)}, EC ${pesos(p.employer.ec)}, PhilHealth ${pesos(p.employer.philhealth)}, Pag-IBIG ${pesos(p.employer.pagibig)}. Taxable compensation ${pesos(p.taxable)}.`,
        fontSize: 7,
        margin: [0, 10, 0, 0],
      },
      certification(run, certifier),
    ],
  };
}

async function universityName(deps: Deps) {
  return String(await readSetting(deps.db, 'university_name'));
}

/** Payslips, one a page (an employee's one; HR prints a whole run in one file). */
export async function renderPayslips(deps: Deps, run: TPayrollRun, lines: SlipLine[], onProgress?: (fraction: number) => void): Promise<Buffer> {
  const [university, name, title] = await Promise.all([
    universityName(deps),
    readSetting(deps.db, 'accountant_name'),
    readSetting(deps.db, 'accountant_title'),
  ]);
  const certifier = { name: String(name ?? ''), title: String(title ?? 'Accountant') };
  return renderPdf(
    {
      pageSize: 'A4',
      pageMargins: [48, 40, 48, 40],
      info: { title: `Payslips ${run.month}` },
      defaultStyle: { fontSize: 9 },
      content: lines.length ? lines.map((l, i) => slip(university, run, l, i === 0, certifier)) : [{ text: 'No payslips in this run.' }],
    },
    onProgress,
  );
}

const COLUMNS: [string, Exclude<keyof TRegisterSums, 'people'>][] = [
  ['Basic', 'basic'],
  ['PERA', 'pera'],
  ['Gross', 'gross'],
  ['LWOP', 'lwop'],
  ['GSIS', 'gsis'],
  ['PhilHealth', 'philhealth'],
  ['Pag-IBIG', 'pagibig'],
  ['W/Tax', 'tax'],
  ['Other ded.', 'other_deductions'],
  ['Net', 'net'],
];

/** The General Payroll: legal, landscape, grouped by office with subtotals, the grand total and the certifications. */
export async function renderRegister(deps: Deps, register: TPayrollRegister): Promise<Buffer> {
  const university = await universityName(deps);
  const header: TableCell[] = ['No.', 'Name', 'Position, SG-Step', ...COLUMNS.map(([h]) => right(h, true)), right('15th', true), right('30th', true)].map(
    (c) => (typeof c === 'string' ? { text: c, bold: true } : c),
  );
  const body: TableCell[][] = [header];
  let n = 0;
  const total = (label: string, s: TRegisterSums): TableCell[] => [
    { text: `${label} (${s.people})`, colSpan: 3, bold: true },
    '',
    '',
    ...COLUMNS.map(([, k]) => right(pesos(s[k]), true)),
    '',
    '',
  ];
  for (const office of register.offices) {
    body.push([{ text: office.name, colSpan: 15, bold: true, fillColor: '#eeeeee' }, ...Array<TableCell>(14).fill('')]);
    for (const r of register.rows.filter((x) => (x.office ?? '(no office)') === office.name)) {
      n += 1;
      body.push([
        String(n),
        r.fullname,
        `${r.position ?? ''}${r.grade ? ` ${r.grade}-${r.step ?? 1}` : ''}`,
        ...COLUMNS.map(([, k]) => right(pesos(r[k]))),
        right(pesos(r.fifteenth)),
        right(pesos(r.thirtieth)),
      ]);
    }
    body.push(total(`Total ${office.name}`, office));
  }
  body.push(total('GRAND TOTAL', register.total));
  const signature = (title: string, words: string): Column => ({
    width: '*',
    stack: [{ text: title, bold: true }, { text: words, fontSize: 7, margin: [0, 2, 0, 22] }, { text: '______________________________' }],
  });
  return renderPdf({
    pageOrientation: 'landscape',
    info: { title: `General Payroll ${register.run.month}` },
    content: [
      letterhead({ university, office: 'General Payroll' }),
      { text: `${register.run.title} · ${register.run.status.toUpperCase()}`, alignment: 'center', margin: [0, 0, 0, 4] },
      {
        text: 'We acknowledge receipt of cash shown opposite our name as full compensation for services rendered for the period covered.',
        alignment: 'center',
        fontSize: 7,
        margin: [0, 0, 0, 8],
      },
      { table: { headerRows: 1, widths: [18, 110, 110, ...COLUMNS.map(() => '*' as const), 48, 48], body }, layout: 'lightHorizontalLines', fontSize: 7 },
      {
        columns: [
          signature('A. Certified', 'Services duly rendered as stated (HR).'),
          signature('B. Certified', 'Documents complete; cash available (accounting).'),
          signature('C. Approved for payment', 'The approving official.'),
          signature('D. Certified', 'Each paid the amount opposite (disbursing officer).'),
        ],
        columnGap: 16,
        margin: [0, 18, 0, 0],
        unbreakable: true,
      },
    ],
  });
}
