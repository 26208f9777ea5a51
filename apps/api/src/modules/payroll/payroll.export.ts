import { REMITTANCE_AGENCIES, type TPayrollRegister, type TPayrollRemittances, type TRegisterRow, type TRemittanceAgency } from '@hris/contracts';
import { addListSheet, listWorkbook, newWorkbook, workbookBytes, type SheetColumn } from '../../lib/workbook';

// The payroll register as a spreadsheet: one row per person, the amounts in pesos (numbers, so the office can sum and
// filter), the office's and the run's totals as the last rows.

type Row = Pick<TRegisterRow, 'basic' | 'pera' | 'gross' | 'lwop' | 'gsis' | 'philhealth' | 'pagibig' | 'tax' | 'other_deductions' | 'net'> & {
  idno: string | null;
  fullname: string;
  office: string | null;
  fund: string | null;
  position: string | null;
  grade: number | null;
  step: number | null;
  fifteenth: number | null;
  thirtieth: number | null;
};

const COLUMNS: SheetColumn<Row>[] = [
  { header: 'Employee No.', kind: 'text', width: 14, value: (r) => r.idno },
  { header: 'Name', kind: 'text', width: 32, value: (r) => r.fullname },
  { header: 'Office', kind: 'text', width: 12, value: (r) => r.office },
  { header: 'Fund', kind: 'text', width: 22, value: (r) => r.fund },
  { header: 'Position', kind: 'text', width: 28, value: (r) => r.position },
  { header: 'SG', kind: 'number', width: 6, value: (r) => r.grade },
  { header: 'Step', kind: 'number', width: 6, value: (r) => r.step },
  { header: 'Basic salary', width: 14, kind: 'pesos', value: (r) => r.basic },
  { header: 'PERA', width: 12, kind: 'pesos', value: (r) => r.pera },
  { header: 'Gross', width: 14, kind: 'pesos', value: (r) => r.gross },
  { header: 'LWOP', width: 12, kind: 'pesos', value: (r) => r.lwop },
  { header: 'GSIS', width: 12, kind: 'pesos', value: (r) => r.gsis },
  { header: 'PhilHealth', width: 12, kind: 'pesos', value: (r) => r.philhealth },
  { header: 'Pag-IBIG', width: 12, kind: 'pesos', value: (r) => r.pagibig },
  { header: 'Withholding tax', width: 14, kind: 'pesos', value: (r) => r.tax },
  { header: 'Other deductions', width: 14, kind: 'pesos', value: (r) => r.other_deductions },
  { header: 'Net pay', width: 14, kind: 'pesos', value: (r) => r.net },
  { header: '15th', width: 12, kind: 'pesos', value: (r) => r.fifteenth },
  { header: '30th', width: 12, kind: 'pesos', value: (r) => r.thirtieth },
];

export function registerWorkbook(register: TPayrollRegister, now: Date): Promise<Buffer> {
  const totals: Row[] = [
    ...register.offices.map((o) => ({
      ...o,
      idno: null,
      fullname: `Total ${o.name} (${o.people})`,
      office: o.name,
      fund: null,
      position: null,
      grade: null,
      step: null,
      fifteenth: null,
      thirtieth: null,
    })),
    {
      ...register.total,
      idno: null,
      fullname: `GRAND TOTAL (${register.total.people})`,
      office: null,
      fund: null,
      position: null,
      grade: null,
      step: null,
      fifteenth: null,
      thirtieth: null,
    },
  ];
  return listWorkbook(`Payroll ${register.run.month}`, COLUMNS, register.rows, now, { totals });
}

type RemittanceRow = { idno: string | null; fullname: string; base: number; employee: number; employer: number };
/** An agency's sheet, its columns in the words of the remittances page. */
function remittanceColumns(a: TRemittanceAgency): SheetColumn<RemittanceRow>[] {
  return [
    { header: 'Employee No.', kind: 'text', width: 14, value: (r) => r.idno },
    { header: 'Name', kind: 'text', width: 32, value: (r) => r.fullname },
    { header: a.base, kind: 'pesos', width: 16, value: (r) => r.base },
    { header: a.employee, kind: 'pesos', width: 16, value: (r) => r.employee },
    ...(a.employer ? [{ header: a.employer, kind: 'pesos', width: 16, value: (r) => r.employer } satisfies SheetColumn<RemittanceRow>] : []),
    { header: 'Total', kind: 'pesos', width: 14, value: (r) => r.employee + r.employer },
  ];
}

/** A month's remittances as a workbook: one sheet per agency, a person a row, the agency's total last. */
export function remittancesWorkbook(r: TPayrollRemittances, now: Date): Promise<Buffer> {
  const workbook = newWorkbook(now);
  for (const agency of REMITTANCE_AGENCIES) {
    const { rows, totals } = r[agency.key];
    addListSheet(workbook, agency.tab, remittanceColumns(agency), rows, { totals: [{ idno: null, fullname: `TOTAL (${rows.length})`, ...totals }] });
  }
  return workbookBytes(workbook);
}
