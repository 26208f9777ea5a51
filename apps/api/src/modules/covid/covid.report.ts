import ExcelJS from 'exceljs';
import { COVID_STATUS_LABELS, type TCovidOfficeCounts, type TCovidStatus } from '@hris/contracts';
import { letterhead, renderPdf, type Content, type OfficeHeader } from '../../lib/pdf';
import type { CountsRow, reportRows } from './covid.repo';

/** The report is the health officers', who see every count as counted (none withheld). */
type OfficeCounts = Omit<TCovidOfficeCounts, keyof CountsRow> & CountsRow;

// The COVID vaccination report (/covid/report): the counts per office, then each office's list (name, status, doses,
// verified), as a workbook of two sheets and as an A4 PDF under the letterhead.

type Line = Awaited<ReturnType<typeof reportRows>>[number];
const status = (s: string) => COVID_STATUS_LABELS[s as TCovidStatus] ?? s;
const pct = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '—');

export async function reportWorkbook(offices: OfficeCounts[], lines: Line[], now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'University HRIS';
  workbook.created = now;
  const counts = workbook.addWorksheet('Counts', { views: [{ state: 'frozen', ySplit: 1 }] });
  counts.columns = [
    { header: 'Office', width: 14 },
    { header: 'Office name', width: 40 },
    { header: 'Campus', width: 10 },
    { header: 'Employees', width: 11 },
    { header: 'Fully vaccinated', width: 16 },
    { header: 'Boosted', width: 10 },
    { header: 'Partially', width: 10 },
    { header: 'Exempt', width: 10 },
    { header: 'Not vaccinated', width: 14 },
    { header: 'Verified', width: 10 },
  ];
  counts.getRow(1).font = { bold: true };
  for (const o of offices) counts.addRow([o.acronym, o.name, o.campus, o.total, o.fully_vaccinated, o.boosted, o.partially, o.exempt, o.none, o.verified]);
  const list = workbook.addWorksheet('Employees', { views: [{ state: 'frozen', ySplit: 1 }] });
  list.columns = [
    { header: 'Office', width: 14 },
    { header: 'Name', width: 34 },
    { header: 'Status', width: 20 },
    { header: 'Brand', width: 24 },
    { header: 'Primary doses', width: 14 },
    { header: 'Boosters', width: 10 },
    { header: 'Card', width: 8 },
    { header: 'Verified on', width: 14 },
  ];
  list.getRow(1).font = { bold: true };
  list.getColumn(8).numFmt = 'mm/dd/yyyy';
  for (const l of lines)
    list.addRow([
      l.office,
      l.fullname,
      status(l.status),
      l.brand ?? '',
      l.primary_doses,
      l.boosters,
      l.has_card ? 'Yes' : 'No',
      l.verified_at ? new Date(l.verified_at) : null,
    ]);
  list.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 8 } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
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
      letterhead({ university, office: 'Human Resource Management Office', header: officeHeader }),
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
