import { MONETIZATION_50_REASONS } from '@hris/contracts';
import type { Deps } from '../../lib/deps';
import { auditPersonalRead } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import { formDate, logoDataUrl, officeHeaderLines, pesos, renderPdf, type Content, type OfficeHeader } from '../../lib/pdf';
import { readSetting, universityLogo } from '../../lib/settings';
import { stepsActedOn } from '../approvals';
import { officeHeaderOf } from '../departments';
import { monetizationWords, mustSeeApplication } from './applications.service';
import { applicantFactsOf, type LeaveApplicationRow } from './applications.repo';

// CS Form No. 6 (Revised 2020), Application for Leave, laid out as the CSC prints it: page 1 is the form
// (ANNEX A, the agency's heading with the stamp-of-receipt box, sections 1 to 7) filled from the
// application, its approval trail and HR's certification of leave credits; page 2 is the form's own
// "Instructions and Requirements", printed with every copy as the official template carries it.

/** The types as the form lists them in 6.A, by the codes of leave_types, with their legal bases. */
const FORM_TYPES: [code: string, name: string, basis: string][] = [
  ['VL', 'Vacation Leave', 'Sec. 51, Rule XVI, Omnibus Rules Implementing E.O. No. 292'],
  ['FL', 'Mandatory/Forced Leave', 'Sec. 25, Rule XVI, Omnibus Rules Implementing E.O. No. 292'],
  ['SL', 'Sick Leave', 'Sec. 43, Rule XVI, Omnibus Rules Implementing E.O. No. 292'],
  ['ML', 'Maternity Leave', 'R.A. No. 11210 / IRR issued by CSC, DOLE and SSS'],
  ['PL', 'Paternity Leave', 'R.A. No. 8187 / CSC MC No. 71, s. 1998, as amended'],
  ['SPL', 'Special Privilege Leave', 'Sec. 21, Rule XVI, Omnibus Rules Implementing E.O. No. 292'],
  ['SOLO', 'Solo Parent Leave', 'R.A. No. 8972 / CSC MC No. 8, s. 2004'],
  ['STUDY', 'Study Leave', 'Sec. 68, Rule XVI, Omnibus Rules Implementing E.O. No. 292'],
  ['VAWC', '10-Day VAWC Leave', 'R.A. No. 9262 / CSC MC No. 15, s. 2005'],
  ['REHAB', 'Rehabilitation Privilege', 'Sec. 55, Rule XVI, Omnibus Rules Implementing E.O. No. 292'],
  ['SLBW', 'Special Leave Benefits for Women', 'R.A. No. 9710 / CSC MC No. 25, s. 2010'],
  ['SEL', 'Special Emergency (Calamity) Leave', 'CSC MC No. 2, s. 2012, as amended'],
  ['ADOPT', 'Adoption Leave', 'R.A. No. 8552'],
];

/** Both monetizations are the "Monetization of Leave Credits" of 6.B: Sec. 22 (MON) and 50% or more for a justifiable reason, Sec. 23 (MON50). */
const MONETIZATION = new Set(['MON', 'MON50']);

/** The Sec. 23 justifiable reasons in the words the applicant chose them by. */
const MONETIZATION_50_REASON_WORDS: Record<(typeof MONETIZATION_50_REASONS)[number], string> = {
  health: 'health or medical needs',
  calamity: 'calamity',
  education: 'education',
  housing: 'housing loan',
  other: 'other reason stated in the letter to the head of agency',
};

