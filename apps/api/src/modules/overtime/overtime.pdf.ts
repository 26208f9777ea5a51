import type { Column } from 'pdfmake/interfaces';
import type { Deps } from '../../lib/deps';
import { formDate, letterhead, renderPdf, type Content } from '../../lib/pdf';
import { readSetting, universityLogo } from '../../lib/settings';
import { officeHeaderOfPerson } from '../departments';
import type { CreditEntry, OvertimeRow } from './overtime.repo';
import type * as repo from './overtime.repo';

// The printed overtime papers: the Certificate of COC Earned (CSC-DBM JC 2 s.2004) an employee keeps
// for a month, and the overtime authorization signed off through the approval chain.

type Person = Pick<repo.Person, 'fullname' | 'position' | 'department' | 'campus'> & { id?: number };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const hours = (h: number | null | undefined) => (h == null ? '' : h.toFixed(2));
const cell = (text: string, bold = false): Content => ({ text, bold, fontSize: 9 });
const grid = { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 4, paddingBottom: () => 4 };

async function signatory(deps: Deps) {
  const [university, name, title, logo] = await Promise.all([
    readSetting(deps.db, 'university_name'),
    readSetting(deps.db, 'hr_signatory_name'),
    readSetting(deps.db, 'hr_signatory_title'),
    universityLogo(deps),
  ]);
  return { university: String(university), logo, name: String(name), title: String(title) };
}

function signatureBlock(label: string, name: string, title: string): Column {
  return {
    width: 230,
    stack: [
      { text: label, fontSize: 9, margin: [0, 0, 0, 26] },
      { text: name, bold: true, alignment: 'center', fontSize: 10 },
      { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 230, y2: 2, lineWidth: 0.5 }] },
      { text: title, alignment: 'center', fontSize: 8, margin: [0, 3, 0, 0] },
    ],
  };
}

