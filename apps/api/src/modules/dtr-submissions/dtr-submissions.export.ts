import ExcelJS from 'exceljs';
import type { listForMonth } from './dtr-submissions.service';

type MonthList = Awaited<ReturnType<typeof listForMonth>>;
type Row = MonthList['departments'][number];

const STATUS_LABEL: Record<Row['status'], string> = { not_submitted: 'Not submitted', submitted: 'Submitted', received: 'Received', returned: 'Returned' };
// Excel has no time zones: the cell holds Manila's wall-clock time, as HR reads it on the page.
const MANILA_MS = 8 * 3_600_000;
const when = (iso: string | null | undefined) => (iso ? new Date(Date.parse(iso) + MANILA_MS) : null);

const COLUMNS: { header: string; width: number; date?: boolean; value: (r: Row) => string | Date | null }[] = [
  { header: 'Campus', width: 20, value: (r) => r.campus.name },
  { header: 'Department', width: 44, value: (r) => r.fullname },
  { header: 'Acronym', width: 12, value: (r) => r.acronym },
  { header: 'Status', width: 14, value: (r) => STATUS_LABEL[r.status] },
  { header: 'Waiting for', width: 24, value: (r) => r.submission?.waiting_for?.who ?? null },
  { header: 'Submitted by', width: 24, value: (r) => r.submission?.submitted_by?.name ?? null },
  // Real date cells, so HR can sort by who was late to submit.
  { header: 'Submitted on', width: 18, date: true, value: (r) => when(r.submission?.submitted_at) },
  { header: 'Reviewed by', width: 24, value: (r) => r.submission?.reviewed_by?.name ?? null },
  { header: 'Reviewed on', width: 18, date: true, value: (r) => when(r.submission?.reviewed_at) },
  { header: "Clerk's remarks", width: 40, value: (r) => r.submission?.remarks ?? null },
  { header: 'Remarks on return', width: 50, value: (r) => r.submission?.review_remarks ?? null },
];

/** A month's submissions as an .xlsx: one row per department, a bold frozen header, and a filter. */
export async function submissionsWorkbook(list: MonthList, sheetName: string, now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'University HRIS';
  workbook.created = now;
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  COLUMNS.forEach((c, i) => {
    if (c.date) sheet.getColumn(i + 1).numFmt = 'mm/dd/yyyy hh:mm';
  });
  for (const row of list.departments) sheet.addRow(COLUMNS.map((c) => c.value(row)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