type Margin = [number, number, number, number];
const d3 = (n: number | null | undefined) => (n == null ? '' : Number(n).toFixed(3));
/** Rules as thin as the official form's. */
const thin = { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#000000', vLineColor: () => '#000000' };
const noPadding = { paddingLeft: () => 0, paddingRight: () => 0, paddingTop: () => 0, paddingBottom: () => 0 };

/** A square box, ticked with an X when `checked` (the X is text, so the form still reads as text). */
function checkbox(checked: boolean): Content {
  return {
    width: 9,
    margin: [0, 1, 0, 0],
    table: { widths: [6], heights: [6], body: [[{ text: checked ? 'X' : '', fontSize: 6.5, bold: true, alignment: 'center', lineHeight: 0.9 }]] },
    layout: { ...thin, ...noPadding },
  } as Content;
}

/** A blank of the form: the value written over a line that runs to `width`. */
function blank(value: string, width: number | string = '*'): Content {
  return {
    width,
    table: { widths: ['*'], body: [[{ text: value || ' ', border: [false, false, false, true] }]] },
    layout: { ...thin, ...noPadding, paddingLeft: () => 2, paddingBottom: () => 0.5 },
  } as Content;
}

/** A box and its label, with the blank the form leaves after it when `fill` is given. */
function tick(checked: boolean, label: Content | string, fill?: string, margin: Margin = [8, 3.5, 0, 0]): Content {
  // A label with a blank never wraps: a long answer wraps within its blank instead.
  const columns: Content[] = [checkbox(checked), { text: label, width: fill === undefined ? '*' : 'auto', noWrap: fill !== undefined } as Content];
  if (fill !== undefined) columns.push(blank(fill));
  return { columns, columnGap: 2, margin };
}

/** A label followed on the same line by its blank. */
function labelled(label: string, value: string, margin: Margin = [0, 2, 0, 0]): Content {
  return { columns: [{ text: label, width: 'auto', noWrap: true }, blank(value)], columnGap: 3, margin };
}

const heading = (text: string, margin: Margin = [0, 0, 0, 3]): Content => ({ text, bold: true, margin });
const subheading = (text: string): Content => ({ text, italics: true, margin: [0, 9, 0, 0] });

type Name = { last: string; first: string; middle: string };
type Facts = {
  row: LeaveApplicationRow;
  /** The name as the personnel record holds it, for 2. NAME; split from the full name when absent. */
  name?: Name | null;
  position: string | null;
  salary: number | null;
  signatures: { step: string; name: string; date: string | null; action: string; remarks: string | null }[];
  university: string;
  /** The agency's address line under its name (setting university_address). */
  address: string;
  /** The employee's office's header (/department/header/setting), printed instead of the agency's name when set. */
  header?: OfficeHeader | null;
  /** The university's logo, printed when the office's header brings none. */
  universityLogo?: Buffer | null;
  /** A monetization's amount with its computation (issue 36): "12 days × ₱54,371.00 × 0.0481927 = ₱31,443.42". */
  monetization?: string | null;
};

function cell(stack: Content[], extra: Record<string, unknown> = {}): Content {
  return { stack, margin: [5, 5, 5, 8], ...extra };
}

/** The cell a colSpan covers: pdfmake wants it in the row, and draws nothing of it. */
const spanned = {} as Content;

/** A band of the form: "6. DETAILS OF APPLICATION", "7. DETAILS OF ACTION ON APPLICATION". */
function band(text: string): Content[] {
  return [cell([{ text, bold: true, alignment: 'center', fontSize: 10 }], { colSpan: 2, fillColor: '#d9d9d9', margin: [4, 2, 4, 2] }), spanned];
}

/** A name over a line over the signer's title, as wide as its cell allows (a one-column table never widens the form). */
function signature(name: string, title: string, margin: Margin = [30, 30, 30, 0]): Content {
  return {
    margin,
    table: {
      widths: ['*'],
      body: [
        [{ text: name.toUpperCase() || ' ', bold: true, alignment: 'center', border: [false, false, false, true] }],
        [{ text: title, alignment: 'center', fontSize: 7.5, border: [false, false, false, false] }],
      ],
    },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0, paddingTop: () => 0, paddingBottom: () => 1 },
  };
}

