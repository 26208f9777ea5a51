import { describe, expect, it } from 'vitest';
import { manilaDay, progressLabel, progressPercent } from '../src/features/property/count-format';

describe('the physical count page’s helpers', () => {
  it('takes the day in Manila (8 hours ahead of UTC)', () => {
    expect(manilaDay(new Date('2026-11-26T15:59:00Z'))).toBe('2026-11-26');
    expect(manilaDay(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
  });

  it('says how far the count is, rounding the percent down (never 100% with a line left)', () => {
    expect(progressLabel({ total: 5000, found: 4990, not_found: 9, uncounted: 1 })).toBe('4,999 of 5,000 counted (99%)');
    expect(progressLabel({ total: 4, found: 2, not_found: 2, uncounted: 0 })).toBe('4 of 4 counted (100%)');
    expect(progressPercent({ total: 0, found: 0, not_found: 0, uncounted: 0 })).toBe(0);
    expect(progressPercent({ total: 4, found: 1, not_found: 0, uncounted: 3 })).toBe(25);
  });
});
