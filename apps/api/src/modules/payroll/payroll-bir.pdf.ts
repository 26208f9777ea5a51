import type { Content, TableCell } from 'pdfmake/interfaces';
import type { TAddress, TBir1601c } from '@hris/contracts';
import { formDate, pesos, renderPdf } from '../../lib/pdf';
import type { Certificate2316, Employer } from './payroll-bir.service';
import { monthName } from './payroll.service';

// The BIR's forms on paper, laid out as the January 2018 (ENCS) forms are: BIR Form 2316 in its two columns (Part I
// employee, II present employer, III previous employer, IV-A summary at the left; IV-B details at the right; the
// declarations and the substituted-filing certification below) and BIR Form 1601-C's Part II lines.

const BORDER = '#000000';
const SHADE = '#d9d9d9';
const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
const bar = (text: string): TableCell => ({ text, bold: true, fillColor: SHADE, colSpan: 3, fontSize: 7 });
const money = (centavos: number) => (centavos < 0 ? `(${pesos(-centavos)})` : pesos(centavos));

/** Boxes side by side across a whole row of a three-column form table (the 1601-C's items 1–5 and 10–13). */
function boxes(...cells: { item: string; label: string; value: string }[]): TableCell {
  return {
    colSpan: 3,
    columns: cells.map((c) => ({ width: '*', ...(field(c.item, c.label, c.value) as object) })),
    columnGap: 6,
  } as TableCell;
}

/** A labelled box as the form prints its fields: the item number and words small, the value under them. */
function field(item: string, label: string, value: string, colSpan?: number): TableCell {
  return {
    colSpan,
    stack: [
      { text: `${item} ${label}`, fontSize: 5.5 },
      { text: value || ' ', fontSize: 7.5, bold: true, margin: [0, 1, 0, 0] },
    ],
  };
}

function tinOf(tin: string | null | undefined): string {
  const d = (tin ?? '').replace(/\D/g, '');
  if (!d) return '';
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9), d.slice(9) || '0000'].join(' - ');
}

function addressOf(a: unknown): { line: string; zip: string } {
  const x = (a ?? {}) as TAddress;
  const line = [x.house_no, x.street, x.subdivision, x.barangay, x.city, x.province].filter((p) => p && String(p).trim()).join(', ');
  return { line, zip: x.zip_code ?? '' };
}

/** The amount lines of a column: item, words, amount. */
const amountRow = (item: string, label: string, amount: number, bold = false): TableCell[] => [
  { text: item, fontSize: 6.5, bold },
  { text: label, fontSize: 6.5, bold },
  right(money(amount), bold),
];

function header2316(): Content {
  return {
    table: {
      widths: [90, '*', 90],
      body: [
        [
          {
            stack: [
              { text: 'BIR Form No.', fontSize: 6 },
              { text: '2316', fontSize: 16, bold: true },
              { text: 'January 2018 (ENCS)', fontSize: 6 },
            ],
          },
          {
            stack: [
              { text: 'Republic of the Philippines · Department of Finance · Bureau of Internal Revenue', fontSize: 6.5, alignment: 'center' },
              { text: 'Certificate of Compensation Payment/Tax Withheld', fontSize: 12, bold: true, alignment: 'center', margin: [0, 2, 0, 0] },
              { text: 'For Compensation Payment With or Without Tax Withheld', fontSize: 7.5, alignment: 'center' },
            ],
          },
          { text: '2316 01/18ENCS', fontSize: 7, alignment: 'center', margin: [0, 8, 0, 0] },
        ],
        [{ text: 'Fill in all applicable spaces. Mark all appropriate boxes with an "X".', colSpan: 3, fontSize: 6, italics: true }, '', ''],
      ],
    },
    layout: { hLineColor: () => BORDER, vLineColor: () => BORDER },
    margin: [0, 0, 0, 3],
  };
}

