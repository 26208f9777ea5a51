import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORK_SCHEDULE, type TWorkScheduleDefinition } from '@hris/contracts';
import { overtimeCredit, scheduledDay, USUAL_NOON_BREAK, type CocDay } from '../../src/domain/coc';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { as, personnelIdOf } from '../support/records';
import { addDays, isWorkingDay, manilaToday } from '../support/dates';

// CSC-RULES.md (JC 2 s.2004): COC is earned only for authorized overtime rendered beyond the regular
// working hours of the person's schedule, less the meal break: ×1 on workdays, ×1.5 on Saturdays,
// Sundays, holidays and scheduled days off (the days the person's own schedule does not work).

const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const window = (start: string, end: string) => ({ start: at(start), end: at(end) });
const punches = (...times: string[]) => times.map(at);
const day = (date: string, over: Partial<CocDay> = {}): CocDay => ({ date, schedule: DEFAULT_WORK_SCHEDULE, holiday: null, suspensionFrom: null, ...over });
const credit = (d: CocDay, w: { start: number; end: number }, p: number[], earnedThisMonth = 0, balance = 0) =>
  overtimeCredit({ day: d, window: w, punches: p, earnedThisMonth, balance });

// 2026-11-17 is a Tuesday, 2026-11-18 a Wednesday, 2026-11-22 a Sunday, 2026-11-30 a Monday (Bonifacio Day).
const TUESDAY = '2026-11-17';
const WEDNESDAY = '2026-11-18';
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-30';
/** A fixed schedule that does not work Wednesdays. */
const NO_WEDNESDAY: TWorkScheduleDefinition = {
  kind: 'fixed',
  days: Object.fromEntries(
    (['1', '2', '4', '5'] as const).map((d) => [
      d,
      [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
    ]),
  ),
};
const FLEXIBLE: TWorkScheduleDefinition = {
  kind: 'flexible',
  weekdays: ['1', '2', '3', '4', '5'],
  arrival_from: '07:00',
  arrival_to: '09:00',
  hours: 8,
  lunch: { start: '12:00', end: '13:00' },
};

describe('COC counts only service beyond the regular hours of the schedule, less the meal break', () => {
  it('earns nothing for overtime inside regular hours (Tuesday 13:00–17:00 on 08:00–12:00/13:00–17:00)', () => {
    // Punched 07:58–17:05: served = 13:00–17:00 = 240 min; all 240 inside the 13:00–17:00 session.
    // 240 − 240 = 0 min × 1 = 0.00 hours.
    const c = credit(day(TUESDAY), window('13:00', '17:00'), punches('07:58', '12:01', '12:59', '17:05'));
    expect(c.served).toEqual({ served: 240, insideRegular: 240, mealBreak: 0, beyondRegular: 0 });
    expect(c).toMatchObject({ hours: 0, rate: 1, remarks: 'Not counted: 4.00 hours within regular working hours.' });
  });

  it('earns an hour per hour after the last session of a workday (Tuesday 17:00–20:00)', () => {
    // Punched 07:58–20:10: served = 17:00–20:00 = 180 min, none inside 08:00–12:00/13:00–17:00.
    // 180 min = 3 h × 1 = 3.00 hours.
    const c = credit(day(TUESDAY), window('17:00', '20:00'), punches('07:58', '20:10'));
    expect(c.served.beyondRegular).toBe(180);
    expect(c).toMatchObject({ hours: 3, rate: 1, remarks: null });
  });

  it('takes the noon hour off a Sunday spanning it, then ×1.5 (Sunday 08:00–17:00)', () => {
    // Punched 07:55–17:02: served = 08:00–17:00 = 540 min; no regular hours on Sunday;
    // the window spans the usual noon break 12:00–13:00: 540 − 60 = 480 min = 8 h × 1.5 = 12.00 hours.
    const c = credit(day(SUNDAY), window('08:00', '17:00'), punches('07:55', '17:02'));
    expect(c.served).toEqual({ served: 540, insideRegular: 0, mealBreak: 60, beyondRegular: 480 });
    expect(c).toMatchObject({ hours: 12, uncappedHours: 12, rate: 1.5, dayOff: true, remarks: 'Not counted: 1.00 hours of meal break (12:00–13:00).' });
  });

  it('keeps the noon hour of a window that starts inside it: it was planned around the meal', () => {
    // Sunday 12:30–16:30 punched 12:25–16:40: the window does not span 12:00–13:00, so 240 min × 1.5 = 6.00.
    expect(credit(day(SUNDAY), window('12:30', '16:30'), punches('12:25', '16:40')).hours).toBe(6);
  });

  it('takes the lunch off a workday window covering the whole day (Tuesday 08:00–17:00): nothing is left', () => {
    // 08:00–12:00 and 13:00–17:00 are regular (480 min), 12:00–13:00 the lunch (60): 540 − 480 − 60 = 0.
    const c = credit(day(TUESDAY), window('08:00', '17:00'), punches('07:58', '17:05'));
    expect(c.served).toEqual({ served: 540, insideRegular: 480, mealBreak: 60, beyondRegular: 0 });
    expect(c.hours).toBe(0);
  });
});

describe('scheduled days off earn ×1.5 like weekends and holidays', () => {
  it('credits 1.5 per hour on a weekday the person’s own schedule does not work (Wednesday 08:00–12:00)', () => {
    // No Wednesday on the schedule: a day off, no regular hours. Punched 07:50–12:10: served 08:00–12:00
    // = 240 min; the window does not span 12:00–13:00. 4 h × 1.5 = 6.00 hours.
    const c = credit(day(WEDNESDAY, { schedule: NO_WEDNESDAY }), window('08:00', '12:00'), punches('07:50', '12:10'));
    expect(c).toMatchObject({ hours: 6, rate: 1.5, dayOff: true });
    // The same Wednesday on the regular schedule is inside regular hours: nothing.
    expect(credit(day(WEDNESDAY), window('08:00', '12:00'), punches('07:50', '12:10')).hours).toBe(0);
  });

  it('credits 1.5 per hour on a flexible schedule’s day off too', () => {
    // Weekdays 1–5 only; Saturday is ×1.5 anyway, so a 4-day flexible week shows it: no Wednesday.
    const fourDays: TWorkScheduleDefinition = { ...FLEXIBLE, weekdays: ['1', '2', '4', '5'] } as TWorkScheduleDefinition;
    expect(credit(day(WEDNESDAY, { schedule: fourDays }), window('08:00', '12:00'), punches('07:50', '12:10'))).toMatchObject({ hours: 6, rate: 1.5 });
  });

  it('credits 1.5 per hour on a whole-day holiday falling on a workday, as before', () => {
    // Monday 2026-11-30, a holiday: no regular hours; 08:00–12:00 served = 4 h × 1.5 = 6.00 hours.
    expect(credit(day(MONDAY, { holiday: 'whole' }), window('08:00', '12:00'), punches('07:55', '12:05'))).toMatchObject({ hours: 6, rate: 1.5 });
    // An afternoon holiday frees the 13:00–17:00 session: 13:00–17:00 served is beyond regular hours, 4 h × 1.5 = 6.00.
    expect(credit(day(MONDAY, { holiday: 'pm' }), window('13:00', '17:00'), punches('07:55', '17:05'))).toMatchObject({ hours: 6, rate: 1.5, dayOff: false });
  });

  it('treats a day suspended from the start of work as a holiday: no regular hours, ×1.5', () => {
    // Suspended from 08:00 (the first session's start): 08:00–12:00 served = 4 h × 1.5 = 6.00.
    expect(credit(day(TUESDAY, { suspensionFrom: at('08:00') }), window('08:00', '12:00'), punches('07:55', '12:05'))).toMatchObject({
      hours: 6,
      rate: 1.5,
      dayOff: true,
    });
    // Suspended from 15:00: a workday whose regular hours end at 15:00; 15:00–17:00 served = 2 h × 1 = 2.00.
    expect(credit(day(TUESDAY, { suspensionFrom: at('15:00') }), window('15:00', '17:00'), punches('07:55', '17:05'))).toMatchObject({ hours: 2, rate: 1 });
  });
});

describe('flexible time: the required hours counted from the actual arrival', () => {
  it('makes the regular day the 8 hours from the arrival, skipping the lunch', () => {
    // Arrived 07:30 (inside 07:00–09:00): regular 07:30–12:00 and 13:00–16:30 (4.5 h + 3.5 h = 8 h).
    expect(scheduledDay(day(TUESDAY, { schedule: FLEXIBLE }), at('07:30'))).toEqual({
      dayOff: false,
      regular: [window('07:30', '12:00'), window('13:00', '16:30')],
      mealBreak: window('12:00', '13:00'),
    });
    // Overtime 15:00–18:00, punched 07:30–18:10: 180 served, 15:00–16:30 = 90 inside; 90 min = 1.50 hours.
    expect(credit(day(TUESDAY, { schedule: FLEXIBLE }), window('15:00', '18:00'), punches('07:30', '18:10')).hours).toBe(1.5);
  });

  it('holds the arrival within the window: a late comer’s regular day starts at the window’s end', () => {
    // Arrived 10:00, window ends 09:00: regular 09:00–12:00 and 13:00–18:00; overtime 17:00–19:00 → only 18:00–19:00 = 1.00.
    expect(credit(day(TUESDAY, { schedule: FLEXIBLE }), window('17:00', '19:00'), punches('10:00', '19:05')).hours).toBe(1);
  });

  it('has no meal break but the usual noon one on a day off', () => {
    expect(scheduledDay(day(SUNDAY), at('08:00'))).toEqual({ dayOff: true, regular: [], mealBreak: USUAL_NOON_BREAK });
  });
});

describe('the caps still hold', () => {
  it('stops at 40 hours a month and 120 hours of balance', () => {
    // Sunday 08:00–17:00 earns 12.00; 30 already earned this month leaves room for 10.00.
    expect(credit(day(SUNDAY), window('08:00', '17:00'), punches('07:55', '17:02'), 30)).toMatchObject({ hours: 10, uncappedHours: 12 });
    // A balance of 115 leaves room for 5.00.
    const capped = credit(day(SUNDAY), window('08:00', '17:00'), punches('07:55', '17:02'), 0, 115);
    expect(capped).toMatchObject({ hours: 5, uncappedHours: 12 });
    expect(capped.remarks).toBe(
      'Not counted: 1.00 hours of meal break (12:00–13:00). 5.00 of 12.00 hours credited: the unexpired balance was 115.00 hours (cap 120.00).',
    );
  });
});

// Through the API: file, approve through the chain (head, then HR), punch, HR runs the crediting, read the credits.
describe('COC credited through the API', () => {
  let t: TestApp;
  let hr: string;
  let head: string;
  let staff: string;
  let staffId: number;

  /** The latest date before today (Manila) on an ISO weekday (1 Monday … 7 Sunday); Monday to Friday, not a seeded holiday (it earns ×1.5). */
  const lastOn = (isoWeekday: number) => {
    for (let back = 1; ; back++) {
      const date = addDays(manilaToday(), -back);
      if ((new Date(`${date}T00:00:00Z`).getUTCDay() || 7) === isoWeekday && (isoWeekday > 5 || isWorkingDay(date))) return date;
    }
  };
  const act = (token: string, requestId: number) => t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send({ action: 'approve' });
  const punch = (date: string, times: string[]) =>
    t.http
      .post('/api/attendance/logs')
      .set(as(hr))
      .send({ logs: times.map((time) => ({ personnel_id: staffId, timestamp: `${date}T${time}:00+08:00` })) });

  /** Files and approves the overtime, punches the day, has HR compute it; answers the overtime request. */
  async function served(date: string, start: string, end: string, times: string[]) {
    const filed = await t.http.post('/api/overtime').set(as(staff)).send({ date, start_time: start, end_time: end, purpose: 'Enrolment week' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const { id, approval_request_id } = filed.body.overtime_request;
    expect((await act(head, approval_request_id)).status).toBe(200);
    expect((await act(hr, approval_request_id)).body.request.status).toBe('approved');
    expect((await punch(date, times)).status).toBe(200);
    const computed = await t.http.post(`/api/overtime/${id}/compute`).set(as(hr));
    expect(computed.status, JSON.stringify(computed.body)).toBe(200);
    return computed.body.overtime_request;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [hr, head, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'staff@hris.test')]);
    staffId = await personnelIdOf(t, 'staff@hris.test');
  });
  afterAll(async () => t.close());

  it('credits nothing for a Tuesday’s overtime inside regular hours, and 12.00 for a Sunday 08:00–17:00 less the lunch hour', async () => {
    // The staff member has no schedule of their own: the default 08:00–12:00/13:00–17:00, Monday to Friday.
    const tuesday = await served(lastOn(2), '13:00', '17:00', ['07:58', '12:01', '12:59', '17:05']);
    expect(tuesday).toMatchObject({
      served_minutes: 0,
      served_hours: 0,
      credit: { hours: 0, remarks: 'Not counted: 4.00 hours within regular working hours.' },
    });

    // 08:00–17:00 served (540 min) less the noon hour = 480 min = 8 h × 1.5 = 12.00.
    const sunday = await served(lastOn(7), '08:00', '17:00', ['07:55', '17:02']);
    expect(sunday).toMatchObject({
      served_minutes: 480,
      served_hours: 8,
      credit: { hours: 12, remarks: 'Not counted: 1.00 hours of meal break (12:00–13:00).' },
    });

    const credits = await t.http.get(`/api/personnels/${staffId}/compensatory-credits`).set(as(hr));
    expect(credits.status).toBe(200);
    expect(credits.body.balance).toBe(12);
    const byOvertime = new Map(credits.body.entries.map((e: { overtime: { id: number }; hours: number }) => [e.overtime.id, e.hours]));
    expect(byOvertime).toEqual(
      new Map([
        [tuesday.id, 0],
        [sunday.id, 12],
      ]),
    );
  });

  it('credits ×1.5 on a weekday the person’s assigned schedule does not work', async () => {
    const wednesday = lastOn(3);
    const made = await t.http.post('/api/work-schedules').set(as(hr)).send({ name: 'Four days (no Wednesday)', kind: 'fixed', definition: NO_WEDNESDAY });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const assigned = await t.http
      .post(`/api/personnels/${staffId}/work-schedules`)
      .set(as(hr))
      .send({ schedule_id: made.body.work_schedule.id, effective_from: wednesday, effective_to: wednesday });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    // 08:00–12:00 served on the day off: 4 h × 1.5 = 6.00.
    const ot = await served(wednesday, '08:00', '12:00', ['07:50', '12:10']);
    expect(ot).toMatchObject({ served_minutes: 240, credit: { hours: 6, remarks: null } });
  });
});
