import type { Deps } from '../../lib/deps';
import { letterhead, renderPdf, type Content } from '../../lib/pdf';
import { readSetting, universityLogo } from '../../lib/settings';
import { addListSheet, newWorkbook, workbookBytes, type SheetColumn } from '../../lib/workbook';
import type { MonthlyReport, MonthlyReportLine } from './attendance-reports.service';

// The monthly absences and undertime report as HR files it: a spreadsheet and a printed, signed copy.

const TITLE = 'MONTHLY REPORT OF ABSENCES, TARDINESS AND UNDERTIME';
/** Two title lines and a blank row above the header. */
const HEADER_ROW = 4;

/** 'YYYY-MM' → 'November 2026'. */
export const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Minutes as the office reads them: 1 h 25 min. */
const hoursMinutes = (minutes: number) =>
  minutes <= 0 ? '' : [Math.floor(minutes / 60) && `${Math.floor(minutes / 60)} h`, minutes % 60 && `${minutes % 60} min`].filter(Boolean).join(' ');
const days = (n: number) => (n <= 0 ? '' : String(Number(n.toFixed(3))));

/** A row of the sheet: a person's line numbered, or the totals (no number, no person). */
type Line = Omit<MonthlyReportLine, 'personnel'> & {
  no: number | null;
  personnel: Pick<MonthlyReportLine['personnel'], 'idno' | 'fullname' | 'department' | 'position'>;
};
const COLUMNS: SheetColumn<Line>[] = [
  { header: 'No.', kind: 'number', width: 5, value: (l) => l.no },
  { header: 'Employee No.', kind: 'text', width: 14, value: (l) => l.personnel.idno },
  { header: 'Name', kind: 'text', width: 32, value: (l) => l.personnel.fullname },
  { header: 'Department', kind: 'text', width: 36, value: (l) => l.personnel.department },
  { header: 'Position', kind: 'text', width: 28, value: (l) => l.personnel.position },
  { header: 'Times late', kind: 'number', width: 10, value: (l) => l.times_late },
  { header: 'Late (minutes)', kind: 'number', width: 12, value: (l) => l.late_minutes },
  { header: 'Undertime (minutes)', kind: 'number', width: 14, value: (l) => l.undertime_minutes },
  { header: 'Absences (days)', kind: 'number', width: 12, value: (l) => l.absent_days },
  { header: 'Flags', kind: 'text', width: 34, value: (l) => l.flags.join(', ') },
];

export const reportFileName = (report: MonthlyReport, ext: 'xlsx' | 'pdf') =>
  `absences-undertime-${report.scope.kind}-${report.scope.id}-${report.month}.${ext}`;

/** The report as an .xlsx: a title, a bold frozen header row, one row per person, numbers as numbers, flags in red. */
export async function monthlyReportWorkbook(report: MonthlyReport, created: Date): Promise<Buffer> {
  const workbook = newWorkbook(created);
  const total: Line = {
    ...report.totals,
    no: null,
    personnel: { idno: null, fullname: 'TOTAL', department: null, position: null },
    flags: [],
  };
  const sheet = addListSheet(
    workbook,
    report.month,
    COLUMNS,
    report.people.map((l, i) => ({ ...l, no: i + 1 })),
    {
      title: [TITLE, `${report.scope.name} — ${monthName(report.month)}`],
      totals: [total],
    },
  );
  report.people.forEach((line, i) => {
    if (line.flags.length) sheet.getCell(HEADER_ROW + 1 + i, COLUMNS.length).font = { bold: true, color: { argb: 'FFC92A2A' } };
  });
  return workbookBytes(workbook);
}

const cell = (text: string | number, extra: Record<string, unknown> = {}) => ({ text: String(text), ...extra });

/** The report on legal paper, landscape, under the university's letterhead, for HR to sign. */
export async function monthlyReportPdf(deps: Deps, report: MonthlyReport): Promise<Buffer> {
  const [university, signatoryName, signatoryTitle, logo] = await Promise.all([
    readSetting(deps.db, 'university_name'),
    readSetting(deps.db, 'hr_signatory_name'),
    readSetting(deps.db, 'hr_signatory_title'),
    universityLogo(deps),
  ]);
  const head = (text: string) => cell(text, { bold: true, alignment: 'center', fillColor: '#eeeeee' });
  const right = { alignment: 'right' };
  const body = report.people.map((l, i) => [
    cell(i + 1, right),
    cell(l.personnel.idno ?? ''),
    cell(l.personnel.fullname, { bold: true }),
    cell(l.personnel.department ?? ''),
    cell(l.times_late || '', right),
    cell(hoursMinutes(l.late_minutes), right),
    cell(hoursMinutes(l.undertime_minutes), right),
    cell(days(l.absent_days), right),
    cell(l.flags.join('\n'), { bold: true, color: '#c92a2a' }),
  ]);
  const t = report.totals;
  const totalRow = [
    cell('TOTAL', { colSpan: 4, bold: true, alignment: 'right' }),
    '',
    '',
    '',
    cell(t.times_late || '', { ...right, bold: true }),
    cell(hoursMinutes(t.late_minutes), { ...right, bold: true }),
    cell(hoursMinutes(t.undertime_minutes), { ...right, bold: true }),
    cell(days(t.absent_days), { ...right, bold: true }),
    '',
  ];
  const table: Content = {
    table: {
      headerRows: 1,
      widths: [22, 62, '*', '*', 40, 60, 60, 50, 110],
      body: [
        ['No.', 'Employee No.', 'Name', 'Department', 'Times late', 'Tardiness', 'Undertime', 'Absences (days)', 'Flags'].map(head),
        ...(body.length ? body : [[cell('No active personnel.', { colSpan: 9, italics: true, alignment: 'center' }), '', '', '', '', '', '', '', '']]),
        totalRow,
      ],
    },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 3, paddingBottom: () => 3 },
    fontSize: 8,
  };
  return renderPdf({
    pageSize: 'LEGAL',
    pageOrientation: 'landscape',
    pageMargins: [36, 28, 36, 36],
    info: { title: `${TITLE} — ${report.scope.name} — ${monthName(report.month)}` },
    footer: (page, pages) => ({ text: `Page ${page} of ${pages}`, alignment: 'right', fontSize: 7, margin: [0, 8, 36, 0] }),
    content: [
      letterhead({ university: String(university), campus: report.scope.campus, office: 'Human Resource Management Office', logo }),
      { text: TITLE, bold: true, fontSize: 12, alignment: 'center' },
      { text: `${report.scope.name}\nFor the month of ${monthName(report.month)}`, alignment: 'center', fontSize: 10, margin: [0, 2, 0, 10] },
      table,
      {
        text: 'HABITUAL TARDINESS: late ten (10) times a month in at least two (2) months of a semester or in two (2) consecutive months (CSC MC No. 23, s. 1998). 30 DAYS ABSENT: absent without approved leave for at least thirty (30) calendar days (CSC MC No. 12, s. 1994).',
        fontSize: 7,
        italics: true,
        margin: [0, 6, 0, 24],
      },
      {
        columns: [
          { width: '*', text: '' },
          {
            width: 240,
            stack: [
              { text: 'Certified correct:', fontSize: 8, margin: [0, 0, 0, 24] },
              { text: String(signatoryName || ' ').toUpperCase(), bold: true, alignment: 'center', fontSize: 9 },
              { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 240, y2: 0, lineWidth: 0.5 }], margin: [0, 1, 0, 2] },
              { text: String(signatoryTitle || 'Human Resource Management Officer'), alignment: 'center', fontSize: 8 },
            ],
          },
        ],
      },
    ],
  });
}
