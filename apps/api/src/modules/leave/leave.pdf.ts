import type { Deps } from '../../lib/deps';
import type { Actor } from '../../lib/actor';
import { formDate, pesos, renderPdf, type Content } from '../../lib/pdf';
import { readSetting } from '../../lib/settings';
import * as approvals from '../approvals/approvals.repo';
import { mustSeeApplication } from './applications.service';
import type { LeaveApplicationRow } from './applications.repo';

// CS Form No. 6 (Revised 2020), Application for Leave: every section of the form, filled from the
// application, its approval trail and HR's certification of leave credits.

/** The types as the form lists them in 6.A, by the codes of leave_types. */
const FORM_TYPES: [string, string][] = [
  ['VL', 'Vacation Leave (Sec. 51, Rule XVI, Omnibus Rules Implementing E.O. No. 292)'],
  ['FL', 'Mandatory/Forced Leave (Sec. 25, Rule XVI, Omnibus Rules Implementing E.O. No. 292)'],
  ['SL', 'Sick Leave (Sec. 43, Rule XVI, Omnibus Rules Implementing E.O. No. 292)'],
  ['ML', 'Maternity Leave (R.A. No. 11210 / IRR issued by CSC, DOLE and SSS)'],
  ['PL', 'Paternity Leave (R.A. No. 8187 / CSC MC No. 71, s. 1998, as amended)'],
  ['SPL', 'Special Privilege Leave (Sec. 21, Rule XVI, Omnibus Rules Implementing E.O. No. 292)'],
  ['SOLO', 'Solo Parent Leave (R.A. No. 8972 / CSC MC No. 8, s. 2004)'],
  ['STUDY', 'Study Leave (Sec. 68, Rule XVI, Omnibus Rules Implementing E.O. No. 292)'],
  ['VAWC', '10-Day VAWC Leave (R.A. No. 9262 / CSC MC No. 15, s. 2005)'],
  ['REHAB', 'Rehabilitation Privilege (Sec. 55, Rule XVI, Omnibus Rules Implementing E.O. No. 292)'],
  ['SLBW', 'Special Leave Benefits for Women (R.A. No. 9710 / CSC MC No. 25, s. 2010)'],
  ['SEL', 'Special Emergency (Calamity) Leave (CSC MC No. 2, s. 2012, as amended)'],
  ['ADOPT', 'Adoption Leave (R.A. No. 8552)'],
];

const box = (checked: boolean) => (checked ? '[X]' : '[  ]');
const line = (text: string, width = '*'): Content => ({ text: text || ' ', decoration: 'underline', width } as Content);
const d3 = (n: number | null | undefined) => (n == null ? '' : Number(n).toFixed(3));

type Facts = {
  row: LeaveApplicationRow;
  position: string | null;
  salary: number | null;
  signatures: { step: string; name: string; date: string | null; action: string; remarks: string | null }[];
  university: string;
};

function cell(stack: Content[], extra: Record<string, unknown> = {}): Content {
  return { stack, margin: [4, 3, 4, 3], ...extra } as Content;
}

/** A name over a line over the signer's title, as wide as its cell allows (a one-column table never widens the form). */
function signature(name: string, title: string): Content {
  return {
    margin: [24, 14, 24, 0],
    table: {
      widths: ['*'],
      body: [
        [{ text: name.toUpperCase() || ' ', bold: true, alignment: 'center', border: [false, false, false, true] }],
        [{ text: title, alignment: 'center', fontSize: 7.5, border: [false, false, false, false] }],
      ],
    },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0, paddingTop: () => 0, paddingBottom: () => 1 },
  } as Content;
}