/** Page 1's heading: form number and ANNEX A, then the agency centred with the receipt stamp box at its right. */
function formHeading(f: Facts): Content[] {
  // 4 cm × 2 cm, left empty for the receiving office's stamp.
  const stampWidth = 113;
  const stampHeight = 57;
  const logo = (f.header?.lines.length ? logoDataUrl(f.header.logo) : null) ?? logoDataUrl(f.universityLogo);
  return [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'Civil Service Form No. 6', italics: true },
            { text: 'Revised 2020', italics: true },
          ],
          fontSize: 8,
        },
        { width: 'auto', text: 'ANNEX A', bold: true, fontSize: 10 },
      ],
    },
    {
      margin: [0, 4, 0, 0],
      columns: [
        // As wide as the stamp box, so the agency's name stays centred on the page; the office's logo, when it has one.
        logo ? { width: stampWidth + 4, image: logo, fit: [54, 54], alignment: 'right' } : { width: stampWidth + 4, text: '' },
        {
          width: '*',
          alignment: 'center',
          margin: [0, 8, 0, 0],
          stack: f.header?.lines.length
            ? officeHeaderLines({ ...f.header, address: f.header.address ?? f.address })
            : [
                { text: 'Republic of the Philippines', fontSize: 9 },
                { text: f.university.toUpperCase(), bold: true, fontSize: 12, margin: [0, 1, 0, 1] },
                // No address yet: the line is left out, not printed empty or as a placeholder (issue 42).
                ...(f.address.trim() ? [{ text: f.address, fontSize: 9 }] : []),
              ],
        },
        {
          width: stampWidth + 4,
          margin: [4, 0, 0, 0],
          table: {
            widths: [stampWidth - 1],
            heights: [stampHeight],
            body: [[{ text: 'Stamp of Date of Receipt', fontSize: 7, alignment: 'center', margin: [0, 2, 0, 0] }]],
          },
          layout: { ...thin, ...noPadding },
        },
      ],
    },
    { text: 'APPLICATION FOR LEAVE', alignment: 'center', bold: true, fontSize: 15, margin: [0, 10, 0, 8] },
  ];
}

