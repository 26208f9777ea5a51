import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { personnel } from './personnel';
import { users } from './identity';
import { approvalRequests } from './approvals';
import { departments, positions } from './organization';
import { fundSources } from './payroll';

// Learning and development (issue 22): the competency library, individual development plans and their items, and
// the interventions attended with their certificates (added to the PDS once HR verifies them).

/** The competencies plans name (CSC's core and organizational ones seeded; HR adds technical and leadership ones). */
export const competencies = pgTable(
  'competencies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    /** core, organizational, technical or leadership. */
    type: varchar('type', { length: 20 }).notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competencies_name_unique').on(sql`lower(${t.name})`),
    check('competencies_type', sql`${t.type} IN ('core', 'organizational', 'technical', 'leadership')`),
  ],
);

/** The kinds of intervention a plan item names (training, coaching, …); the L&D administrators keep the list. */
export const interventionTypes = pgTable('intervention_types', {
  code: varchar('code', { length: 20 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  active: boolean('active').notNull().default(true),
  position: smallint('position').notNull().default(0),
});

/** A position's competency profile: the level each competency asks of its holder; a plan's gap is measured against it. */
export const positionCompetencies = pgTable(
  'position_competencies',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.competencyId] }), check('position_competencies_level', sql`${t.level} BETWEEN 1 AND 4`)],
);

/** An employee's individual development plan for a period (a year; up to three for faculty). */
export const developmentPlans = pgTable(
  'development_plans',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    /** faculty or administrative: the L&D committee that reviews it. */
    kind: varchar('kind', { length: 15 }).notNull(),
    periodFrom: smallint('period_from').notNull(),
    periodTo: smallint('period_to').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('draft'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('development_plans_person_idx').on(t.personnelId),
    check('development_plans_kind', sql`${t.kind} IN ('faculty', 'administrative')`),
    check('development_plans_status', sql`${t.status} IN ('draft', 'submitted', 'approved', 'returned', 'disapproved')`),
    check('development_plans_period', sql`${t.periodTo} >= ${t.periodFrom} AND ${t.periodTo} - ${t.periodFrom} <= 2`),
  ],
);

/** One competency of a plan: the gap, the intervention planned, by when, the support asked; done once attended and verified. */
export const developmentPlanItems = pgTable(
  'development_plan_items',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => developmentPlans.id, { onDelete: 'cascade' }),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => competencies.id),
    currentLevel: smallint('current_level').notNull(),
    targetLevel: smallint('target_level').notNull(),
    interventionType: varchar('intervention_type', { length: 20 })
      .notNull()
      .references(() => interventionTypes.code, { onUpdate: 'cascade' }),
    intervention: varchar('intervention', { length: 250 }),
    provider: varchar('provider', { length: 250 }),
    targetDate: date('target_date').notNull(),
    supportTime: boolean('support_time').notNull().default(false),
    supportFunds: bigint('support_funds', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('planned'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    position: smallint('position').notNull(),
  },
  (t) => [
    index('development_plan_items_plan_idx').on(t.planId),
    check(
      'development_plan_items_levels',
      sql`${t.currentLevel} BETWEEN 1 AND 4 AND ${t.targetLevel} BETWEEN 1 AND 4 AND ${t.targetLevel} > ${t.currentLevel}`,
    ),
    check('development_plan_items_status', sql`${t.status} IN ('planned', 'done')`),
    check('development_plan_items_funds', sql`${t.supportFunds} >= 0`),
  ],
);