export function csForm6(f: Facts) {
  const r = f.row;
  const d = r.details as Record<string, string | boolean | number | null | undefined>;
  const code = r.leave_type.code;
  const listed = FORM_TYPES.some(([c]) => c === code);
  const cert = r.certification;
  const step = (i: number) => f.signatures[i];
  const recommendation = step(0);
  const decision = f.signatures.at(-1);
  const disapproved = r.status === 'disapproved';
  const inclusive = r.date_from === r.date_to ? formDate(r.date_from) : `${formDate(r.date_from)} to ${formDate(r.date_to)}`;
  const [last, first, middle] = splitName(r.personnel.fullname);

  const typeList: Content = {
    stack: [
      { text: '6.A TYPE OF LEAVE TO BE AVAILED OF', bold: true, margin: [0, 0, 0, 3] },
      ...FORM_TYPES.map(([c, label]) => ({ text: `${box(c === code)} ${label}`, fontSize: 7.5, margin: [0, 1, 0, 1] as [number, number, number, number] })),
      { text: `Others: ${listed ? '' : r.leave_type.name}`, fontSize: 7.5, margin: [0, 3, 0, 0], decoration: listed ? undefined : 'underline' },
    ],
  } as Content;
  const details: Content = {
    stack: [
      { text: '6.B DETAILS OF LEAVE', bold: true, margin: [0, 0, 0, 3] },
      { text: 'In case of Vacation/Special Privilege Leave:', italics: true },
      { text: `${box(d.location === 'philippines')} Within the Philippines ${d.location === 'philippines' ? d.location_detail ?? '' : ''}` },
      { text: `${box(d.location === 'abroad')} Abroad (Specify) ${d.location === 'abroad' ? d.location_detail ?? '' : ''}` },
      { text: 'In case of Sick Leave:', italics: true, margin: [0, 4, 0, 0] },
      { text: `${box(d.illness === 'hospital')} In Hospital (Specify Illness) ${d.illness === 'hospital' ? d.illness_detail ?? '' : ''}` },
      { text: `${box(d.illness === 'outpatient')} Out Patient (Specify Illness) ${d.illness === 'outpatient' ? d.illness_detail ?? '' : ''}` },
      { text: 'In case of Special Leave Benefits for Women:', italics: true, margin: [0, 4, 0, 0] },
      { text: `(Specify Illness) ${d.women_illness ?? ''}` },
      { text: 'In case of Study Leave:', italics: true, margin: [0, 4, 0, 0] },
      { text: `${box(d.study === 'masters')} Completion of Master's Degree` },
      { text: `${box(d.study === 'bar_board')} BAR/Board Examination Review` },
      { text: 'Other purpose:', italics: true, margin: [0, 4, 0, 0] },
      { text: `${box(d.other_purpose === 'monetization' || code === 'MON')} Monetization of Leave Credits` },
      { text: `${box(d.other_purpose === 'terminal')} Terminal Leave` },
    ],
  } as Content;
  const days: Content = {
    stack: [
      { text: '6.C NUMBER OF WORKING DAYS APPLIED FOR', bold: true },
      { text: code === 'CTO' ? `${r.hours ?? ''} hours (${d3(r.working_days)} days)` : d3(r.working_days), decoration: 'underline', margin: [10, 3, 0, 3] },
      { text: 'INCLUSIVE DATES', bold: true },
      { text: inclusive, decoration: 'underline', margin: [10, 3, 0, 0] },
    ],
  } as Content;
  const commutation: Content = {
    stack: [
      { text: '6.D COMMUTATION', bold: true },
      { text: `${box(!r.commutation)} Not Requested` },
      { text: `${box(r.commutation)} Requested` },
      signature(r.personnel.fullname, '(Signature of Applicant)'),
    ],
  } as Content;
  const certification: Content = {
    stack: [
      { text: '7.A CERTIFICATION OF LEAVE CREDITS', bold: true },
      { text: `As of ${cert ? formDate(cert.as_of) : '________________'}`, alignment: 'center', margin: [0, 3, 0, 3] },
      {
        table: {
          widths: ['*', 60, 60],
          body: [
            ['', { text: 'Vacation Leave', bold: true, alignment: 'center' }, { text: 'Sick Leave', bold: true, alignment: 'center' }],
            [{ text: 'Total Earned', italics: true }, { text: d3(cert?.vl.total_earned), alignment: 'center' }, { text: d3(cert?.sl.total_earned), alignment: 'center' }],
            [{ text: 'Less this application', italics: true }, { text: d3(cert?.vl.less_this_application), alignment: 'center' }, { text: d3(cert?.sl.less_this_application), alignment: 'center' }],
            [{ text: 'Balance', italics: true }, { text: d3(cert?.vl.balance), alignment: 'center', bold: true }, { text: d3(cert?.sl.balance), alignment: 'center', bold: true }],
          ],
        },
      },
      signature(cert?.certified_by ?? '', '(Authorized Officer)'),
    ],
  } as Content;
  const recommended = recommendation && recommendation.action === 'approve';
  const recommendationCell: Content = {
    stack: [
      { text: '7.B RECOMMENDATION', bold: true },
      { text: `${box(!!recommended)} For approval` },
      { text: `${box(!!recommendation && !recommended)} For disapproval due to: ${recommendation && !recommended ? recommendation.remarks ?? '' : ''}` },
      signature(recommendation?.name ?? '', '(Authorized Officer)'),
    ],
  } as Content;
  const approved = r.status === 'approved';
  const approvedFor: Content[] = [
    { text: '7.C APPROVED FOR:', bold: true },
    { text: `${approved ? d3(r.days_with_pay) : '_____'} days with pay` },
    { text: `${approved ? d3(r.days_without_pay) : '_____'} days without pay` },
    { text: `${approved && code === 'CTO' ? `${r.hours} hours of CTO` : '_____'} others (Specify)` },
  ];
  const disapprovedDue: Content[] = [{ text: '7.D DISAPPROVED DUE TO:', bold: true }, { text: disapproved ? decision?.remarks ?? '' : '' }];

  return renderPdf({
    pageSize: 'LEGAL',
    pageMargins: [36, 30, 36, 30],
    defaultStyle: { font: 'Helvetica', fontSize: 8 },
    info: { title: `Application for Leave — ${r.personnel.fullname}` },
    content: [
      { columns: [{ text: 'Civil Service Form No. 6\nRevised 2020', italics: true, fontSize: 7.5 }, { text: `Application No. ${r.id}`, alignment: 'right', fontSize: 7.5 }] },
      { text: 'Republic of the Philippines', alignment: 'center', margin: [0, 4, 0, 0] },
      { text: f.university.toUpperCase(), alignment: 'center', bold: true, fontSize: 11 },
      { text: 'APPLICATION FOR LEAVE', alignment: 'center', bold: true, fontSize: 14, margin: [0, 8, 0, 8] },
      {
        table: {
          widths: ['*', '*', '*', '*', '*'],
          body: [
            [
              cell([{ text: '1. OFFICE/DEPARTMENT', bold: true }, { text: r.personnel.department?.fullname ?? '' }], { colSpan: 2 }),
              {},
              cell([{ text: '2. NAME: (Last) (First) (Middle)', bold: true }, { columns: [line(last), line(first), line(middle)], columnGap: 6 }], { colSpan: 3 }),
              {},
              {},
            ],
            [
              cell([{ text: '3. DATE OF FILING', bold: true }, { text: formDate(new Date(r.created_at).toISOString()) }]),
              cell([{ text: '4. POSITION', bold: true }, { text: f.position ?? '' }], { colSpan: 2 }),
              {},
              cell([{ text: '5. SALARY', bold: true }, { text: f.salary ? pesos(f.salary) : '' }], { colSpan: 2 }),
              {},
            ],
            [cell([{ text: '6. DETAILS OF APPLICATION', bold: true, alignment: 'center', fontSize: 10 }], { colSpan: 5, fillColor: '#e6e6e6' }), {}, {}, {}, {}],
            [cell([typeList], { colSpan: 3 }), {}, {}, cell([details], { colSpan: 2 }), {}],
            [cell([days], { colSpan: 3 }), {}, {}, cell([commutation], { colSpan: 2 }), {}],
            [cell([{ text: '7. DETAILS OF ACTION ON APPLICATION', bold: true, alignment: 'center', fontSize: 10 }], { colSpan: 5, fillColor: '#e6e6e6' }), {}, {}, {}, {}],
            [cell([certification], { colSpan: 3 }), {}, {}, cell([recommendationCell], { colSpan: 2 }), {}],
            [cell(approvedFor, { colSpan: 3 }), {}, {}, cell(disapprovedDue, { colSpan: 2 }), {}],
            [cell([signature(approved || disapproved ? decision?.name ?? '' : '', '(Authorized Official)')], { colSpan: 5 }), {}, {}, {}, {}],
          ],
        },
      },
      { text: `Status: ${r.status}${r.status === 'pending' && r.waiting_for ? ` — waiting for "${r.waiting_for}"` : ''}. Printed from the University HRIS.`, fontSize: 7, color: '#555555', margin: [0, 6, 0, 0] },
    ],
  });
}

