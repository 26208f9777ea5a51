import { manilaParts } from '../domain/manila-time';

// The one clock: services and jobs ask deps.clock for the time, never `new Date()`, so a test can set the
// day it runs on (a Monday in March, a holiday, the 31st of December) instead of avoiding the day it is.

export type Clock = {
  /** The current instant. */
  now(): Date;
  /** Today's date in Manila (YYYY-MM-DD). */
  today(): string;
};

/** A clock a test sets and moves. */
export type SettableClock = Clock & { set(at: Date | string): void; advance(ms: number): void };

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => manilaParts(new Date()).date,
};

/** A clock standing at `at` (an instant, or a Manila wall-clock time without offset) until it is moved. */
export function settableClock(at: Date | string): SettableClock {
  let ms = instant(at);
  return {
    now: () => new Date(ms),
    today: () => manilaParts(new Date(ms)).date,
    set: (next) => {
      ms = instant(next);
    },
    advance: (by) => {
      ms += by;
    },
  };
}

function instant(at: Date | string): number {
  if (at instanceof Date) return at.getTime();
  // "2027-03-01T09:00" without an offset is Manila time, as everywhere in the product.
  const hasOffset = /(Z|[+-]\d\d:?\d\d)$/.test(at);
  const ms = new Date(hasOffset ? at : `${at.length === 10 ? `${at}T00:00:00` : at}+08:00`).getTime();
  if (Number.isNaN(ms)) throw new Error(`Not a date and time: ${at}`);
  return ms;
}
