import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { departments } from './organization';
import { personnel } from './personnel';
import { univMfos } from './reference';

// Strategic performance management (issue 24; CSC MC No. 6 s. 2012; SPEC.md §2 /spmis/admin/settings): the rating
// periods, the success indicators under the university's MFOs, the rating scale as data, each employee's IPCR (targets,
// then accomplishments rated Q/E/T) through the approval chain, and each office's DPCR/OPCR rolled up from its people's.

/** The rating scale: 5 Outstanding … 1 Poor, with the adjectival range of an average (three decimals). Data, not code. */
export const spmsRatingScale = pgTable(
  'spms_rating_scale',
  {
    rating: smallint('rating').primaryKey(),
    adjective: varchar('adjective', { length: 30 }).notNull(),
    /** The lowest average that earns this adjective (inclusive), e.g. 4.500 for Outstanding. */
    minAverage: numeric('min_average', { precision: 4, scale: 3 }).notNull(),
    /** The highest (inclusive), e.g. 4.499 for Very Satisfactory. */
    maxAverage: numeric('max_average', { precision: 4, scale: 3 }).notNull(),
    description: text('description'),
  },
  (t) => [
    check('spms_rating_scale_rating', sql`${t.rating} BETWEEN 1 AND 5`),
    check('spms_rating_scale_range', sql`${t.minAverage} <= ${t.maxAverage} AND ${t.minAverage} >= 0 AND ${t.maxAverage} <= 5`),
  ],
);

/** A rating period: two semesters a year, each with its windows for target setting, rating and calibration. */
export const spmsPeriods = pgTable(
  'spms_periods',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    /** 1 (January–June) or 2 (July–December). */
    semester: smallint('semester').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    targetsFrom: date('targets_from', { mode: 'string' }).notNull(),
    targetsUntil: date('targets_until', { mode: 'string' }).notNull(),
    ratingFrom: date('rating_from', { mode: 'string' }).notNull(),
    ratingUntil: date('rating_until', { mode: 'string' }).notNull(),
    calibrationFrom: date('calibration_from', { mode: 'string' }).notNull(),
    calibrationUntil: date('calibration_until', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('spms_periods_year_semester').on(t.year, t.semester),
    check('spms_periods_semester', sql`${t.semester} IN (1, 2)`),
    check(
      'spms_periods_dates',
      sql`${t.startsOn} <= ${t.endsOn} AND ${t.targetsFrom} <= ${t.targetsUntil} AND ${t.ratingFrom} <= ${t.ratingUntil} AND ${t.calibrationFrom} <= ${t.calibrationUntil} AND ${t.targetsUntil} <= ${t.ratingFrom} AND ${t.ratingUntil} <= ${t.calibrationFrom}`,
    ),
  ],
);

/** A success indicator the university sets under one of its MFOs (targets + measures), offered on the IPCR form. */
export const spmsSuccessIndicators = pgTable(
  'spms_success_indicators',
  {
    id: serial('id').primaryKey(),
    mfoId: integer('mfo_id')
      .notNull()
      .references(() => univMfos.id),
    /** core | strategic | support: the function the MFO's outputs fall under on the forms. */
    category: varchar('category', { length: 10 }).notNull().default('core'),
    output: varchar('output', { length: 500 }).notNull(),
    indicator: text('indicator').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spms_success_indicators_mfo_idx').on(t.mfoId, t.position),
    check('spms_success_indicators_category', sql`${t.category} IN ('core', 'strategic', 'support')`),
  ],
);

/**
 * One employee's Individual Performance Commitment and Review for a period. `status`: draft (targets being set) →
 * committed (targets agreed) → for_rating (accomplishments filed; the chain `ipcr` runs: the head rates, the PMT
 * calibrates, the head of agency approves) → approved; returned goes back to the employee.
 */
export const ipcrs = pgTable(
  'ipcrs',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => spmsPeriods.id),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    /** The office the employee belonged to when the IPCR was opened: its DPCR/OPCR takes this rating. */
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    approvalRequestId: integer('approval_request_id'),
    /** The weighted final rating (three decimals) and its adjective, once rated; final once approved. */
    finalRating: numeric('final_rating', { precision: 4, scale: 3 }),
    adjective: varchar('adjective', { length: 30 }),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ipcrs_period_person').on(t.periodId, t.personnelId),
    index('ipcrs_period_department_idx').on(t.periodId, t.departmentId),
    index('ipcrs_personnel_idx').on(t.personnelId),
    check('ipcrs_status', sql`${t.status} IN ('draft', 'committed', 'for_rating', 'approved', 'returned')`),
    check('ipcrs_final_rating', sql`${t.finalRating} IS NULL OR ${t.finalRating} BETWEEN 1 AND 5`),
  ],
);

/** One target of an IPCR: its output and success indicator under an MFO, its weight, and, at rating, Q/E/T 1–5. */
export const ipcrTargets = pgTable(
  'ipcr_targets',
  {
    id: serial('id').primaryKey(),
    ipcrId: integer('ipcr_id')
      .notNull()
      .references(() => ipcrs.id, { onDelete: 'cascade' }),
    mfoId: integer('mfo_id')
      .notNull()
      .references(() => univMfos.id),
    successIndicatorId: integer('success_indicator_id').references(() => spmsSuccessIndicators.id),
    category: varchar('category', { length: 10 }).notNull().default('core'),
    output: varchar('output', { length: 500 }).notNull(),
    indicator: text('indicator').notNull(),
    /** Percent of the final rating this target carries (the weights of an IPCR add up to 100). */
    weight: numeric('weight', { precision: 5, scale: 2 }).notNull(),
    accomplishment: text('accomplishment'),
    quality: smallint('quality'),
    efficiency: smallint('efficiency'),
    timeliness: smallint('timeliness'),
    /** The average of the rated dimensions (three decimals). */
    average: numeric('average', { precision: 4, scale: 3 }),
    remarks: text('remarks'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('ipcr_targets_ipcr_idx').on(t.ipcrId, t.position),
    index('ipcr_targets_mfo_idx').on(t.mfoId),
    check('ipcr_targets_category', sql`${t.category} IN ('core', 'strategic', 'support')`),
    check('ipcr_targets_weight', sql`${t.weight} > 0 AND ${t.weight} <= 100`),
    check(
      'ipcr_targets_ratings',
      sql`(${t.quality} IS NULL OR ${t.quality} BETWEEN 1 AND 5) AND (${t.efficiency} IS NULL OR ${t.efficiency} BETWEEN 1 AND 5) AND (${t.timeliness} IS NULL OR ${t.timeliness} BETWEEN 1 AND 5)`,
    ),
  ],
);

/**
 * An office's performance commitment and review for a period, rolled up from its people's approved IPCRs: the DPCR of a
 * unit, the OPCR of an office at the top of its tree (with its units'). `lines` keeps the per-MFO averages as computed.
 */
export const officePerformance = pgTable(
  'office_performance',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => spmsPeriods.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    /** dpcr | opcr */
    kind: varchar('kind', { length: 4 }).notNull(),
    rating: numeric('rating', { precision: 4, scale: 3 }),
    adjective: varchar('adjective', { length: 30 }),
    ratedPeople: integer('rated_people').notNull().default(0),
    lines: jsonb('lines')
      .notNull()
      .default(sql`'[]'::jsonb`),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    computedByUserId: integer('computed_by_user_id').references(() => users.id),
  },
  (t) => [uniqueIndex('office_performance_period_office').on(t.periodId, t.departmentId), check('office_performance_kind', sql`${t.kind} IN ('dpcr', 'opcr')`)],
);
