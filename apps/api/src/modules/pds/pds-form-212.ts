import { EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS, PDS_QUESTIONS, type TAddress, type TPds } from '@hris/contracts';
import type { Content, PdfDocument } from '../../lib/pdf';
import { formDate } from '../../lib/pdf';

// The layout of CS Form No. 212 (Revised 2017): four pages and the Work Experience Sheet, in one
// file so that the Revised 2025 edition changes this file only. Pure: data in, document out.

/** Names the printout needs for the ids the PDS holds. */
export type PdsNames = { civilStatus: string | null; bloodType: string | null; dualCountry: string | null };

type Cell = Record<string, unknown>;
const GREY = '#EAEAEA';
const BAR = '#969696';
const CONTENT_WIDTH = 556; // legal paper, 28 pt margins

const label = (text: string, extra: Cell = {}): Cell => ({ text, fillColor: GREY, fontSize: 6.5, ...extra });
/** A filled-in value: text, numbers and yes/no as written; nothing else is printed. */
const printable = (text: unknown): string => (typeof text === 'string' ? text : typeof text === 'number' || typeof text === 'boolean' ? String(text) : '');
const value = (text: unknown, extra: Cell = {}): Cell => ({ text: printable(text), bold: true, fontSize: 8, ...extra });
const tick = (checked: boolean, text: string) => `${checked ? '[x]' : '[  ]'} ${text}`;
const span = (cell: Cell, n: number): Cell[] => [{ ...cell, colSpan: n }, ...Array.from({ length: n - 1 }, () => ({}))];

/** The dark bar that opens each part of the form. */
function bar(text: string): Content {
  return {
    table: { widths: ['*'], body: [[{ text, color: 'white', bold: true, italics: true, fontSize: 8.5, fillColor: BAR }]] },
    layout: 'noBorders',
    margin: [0, 2, 0, 0],
  };
}

function grid(widths: (number | string)[], body: Cell[][], heights?: number): Content {
  return {
    table: { widths, body, heights },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 1.5, paddingBottom: () => 1.5, paddingLeft: () => 2, paddingRight: () => 2 },
  } as unknown as Content;
}

/** Rows for a list part: the entries, then empty lines up to the form's count, so the sheet looks like the paper form. */
function rowsOf<T>(entries: T[], minimum: number, toRow: (e: T) => Cell[], blank: () => Cell[]): Cell[][] {
  const rows = entries.map(toRow);
  while (rows.length < minimum) rows.push(blank());
  return rows;
}

function footer(dateAccomplished: string): Content {
  return grid(
    [90, '*', 90, 120],
    [
      [
        label('SIGNATURE', { bold: true, italics: true, alignment: 'center' }),
        value(''),
        label('DATE', { bold: true, italics: true, alignment: 'center' }),
        value(formDate(dateAccomplished)),
      ],
    ],
  );
}

function pageMark(page: number): Content {
  return { text: `CS FORM 212 (Revised 2017), Page ${page} of 4`, italics: true, fontSize: 6.5, alignment: 'right', margin: [0, 2, 0, 0] };
}

function address(a: TAddress | undefined | null): Cell[][] {
  const v = a ?? {};
  return [
    [value(v.house_no), value(v.street)],
    [label('House/Block/Lot No.', { italics: true, alignment: 'center' }), label('Street', { italics: true, alignment: 'center' })],
    [value(v.subdivision), value(v.barangay)],
    [label('Subdivision/Village', { italics: true, alignment: 'center' }), label('Barangay', { italics: true, alignment: 'center' })],
    [value(v.city), value(v.province)],
    [label('City/Municipality', { italics: true, alignment: 'center' }), label('Province', { italics: true, alignment: 'center' })],
  ];
}

