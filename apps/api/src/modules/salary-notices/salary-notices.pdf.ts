import type { TNosa, TNosi } from '@hris/contracts';
import type { Deps } from '../../lib/deps';
import { formDate, letterhead, peso, renderPdf, type Content, type PdfDocument } from '../../lib/pdf';
import { readSetting, universityLogo } from '../../lib/settings';
import { manilaDay } from '../../lib/workbook';
import { sexOfPeople } from './salary-notices.repo';

// The notices on paper, in the wording of the DBM-prescribed forms: the Notice of Salary Adjustment (the annex of the
// budget circular implementing a tranche) and the Notice of Salary Step Increment (CSC-DBM Joint Circular No. 1
// s. 2012). One letter a page; an office's notices of a tranche in one file, a page each.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** 1 January 2026 → "January 1, 2026", as the forms write dates. */
const longDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
};
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

type Letterhead = { university: string; logo: Buffer | null; head: { name: string; title: string } };

async function signatory(deps: Deps): Promise<Letterhead> {
  const [university, name, title, logo] = await Promise.all([
    readSetting(deps.db, 'university_name'),
    readSetting(deps.db, 'head_of_agency_name'),
    readSetting(deps.db, 'head_of_agency_title'),
    universityLogo(deps),
  ]);
  return { university: String(university), logo, head: { name: String(name), title: String(title) } };
}

/** A figure line: the words, a dotted leader, the amount in pesos. */
const figure = (label: string, amount: string | null, bold = false, indent = 0): Content => ({
  columns: [
    { width: '*', text: label, bold },
    { width: 110, text: amount === null ? '' : amount === '' ? '—' : amount, alignment: 'right', bold },
  ],
  margin: [18 + indent, 3, 0, 3],
});

type Sex = 'male' | 'female' | undefined;

/** The addressee as the form writes them: "Mr." or "Ms." and "Sir:" or "Madam:" from the sex in the PDS (both only when none is recorded). */
function addressee(person: { fullname: string }, sex: Sex, position: string, office: string | null | undefined, issuedOn: string): Content[] {
  const title = sex === 'male' ? 'Mr.' : sex === 'female' ? 'Ms.' : 'Mr./Ms.';
  const salutation = sex === 'male' ? 'Sir:' : sex === 'female' ? 'Madam:' : 'Sir/Madam:';
  return [
    { text: longDate(issuedOn), alignment: 'right', margin: [0, 0, 0, 14] },
    { text: `${title} ${person.fullname.toUpperCase()}`, bold: true },
    { text: position },
    { text: office ?? '' },
    { text: salutation, margin: [0, 14, 0, 8] },
  ];
}

function closing(l: Letterhead, position: string, grade: number, itemNo: string | null, year: string, ack: string | null): Content[] {
  return [
    { text: 'Very truly yours,', margin: [260, 24, 0, 30] },
    { text: l.head.name, bold: true, margin: [260, 0, 0, 0] },
    { text: l.head.title, margin: [260, 0, 0, 24] },
    {
      table: {
        widths: [150, '*'],
        body: [
          ['Position Title:', position],
          ['Salary Grade:', String(grade)],
          [`Item No./Unique Item No., FY ${year} Personal Services Itemization and/or Plantilla of Personnel:`, itemNo ?? ''],
        ],
      },
      layout: 'noBorders',
      fontSize: 9,
    },
    { text: 'Copy furnished: GSIS', fontSize: 9, margin: [0, 16, 0, 0] },
    ...(ack
      ? [
          {
            text: `Receipt acknowledged by the employee in the HRIS on ${ack}.`,
            fontSize: 8,
            italics: true,
            margin: [0, 10, 0, 0] as [number, number, number, number],
          },
        ]
      : []),
  ];
}

