import { z } from './zod';
import { listAnswer, oneAnswer, savedAnswer, ZDateString, ZDepartmentRef, ZMessage, ZTimestamp } from './responses';
import { APPLICATION_STATUSES } from './application-statuses';
import { BOARD_KINDS, ZCampusRef, ZInvitationResponse, ZPublicJobPost } from './recruitment';

// The answers of the selection routes (interviews, boards, assessment, ranking, appointment and the RAI),
// from the SQL rows (apps/api/src/modules/selection/*.repo.ts) to the pages (rsp.api.ts).

const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });
/** Scores by criterion id (JSON keys are strings). */
const ZScores = z.record(z.string(), z.number());

/** A job post without its standards and documents: what the board, the interviews and the RAI need. */
export const ZPostSummary = ZPublicJobPost.pick({
  id: true,
  code: true,
  position: true,
  department: true,
  campus: true,
  plantilla_item_no: true,
  salary_grade: true,
  monthly_salary: true,
  board: true,
  slots: true,
  status: true,
  publish_from: true,
  closing_date: true,
});
export type TPostSummary = z.infer<typeof ZPostSummary>;

// Interviews

/** Who was invited to an interview time, with their answer. */
export const ZSlotInvitation = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  applicant_name: z.string(),
  response: ZInvitationResponse,
  response_note: z.string().nullable(),
  responded_at: ZTimestamp.nullable(),
});
export type TSlotInvitation = z.infer<typeof ZSlotInvitation>;
/** An interview time of a post with its invitations. */
export const ZInterviewSlot = z.object({
  id: z.number().int(),
  job_post_id: z.number().int(),
  starts_at: ZTimestamp,
  venue: z.string(),
  invitations: z.array(ZSlotInvitation),
});
export type TInterviewSlot = z.infer<typeof ZInterviewSlot>;
export const ZInterviewSlots = z.object({ slots: z.array(ZInterviewSlot) });
export const ZInterviewSlotSaved = savedAnswer('slot', ZInterviewSlot);
export const ZInvited = ZMessage.extend({ invited: z.number().int() });
/** The invitation behind a signed link, as the applicant sees it (no sign-in). */
export const ZInvitation = z.object({
  applicant_name: z.string(),
  position: z.string(),
  starts_at: ZTimestamp,
  venue: z.string(),
  response: ZInvitationResponse,
  response_note: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;
export const ZInvitationAnswer = oneAnswer('invitation', ZInvitation);

// Boards

export const BOARD_ROLES = ['chair', 'member', 'secretariat'] as const;
export const ZBoardRole = z.enum(BOARD_ROLES);
export type TBoardRole = z.infer<typeof ZBoardRole>;
export const ZBoardMember = z.object({ user_id: z.number().int(), name: z.string(), email: z.string(), role: ZBoardRole });
export type TBoardMember = z.infer<typeof ZBoardMember>;
export const ZBoardCriterion = z.object({ id: z.number().int(), name: z.string(), weight: z.number(), max_score: z.number(), position: z.number().int() });
export type TBoardCriterion = z.infer<typeof ZBoardCriterion>;
/** A board as its row reads (boards.repo.ts). */
export const ZBoardRow = z.object({
  id: z.number().int(),
  kind: z.enum(BOARD_KINDS),
  name: z.string(),
  campus: ZCampusRef.nullable(),
  members: z.array(ZBoardMember),
  criteria: z.array(ZBoardCriterion),
});
export type TBoardRow = z.infer<typeof ZBoardRow>;
/** A board as the pages show it, with its weights' total and whether members may rate yet. */
export const ZBoard = ZBoardRow.extend({ weights_total: z.number(), ready: z.boolean() });
export type TBoard = z.infer<typeof ZBoard>;
export const ZBoards = z.object({ boards: z.array(ZBoard) });
export const ZBoardSaved = savedAnswer('board', ZBoard);

// Assessment and ranking

/** A post of the caller's boards, with the board's progress. */
export const ZAssessmentPost = z.object({
  id: z.number().int(),
  code: z.string(),
  status: ZPublicJobPost.shape.status,
  slots: z.number().int(),
  board_kind: z.enum(BOARD_KINDS),
  closing_date: ZDateString.nullable(),
  position: ZNamedRef,
  department: ZDepartmentRef,
  campus: ZCampusRef,
  board: z.object({ id: z.number().int(), kind: z.enum(BOARD_KINDS), name: z.string() }),
  counts: z.object({ shortlisted: z.number().int(), assessed: z.number().int(), rated_by_me: z.number().int() }),
});
export type TAssessmentPost = z.infer<typeof ZAssessmentPost>;
export const ZAssessmentPostList = listAnswer('job_posts', ZAssessmentPost);

/** An applicant on a post's shortlist (assessment.repo.ts applicantsOf). */
export const ZShortlistRow = z.object({
  application_id: z.number().int(),
  name: z.string(),
  status: ZApplicationStatus,
  interview: z.object({ starts_at: ZTimestamp, venue: z.string(), response: ZInvitationResponse }).nullable(),
});
export type TShortlistRow = z.infer<typeof ZShortlistRow>;
/**
 * An internal applicant's latest approved IPCR (SPMS; the applicant's account is an employee's), and the score it gives
 * the board's "Performance" criterion: rating / 5 × the criterion's highest score, two decimals. That score is not
 * typed by the board: it is filled in, and another value is refused.
 */
export const ZApplicantPerformance = z.object({
  rating: z.string(),
  adjective: z.string().nullable(),
  period: z.string(),
  criterion_id: z.number().int().nullable(),
  score: z.number().nullable(),
});
export type TApplicantPerformance = z.infer<typeof ZApplicantPerformance>;
/** A post as a member rates it: the criteria, the shortlist and the caller's own scores. */
export const ZAssessmentSheet = z.object({
  job_post: ZPostSummary,
  board: z.object({ id: z.number().int(), kind: z.enum(BOARD_KINDS), name: z.string(), my_role: ZBoardRole.nullable(), ready: z.boolean() }),
  criteria: z.array(ZBoardCriterion),
  can_rate: z.boolean(),
  applicants: z.array(ZShortlistRow.extend({ status_label: z.string(), my_ratings: ZScores, performance: ZApplicantPerformance.nullable() })),
});
export type TAssessmentSheet = z.infer<typeof ZAssessmentSheet>;
export const ZRatingsSaved = ZMessage.extend({ my_ratings: ZScores });

/** Who rated a post's applicants, beside the board's current members. */
export const ZRater = z.object({ user_id: z.number().int(), name: z.string(), role: ZBoardRole.nullable(), rated: z.number().int() });
export type TRater = z.infer<typeof ZRater>;
/** A row of the comparative assessment result; each member's scores only to those who may see them. */
export const ZRankingRow = z.object({
  rank: z.number().int(),
  application_id: z.number().int(),
  name: z.string(),
  total: z.number(),
  by_criterion: ZScores,
  raters: z.number().int(),
  tied: z.boolean(),
  status: ZApplicationStatus,
  status_label: z.string(),
  members: z.array(z.object({ user_id: z.number().int(), name: z.string(), scores: ZScores })).optional(),
});
export type TRankingRow = z.infer<typeof ZRankingRow>;
export const ZRanking = z.object({
  job_post: ZPostSummary,
  board: z.object({ id: z.number().int(), kind: z.enum(BOARD_KINDS), name: z.string() }),
  criteria: z.array(ZBoardCriterion),
  raters: z.array(ZRater),
  members_visible: z.boolean(),
  ranking: z.array(ZRankingRow),
});
export type TRanking = z.infer<typeof ZRanking>;

// Selection, appointment and the RAI

export const ZSelected = ZMessage.extend({
  application: z.object({ id: z.number().int(), status: z.literal('selected') }),
  not_selected: z.array(z.number().int()),
});
export const ZAppointed = ZMessage.extend({ personnel_id: z.number().int(), appointment_id: z.number().int(), idno: z.string().nullable() });

/** One row of the Report on Appointments Issued (CS Form No. 2), as appointment.repo.ts issuedInMonth reads it. */
export const ZRaiAppointment = z.object({
  id: z.number().int(),
  date_issued: ZDateString,
  effective_date: ZDateString,
  salary_grade: z.number().int().nullable(),
  salary_step: z.number().int().nullable(),
  monthly_salary: z.number().nullable(),
  annual_salary: z.number().nullable(),
  personnel: z.object({
    id: z.number().int(),
    idno: z.string().nullable(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    name_extension: z.string().nullable(),
    fullname: z.string(),
  }),
  position: ZNamedRef.nullable(),
  department: ZDepartmentRef.nullable(),
  appointment_status: ZNamedRef.nullable(),
  nature: ZNamedRef.nullable(),
  application_id: z.number().int().nullable(),
  plantilla_item_no: z.string().nullable(),
  job_post: z.object({ id: z.number().int(), code: z.string(), publish_from: ZDateString.nullable(), closing_date: ZDateString.nullable() }).nullable(),
});
export type TRaiAppointment = z.infer<typeof ZRaiAppointment>;
export const ZRai = z.object({ month: z.string(), appointments: z.array(ZRaiAppointment) });
export type TRai = z.infer<typeof ZRai>;

export type TInterviewSlotSaved = z.infer<typeof ZInterviewSlotSaved>;
export type TInvited = z.infer<typeof ZInvited>;
export type TBoardSaved = z.infer<typeof ZBoardSaved>;
export type TRatingsSaved = z.infer<typeof ZRatingsSaved>;
export type TSelected = z.infer<typeof ZSelected>;
export type TAppointed = z.infer<typeof ZAppointed>;