/** "Juan D. Bautista Jr." → last, first, middle as the form's name line wants them (best effort from the full name). */
function splitName(fullname: string): [string, string, string] {
  const parts = fullname.split(' ');
  if (parts.length < 2) return [fullname, '', ''];
  const suffix = /^(jr\.?|sr\.?|i{2,3}|iv)$/i.test(parts.at(-1)!) ? parts.pop()! : '';
  const middle = parts.length > 2 && /^[A-Z]\.$/.test(parts[parts.length - 2]!) ? parts.splice(parts.length - 2, 1)[0]! : '';
  const last = parts.pop()!;
  return [`${last}${suffix ? ` ${suffix}` : ''}`, parts.join(' '), middle];
}

/** The form of one application, to whoever may see the application. */
export async function applicationPdf(deps: Deps, actor: Actor, id: number) {
  const row = await mustSeeApplication(deps, actor, id);
  const [{ rows: facts }, actions, request, university] = await Promise.all([
    deps.db.$client.query(
      `SELECT pos.name AS position, (SELECT amount FROM salary_schedule s WHERE s.grade = pos.salary_grade AND s.step = p.salary_step ORDER BY effective_date DESC LIMIT 1) AS salary
         FROM personnel p LEFT JOIN positions pos ON pos.id = p.position_id WHERE p.id = $1`,
      [row.personnel_id],
    ),
    approvals.actionsOf(deps.db, row.approval_request_id ? [row.approval_request_id] : []),
    row.approval_request_id ? approvals.findRequest(deps.db, row.approval_request_id) : null,
    readSetting(deps.db, 'university_name'),
  ]);
  const signatures = (request?.steps ?? []).map((step) => {
    const done = actions.filter((a) => a.step === step.position && a.action !== 'cancel').at(-1);
    return { step: step.label, name: done?.actor.name ?? '', date: done ? String(done.created_at) : null, action: done?.action ?? '', remarks: done?.remarks ?? null };
  });
  const pdf = await csForm6({ row, position: facts[0]?.position ?? null, salary: facts[0]?.salary ?? null, signatures, university: String(university) });
  return { pdf, fileName: `cs-form-6-leave-${row.id}.pdf` };
}
