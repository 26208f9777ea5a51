import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, personnelIdOf } from './support/records';
import { pdfBytes } from './support/files';
import { isWorkingDay } from './support/dates';

let t: TestApp;
let hr: string;
let head: string;
let staff: string;
let staffId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

/** Manila dates: today and the latest working day (a weekday, not a seeded holiday) at least `back` days before it. */
const manilaDate = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
function weekdayBefore(back: number): string {
  for (let d = back; ; d++) {
    const date = manilaDate(-d);
    if (isWorkingDay(date)) return date;
  }
}
const dayOf = async (token: string, personnelId: number, date: string) =>
  (
    await t.http
      .get(`/api/dtr/${personnelId}`)
      .query({ month: date.slice(0, 7) })
      .set(as(token))
  ).body.dtr.days.find((d: { date: string }) => d.date === date);
const act = (token: string, requestId: number, action: string, remarks?: string) =>
  t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send({ action, remarks });

let day: string;

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'staff@hris.test')]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
  day = weekdayBefore(3);
  // The staff member forgot to punch out for lunch and back: only the day's first and last punch.
  const punches = ['07:58', '17:02'].map((time) => ({ personnel_id: staffId, timestamp: `${day}T${time}:00+08:00` }));
  expect((await t.http.post('/api/attendance/logs').set(as(hr)).send({ logs: punches })).body.inserted).toBe(2);
});
afterAll(async () => t.close());

