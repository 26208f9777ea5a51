import { z } from './zod';
import { idField, textField, ZId, numberError } from './text';
import { isoDate } from './attendance';
import { listAnswer, oneAnswer, savedAnswer, ZDateString, ZPersonRef, ZTimestamp } from './responses';

/**
 * Scholarships (issue 22): programs of graduate study with their grant, duration and service obligation (CSC: one
 * year of service for every year of scholarship, or a refund); employees apply through the one approval chain (the
 * immediate head recommends, the scholarship committee decides after each member's vote and remarks); scholars
 * report their grades per term (a PDF); the obligation's last day, and a flag with the refund owed when a scholar
 * separates before it.
 */

const optText = (label: string, max: number) =>
  textField(label)
    .trim()
    .max(max, `The ${label} must not be longer than ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const reqText = (label: string, max: number) =>
  textField(label, `The ${label} field is required.`)
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} must not be longer than ${max} characters.`);
const months = (label: string) =>
  z.coerce
    .number({ error: numberError(`The ${label} field is required.`) })
    .int(`The ${label} is a whole number of months.`)
    .min(1, `The ${label} is 1 to 120 months.`)
    .max(120, `The ${label} is 1 to 120 months.`);

export const ZScholarshipProgramBody = z
  .object({
    name: reqText('name', 200),
    description: optText('description', 2000),
    /** The grant over the whole program, centavos. */
    grant: z.coerce
      .number({ error: numberError('The grant field is required.') })
      .int('The grant must be in whole centavos.')
      .min(0, 'The grant must not be negative.')
      .max(100_000_000_00, 'The grant is too large.'),
    duration_months: months('duration'),
    /** Months of service owed after the study; left out: as many as the study lasts. */
    obligation_months: months('service obligation').nullable().optional(),
    slots: z.coerce.number().int('The slots are a whole number.').min(1, 'The slots are 1 to 999.').max(999, 'The slots are 1 to 999.').nullable().optional(),
    open: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (b.obligation_months != null && b.obligation_months < b.duration_months)
      ctx.addIssue({
        code: 'custom',
        path: ['obligation_months'],
        message: 'The service obligation must be at least as long as the study: one year of service for every year of scholarship.',
      });
  });
export type TScholarshipProgramBody = z.infer<typeof ZScholarshipProgramBody>;

export const ZScholarshipProgram = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  grant: z.number().int(),
  duration_months: z.number().int(),
  obligation_months: z.number().int(),
  slots: z.number().int().nullable(),
  /** Scholars approved (they hold the slots). */
  taken: z.number().int(),
  open: z.boolean(),
  created_at: ZTimestamp,
});
export type TScholarshipProgram = z.infer<typeof ZScholarshipProgram>;
export const ZScholarshipProgramList = z.object({ programs: z.array(ZScholarshipProgram) });
export type TScholarshipProgramList = z.infer<typeof ZScholarshipProgramList>;
export const ZScholarshipProgramSaved = savedAnswer('program', ZScholarshipProgram);
export type TScholarshipProgramSaved = z.infer<typeof ZScholarshipProgramSaved>;
/** open (default): those an employee may apply to; all: the committee's list. */
export const ZScholarshipProgramQuery = z.object({ scope: z.enum(['open', 'all']).default('open') });

export const SCHOLARSHIP_STATUSES = ['submitted', 'approved', 'returned', 'disapproved', 'withdrawn'] as const;
export type TScholarshipStatus = (typeof SCHOLARSHIP_STATUSES)[number];
export const STUDY_STATUSES = ['ongoing', 'completed', 'terminated'] as const;
export const SCHOLARSHIP_VOTES = { approve: 'Approve', disapprove: 'Disapprove', abstain: 'Abstain' } as const;
export type TScholarshipVoteValue = keyof typeof SCHOLARSHIP_VOTES;
export const SCHOLARSHIP_VOTE_VALUES = Object.keys(SCHOLARSHIP_VOTES) as [TScholarshipVoteValue, ...TScholarshipVoteValue[]];

export const ZScholarshipApplicationBody = z.object({
  program_id: idField('program'),
  school: reqText('school', 250),
  degree: reqText('degree', 250),
  statement: optText('statement', 5000),
  /** When the study would start; left out, it starts on the day the application is approved. */
  study_start: isoDate('study start').nullable().optional(),
});
export type TScholarshipApplicationBody = z.infer<typeof ZScholarshipApplicationBody>;

export const ZScholarshipVoteBody = z
  .object({
    vote: z.enum(SCHOLARSHIP_VOTE_VALUES, { error: 'Choose approve, disapprove or abstain.' }),
    remarks: optText('remarks', 2000),
  })
  .superRefine((b, ctx) => {
    if (b.vote === 'disapprove' && !b.remarks) ctx.addIssue({ code: 'custom', path: ['remarks'], message: 'Say why you disapprove, for the record.' });
  });