/** The Certificate of COC Earned of one month: each overtime's date, hours and credit, then the total. */
export async function renderCocCertificate(deps: Deps, person: Person, month: string, entries: CreditEntry[]): Promise<Buffer> {
  const s = await signatory(deps);
  const total = entries.reduce((sum, e) => sum + e.hours, 0);
  const rows = entries.map((e) => [
    cell(formDate(e.entry_date)),
    cell(e.overtime ? `${e.overtime.start_time}–${e.overtime.end_time}` : ''),
    cell(e.overtime?.served_minutes == null ? '' : hours(e.overtime.served_minutes / 60)),
    { text: hours(e.hours), alignment: 'right' as const, fontSize: 9 },
    cell(formDate(e.expires_on)),
    cell([e.overtime?.purpose, e.remarks].filter(Boolean).join(' — ')),
  ]);
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [48, 40, 48, 48],
    info: { title: `Certificate of COC Earned — ${person.fullname} — ${monthName(month)}` },
    content: [
      letterhead({
        university: s.university,
        campus: person.campus,
        office: 'Human Resource Management Office',
        header: await officeHeaderOfPerson(deps, person.id),
        logo: s.logo,
      }),
      { text: 'CERTIFICATE OF COMPENSATORY OVERTIME CREDITS EARNED', bold: true, fontSize: 13, alignment: 'center', margin: [0, 4, 0, 16] },
      {
        text: [
          'This is to certify that ',
          { text: person.fullname.toUpperCase(), bold: true },
          `${person.position ? `, ${person.position}` : ''}${person.department ? `, ${person.department}` : ''}, has earned `,
          { text: `${hours(total)} hours`, bold: true },
          ` of compensatory overtime credits (COC) for the month of ${monthName(month)}, as follows:`,
        ],
        fontSize: 10,
        lineHeight: 1.3,
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          headerRows: 1,
          widths: [58, 62, 48, 52, 58, '*'],
          body: [
            [
              cell('Date', true),
              cell('Overtime', true),
              cell('Hours served', true),
              cell('COC earned', true),
              cell('Valid until', true),
              cell('Work done / remarks', true),
            ],
            ...(rows.length
              ? rows
              : [
                  [
                    { text: 'No compensatory overtime credits were earned this month.', colSpan: 6, italics: true, alignment: 'center' as const, fontSize: 9 },
                    {},
                    {},
                    {},
                    {},
                    {},
                  ],
                ]),
            [
              { text: 'Total', bold: true, colSpan: 3, fontSize: 9 },
              {},
              {},
              { text: hours(total), bold: true, alignment: 'right' as const, fontSize: 9 },
              { text: '', colSpan: 2 },
              {},
            ],
          ],
        },
        layout: grid,
      },
      {
        text: 'Weekday overtime earns one hour of COC per hour served; Saturdays, Sundays and holidays earn one and a half. COCs are not convertible to cash, may be used as compensatory time-off in blocks of four or eight hours, and expire on December 31 of the year after they were earned (CSC-DBM Joint Circular No. 2, s. 2004).',
        fontSize: 8,
        italics: true,
        margin: [0, 10, 0, 30],
      },
      { columns: [{ width: '*', text: '' }, signatureBlock('CERTIFIED CORRECT:', s.name, s.title)] },
    ],
    footer: (page, pages) => ({
      text: `Issued ${formDate(deps.clock.now().toISOString())} — page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      margin: [0, 12, 0, 0],
    }),
  });
}

/** The overtime (or make-up class) authorization: the request, the hours served, and who acted on it. */
export async function renderOvertimeForm(
  deps: Deps,
  row: OvertimeRow,
  person: Person,
  decisions: { step: number; action: string; actor: string; created_at: string }[],
): Promise<Buffer> {
  const s = await signatory(deps);
  const makeup = row.kind === 'makeup';
  const line = (label: string, value: string): Content[] => [cell(label, true), cell(value)];
  const details = row.details ?? {};
  const approvedBy = (step: number) => decisions.filter((d) => d.step === step && d.action === 'approve').at(-1);
  const head = approvedBy(1);
  const final = approvedBy(2);
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [48, 40, 48, 48],
    info: { title: `${makeup ? 'Make-up class' : 'Overtime'} authorization — ${person.fullname} — ${row.date}` },
    content: [
      letterhead({
        university: s.university,
        campus: person.campus,
        office: makeup ? 'Office of the Vice President for Academic Affairs' : 'Human Resource Management Office',
        // The employee's office's header (/department/header/setting), when it has one.
        header: await officeHeaderOfPerson(deps, row.personnel_id),
        logo: s.logo,
      }),
      { text: makeup ? 'MAKE-UP CLASS AUTHORIZATION' : 'OVERTIME AUTHORIZATION', bold: true, fontSize: 13, alignment: 'center', margin: [0, 4, 0, 16] },
      {
        table: {
          widths: [130, '*'],
          body: [
            line('Name', person.fullname),
            line('Position', person.position ?? ''),
            line('Office', person.department ?? ''),
            line('Date', formDate(row.date)),
            line('Time', `${row.start_time} to ${row.end_time}`),
            ...(makeup
              ? [
                  line('Subject and section', `${details.subject ?? ''} ${details.section ?? ''}`.trim()),
                  line('Room', details.room ?? ''),
                  line('Class missed on', formDate(details.date_missed)),
                ]
              : []),
            line(makeup ? 'Reason' : 'Work to be done', row.purpose),
            line('Status', row.status.charAt(0).toUpperCase() + row.status.slice(1)),
            ...(makeup
              ? []
              : [
                  line('Hours served', row.served_minutes == null ? 'Not yet worked out' : hours(row.served_minutes / 60)),
                  line('COC earned', row.credit ? `${hours(row.credit.hours)} hours, valid until ${formDate(row.credit.expires_on)}` : ''),
                ]),
          ],
        },
        layout: grid,
        margin: [0, 0, 0, 30],
      },
      {
        columns: [
          signatureBlock('Recommending approval:', head?.actor ?? '', head ? `Department head — ${formDate(head.created_at)}` : 'Department head'),
          { width: '*', text: '' },
          signatureBlock(
            'Approved:',
            final?.actor ?? (makeup ? '' : s.name),
            `${makeup ? 'Office of the Vice President for Academic Affairs' : 'Human Resource Management Office'}${final ? ` — ${formDate(final.created_at)}` : ''}`,
          ),
        ],
      },
    ],
  });
}
