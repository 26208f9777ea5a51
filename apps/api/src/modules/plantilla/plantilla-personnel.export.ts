import type { TPlantillaPersonnelRow } from '@hris/contracts';
import { listWorkbook, type SheetColumn } from '../../lib/workbook';

// The plantilla of personnel as a spreadsheet, in the column order of the DBM's Personal Services Itemization and
// Plantilla of Personnel (PSIPOP): the item, its authorized and actual salaries, then the incumbent. Pesos, not
// centavos: the budget office adds the columns up.

const who = (r: TPlantillaPersonnelRow) => r.incumbent;

const COLUMNS: SheetColumn<TPlantillaPersonnelRow>[] = [
  { header: 'Office', kind: 'text', width: 34, wrap: true, value: (r) => r.office.fullname },
  { header: 'Item Number', kind: 'text', width: 22, value: (r) => r.item_no },
  { header: 'Position Title', kind: 'text', width: 30, wrap: true, value: (r) => r.position },
  { header: 'SG', kind: 'number', width: 5, value: (r) => r.salary_grade },
  { header: 'Step', kind: 'number', width: 5, value: (r) => who(r)?.salary_step ?? r.salary_step },
  { header: 'Authorized Annual Salary', kind: 'pesos', width: 15, value: (r) => r.authorized_annual },
  { header: 'Actual Annual Salary', kind: 'pesos', width: 15, value: (r) => r.actual_annual },
  { header: 'Last Name', kind: 'text', width: 16, value: (r) => (who(r) ? [who(r)!.last_name, who(r)!.name_extension].filter(Boolean).join(' ') : 'VACANT') },
  { header: 'First Name', kind: 'text', width: 16, value: (r) => who(r)?.first_name ?? null },
  { header: 'Middle Name', kind: 'text', width: 14, value: (r) => who(r)?.middle_name ?? null },
  { header: 'Sex', kind: 'text', width: 7, value: (r) => (who(r)?.sex === 'male' ? 'M' : who(r)?.sex === 'female' ? 'F' : null) },
  { header: 'Date of Birth', kind: 'date', width: 12, value: (r) => who(r)?.birth_date },
  { header: 'TIN', kind: 'text', width: 14, value: (r) => who(r)?.tin ?? null },
  { header: 'Date of Original Appointment', kind: 'date', width: 13, value: (r) => who(r)?.date_original_appointment },
  { header: 'Date of Last Promotion', kind: 'date', width: 13, value: (r) => who(r)?.date_last_promotion },
  { header: 'Status', kind: 'text', width: 14, value: (r) => who(r)?.appointment_status ?? null },
  { header: 'Civil Service Eligibility', kind: 'text', width: 28, wrap: true, value: (r) => who(r)?.eligibility ?? null },
  { header: 'Level', kind: 'text', width: 12, value: (r) => r.level },
  { header: 'Fund', kind: 'text', width: 24, value: (r) => r.fund },
];

export function plantillaWorkbook(rows: TPlantillaPersonnelRow[], now: Date): Promise<Buffer> {
  return listWorkbook('PSIPOP', COLUMNS, rows, now);
}
