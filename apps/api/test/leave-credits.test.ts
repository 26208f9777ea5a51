import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { pdfBytes } from './support/files';
import { addDays, isWeekday, manilaToday, monthStart, weekdayFrom } from './support/dates';
import { as, binary, makeEmployee, personnelIdOf } from './support/records';

// The leave card kept in step with the logs, and the credits beside it: CTO from COC, CDO from service
// credits, the approving official's days without pay, forced leave, filing on behalf, attachments.

let t: TestApp;
let hr: string;
let head: string;
// The head of agency (the Office of the President): decides the leave HR certified (issue 36).
let admin: string;
let staff: string;
let staffId: number;
let typeId: Record<string, number>;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

const today = manilaToday();

const file = (token: string, body: Record<string, unknown>) => t.http.post('/api/leave/applications').set(as(token)).send(body);
const act = (token: string, requestId: number, body: Record<string, unknown> = { action: 'approve' }) =>
  t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send(body);
const balancesOf = async (token: string, id: number) => (await t.http.get(`/api/leave/${id}/balances`).set(as(token))).body.balances;
/** Head recommends, HR certifies, the head of agency decides. */
const approveAll = async (requestId: number) => {
  expect((await act(head, requestId)).status).toBe(200);
  expect((await act(hr, requestId)).status).toBe(200);
  expect((await act(admin, requestId)).status).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, staff, admin] = await Promise.all([
    signIn(t, 'hr@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'staff@hris.test'),
    signIn(t, 'admin@hris.test'),
  ]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
  typeId = Object.fromEntries((await query(`SELECT code, id FROM leave_types`)).map((r) => [r.code, r.id]));
  await query(`DELETE FROM holidays`);
});
afterAll(async () => t.close());

describe('the card follows the logs', () => {
  it('a punch added to a past month changes that month and the months after it, nothing before', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Liza', last: 'Soberano', department: 'CAS' });
    // Carried over four months back, so the card holds four months before this one.
    expect(
      (
        await t.http
          .post(`/api/leave/${personnelId}/opening-balance`)
          .set(as(hr))
          // Enough vacation leave for four months and more of absences (each month's, with no punches, is charged to it):
          // with 100 days the card ran out by late November and a day's change no longer showed in its balance.
          .send({ as_of: addDays(monthStart(4), -1), vl: 300, sl: 100 })
      ).status,
    ).toBe(200);
    const card = async () =>
      await query(`SELECT period, vl_deducted::float8, vl_balance::float8, particulars FROM leave_ledger_months WHERE personnel_id = $1 ORDER BY period`, [
        personnelId,
      ]);
    await balancesOf(hr, personnelId);
    const before = await card();
    expect(before.map((r) => r.period)).toEqual([0, 1, 2, 3, 4].map((i) => monthStart(4 - i).slice(0, 7)));

    // A full day's four punches on a weekday of the month two back: that day is no longer an absence.
    const day = weekdayFrom(monthStart(2), 3);
    const logs = ['07:55', '12:01', '12:58', '17:05'].map((time) => ({ personnel_id: personnelId, timestamp: `${day}T${time}:00+08:00` }));
    expect((await t.http.post('/api/attendance/logs').set(as(hr)).send({ logs })).body.inserted).toBe(4);
    await balancesOf(hr, personnelId);
    const after = await card();
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2)); // the months before are untouched
    expect(after[2].vl_deducted).toBeCloseTo(before[2].vl_deducted - 1, 3);
    for (let i = 2; i < after.length; i++) expect(after[i].vl_balance).toBeCloseTo(before[i].vl_balance + 1, 3);
    // Read again with nothing changed: the same rows.
    await balancesOf(hr, personnelId);
    expect(await card()).toEqual(after);
  });
});