function leftColumn(c: Certificate2316): Content {
  const p = c.person;
  const address = addressOf(p.address);
  const e = c.employer;
  const prev = c.previous[0];
  const prevNames = c.previous.map((x) => x.name).join('; ');
  const contact = [p.mobile_no, p.telephone_no].filter(Boolean).join(' / ');
  const present = c.present;
  const grossTaxable = present.taxable + c.previousTaxable;
  const withheldTotal = present.withheld + c.previousWithheld;
  const body: TableCell[][] = [
    [
      field('1', 'For the Year (YYYY)', c.year, 2),
      '',
      field('2', 'Period From – To (MM/DD)', `${formDate(c.from).slice(0, 5)} – ${formDate(c.to).slice(0, 5)}`),
    ],
    [bar('Part I – Employee Information'), '', ''],
    [field('3', 'TIN', tinOf(p.tin), 2), '', field('5', 'RDO Code', '')],
    [
      field('4', "Employee's Name (Last Name, First Name, Middle Name)", `${p.last_name}, ${p.first_name} ${p.middle_name ?? ''}`.toUpperCase().trim(), 3),
      '',
      '',
    ],
    [field('6', 'Registered Address', address.line.toUpperCase(), 2), '', field('6A', 'ZIP Code', address.zip)],
    [field('6B', 'Local Home Address', address.line.toUpperCase(), 2), '', field('6C', 'ZIP Code', address.zip)],
    [field('6D', 'Foreign Address', '', 3), '', ''],
    // The first column is the item numbers' (20 pt): these boxes span it, or their words stack a letter a line.
    [field('7', 'Date of Birth (MM/DD/YYYY)', formDate(p.birth_date), 2), '', field('8', 'Contact Number', contact)],
    [field('9', 'Statutory Minimum Wage rate per day', '0.00', 2), '', field('10', 'Statutory Minimum Wage rate per month', '0.00')],
    [field('11', '', '[   ] Minimum Wage Earner (MWE) whose compensation is exempt from withholding tax and not subject to income tax', 3), '', ''],
    [bar('Part II – Employer Information (Present)'), '', ''],
    [field('12', 'TIN', tinOf(`${e.employer_tin}${e.employer_branch}`), 3), '', ''],
    [field('13', "Employer's Name", e.employer_name.toUpperCase(), 3), '', ''],
    [field('14', 'Registered Address', e.employer_address.toUpperCase(), 2), '', field('14A', 'ZIP Code', e.employer_zip)],
    [
      field(
        '15',
        'Type of Employer',
        `[${e.employer_kind === 'main' ? 'X' : ' '}] Main Employer    [${e.employer_kind === 'secondary' ? 'X' : ' '}] Secondary Employer`,
        3,
      ),
      '',
      '',
    ],
    [bar('Part III – Employer Information (Previous)'), '', ''],
    [field('16', 'TIN', prev ? c.previous.map((x) => tinOf(x.tin)).join('; ') : '', 3), '', ''],
    [field('17', "Employer's Name", prevNames.toUpperCase(), 3), '', ''],
    [
      field(
        '18',
        'Registered Address',
        c.previous
          .map((x) => x.address)
          .join('; ')
          .toUpperCase(),
        2,
      ),
      '',
      field('18A', 'ZIP Code', c.previous.map((x) => x.zip_code ?? '').join('; ')),
    ],
    [bar('Part IV-A – Summary'), '', ''],
    amountRow('19', 'Gross Compensation Income from Present Employer (Sum of Items 38 and 52)', present.gross),
    amountRow('20', 'Less: Total Non-Taxable/Exempt Compensation Income from Present Employer (From Item 38)', present.nonTaxable),
    amountRow('21', 'Taxable Compensation Income from Present Employer (Item 19 Less Item 20) (From Item 52)', present.taxable),
    amountRow('22', 'Add: Taxable Compensation Income from Previous Employer, if applicable', c.previousTaxable),
    amountRow('23', 'Gross Taxable Compensation Income (Sum of Items 21 and 22)', grossTaxable, true),
    amountRow('24', 'Tax Due', c.taxDue, true),
    [{ text: '25', fontSize: 6.5 }, { text: 'Amount of Taxes Withheld', fontSize: 6.5, colSpan: 2 }, ''],
    amountRow('25A', 'Present Employer', present.withheld),
    amountRow('25B', 'Previous Employer, if applicable', c.previousWithheld),
    amountRow('26', 'Total Amount of Taxes Withheld as adjusted (Sum of Items 25A and 25B)', withheldTotal, true),
    amountRow('27', '5% Tax Credit (PERA Act of 2008)', 0),
    amountRow('28', 'Total Taxes Withheld (Sum of Items 26 and 27)', withheldTotal, true),
  ];
  return { table: { widths: [20, '*', 62], body }, layout: formLayout, fontSize: 7 };
}