export function csForm6(f: Facts) {
  const r = f.row;
  const d = r.details as Record<string, string | boolean | number | null | undefined>;
  const code = r.leave_type.code;
  const listed = FORM_TYPES.some(([c]) => c === code);
  const cert = r.certification;
  const recommendation = f.signatures[0];
  const decision = f.signatures.at(-1);
  const approved = r.status === 'approved';
  const disapproved = r.status === 'disapproved';
  const inclusive = r.date_from === r.date_to ? formDate(r.date_from) : `${formDate(r.date_from)} to ${formDate(r.date_to)}`;
  const name = f.name ?? splitName(r.personnel.fullname);
  const text = (v: string | number | boolean | null | undefined) => (v == null ? '' : String(v));

  const officeAndName: Content[] = [
    cell([heading('1. OFFICE/DEPARTMENT'), { text: r.personnel.department?.fullname ?? '', margin: [8, 2, 0, 0] }]),
    cell([
      {
        columns: [
          { text: '2. NAME:', bold: true, width: 'auto' },
          {
            width: '*',
            stack: [
              { text: '(Last)', bold: true, alignment: 'center' },
              { text: name.last.toUpperCase() || ' ', alignment: 'center', margin: [0, 3, 0, 0] },
            ],
          },
          {
            width: '*',
            stack: [
              { text: '(First)', bold: true, alignment: 'center' },
              { text: name.first.toUpperCase() || ' ', alignment: 'center', margin: [0, 3, 0, 0] },
            ],
          },
          {
            width: '*',
            stack: [
              { text: '(Middle)', bold: true, alignment: 'center' },
              { text: name.middle.toUpperCase() || ' ', alignment: 'center', margin: [0, 3, 0, 0] },
            ],
          },
        ],
        columnGap: 4,
      },
    ]),
  ];
  const filingPositionSalary: Content[] = [
    cell(
      [
        {
          columns: [
            { text: '3. DATE OF FILING', bold: true, width: 'auto' },
            blank(formDate(new Date(r.created_at).toISOString()), 80),
            { text: '4. POSITION', bold: true, width: 'auto' },
            blank(f.position ?? ''),
            { text: '5. SALARY', bold: true, width: 'auto' },
            blank(f.salary ? pesos(f.salary) : '', 80),
          ],
          columnGap: 4,
        },
      ],
      { colSpan: 2, margin: [5, 6, 5, 6] },
    ),
    spanned,
  ];

  const typeList = cell([
    heading('6.A TYPE OF LEAVE TO BE AVAILED OF'),
    ...FORM_TYPES.map(([c, typeName, basis]) => tick(c === code, [{ text: typeName }, { text: ` (${basis})`, fontSize: 6 }], undefined, [2, 6.5, 0, 0])),
    { text: 'Others:', margin: [4, 10, 0, 0] },
    { columns: [{ width: 13, text: '' }, blank(listed ? '' : r.leave_type.name)], margin: [4, 2, 8, 0] },
  ]);

  const monetizing = MONETIZATION.has(code) || d.other_purpose === 'monetization';
  const reason = code === 'MON50' && d.reason ? (MONETIZATION_50_REASON_WORDS[d.reason as keyof typeof MONETIZATION_50_REASON_WORDS] ?? text(d.reason)) : '';
  const details = cell([
    heading('6.B DETAILS OF LEAVE'),
    subheading('In case of Vacation/Special Privilege Leave:'),
    tick(d.location === 'philippines', 'Within the Philippines', d.location === 'philippines' ? text(d.location_detail) : ''),
    tick(d.location === 'abroad', 'Abroad (Specify)', d.location === 'abroad' ? text(d.location_detail) : ''),
    subheading('In case of Sick Leave:'),
    tick(d.illness === 'hospital', 'In Hospital (Specify Illness)', d.illness === 'hospital' ? text(d.illness_detail) : ''),
    tick(d.illness === 'outpatient', 'Out Patient (Specify Illness)', d.illness === 'outpatient' ? text(d.illness_detail) : ''),
    subheading('In case of Special Leave Benefits for Women:'),
    labelled('(Specify Illness)', text(d.women_illness), [8, 2, 0, 0]),
    subheading('In case of Study Leave:'),
    tick(d.study === 'masters', "Completion of Master's Degree"),
    tick(d.study === 'bar_board', 'BAR/Board Examination Review'),
    subheading('Other purpose:'),
    tick(monetizing, 'Monetization of Leave Credits'),
    ...(monetizing && f.monetization ? [{ text: `Amount: ${f.monetization}`, margin: [19, 1, 0, 0] as Margin, bold: true }] : []),
    ...(reason ? [{ text: `Reason: ${reason}${d.reason === 'other' && d.remarks ? ` (${text(d.remarks)})` : ''}`, margin: [19, 1, 0, 0] as Margin }] : []),
    tick(d.other_purpose === 'terminal', 'Terminal Leave'),
  ]);

  const days = cell([
    heading('6.C NUMBER OF WORKING DAYS APPLIED FOR'),
    { columns: [blank(code === 'CTO' ? `${r.hours ?? ''} hours (${d3(r.working_days)} days)` : d3(r.working_days))], margin: [8, 4, 30, 12] },
    heading('INCLUSIVE DATES', [8, 0, 0, 3]),
    { columns: [blank(inclusive)], margin: [8, 2, 30, 0] },
  ]);
  const commutation = cell([
    heading('6.D COMMUTATION'),
    tick(!r.commutation, 'Not Requested'),
    tick(r.commutation, 'Requested'),
    signature(r.personnel.fullname, '(Signature of Applicant)', [30, 26, 30, 0]),
  ]);

  const certification = cell([
    heading('7.A CERTIFICATION OF LEAVE CREDITS'),
    {
      columns: [{ width: '*', text: '' }, { text: 'As of', width: 'auto' }, blank(cert ? formDate(cert.as_of) : '', 90), { width: '*', text: '' }],
      columnGap: 3,
      margin: [0, 2, 0, 5],
    },
    {
      margin: [6, 0, 6, 0],
      table: {
        widths: ['*', 64, 64],
        body: [
          ['', { text: 'Vacation Leave', bold: true, alignment: 'center' }, { text: 'Sick Leave', bold: true, alignment: 'center' }],
          [
            { text: 'Total Earned', italics: true },
            { text: d3(cert?.vl.total_earned), alignment: 'center' },
            { text: d3(cert?.sl.total_earned), alignment: 'center' },
          ],
          [
            { text: 'Less this application', italics: true },
            { text: d3(cert?.vl.less_this_application), alignment: 'center' },
            { text: d3(cert?.sl.less_this_application), alignment: 'center' },
          ],
          [
            { text: 'Balance', italics: true },
            { text: d3(cert?.vl.balance), alignment: 'center', bold: true },
            { text: d3(cert?.sl.balance), alignment: 'center', bold: true },
          ],
        ],
      },
      layout: { ...thin, paddingTop: () => 2, paddingBottom: () => 2 },
    },
    signature(cert?.certified_by ?? '', '(Authorized Officer)'),
  ]);
  // Ticked only once the recommending officer has acted: a pending step is neither.
  const recommended = recommendation?.action === 'approve';
  const notRecommended = recommendation?.action === 'disapprove';
  const recommendationCell = cell([
    heading('7.B RECOMMENDATION'),
    tick(recommended, 'For approval'),
    tick(notRecommended, 'For disapproval due to:', notRecommended ? text(recommendation?.remarks) : ''),
    { columns: [{ width: 19, text: '' }, blank('')], margin: [8, 5, 0, 0] },
    { columns: [{ width: 19, text: '' }, blank('')], margin: [8, 5, 0, 0] },
    signature(recommendation?.name ?? '', '(Authorized Officer)'),
  ]);
  const count = (value: string) => ({ columns: [blank(value, 50), { text: '', width: 0 }], width: 'auto' });
  const approvedFor = cell([
    heading('7.C APPROVED FOR:'),
    { columns: [count(approved ? d3(r.days_with_pay) : ''), { text: 'days with pay', width: '*' }], columnGap: 4, margin: [8, 2, 0, 0] },
    { columns: [count(approved ? d3(r.days_without_pay) : ''), { text: 'days without pay', width: '*' }], columnGap: 4, margin: [8, 6, 0, 0] },
    {
      columns: [count(approved && code === 'CTO' ? `${r.hours} hours CTO` : ''), { text: 'others (Specify)', width: '*' }],
      columnGap: 4,
      margin: [8, 6, 0, 0],
    },
  ]);
  const disapprovedDue = cell([
    heading('7.D DISAPPROVED DUE TO:'),
    { columns: [blank(disapproved ? text(decision?.remarks) : '')], margin: [8, 2, 10, 0] },
    { columns: [blank('')], margin: [8, 6, 10, 0] },
    { columns: [blank('')], margin: [8, 6, 10, 0] },
  ]);
  const official = cell([signature(approved || disapproved ? (decision?.name ?? '') : '', '(Authorized Official)', [150, 34, 150, 4])], { colSpan: 2 });

  return renderPdf({
    pageSize: 'LEGAL',
    pageMargins: [30, 30, 30, 30],
    defaultStyle: { fontSize: 8.5 },
    info: { title: `Application for Leave — ${r.personnel.fullname}` },
    content: [
      ...formHeading(f),
      {
        table: {
          // 6.A's legal bases need the wider half to stay on one line each.
          widths: ['57%', '43%'],
          body: [
            officeAndName,
            filingPositionSalary,
            band('6. DETAILS OF APPLICATION'),
            [typeList, details],
            [days, commutation],
            band('7. DETAILS OF ACTION ON APPLICATION'),
            [certification, recommendationCell],
            [approvedFor, disapprovedDue],
            [official, spanned],
          ],
        },
        layout: thin,
      },
      {
        text: `Application No. ${r.id} — ${r.status}${r.status === 'pending' && r.waiting_for ? `, waiting for "${r.waiting_for}"` : ''}. Printed from the University HRIS.`,
        fontSize: 7,
        color: '#555555',
        margin: [0, 6, 0, 0],
      },
      ...instructionsPage(),
    ],
  });
}

