import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { campuses, departments, positions } from './organization';
import { users } from './identity';
import { approvalRequests } from './approvals';
import { appointments } from './records';

// Recruitment, selection and placement (RSP under PRIME-HRM): a head's request to hire goes through the
// one approval chain; HR publishes a job post (CS Form No. 9); applicants from outside register, keep a
// profile and apply with documents; HR screens them against the qualification standards and invites the
// qualified to interviews; the selection board (NAPB or APB) rates them on weighted criteria; the ranking
// goes to the appointing authority, whose choice becomes a personnel record and an appointment (the RAI).

/** A department head's request to fill a vacant plantilla item or a new position. */
export const hiringRequests = pgTable(
  'hiring_requests',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    /** vacant (an existing plantilla item) or new (a position to create). */
    kind: varchar('kind', { length: 10 }).notNull(),
    plantillaItemNo: varchar('plantilla_item_no', { length: 60 }),
    slots: smallint('slots').notNull().default(1),
    /** staff (the NAPB assesses) or faculty (the APB). */
    employmentKind: varchar('employment_kind', { length: 10 }).notNull(),
    justification: text('justification').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hiring_requests_department_idx').on(t.departmentId), index('hiring_requests_request_idx').on(t.approvalRequestId)],
);

/** A published vacancy. `code` is the public link (/jobs/preview/{code}). */
export const jobPosts = pgTable(
  'job_posts',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    hiringRequestId: integer('hiring_request_id').references(() => hiringRequests.id, { onDelete: 'set null' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    plantillaItemNo: varchar('plantilla_item_no', { length: 60 }),
    salaryGrade: smallint('salary_grade').notNull(),
    /** Monthly salary in centavos. */
    monthlySalary: bigint('monthly_salary', { mode: 'number' }).notNull(),
    /** NAPB (non-academic) or APB (academic). */
    board: varchar('board', { length: 4 }).notNull(),
    slots: smallint('slots').notNull().default(1),
    /** Qualification standards (CSC), as published. */
    education: text('education').notNull(),
    training: text('training').notNull(),
    experience: text('experience').notNull(),
    eligibility: text('eligibility').notNull(),
    competencies: text('competencies'),
    /** What each applicant uploads (a PDF each): "Letter of intent", "Personal Data Sheet (CS Form 212)"… */
    documentsRequired: jsonb('documents_required').$type<string[]>().notNull(),
    publishFrom: date('publish_from'),
    closingDate: date('closing_date'),
    /** draft, published or closed. */
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_posts_code_unique').on(t.code), index('job_posts_open_idx').on(t.status, t.closingDate)],
);

/**
 * An applicant's profile: who they are and the PDS parts hiring reads (education, eligibility, work
 * experience, training), each entry validated by the PDS catalogue's schema of that section.
 */
export const applicantProfiles = pgTable('applicant_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  middleName: varchar('middle_name', { length: 100 }),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  nameExtension: varchar('name_extension', { length: 10 }),
  sex: varchar('sex', { length: 6 }),
  birthDate: date('birth_date'),
  mobileNo: varchar('mobile_no', { length: 20 }),
  address: text('address'),
  /** { educbackground: [...], eligibility: [...], workexp: [...], training: [...] } */
  sections: jsonb('sections').$type<Record<string, Record<string, unknown>[]>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An e-mail address proven by a link (applicants register themselves). One row per link sent. */
export const emailVerifications = pgTable('email_verifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One application to one post. Stages: submitted → qualified / not_qualified → interview → assessed →
 * selected / not_selected → appointed; withdrawn at any time before selection.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('submitted'),
    /** Why not qualified (or remarks at any stage), as told to the applicant. */
    remarks: text('remarks'),
    /** The profile as it was when applying: what was screened. */
    profileSnapshot: jsonb('profile_snapshot').$type<Record<string, unknown>>().notNull(),
    /** The appointment issued from this application (the personnel record it created is on it). */
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_applications_once').on(t.jobPostId, t.applicantUserId), index('job_applications_applicant_idx').on(t.applicantUserId)],
);

/** Each stage an application went through, with who moved it and why (the applicant's history). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    remarks: text('remarks'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/** A document HR asks of an applicant after applying (Submit Documents); fulfilled by an upload. */
export const documentRequests = pgTable('document_requests', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => jobApplications.id, { onDelete: 'cascade' }),
  description: varchar('description', { length: 200 }).notNull(),
  requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
});

/** A PDF the applicant uploaded: for a required document of the post, or for a later request. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    /** The required document's name as the post lists it, or the request's description. */
    requirement: varchar('requirement', { length: 200 }).notNull(),
    documentRequestId: integer('document_request_id').references(() => documentRequests.id, { onDelete: 'set null' }),
    storageKey: varchar('storage_key', { length: 120 }).notNull().unique(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_documents_application_idx').on(t.applicationId)],
);

/** An interview time of a post. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: varchar('venue', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interview_slots_post_idx').on(t.jobPostId, t.startsAt)],
);

/** An applicant invited to a slot; they answer through a signed link (/schedule_response) without signing in. */
export const interviewInvitations = pgTable(
  'interview_invitations',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => interviewSlots.id, { onDelete: 'cascade' }),
    /** pending, accepted, declined or reschedule (asks for another time). */
    response: varchar('response', { length: 12 }).notNull().default('pending'),
    responseNote: text('response_note'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interview_invitations_application_idx').on(t.applicationId)],
);

/** A selection board: the NAPB (non-academic posts) or the APB (academic), university-wide or for a campus. */
export const selectionBoards = pgTable('selection_boards', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 4 }).notNull(),
  name: varchar('name', { length: 150 }).notNull(),
  campusId: integer('campus_id').references(() => campuses.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who sits on a board: chair, members, and the secretariat (sees every member's scores). */
export const boardMembers = pgTable(
  'board_members',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => selectionBoards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** chair, member or secretariat. */
    role: varchar('role', { length: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] })],
);

/** A criterion a board rates on, its weight (percent of the total) and the highest score. */
export const boardCriteria = pgTable(
  'board_criteria',
  {
    id: serial('id').primaryKey(),
    boardId: integer('board_id')
      .notNull()
      .references(() => selectionBoards.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    maxScore: numeric('max_score', { precision: 6, scale: 2, mode: 'number' }).notNull().default(100),
    position: smallint('position').notNull(),
  },
  (t) => [index('board_criteria_board_idx').on(t.boardId, t.position)],
);

/** One member's score of one applicant on one criterion. */
export const assessmentRatings = pgTable(
  'assessment_ratings',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    memberUserId: integer('member_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => boardCriteria.id, { onDelete: 'cascade' }),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.memberUserId, t.criterionId] }), index('assessment_ratings_member_idx').on(t.memberUserId)],
);
