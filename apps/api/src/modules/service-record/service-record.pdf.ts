import type { TPdsPersonal, TServiceRecordLine } from '@hris/contracts';
import type { Deps } from '../../lib/deps';
import { formDate, letterhead, pesos, renderPdf, type Content } from '../../lib/pdf';
import { readSetting, universityLogo } from '../../lib/settings';
import { officeHeaderOfPerson } from '../departments';
import type { personOf } from './service-record.repo';

type Person = NonNullable<Awaited<ReturnType<typeof personOf>>>;

// The wording of the CSC/GSIS service record form, kept word for word because offices compare it.
const CERTIFICATION =
  'This is to certify that the employee named herein above actually rendered services in this Office as shown by the service record below, each line of which is supported by appointment and other papers actually issued by this Office and approved by the authorities concerned.';
const COMPLIANCE =
  'Issued in compliance with Executive Order No. 54 dated August 10, 1954, and in accordance with Circular No. 58 dated August 10, 1954 of the System.';

const head = (text: string, extra: Record<string, unknown> = {}) => ({ text, bold: true, alignment: 'center' as const, fontSize: 7, ...extra });
const labelled = (value: string, label: string): Content => ({
  stack: [
    { text: value || ' ', bold: true, fontSize: 10, alignment: 'center' },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.5 }] },
    { text: label, fontSize: 7, alignment: 'center', italics: true },
  ],
});
const lwop = (days: number | null) => (days == null || days === 0 ? '' : String(days));

/** Renders the service record of one person as the CSC lays it out. */
export async function renderServiceRecord(deps: Deps, person: Person, personal: TPdsPersonal | null, lines: TServiceRecordLine[]): Promise<Buffer> {
  const [university, signatoryName, signatoryTitle, logo] = await Promise.all([
    readSetting(deps.db, 'university_name'),
    readSetting(deps.db, 'hr_signatory_name'),
    readSetting(deps.db, 'hr_signatory_title'),
    universityLogo(deps),
  ]);
  const surname = [person.last_name, person.name_extension].filter(Boolean).join(' ');
  const body = lines.map((l) => [
    formDate(l.date_from),
    l.date_to ? formDate(l.date_to) : 'Present',
    l.position_title,
    l.appointment_status ?? '',
    { text: l.annual_salary == null ? '' : pesos(l.annual_salary), alignment: 'right' as const },
    l.office ?? '',
    l.branch ?? '',
    lwop(l.lwop_days),
    formDate(l.separation_date),
    l.separation_cause ?? '',
  ]);
  return renderPdf({
    pageSize: 'LEGAL',
    pageOrientation: 'landscape',
    pageMargins: [36, 28, 36, 36],
    info: { title: `Service record of ${person.fullname}` },
    content: [
      letterhead({
        university: String(university),
        campus: person.campus_name,
        office: 'Human Resource Management Office',
        header: await officeHeaderOfPerson(deps, person.id),
        logo,
      }),
      { text: 'SERVICE RECORD', bold: true, fontSize: 14, alignment: 'center', margin: [0, 0, 0, 12] },
      {
        columns: [
          { width: 60, text: 'NAME:', bold: true, margin: [0, 2, 0, 0] },
          labelled(surname, '(Surname)'),
          labelled(person.first_name, '(Given name)'),
          labelled(person.middle_name ?? '', '(Middle name)'),
          { width: 190, text: '(If married woman, give also full maiden name)', fontSize: 7, italics: true, margin: [6, 2, 0, 0] },
        ],
        columnGap: 8,
      },
      {
        columns: [
          { width: 60, text: 'BIRTH:', bold: true, margin: [0, 2, 0, 0] },
          labelled(formDate(personal?.birth_date), '(Date)'),
          labelled(personal?.birth_place ?? '', '(Place)'),
          {
            width: '*',
            text: '(Date herein should be checked from birth or baptismal certificate or some other reliable documents)',
            fontSize: 7,
            italics: true,
            margin: [6, 2, 0, 0],
          },
        ],
        columnGap: 8,
        margin: [0, 8, 0, 10],
      },
      { text: CERTIFICATION, fontSize: 9, alignment: 'justify', margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 2,
          widths: [52, 52, '*', 62, 62, '*', 44, 44, 52, 80],
          body: [
            [
              head('SERVICE\n(Inclusive Dates)', { colSpan: 2 }),
              {},
              head('RECORD OF APPOINTMENT', { colSpan: 3 }),
              {},
              {},
              head('OFFICE ENTITY/DIVISION', { colSpan: 2 }),
              {},
              head('LEAVE OF ABSENCE WITHOUT PAY', { rowSpan: 2 }),
              head('SEPARATION', { colSpan: 2 }),
              {},
            ],
            [
              head('From'),
              head('To'),
              head('Designation'),
              head('Status'),
              head('Salary (annual)'),
              head('Station/Place of Assignment'),
              head('Branch'),
              {},
              head('Date'),
              head('Cause'),
            ],
            ...(body.length
              ? body
              : [[{ text: 'No service recorded yet.', colSpan: 10, alignment: 'center' as const, italics: true }, {}, {}, {}, {}, {}, {}, {}, {}, {}]]),
          ],
        },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 3, paddingBottom: () => 3 },
        fontSize: 8,
      },
      { text: COMPLIANCE, fontSize: 8, italics: true, margin: [0, 10, 0, 24] },
      {
        columns: [
          { width: '*', text: '' },
          {
            width: 260,
            stack: [
              { text: 'CERTIFIED CORRECT:', fontSize: 8, margin: [0, 0, 0, 24] },
              { text: String(signatoryName), bold: true, alignment: 'center', fontSize: 10 },
              { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 260, y2: 2, lineWidth: 0.5 }] },
              { text: String(signatoryTitle), alignment: 'center', fontSize: 8, margin: [0, 3, 0, 0] },
            ],
          },
        ],
      },
    ],
    footer: (page, pages) => ({
      text: `${person.fullname} — service record — page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      margin: [0, 10, 0, 0],
    }),
  });
}