// Page 2 of the form, word for word: what each type of leave needs. The asterisks mark the types the
// footnote's clearance applies to (30 calendar days or more, and terminal leave).
type Instruction = { title: string; text?: string; bullets?: string[]; lettered?: string[] };
const INSTRUCTIONS: Instruction[] = [
  {
    title: 'Vacation leave*',
    text: 'It shall be filed five (5) days in advance, whenever possible, of the effective date of such leave. Vacation leave within the Philippines or abroad shall be indicated in the form for purposes of securing travel authority and completing clearance from money and work accountabilities.',
  },
  {
    title: 'Mandatory/Forced leave',
    text: 'Annual five-day vacation leave shall be forfeited if not taken during the year. In case the scheduled leave has been cancelled in the exigency of the service by the head of agency, it shall no longer be deducted from the accumulated vacation leave. Availment of one (1) day or more Vacation Leave (VL) shall be considered for complying the mandatory/forced leave subject to the conditions under Section 25, Rule XVI of the Omnibus Rules Implementing E.O. No. 292.',
  },
  {
    title: 'Sick leave*',
    text: "It shall be filed immediately upon employee's return from such leave. If filed in advance or exceeding five (5) days, application shall be accompanied by a medical certificate. In case medical consultation was not availed of, an affidavit should be executed by an applicant.",
  },
  {
    title: 'Maternity leave* – 105 days',
    bullets: [
      "Proof of pregnancy e.g. ultrasound, doctor's certificate on the expected date of delivery",
      'Accomplished Notice of Allocation of Maternity Leave Credits (CS Form No. 6a), if needed',
      'Seconded female employees shall enjoy maternity leave with full pay in the recipient agency.',
    ],
  },
  { title: 'Paternity leave – 7 days', text: "Proof of child's delivery e.g. birth certificate, medical certificate and marriage contract." },
  {
    title: 'Special Privilege leave – 3 days',
    text: 'It shall be filed/approved for at least one (1) week prior to availment, except on emergency cases. Special privilege leave within the Philippines or abroad shall be indicated in the form for purposes of securing travel authority and completing clearance from money and work accountabilities.',
  },
  {
    title: 'Solo Parent leave – 7 days',
    text: 'It shall be filed in advance or whenever possible five (5) days before going on such leave with updated Solo Parent Identification Card.',
  },
  {
    title: 'Study leave* – up to 6 months',
    bullets: [
      "Shall meet the agency's internal requirements, if any",
      'Contract between the agency head or authorized representative and the employee concerned.',
    ],
  },
  {
    title: 'VAWC leave – 10 days',
    text: "It shall be filed in advance or immediately upon the woman employee's return from such leave. It shall be accompanied by any of the following supporting documents:",
    lettered: [
      'Barangay Protection Order (BPO) obtained from the barangay;',
      'Temporary/Permanent Protection Order (TPO/PPO) obtained from the court;',
      'If the protection order is not yet issued by the barangay or the court, a certification issued by the Punong Barangay/Kagawad or Prosecutor or the Clerk of Court that the application for the BPO, TPO or PPO has been filed with the said office shall be sufficient to support the application for the ten-day leave; or',
      'In the absence of the BPO/TPO/PPO or the certification, a police report specifying the details of the occurrence of violence on the victim and a medical certificate may be considered, at the discretion of the immediate supervisor of the woman employee concerned.',
    ],
  },
  {
    title: 'Rehabilitation leave* – up to 6 months',
    bullets: [
      'Application shall be made within one (1) week from the time of the accident except when a longer period is warranted',
      'Letter request supported by relevant reports such as the police report, if any',
      'Medical certificate on the nature of the injuries, the course of treatment involved, and the need to undergo rest, recuperation, and rehabilitation, as the case may be',
      'Written concurrence of a government physician should be obtained relative to the recommendation for rehabilitation if the attending physician is a private practitioner, particularly on the duration of the period of rehabilitation.',
    ],
  },
  {
    title: 'Special leave benefits for women* – up to 2 months',
    text: "The application may be filed in advance, that is, at least five (5) days prior to the scheduled date of the gynecological surgery that will be undergone by the employee. In case of emergency, the application for special leave shall be filed immediately upon employee's return but during confinement the agency shall be notified of said surgery. The application shall be accompanied by a medical certificate filled out by the proper medical authorities, e.g. the attending surgeon accompanied by a clinical summary reflecting the gynecological disorder which shall be addressed or was addressed by the said surgery; the histopathological report; the operative technique used for the surgery; the duration of the surgery including the perioperative period (period of confinement around surgery); as well as the employee's estimated period of recuperation for the same.",
  },
  {
    title: 'Special Emergency (Calamity) leave – up to 5 days',
    text: "The special emergency leave can be applied for a maximum of five (5) straight working days or staggered basis within thirty (30) days from the actual occurrence of the natural calamity/disaster. Said privilege shall be enjoyed once a year, not in every instance of calamity or disaster. The head of office shall take full responsibility for the grant of special emergency leave and verification of the employee's eligibility to be granted thereof. Said verification shall include: validation of place of residence based on latest available records of the affected employee; verification that the place of residence is covered in the declaration of calamity area by the proper government agency; and such other proofs as may be necessary.",
  },
  {
    title: 'Monetization of leave credits',
    text: 'Application for monetization of fifty percent (50%) or more of the accumulated leave credits shall be accompanied by letter request to the head of the agency stating the valid and justifiable reasons.',
  },
  { title: 'Terminal leave*', text: "Proof of employee's resignation or retirement or separation from the service." },
  {
    title: 'Adoption Leave',
    text: 'Application for adoption leave shall be filed with an authenticated copy of the Pre-Adoptive Placement Authority issued by the Department of Social Welfare and Development (DSWD).',
  },
];
/** Items 1 to 9 in the left column, 10 to 15 in the right: the two columns come out about as long. */
const LEFT_COLUMN_ITEMS = 9;