function page1(pds: TPds, names: PdsNames): Content[] {
  const p = pds.personal;
  const person = pds.personnel;
  const civil = (names.civilStatus ?? '').toLowerCase();
  const f = pds.family;
  const spouse = f?.spouse ?? {};
  const children = f?.children ?? [];
  const educ = pds.educbackground;

  const header: Content[] = [
    {
      columns: [
        {
          stack: [
            { text: 'CS Form No. 212', bold: true, italics: true, fontSize: 8 },
            { text: 'Revised 2017', italics: true, fontSize: 7 },
          ],
        },
      ],
    },
    { text: 'PERSONAL DATA SHEET', bold: true, fontSize: 18, alignment: 'center', margin: [0, 4, 0, 4] },
    {
      text: 'WARNING: Any misrepresentation made in the Personal Data Sheet and the Work Experience Sheet shall cause the filing of administrative/criminal case/s against the person concerned.',
      bold: true,
      italics: true,
      fontSize: 6.5,
    },
    {
      text: 'READ THE ATTACHED GUIDE TO FILLING OUT THE PERSONAL DATA SHEET (PDS) BEFORE ACCOMPLISHING THE PDS FORM.',
      bold: true,
      italics: true,
      fontSize: 6.5,
    },
    {
      columns: [
        {
          text: 'Print legibly. Tick appropriate boxes ( [  ] ) and use separate sheet if necessary. Indicate N/A if not applicable. DO NOT ABBREVIATE.',
          fontSize: 6.5,
          width: '*',
        },
        { text: '1. CS ID No. ________________ (Do not fill up. For CSC use only)', fontSize: 6.5, width: 200, alignment: 'right' },
      ],
      margin: [0, 0, 0, 2],
    },
  ];

  const names4 = grid(
    [110, '*', 150],
    [
      [label('2.   SURNAME'), span(value(person.last_name, { fontSize: 9 }), 2)[0]!, {}],
      [label('      FIRST NAME'), value(person.first_name, { fontSize: 9 }), label(`NAME EXTENSION (JR., SR)   ${person.name_extension ?? ''}`)],
      [label('      MIDDLE NAME'), span(value(person.middle_name, { fontSize: 9 }), 2)[0]!, {}],
    ],
  );

  const left: Cell[][] = [
    [label('3.   DATE OF BIRTH\n      (mm/dd/yyyy)'), value(formDate(p?.birth_date))],
    [label('4.   PLACE OF BIRTH'), value(p?.birth_place)],
    [label('5.   SEX'), value(`${tick(p?.sex === 'male', 'Male')}      ${tick(p?.sex === 'female', 'Female')}`, { bold: false })],
    [
      label('6.   CIVIL STATUS'),
      value(
        ['Single', 'Married', 'Widowed', 'Separated'].map((s) => tick(civil === s.toLowerCase(), s)).join('   ') +
          `\n${tick(!!civil && !['single', 'married', 'widowed', 'separated'].includes(civil), `Other/s: ${!['single', 'married', 'widowed', 'separated'].includes(civil) ? (names.civilStatus ?? p?.civil_status_other ?? '') : ''}`)}`,
        { bold: false },
      ),
    ],
    [label('7.   HEIGHT (m)'), value(p?.height_m)],
    [label('8.   WEIGHT (kg)'), value(p?.weight_kg)],
    [label('9.   BLOOD TYPE'), value(names.bloodType)],
    [label('10. GSIS ID NO.'), value(p?.gsis_no)],
    [label('11. PAG-IBIG ID NO.'), value(p?.pagibig_no)],
    [label('12. PHILHEALTH NO.'), value(p?.philhealth_no)],
    [label('13. SSS NO.'), value(p?.sss_no)],
    [label('14. TIN NO.'), value(p?.tin_no)],
    [label('15. AGENCY EMPLOYEE NO.'), value(p?.agency_employee_no)],
  ];
  const dual = p?.citizenship === 'dual';
  const right: Content[] = [
    grid(
      [90, '*'],
      [
        [
          label('16. CITIZENSHIP\n\nIf holder of dual citizenship, please indicate the details.'),
          value(
            `${tick(!dual, 'Filipino')}   ${tick(dual, 'Dual Citizenship')}\n${tick(dual && p?.dual_citizenship_by === 'birth', 'by birth')}   ${tick(dual && p?.dual_citizenship_by === 'naturalization', 'by naturalization')}\nPls. indicate country: ${dual ? (names.dualCountry ?? '') : ''}`,
            { bold: false },
          ),
        ],
      ],
    ),
    grid(
      [90, '*', '*'],
      [
        ...address(p?.residential_address).map((r, i) => [i === 0 ? label('17. RESIDENTIAL ADDRESS', { rowSpan: 6 }) : {}, ...r]),
        [label('      ZIP CODE'), span(value(p?.residential_address?.zip_code), 2)[0]!, {}],
        ...address(p?.permanent_address).map((r, i) => [i === 0 ? label('18. PERMANENT ADDRESS', { rowSpan: 6 }) : {}, ...r]),
        [label('      ZIP CODE'), span(value(p?.permanent_address?.zip_code), 2)[0]!, {}],
        [label('19. TELEPHONE NO.'), span(value(p?.telephone_no), 2)[0]!, {}],
        [label('20. MOBILE NO.'), span(value(p?.mobile_no), 2)[0]!, {}],
        [label('21. E-MAIL ADDRESS (if any)'), span(value(p?.email), 2)[0]!, {}],
      ],
    ),
  ];

  const family = grid(
    [110, '*', 150, 70],
    [
      [
        label("22. SPOUSE'S SURNAME"),
        value(spouse.surname),
        label('23. NAME of CHILDREN (Write full name and list all)'),
        label('DATE OF BIRTH (mm/dd/yyyy)', { alignment: 'center' }),
      ],
      ...[
        ['      FIRST NAME', `${spouse.first_name ?? ''}${spouse.name_extension ? `   (${spouse.name_extension})` : ''}`],
        ['      MIDDLE NAME', spouse.middle_name],
        ['      OCCUPATION', spouse.occupation],
        ['      EMPLOYER/BUSINESS NAME', spouse.employer],
        ['      BUSINESS ADDRESS', spouse.business_address],
        ['      TELEPHONE NO.', spouse.telephone_no],
        ["24. FATHER'S SURNAME", f?.father?.surname],
        ['      FIRST NAME', `${f?.father?.first_name ?? ''}${f?.father?.name_extension ? `   (${f.father.name_extension})` : ''}`],
        ['      MIDDLE NAME', f?.father?.middle_name],
        ["25. MOTHER'S MAIDEN NAME", ''],
        ['      SURNAME', f?.mother?.surname],
        ['      FIRST NAME', f?.mother?.first_name],
        ['      MIDDLE NAME', f?.mother?.middle_name],
      ].map(([l, v], i) => {
        const child = children[i];
        return [label(String(l)), value(v), value(child?.full_name), value(formDate(child?.birth_date ?? null), { alignment: 'center' })];
      }),
    ],
  );

  const educRows: Cell[][] = EDUCATION_LEVELS.flatMap((level) => {
    const entries = educ.filter((e) => e.level === level);
    const list = entries.length ? entries : [null];
    return list.map((e) => [
      label(EDUCATION_LEVEL_LABELS[level].toUpperCase()),
      value(e?.school_name),
      value(e?.course),
      value(e?.period_from, { alignment: 'center' }),
      value(e?.period_to, { alignment: 'center' }),
      value(e?.highest_level_units),
      value(e?.year_graduated, { alignment: 'center' }),
      value(e?.honors),
    ]);
  });
  const education = grid(
    [70, '*', 100, 32, 32, 55, 40, 70],
    [
      [
        label('26. LEVEL', { rowSpan: 2 }),
        label('NAME OF SCHOOL\n(Write in full)', { rowSpan: 2, alignment: 'center' }),
        label('BASIC EDUCATION/DEGREE/COURSE\n(Write in full)', { rowSpan: 2, alignment: 'center' }),
        label('PERIOD OF ATTENDANCE', { colSpan: 2, alignment: 'center' }),
        {},
        label('HIGHEST LEVEL/ UNITS EARNED (if not graduated)', { rowSpan: 2, alignment: 'center' }),
        label('YEAR GRADUATED', { rowSpan: 2, alignment: 'center' }),
        label('SCHOLARSHIP/ ACADEMIC HONORS RECEIVED', { rowSpan: 2, alignment: 'center' }),
      ],
      [{}, {}, {}, label('From', { alignment: 'center' }), label('To', { alignment: 'center' }), {}, {}, {}],
      ...educRows,
    ],
  );

  return [
    ...header,
    bar('I. PERSONAL INFORMATION'),
    names4,
    {
      columns: [
        { width: 250, stack: [grid([90, '*'], left)] },
        { width: '*', stack: right },
      ],
      columnGap: 0,
    },
    bar('II. FAMILY BACKGROUND'),
    family,
    bar('III. EDUCATIONAL BACKGROUND'),
    education,
    { text: '(Continue on separate sheet if necessary)', italics: true, color: 'red', fontSize: 6.5, alignment: 'center' },
    footer(pds.government_id?.date_accomplished ?? ''),
    pageMark(1),
  ];
}

