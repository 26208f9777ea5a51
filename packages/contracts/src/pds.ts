import { z } from './zod';
import { dateMessage } from './messages';
import { textField, ZId, numberError } from './text';
import { listAnswer, ZDepartmentRef, ZMessage, ZPersonRef, ZTimestamp } from './responses';

/**
 * The Personal Data Sheet, CS Form No. 212 (Revised 2017), as data: one zod schema per section and
 * one catalogue (PDS_SECTIONS) that the API, the forms, the checking diff and the printout all read.
 * A new edition of the form changes this file and the print layout, nothing else.
 */

const today = () => new Date().toISOString().slice(0, 10);
const text = (label: string, max = 200) => textField(label).trim().max(max, `The ${label} must not be longer than ${max} characters.`);
const optText = (label: string, max = 200) => text(label, max).nullable().optional();
const date = (label: string) => z.iso.date(dateMessage(label));
const optDate = (label: string) => date(label).nullable().optional();
const pastDate = (label: string) => date(label).refine((d) => d <= today(), `The ${label} cannot be in the future.`);
const year = (label: string) =>
  z.coerce
    .number({ error: numberError(`The ${label} must be a year.`) })
    .int(`The ${label} must be a year.`)
    .min(1900, `The ${label} must be a year from 1900.`)
    .max(new Date().getFullYear() + 6, `The ${label} is too far in the future.`);
const optYear = (label: string) => year(label).nullable().optional();
const hours = (label: string) =>
  z.coerce
    .number({ error: numberError(`The ${label} must be a number.`) })
    .min(0, `The ${label} cannot be negative.`)
    .max(10_000, `The ${label} is too large.`);

/** An entry that spans dates: the end may be empty (present) but never before the start. */
function endNotBeforeStart<T extends Record<string, unknown>>(from: keyof T & string, to: keyof T & string) {
  return (v: T, ctx: z.RefinementCtx) => {
    const a = v[from];
    const b = v[to];
    if (a != null && b != null && String(b) < String(a)) ctx.addIssue({ code: 'custom', path: [to], message: 'The end date cannot be before the start date.' });
  };
}

export const ZAddress = z.object({
  house_no: optText('house/block/lot number', 100),
  street: optText('street', 150),
  subdivision: optText('subdivision/village', 150),
  barangay: optText('barangay', 150),
  city: optText('city/municipality', 150),
  province: optText('province', 150),
  zip_code: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'The zip code must be 4 digits.')
    .nullable()
    .optional(),
});
export type TAddress = z.infer<typeof ZAddress>;

const govNumber = (label: string) =>
  z
    .string()
    .trim()
    .max(30, `The ${label} must not be longer than 30 characters.`)
    .regex(/^[0-9A-Za-z -]*$/, `The ${label} may only contain digits, letters, spaces and hyphens.`)
    .nullable()
    .optional();

// I. Personal information. Names stay on the personnel record (HR changes them, e.g. after marriage).
export const ZPdsPersonal = z
  .object({
    birth_date: pastDate('date of birth'),
    birth_place: text('place of birth').min(1, 'The place of birth field is required.'),
    sex: z.enum(['male', 'female'], { error: 'The sex must be male or female.' }),
    civil_status_id: ZId.nullable().optional(),
    civil_status_other: optText('other civil status', 100),
    citizenship: z.enum(['filipino', 'dual'], { error: 'The citizenship must be Filipino or dual citizenship.' }).default('filipino'),
    dual_citizenship_by: z.enum(['birth', 'naturalization']).nullable().optional(),
    dual_citizenship_country_id: ZId.nullable().optional(),
    height_m: z.coerce
      .number()
      .min(0.5, 'The height must be between 0.5 and 2.5 metres.')
      .max(2.5, 'The height must be between 0.5 and 2.5 metres.')
      .nullable()
      .optional(),
    weight_kg: z.coerce
      .number()
      .min(2, 'The weight must be between 2 and 350 kilograms.')
      .max(350, 'The weight must be between 2 and 350 kilograms.')
      .nullable()
      .optional(),
    blood_type_id: ZId.nullable().optional(),
    gsis_no: govNumber('GSIS/UMID number'),
    pagibig_no: govNumber('Pag-IBIG number'),
    philhealth_no: govNumber('PhilHealth number'),
    philsys_no: govNumber('PhilSys number'),
    sss_no: govNumber('SSS number'),
    tin_no: govNumber('TIN'),
    agency_employee_no: govNumber('agency employee number'),
    residential_address: ZAddress.default({}),
    permanent_address: ZAddress.default({}),
    telephone_no: optText('telephone number', 40),
    mobile_no: z
      .string()
      .trim()
      .regex(/^[0-9+() -]{0,20}$/, 'The mobile number may only contain digits, spaces and + ( ) -.')
      .nullable()
      .optional(),
    email: textField('e-mail address')
      .trim()
      .max(254)
      .pipe(z.union([z.literal(''), z.email('The e-mail address must be a valid e-mail address.')]))
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.citizenship === 'dual' && !v.dual_citizenship_by)
      ctx.addIssue({ code: 'custom', path: ['dual_citizenship_by'], message: 'Say whether the dual citizenship is by birth or by naturalization.' });
    if (v.citizenship === 'dual' && !v.dual_citizenship_country_id)
      ctx.addIssue({ code: 'custom', path: ['dual_citizenship_country_id'], message: 'The country of the other citizenship is required.' });
  });

