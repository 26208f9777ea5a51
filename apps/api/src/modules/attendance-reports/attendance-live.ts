import { ATTENDANCE_PUNCH_EVENT } from '@hris/contracts';
import type { Deps } from '../../lib/deps';
import { forgetStandings } from './daily-attendance.service';

/** Who watches the daily attendance live. */
const WATCHERS = 'EDATSADMIN';
/** At 8 a.m. a campus's devices push hundreds of punches a minute: the pages refresh at most this often. */
const MIN_INTERVAL_MS = 1000;

// Paced in real time (Date.now, setTimeout), not by deps.clock: it spaces messages, it decides nothing.
type Throttle = { lastAt: number; pending: ReturnType<typeof setTimeout> | null };
// One throttle per app (tests run several apps in one process), dropped with it.
const throttles = new WeakMap<Deps, Throttle>();

/**
 * Tells the attendance office's open pages that punches were stored (any source), so the daily
 * attendance refreshes within a second. Throttled: the first call goes at once, later ones within the
 * second are folded into one more at its end, so the last punch is never left unannounced.
 * Carries no names or times: the pages ask the API again, which applies its access rules.
 */
export function announcePunches(deps: Deps, stored: number): void {
  if (stored <= 0) return;
  forgetStandings(deps);
  let throttle = throttles.get(deps);
  if (!throttle) throttles.set(deps, (throttle = { lastAt: 0, pending: null }));
  if (throttle.pending) return;
  const emit = () => {
    throttle.lastAt = Date.now();
    throttle.pending = null;
    deps.realtime.emitToView(WATCHERS, ATTENDANCE_PUNCH_EVENT, { at: new Date(throttle.lastAt).toISOString() });
  };
  const wait = throttle.lastAt + MIN_INTERVAL_MS - Date.now();
  if (wait <= 0) return emit();
  throttle.pending = setTimeout(emit, wait);
  throttle.pending.unref?.();
}