/** An intervention attended, recorded by the employee with its certificate; HR verifies it into the PDS (part VII). */
export const ldAttendances = pgTable(
  'ld_attendances',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    planItemId: integer('plan_item_id').references(() => developmentPlanItems.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 250 }).notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    hours: smallint('hours').notNull(),
    ldType: varchar('ld_type', { length: 15 }).notNull(),
    conductedBy: varchar('conducted_by', { length: 250 }).notNull(),
    certificateKey: varchar('certificate_key', { length: 120 }).notNull(),
    certificateName: varchar('certificate_name', { length: 255 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    remarks: text('remarks'),
    verifiedByUserId: integer('verified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    pdsEntryId: integer('pds_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ld_attendances_person_idx').on(t.personnelId),
    index('ld_attendances_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    check('ld_attendances_hours', sql`${t.hours} BETWEEN 1 AND 999`),
    check('ld_attendances_dates', sql`${t.dateTo} >= ${t.dateFrom}`),
    check('ld_attendances_status', sql`${t.status} IN ('pending', 'verified', 'rejected')`),
  ],
);

/** The committees L&D work passes through, and who sits on them (each member votes on scholarships). */
export const ldCommitteeMembers = pgTable(
  'ld_committee_members',
  {
    id: serial('id').primaryKey(),
    /** faculty or administrative (the L&D committees), department_personnel, scholarship. */
    committee: varchar('committee', { length: 25 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** chair, vice_chair, member or secretary. */
    role: varchar('role', { length: 12 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ld_committee_members_unique').on(t.committee, t.userId),
    check('ld_committee_members_committee', sql`${t.committee} IN ('faculty', 'administrative', 'department_personnel', 'scholarship')`),
    check('ld_committee_members_role', sql`${t.role} IN ('chair', 'vice_chair', 'member', 'secretary')`),
  ],
);

/** An L&D year: the period plans and budgets are set for; one is the current year the dashboard opens on. */
export const ldYears = pgTable(
  'ld_years',
  {
    year: smallint('year').primaryKey(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ld_years_one_current')
      .on(t.isCurrent)
      .where(sql`is_current`),
  ],
);

/** The L&D budget of a year for an office and a fund, set by the secretariat (centavos). */
export const ldBudgets = pgTable(
  'ld_budgets',
  {
    id: serial('id').primaryKey(),
    year: smallint('year')
      .notNull()
      .references(() => ldYears.year, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    fundSourceId: integer('fund_source_id')
      .notNull()
      .references(() => fundSources.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ld_budgets_unique').on(t.year, t.departmentId, t.fundSourceId), check('ld_budgets_amount', sql`${t.amount} >= 0`)],
);

/** A head or the committee recommends an employee for an intervention; the employee may add it to their plan. */
export const ldRecommendations = pgTable(
  'ld_recommendations',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => competencies.id),
    interventionType: varchar('intervention_type', { length: 20 })
      .notNull()
      .references(() => interventionTypes.code, { onUpdate: 'cascade' }),
    intervention: varchar('intervention', { length: 250 }),
    reason: text('reason').notNull(),
    /** head or committee: who recommended, in the employee's words. */
    source: varchar('source', { length: 10 }).notNull(),
    recommendedByUserId: integer('recommended_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** open, added (to a plan) or dismissed. */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    planItemId: integer('plan_item_id').references(() => developmentPlanItems.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ld_recommendations_person_idx').on(t.personnelId),
    check('ld_recommendations_source', sql`${t.source} IN ('head', 'committee')`),
    check('ld_recommendations_status', sql`${t.status} IN ('open', 'added', 'dismissed')`),
  ],
);

/** A scholarship program (graduate study): the grant, the duration, and the service obligation it binds the scholar to. */
export const scholarshipPrograms = pgTable(
  'scholarship_programs',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    /** The grant over the whole program, in centavos. */
    grant: bigint('grant', { mode: 'number' }).notNull(),
    durationMonths: smallint('duration_months').notNull(),
    /** By CSC rules one year of service for every year of scholarship: months of service owed after it. */
    obligationMonths: smallint('obligation_months').notNull(),
    slots: smallint('slots'),
    open: boolean('open').notNull().default(true),
    /** Who may apply (issue 42): everyone, faculty or non_teaching. */
    openTo: varchar('open_to', { length: 12 }).notNull().default('everyone'),
    /** The degree an applicant must hold before it: bachelor or master; null: none asked. */
    degreeRequired: varchar('degree_required', { length: 10 }),
    /** Whole years since the original appointment an applicant must have served; null: none asked. */
    minYearsService: smallint('min_years_service'),
    /** The oldest an applicant may be; null: no limit. */
    maxAge: smallint('max_age'),
    /** How the committee's votes decide: majority or two_thirds of its members approve. */
    decisionRule: varchar('decision_rule', { length: 12 }).notNull().default('majority'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scholarship_programs_name_unique').on(sql`lower(${t.name})`),
    check('scholarship_programs_figures', sql`${t.grant} >= 0 AND ${t.durationMonths} BETWEEN 1 AND 120 AND ${t.obligationMonths} >= 0`),
    check(
      'scholarship_programs_conditions',
      sql`${t.openTo} IN ('everyone', 'faculty', 'non_teaching')
  AND (${t.degreeRequired} IS NULL OR ${t.degreeRequired} IN ('bachelor', 'master'))
  AND (${t.minYearsService} IS NULL OR ${t.minYearsService} BETWEEN 1 AND 40)
  AND (${t.maxAge} IS NULL OR ${t.maxAge} BETWEEN 20 AND 70)
  AND ${t.decisionRule} IN ('majority', 'two_thirds')`,
    ),
  ],
);

/** An employee's application to a program, through the chain; once approved, the scholar's study and obligation. */
export const scholarshipApplications = pgTable(
  'scholarship_applications',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => scholarshipPrograms.id),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    school: varchar('school', { length: 250 }).notNull(),
    degree: varchar('degree', { length: 250 }).notNull(),
    statement: text('statement'),
    /** submitted (in the chain), approved, returned, disapproved, withdrawn. */
    status: varchar('status', { length: 12 }).notNull().default('submitted'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    /** The scholar's study: ongoing, completed or terminated (after approval). */
    studyStatus: varchar('study_status', { length: 12 }),
    studyStart: date('study_start'),
    studyEnd: date('study_end'),
    /** The day the service obligation ends: the study's end plus the program's obligation. */
    obligationEnd: date('obligation_end'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('scholarship_applications_person_idx').on(t.personnelId),
    check('scholarship_applications_status', sql`${t.status} IN ('submitted', 'approved', 'returned', 'disapproved', 'withdrawn')`),
    check('scholarship_applications_study', sql`${t.studyStatus} IS NULL OR ${t.studyStatus} IN ('ongoing', 'completed', 'terminated')`),
  ],
);

/** Each committee member's vote on an application, with remarks: the deliberation the decision rests on. */
export const scholarshipVotes = pgTable(
  'scholarship_votes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => scholarshipApplications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: varchar('vote', { length: 10 }).notNull(),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scholarship_votes_unique').on(t.applicationId, t.userId),
    check('scholarship_votes_vote', sql`${t.vote} IN ('approve', 'disapprove', 'abstain')`),
  ],
);

/** A scholar's progress for a term: the grades, as the school's PDF. */
export const scholarshipTerms = pgTable(
  'scholarship_terms',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => scholarshipApplications.id, { onDelete: 'cascade' }),
    schoolYear: varchar('school_year', { length: 9 }).notNull(),
    term: varchar('term', { length: 40 }).notNull(),
    /** The term's general weighted average as the school writes it, when given. */
    average: varchar('average', { length: 10 }),
    remarks: text('remarks'),
    fileKey: varchar('file_key', { length: 120 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scholarship_terms_unique').on(t.applicationId, t.schoolYear, t.term)],
);
