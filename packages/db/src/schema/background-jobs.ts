import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';

// Long work as jobs (issue 42, migration 0048): a payroll's compute, a run's payslips, a tranche's notices, an
// import's commit. The asker sees the progress and is notified at the end; modules/jobs runs them.

export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    askedByUserId: integer('asked_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the work is about (the run's id): at most one job of a kind per subject under way. */
    subjectId: integer('subject_id'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 10, enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    step: varchar('step', { length: 200 }).notNull().default(''),
    resultMessage: text('result_message'),
    resultLink: varchar('result_link', { length: 300 }),
    resultFileKey: varchar('result_file_key', { length: 200 }),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    instanceId: varchar('instance_id', { length: 60 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the result file was removed, kept past its time (migration 0050). */
    fileRemovedAt: timestamp('file_removed_at', { withTimezone: true }),
  },
  (t) => [
    index('background_jobs_queued_idx')
      .on(t.id)
      .where(sql`${t.status} IN ('queued', 'running')`),
    index('background_jobs_asker_idx').on(t.askedByUserId, t.id),
    uniqueIndex('background_jobs_one_per_subject')
      .on(t.kind, t.subjectId)
      .where(sql`${t.status} IN ('queued', 'running') AND ${t.subjectId} IS NOT NULL`),
    index('background_jobs_files_kept_idx')
      .on(t.finishedAt)
      .where(sql`${t.resultFileKey} IS NOT NULL AND ${t.fileRemovedAt} IS NULL`),
    check('background_jobs_status', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
    check('background_jobs_progress', sql`${t.done} >= 0 AND ${t.total} >= 0`),
  ],
);