const ZPersonName = z.object({
  surname: optText('surname', 100),
  first_name: optText('first name', 100),
  middle_name: optText('middle name', 100),
  name_extension: optText('name extension', 10),
});

// II. Family background.
export const ZPdsFamily = z.object({
  spouse: ZPersonName.extend({
    occupation: optText('occupation', 150),
    employer: optText('employer/business name', 200),
    business_address: optText('business address', 250),
    telephone_no: optText('telephone number', 40),
  }).default({}),
  children: z
    .array(
      z.object({
        full_name: text("child's name", 200).min(1, "The child's name is required."),
        birth_date: pastDate("child's date of birth").nullable().optional(),
      }),
    )
    .max(30, 'At most 30 children can be listed.')
    .default([]),
  father: ZPersonName.default({}),
  mother: ZPersonName.omit({ name_extension: true }).default({}),
});

export const EDUCATION_LEVELS = ['elementary', 'secondary', 'vocational', 'college', 'graduate'] as const;
export const EDUCATION_LEVEL_LABELS: Record<(typeof EDUCATION_LEVELS)[number], string> = {
  elementary: 'Elementary',
  secondary: 'Secondary',
  vocational: 'Vocational / Trade Course',
  college: 'College',
  graduate: 'Graduate Studies',
};

// III. Educational background.
export const ZPdsEducation = z
  .object({
    level: z.enum(EDUCATION_LEVELS, { error: 'The level must be elementary, secondary, vocational, college or graduate studies.' }),
    school_id: ZId.nullable().optional(),
    school_name: text('name of school').min(1, 'The name of school field is required.'),
    degree_id: ZId.nullable().optional(),
    course: optText('basic education/degree/course'),
    period_from: optYear('year the attendance started'),
    period_to: optYear('year the attendance ended'),
    highest_level_units: optText('highest level/units earned', 100),
    year_graduated: optYear('year graduated'),
    honors: optText('scholarship/academic honors received'),
  })
  .superRefine(endNotBeforeStart('period_from', 'period_to'));

// IV. Civil service eligibility.
export const COMMON_ELIGIBILITIES = [
  'Career Service Professional',
  'Career Service Sub-Professional',
  'RA 1080 (Board/Bar)',
  'PD 907 (Honor Graduate Eligibility)',
  'RA 10156 (Sanggunian Member Eligibility)',
  'Barangay Official Eligibility',
  'Skills Eligibility – Category II',
] as const;
export const ZPdsEligibility = z.object({
  name: text('eligibility').min(1, 'The eligibility field is required.'),
  rating: z.coerce.number().min(0, 'The rating must be from 0 to 100.').max(100, 'The rating must be from 0 to 100.').nullable().optional(),
  exam_date: pastDate('date of examination/conferment').nullable().optional(),
  exam_place: optText('place of examination/conferment'),
  license_number: optText('license number', 50),
  license_valid_until: optDate('license validity date'),
});