function rightColumn(c: Certificate2316): Content {
  const x = c.present;
  const body: TableCell[][] = [
    [bar('Part IV-B – Details of Compensation Income & Tax Withheld from Present Employer'), '', ''],
    [{ text: 'A. NON-TAXABLE/EXEMPT COMPENSATION INCOME', colSpan: 3, bold: true, fontSize: 6.5 }, '', ''],
    amountRow('29', 'Basic Salary (including the exempt P250,000 & below) or the Statutory Minimum Wage of the MWE', x.mweBasic),
    amountRow('30', 'Holiday Pay (MWE)', 0),
    amountRow('31', 'Overtime Pay (MWE)', 0),
    amountRow('32', 'Night Shift Differential (MWE)', 0),
    amountRow('33', 'Hazard Pay (MWE)', x.mweHolidayOvertime),
    amountRow('34', '13th Month Pay and Other Benefits (maximum of P90,000)', x.benefitsExempt),
    amountRow('35', 'De Minimis Benefits', x.deMinimis),
    amountRow('36', 'SSS, GSIS, PHIC & PAG-IBIG Contributions and Union Dues (Employee share only)', x.contributions),
    amountRow('37', 'Salaries and Other Forms of Compensation (PERA, terminal leave and the like)', x.otherNonTaxable),
    amountRow('38', 'Total Non-Taxable/Exempt Compensation Income (Sum of Items 29 to 37)', x.nonTaxable, true),
    [{ text: 'B. TAXABLE COMPENSATION INCOME REGULAR', colSpan: 3, bold: true, fontSize: 6.5 }, '', ''],
    amountRow('39', 'Basic Salary (net of days without pay, contributions and union dues)', x.taxableBasic),
    amountRow('40', 'Representation', 0),
    amountRow('41', 'Transportation', 0),
    amountRow('42', 'Cost of Living Allowance (COLA)', 0),
    amountRow('43', 'Fixed Housing Allowance', 0),
    amountRow('44', 'Others (specify)', 0),
    [{ text: 'SUPPLEMENTARY', colSpan: 3, bold: true, fontSize: 6.5 }, '', ''],
    amountRow('45', 'Commission', 0),
    amountRow('46', 'Profit Sharing', 0),
    amountRow('47', "Fees Including Director's Fees", 0),
    amountRow('48', 'Taxable 13th Month Benefits', x.taxableBenefits),
    amountRow('49', 'Hazard Pay', 0),
    amountRow('50', 'Overtime Pay', 0),
    amountRow('51', 'Others (other taxable compensation)', x.taxableOther),
    amountRow('52', 'Total Taxable Compensation Income (Sum of Items 39 to 51)', x.taxable, true),
  ];
  return { table: { widths: [20, '*', 62], body }, layout: formLayout, fontSize: 7 };
}

const formLayout = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  hLineColor: () => BORDER,
  vLineColor: () => BORDER,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

