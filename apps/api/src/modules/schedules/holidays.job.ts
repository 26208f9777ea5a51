import { holidaysSeededThrough, seedComputableHolidays } from '@hris/db';
import type { Deps } from '../../lib/deps';
import { runLocked } from '../../lib/hourly-job';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';

// Next year's computable holidays (the law's fixed dates, Easter's, the last Monday of August) are added
// once, early in the year before: the start seed covers this year and the next, and this job adds the
// following one when the year turns, so on 1 January the new year's holidays have been there all along.
// The same "seeded through" record as the seed keeps a holiday HR deleted or moved from coming back.

const HOLIDAY_SEEDING_LOCK = ADVISORY_LOCKS.holidaySeeding;

/** Seeds the computable holidays of the year after `today`'s, unless done before; answers the year seeded now, or null. */
export async function seedNextYearsHolidays(deps: Pick<Deps, 'db' | 'clock'>, today = deps.clock.today()): Promise<number | null> {
  const next = Number(today.slice(0, 4)) + 1;
  return (await seedComputableHolidays(deps.db, next)) ? next : null;
}

/** One locked run: does nothing (answers null) while another instance holds the lock. */
export async function runHolidaySeedingOnce(deps: Deps, today = deps.clock.today()): Promise<number | null> {
  // Nearly every run finds next year done: answer that from one row, without holding a connection for the
  // lock (the other hourly jobs hold theirs at start, and a small pool would run out).
  if ((await holidaysSeededThrough(deps.db)) > Number(today.slice(0, 4))) return null;
  return runLocked(deps, HOLIDAY_SEEDING_LOCK, () => seedNextYearsHolidays(deps, today));
}

/** Runs at start and every hour: a year turns once, and a run that finds it done reads one row. */
