import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditDueOvertime } from '../src/modules/overtime';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, makeEmployee, personnelIdOf } from './support/records';
import { isWorkingDay } from './support/dates';

let t: TestApp;
let admin: string;
let hr: string;
let head: string;
let staff: string;
let vpaa: string;
let staffId: number;
let adminId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

/** Manila dates: `offsetDays` from today, and the latest working day (or weekend day) at least `back` days ago; a seeded holiday earns like a weekend, so it is neither. */
const manilaDate = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
function dayBefore(back: number, weekend: boolean): string {
  for (let d = back; ; d++) {
    const date = manilaDate(-d);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekend ? weekday === 0 || weekday === 6 : isWorkingDay(date)) return date;
  }
}
const act = (token: string, requestId: number, action: string, remarks?: string) =>
  t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send({ action, remarks });
const punch = (personnelId: number, date: string, times: string[]) =>
  t.http
    .post('/api/attendance/logs')
    .set(as(hr))
    .send({ logs: times.map((time) => ({ personnel_id: personnelId, timestamp: `${date}T${time}:00+08:00` })) });
const file = (token: string, body: Record<string, unknown>) => t.http.post('/api/overtime').set(as(token)).send(body);
const approveBoth = async (requestId: number) => {
  expect((await act(head, requestId, 'approve')).status).toBe(200);
  expect((await act(hr, requestId, 'approve')).body.request.status).toBe('approved');
};