function signatures(c: Certificate2316): Content {
  const e = c.employer;
  const name = `${c.person.first_name} ${c.person.middle_name ? `${c.person.middle_name[0]}. ` : ''}${c.person.last_name}`.toUpperCase();
  const line = (who: string, title: string): Content => ({
    stack: [
      { text: who || ' ', bold: true, alignment: 'center', margin: [0, 14, 0, 0] },
      { canvas: [{ type: 'line', x1: 10, y1: 0, x2: 250, y2: 0, lineWidth: 0.6 }] },
      { text: title, fontSize: 6, alignment: 'center' },
    ],
  });
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            text: 'I/We declare, under the penalties of perjury that this certificate has been made in good faith, verified by me/us, and to the best of my/our knowledge and belief, is true and correct pursuant to the provisions of the National Internal Revenue Code, as amended, and the regulations issued under authority thereof. Further, I/we give my/our consent to the processing of my/our information as contemplated under the *Data Privacy Act of 2012 (R.A. No. 10173) for legitimate and lawful purposes.',
            fontSize: 6,
          },
        ],
        [
          {
            columns: [
              line(
                e.bir_signatory_name.toUpperCase(),
                `53 Present Employer/Authorized Agent Signature over Printed Name${e.bir_signatory_title ? ` (${e.bir_signatory_title})` : ''}    Date Signed`,
              ),
              line(name, '54 Employee Signature over Printed Name    Date Signed'),
            ],
          },
        ],
        [
          {
            text: 'CTC/Valid ID No. of Employee: ______________   Place of Issue: ______________   Date Issued: __________   Amount Paid, if CTC: __________',
            fontSize: 6,
          },
        ],
        [
          {
            stack: [
              { text: 'To be accomplished under substituted filing', bold: true, fontSize: 7 },
              {
                columns: [
                  {
                    text: 'I declare, under the penalties of perjury, that the information herein stated are reported under BIR Form No. 1604-C which has been filed with the Bureau of Internal Revenue.',
                    fontSize: 6,
                  },
                  {
                    text: 'I declare, under the penalties of perjury, that I am qualified under substituted filing of Income Tax Return (BIR Form No. 1700), since I received purely compensation income from only one employer in the Philippines for the calendar year; that taxes have been correctly withheld by my employer (tax due equals tax withheld); that the BIR Form No. 1604-C filed by my employer to the BIR shall constitute as my income tax return; and that BIR Form No. 2316 shall serve the same purpose as if BIR Form No. 1700 had been filed pursuant to the provisions of RR No. 3-2002, as amended.',
                    fontSize: 6,
                  },
                ],
                columnGap: 10,
              },
              {
                columns: [
                  line(e.bir_signatory_name.toUpperCase(), 'Present Employer/Authorized Agent Signature over Printed Name'),
                  line(name, 'Employee Signature over Printed Name'),
                ],
              },
            ],
          },
        ],
      ],
    },
    layout: formLayout,
    margin: [0, 4, 0, 0],
  };
}

function page2316(c: Certificate2316, first: boolean): Content {
  return {
    pageBreak: first ? undefined : 'before',
    stack: [
      header2316(),
      { columns: [leftColumn(c), rightColumn(c)], columnGap: 4 },
      signatures(c),
      {
        text: `Figures summed from the university's paid payroll runs of ${c.year}${c.previous.length ? ' and the previous employers’ 2316s as HR entered them' : ''}.`,
        fontSize: 5.5,
        italics: true,
        margin: [0, 3, 0, 0],
      },
    ],
  };
}

/** BIR Form 2316, one page each (one employee's, or every employee's of a year in one file). */
export function render2316(certificates: Certificate2316[]): Promise<Buffer> {
  return renderPdf({
    pageSize: { width: 612, height: 936 }, // 8.5 × 13 in, the form's folio
    pageMargins: [22, 20, 22, 20],
    info: { title: `BIR Form 2316 ${certificates[0]?.year ?? ''}` },
    defaultStyle: { fontSize: 7 },
    content: certificates.length ? certificates.map((c, i) => page2316(c, i === 0)) : [{ text: 'No employee was paid in this year.' }],
  });
}

