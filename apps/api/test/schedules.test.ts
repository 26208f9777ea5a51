import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, makeEmployee, personnelIdOf } from './support/records';

let t: TestApp;
let hr: string;
let head: string;
let staff: string;
let staffId: number;
let hrId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

const flexible = {
  name: 'Flexible time 7:00–9:30',
  kind: 'flexible',
  definition: {
    kind: 'flexible',
    weekdays: ['1', '2', '3', '4', '5'],
    arrival_from: '07:00',
    arrival_to: '09:30',
    hours: 8,
    lunch: { start: '12:00', end: '13:00' },
  },
};
const fixed = (name: string) => ({
  name,
  kind: 'fixed',
  definition: {
    kind: 'fixed',
    days: {
      '1': [
        { start: '07:00', end: '12:00' },
        { start: '13:00', end: '16:00' },
      ],
    },
  },
});

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'staff@hris.test')]);
  [staffId, hrId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'hr@hris.test')]);
});
afterAll(async () => t.close());

describe('work schedules', () => {
  it('adds, edits and deletes a schedule, audited; staff are refused', async () => {
    const list = await t.http.get('/api/work-schedules').set(as(hr));
    expect(list.status).toBe(200);
    expect(list.body.work_schedules[0]).toMatchObject({ is_default: true, kind: 'fixed' });

    expect((await t.http.get('/api/work-schedules').set(as(staff))).status).toBe(403);
    expect((await t.http.post('/api/work-schedules').set(as(staff)).send(fixed('Mine'))).status).toBe(403);

    const made = await t.http.post('/api/work-schedules').set(as(hr)).send(fixed('Early shift'));
    expect(made.status).toBe(200);
    const id = made.body.work_schedule.id;
    expect(made.body.work_schedule).toMatchObject({ name: 'Early shift', kind: 'fixed', is_default: false, assigned: 0 });

    const edited = await t.http.put(`/api/work-schedules/${id}`).set(as(hr)).send(fixed('Early shift (Mondays)'));
    expect(edited.body.work_schedule.name).toBe('Early shift (Mondays)');
    expect((await t.http.put(`/api/work-schedules/${id}`).set(as(staff)).send(fixed('x'))).status).toBe(403);

    expect((await t.http.delete(`/api/work-schedules/${id}`).set(as(hr))).status).toBe(200);
    expect((await t.http.delete(`/api/work-schedules/${id}`).set(as(hr))).status).toBe(404);
    const audit = await query(`SELECT action FROM audit_log WHERE entity = 'work_schedules' AND entity_id = $1 ORDER BY id`, [String(id)]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a definition of another kind, a bad definition and a taken name, saving nothing', async () => {
    const before = (await query(`SELECT count(*)::int AS n FROM work_schedules`))[0].n;
    const mismatch = await t.http
      .post('/api/work-schedules')
      .set(as(hr))
      .send({ ...flexible, kind: 'fixed' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.definition).toEqual(['The definition must be of the same kind as the schedule.']);
    const badKind = await t.http
      .post('/api/work-schedules')
      .set(as(hr))
      .send({ ...fixed('Odd'), kind: 'nightly' });
    expect(badKind.status).toBe(422);
    expect(badKind.body.errors.kind).toEqual(['The kind must be fixed, flexible or faculty.']);
    const backwards = await t.http
      .post('/api/work-schedules')
      .set(as(hr))
      .send({ ...fixed('Backwards'), definition: { kind: 'fixed', days: { '1': [{ start: '12:00', end: '08:00' }] } } });
    expect(backwards.status).toBe(422);
    expect(JSON.stringify(backwards.body.errors)).toContain('A session must end after it starts.');
    const defaultName = (await query(`SELECT name FROM work_schedules WHERE is_default`))[0].name;
    const taken = await t.http
      .post('/api/work-schedules')
      .set(as(hr))
      .send({ ...fixed(defaultName.toUpperCase()) });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.name).toEqual(['The name has already been taken.']);
    expect((await query(`SELECT count(*)::int AS n FROM work_schedules`))[0].n).toBe(before);
  });

  it('moves the default flag, and refuses deleting the default or a schedule in use', async () => {
    const [{ id: oldDefault }] = await query(`SELECT id FROM work_schedules WHERE is_default`);
    expect((await t.http.delete(`/api/work-schedules/${oldDefault}`).set(as(hr))).body).toMatchObject({
      errors: { id: ['The default schedule cannot be deleted; make another schedule the default first.'] },
    });
    const other = (
      await t.http
        .post('/api/work-schedules')
        .set(as(hr))
        .send({ ...fixed('New default'), is_default: true })
    ).body.work_schedule;
    expect(other.is_default).toBe(true);
    expect(await query(`SELECT id FROM work_schedules WHERE is_default`)).toEqual([{ id: other.id }]);
    const unset = await t.http
      .put(`/api/work-schedules/${other.id}`)
      .set(as(hr))
      .send({ ...fixed('New default'), is_default: false });
    expect(unset.status).toBe(422);
    // Put it back, so the DTR tests below run on the seeded default.
    const oldRow = (await t.http.get('/api/work-schedules').set(as(hr))).body.work_schedules.find((s: { id: number }) => s.id === oldDefault);
    await t.http
      .put(`/api/work-schedules/${oldDefault}`)
      .set(as(hr))
      .send({ name: oldRow.name, kind: oldRow.kind, definition: oldRow.definition, is_default: true });
    expect(await query(`SELECT id FROM work_schedules WHERE is_default`)).toEqual([{ id: oldDefault }]);

    expect((await t.http.post(`/api/personnels/${hrId}/work-schedules`).set(as(hr)).send({ schedule_id: other.id, effective_from: '2026-01-05' })).status).toBe(
      200,
    );
    const inUse = await t.http.delete(`/api/work-schedules/${other.id}`).set(as(hr));
    expect(inUse.status).toBe(422);
    expect(inUse.body.message).toMatch(/cannot be deleted: it is assigned to personnel \(1 assignment\)/);
  });
});

describe('assignments and the DTR', () => {
  let flexibleId: number;

  it('a flexible schedule assigned to a person removes the lateness of an arrival inside the window', async () => {
    await t.http
      .post('/api/attendance/logs')
      .set(as(hr))
      .send({
        logs: ['09:15', '12:00', '13:00', '18:15'].map((time) => ({ personnel_id: staffId, timestamp: `2026-10-01T${time}:00+08:00` })),
      });
    const dayOne = async () => (await t.http.get(`/api/dtr/${staffId}?month=2026-10`).set(as(staff))).body.dtr.days[0];
    expect((await dayOne()).late_minutes).toBe(75); // 08:00 on the default schedule

    flexibleId = (await t.http.post('/api/work-schedules').set(as(hr)).send(flexible)).body.work_schedule.id;
    const res = await t.http.post(`/api/personnels/${staffId}/work-schedules`).set(as(hr)).send({ schedule_id: flexibleId, effective_from: '2026-10-01' });
    expect(res.status).toBe(200);
    expect(res.body.assignment).toMatchObject({ schedule_id: flexibleId, effective_from: '2026-10-01', effective_to: null });
    expect(await dayOne()).toMatchObject({ am_in: '09:15', late_minutes: 0, undertime_minutes: 0, absent_days: 0 });
  });

  it('lists the assignments to the owner, their head and HR; others get 404', async () => {
    const mine = await t.http.get(`/api/personnels/${staffId}/work-schedules`).set(as(staff));
    expect(mine.status).toBe(200);
    expect(mine.body.assignments[0]).toMatchObject({ schedule_id: flexibleId, schedule_name: flexible.name, kind: 'flexible' });
    expect(mine.body.applies_today).toMatchObject({ schedule_id: flexibleId, is_default: false });
    expect((await t.http.get(`/api/personnels/${staffId}/work-schedules`).set(as(head))).status).toBe(200);
    expect((await t.http.get(`/api/personnels/${hrId}/work-schedules`).set(as(staff))).status).toBe(404);
    expect((await t.http.get(`/api/personnels/999999/work-schedules`).set(as(hr))).status).toBe(404);
    expect(
      (await t.http.post(`/api/personnels/${staffId}/work-schedules`).set(as(staff)).send({ schedule_id: flexibleId, effective_from: '2026-10-01' })).status,
    ).toBe(403);
  });

  it('refuses an end before the start and an unknown schedule', async () => {
    const backwards = await t.http
      .post(`/api/personnels/${staffId}/work-schedules`)
      .set(as(hr))
      .send({ schedule_id: flexibleId, effective_from: '2026-12-01', effective_to: '2026-11-30' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.effective_to).toEqual(['The effective to date must not be before the effective from date.']);
    const unknown = await t.http.post(`/api/personnels/${staffId}/work-schedules`).set(as(hr)).send({ schedule_id: 999999, effective_from: '2026-12-01' });
    expect(unknown.body.errors.schedule_id).toEqual(['The selected schedule is invalid.']);
    expect((await query(`SELECT count(*)::int AS n FROM personnel_schedules WHERE personnel_id = $1`, [staffId]))[0].n).toBe(1);
  });

  it('a holiday shows in the DTR remarks; one per date and campus', async () => {
    const made = await t.http.post('/api/holidays').set(as(hr)).send({ date: '2026-10-06', name: 'University Foundation Day', campus_id: null, part: 'whole' });
    expect(made.status).toBe(200);
    const day6 = (await t.http.get(`/api/dtr/${staffId}?month=2026-10`).set(as(staff))).body.dtr.days[5];
    expect(day6).toMatchObject({ absent_days: 0, remarks: 'University Foundation Day' });

    const twice = await t.http.post('/api/holidays').set(as(hr)).send({ date: '2026-10-06', name: 'Again' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.date).toEqual(['A national holiday is already set on this date.']);
    expect((await t.http.post('/api/holidays').set(as(hr)).send({ date: '2026-10-06', name: 'Campus day', campus_id: 1, part: 'am' })).status).toBe(200);
    expect((await t.http.post('/api/holidays').set(as(hr)).send({ date: '2026-10-06', name: 'Again', campus_id: 1 })).body.errors.date).toEqual([
      'A holiday is already set on this date for this campus.',
    ]);
    expect((await t.http.post('/api/holidays').set(as(hr)).send({ date: '2026-10-07', name: 'Far campus', campus_id: 9 })).body.errors.campus_id).toEqual([
      'The selected campus is invalid.',
    ]);
    expect((await t.http.post('/api/holidays').set(as(staff)).send({ date: '2026-10-09', name: 'Mine' })).status).toBe(403);

    const year = await t.http.get('/api/holidays?year=2026').set(as(staff));
    // The year also holds the seeded holidays the law fixes (Bonifacio Day, Christmas Day…): this test's date only.
    expect(year.body.holidays.filter((h: { date: string }) => h.date === '2026-10-06').map((h: { name: string }) => h.name)).toEqual([
      'University Foundation Day',
      'Campus day',
    ]);
    const id = made.body.holiday.id;
    expect((await t.http.get(`/api/holidays/${id}`).set(as(staff))).body.holiday).toMatchObject({
      id,
      name: 'University Foundation Day',
      campus_id: null,
      part: 'whole',
    });
    expect((await t.http.get('/api/holidays/999999').set(as(hr))).body.message).toBe('The holiday was not found.');
    expect((await t.http.put(`/api/holidays/${id}`).set(as(hr)).send({ date: '2026-10-06', name: 'Foundation Day', part: 'pm' })).body.holiday).toMatchObject({
      name: 'Foundation Day',
      part: 'pm',
      campus_id: null,
    });
    expect((await t.http.delete(`/api/holidays/${id}`).set(as(hr))).status).toBe(200);
    expect((await query(`SELECT action FROM audit_log WHERE entity = 'holidays' AND entity_id = $1 ORDER BY id`, [String(id)])).map((a) => a.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('work suspensions: CRUD by the eDATS admin, read by anyone signed in', async () => {
    const made = await t.http
      .post('/api/work-suspensions')
      .set(as(hr))
      .send({ campus_id: 1, date: '2026-10-14', from_time: '13:00', reason: 'Typhoon signal no. 2' });
    expect(made.status).toBe(200);
    expect(made.body.work_suspension).toMatchObject({ campus_id: 1, date: '2026-10-14', from_time: '13:00' });
    const bad = await t.http.post('/api/work-suspensions').set(as(hr)).send({ campus_id: 1, date: '2026-10-14', from_time: '25:00', reason: 'x' });
    expect(bad.body.errors.from_time).toEqual(['A time must be HH:MM (24-hour).']);
    expect((await t.http.post('/api/work-suspensions').set(as(staff)).send({ campus_id: 1, date: '2026-10-14', from_time: '13:00', reason: 'x' })).status).toBe(
      403,
    );
    const id = made.body.work_suspension.id;
    expect((await t.http.get(`/api/work-suspensions/${id}`).set(as(staff))).body.work_suspension).toMatchObject({ id, campus_id: 1, from_time: '13:00' });
    expect((await t.http.get('/api/work-suspensions/999999').set(as(hr))).status).toBe(404);
    expect(
      (await t.http.put(`/api/work-suspensions/${id}`).set(as(hr)).send({ campus_id: 1, date: '2026-10-14', from_time: '10:30', reason: 'Flooding' })).body
        .work_suspension.from_time,
    ).toBe('10:30');
    const month = await t.http.get('/api/work-suspensions?month=2026-10').set(as(staff));
    expect(month.body.work_suspensions).toEqual([expect.objectContaining({ id, reason: 'Flooding' })]);
    expect((await t.http.get('/api/work-suspensions?month=2026-13').set(as(staff))).status).toBe(422);
    expect((await t.http.delete(`/api/work-suspensions/${id}`).set(as(hr))).status).toBe(200);
    expect((await t.http.get('/api/work-suspensions?month=2026-10').set(as(staff))).body.work_suspensions).toEqual([]);
  });

  it("an employee's request goes head → HR and, approved, becomes the assignment (the open one is closed the day before)", async () => {
    const early = (await t.http.post('/api/work-schedules').set(as(hr)).send(fixed('Early Mondays'))).body.work_schedule.id;
    const sent = await t.http
      .post('/api/work-schedules/requests')
      .set(as(staff))
      .send({ schedule_id: early, effective_from: '2026-12-01', reason: 'I take my child to school at 16:30.' });
    expect(sent.status).toBe(200);
    const requestId = sent.body.request.id;
    expect(
      (await t.http.post('/api/work-schedules/requests').set(as(staff)).send({ schedule_id: early, effective_from: '2026-12-01' })).body.errors.reason,
    ).toEqual(['The reason field is required.']);

    const mine = await t.http.get('/api/work-schedules/requests/mine').set(as(staff));
    expect(mine.body.requests[0]).toMatchObject({
      id: requestId,
      status: 'pending',
      schedule_id: early,
      schedule_name: 'Early Mondays',
      effective_from: '2026-12-01',
    });

    expect((await t.http.post(`/api/approval-requests/${requestId}/act`).set(as(hr)).send({ action: 'approve' })).status).toBe(403);
    expect((await t.http.post(`/api/approval-requests/${requestId}/act`).set(as(head)).send({ action: 'approve' })).status).toBe(200);
    expect((await query(`SELECT count(*)::int AS n FROM personnel_schedules WHERE personnel_id = $1 AND schedule_id = $2`, [staffId, early]))[0].n).toBe(0);
    expect((await t.http.post(`/api/approval-requests/${requestId}/act`).set(as(hr)).send({ action: 'approve' })).status).toBe(200);

    const list = (await t.http.get(`/api/personnels/${staffId}/work-schedules`).set(as(staff))).body.assignments;
    expect(
      list.map((a: { schedule_id: number; effective_from: string; effective_to: string | null }) => [a.schedule_id, a.effective_from, a.effective_to]),
    ).toEqual([
      [early, '2026-12-01', null],
      [expect.any(Number), '2026-10-01', '2026-11-30'],
    ]);
    const [notice] = await query(`SELECT title, description FROM notifications WHERE personnel_id = $1 AND title = 'Your work schedule is set'`, [staffId]);
    expect(notice?.description).toBe('Early Mondays applies to you from 2026-12-01.');
    expect((await t.http.get('/api/work-schedules/requests/mine').set(as(staff))).body.requests[0].status).toBe('approved');
  });
});

describe('schedule request lists and details', () => {
  let requestId: number;
  let scheduleId: number;
  let colleague: string;

  beforeAll(async () => {
    scheduleId = (await t.http.post('/api/work-schedules').set(as(hr)).send(fixed('Four-day week'))).body.work_schedule.id;
    requestId = (
      await t.http
        .post('/api/work-schedules/requests')
        .set(as(staff))
        .send({ schedule_id: scheduleId, effective_from: '2027-01-04', reason: 'Evening classes on Fridays.' })
    ).body.request.id;
    await makeEmployee(t, { first: 'Lorna', last: 'Villanueva', department: 'CAS', email: 'lorna.schedules@hris.test' });
    colleague = await signIn(t, 'lorna.schedules@hris.test');
  });

  const list = (token: string, query: string) => t.http.get(`/api/work-schedules/requests?${query}`).set(as(token));

  it('answers each request with the person, the schedule, the date, the reason and the approval status', async () => {
    const mine = await list(staff, 'scope=mine');
    expect(mine.status).toBe(200);
    expect(mine.body.requests[0]).toEqual({
      id: requestId,
      approval_request_id: requestId,
      status: 'pending',
      title: expect.stringContaining('Four-day week'),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      personnel: { id: staffId, idno: expect.anything(), fullname: expect.any(String), department: expect.stringContaining('Arts and Sciences') },
      schedule_id: scheduleId,
      schedule_name: 'Four-day week',
      schedule_kind: 'fixed',
      effective_from: '2027-01-04',
      reason: 'Evening classes on Fridays.',
    });
    expect(mine.body.meta).toMatchObject({ page: 1, per_page: 15, total: mine.body.requests.length });
    // The approvers' "Open the request" leads to the request's own page.
    expect((await query(`SELECT link FROM approval_requests WHERE id = $1`, [requestId]))[0].link).toBe(`/account/work-schedules/${requestId}`);
  });

  it('scopes the lists: own, the head for the department, the eDATS admin for all; others are refused', async () => {
    const ids = (res: { body: { requests: { id: number }[] } }) => res.body.requests.map((r) => r.id);
    expect(ids(await list(head, 'scope=department'))).toContain(requestId);
    expect(ids(await list(hr, 'scope=all'))).toContain(requestId);
    expect(ids(await list(hr, 'scope=department'))).not.toContain(requestId);
    expect(ids(await list(colleague, 'scope=mine'))).toEqual([]);
    expect(ids(await list(colleague, 'scope=department'))).toEqual([]);
    expect((await list(staff, 'scope=all')).status).toBe(403);
    expect((await list(colleague, 'scope=all')).status).toBe(403);
    const badScope = await list(hr, 'scope=everyone');
    expect(badScope.status).toBe(422);
    expect(badScope.body.errors.scope).toEqual(['The scope must be mine, department or all.']);
  });

  it('filters by status and by name', async () => {
    const ids = (res: { body: { requests: { id: number }[] } }) => res.body.requests.map((r) => r.id);
    expect(ids(await list(hr, 'scope=all&status=pending'))).toContain(requestId);
    expect(ids(await list(hr, 'scope=all&status=approved'))).not.toContain(requestId);
    expect(ids(await list(hr, 'scope=all&term=four-day'))).toEqual([requestId]);
    expect((await list(hr, 'scope=all&status=maybe')).body.errors.status).toEqual(['The status is invalid.']);
  });

  it('shows one request to its owner, their head and the eDATS admin, with the schedule asked for; 404 to anyone else', async () => {
    for (const token of [staff, head, hr]) {
      const res = await t.http.get(`/api/work-schedules/requests/${requestId}`).set(as(token));
      expect(res.status).toBe(200);
      expect(res.body.request).toMatchObject({
        id: requestId,
        schedule_name: 'Four-day week',
        definition: { kind: 'fixed', days: { '1': expect.any(Array) } },
      });
    }
    const refused = await t.http.get(`/api/work-schedules/requests/${requestId}`).set(as(colleague));
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('The work schedule request was not found.');
    expect((await t.http.get('/api/work-schedules/requests/999999').set(as(hr))).status).toBe(404);
    // An approval request of another type is not a schedule request.
    const [{ id: otherType }] = await query(
      `INSERT INTO approval_requests (request_type, title, requester_user_id, chain_id, steps)
       SELECT 'overtime', 'Overtime', requester_user_id, chain_id, steps FROM approval_requests WHERE id = $1 RETURNING id`,
      [requestId],
    );
    expect((await t.http.get(`/api/work-schedules/requests/${otherType}`).set(as(hr))).status).toBe(404);
  });

  it('offers every schedule to employees, and lists who follows one to the eDATS admin only', async () => {
    const options = await t.http.get('/api/work-schedules/options').set(as(staff));
    expect(options.status).toBe(200);
    expect(options.body.work_schedules.find((s: { id: number }) => s.id === scheduleId)).toEqual({
      id: scheduleId,
      name: 'Four-day week',
      kind: 'fixed',
      definition: fixed('x').definition,
      is_default: false,
    });

    await t.http
      .post(`/api/personnels/${hrId}/work-schedules`)
      .set(as(hr))
      .send({ schedule_id: scheduleId, effective_from: '2027-02-01', effective_to: '2027-02-28' });
    const assignees = await t.http.get(`/api/work-schedules/${scheduleId}/assignments`).set(as(hr));
    expect(assignees.status).toBe(200);
    expect(assignees.body.assignments).toEqual([
      expect.objectContaining({
        personnel_id: hrId,
        effective_from: '2027-02-01',
        effective_to: '2027-02-28',
        personnel: expect.objectContaining({ id: hrId }),
      }),
    ]);
    expect((await t.http.get(`/api/work-schedules/${scheduleId}/assignments`).set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/work-schedules/999999/assignments').set(as(hr))).status).toBe(404);
  });
});