function page2(pds: TPds): Content[] {
  const eligibility = grid(
    [170, 40, 70, '*', 55, 55],
    [
      [
        label("27. CAREER SERVICE/ RA 1080 (BOARD/ BAR) UNDER SPECIAL LAWS/ CES/ CSEE BARANGAY ELIGIBILITY / DRIVER'S LICENSE", {
          rowSpan: 2,
          alignment: 'center',
        }),
        label('RATING\n(If Applicable)', { rowSpan: 2, alignment: 'center' }),
        label('DATE OF EXAMINATION / CONFERMENT', { rowSpan: 2, alignment: 'center' }),
        label('PLACE OF EXAMINATION / CONFERMENT', { rowSpan: 2, alignment: 'center' }),
        label('LICENSE (if applicable)', { colSpan: 2, alignment: 'center' }),
        {},
      ],
      [{}, {}, {}, {}, label('NUMBER', { alignment: 'center' }), label('Date of Validity', { alignment: 'center' })],
      ...rowsOf(
        pds.eligibility,
        7,
        (e) => [
          value(e.name),
          value(e.rating, { alignment: 'center' }),
          value(formDate(e.exam_date), { alignment: 'center' }),
          value(e.exam_place),
          value(e.license_number),
          value(formDate(e.license_valid_until), { alignment: 'center' }),
        ],
        () => [value(''), value(''), value(''), value(''), value(''), value('')],
      ),
    ],
  );
  const work = grid(
    [45, 45, 110, '*', 50, 45, 55, 30],
    [
      [
        label('28. INCLUSIVE DATES (mm/dd/yyyy)', { colSpan: 2, alignment: 'center' }),
        {},
        label('POSITION TITLE\n(Write in full/Do not abbreviate)', { rowSpan: 2, alignment: 'center' }),
        label('DEPARTMENT / AGENCY / OFFICE / COMPANY\n(Write in full/Do not abbreviate)', { rowSpan: 2, alignment: 'center' }),
        label('MONTHLY SALARY', { rowSpan: 2, alignment: 'center' }),
        label('SALARY/ JOB/ PAY GRADE (if applicable) & STEP (Format "00-0")/ INCREMENT', { rowSpan: 2, alignment: 'center', fontSize: 5.5 }),
        label('STATUS OF APPOINTMENT', { rowSpan: 2, alignment: 'center' }),
        label("GOV'T SERVICE (Y/ N)", { rowSpan: 2, alignment: 'center' }),
      ],
      [label('From', { alignment: 'center' }), label('To', { alignment: 'center' }), {}, {}, {}, {}, {}, {}],
      ...rowsOf(
        pds.workexp,
        28,
        (w) => [
          value(formDate(w.date_from), { alignment: 'center' }),
          value(w.date_to ? formDate(w.date_to) : 'PRESENT', { alignment: 'center' }),
          value(w.position_title),
          value(w.company_name),
          value(w.monthly_salary == null ? '' : Number(w.monthly_salary).toLocaleString('en-PH', { minimumFractionDigits: 2 }), { alignment: 'right' }),
          value(w.salary_grade ? `${String(w.salary_grade).padStart(2, '0')}-${w.salary_step ?? 1}` : 'N/A', { alignment: 'center' }),
          value(w.appointment_status),
          value(w.government_service ? 'Y' : 'N', { alignment: 'center' }),
        ],
        () => Array.from({ length: 8 }, () => value('')),
      ),
    ],
  );
  return [
    bar('IV. CIVIL SERVICE ELIGIBILITY'),
    eligibility,
    { text: '(Continue on separate sheet if necessary)', italics: true, color: 'red', fontSize: 6.5, alignment: 'center' },
    bar(
      'V. WORK EXPERIENCE\n(Include private employment. Start from your recent work.) Description of duties should be indicated in the attached Work Experience sheet.',
    ),
    work,
    { text: '(Continue on separate sheet if necessary)', italics: true, color: 'red', fontSize: 6.5, alignment: 'center' },
    footer(pds.government_id?.date_accomplished ?? ''),
    pageMark(2),
  ];
}