function instruction(item: Instruction, n: number): Content {
  const body: Content[] = [];
  if (item.text) body.push({ text: item.text });
  if (item.bullets) body.push({ ul: item.bullets, margin: [0, 1, 0, 0] });
  if (item.lettered) body.push({ ol: item.lettered, type: 'lower-alpha', margin: [4, 2, 0, 0] });
  return {
    margin: [0, 0, 0, 7],
    stack: [
      { text: `${n}. ${item.title}`, bold: true, margin: [0, 0, 0, 1] },
      { stack: body, margin: [12, 0, 0, 0] },
    ],
  };
}

function instructionsPage(): Content[] {
  const items = INSTRUCTIONS.map((item, i) => instruction(item, i + 1));
  return [
    { text: 'INSTRUCTIONS AND REQUIREMENTS', bold: true, fontSize: 12, alignment: 'center', pageBreak: 'before', margin: [0, 6, 0, 8] },
    {
      text: 'Application for any type of leave shall be made on this Form and to be accomplished at least in duplicate with documentary requirements, as follows:',
      alignment: 'justify',
      margin: [0, 0, 0, 10],
    },
    {
      columns: [
        { width: '*', stack: items.slice(0, LEFT_COLUMN_ITEMS) },
        { width: '*', stack: items.slice(LEFT_COLUMN_ITEMS) },
      ],
      columnGap: 22,
      fontSize: 9.5,
      // The embedded Arimo's lines are a little taller than the standard Helvetica's were: the footnote must stay on
      // the second page, as on the official form.
      lineHeight: 1.08,
    },
    {
      text: '* For leave of absence for thirty (30) calendar days or more and terminal leave, application shall be accompanied by a clearance from money, property and work-related accountabilities (pursuant to CSC Memorandum Circular No. 2, s. 1985).',
      alignment: 'justify',
      italics: true,
      margin: [0, 8, 0, 0],
    },
  ];
}

