import { describe, expect, it } from 'vitest';
import { dueAt, workingDaysBetween } from '../src/domain/working-days';

// Issue 19: a document's time at an office, in working days (RA 11032), weekends and holidays left out.
const none = () => false;
const manila = (local: string) => new Date(`${local}+08:00`);

describe('when a document is due at an office', () => {
  it('received on Friday at 4 pm, a simple document (3 days) is due on Wednesday at 4 pm', () => {
    // 27 November 2026 is a Friday.
    expect(dueAt(manila('2026-11-27T16:00:00'), 3, none)).toEqual(manila('2026-12-02T16:00:00'));
  });

  it('skips a holiday: with Monday 30 November (Bonifacio Day) off, it is due on Thursday at 4 pm', () => {
    const holidays = new Set(['2026-11-30']);
    expect(dueAt(manila('2026-11-27T16:00:00'), 3, (d) => holidays.has(d))).toEqual(manila('2026-12-03T16:00:00'));
  });

  it('starts counting at the next working day when it arrives on a weekend', () => {
    // Saturday 28 November, 10:15: counting starts Monday 00:00, so 3 days end at Thursday 00:00 (all of Wednesday).
    expect(dueAt(manila('2026-11-28T10:15:00'), 3, none)).toEqual(manila('2026-12-03T00:00:00'));
  });

  it('counts 7 and 20 working days across weeks, and keeps the seconds of arrival', () => {
    expect(dueAt(manila('2026-11-23T09:30:45'), 7, none)).toEqual(manila('2026-12-02T09:30:45'));
    // 20 working days from Monday 2 November: four whole weeks.
    expect(dueAt(manila('2026-11-02T08:00:00'), 20, none)).toEqual(manila('2026-11-30T08:00:00'));
  });

  it('reads the Manila date, not the UTC one: 7 am Monday in Manila is Sunday in UTC', () => {
    expect(dueAt(manila('2026-11-23T07:00:00'), 1, none)).toEqual(manila('2026-11-24T07:00:00'));
  });
});

describe('the working days between two dates', () => {
  it('leaves out weekends and holidays', () => {
    expect(workingDaysBetween('2026-11-27', '2026-12-04', none)).toBe(5);
    expect(workingDaysBetween('2026-11-27', '2026-12-04', (d) => d === '2026-11-30')).toBe(4);
    expect(workingDaysBetween('2026-11-27', '2026-11-27', none)).toBe(0);
  });
});
