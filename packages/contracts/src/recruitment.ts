import { z } from './zod';
import { MESSAGES } from './constants';
import { ZPasswordRule } from './auth';
import { isoDate, ZMonth } from './attendance';
import { idField, textField, ZId, numberError } from './text';
import { REQUEST_STATUSES } from './approvals';
import { listAnswer, oneAnswer, savedAnswer, ZDateString, ZDepartmentRef, ZTimestamp } from './responses';
import { APPLICATION_STATUSES } from './application-statuses';

// Recruitment, selection and placement (RSP): bodies and constants shared by the API and the pages.
// Applicants register themselves; HR (RSP, JOBPOST, APPLICANTS), heads (HIREREQUEST/JOBREQUEST), the
// selection boards (COMMITTEE, RSPMEMBER) and the appointing authority (RAI) work the rest.

const text = (label: string, max: number) =>
  textField(label, `The ${label} field is required.`)
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} must not be longer than ${max} characters.`);
const optionalText = (label: string, max: number) =>
  textField(label).trim().max(max, `The ${label} must not be longer than ${max} characters.`).nullable().optional();
const email = textField('email', 'The email field is required.')
  .trim()
  .toLowerCase()
  .min(1, 'The email field is required.')
  .max(254, 'The email must not be longer than 254 characters.')
  .email('The email must be a valid email address.');

/** The selection boards: NAPB for non-academic posts, APB for academic ones. */
export const BOARD_KINDS = ['NAPB', 'APB'] as const;
export type TBoardKind = (typeof BOARD_KINDS)[number];
export const JOB_POST_STATUSES = ['draft', 'published', 'closed'] as const;
/** The PDS parts an applicant's profile holds (validated by PDS_SECTIONS' schemas). */
export const APPLICANT_PROFILE_SECTIONS = ['educbackground', 'eligibility', 'workexp', 'training'] as const;
export type TApplicantProfileSection = (typeof APPLICANT_PROFILE_SECTIONS)[number];
/** The documents a new post asks for unless HR changes the list. */
export const DEFAULT_DOCUMENTS_REQUIRED = [
  'Letter of intent addressed to the University President',
  'Personal Data Sheet (CS Form No. 212) with Work Experience Sheet',
  'Transcript of records and diploma',
  'Certificate of eligibility / rating or licence',
  'Certificates of relevant trainings',
  'Latest performance rating (if applicable)',
];

/** Self-registration of a job applicant (the account gets the applicant role only, once the e-mail is proven). */
export const ZApplicantRegisterBody = z
  .object({
    email,
    password: ZPasswordRule,
    password_confirmation: textField('password confirmation'),
    first_name: text('first name', 100),
    middle_name: optionalText('middle name', 100),
    last_name: text('last name', 100),
    name_extension: optionalText('name extension', 10),
    mobile_no: optionalText('mobile number', 20),
  })
  .refine((b) => b.password === b.password_confirmation, { path: ['password_confirmation'], message: 'The password confirmation does not match.' });
export type TApplicantRegisterBody = z.infer<typeof ZApplicantRegisterBody>;

export const ZVerifyEmailBody = z.object({
  token: textField('link', 'The link is incomplete.').min(20, 'The link is incomplete.').max(200, 'The link is invalid.'),
});
export const ZResendVerificationBody = z.object({ email });

/** The applicant's profile: who they are and the PDS parts hiring reads. Entries are checked by the PDS section schemas. */
export const ZApplicantProfileBody = z.object({
  first_name: text('first name', 100),
  middle_name: optionalText('middle name', 100),
  last_name: text('last name', 100),
  name_extension: optionalText('name extension', 10),
  sex: z.enum(['male', 'female'], 'The sex must be male or female.').nullable().optional(),
  birth_date: isoDate('birth date').nullable().optional(),
  mobile_no: optionalText('mobile number', 20),
  address: optionalText('address', 500),
  sections: z.partialRecord(z.enum(APPLICANT_PROFILE_SECTIONS), z.array(z.record(z.string(), z.unknown())).max(50, 'At most 50 entries a part.')).default({}),
});
export type TApplicantProfileBody = z.infer<typeof ZApplicantProfileBody>;

/** A head's request to fill a vacant plantilla item or a new position (goes through the approval chain 'request_to_hire'). */
export const ZHiringRequestBody = z
  .object({
    department_id: idField('department'),
    position_id: idField('position'),
    kind: z.enum(['vacant', 'new'], 'Say whether the post is a vacant plantilla item or a new position.'),
    plantilla_item_no: optionalText('plantilla item number', 60),
    slots: z.coerce.number().int('The slots must be a whole number.').min(1, 'At least 1 slot.').max(50, 'At most 50 slots.').default(1),
    employment_kind: z.enum(['staff', 'faculty'], 'Say whether the post is non-academic (staff) or academic (faculty).'),
    justification: text('justification', 2000),
  })
  .refine((b) => b.kind !== 'vacant' || !!b.plantilla_item_no, { path: ['plantilla_item_no'], message: 'Give the plantilla item number of the vacant item.' });
export type THiringRequestBody = z.infer<typeof ZHiringRequestBody>;

/** A job post (draft until published). `monthly_salary` in centavos. */
export const ZJobPostBody = z.object({
  hiring_request_id: idField('request to hire').nullable().optional(),
  position_id: idField('position'),
  department_id: idField('department'),
  campus_id: z.coerce.number().int().min(1, 'The campus is invalid.').max(5, 'The campus is invalid.'),
  plantilla_item_no: optionalText('plantilla item number', 60),
  salary_grade: z.coerce.number().int('The salary grade is a whole number.').min(1, 'The salary grade is 1 to 33.').max(33, 'The salary grade is 1 to 33.'),
  monthly_salary: z.coerce.number().int('The monthly salary is in centavos.').min(0).max(100_000_000_00),
  board: z.enum(BOARD_KINDS, 'The board is NAPB (non-academic) or APB (academic).'),
  slots: z.coerce.number().int().min(1, 'At least 1 slot.').max(50, 'At most 50 slots.').default(1),
  education: text('education', 1000),
  training: text('training', 1000),
  experience: text('experience', 1000),
  eligibility: text('eligibility', 1000),
  competencies: optionalText('competencies', 2000),
  documents_required: z
    .array(text('document', 200))
    .min(1, 'List at least one document required.')
    .max(20, 'At most 20 documents.')
    .default(DEFAULT_DOCUMENTS_REQUIRED),
});
export type TJobPostBody = z.infer<typeof ZJobPostBody>;

/** Publishing: from when, and the closing date (at least the minimum publication days of the settings). */
export const ZPublishBody = z
  .object({ publish_from: isoDate('publication date'), closing_date: isoDate('closing date') })
  .refine((b) => b.closing_date > b.publish_from, { path: ['closing_date'], message: 'The closing date must be after the publication date.' });
export type TPublishBody = z.infer<typeof ZPublishBody>;

export const ZJobPostQuery = z.object({
  status: z.enum(JOB_POST_STATUSES, 'The status is draft, published or closed.').optional(),
  term: textField('search term').trim().max(100).optional(),
  campus_id: z.coerce.number().int().min(1).max(5).optional(),
  department_id: idField('department').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(999).default(15),
});
export type TJobPostQuery = z.infer<typeof ZJobPostQuery>;
/** The public board's query (GET /api/jobs). */
export const ZBoardQuery = ZJobPostQuery.pick({ term: true, campus_id: true, page: true, per_page: true });
export type TBoardQuery = z.infer<typeof ZBoardQuery>;

export const ZHiringRequestQuery = z.object({
  scope: z.enum(['mine', 'department', 'all'], 'The scope must be mine, department or all.').default('mine'),
  status: z.enum(REQUEST_STATUSES, 'The status is invalid.').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(999).default(15),
});
export type THiringRequestQuery = z.infer<typeof ZHiringRequestQuery>;

/** Apply Now: the post and one uploaded PDF (POST /api/upload `path`) for each document the post requires. */
export const ZApplyBody = z.object({
  job_post_id: idField('job post'),
  documents: z.array(z.object({ requirement: text('document', 200), path: text('file', 200) })).max(30),
});
export type TApplyBody = z.infer<typeof ZApplyBody>;

/**
 * A PDF chosen in a page before it is uploaded: which file (name, size and date, so that another choice is a change)
 * and the upload check's message about it, if any. `missing` is said when none is chosen.
 */
const chosenPdf = (missing: string) =>
  z.object({ file: z.string(), problem: z.string().nullable() }, { error: missing }).superRefine((chosen, ctx) => {
    if (chosen.problem) ctx.addIssue({ code: 'custom', message: chosen.problem });
  });
export type TChosenPdf = { file: string; problem: string | null };

/**
 * Apply Now before anything is uploaded (the page's check; the upload and ZApplyBody follow): a PDF for each document
 * the post requires, and the applicant's word that the data is true (`confirmation` names the PDS or the profile).
 */
export const applyChoiceSchema = (confirmation: string) =>
  z.object({ documents: z.array(chosenPdf('Upload this document as a PDF.')), confirmed: z.literal(true, confirmation) });

/** A document HR asked for, before it is uploaded (the page's check; ZSubmitDocumentBody follows the upload). */
export const ZDocumentChoice = z.object({ file: chosenPdf(MESSAGES.saveWithoutFile) });

export const ZApplicationQuery = z.object({
  job_post_id: idField('job post').optional(),
  status: z.enum(APPLICATION_STATUSES, 'The status is invalid.').optional(),
  term: textField('search term').trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(999).default(15),
});
export type TApplicationQuery = z.infer<typeof ZApplicationQuery>;

/** HR's screening against the qualification standards: qualified, or not with the reason the applicant is told. */
export const ZScreeningBody = z
  .object({ decision: z.enum(['qualified', 'not_qualified'], 'The decision is qualified or not qualified.'), remarks: optionalText('reason', 1000) })
  .refine((b) => b.decision === 'qualified' || !!b.remarks, { path: ['remarks'], message: 'Say which qualification standard is not met.' });
export type TScreeningBody = z.infer<typeof ZScreeningBody>;

export const ZDocumentRequestBody = z.object({ description: text('document', 200) });
export const ZSubmitDocumentBody = z.object({ document_request_id: idField('document request'), path: text('file', 200) });
export type TDocumentRequestBody = z.infer<typeof ZDocumentRequestBody>;

export const ZInterviewSlotBody = z.object({
  starts_at: z.iso.datetime({ offset: true, error: 'The time must be a date and time (ISO 8601).' }),
  venue: text('venue', 200),
});
export const ZInviteBody = z.object({
  slot_id: idField('interview slot'),
  application_ids: z.array(idField('application')).min(1, 'Choose at least one applicant.').max(200),
});
export type TInterviewSlotBody = z.infer<typeof ZInterviewSlotBody>;
export type TInviteBody = z.infer<typeof ZInviteBody>;
/** The applicant's answer through the signed link (no sign-in). */
export const ZScheduleResponseBody = z
  .object({
    token: textField('link').min(20, 'The link is incomplete.').max(500, 'The link is invalid.'),
    response: z.enum(['accepted', 'declined', 'reschedule'], 'Accept, decline or ask for another time.'),
    note: optionalText('note', 1000),
  })
  .refine((b) => b.response !== 'reschedule' || !!b.note, { path: ['note'], message: 'Say which times suit you.' });
export type TScheduleResponseBody = z.infer<typeof ZScheduleResponseBody>;
/** How an applicant may answer an interview invitation. */
export type TInterviewResponse = TScheduleResponseBody['response'];

export const ZBoardBody = z.object({
  kind: z.enum(BOARD_KINDS, 'The board is NAPB or APB.'),
  name: text('name', 150),
  campus_id: z.coerce.number().int().min(1).max(5).nullable().optional(),
});
export const ZBoardMemberBody = z.object({
  user_id: idField('member'),
  role: z.enum(['chair', 'member', 'secretariat'], 'The role is chair, member or secretariat.'),
});
export const ZCriterionBody = z.object({
  name: text('criterion', 100),
  weight: z.coerce
    .number({ error: numberError('The weight must be a number.') })
    .gt(0, 'The weight must be more than 0.')
    .max(100, 'The weight is at most 100 (percent).'),
  max_score: z.coerce
    .number({ error: numberError('The highest score must be a number.') })
    .gt(0, 'The highest score must be more than 0.')
    .max(1000)
    .default(100),
});
export type TBoardBody = z.infer<typeof ZBoardBody>;
export type TBoardMemberBody = z.infer<typeof ZBoardMemberBody>;
export type TCriterionBody = z.infer<typeof ZCriterionBody>;
/** A member's scores of one applicant. Each score from 0 to the criterion's highest score. */
export const ZRatingBody = z.object({
  ratings: z
    .array(z.object({ criterion_id: idField('criterion'), score: z.coerce.number({ error: numberError('The score must be a number.') }) }))
    .min(1, 'Rate at least one criterion.'),
});

/** The appointing authority's choice becomes an appointment (and the personnel record and account). */
export const ZAppointBody = z.object({
  appointment_status_id: idField('appointment status'),
  nature_id: idField('nature of appointment'),
  effective_date: isoDate('effective date'),
  salary_step: z.coerce.number().int().min(1).max(8).default(1),
  /** The vacant plantilla item the appointee fills: the post's own when left out. */
  plantilla_item_no: textField('plantilla item number').trim().max(60).nullable().optional(),
});

export type TRatingBody = z.infer<typeof ZRatingBody>;
export type TAppointBody = z.infer<typeof ZAppointBody>;

export const ZRaiQuery = z.object({ month: ZMonth });

/** A post on the public board, by its code (GET /api/jobs/:code). */
export const ZJobCodeParams = z.object({ code: z.string().max(40) });
/** One document of an application (GET /api/applications/:id/documents/:documentId). */
export const ZApplicationDocumentParams = z.object({ id: ZId, documentId: ZId });
/** A member of a board (DELETE /api/selection-boards/:id/members/:userId). */
export const ZBoardMemberParams = z.object({ id: ZId, userId: ZId });
/** The signed link's token, read before the applicant answers (GET /api/schedule-response). */
export const ZInvitationQuery = z.object({ token: z.string().min(1).max(500) });

// The answers of the recruitment routes (recruitment.routes.ts), from the SQL rows (job-posts.repo.ts,
// applications.repo.ts, applicants.service.ts, hiring-requests.service.ts) to the pages (jobs.api.ts, rsp.api.ts).

/** A post's application stage as stored. */
const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
/** A campus as a post names it. */
export const ZCampusRef = z.object({ id: z.number().int(), name: z.string(), acronym: z.string() });
/** A position by its name. */
const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });

/** A job post as the public board and previews answer it (`monthly_salary` in centavos). */
export const ZPublicJobPost = z.object({
  id: z.number().int(),
  code: z.string(),
  plantilla_item_no: z.string().nullable(),
  salary_grade: z.number().int(),
  monthly_salary: z.number(),
  board: z.enum(BOARD_KINDS),
  slots: z.number().int(),
  education: z.string(),
  training: z.string(),
  experience: z.string(),
  eligibility: z.string(),
  competencies: z.string().nullable(),
  documents_required: z.array(z.string()),
  publish_from: ZDateString.nullable(),
  closing_date: ZDateString.nullable(),
  status: z.enum(JOB_POST_STATUSES),
  is_open: z.boolean(),
  position: ZNamedRef,
  department: ZDepartmentRef,
  campus: ZCampusRef,
});
export type TPublicJobPost = z.infer<typeof ZPublicJobPost>;
export const ZPublicJobPostList = listAnswer('job_posts', ZPublicJobPost);
export type TPublicJobPostList = z.infer<typeof ZPublicJobPostList>;
export const ZPublicJobPostAnswer = oneAnswer('job_post', ZPublicJobPost);

/** A job post as its row reads (job-posts.repo.ts). */
export const ZJobPostRow = ZPublicJobPost.extend({ hiring_request_id: z.number().int().nullable(), created_at: ZTimestamp, updated_at: ZTimestamp });
export type TJobPostRow = z.infer<typeof ZJobPostRow>;
/** A job post as the office's lists show it, with its applications counted (lists only). */
export const ZJobPost = ZJobPostRow.extend({
  counts: z
    .object({
      applications: z.number().int(),
      qualified: z.number().int(),
      not_qualified: z.number().int(),
      interview: z.number().int(),
      assessed: z.number().int(),
    })
    .optional(),
});
export type TJobPost = z.infer<typeof ZJobPost>;
export const ZJobPostList = listAnswer('job_posts', ZJobPost);
export type TJobPostList = z.infer<typeof ZJobPostList>;
export const ZJobPostAnswer = oneAnswer('job_post', ZJobPost);
export type TJobPostAnswer = z.infer<typeof ZJobPostAnswer>;
export const ZJobPostSaved = savedAnswer('job_post', ZJobPost);

/** The PDS parts of a profile, each a list of entries (checked by the PDS schemas when saved). */
const ZProfileSections = z.record(z.string(), z.array(z.record(z.string(), z.unknown())));
/** An applicant's profile (applicants.service.ts profileOf). */
export const ZApplicantProfile = z.object({
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  name_extension: z.string().nullable(),
  sex: z.enum(['male', 'female']).nullable(),
  birth_date: ZDateString.nullable(),
  mobile_no: z.string().nullable(),
  address: z.string().nullable(),
  sections: ZProfileSections,
  complete: z.boolean(),
});
export type TApplicantProfile = z.infer<typeof ZApplicantProfile>;
export const ZApplicantProfileAnswer = oneAnswer('profile', ZApplicantProfile);
export const ZApplicantProfileSaved = savedAnswer('profile', ZApplicantProfile);
/**
 * Where an application's data comes from: an applicant's own profile, or an employee's Personal Data Sheet
 * (the copy HR last verified, `verified_at` its date; with none verified, the sheet as it stands, `verified_at` null).
 * `unverified_changes`: the employee has changed the sheet since that verified copy (the changes are not taken).
 */
export const ZApplicationSource = z.object({
  kind: z.enum(['applicant_profile', 'pds']),
  personnel_id: z.number().int().nullable(),
  verified_at: ZTimestamp.nullable(),
  unverified_changes: z.boolean(),
});
export type TApplicationSource = z.infer<typeof ZApplicationSource>;
/** GET /api/applications/prefill: what an application by the caller would hold, and from where (the server copies it again when applying). */
export const ZApplicationPrefill = z.object({ source: ZApplicationSource, profile: ZApplicantProfile });
export type TApplicationPrefill = z.infer<typeof ZApplicationPrefill>;
/** The profile as it was when applying (kept with the application; free-form JSON, so every part may be missing; older ones have no source). */
export const ZApplicantProfileSnapshot = ZApplicantProfile.partial().extend({ source: ZApplicationSource.optional() });
export type TApplicantProfileSnapshot = z.infer<typeof ZApplicantProfileSnapshot>;

/** An invitation's answer as stored: 'pending' until the applicant answers. */
export const ZInvitationResponse = z.enum(['pending', 'accepted', 'declined', 'reschedule']);
export type TInvitationResponse = z.infer<typeof ZInvitationResponse>;
export const ZApplicationEvent = z.object({ status: ZApplicationStatus, status_label: z.string(), remarks: z.string().nullable(), created_at: ZTimestamp });
export type TApplicationEvent = z.infer<typeof ZApplicationEvent>;
export const ZApplicationDocument = z.object({ id: z.number().int(), requirement: z.string(), file_name: z.string(), created_at: ZTimestamp });
export type TApplicationDocument = z.infer<typeof ZApplicationDocument>;
export const ZDocumentRequest = z.object({ id: z.number().int(), description: z.string(), created_at: ZTimestamp, fulfilled_at: ZTimestamp.nullable() });
export type TDocumentRequest = z.infer<typeof ZDocumentRequest>;
/** The latest interview invitation of an application. */
export const ZApplicationInterview = z.object({
  slot: z.object({ starts_at: ZTimestamp, venue: z.string() }),
  response: ZInvitationResponse,
  response_note: z.string().nullable(),
});
/** What every view of an application carries: its history, documents, document requests and interview. */
const applicationDetails = {
  events: z.array(ZApplicationEvent),
  documents: z.array(ZApplicationDocument),
  document_requests: z.array(ZDocumentRequest),
  interview: ZApplicationInterview.nullable(),
};
const applicationCore = {
  id: z.number().int(),
  status: ZApplicationStatus,
  status_label: z.string(),
  remarks: z.string().nullable(),
  submitted_at: ZTimestamp,
};

/** An application as its applicant follows it (My applications). */
export const ZMyApplication = z.object({ ...applicationCore, job_post: ZPublicJobPost, ...applicationDetails });
export type TMyApplication = z.infer<typeof ZMyApplication>;
export const ZMyApplications = z.object({ applications: z.array(ZMyApplication) });
export const ZMyApplicationSaved = savedAnswer('application', ZMyApplication);
export const ZApplicationDocumentSaved = savedAnswer('document', ZApplicationDocument);
export const ZDocumentRequestSaved = savedAnswer('document_request', ZDocumentRequest);

/** A person with an account, as application lists name them. */
export const ZAccountRef = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
/** A post as application lists name it. */
export const ZPostRef = z.object({ id: z.number().int(), code: z.string(), position: z.string() });

/** One application as the office reads it, with the profile as applied. */
export const ZApplication = z.object({
  ...applicationCore,
  job_post: ZPublicJobPost.nullable(),
  applicant: ZAccountRef,
  profile: ZApplicantProfileSnapshot,
  ...applicationDetails,
});
export type TApplication = z.infer<typeof ZApplication>;
export const ZApplicationAnswer = oneAnswer('application', ZApplication);
export const ZApplicationSaved = savedAnswer('application', ZApplication);

/** A row of the office's list of applications (applications.repo.ts list). */
export const ZApplicationRow = z.object({
  ...applicationCore,
  applicant: ZAccountRef,
  job_post: ZPostRef,
  documents_count: z.number().int(),
  interview_response: ZInvitationResponse.nullable(),
});
export type TApplicationRow = z.infer<typeof ZApplicationRow>;
export const ZApplicationList = listAnswer('applications', ZApplicationRow);

/** A row of the office's list of applicants. */
export const ZApplicantRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  applications_count: z.number().int(),
  profile_complete: z.boolean(),
});
export type TApplicantRow = z.infer<typeof ZApplicantRow>;
export const ZApplicantList = listAnswer('applicants', ZApplicantRow);
/** An applicant's application as their profile lists it. */
export const ZApplicantApplication = z.object({ ...applicationCore, job_post: ZPostRef });
/** An applicant with their profile and applications (the office). */
export const ZApplicant = ZAccountRef.extend({ profile: ZApplicantProfile, applications: z.array(ZApplicantApplication) });
export type TApplicant = z.infer<typeof ZApplicant>;
export const ZApplicantAnswer = oneAnswer('applicant', ZApplicant);

/** A request to hire as its row reads (hiring-requests.service.ts). */
export const ZHiringRequest = z.object({
  id: z.number().int(),
  kind: z.enum(['vacant', 'new']),
  plantilla_item_no: z.string().nullable(),
  slots: z.number().int(),
  employment_kind: z.enum(['staff', 'faculty']),
  justification: z.string(),
  status: z.enum(REQUEST_STATUSES),
  approval_request_id: z.number().int().nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  department: ZDepartmentRef,
  position: ZNamedRef.extend({ salary_grade: z.number().int().nullable() }),
  requested_by: ZNamedRef.nullable(),
  waiting_for: z.string().nullable(),
  job_post_id: z.number().int().nullable(),
});
export type THiringRequest = z.infer<typeof ZHiringRequest>;
export const ZHiringRequestList = listAnswer('hiring_requests', ZHiringRequest);
export const ZHiringRequestAnswer = oneAnswer('hiring_request', ZHiringRequest);
export const ZHiringRequestSaved = savedAnswer('hiring_request', ZHiringRequest);

export type TApplicantProfileSaved = z.infer<typeof ZApplicantProfileSaved>;
export type TMyApplicationSaved = z.infer<typeof ZMyApplicationSaved>;
export type TApplicationDocumentSaved = z.infer<typeof ZApplicationDocumentSaved>;
export type TDocumentRequestSaved = z.infer<typeof ZDocumentRequestSaved>;
export type TApplicationSaved = z.infer<typeof ZApplicationSaved>;
export type THiringRequestSaved = z.infer<typeof ZHiringRequestSaved>;
export type TJobPostSaved = z.infer<typeof ZJobPostSaved>;
