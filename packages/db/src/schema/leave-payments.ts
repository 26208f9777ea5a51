import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { personnel } from './personnel';
import { users } from './identity';
import { leaveApplications } from './leave';
import { separations } from './records';
import { payrollRuns } from './payroll';

/**
 * Leave in pesos (issue 36): an approved monetization, or the terminal leave benefits of a separation, waiting to be
 * paid as an earning of the person's next regular payroll run. The run that computes it claims it
 * (`computed_run_id`); paying that run sets `paid_run_id`, after which the row no longer changes (migration 0036's
 * trigger) and no later run pays it again.
 */
export const leavePayments = pgTable(
  'leave_payments',
  {
    id: serial('id').primaryKey(),
    /** monetization or terminal. */
    kind: varchar('kind', { length: 12 }).notNull(),
    personnelId: integer('personnel_id')
      .notNull()
      .references(() => personnel.id),
    /** Centavos. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The monthly salary used (centavos): held on the day for a monetization, the highest received for terminal leave. */
    monthlySalary: bigint('monthly_salary', { mode: 'number' }).notNull(),
    days: numeric('days', { precision: 10, scale: 3 }).notNull(),
    factor: numeric('factor', { precision: 9, scale: 7 }).notNull(),
    /** The computation in words: "12 days × ₱54,371.00 × 0.0481927 = ₱31,443.42". */
    words: text('words').notNull(),
    taxable: boolean('taxable').notNull().default(false),
    leaveApplicationId: integer('leave_application_id')
      .unique()
      .references(() => leaveApplications.id),
    separationId: integer('separation_id')
      .unique()
      .references(() => separations.id),
    computedRunId: integer('computed_run_id').references(() => payrollRuns.id, { onDelete: 'set null' }),
    paidRunId: integer('paid_run_id').references(() => payrollRuns.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_payments_unpaid_idx')
      .on(t.personnelId)
      .where(sql`${t.paidRunId} IS NULL`),
    check('leave_payments_kind', sql`${t.kind} IN ('monetization', 'terminal')`),
    check(
      'leave_payments_source',
      sql`(${t.kind} = 'monetization' AND ${t.leaveApplicationId} IS NOT NULL AND ${t.separationId} IS NULL) OR (${t.kind} = 'terminal' AND ${t.separationId} IS NOT NULL AND ${t.leaveApplicationId} IS NULL)`,
    ),
    check('leave_payments_amount', sql`${t.amount} >= 0`),
  ],
);