/** BIR Form 1601-C's Part II of a month, with the employer's part I, as the form lays them out. */
export function render1601c(f: TBir1601c & { employer: Employer }): Promise<Buffer> {
  const e = f.employer;
  /** Item 25, Total Taxes Withheld: item 3 answers whether there was any. */
  const withheld = f.lines.find((l) => l.item === '25')?.amount ?? 0;
  return renderPdf({
    pageSize: { width: 612, height: 936 },
    pageMargins: [28, 24, 28, 24],
    info: { title: `BIR Form 1601-C ${f.month}` },
    defaultStyle: { fontSize: 8 },
    content: [
      {
        table: {
          widths: [90, '*', 90],
          body: [
            [
              {
                stack: [
                  { text: 'BIR Form No.', fontSize: 6 },
                  { text: '1601-C', fontSize: 15, bold: true },
                  { text: 'January 2018 (ENCS)', fontSize: 6 },
                ],
              },
              {
                stack: [
                  { text: 'Republic of the Philippines · Department of Finance · Bureau of Internal Revenue', fontSize: 6.5, alignment: 'center' },
                  { text: 'Monthly Remittance Return', fontSize: 12, bold: true, alignment: 'center' },
                  { text: 'of Income Taxes Withheld on Compensation', fontSize: 10, bold: true, alignment: 'center' },
                ],
              },
              { text: '1601-C 01/18ENCS', fontSize: 7, alignment: 'center', margin: [0, 8, 0, 0] },
            ],
          ],
        },
        layout: formLayout,
      },
      {
        table: {
          widths: [24, '*', 90],
          body: [
            // Items 1–13 as the January 2018 form numbers them; what the HRIS does not keep (sheets attached, ATC,
            // contact number, e-mail) is left as an empty box for the accounting office to fill in.
            [
              boxes(
                { item: '1', label: 'For the Month (MM/YYYY)', value: `${f.month.slice(5, 7)}/${f.month.slice(0, 4)}` },
                { item: '2', label: 'Amended Return?', value: '[ ] Yes  [X] No' },
                { item: '3', label: 'Any Taxes Withheld?', value: withheld > 0 ? '[X] Yes  [ ] No' : '[ ] Yes  [X] No' },
                { item: '4', label: 'Number of Sheet/s Attached', value: '' },
                { item: '5', label: 'ATC', value: '' },
              ),
              '',
              '',
            ],
            [bar('Part I – Background Information'), '', ''],
            [field('6', 'Taxpayer Identification Number (TIN)', tinOf(`${e.employer_tin}${e.employer_branch}`), 2), '', field('7', 'RDO Code', e.employer_rdo)],
            [field('8', "Withholding Agent's Name", e.employer_name.toUpperCase(), 3), '', ''],
            [field('9', 'Registered Address', e.employer_address.toUpperCase(), 2), '', field('9A', 'ZIP Code', e.employer_zip)],
            [
              boxes(
                { item: '10', label: 'Contact Number', value: '' },
                { item: '11', label: 'Category of Withholding Agent', value: '[ ] Private   [X] Government' },
                { item: '12', label: 'Email Address', value: '' },
              ),
              '',
              '',
            ],
            [
              boxes(
                { item: '13', label: 'Are there payees availing of tax relief under Special Law or International Tax Treaty?', value: '[ ] Yes  [ ] No' },
                { item: '13A', label: 'If yes, specify', value: '' },
              ),
              '',
              '',
            ],
            [bar('Part II – Computation of Tax'), '', ''],
            ...f.lines.map((l) => amountRow(l.item, l.label, l.amount, l.total ?? false)),
          ],
        },
        layout: formLayout,
        margin: [0, 4, 0, 0],
      },
      {
        text: `From the ${f.runs.length} approved and paid payroll run(s) of ${monthName(f.month)} (${f.people} people). Items 28–36 (remittances made, penalties) are the accounting office's.`,
        fontSize: 6.5,
        italics: true,
        margin: [0, 4, 0, 0],
      },
    ],
  });
}
