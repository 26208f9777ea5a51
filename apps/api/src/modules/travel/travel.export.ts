import ExcelJS from 'exceljs';
import type { TravelRow } from './travel.repo';
import { travelDays, travelHours } from './travel.format';

// The attendance office's list of travels as a spreadsheet, laid out like the personnel export.

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  returned: 'Returned',
  disapproved: 'Disapproved',
  cancelled: 'Cancelled',
};
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

const COLUMNS: { header: string; width: number; date?: boolean; value: (r: TravelRow) => string | number | Date | null }[] = [
  { header: 'Employee No.', width: 16, value: (r) => r.personnel.idno },
  { header: 'Name', width: 30, value: (r) => r.personnel.fullname },
  { header: 'Department', width: 36, value: (r) => r.personnel.department?.fullname ?? null },
  { header: 'Destination', width: 32, value: (r) => r.destination },
  { header: 'Purpose', width: 48, value: (r) => r.purpose },
  // Real date cells, so HR can sort and filter by them in Excel.
  { header: 'From', width: 12, date: true, value: (r) => asDate(r.date_from) },
  { header: 'To', width: 12, date: true, value: (r) => asDate(r.date_to) },
  { header: 'Days', width: 7, value: (r) => travelDays(r) },
  { header: 'Hours', width: 22, value: (r) => travelHours(r) },
  { header: 'Status', width: 13, value: (r) => STATUS_LABELS[r.status] ?? r.status },
  { header: 'Filed', width: 12, date: true, value: (r) => new Date(r.created_at) },
];

/** The travels as an .xlsx: a bold, frozen header row with filters, one row per travel. */
export async function travelWorkbook(rows: TravelRow[], now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'University HRIS';
  workbook.created = now;
  const sheet = workbook.addWorksheet('Official business', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  COLUMNS.forEach((c, i) => {
    if (c.date) sheet.getColumn(i + 1).numFmt = 'mm/dd/yyyy';
  });
  sheet.getColumn(COLUMNS.findIndex((c) => c.header === 'Purpose') + 1).alignment = { wrapText: true, vertical: 'top' };
  for (const row of rows) sheet.addRow(COLUMNS.map((c) => c.value(row)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** official-business-2026-11.xlsx for a month, else with the day of the download (Manila). */
export function exportFileName(month: string | undefined, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `official-business-${month ?? day}.xlsx`;
}