function page3(pds: TPds): Content[] {
  const voluntary = grid(
    [220, 50, 50, 50, '*'],
    [
      [
        label('29. NAME & ADDRESS OF ORGANIZATION\n(Write in full)', { rowSpan: 2, alignment: 'center' }),
        label('INCLUSIVE DATES (mm/dd/yyyy)', { colSpan: 2, alignment: 'center' }),
        {},
        label('NUMBER OF HOURS', { rowSpan: 2, alignment: 'center' }),
        label('POSITION / NATURE OF WORK', { rowSpan: 2, alignment: 'center' }),
      ],
      [{}, label('From', { alignment: 'center' }), label('To', { alignment: 'center' }), {}, {}],
      ...rowsOf(
        pds.voluntarywork,
        7,
        (v) => [
          value(v.organization),
          value(formDate(v.date_from), { alignment: 'center' }),
          value(v.date_to ? formDate(v.date_to) : 'PRESENT', { alignment: 'center' }),
          value(v.hours, { alignment: 'center' }),
          value(v.position),
        ],
        () => Array.from({ length: 5 }, () => value('')),
      ),
    ],
  );
  const training = grid(
    [200, 48, 48, 40, 60, '*'],
    [
      [
        label('30. TITLE OF LEARNING AND DEVELOPMENT INTERVENTIONS/TRAINING PROGRAMS\n(Write in full)', { rowSpan: 2, alignment: 'center' }),
        label('INCLUSIVE DATES OF ATTENDANCE (mm/dd/yyyy)', { colSpan: 2, alignment: 'center' }),
        {},
        label('NUMBER OF HOURS', { rowSpan: 2, alignment: 'center' }),
        label('Type of LD\n(Managerial/ Supervisory/ Technical/etc)', { rowSpan: 2, alignment: 'center' }),
        label('CONDUCTED/ SPONSORED BY\n(Write in full)', { rowSpan: 2, alignment: 'center' }),
      ],
      [{}, label('From', { alignment: 'center' }), label('To', { alignment: 'center' }), {}, {}, {}],
      ...rowsOf(
        pds.training,
        21,
        (t) => [
          value(t.title),
          value(formDate(t.date_from), { alignment: 'center' }),
          value(formDate(t.date_to), { alignment: 'center' }),
          value(t.hours, { alignment: 'center' }),
          value(t.ld_type.toUpperCase(), { alignment: 'center' }),
          value(t.conducted_by),
        ],
        () => Array.from({ length: 6 }, () => value('')),
      ),
    ],
  );
  const others = Math.max(7, pds.skills.length, pds.rewardrecog.length, pds.orgassoc.length);
  const other = grid(
    [150, '*', 200],
    [
      [
        label('31. SPECIAL SKILLS and HOBBIES', { alignment: 'center' }),
        label('32. NON-ACADEMIC DISTINCTIONS / RECOGNITION\n(Write in full)', { alignment: 'center' }),
        label('33. MEMBERSHIP IN ASSOCIATION/ORGANIZATION\n(Write in full)', { alignment: 'center' }),
      ],
      ...Array.from({ length: others }, (_, i) => [value(pds.skills[i]?.name), value(pds.rewardrecog[i]?.name), value(pds.orgassoc[i]?.name)]),
    ],
  );
  return [
    bar('VI. VOLUNTARY WORK OR INVOLVEMENT IN CIVIC / NON-GOVERNMENT / PEOPLE / VOLUNTARY ORGANIZATION/S'),
    voluntary,
    bar(
      'VII. LEARNING AND DEVELOPMENT (L&D) INTERVENTIONS/TRAINING PROGRAMS ATTENDED\n(Start from the most recent L&D/training program and include only the relevant L&D/training taken for the last five (5) years for Division Chief/Executive/Managerial positions)',
    ),
    training,
    bar('VIII. OTHER INFORMATION'),
    other,
    footer(pds.government_id?.date_accomplished ?? ''),
    pageMark(3),
  ];
}

