import { listWorkbook, manilaDay, type SheetColumn } from '../../lib/workbook';
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

const COLUMNS: SheetColumn<TravelRow>[] = [
  { header: 'Employee No.', kind: 'text', width: 16, value: (r) => r.personnel.idno },
  { header: 'Name', kind: 'text', width: 30, value: (r) => r.personnel.fullname },
  { header: 'Department', kind: 'text', width: 36, value: (r) => r.personnel.department?.fullname ?? null },
  { header: 'Destination', kind: 'text', width: 32, value: (r) => r.destination },
  { header: 'Purpose', kind: 'text', width: 48, wrap: true, value: (r) => r.purpose },
  // Real date cells, so HR can sort and filter by them in Excel.
  { header: 'From', kind: 'date', width: 12, value: (r) => r.date_from },
  { header: 'To', kind: 'date', width: 12, value: (r) => r.date_to },
  { header: 'Days', kind: 'number', width: 7, value: (r) => travelDays(r) },
  { header: 'Hours', kind: 'text', width: 22, value: (r) => travelHours(r) },
  { header: 'Status', kind: 'text', width: 13, value: (r) => STATUS_LABELS[r.status] ?? r.status },
  { header: 'Filed', kind: 'date', width: 12, value: (r) => r.created_at },
];

/** The travels as an .xlsx: a bold, frozen header row with filters, one row per travel. */
export function travelWorkbook(rows: TravelRow[], now: Date): Promise<Buffer> {
  return listWorkbook('Official business', COLUMNS, rows, now);
}

/** official-business-2026-11.xlsx for a month, else with the day of the download (Manila). */
export function exportFileName(month: string | undefined, now: Date): string {
  return `official-business-${month ?? manilaDay(now)}.xlsx`;
}