describe('compensatory time-off and service credits', () => {
  it('takes CTO in blocks from the oldest COC first and refuses more than the balance', async () => {
    await query(
      `INSERT INTO compensatory_credits (personnel_id, entry_kind, hours, entry_date, expires_on) VALUES ($1, 'earned', 6, $2, $3), ($1, 'earned', 6, $4, $3)`,
      [staffId, addDays(today, -40), `${Number(today.slice(0, 4)) + 1}-12-31`, addDays(today, -20)],
    );
    expect((await balancesOf(staff, staffId)).coc_hours).toBe(12);
    const day = weekdayFrom(addDays(today, 10));
    const tooMuch = await file(staff, { leave_type_id: typeId.CTO, date_from: day, date_to: weekdayFrom(day, 1) });
    expect(tooMuch.body.errors.hours).toEqual(['Your compensatory overtime credits are 12.00 hours; this CTO needs 16.']);
    const res = await file(staff, { leave_type_id: typeId.CTO, date_from: day, date_to: day, hours: 8 });
    expect(res.status).toBe(200);
    expect(res.body.leave_application).toMatchObject({ hours: 8, working_days: 1 });
    await approveAll(res.body.leave_application.approval_request_id);
    expect((await balancesOf(staff, staffId)).coc_hours).toBe(4);
    const used = await query(`SELECT hours::float8 FROM compensatory_credits WHERE leave_application_id = $1`, [res.body.leave_application.id]);
    expect(used).toEqual([{ hours: -8 }]);
    // Half a day is 4 hours.
    const half = await t.http
      .post('/api/leave/applications/preview')
      .set(as(staff))
      .send({ leave_type_id: typeId.CTO, date_from: weekdayFrom(day, 2), date_to: weekdayFrom(day, 2), part: 'am' });
    expect(half.body.preview).toMatchObject({ hours: 4, working_days: 0.5, issues: [] });
  });

  it('grants service credits to faculty only and takes a CDO from them', async () => {
    const { personnelId: headId } = await makeEmployee(t, { first: 'Gloria', last: 'Diaz', department: 'CAS', email: 'gloria@hris.test' });
    const gloria = await signIn(t, 'gloria@hris.test');
    const refused = await t.http
      .post('/api/leave/service-credits')
      .set(as(hr))
      .send({ personnel_id: staffId, days: 2, earned_on: today, reference: 'SO 12 s. 2026' });
    expect(refused.body.errors.personnel_id).toEqual(['Service credits are for faculty on the teachers’ schedule.']);
    await query(`UPDATE personnel SET employment_kind = 'faculty' WHERE id = $1`, [headId]);
    const granted = await t.http
      .post('/api/leave/service-credits')
      .set(as(hr))
      .send({ personnel_id: headId, days: 2, earned_on: today, reference: 'SO 12 s. 2026', remarks: 'Enrolment during the semestral break' });
    expect(granted.status).toBe(200);
    expect(
      (await t.http.post('/api/leave/service-credits').set(as(staff)).send({ personnel_id: headId, days: 2, earned_on: today, reference: 'x' })).status,
    ).toBe(403);
    const cdo = await file(gloria, { leave_type_id: typeId.CDO, date_from: weekdayFrom(addDays(today, 12)), date_to: weekdayFrom(addDays(today, 12)) });
    expect([cdo.status, cdo.body.errors]).toEqual([200, undefined]);
    await approveAll(cdo.body.leave_application.approval_request_id);
    const ledger = await t.http.get(`/api/leave/service-credits?personnel_id=${headId}`).set(as(hr));
    expect(ledger.body.balance).toBe(1);
    expect(ledger.body.entries.map((e: { entry_kind: string; days: number }) => [e.entry_kind, e.days])).toEqual([
      ['earned', 2],
      ['used', 1],
    ]);
    expect((await t.http.get(`/api/leave/service-credits?personnel_id=${headId}`).set(as(staff))).status).toBe(404);
  });
});