function page4(pds: TPds): Content[] {
  const q = pds.questions;
  const questions = grid(
    [330, '*'],
    PDS_QUESTIONS.map((question) => {
      const answer = q?.[question.key];
      const yes = answer?.answer === true;
      const no = answer?.answer === false;
      return [
        label(`${question.key.length === 3 || question.key.endsWith('a') ? `${question.number}. ` : '      '}${question.text}`, { fontSize: 6.5 }),
        value(
          `${tick(yes, 'YES')}     ${tick(no, 'NO')}${yes && answer?.details ? `\nIf YES, give details: ${answer.details}` : '\nIf YES, give details: ____________________'}`,
          { bold: false, fontSize: 7 },
        ),
      ];
    }),
  );
  const refs = pds.references?.references ?? [];
  const references = grid(
    [170, '*', 80],
    [
      [label('41. REFERENCES (Person not related by consanguinity or affinity to applicant /appointee)', { colSpan: 3 }), {}, {}],
      [label('NAME', { alignment: 'center' }), label('ADDRESS', { alignment: 'center' }), label('TEL. NO.', { alignment: 'center' })],
      ...Array.from({ length: 3 }, (_, i) => [value(refs[i]?.name), value(refs[i]?.address), value(refs[i]?.telephone_no)]),
    ],
  );
  const photo: Content = {
    table: {
      widths: [110],
      heights: [130],
      body: [
        [
          {
            text: 'ID picture taken within the last 6 months\n3.5 cm. X 4.5 cm\n(passport size)\n\nWith full and handwritten name tag and signature over printed name\n\nComputer generated or photocopied picture is not acceptable\n\n\nPHOTO',
            fontSize: 6,
            alignment: 'center',
            color: '#555555',
          },
        ],
      ],
    },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5 },
  };
  const id = pds.government_id;
  const governmentId = grid(
    [110, '*'],
    [
      [
        label("Government Issued ID (i.e. Passport, GSIS, SSS, PRC, Driver's License, etc.)\nPLEASE INDICATE ID Number and Date of Issuance", { colSpan: 2 }),
        {},
      ],
      [label('Government Issued ID:'), value(id?.id_type)],
      [label('ID/License/Passport No.:'), value(id?.id_number)],
      [label('Date/Place of Issuance:'), value([formDate(id?.issued_date), id?.issued_place].filter(Boolean).join(', '))],
    ],
  );
  const signature = grid(
    ['*'],
    [
      [{ text: ' ', margin: [0, 22, 0, 0] }],
      [label('Signature (Sign inside the box)', { alignment: 'center' })],
      [value(formDate(id?.date_accomplished), { alignment: 'center' })],
      [label('Date Accomplished', { alignment: 'center' })],
    ],
  );
  const thumb = grid([110], [[{ text: ' ', margin: [0, 40, 0, 0] }], [label('Right Thumbmark', { alignment: 'center' })]]);
  return [
    questions,
    {
      columns: [
        { width: '*', stack: [references] },
        { width: 120, stack: [photo], margin: [8, 0, 0, 0] },
      ],
      margin: [0, 2, 0, 0],
    },
    grid(
      ['*'],
      [
        [
          label(
            '42. I declare under oath that I have personally accomplished this Personal Data Sheet which is a true, correct and complete statement pursuant to the provisions of pertinent laws, rules and regulations of the Republic of the Philippines. I authorize the agency head/authorized representative to verify/validate the contents stated herein. I agree that any misrepresentation made in this document and its attachments shall cause the filing of administrative/criminal case/s against me.',
            { fontSize: 7 },
          ),
        ],
      ],
    ),
    {
      columns: [
        { width: 230, stack: [governmentId] },
        { width: '*', stack: [signature], margin: [6, 0, 6, 0] },
        { width: 120, stack: [thumb] },
      ],
      margin: [0, 4, 0, 0],
    },
    {
      text: 'SUBSCRIBED AND SWORN to before me this ________________________, affiant exhibiting his/her validly issued government ID as indicated above.',
      fontSize: 7,
      margin: [0, 10, 0, 24],
    },
    { canvas: [{ type: 'line', x1: CONTENT_WIDTH / 2 - 110, y1: 0, x2: CONTENT_WIDTH / 2 + 110, y2: 0, lineWidth: 0.5 }] },
    { text: 'Person Administering Oath', fontSize: 7, alignment: 'center' },
    pageMark(4),
  ];
}

