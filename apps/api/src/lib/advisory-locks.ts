/**
 * Every PostgreSQL advisory-lock key the app takes, in one place: two jobs that share a key block (or skip) each
 * other for no reason. Until this list, the holiday seeding job and the leave-card writer both used 7_310_059, so the
 * yearly holiday run was skipped whenever a card refresh held its lock (test/advisory-locks.test.ts keeps them apart).
 */
export const ADVISORY_LOCKS = {
  /** Hourly: separations whose effective date has come (offboarding.due.ts). */
  dueSeparations: 7_310_041,
  /** Hourly: overtime credited once its day has passed (overtime.job.ts). */
  overtimeCredits: 7_310_057,
  /** Hourly: stale leave cards recomputed (leave.job.ts). */
  leaveRefresh: 7_310_058,
  /** The one writer of leave cards at a time, per transaction (ledger.repo.ts). */
  cardWriter: 7_310_059,
  /** Hourly: next year's computable holidays (holidays.job.ts). */
  holidaySeeding: 7_310_060,
  /** Hourly: overdue documents told of, once a day (dts.job.ts). */
  dtsOverdue: 7_310_071,
  /** Hourly: tranches applied on their date, notices put on the service record, step increments moved (salary-notices.job.ts). */
  salaryNotices: 7_310_081,
  /** One tranche application at a time, per transaction (the job and HR's button; salary-notices.service.ts). */
  trancheApplication: 7_310_082,
  /**
   * One instance's start at a time, per session (database.ts): the check of the schema, the backup and migrations of
   * an upgrade, the reference data and DATA_KEY's check value. drizzle's migrate takes no lock of its own.
   */
  databaseStart: 7_310_090,
} as const;

/**
 * Keys taken with a second key (`pg_advisory_xact_lock(a, b)`: two int4 keys, a space apart from the single-key locks
 * above): an upload's per-account lock, with the user id (lib/uploads.ts).
 */
export const UPLOAD_LOCK = 0x75706c64; // "upld"

/** Selections, one key per job post: this base plus the post's id (appointment.service.ts); no key above may fall in it. */
export const SELECTION_LOCK_BASE = 7_100_000_000;
