import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { campuses, departments } from './organization';
import { personnel } from './personnel';
import { users } from './identity';
import { approvalRequests } from './approvals';

// Payroll (issue 21): the dated rate tables, fund sources, what payroll keeps per person, the deductions HR keeps,
// the runs and their lines, and the adjustments that correct a locked run in a later one. Money is centavos.

/** The rates and brackets as dated data (domain/payroll-tables.ts types `data`): a change of law is a new row. */
export const payrollTables = pgTable(
  'payroll_tables',
  {
    id: serial('id').primaryKey(),
    /** contributions, tax, job_order_withholding or settings; the payroll year's rules (issue 40): annual_tax, mid_year_bonus, year_end_bonus, pei, pbb, clothing_allowance, rata. */
    kind: varchar('kind', { length: 30 }).notNull(),
    effectiveDate: date('effective_date').notNull(),
    source: text('source').notNull(),
    data: jsonb('data').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payroll_tables_once').on(t.kind, t.effectiveDate),
    check(
      'payroll_tables_kind',
      sql`${t.kind} IN ('contributions', 'tax', 'job_order_withholding', 'settings', 'annual_tax', 'mid_year_bonus', 'year_end_bonus', 'pei', 'pbb', 'clothing_allowance', 'rata')`,
    ),
  ],
);

/** A fund the casuals are charged to: Regular Agency Fund 101, Internally Generated Income 164, a project. */
export const fundSources = pgTable(
  'fund_sources',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    monthlyCeiling: bigint('monthly_ceiling', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fund_sources_code_unique').on(sql`lower(${t.code})`),
    check('fund_sources_dates', sql`${t.endDate} IS NULL OR ${t.startDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
    check('fund_sources_ceiling', sql`${t.monthlyCeiling} IS NULL OR ${t.monthlyCeiling} >= 0`),
  ],
);

/** What payroll keeps per person beyond the plantilla: a casual's fund, a job order worker's daily rate and sworn declaration. */
export const payProfiles = pgTable(
  'pay_profiles',
  {
    personnelId: integer('personnel_id')
      .primaryKey()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    fundSourceId: integer('fund_source_id').references(() => fundSources.id, { onDelete: 'set null' }),
    dailyRate: bigint('daily_rate', { mode: 'number' }),
    swornDeclaration: boolean('sworn_declaration').notNull().default(false),
    /** The account at the depository bank the net pay is credited to (issue 40): digits only. */
    bankAccountNo: varchar('bank_account_no', { length: 20 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pay_profiles_fund_idx').on(t.fundSourceId),
    check('pay_profiles_rate', sql`${t.dailyRate} IS NULL OR ${t.dailyRate} > 0`),
    check('pay_profiles_bank_account_digits', sql`${t.bankAccountNo} IS NULL OR ${t.bankAccountNo} ~ '^[0-9]{6,20}$'`),
  ],
);

/** A deduction HR keeps for a person (a loan, dues, a refund): monthly from a month to a month, a balance that falls as runs are paid. */
/**
 * What kind of deduction HR keeps (a person_deductions row's code), and whether it is excluded from taxable
 * compensation (NIRC Sec. 32(B)(7)(f): union dues; issue 36). A code with no row is not excluded.
 */
export const deductionTypes = pgTable('deduction_types', {
  code: varchar('code', { length: 20 }).primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  taxExcluded: boolean('tax_excluded').notNull().default(false),
  legalBasis: text('legal_basis'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const personDeductions = pgTable(
  'person_deductions',
  {
    id: serial('id').primaryKey(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 20 }).notNull(),
    label: varchar('label', { length: 150 }).notNull(),
    monthly: bigint('monthly', { mode: 'number' }).notNull(),
    startMonth: char('start_month', { length: 7 }).notNull(),
    endMonth: char('end_month', { length: 7 }),
    balance: bigint('balance', { mode: 'number' }),
    priority: smallint('priority').notNull().default(50),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('person_deductions_person_idx').on(t.personnelId),
    check('person_deductions_months', sql`${t.endMonth} IS NULL OR ${t.endMonth} >= ${t.startMonth}`),
    check('person_deductions_amounts', sql`${t.monthly} > 0 AND (${t.balance} IS NULL OR ${t.balance} >= 0)`),
  ],
);

/** A month's payroll for a population: draft → computed → reviewed → approved → paid (locked). */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: serial('id').primaryKey(),
    month: char('month', { length: 7 }).notNull(),
    /** regular, casual or job_order; or a special payroll (issue 40): mid_year_bonus, year_end_bonus, pei, pbb, clothing_allowance. */
    kind: varchar('kind', { length: 20 }).notNull(),
    campusId: integer('campus_id').references(() => campuses.id),
    departmentId: integer('department_id').references(() => departments.id),
    fundSourceId: integer('fund_source_id').references(() => fundSources.id),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    preparedByUserId: integer('prepared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidByUserId: integer('paid_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    missingDtr: jsonb('missing_dtr')
      .notNull()
      .default(sql`'[]'::jsonb`),
    warnings: jsonb('warnings')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A special payroll's people left out, each with the reason in words (not eligible, already paid): the run's page lists them. */
    exclusions: jsonb('exclusions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payroll_runs_month_idx').on(t.month),
    check('payroll_runs_kind', sql`${t.kind} IN ('regular', 'casual', 'job_order', 'mid_year_bonus', 'year_end_bonus', 'pei', 'pbb', 'clothing_allowance')`),
    check('payroll_runs_status', sql`${t.status} IN ('draft', 'computed', 'reviewed', 'approved', 'paid')`),
  ],
);

/** One person's pay in a run: the totals as columns (the register sums them) and the payslip's lines as computed. */
export const payrollLines = pgTable(
  'payroll_lines',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    fund: varchar('fund', { length: 200 }),
    position: varchar('position', { length: 200 }),
    grade: smallint('grade'),
    step: smallint('step'),
    basic: bigint('basic', { mode: 'number' }).notNull(),
    pera: bigint('pera', { mode: 'number' }).notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    lwop: bigint('lwop', { mode: 'number' }).notNull(),
    gsis: bigint('gsis', { mode: 'number' }).notNull(),
    philhealth: bigint('philhealth', { mode: 'number' }).notNull(),
    pagibig: bigint('pagibig', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    otherDeductions: bigint('other_deductions', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    /** The whole payslip (lines, employer shares, deductions taken and not, halves) as domain/payroll.ts answered it. */
    payslip: jsonb('payslip').notNull(),
  },
  (t) => [
    uniqueIndex('payroll_lines_once').on(t.runId, t.personnelId),
    index('payroll_lines_person_idx').on(t.personnelId),
    check('payroll_lines_net', sql`${t.net} >= 0`),
  ],
);

/** A correction of a locked run, paid (positive) or taken back (negative) in a later run; it names the run it corrects. */
export const payrollAdjustments = pgTable(
  'payroll_adjustments',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id),
    correctsRunId: integer('corrects_run_id')
      .notNull()
      .references(() => payrollRuns.id),
    label: varchar('label', { length: 150 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    taxable: boolean('taxable').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payroll_adjustments_run_idx').on(t.runId), check('payroll_adjustments_not_itself', sql`${t.correctsRunId} <> ${t.runId}`)],
);
