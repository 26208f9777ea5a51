import { describe, expect, it } from 'vitest';
import { formatDays } from '../src/lib/day-count';

// Issue 42 item 7: "Vacation Leave, 2.000 days" on pages where whole days are meant. Three decimals are the leave
// card's and CS Form 6's; everywhere else a count of days reads as people say it.
describe('formatDays', () => {
  it('writes whole days without decimals and a part of a day as it is', () => {
    expect([2, 1, 1.5, 0.5, 0.125, 128, 0].map(formatDays)).toEqual(['2 days', '1 day', '1.5 days', '0.5 day', '0.125 day', '128 days', '0 days']);
  });

  it('drops the float noise of a sum of credits, keeping at most three decimals', () => {
    expect(formatDays(0.1 + 0.2)).toBe('0.3 day');
    expect(formatDays(2.0004)).toBe('2 days');
    expect(formatDays(1.2345)).toBe('1.235 days');
  });
});