describe('the decision and filing on behalf', () => {
  it('lets the approving official give days without pay, refusing days that do not add up', async () => {
    const from = weekdayFrom(addDays(today, 20));
    const to = weekdayFrom(from, 2);
    const res = await file(staff, { leave_type_id: typeId.VL, date_from: from, date_to: to, details: { location: 'abroad', location_detail: 'Hong Kong' } });
    expect(res.status).toBe(200);
    const requestId = res.body.leave_application.approval_request_id;
    await act(head, requestId);
    await act(hr, requestId);
    const bad = await act(admin, requestId, { action: 'approve', details: { days_with_pay: 1, days_without_pay: 1 } });
    expect([bad.status, bad.body.errors['details.days_with_pay']]).toEqual([
      422,
      ['The days with pay and without pay must add up to the 3.000 days applied for.'],
    ]);
    const still = (await t.http.get(`/api/leave/applications/${res.body.leave_application.id}`).set(as(staff))).body.leave_application;
    expect(still).toMatchObject({ status: 'pending', days_with_pay: 3, days_without_pay: 0 });
    const ok = await act(admin, requestId, { action: 'approve', details: { days_with_pay: 2, days_without_pay: 1 } });
    expect(ok.status).toBe(200);
    const decided = (await t.http.get(`/api/leave/applications/${res.body.leave_application.id}`).set(as(staff))).body.leave_application;
    expect(decided).toMatchObject({ status: 'approved', days_with_pay: 2, days_without_pay: 1 });
    const withoutPay = await t.http.get(`/api/leave/without-pay?year=${from.slice(0, 4)}`).set(as(staff));
    expect(withoutPay.body.applications.map((a: { id: number }) => a.id)).toContain(decided.id);
    expect(withoutPay.body.months.find((m: { period: string }) => m.period === from.slice(0, 7)).lwop_days).toBeGreaterThanOrEqual(1);
  });

  it('lets HR file for an employee (the employee’s head recommends) and keeps the medical certificate', async () => {
    const from = weekdayFrom(addDays(today, 30));
    const to = weekdayFrom(from, 5);
    const body = { personnel_id: staffId, leave_type_id: typeId.SL, date_from: from, date_to: to, details: { illness: 'hospital', illness_detail: 'Dengue' } };
    const noCertificate = await file(hr, body);
    expect(noCertificate.body.errors.attachment_path).toEqual(['Sick leave of more than 5 days needs a medical certificate (PDF).']);
    const upload = await t.http.post('/api/upload').set(as(hr)).attach('file', pdfBytes(2500), 'medical-certificate.pdf');
    const res = await file(hr, { ...body, attachment_path: upload.body.path });
    expect(res.status).toBe(200);
    expect(res.body.leave_application).toMatchObject({
      personnel_id: staffId,
      filed_by: { name: 'Jose Reyes' },
      attachment: { name: 'medical-certificate.pdf' },
    });
    const request = (await t.http.get(`/api/approval-requests/${res.body.leave_application.approval_request_id}`).set(as(staff))).body.request;
    expect(request.requester.name).toBe('Juan Bautista');
    expect(request.can_act).toBe(false);
    const attachment = await binary(t.http.get(`/api/leave/applications/${res.body.leave_application.id}/attachment`).set(as(head)));
    expect([attachment.status, (attachment.body as Buffer).subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
  });
});

describe('forced leave', () => {
  it('is scheduled by those with 10 or more days of VL; the head approves or cancels it for the needs of the service', async () => {
    const year = Number(today.slice(0, 4)) + 1;
    const dates = [0, 1, 2, 3, 4].map((i) => weekdayFrom(`${year}-03-02`, i));
    const { personnelId, userId } = await makeEmployee(t, { first: 'Rico', last: 'Blanco', department: 'CAS', email: 'rico@hris.test' });
    expect(userId).not.toBeNull();
    const rico = await signIn(t, 'rico@hris.test');
    const poor = await t.http.post('/api/leave/forced-leave').set(as(rico)).send({ year, dates });
    expect(poor.body.errors.dates[0]).toMatch(/^Forced leave is for those with 10 or more days of vacation leave/);
    await t.http
      .post(`/api/leave/${personnelId}/opening-balance`)
      .set(as(hr))
      .send({ as_of: addDays(monthStart(0), -1), vl: 200, sl: 10 });
    let saturday = `${year}-03-01`;
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const weekend = await t.http
      .post('/api/leave/forced-leave')
      .set(as(rico))
      .send({ year, dates: [...dates.slice(0, 4), saturday] });
    expect(weekend.body.errors.dates).toEqual(['Choose working days, not Saturdays or Sundays.']);
    const res = await t.http.post('/api/leave/forced-leave').set(as(rico)).send({ year, dates });
    expect(res.status).toBe(200);
    const id = res.body.schedule.id;
    expect((await t.http.post(`/api/leave/forced-leave/${id}/decision`).set(as(staff)).send({ action: 'approve' })).status).toBe(404);
    const noReason = await t.http.post(`/api/leave/forced-leave/${id}/decision`).set(as(head)).send({ action: 'cancel' });
    expect(noReason.body.errors.remarks).toEqual(['Say which needs of the service keep the employee at work.']);
    const cancelled = await t.http.post(`/api/leave/forced-leave/${id}/decision`).set(as(head)).send({ action: 'cancel', remarks: 'Accreditation visit' });
    expect(cancelled.body.schedule).toMatchObject({ status: 'cancelled', remarks: 'Accreditation visit' });
    const list = await t.http.get(`/api/leave/forced-leave?scope=department&year=${year}`).set(as(head));
    expect(list.body.schedules.map((s: { id: number }) => s.id)).toContain(id);
  });
});

describe('daily attendance', () => {
  it('counts a person on approved leave as on leave', async () => {
    // A past weekday of this month (or the last one), with the leave approved after the fact.
    const day = (() => {
      let d = addDays(today, -1);
      while (!isWeekday(d)) d = addDays(d, -1);
      return d;
    })();
    const { personnelId } = await makeEmployee(t, { first: 'Ely', last: 'Buendia', department: 'CAS', email: 'ely@hris.test' });
    await t.http
      .post(`/api/leave/${personnelId}/opening-balance`)
      .set(as(hr))
      .send({ as_of: addDays(monthStart(1), -1), vl: 50, sl: 50 });
    const res = await file(hr, {
      personnel_id: personnelId,
      leave_type_id: typeId.SL,
      date_from: day,
      date_to: day,
      details: { illness: 'outpatient', illness_detail: 'Fever' },
    });
    expect(res.status).toBe(200);
    await approveAll(res.body.leave_application.approval_request_id);
    const cas = (await query(`SELECT id FROM departments WHERE acronym = 'CAS'`))[0].id;
    const daily = await t.http.get('/api/attendance/daily').query({ date: day, department_id: cas }).set(as(hr));
    const ely = daily.body.department.people.find((p: { personnel: { id: number } }) => p.personnel.id === personnelId);
    expect(ely.status).toBe('on_leave');
  });
});