beforeAll(async () => {
  t = await createTestApp();
  const { userId } = await makeEmployee(t, { first: 'Rosa', last: 'Villanueva', department: 'OVPAA', email: 'vpaa@hris.test' });
  await query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'VPAA Office'`, [userId]);
  [admin, hr, head, staff, vpaa] = await Promise.all([
    signIn(t, 'admin@hris.test'),
    signIn(t, 'hr@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'staff@hris.test'),
    signIn(t, 'vpaa@hris.test'),
  ]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
  adminId = await personnelIdOf(t, 'admin@hris.test');
});
afterAll(async () => t.close());

describe('overtime', () => {
  it('earns an hour of COC per hour served on a weekday once the head recommends and HR approves', async () => {
    const day = dayBefore(1, false);
    expect((await punch(staffId, day, ['07:55', '12:01', '12:58', '19:10'])).status).toBe(200);
    const filed = await file(staff, { date: day, start_time: '17:00', end_time: '19:00', purpose: 'Encode the enrolment records' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body.message).toBe('Your overtime request has been sent to your department head.');
    const ot = filed.body.overtime_request;
    expect(ot).toMatchObject({
      kind: 'overtime',
      date: day,
      start_time: '17:00',
      end_time: '19:00',
      status: 'pending',
      served_minutes: null,
      credit: null,
      personnel: { id: staffId, fullname: 'Juan Bautista' },
    });
    expect(ot.approval_request_id).toBeGreaterThan(0);

    // The head sees it among the department's; HR among everyone's.
    expect(
      (await t.http.get('/api/overtime').query({ scope: 'department', status: 'pending' }).set(as(head))).body.overtime_requests.map(
        (r: { id: number }) => r.id,
      ),
    ).toContain(ot.id);
    expect(
      (
        await t.http
          .get('/api/overtime')
          .query({ scope: 'all', month: day.slice(0, 7) })
          .set(as(hr))
      ).body.meta.total,
    ).toBeGreaterThanOrEqual(1);

    expect((await act(head, ot.approval_request_id, 'approve')).body.request.current_step).toBe(2);
    expect((await t.http.get(`/api/overtime/${ot.id}`).set(as(staff))).body.overtime_request).toMatchObject({ status: 'pending', credit: null });
    expect((await act(hr, ot.approval_request_id, 'approve')).body.request.status).toBe('approved');

    const after = (await t.http.get(`/api/overtime/${ot.id}`).set(as(staff))).body.overtime_request;
    expect(after).toMatchObject({
      status: 'approved',
      served_minutes: 120,
      served_hours: 2,
      credit: { hours: 2, expires_on: `${Number(day.slice(0, 4)) + 1}-12-31`, remarks: null },
    });
    const mine = await t.http.get('/api/overtime/credits/mine').set(as(staff));
    expect(mine.body.balance).toBe(2);
    expect(mine.body.entries).toEqual([
      expect.objectContaining({ entry_kind: 'earned', hours: 2, entry_date: day, expired: false, overtime: expect.objectContaining({ id: ot.id }) }),
    ]);

    // The certificate and the authorization print.
    const cert = await binary(
      t.http
        .get('/api/overtime/credits/certificate.pdf')
        .query({ month: day.slice(0, 7) })
        .set(as(staff)),
    );
    expect(cert.status).toBe(200);
    expect(cert.headers['content-type']).toBe('application/pdf');
    expect((cert.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const form = await binary(t.http.get(`/api/overtime/${ot.id}/form.pdf`).set(as(head)));
    expect(form.status).toBe(200);
    expect((form.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('counts 1.5 on a weekend, and HR recomputes the one credit when punches arrive late', async () => {
    const day = dayBefore(1, true);
    const filed = await file(staff, { date: day, start_time: '08:00', end_time: '12:00', purpose: 'Prepare the graduation venue' });
    await approveBoth(filed.body.overtime_request.approval_request_id);
    const id = filed.body.overtime_request.id;
    // No punches yet: nothing served.
    expect((await t.http.get(`/api/overtime/${id}`).set(as(staff))).body.overtime_request).toMatchObject({
      served_minutes: 0,
      credit: { hours: 0, remarks: 'No time served: fewer than two punches that day.' },
    });

    await punch(staffId, day, ['08:30', '12:15']);
    expect((await t.http.post(`/api/overtime/${id}/compute`).set(as(staff))).status).toBe(403);
    const computed = await t.http.post(`/api/overtime/${id}/compute`).set(as(hr));
    expect(computed.body.message).toBe('Served 3.50 hours; 5.25 hours of COC credited.');
    expect(computed.body.overtime_request).toMatchObject({ served_minutes: 210, credit: { hours: 5.25 } });
    await t.http.post(`/api/overtime/${id}/compute`).set(as(hr));
    expect(await query(`SELECT hours::float8 AS hours FROM compensatory_credits WHERE overtime_request_id = $1`, [id])).toEqual([{ hours: 5.25 }]);
  });

  it('credits overtime approved ahead of its day once the day has passed (the hourly job)', async () => {
    const day = manilaDate(2);
    const filed = await file(staff, { date: day, start_time: '18:00', end_time: '20:00', purpose: 'Inventory of the laboratory' });
    await approveBoth(filed.body.overtime_request.approval_request_id);
    const id = filed.body.overtime_request.id;
    expect((await t.http.get(`/api/overtime/${id}`).set(as(staff))).body.overtime_request).toMatchObject({
      status: 'approved',
      served_minutes: null,
      credit: null,
    });
    expect((await t.http.post(`/api/overtime/${id}/compute`).set(as(hr))).body.errors.id).toEqual(['The served time is worked out once the day has passed.']);

    await query(`INSERT INTO attendance_logs (personnel_id, logged_at, source) VALUES ($1, $2, 'manual'), ($1, $3, 'manual')`, [
      staffId,
      `${day}T08:00:00+08:00`,
      `${day}T19:00:00+08:00`,
    ]);
    expect(await creditDueOvertime(t.app.deps, manilaDate(1))).not.toContain(id);
    expect(await creditDueOvertime(t.app.deps, manilaDate(3))).toContain(id);
    expect((await t.http.get(`/api/overtime/${id}`).set(as(staff))).body.overtime_request.served_minutes).toBe(60);
    // Run again: nothing is credited twice.
    expect(await creditDueOvertime(t.app.deps, manilaDate(3))).not.toContain(id);
  });

  it('refuses what cannot be, with the field and the message', async () => {
    const day = dayBefore(1, false);
    const expectError = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await file(staff, { date: day, start_time: '17:00', end_time: '19:00', purpose: 'Reports', ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    };
    await expectError({ start_time: '19:00', end_time: '17:00' }, 'end_time', 'The overtime must end after it starts.');
    await expectError({ start_time: '05:00', end_time: '21:30' }, 'end_time', 'The overtime must not be longer than 16 hours.');
    await expectError({ date: manilaDate(-31) }, 'date', 'The date must not be more than 30 days ago.');
    await expectError({ date: '2026-02-30' }, 'date', 'Enter a complete date (month, day and year).');
    await expectError({ purpose: ' ' }, 'purpose', 'The purpose field is required.');
    // The first test's approved 17:00–19:00 overtime of that day.
    await expectError({ start_time: '18:30', end_time: '20:00' }, 'start_time', 'This overlaps your approved overtime of that day from 17:00 to 19:00.');
    expect((await file(staff, { date: day, start_time: '19:00', end_time: '20:00', purpose: 'Reports' })).status).toBe(201);
  });

  it('shows a request only to its owner, their head and the attendance office', async () => {
    // The administrator's own overtime (HRMO), made directly: staff and the CAS head may not see it.
    const [{ id }] = await query(
      `INSERT INTO overtime_requests (personnel_id, date, start_time, end_time, purpose) VALUES ($1, $2, '17:00', '18:00', 'Payroll') RETURNING id`,
      [adminId, manilaDate(-1)],
    );
    expect((await t.http.get(`/api/overtime/${id}`).set(as(staff))).status).toBe(404);
    expect((await t.http.get(`/api/overtime/${id}`).set(as(head))).status).toBe(404);
    expect((await t.http.get(`/api/overtime/${id}`).set(as(hr))).status).toBe(200);
    expect((await binary(t.http.get(`/api/overtime/${id}/form.pdf`).set(as(staff)))).status).toBe(404);

    expect((await t.http.get('/api/overtime').query({ scope: 'all' }).set(as(staff))).status).toBe(403);
    const mine = (await t.http.get('/api/overtime').set(as(staff))).body.overtime_requests;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r: { personnel: { id: number } }) => r.personnel.id === staffId)).toBe(true);
    expect((await t.http.get('/api/overtime').query({ scope: 'department' }).set(as(staff))).body.overtime_requests).toEqual([]);

    expect((await t.http.get(`/api/personnels/${staffId}/compensatory-credits`).set(as(head))).body.balance).toBeGreaterThan(0);
    expect((await t.http.get(`/api/personnels/${adminId}/compensatory-credits`).set(as(staff))).status).toBe(404);
    expect((await t.http.get(`/api/personnels/${staffId}/compensatory-credits`).set(as(hr))).status).toBe(200);
    expect(
      (
        await binary(
          t.http
            .get('/api/overtime/credits/certificate.pdf')
            .query({ personnel_id: adminId, month: manilaDate(0).slice(0, 7) })
            .set(as(staff)),
        )
      ).status,
    ).toBe(404);
    expect((await t.http.get('/api/overtime/credits/certificate.pdf').query({ month: '2026-13' }).set(as(staff))).body.errors.month).toEqual([
      'The month must be YYYY-MM.',
    ]);
  });

  it('is cancelled by the requester while pending, and earns nothing', async () => {
    const filed = await file(staff, { date: manilaDate(5), start_time: '17:00', end_time: '18:00', purpose: 'Board meeting minutes' });
    const { id, approval_request_id } = filed.body.overtime_request;
    expect((await t.http.post(`/api/approval-requests/${approval_request_id}/cancel`).set(as(head))).status).toBe(404);
    expect((await t.http.post(`/api/approval-requests/${approval_request_id}/cancel`).set(as(staff))).status).toBe(200);
    expect((await t.http.get(`/api/overtime/${id}`).set(as(staff))).body.overtime_request).toMatchObject({ status: 'cancelled', credit: null });
    // The hours are free again.
    expect((await file(staff, { date: manilaDate(5), start_time: '17:00', end_time: '18:00', purpose: 'Board meeting minutes' })).status).toBe(201);
  });

  it('leaves nothing behind when no approval chain is set', async () => {
    const before = (await query(`SELECT count(*)::int AS n FROM overtime_requests`))[0].n;
    // Earlier requests still point at the chain, so it is moved out of the way rather than deleted.
    await query(`UPDATE approval_chains SET request_type = 'retired' WHERE request_type = 'overtime'`);
    const res = await file(staff, { date: manilaDate(7), start_time: '17:00', end_time: '18:00', purpose: 'Reports' });
    expect(res.status).toBe(422);
    expect(res.body.errors.request_type[0]).toMatch(/^No approval chain is set for Overtime/);
    expect((await query(`SELECT count(*)::int AS n FROM overtime_requests`))[0].n).toBe(before);
  });
});

describe('make-up classes', () => {
  it('go to the department head, then the VPAA’s office, and earn no COC', async () => {
    const day = dayBefore(1, false);
    await punch(staffId, day, ['06:00', '21:00']);
    const filed = await t.http
      .post('/api/overtime/makeup-classes')
      .set(as(staff))
      .send({
        date: day,
        start_time: '06:00',
        end_time: '07:30',
        purpose: 'Class suspended for the typhoon',
        subject: 'Math 101',
        section: 'BSED 1-A',
        room: 'CAS 204',
        date_missed: manilaDate(-20),
      });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const mk = filed.body.overtime_request;
    expect(mk).toMatchObject({ kind: 'makeup', details: { subject: 'Math 101', section: 'BSED 1-A', room: 'CAS 204' } });

    // The VPAA's office sees every make-up class but not overtime; staff see neither list.
    expect(
      (await t.http.get('/api/overtime').query({ scope: 'all', kind: 'makeup' }).set(as(vpaa))).body.overtime_requests.map((r: { id: number }) => r.id),
    ).toContain(mk.id);
    expect((await t.http.get('/api/overtime').query({ scope: 'all', kind: 'overtime' }).set(as(vpaa))).status).toBe(403);
    expect((await t.http.get('/api/overtime').query({ scope: 'all', kind: 'makeup' }).set(as(staff))).status).toBe(403);
    expect((await t.http.get(`/api/overtime/${mk.id}`).set(as(vpaa))).status).toBe(200);

    await act(head, mk.approval_request_id, 'approve');
    // HR is not the VPAA's office.
    expect((await act(hr, mk.approval_request_id, 'approve')).status).toBe(403);
    expect((await act(vpaa, mk.approval_request_id, 'approve')).body.request.status).toBe('approved');
    expect((await t.http.get(`/api/overtime/${mk.id}`).set(as(staff))).body.overtime_request).toMatchObject({
      status: 'approved',
      served_minutes: null,
      credit: null,
    });
    expect((await t.http.post(`/api/overtime/${mk.id}/compute`).set(as(admin))).body.errors.id).toEqual([
      'Make-up classes earn no compensatory overtime credits.',
    ]);
  });

  it('needs the subject and section of the class missed', async () => {
    const res = await t.http
      .post('/api/overtime/makeup-classes')
      .set(as(staff))
      .send({ date: manilaDate(3), start_time: '13:00', end_time: '12:00', purpose: 'x', date_missed: manilaDate(-2) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ subject: ['The subject field is required.'], section: ['The section field is required.'] });
  });
});
