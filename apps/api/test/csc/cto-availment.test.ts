import { describe, expect, it } from 'vitest';
import { checkLeave, type LeaveCheckInput } from '../../src/domain/leave-rules';

// CSC-RULES.md, COC: "Compensatory time-off (CTO) is taken in blocks of 4 or 8 hours, at most 5 consecutive
// days per availment."

const cto = (workingDays: number): LeaveCheckInput => ({
  type: { code: 'CTO', name: 'Compensatory Time-Off', maxDays: null, unit: 'days', chargedTo: 'COC', fileAheadDays: null, withPay: true },
  person: { sex: 'male', employmentKind: 'staff' },
  dateFrom: '2026-12-01',
  dateTo: '2026-12-08',
  workingDays,
  calendarDays: 8,
  today: '2026-11-24',
  emergency: false,
  details: {},
  takenThisYear: 0,
  hours: null,
  daysApplied: null,
  hasAttachment: false,
  balances: { vl: 0, sl: 0, cocHours: 120, serviceCredits: 0 },
});

describe('CTO per availment', () => {
  it('takes 5 consecutive days (40 hours) at once', () => {
    const { issues, proposal } = checkLeave(cto(5));
    expect(issues).toEqual([]);
    expect(proposal.hours).toBe(40);
  });
  it('refuses a sixth day in the same availment', () => {
    expect(checkLeave(cto(6)).issues).toContainEqual({
      field: 'date_to',
      message: 'Compensatory time-off is at most 5 consecutive days per availment; file the rest separately.',
    });
  });
});
