import type { TCountTotals } from '@hris/contracts';

// Pure helpers of the physical count's pages (tested in apps/web/test/property-count-format.test.ts).

/** The Manila calendar day of a moment (the count's default date). */
export function manilaDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** How far the count is: "12 of 40 counted (30%)". */
export function progressLabel(c: TCountTotals): string {
  const counted = c.total - c.uncounted;
  const percent = c.total === 0 ? 0 : Math.floor((counted * 100) / c.total);
  return `${counted.toLocaleString('en-US')} of ${c.total.toLocaleString('en-US')} counted (${percent}%)`;
}

/** The percent counted, for the progress bar. */
export function progressPercent(c: TCountTotals): number {
  return c.total === 0 ? 0 : ((c.total - c.uncounted) * 100) / c.total;
}