// V. Work experience.
export const ZPdsWorkExperience = z
  .object({
    date_from: pastDate('start date'),
    date_to: optDate('end date'),
    position_title: text('position title').min(1, 'The position title field is required.'),
    company_id: ZId.nullable().optional(),
    company_name: text('department/agency/office/company').min(1, 'The department/agency/office/company field is required.'),
    monthly_salary: z.coerce
      .number()
      .min(0, 'The monthly salary cannot be negative.')
      .max(10_000_000, 'The monthly salary is too large.')
      .nullable()
      .optional(),
    salary_grade: z.coerce
      .number()
      .int()
      .min(1, 'The salary grade must be from 1 to 33.')
      .max(33, 'The salary grade must be from 1 to 33.')
      .nullable()
      .optional(),
    salary_step: z.coerce.number().int().min(1, 'The step must be from 1 to 8.').max(8, 'The step must be from 1 to 8.').nullable().optional(),
    appointment_status: optText('status of appointment', 100),
    government_service: z.boolean({ error: 'Say whether this was government service.' }),
    // The work experience sheet (attachment to CS Form 212) asks for these per job.
    office_unit: optText('name of office/unit'),
    immediate_supervisor: optText('immediate supervisor', 150),
    accomplishments: optText('accomplishments and contributions', 2000),
    duties: optText('summary of actual duties', 2000),
  })
  .superRefine(endNotBeforeStart('date_from', 'date_to'));

// VI. Voluntary work.
export const ZPdsVoluntaryWork = z
  .object({
    organization: text('name and address of organization', 250).min(1, 'The name and address of organization field is required.'),
    date_from: pastDate('start date'),
    date_to: optDate('end date'),
    hours: hours('number of hours').nullable().optional(),
    position: optText('position/nature of work'),
  })
  .superRefine(endNotBeforeStart('date_from', 'date_to'));

export const LD_TYPES = ['managerial', 'supervisory', 'technical', 'foundation'] as const;
// VII. Learning and development (training programs attended).
export const ZPdsTraining = z
  .object({
    title: text('title of learning and development intervention', 250).min(1, 'The title field is required.'),
    date_from: pastDate('start date'),
    date_to: pastDate('end date'),
    hours: hours('number of hours'),
    ld_type: z.enum(LD_TYPES, { error: 'The type of L&D must be managerial, supervisory, technical or foundation.' }),
    conducted_by: text('conducted/sponsored by', 250).min(1, 'The conducted/sponsored by field is required.'),
  })
  .superRefine(endNotBeforeStart('date_from', 'date_to'));

// VIII. Other information: one line each.
const ZOneLine = (label: string) => z.object({ name: text(label).min(1, `The ${label} field is required.`) });
export const ZPdsSkill = ZOneLine('special skill or hobby');
export const ZPdsRecognition = ZOneLine('non-academic distinction/recognition');
export const ZPdsMembership = ZOneLine('association/organization');

const ZAnswer = z.object({ answer: z.boolean().nullable().default(null), details: optText('details', 500) });
const yesNeedsDetails = (label: string) => (v: { answer: boolean | null; details?: string | null }, ctx: z.RefinementCtx) => {
  if (v.answer === true && !v.details) ctx.addIssue({ code: 'custom', path: ['details'], message: `Give the details of your answer to ${label}.` });
};
const question = (label: string) => ZAnswer.superRefine(yesNeedsDetails(label)).default({ answer: null });