/** "Juan D. Bautista Jr." → last, first, middle when the personnel record's parts are not at hand (best effort from the full name). */
function splitName(fullname: string): Name {
  const parts = fullname.split(' ');
  if (parts.length < 2) return { last: fullname, first: '', middle: '' };
  const suffix = /^(jr\.?|sr\.?|i{2,3}|iv)$/i.test(parts.at(-1)!) ? parts.pop()! : '';
  const middle = parts.length > 2 && /^[A-Z]\.$/.test(parts[parts.length - 2]!) ? parts.splice(parts.length - 2, 1)[0]! : '';
  const last = parts.pop()!;
  return { last: `${last}${suffix ? ` ${suffix}` : ''}`, first: parts.join(' '), middle };
}

/** What the form prints of the applicant beside the application: the name's parts, the position and its salary (centavos). */
/** The form of one application, to whoever may see the application. */
export async function applicationPdf(deps: Deps, actor: Actor, id: number) {
  const row = await mustSeeApplication(deps, actor, id);
  await auditPersonalRead(deps, actor, {
    entity: 'leave_application',
    entityId: id,
    personnelId: row.personnel_id,
    what: `CS Form No. 6 of a ${row.leave_type.name} application`,
  });
  const [p, steps, university, address, monetization] = await Promise.all([
    applicantFactsOf(deps.db, row.personnel_id, new Date(row.created_at).toISOString()),
    stepsActedOn(deps.db, row.approval_request_id),
    readSetting(deps.db, 'university_name'),
    readSetting(deps.db, 'university_address'),
    monetizationWords(deps, row),
  ]);
  const [header, logo] = await Promise.all([officeHeaderOf(deps, row.personnel.department?.id), universityLogo(deps)]);
  const signatures = steps.map((step) => {
    const done = step.actions.filter((a) => a.action !== 'cancel').at(-1);
    return {
      step: step.label,
      name: done?.actor.name ?? '',
      date: done ? String(done.created_at) : null,
      action: done?.action ?? '',
      remarks: done?.remarks ?? null,
    };
  });
  // The name extension (Jr., III) goes with the first name, as the PDS writes it.
  const name = p?.last_name ? { last: p.last_name, first: [p.first_name, p.name_extension].filter(Boolean).join(' '), middle: p.middle_name ?? '' } : null;
  const pdf = await csForm6({
    row,
    name,
    position: p?.position ?? null,
    salary: p?.salary ?? null,
    signatures,
    university: String(university),
    address: String(address),
    header,
    universityLogo: logo,
    monetization,
  });
  return { pdf, fileName: `cs-form-6-leave-${row.id}.pdf` };
}