export type TScholarshipVoteBody = z.infer<typeof ZScholarshipVoteBody>;

/** A school year as the schools write it: 2026-2027. */
export const ZSchoolYear = textField('school year', 'The school year field is required.')
  .trim()
  .regex(/^\d{4}-\d{4}$/, 'Write the school year as 2026-2027.')
  .refine((v) => Number(v.slice(5)) === Number(v.slice(0, 4)) + 1, 'The school year’s second year follows its first: 2026-2027.');

export const ZScholarshipTermBody = z.object({
  school_year: ZSchoolYear,
  term: reqText('term', 40),
  average: optText('average', 10),
  remarks: optText('remarks', 2000),
  /** The grades, a PDF sent to POST /api/upload first. */
  grades_path: textField('grades', 'Attach the grades (PDF).').trim().min(1, 'Attach the grades (PDF).').max(200),
});
export type TScholarshipTermBody = z.infer<typeof ZScholarshipTermBody>;

export const ZScholarshipVote = z.object({
  user: z.object({ id: z.number().int(), name: z.string() }),
  vote: z.enum(SCHOLARSHIP_VOTE_VALUES),
  remarks: z.string().nullable(),
  created_at: ZTimestamp,
});
export type TScholarshipVote = z.infer<typeof ZScholarshipVote>;

export const ZScholarshipTerm = z.object({
  id: z.number().int(),
  school_year: z.string(),
  term: z.string(),
  average: z.string().nullable(),
  remarks: z.string().nullable(),
  file_name: z.string(),
  /** GET this (signed in) for the PDF. */
  grades_url: z.string(),
  created_at: ZTimestamp,
});
export type TScholarshipTerm = z.infer<typeof ZScholarshipTerm>;

export const ZScholarshipApplication = z.object({
  id: z.number().int(),
  program: z.object({
    id: z.number().int(),
    name: z.string(),
    grant: z.number().int(),
    duration_months: z.number().int(),
    obligation_months: z.number().int(),
  }),
  personnel: ZPersonRef,
  school: z.string(),
  degree: z.string(),
  statement: z.string().nullable(),
  status: z.enum(SCHOLARSHIP_STATUSES),
  approval_request_id: z.number().int().nullable(),
  study_status: z.enum(STUDY_STATUSES).nullable(),
  study_start: ZDateString.nullable(),
  study_end: ZDateString.nullable(),
  /** The last day of service owed. */
  obligation_end: ZDateString.nullable(),
  /** The effective date of the scholar's separation (offboarding), if one is recorded. */
  separation_date: ZDateString.nullable(),
  /** Separated on or before the obligation's last day: a refund is owed. */
  separated_before_obligation: z.boolean(),
  unserved_months: z.number().int().nullable(),
  /** grant × unserved months ÷ obligation months, centavos rounded half up; null when none is owed. */
  refund_owed: z.number().int().nullable(),
  votes: z.array(ZScholarshipVote),
  tally: z.object({ approve: z.number().int(), disapprove: z.number().int(), abstain: z.number().int() }),
  /** Whether the caller sits on the scholarship committee and may vote on it now. */
  may_vote: z.boolean(),
  terms: z.array(ZScholarshipTerm),
  created_at: ZTimestamp,
  decided_at: ZTimestamp.nullable(),
});
export type TScholarshipApplication = z.infer<typeof ZScholarshipApplication>;
export const ZScholarshipApplicationList = listAnswer('applications', ZScholarshipApplication);
export type TScholarshipApplicationList = z.infer<typeof ZScholarshipApplicationList>;
export const ZScholarshipApplicationSaved = savedAnswer('application', ZScholarshipApplication);
export type TScholarshipApplicationSaved = z.infer<typeof ZScholarshipApplicationSaved>;
export const ZScholarshipApplicationOne = oneAnswer('application', ZScholarshipApplication);
export type TScholarshipApplicationOne = z.infer<typeof ZScholarshipApplicationOne>;
export const ZScholarshipApplicationQuery = z.object({
  /** mine (default), office (a head's people), all (the committee and HR). */
  scope: z.enum(['mine', 'office', 'all']).default('mine'),
  status: z.enum(SCHOLARSHIP_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ZScholarshipIdParams = z.object({ id: ZId });

/** The committee records how a scholar's study ended: completed (the degree earned) or terminated; the obligation runs from the day after. */
export const ZStudyEndBody = z.object({
  study_status: z.enum(['completed', 'terminated'], { error: 'Choose completed or terminated.' }),
  study_end: isoDate('end of study'),
});
export type TStudyEndBody = z.infer<typeof ZStudyEndBody>;
