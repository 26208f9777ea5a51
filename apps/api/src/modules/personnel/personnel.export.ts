import ExcelJS from 'exceljs';
import { EMPLOYMENT_KIND_LABELS, type TEmploymentKind } from '@hris/contracts';
import type { PersonnelExportRow } from './personnel.repo';

/** More rows than this are not exported: a filter narrows the list instead (the whole university is about 10,000). */
export const EXPORT_ROW_CAP = 20_000;

const COLUMNS: { header: string; width: number; value: (r: PersonnelExportRow) => string | number | Date | null }[] = [
  { header: 'Employee No.', width: 16, value: (r) => r.idno },
  { header: 'Last name', width: 20, value: (r) => r.last_name },
  { header: 'First name', width: 20, value: (r) => r.first_name },
  { header: 'Middle name', width: 18, value: (r) => r.middle_name },
  { header: 'Ext.', width: 6, value: (r) => r.name_extension },
  { header: 'Campus', width: 24, value: (r) => r.campus },
  { header: 'Department', width: 36, value: (r) => r.department },
  { header: 'Position', width: 30, value: (r) => r.position },
  { header: 'SG', width: 6, value: (r) => r.salary_grade },
  { header: 'Employment kind', width: 16, value: (r) => EMPLOYMENT_KIND_LABELS[r.employment_kind as TEmploymentKind] ?? r.employment_kind },
  { header: 'Appointment status', width: 20, value: (r) => r.appointment_status },
  // A real date cell, so HR can sort and compute years of service in Excel.
  {
    header: 'Date of original appointment',
    width: 16,
    value: (r) => (r.date_original_appointment ? new Date(`${r.date_original_appointment}T00:00:00Z`) : null),
  },
  { header: 'Active', width: 8, value: (r) => (r.is_active ? 'Yes' : 'No') },
];

/** The personnel list as an .xlsx: a bold, frozen header row and one row per person. */
export async function personnelWorkbook(rows: PersonnelExportRow[], now: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'University HRIS';
  workbook.created = now;
  const sheet = workbook.addWorksheet('Personnel', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(COLUMNS.findIndex((c) => c.header === 'Date of original appointment') + 1).numFmt = 'mm/dd/yyyy';
  for (const row of rows) sheet.addRow(COLUMNS.map((c) => c.value(row)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** personnel-2026-05-14.xlsx: the date tells two downloads apart (Manila's calendar day). */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `personnel-${day}.xlsx`;
}
