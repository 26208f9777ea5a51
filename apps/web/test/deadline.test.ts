import { describe, expect, it } from 'vitest';
import { formatDeadline } from '../src/lib/dates';

// Issue 42 item 7: a DTS due time stored as Manila midnight read "Jan 6, 2027, 12:00 AM", as if the document were due
// when that day begins; the time is up at the end of the day before, and the page says so.
describe('formatDeadline', () => {
  it('says a deadline at Manila midnight is the end of the day before', () => {
    expect(formatDeadline('2027-01-05T16:00:00.000Z')).toBe('by the end of 5 January 2027');
  });

  it("gives a deadline's real time when it has one, in Manila time", () => {
    expect(formatDeadline('2026-11-04T08:00:00.000Z')).toBe('by 4:00 PM, 4 November 2026');
    expect(formatDeadline('2026-11-04T08:00:30.000Z')).toBe('by 4:00 PM, 4 November 2026');
  });
});