describe('time-log appeals', () => {
  it('corrects the DTR only once the head has recommended and HR approved', async () => {
    const before = await dayOf(staff, staffId, day);
    expect(before).toMatchObject({ am_in: '07:58', am_out: null, pm_in: null, pm_out: '17:02' });
    expect(before.remarks).toMatch(/No AM departure/);

    const filed = await t.http
      .post('/api/time-log-appeals')
      .set(as(staff))
      .send({ date: day, am_out: '12:00', pm_in: '13:00', reason: 'The biometric device was offline at noon.' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.message).toBe('Your appeal has been sent to your department head.');
    const appeal = filed.body.appeal;
    expect(appeal).toMatchObject({ date: day, am_out: '12:00', pm_in: '13:00', am_in: null, status: 'pending', personnel: { id: staffId } });

    // The head sees it among the department's; the DTR does not change while it is pending.
    const dept = await t.http.get('/api/time-log-appeals').query({ scope: 'department', status: 'pending' }).set(as(head));
    expect(dept.body.appeals.map((a: { id: number }) => a.id)).toContain(appeal.id);
    expect((await t.http.get(`/api/time-log-appeals/${appeal.id}`).set(as(head))).body.appeal.dtr_day).toMatchObject({ am_out: null });
    expect((await act(head, appeal.approval_request_id, 'approve')).body.request).toMatchObject({ status: 'pending', current_step: 2 });
    expect(await dayOf(staff, staffId, day)).toMatchObject({ am_out: null, pm_in: null });

    expect((await act(hr, appeal.approval_request_id, 'approve')).body.request.status).toBe('approved');
    const after = await dayOf(staff, staffId, day);
    expect(after).toMatchObject({ am_in: '07:58', am_out: '12:00', pm_in: '13:00', pm_out: '17:02', late_minutes: 0, undertime_minutes: 0, absent_days: 0 });
    expect(after.remarks).toMatch(/Corrected by approved appeal/);
    expect((await t.http.get(`/api/time-log-appeals/${appeal.id}`).set(as(staff))).body.appeal.status).toBe('approved');
  });

  it('leaves the DTR as it was when the appeal is disapproved or cancelled', async () => {
    const other = weekdayBefore(10);
    const filed = await t.http.post('/api/time-log-appeals').set(as(staff)).send({ date: other, am_in: '08:00', reason: 'Forgot to punch in.' });
    expect((await act(head, filed.body.appeal.approval_request_id, 'disapprove', 'The guard’s logbook shows you arrived at 9:30.')).status).toBe(200);
    expect((await t.http.get(`/api/time-log-appeals/${filed.body.appeal.id}`).set(as(staff))).body.appeal.status).toBe('disapproved');
    expect((await dayOf(staff, staffId, other)).am_in).toBeNull();

    const again = await t.http
      .post('/api/time-log-appeals')
      .set(as(staff))
      .send({ date: other, am_in: '08:00', reason: 'I was at the gate at 8:00; see the attached memo.' });
    // One pending appeal a day.
    const twice = await t.http.post('/api/time-log-appeals').set(as(staff)).send({ date: other, am_in: '08:00', reason: 'Again' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.date).toEqual(['You already have a pending appeal for this day; wait for it to be decided or cancel it.']);
    // Only the requester cancels.
    expect((await t.http.post(`/api/approval-requests/${again.body.appeal.approval_request_id}/cancel`).set(as(head))).status).toBe(404);
    const cancelled = await t.http.post(`/api/approval-requests/${again.body.appeal.approval_request_id}/cancel`).set(as(staff));
    expect(cancelled.body.message).toBe('The request has been cancelled.');
    expect((await t.http.get(`/api/time-log-appeals/${again.body.appeal.id}`).set(as(staff))).body.appeal.status).toBe('cancelled');
    expect((await act(head, again.body.appeal.approval_request_id, 'approve')).status).toBe(422);
  });

  it('refuses a future day, an old day, no corrected time, a departure before the arrival, and someone else’s upload', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date: manilaDate(2), am_in: '08:00', reason: 'x' }, 'date', 'The date must not be in the future: appeal a day that has passed.'],
      [{ date: manilaDate(-61), am_in: '08:00', reason: 'x' }, 'date', 'An appeal must be filed within 60 days of the day.'],
      [{ date: day, reason: 'x' }, 'am_in', 'Give at least one corrected time.'],
      [{ date: day, pm_in: '13:00', pm_out: '12:59', reason: 'x' }, 'pm_out', 'The PM departure must be after the PM arrival.'],
      [{ date: day, am_in: '8:00', reason: 'x' }, 'am_in', 'A time must be HH:MM (24-hour).'],
      [{ date: day, am_in: '08:00', reason: '  ' }, 'reason', 'The reason field is required.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.http.post('/api/time-log-appeals').set(as(staff)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]).toContain(message);
    }
    const hrUpload = await t.http.post('/api/upload').set(as(hr)).attach('file', pdfBytes(2000), 'memo.pdf');
    const theft = await t.http
      .post('/api/time-log-appeals')
      .set(as(staff))
      .send({ date: weekdayBefore(20), am_in: '08:00', reason: 'x', attachment_path: hrUpload.body.path });
    expect(theft.status).toBe(422);
    expect(theft.body.errors.attachment_path).toEqual(['The uploaded file was not found; upload it again.']);
    expect(await query(`SELECT 1 FROM time_log_appeals WHERE date = $1`, [weekdayBefore(20)])).toEqual([]);
  });

  it('keeps the attached PDF, opened through a signed link', async () => {
    const upload = await t.http.post('/api/upload').set(as(staff)).attach('file', pdfBytes(3000), 'memo.pdf');
    const filed = await t.http
      .post('/api/time-log-appeals')
      .set(as(staff))
      .send({ date: weekdayBefore(15), pm_out: '17:00', reason: 'Power outage', attachment_path: upload.body.path });
    const url = new URL(filed.body.appeal.attachment_url, 'http://x');
    const file = await t.http.get(url.pathname + url.search);
    expect(file.status).toBe(200);
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows each caller only the appeals they may see', async () => {
    const staffAppeal = (await t.http.get('/api/time-log-appeals').set(as(staff))).body.appeals[0];
    expect((await t.http.get('/api/time-log-appeals').query({ scope: 'all' }).set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/time-log-appeals').query({ scope: 'all' }).set(as(hr))).body.meta.total).toBeGreaterThanOrEqual(4);
    // HR is not in CAS: the department scope of HR's own department does not hold the staff member's appeal.
    const hrDept = await t.http.get('/api/time-log-appeals').query({ scope: 'department' }).set(as(hr));
    expect(hrDept.body.appeals.map((a: { id: number }) => a.id)).not.toContain(staffAppeal.id);
    // Someone else's appeal answers 404, as if it did not exist.
    const hrId = await personnelIdOf(t, 'hr@hris.test');
    const [{ id: hrAppeal }] = await query(`INSERT INTO time_log_appeals (personnel_id, date, am_in, reason) VALUES ($1, $2, '08:00', 'x') RETURNING id`, [
      hrId,
      day,
    ]);
    expect((await t.http.get(`/api/time-log-appeals/${hrAppeal}`).set(as(staff))).status).toBe(404);
    expect(
      (
        await t.http
          .get('/api/time-log-appeals')
          .query({ month: day.slice(0, 7), term: 'zzzz' })
          .set(as(staff))
      ).body.appeals,
    ).toEqual([]);
  });
});
