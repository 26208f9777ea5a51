import type { Deps } from '../../lib/deps';
import { formDate, pesos, renderPdf } from '../../lib/pdf';
import { readSetting } from '../../lib/settings';
import type { TableCell } from 'pdfmake/interfaces';
import type { issuedInMonth } from './appointment.repo';

// CS Form No. 2 (Revised 2018), the Report on Appointments Issued: every appointment of the month,
// sent to the CSC field office with the HRMO's certification.

type RaiRow = Awaited<ReturnType<typeof issuedInMonth>>[number];
const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];

export async function renderRaiPdf(deps: Deps, month: string, rows: RaiRow[]): Promise<Buffer> {
  const [university, signatory, signatoryTitle] = await Promise.all([
    readSetting(deps.db, 'university_name'),
    readSetting(deps.db, 'hr_signatory_name'),
    readSetting(deps.db, 'hr_signatory_title'),
  ]);
  const [y, m] = month.split('-').map(Number);
  const h = (text: string, extra: Record<string, unknown> = {}) => ({
    text,
    bold: true,
    alignment: 'center' as const,
    fillColor: '#eeeeee',
    fontSize: 6.5,
    ...extra,
  });
  const c = (text: string | null | undefined, alignment: 'left' | 'center' | 'right' = 'left') => ({ text: text ?? '', alignment });
  const body: TableCell[][] = [
    [
      h('DATE\n(mm/dd/yyyy)', { colSpan: 2 }),
      '',
      h('NAME OF APPOINTEE/S', { colSpan: 4 }),
      '',
      '',
      '',
      h('POSITION TITLE\n(Do not abbreviate)', { rowSpan: 2 }),
      h('ITEM NO.', { rowSpan: 2 }),
      h('SALARY/ JOB/ PAY GRADE', { rowSpan: 2 }),
      h('SALARY RATE\n(Annual)', { rowSpan: 2 }),
      h('EMPLOYMENT STATUS', { rowSpan: 2 }),
      h('NATURE OF APPOINTMENT', { rowSpan: 2 }),
      h('PUBLICATION', { colSpan: 2 }),
      '',
      h('CSC ACTION', { colSpan: 3 }),
      '',
      '',
    ],
    [
      h('Date issued'),
      h('Effectivity'),
      h('Last name'),
      h('First name'),
      h('Name ext.'),
      h('Middle name'),
      '',
      '',
      '',
      '',
      '',
      '',
      h('Date indicated in CS Form No. 9 (from – to)'),
      h('Mode'),
      h('V/INV'),
      h('Date of action'),
      h('Date of release'),
    ],
    ...rows.map((r) => [
      c(formDate(r.date_issued), 'center'),
      c(formDate(r.effective_date), 'center'),
      c(r.personnel.last_name),
      c(r.personnel.first_name),
      c(r.personnel.name_extension),
      c(r.personnel.middle_name),
      c(r.position?.name),
      c(r.plantilla_item_no),
      c(r.salary_grade == null ? '' : `${r.salary_grade}-${r.salary_step ?? 1}`, 'center'),
      c(pesos(r.annual_salary), 'right'),
      c(r.appointment_status?.name),
      c(r.nature?.name),
      c(r.job_post ? `${formDate(r.job_post.publish_from)} – ${formDate(r.job_post.closing_date)}` : '', 'center'),
      c(r.job_post ? 'Agency website and bulletin boards' : ''),
      c(''),
      c(''),
      c(''),
    ]),
  ];
  if (!rows.length)
    body.push([{ text: 'No appointment was issued this month.', colSpan: 17, italics: true, alignment: 'center' }, ...Array.from({ length: 16 }, () => '')]);

  return renderPdf({
    pageSize: 'LEGAL',
    pageOrientation: 'landscape',
    info: { title: `Report on Appointments Issued, ${month}` },
    defaultStyle: { fontSize: 7 },
    content: [
      { text: 'CS Form No. 2\nRevised 2018', bold: true, fontSize: 7, italics: true },
      { text: 'REPORT ON APPOINTMENTS ISSUED (RAI)', bold: true, fontSize: 12, alignment: 'center' },
      { text: `For the month of ${MONTHS[m! - 1]} ${y}`, alignment: 'center', fontSize: 9, margin: [0, 2, 0, 8] },
      {
        columns: [
          { text: [{ text: 'AGENCY: ', bold: true }, String(university).toUpperCase()] },
          { text: [{ text: 'CSC Resolution No.: ', bold: true }, '____________'], alignment: 'right' },
        ],
        margin: [0, 0, 0, 6],
      },
      {
        table: { headerRows: 2, widths: [36, 36, 52, 52, 22, 48, '*', 76, 30, 50, 48, 48, 62, 60, 24, 34, 34], body },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 2, paddingBottom: () => 2 },
      },
      {
        columns: [
          {
            stack: [
              { text: 'CERTIFICATION:', bold: true },
              {
                text: 'This is to certify that the information contained in this report are true, correct and complete based on the Plantilla of Personnel and appointment/s issued.',
                margin: [0, 2, 0, 18],
              },
              { text: String(signatory).toUpperCase(), bold: true },
              { text: String(signatoryTitle) },
            ],
          },
          { stack: [{ text: 'Post-audited by:', bold: true }, { text: '\n\n\n______________________________\nCSC Field Office' }] },
        ],
        margin: [0, 14, 0, 0],
      },
    ],
  });
}