/** Questions 34–40 of the form, with the words of the form (asked on page 4). */
export const PDS_QUESTIONS = [
  {
    key: 'q34a',
    number: '34',
    text: 'Are you related by consanguinity or affinity to the appointing or recommending authority, or to the chief of bureau or office or to the person who has immediate supervision over you in the Office, Bureau or Department where you will be appointed, a. within the third degree?',
  },
  { key: 'q34b', number: '34', text: 'b. within the fourth degree (for Local Government Unit - Career Employees)?' },
  { key: 'q35a', number: '35', text: 'a. Have you ever been found guilty of any administrative offense?' },
  { key: 'q35b', number: '35', text: 'b. Have you been criminally charged before any court? (If YES, give the date filed and the status of the case/s.)' },
  {
    key: 'q36',
    number: '36',
    text: 'Have you ever been convicted of any crime or violation of any law, decree, ordinance or regulation by any court or tribunal?',
  },
  {
    key: 'q37',
    number: '37',
    text: 'Have you ever been separated from the service in any of the following modes: resignation, retirement, dropped from the rolls, dismissal, termination, end of term, finished contract or phased out (abolition) in the public or private sector?',
  },
  {
    key: 'q38a',
    number: '38',
    text: 'a. Have you ever been a candidate in a national or local election held within the last year (except Barangay election)?',
  },
  {
    key: 'q38b',
    number: '38',
    text: 'b. Have you resigned from the government service during the three (3)-month period before the last election to promote/actively campaign for a national or local candidate?',
  },
  { key: 'q39', number: '39', text: 'Have you acquired the status of an immigrant or permanent resident of another country? (If YES, give the country.)' },
  { key: 'q40a', number: '40', text: "a. Are you a member of any indigenous group? (Indigenous People's Act, RA 8371)" },
  { key: 'q40b', number: '40', text: 'b. Are you a person with disability? (Magna Carta for Disabled Persons, RA 7277; give your ID no.)' },
  { key: 'q40c', number: '40', text: 'c. Are you a solo parent? (Solo Parents Welfare Act, RA 8972; give your ID no.)' },
] as const;
export type TPdsQuestionKey = (typeof PDS_QUESTIONS)[number]['key'];

export const ZPdsQuestions = z.object(
  Object.fromEntries(PDS_QUESTIONS.map((q) => [q.key, question(`question ${q.number}${q.key.slice(3)}`)])) as Record<
    TPdsQuestionKey,
    ReturnType<typeof question>
  >,
);

// References and the government-issued ID (page 4).
export const ZPdsReferences = z.object({
  references: z
    .array(
      z.object({
        name: text("reference's name").min(1, "The reference's name is required."),
        address: optText("reference's address", 250),
        telephone_no: optText("reference's telephone number", 40),
      }),
    )
    .max(3, 'The form has room for three references.')
    .default([]),
});
export const ZPdsGovernmentId = z.object({
  id_type: optText('government-issued ID', 100),
  id_number: optText('ID/license/passport number', 60),
  issued_date: pastDate('date of issuance').nullable().optional(),
  issued_place: optText('place of issuance', 150),
  date_accomplished: pastDate('date accomplished').nullable().optional(),
});

/** Sections whose entries take PDF attachments, by the key SPEC.md §7 uses in /api/personnel/{key}/files. */
export const PDS_ATTACHMENT_SECTIONS = ['workexp', 'educbackground', 'voluntarywork', 'eligibility', 'training', 'rewardrecog', 'orgassoc'] as const;
export type TPdsAttachmentSection = (typeof PDS_ATTACHMENT_SECTIONS)[number];

type SectionDef = {
  /** Where it is on the form: "I", "II"… */
  part: string;
  title: string;
  /** 'single': one record (personal information); 'list': entries (schools, jobs…). */
  kind: 'single' | 'list';
  schema: z.ZodType;
  /** Field labels, in the order the form shows them (used by the forms, the diff and the Excel export). */
  fields: Record<string, string>;
  /** A short name for one entry, in lists and the checking diff. */
  describe?: (entry: Record<string, unknown>) => string;
  /** Newest first (jobs, trainings) or as typed (children); the form lists work experience from the latest. */
  orderBy?: string;
};

const dateRange = (e: Record<string, unknown>) => [e.date_from, e.date_to ?? 'present'].filter(Boolean).join(' – ');