function workExperienceSheet(pds: TPds): Content[] {
  const person = pds.personnel;
  const entries = pds.workexp.length ? pds.workexp : [null];
  return [
    { text: 'Attachment to CS Form No. 212', italics: true, fontSize: 8 },
    { text: 'WORK EXPERIENCE SHEET', bold: true, fontSize: 14, alignment: 'center', margin: [0, 6, 0, 6] },
    {
      text: 'Instructions: 1. Include only the work experiences relevant to the position being applied to. 2. The duration should include start and finish dates, if known, month in abbreviated form, if known, and year in full. For the current position, use the word Present, e.g., 1998-Present. Work experience should be listed from most recent first.',
      fontSize: 7,
      italics: true,
      margin: [0, 0, 0, 8],
    },
    ...entries.flatMap((w): Content[] => [
      {
        ul: [
          `Duration: ${w ? `${formDate(w.date_from)} – ${w.date_to ? formDate(w.date_to) : 'Present'}` : ''}`,
          `Position: ${w?.position_title ?? ''}`,
          `Name of Office/Unit: ${w?.office_unit ?? ''}`,
          `Immediate Supervisor: ${w?.immediate_supervisor ?? ''}`,
          `Name of Agency/Organization and Location: ${w?.company_name ?? ''}`,
          { stack: ['List of Accomplishments and Contributions (if any)', { text: w?.accomplishments ?? '', margin: [12, 2, 0, 2] }] },
          { stack: ['Summary of Actual Duties', { text: w?.duties ?? '', margin: [12, 2, 0, 2] }] },
        ],
        fontSize: 8,
        margin: [0, 0, 0, 10],
      },
    ]),
    { canvas: [{ type: 'line', x1: CONTENT_WIDTH - 230, y1: 30, x2: CONTENT_WIDTH, y2: 30, lineWidth: 0.5 }] },
    { text: person.fullname.toUpperCase(), bold: true, fontSize: 8, alignment: 'right', margin: [0, -30, 40, 0] },
    { text: '(Signature over Printed Name of Employee/Applicant)', fontSize: 7, alignment: 'right', margin: [0, 22, 20, 0] },
    { text: `Date: ${formDate(pds.government_id?.date_accomplished ?? null) || '________________'}`, fontSize: 7, alignment: 'right', margin: [0, 6, 80, 0] },
  ];
}

/** CS Form 212 pages 1–4 and the Work Experience Sheet, each starting on a new page. */
export function pdsDocument(pds: TPds, names: PdsNames, opts: { draft: boolean }): PdfDocument {
  const pages = [page1(pds, names), page2(pds), page3(pds), page4(pds), workExperienceSheet(pds)];
  return {
    pageSize: 'LEGAL',
    pageMargins: [28, 24, 28, 24],
    info: { title: `Personal Data Sheet – ${pds.personnel.fullname}`, subject: 'CS Form No. 212 (Revised 2017)' },
    // A copy HR has not verified says so on every page.
    watermark: opts.draft ? { text: 'NOT YET VERIFIED', opacity: 0.08, bold: true, fontSize: 60 } : undefined,
    content: pages.flatMap((page, i) => (i === 0 ? page : [{ text: '', pageBreak: 'before' }, ...page])),
  };
}