function nosaPage(l: Letterhead, n: TNosa, sex: Sex, issuedOn: string): Content[] {
  const eff = longDate(n.effective_date);
  return [
    letterhead({ university: l.university, logo: l.logo }),
    { text: 'NOTICE OF SALARY ADJUSTMENT', bold: true, fontSize: 13, alignment: 'center', margin: [0, 0, 0, 16] },
    ...addressee(n.personnel, sex, n.position_title, n.personnel.department?.fullname, issuedOn),
    {
      text: `Pursuant to ${n.legal_basis}, your salary is hereby adjusted effective ${eff}, as follows:`,
      alignment: 'justify',
      margin: [0, 0, 0, 8],
    },
    figure(
      `1. Adjusted monthly basic salary effective ${eff}, under the new salary schedule; SG ${n.salary_grade}, Step ${n.salary_step}`,
      peso(n.new_monthly),
    ),
    figure(
      `2. Actual monthly basic salary as of ${longDate(dayBefore(n.effective_date))}; SG ${n.salary_grade}, Step ${n.salary_step}`,
      peso(n.previous_monthly),
    ),
    figure(`3. Monthly salary adjustment effective ${eff} (1 – 2)`, peso(n.adjustment), true),
    {
      text: 'It is understood that this salary adjustment is subject to review and post-audit, and to appropriate re-adjustment and refund if found not in order.',
      alignment: 'justify',
      margin: [0, 12, 0, 0],
    },
    ...closing(
      l,
      n.position_title,
      n.salary_grade,
      n.item_no,
      n.effective_date.slice(0, 4),
      n.received_at ? formDate(manilaDay(new Date(n.received_at))) : null,
    ),
  ];
}

function nosiPage(l: Letterhead, n: TNosi, sex: Sex): Content[] {
  const eff = longDate(n.effective_date);
  return [
    letterhead({ university: l.university, logo: l.logo }),
    { text: 'NOTICE OF SALARY STEP INCREMENT', bold: true, fontSize: 13, alignment: 'center', margin: [0, 0, 0, 16] },
    ...addressee(n.personnel, sex, n.position_title, n.personnel.department?.fullname, manilaDay(new Date(n.issued_at))),
    {
      text: `Pursuant to Joint Civil Service Commission (CSC) and Department of Budget and Management (DBM) Circular No. 1, s. 2012, implementing Section 13 (c) of the Joint Senate and House of Representatives Resolution No. 4, s. 2009, your salary as ${n.position_title}, SG-${n.salary_grade}, is hereby adjusted effective ${eff}, as shown below:`,
      alignment: 'justify',
      margin: [0, 0, 0, 8],
    },
    figure(`Basic monthly salary as of ${longDate(dayBefore(n.effective_date))} (Step ${n.step_from})`, peso(n.previous_monthly)),
    figure('Salary adjustment:', null),
    figure('a. Merit (step/s)', '', false, 14),
    figure('b. Length of service (1 step)', peso(n.adjustment), false, 14),
    figure(`Adjusted salary effective ${eff} (Step ${n.step_to})`, peso(n.new_monthly), true),
    {
      text: 'This step increment is subject to review and post-audit by the Department of Budget and Management and subject to readjustment and refund if found not in order.',
      alignment: 'justify',
      margin: [0, 12, 0, 0],
    },
    ...closing(
      l,
      n.position_title,
      n.salary_grade,
      n.item_no,
      n.effective_date.slice(0, 4),
      n.received_at ? formDate(manilaDay(new Date(n.received_at))) : null,
    ),
  ];
}

const page = (title: string, pages: Content[][]): PdfDocument => ({
  pageSize: 'A4',
  pageMargins: [64, 48, 64, 48],
  info: { title },
  defaultStyle: { fontSize: 10.5, lineHeight: 1.15 },
  content: pages.flatMap((p, i) => (i === 0 ? p : [{ text: '', pageBreak: 'before' as const }, ...p])),
});

/**
 * Notices of salary adjustment, one a page; dated the day they were issued (today while still prepared). `onProgress`
 * hears the share drawn (a tranche's thousands of pages, drawn in a job).
 */
export async function renderNosa(deps: Deps, notices: TNosa[], onProgress?: (fraction: number) => void): Promise<Buffer> {
  const [l, sexes] = await Promise.all([
    signatory(deps),
    sexOfPeople(
      deps.db,
      notices.map((n) => n.personnel.id),
    ),
  ]);
  const today = deps.clock.today();
  const title = notices.length === 1 ? `Notice of Salary Adjustment: ${notices[0]!.personnel.fullname}` : 'Notices of Salary Adjustment';
  return renderPdf(
    page(
      title,
      notices.map((n) => nosaPage(l, n, sexes.get(n.personnel.id), n.issued_at ? manilaDay(new Date(n.issued_at)) : today)),
    ),
    onProgress,
  );
}

export async function renderNosi(deps: Deps, notice: TNosi): Promise<Buffer> {
  const [l, sexes] = await Promise.all([signatory(deps), sexOfPeople(deps.db, [notice.personnel.id])]);
  return renderPdf(page(`Notice of Salary Step Increment: ${notice.personnel.fullname}`, [nosiPage(l, notice, sexes.get(notice.personnel.id))]));
}