export const PDS_SECTIONS = {
  personal: {
    part: 'I',
    title: 'Personal information',
    kind: 'single',
    schema: ZPdsPersonal,
    fields: {
      birth_date: 'Date of birth',
      birth_place: 'Place of birth',
      sex: 'Sex',
      civil_status_id: 'Civil status',
      civil_status_other: 'Civil status (other)',
      citizenship: 'Citizenship',
      dual_citizenship_by: 'Dual citizenship by',
      dual_citizenship_country_id: 'Country of dual citizenship',
      height_m: 'Height (m)',
      weight_kg: 'Weight (kg)',
      blood_type_id: 'Blood type',
      gsis_no: 'GSIS ID no.',
      pagibig_no: 'PAG-IBIG ID no.',
      philhealth_no: 'PhilHealth no.',
      philsys_no: 'PhilSys number (PSN)',
      sss_no: 'SSS no.',
      tin_no: 'TIN no.',
      agency_employee_no: 'Agency employee no.',
      residential_address: 'Residential address',
      permanent_address: 'Permanent address',
      telephone_no: 'Telephone no.',
      mobile_no: 'Mobile no.',
      email: 'E-mail address',
    },
  },
  family: {
    part: 'II',
    title: 'Family background',
    kind: 'single',
    schema: ZPdsFamily,
    fields: { spouse: 'Spouse', children: 'Children', father: 'Father', mother: "Mother's maiden name" },
  },
  educbackground: {
    part: 'III',
    title: 'Educational background',
    kind: 'list',
    schema: ZPdsEducation,
    fields: {
      level: 'Level',
      school_name: 'Name of school',
      course: 'Basic education/degree/course',
      period_from: 'Period of attendance from',
      period_to: 'Period of attendance to',
      highest_level_units: 'Highest level/units earned',
      year_graduated: 'Year graduated',
      honors: 'Scholarship/academic honors received',
    },
    describe: (e) => `${EDUCATION_LEVEL_LABELS[e.level as keyof typeof EDUCATION_LEVEL_LABELS] ?? e.level}: ${e.school_name}`,
    orderBy: 'level',
  },
  eligibility: {
    part: 'IV',
    title: 'Civil service eligibility',
    kind: 'list',
    schema: ZPdsEligibility,
    fields: {
      name: 'Eligibility',
      rating: 'Rating',
      exam_date: 'Date of examination/conferment',
      exam_place: 'Place of examination/conferment',
      license_number: 'License number',
      license_valid_until: 'License valid until',
    },
    describe: (e) => String(e.name),
    orderBy: 'exam_date',
  },
  workexp: {
    part: 'V',
    title: 'Work experience',
    kind: 'list',
    schema: ZPdsWorkExperience,
    fields: {
      date_from: 'From',
      date_to: 'To',
      position_title: 'Position title',
      company_name: 'Department/agency/office/company',
      monthly_salary: 'Monthly salary',
      salary_grade: 'Salary grade',
      salary_step: 'Step',
      appointment_status: 'Status of appointment',
      government_service: 'Government service',
      office_unit: 'Name of office/unit',
      immediate_supervisor: 'Immediate supervisor',
      accomplishments: 'Accomplishments and contributions',
      duties: 'Summary of actual duties',
    },
    describe: (e) => `${e.position_title}, ${e.company_name} (${dateRange(e)})`,
    orderBy: 'date_from',
  },
  voluntarywork: {
    part: 'VI',
    title: 'Voluntary work',
    kind: 'list',
    schema: ZPdsVoluntaryWork,
    fields: {
      organization: 'Name and address of organization',
      date_from: 'From',
      date_to: 'To',
      hours: 'Number of hours',
      position: 'Position/nature of work',
    },
    describe: (e) => `${e.organization} (${dateRange(e)})`,
    orderBy: 'date_from',
  },
  training: {
    part: 'VII',
    title: 'Learning and development interventions/training programs attended',
    kind: 'list',
    schema: ZPdsTraining,
    fields: { title: 'Title', date_from: 'From', date_to: 'To', hours: 'Number of hours', ld_type: 'Type of L&D', conducted_by: 'Conducted/sponsored by' },
    describe: (e) => `${e.title} (${dateRange(e)})`,
    orderBy: 'date_from',
  },
  skills: {
    part: 'VIII',
    title: 'Special skills and hobbies',
    kind: 'list',
    schema: ZPdsSkill,
    fields: { name: 'Skill or hobby' },
    describe: (e) => String(e.name),
  },
  rewardrecog: {
    part: 'VIII',
    title: 'Non-academic distinctions/recognition',
    kind: 'list',
    schema: ZPdsRecognition,
    fields: { name: 'Distinction/recognition' },
    describe: (e) => String(e.name),
  },
  orgassoc: {
    part: 'VIII',
    title: 'Membership in association/organization',
    kind: 'list',
    schema: ZPdsMembership,
    fields: { name: 'Association/organization' },
    describe: (e) => String(e.name),
  },
  questions: {
    part: 'IX',
    title: 'Other questions (34–40)',
    kind: 'single',
    schema: ZPdsQuestions,
    fields: Object.fromEntries(PDS_QUESTIONS.map((q) => [q.key, `Question ${q.number}${q.key.length > 3 ? q.key.slice(3) : ''}`])),
  },
  references: { part: 'X', title: 'References', kind: 'single', schema: ZPdsReferences, fields: { references: 'References' } },
  government_id: {
    part: 'XI',
    title: 'Government-issued ID and date accomplished',
    kind: 'single',
    schema: ZPdsGovernmentId,
    fields: {
      id_type: 'Government-issued ID',
      id_number: 'ID/license/passport no.',
      issued_date: 'Date of issuance',
      issued_place: 'Place of issuance',
      date_accomplished: 'Date accomplished',
    },
  },
} as const satisfies Record<string, SectionDef>;

