import { COVID_STATUS_LABELS, type TCovidOfficeCounts, type TCovidStatus } from '@hris/contracts';
import { letterhead, renderPdf, type Content, type OfficeHeader } from '../../lib/pdf';
import { addListSheet, newWorkbook, workbookBytes, type SheetColumn } from '../../lib/workbook';
import type { CountsRow, reportRows } from './covid.repo';

/** The report is the health officers', who see every count as counted (none withheld). */
type OfficeCounts = Omit<TCovidOfficeCounts, keyof CountsRow> & CountsRow;

// The COVID vaccination report (/covid/report): the counts per office, then each office's list (name, status, doses,
// verified), as a workbook of two sheets and as an A4 PDF under the letterhead.

type Line = Awaited<ReturnType<typeof reportRows>>[number];
const status = (s: string) => COVID_STATUS_LABELS[s as TCovidStatus] ?? s;
const pct = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '—');

const COUNT_COLUMNS: SheetColumn<OfficeCounts>[] = [
  { header: 'Office', kind: 'text', width: 14, value: (o) => o.acronym },
  { header: 'Office name', kind: 'text', width: 40, value: (o) => o.name },
  { header: 'Campus', kind: 'text', width: 10, value: (o) => o.campus },
  { header: 'Employees', kind: 'number', width: 11, value: (o) => o.total },
  { header: 'Fully vaccinated', kind: 'number', width: 16, value: (o) => o.fully_vaccinated },
  { header: 'Boosted', kind: 'number', width: 10, value: (o) => o.boosted },
  { header: 'Partially', kind: 'number', width: 10, value: (o) => o.partially },
  { header: 'Exempt', kind: 'number', width: 10, value: (o) => o.exempt },
  { header: 'Not vaccinated', kind: 'number', width: 14, value: (o) => o.none },
  { header: 'Verified', kind: 'number', width: 10, value: (o) => o.verified },
];
const EMPLOYEE_COLUMNS: SheetColumn<Line>[] = [
  { header: 'Office', kind: 'text', width: 14, value: (l) => l.office },
  { header: 'Name', kind: 'text', width: 34, value: (l) => l.fullname },
  { header: 'Status', kind: 'text', width: 20, value: (l) => status(l.status) },
  { header: 'Brand', kind: 'text', width: 24, value: (l) => l.brand },
  { header: 'Primary doses', kind: 'number', width: 14, value: (l) => l.primary_doses },
  { header: 'Boosters', kind: 'number', width: 10, value: (l) => l.boosters },
  { header: 'Card', kind: 'text', width: 8, value: (l) => (l.has_card ? 'Yes' : 'No') },
  { header: 'Verified on', kind: 'date', width: 14, value: (l) => l.verified_at },
];

export async function reportWorkbook(offices: OfficeCounts[], lines: Line[], now: Date): Promise<Buffer> {
  const workbook = newWorkbook(now);
  addListSheet(workbook, 'Counts', COUNT_COLUMNS, offices);
  addListSheet(workbook, 'Employees', EMPLOYEE_COLUMNS, lines);
  return workbookBytes(workbook);
}

const cell = (text: string | number, opts: { bold?: boolean; right?: boolean } = {}): Content => ({
  text: String(text),
  bold: opts.bold,
  fontSize: 8,
  alignment: opts.right ? 'right' : 'left',
});
const grid = { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 2, paddingBottom: () => 2 };

export async function reportPdf(
  university: string,
  asOf: string,
  offices: OfficeCounts[],
  lines: Line[],
  officeHeader: OfficeHeader | null = null,
  /** The university's logo (lib/settings universityLogo), printed when the office's header has none. */
  logo: Buffer | null = null,
): Promise<Buffer> {
  const header = ['Office', 'Employees', 'Fully vaccinated', 'Boosted', 'Partially', 'Exempt', 'Not vaccinated', 'Verified'].map((h) =>
    cell(h, { bold: true }),
  );
  const total = offices.reduce(
    (t, o) => ({
      total: t.total + o.total,
      fully: t.fully + o.fully_vaccinated,
      boosted: t.boosted + o.boosted,
      partially: t.partially + o.partially,
      exempt: t.exempt + o.exempt,
      none: t.none + o.none,
      verified: t.verified + o.verified,
    }),
    { total: 0, fully: 0, boosted: 0, partially: 0, exempt: 0, none: 0, verified: 0 },
  );
  const countRows = offices.map((o) => [
    cell(o.acronym),
    cell(o.total, { right: true }),
    cell(`${o.fully_vaccinated} (${pct(o.fully_vaccinated, o.total)})`, { right: true }),
    cell(`${o.boosted} (${pct(o.boosted, o.total)})`, { right: true }),
    cell(o.partially, { right: true }),
    cell(o.exempt, { right: true }),
    cell(o.none, { right: true }),
    cell(o.verified, { right: true }),
  ]);
  countRows.push([
    cell('All', { bold: true }),
    cell(total.total, { right: true, bold: true }),
    cell(`${total.fully} (${pct(total.fully, total.total)})`, { right: true, bold: true }),
    cell(`${total.boosted} (${pct(total.boosted, total.total)})`, { right: true, bold: true }),
    cell(total.partially, { right: true, bold: true }),
    cell(total.exempt, { right: true, bold: true }),
    cell(total.none, { right: true, bold: true }),
    cell(total.verified, { right: true, bold: true }),
  ]);
  const byOffice = new Map<string, Line[]>();
  for (const l of lines) byOffice.set(l.office, [...(byOffice.get(l.office) ?? []), l]);
  const lists: Content[] = [...byOffice].map(([office, people]) => ({
    stack: [
      { text: office, bold: true, fontSize: 10, margin: [0, 10, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 90, '*', 40, 40, 50],
          body: [
            ['Name', 'Status', 'Brand', 'Doses', 'Boosters', 'Verified'].map((h) => cell(h, { bold: true })),
            ...people.map((p) => [
              cell(p.fullname),
              cell(status(p.status)),
              cell(p.brand ?? ''),
              cell(p.primary_doses, { right: true }),
              cell(p.boosters, { right: true }),
              cell(p.verified_at ? 'Yes' : 'No'),
            ]),
          ],
        },
        layout: grid,
      },
    ],
  }));
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: { title: `COVID vaccination report — ${asOf}` },
    footer: (page: number, pages: number) => ({ text: `Page ${page} of ${pages}`, alignment: 'center', fontSize: 8 }),
    content: [
      letterhead({ university, office: 'Human Resource Management Office', header: officeHeader, logo }),
      { text: 'COVID-19 VACCINATION REPORT', bold: true, fontSize: 13, alignment: 'center', margin: [0, 0, 0, 4] },
      {
        text: `As of ${asOf}. Fully vaccinated includes the boosted. Confidential: health data under RA 10173.`,
        fontSize: 8,
        alignment: 'center',
        margin: [0, 0, 0, 10],
      },
      { table: { headerRows: 1, widths: ['*', 50, 80, 70, 50, 45, 60, 45], body: [header, ...countRows] }, layout: grid },
      ...lists,
    ],
  });
}
