import type { TPlantillaPersonnelRow } from '@hris/contracts';
import { listWorkbook, type SheetColumn } from '../../lib/workbook';

// The plantilla of personnel as a spreadsheet, in the column order of the DBM's Personal Services Itemization and
// Plantilla of Personnel (PSIPOP): the item, its authorized and actual salaries, then the incumbent. Pesos, not
// centavos: the budget office adds the columns up.

const peso = (centavos: number | null) => (centavos == null ? null : centavos / 100);
const day = (iso: string | null | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
const who = (r: TPlantillaPersonnelRow) => r.incumbent;

const COLUMNS: SheetColumn<TPlantillaPersonnelRow>[] = [
  { header: 'Office', width: 34, wrap: true, value: (r) => r.office.fullname },
  { header: 'Item Number', width: 22, value: (r) => r.item_no },
  { header: 'Position Title', width: 30, wrap: true, value: (r) => r.position },
  { header: 'SG', width: 5, value: (r) => r.salary_grade },
  { header: 'Step', width: 5, value: (r) => who(r)?.salary_step ?? r.salary_step },
  { header: 'Authorized Annual Salary', width: 15, value: (r) => peso(r.authorized_annual) },
  { header: 'Actual Annual Salary', width: 15, value: (r) => peso(r.actual_annual) },
  { header: 'Last Name', width: 16, value: (r) => (who(r) ? [who(r)!.last_name, who(r)!.name_extension].filter(Boolean).join(' ') : 'VACANT') },
  { header: 'First Name', width: 16, value: (r) => who(r)?.first_name ?? null },
  { header: 'Middle Name', width: 14, value: (r) => who(r)?.middle_name ?? null },
  { header: 'Sex', width: 7, value: (r) => (who(r)?.sex === 'male' ? 'M' : who(r)?.sex === 'female' ? 'F' : null) },
  { header: 'Date of Birth', width: 12, date: true, value: (r) => day(who(r)?.birth_date) },
  { header: 'TIN', width: 14, value: (r) => who(r)?.tin ?? null },
  { header: 'Date of Original Appointment', width: 13, date: true, value: (r) => day(who(r)?.date_original_appointment) },
  { header: 'Date of Last Promotion', width: 13, date: true, value: (r) => day(who(r)?.date_last_promotion) },
  { header: 'Status', width: 14, value: (r) => who(r)?.appointment_status ?? null },
  { header: 'Civil Service Eligibility', width: 28, wrap: true, value: (r) => who(r)?.eligibility ?? null },
  { header: 'Level', width: 12, value: (r) => r.level },
  { header: 'Fund', width: 24, value: (r) => r.fund },
];

export function plantillaWorkbook(rows: TPlantillaPersonnelRow[], now: Date): Promise<Buffer> {
  return listWorkbook('PSIPOP', COLUMNS, rows, now);
}