export type TPdsSection = keyof typeof PDS_SECTIONS;
export const PDS_SECTION_KEYS = Object.keys(PDS_SECTIONS) as TPdsSection[];
export const PDS_LIST_SECTIONS = PDS_SECTION_KEYS.filter((k) => PDS_SECTIONS[k].kind === 'list');
export const PDS_SINGLE_SECTIONS = PDS_SECTION_KEYS.filter((k) => PDS_SECTIONS[k].kind === 'single');
export const ZPdsSection = z.enum(PDS_SECTION_KEYS as [TPdsSection, ...TPdsSection[]], { error: 'There is no such section of the PDS.' });

export type TPdsPersonal = z.infer<typeof ZPdsPersonal>;
export type TPdsFamily = z.infer<typeof ZPdsFamily>;
export type TPdsEducation = z.infer<typeof ZPdsEducation>;
export type TPdsEligibility = z.infer<typeof ZPdsEligibility>;
export type TPdsWorkExperience = z.infer<typeof ZPdsWorkExperience>;
export type TPdsVoluntaryWork = z.infer<typeof ZPdsVoluntaryWork>;
export type TPdsTraining = z.infer<typeof ZPdsTraining>;
export type TPdsQuestions = z.infer<typeof ZPdsQuestions>;
export type TPdsReferences = z.infer<typeof ZPdsReferences>;
export type TPdsGovernmentId = z.infer<typeof ZPdsGovernmentId>;

/** A list entry as the API returns it: its fields, its id and how many files prove it. */
export type TPdsEntry<T = Record<string, unknown>> = T & { id: number; files_count: number };

