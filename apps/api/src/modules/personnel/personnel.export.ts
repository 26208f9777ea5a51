import { EMPLOYMENT_KIND_LABELS, type TEmploymentKind } from '@hris/contracts';
import { listWorkbook, manilaDay, type SheetColumn } from '../../lib/workbook';
import type { PersonnelExportRow } from './personnel.repo';

/** More rows than this are not exported: a filter narrows the list instead (the whole university is about 10,000). */
export const EXPORT_ROW_CAP = 20_000;

const COLUMNS: SheetColumn<PersonnelExportRow>[] = [
  { header: 'Employee No.', kind: 'text', width: 16, value: (r) => r.idno },
  { header: 'Last name', kind: 'text', width: 20, value: (r) => r.last_name },
  { header: 'First name', kind: 'text', width: 20, value: (r) => r.first_name },
  { header: 'Middle name', kind: 'text', width: 18, value: (r) => r.middle_name },
  { header: 'Ext.', kind: 'text', width: 6, value: (r) => r.name_extension },
  { header: 'Campus', kind: 'text', width: 24, value: (r) => r.campus },
  { header: 'Department', kind: 'text', width: 36, value: (r) => r.department },
  { header: 'Position', kind: 'text', width: 30, value: (r) => r.position },
  { header: 'SG', kind: 'number', width: 6, value: (r) => r.salary_grade },
  { header: 'Employment kind', kind: 'text', width: 16, value: (r) => EMPLOYMENT_KIND_LABELS[r.employment_kind as TEmploymentKind] ?? r.employment_kind },
  { header: 'Appointment status', kind: 'text', width: 20, value: (r) => r.appointment_status },
  // A real date cell, so HR can sort and compute years of service in Excel.
  { header: 'Date of original appointment', kind: 'date', width: 16, value: (r) => r.date_original_appointment },
  { header: 'Active', kind: 'text', width: 8, value: (r) => (r.is_active ? 'Yes' : 'No') },
];

/** The personnel list as an .xlsx: one row per person. */
export function personnelWorkbook(rows: PersonnelExportRow[], now: Date): Promise<Buffer> {
  return listWorkbook('Personnel', COLUMNS, rows, now);
}

/** personnel-2026-05-14.xlsx: the date tells two downloads apart (Manila's calendar day). */
export function exportFileName(now: Date): string {
  return `personnel-${manilaDay(now)}.xlsx`;
}