/** The names the PDS is printed with: they stay on the personnel record. */
export const ZPdsPersonnel = z.object({
  id: z.number().int(),
  idno: z.string().nullable(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  name_extension: z.string().nullable(),
  fullname: z.string(),
});
export type TPdsPersonnel = z.infer<typeof ZPdsPersonnel>;

// A section's data is the jsonb its schema wrote when it was saved (PDS_SECTIONS[...].schema), and the
// copies HR verified keep the data of their day: the answer is checked for its frame (an object, an
// entry with its id and files count) and sent whole, not re-validated against today's form rules.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const sectionData = <T>() => z.custom<T>(isObject);
const entries = <T>() => z.array(z.custom<TPdsEntry<T>>((v) => isObject(v) && typeof v.id === 'number' && typeof v.files_count === 'number'));

/** GET /api/personnels/{id}/pds. */
export const ZPds = z.object({
  personnel: ZPdsPersonnel,
  personal: sectionData<TPdsPersonal>().nullable(),
  family: sectionData<TPdsFamily>().nullable(),
  questions: sectionData<TPdsQuestions>().nullable(),
  references: sectionData<TPdsReferences>().nullable(),
  government_id: sectionData<TPdsGovernmentId>().nullable(),
  educbackground: entries<TPdsEducation>(),
  eligibility: entries<TPdsEligibility>(),
  workexp: entries<TPdsWorkExperience>(),
  voluntarywork: entries<TPdsVoluntaryWork>(),
  training: entries<TPdsTraining>(),
  skills: entries<{ name: string }>(),
  rewardrecog: entries<{ name: string }>(),
  orgassoc: entries<{ name: string }>(),
});
export type TPds = z.infer<typeof ZPds>;

export const PDS_SUBMISSION_STATUSES = ['submitted', 'verified', 'returned'] as const;
export type TPdsSubmissionStatus = (typeof PDS_SUBMISSION_STATUSES)[number];

/** Where the PDS stands with HR: never sent (draft), waiting, verified, or sent back. */
export const ZPdsChecking = z.object({
  status: z.enum(['draft', ...PDS_SUBMISSION_STATUSES]),
  /** Sections changed since the last verified version (what a new submission would send). */
  changed_sections: z.array(ZPdsSection),
  last_submission: z
    .object({
      id: z.number().int(),
      status: z.enum(PDS_SUBMISSION_STATUSES),
      submitted_at: ZTimestamp,
      decided_at: ZTimestamp.nullable(),
      remarks: z.string().nullable(),
    })
    .nullable(),
  last_verified_at: ZTimestamp.nullable(),
});
export type TPdsChecking = z.infer<typeof ZPdsChecking>;

export const ZPdsCheckingQuery = z.object({
  status: z.enum(PDS_SUBMISSION_STATUSES).default('submitted'),
  term: textField('search term').trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZPdsDecision = z.object({ remarks: textField('remarks').trim().max(1000, 'The remarks must not be longer than 1000 characters.').optional() });
export const ZPdsReturn = z.object({
  remarks: textField('remarks', 'Say what the employee must correct.')
    .trim()
    .min(1, 'Say what the employee must correct.')
    .max(1000, 'The remarks must not be longer than 1000 characters.'),
});

/** One changed field in the checking view. */
export type TPdsFieldChange = { field: string; label: string; before: unknown; after: unknown };
/** One changed entry (or the one record of a single section). */
export type TPdsEntryChange = { kind: 'added' | 'removed' | 'changed'; entry_id: number | null; label: string; fields: TPdsFieldChange[] };
export type TPdsSectionChange = { section: TPdsSection; part: string; title: string; changes: TPdsEntryChange[] };
export const ZPdsFieldChange = z.object({ field: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() });
export const ZPdsEntryChange = z.object({
  kind: z.enum(['added', 'removed', 'changed']),
  entry_id: z.number().int().nullable(),
  label: z.string(),
  fields: z.array(ZPdsFieldChange),
});
export const ZPdsSectionChange = z.object({ section: ZPdsSection, part: z.string(), title: z.string(), changes: z.array(ZPdsEntryChange) });

/** POST /api/personnel/{section}/files: the parent entry (by `{section}_id` or `parent_id`) and the uploaded path. */
export const ZAttachmentPath = textField('attachment', 'Unable to save').trim().min(1, 'Unable to save').max(120);

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/personnels/{id}/pds: the sheet and where it stands with HR. */
export const ZPdsAnswer = z.object({ pds: ZPds, checking: ZPdsChecking });
export type TPdsAnswer = z.infer<typeof ZPdsAnswer>;
/** PUT /api/personnels/{id}/{section}: the section as saved. */
export const ZPdsSectionSaved = z.object({ message: z.string(), data: z.record(z.string(), z.unknown()) });
export type TPdsSectionSaved = z.infer<typeof ZPdsSectionSaved>;
/** POST/PUT of a list section's entry: the entry as saved, with its id and files count. */
export const ZPdsEntrySaved = z.object({ message: z.string(), entry: z.object({ id: z.number().int(), files_count: z.number().int() }).catchall(z.unknown()) });
export type TPdsEntrySaved = z.infer<typeof ZPdsEntrySaved>;
/** POST /api/personnels/{id}/pds/submit. */
export const ZPdsSubmitted = ZMessage.extend({ checking: ZPdsChecking });
export type TPdsSubmitted = z.infer<typeof ZPdsSubmitted>;

/** A submission in the checking lists, with the employee it is of. */
export const ZPdsSubmissionListItem = z.object({
  id: z.number().int(),
  status: z.enum(PDS_SUBMISSION_STATUSES),
  submitted_at: ZTimestamp,
  decided_at: ZTimestamp.nullable(),
  remarks: z.string().nullable(),
  changed_sections: z.array(ZPdsSection),
  personnel: ZPersonRef.extend({
    department: ZDepartmentRef.nullable(),
    /** Always named by the list; null where a page shows a submission without its list row. */
    campus: z.object({ id: z.number().int(), acronym: z.string() }).nullable(),
  }),
});
export type TPdsSubmissionListItem = z.infer<typeof ZPdsSubmissionListItem>;
export type TPdsSubmission = TPdsSubmissionListItem;
export const ZPdsSubmissionList = listAnswer('submissions', ZPdsSubmissionListItem);
export type TPdsSubmissionList = z.infer<typeof ZPdsSubmissionList>;
export type TPdsCheckingQuery = z.infer<typeof ZPdsCheckingQuery>;

/** A submission as its row reads, without the copy it carries (GET /api/pds/checking/{id} sends that as `pds`). */
export const ZPdsSubmissionRecord = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  status: z.enum(PDS_SUBMISSION_STATUSES),
  changed_sections: z.array(ZPdsSection),
  remarks: z.string().nullable(),
  submitted_at: ZTimestamp,
  decided_at: ZTimestamp.nullable(),
  submitted_by_user_id: z.number().int().nullable(),
  decided_by_user_id: z.number().int().nullable(),
});
export type TPdsSubmissionRecord = z.infer<typeof ZPdsSubmissionRecord>;
/** GET /api/pds/checking/{id}: what was sent, against the copy verified before it. */
export const ZPdsSubmissionDetail = z.object({ submission: ZPdsSubmissionRecord, changes: z.array(ZPdsSectionChange), pds: ZPds });
export type TPdsSubmissionDetail = z.infer<typeof ZPdsSubmissionDetail>;

/** A document proving a PDS entry (GET /api/personnel/{section}/files). */
export const ZPdsFile = z.object({
  id: z.number().int(),
  parent_id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  attachment_path: z.string(),
  /** A short-lived signed link that opens the PDF. */
  attachment_absolute_path: z.string(),
  created_at: ZTimestamp,
});
export type TPdsFile = z.infer<typeof ZPdsFile>;
export const ZPdsFileList = z.object({ files: z.array(ZPdsFile) });
export type TPdsFileList = z.infer<typeof ZPdsFileList>;
export const ZPdsFileSaved = ZMessage.extend({ file: ZPdsFile });
export type TPdsFileSaved = z.infer<typeof ZPdsFileSaved>;
/** POST /api/upload: the stored upload, to attach by its path. */
export const ZUploadedFile = z.object({ path: z.string(), name: z.string(), size: z.number().int() });
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

// ── Filling the PDS from the official workbook (CS Form 212, .xlsx) ─────────────────────────────────

/** What importing a section would do: add it (the PDS has nothing there), change it, nothing (the same), or nothing to take (the workbook leaves it blank). */
export const PDS_IMPORT_ACTIONS = ['add', 'change', 'same', 'empty'] as const;
export const ZPdsImportSection = z.object({
  section: ZPdsSection,
  part: z.string(),
  title: z.string(),
  action: z.enum(PDS_IMPORT_ACTIONS),
  /** The section as the workbook has it (a list section: its entries). */
  workbook: z.unknown(),
  /** The section as the PDS has it now. */
  current: z.unknown(),
  /** Entries the workbook adds and the PDS's entries it replaces (list sections). */
  added: z.number().int(),
  removed: z.number().int(),
  problems: z.array(z.string()),
});
export type TPdsImportSection = z.infer<typeof ZPdsImportSection>;
/** POST /api/pds/import/preview. */
export const ZPdsImportPreview = z.object({
  edition: z.enum(['2017', '2025']),
  sections: z.array(ZPdsImportSection),
  /** Problems of the workbook as a whole (a missing sheet). */
  problems: z.array(z.string()),
  /** Said, not refused: the workbook's name differs from the personnel record's (HR keeps the names). */
  notices: z.array(z.string()),
});
export type TPdsImportPreview = z.infer<typeof ZPdsImportPreview>;
/** The `sections` field of POST /api/pds/import: the sections the employee keeps. */
export const ZPdsImportKept = z.array(ZPdsSection, { error: 'Choose the sections to keep.' }).min(1, 'Choose at least one section to keep.');
/** The "Fill from my Excel PDS" form's values: which workbook was chosen (the File itself stays beside the form). */
export const ZPdsWorkbookChoice = z.object({
  file: z.object({ name: z.string(), size: z.number() }, { error: 'Choose your PDS workbook (.xlsx).' }),
});
export type TPdsWorkbookChoice = z.input<typeof ZPdsWorkbookChoice>;
/** POST /api/pds/import. */
export const ZPdsImported = ZMessage.extend({ written: z.array(ZPdsSection) });
export type TPdsImported = z.infer<typeof ZPdsImported>;
