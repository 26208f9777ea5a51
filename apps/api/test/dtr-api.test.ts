import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { pdfFontNames, pdfPageCount, pdfText } from './support/files';
import { as, binary, departmentId, personnelIdOf } from './support/records';

let t: TestApp;
let hr: string;
let head: string;
let staff: string;
let staffId: number;
let headId: number;
let hrId: number;
let casId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

// October 2026: the 1st is a Thursday; 22 weekdays on the default 08:00–12:00 / 13:00–17:00 schedule.
const MONTH = '2026-10';
const at = (date: string, time: string) => `2026-10-${date}T${time}:00+08:00`;
const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'staff@hris.test')]);
  [staffId, headId, hrId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'head@hris.test'), personnelIdOf(t, 'hr@hris.test')]);
  casId = await departmentId(t, 'CAS');
  const [{ campus_id: campus }] = await query(`SELECT campus_id FROM personnel WHERE id = $1`, [staffId]);

  const punches = [
    ...['07:55', '12:00', '12:55', '17:00'].map((time) => at('01', time)), // on time
    ...['08:20', '12:00', '13:00', '16:50'].map((time) => at('02', time)), // 20 late, 10 undertime
    ...['07:58', '12:01'].map((time) => at('05', time)), // no afternoon: half a day absent
    ...['08:00', '12:00'].map((time) => at('07', time)), // work suspended from 13:00: the afternoon is served
  ];
  const sent = await t.http
    .post('/api/attendance/logs')
    .set(as(hr))
    .send({ logs: punches.map((timestamp) => ({ personnel_id: staffId, timestamp })) });
  expect(sent.body).toMatchObject({ inserted: punches.length, skipped: [] });
  await query(`INSERT INTO holidays (date, name, campus_id, part) VALUES ('2026-10-06', 'University Foundation Day', NULL, 'whole')`);
  // Another campus's holiday does not excuse this campus.
  await query(
    `INSERT INTO holidays (date, name, campus_id, part) VALUES ('2026-10-08', 'Town fiesta', (SELECT id FROM campuses WHERE id <> $1 ORDER BY id LIMIT 1), 'whole')`,
    [campus],
  );
  await query(`INSERT INTO work_suspensions (campus_id, date, from_time, reason) VALUES ($1, '2026-10-07', '13:00', 'Typhoon signal no. 2')`, [campus]);
});
afterAll(async () => t.close());

describe('GET /api/dtr/:personnelId', () => {
  it('computes each day and the month totals from the punches, holidays and suspensions', async () => {
    const res = await t.http.get(`/api/dtr/${staffId}?month=${MONTH}`).set(as(staff));
    expect(res.status).toBe(200);
    const { dtr } = res.body;
    expect(dtr.personnel).toMatchObject({
      id: staffId,
      fullname: 'Juan Bautista',
      department: expect.stringMatching(/Arts and Sciences/),
      position: 'Administrative Assistant II',
    });
    expect(dtr.month).toBe(MONTH);
    expect(dtr.days).toHaveLength(31);
    const day = (n: number) => dtr.days[n - 1];
    expect(day(1)).toEqual({
      date: '2026-10-01',
      am_in: '07:55',
      am_out: '12:00',
      pm_in: '12:55',
      pm_out: '17:00',
      late_minutes: 0,
      undertime_minutes: 0,
      absent_days: 0,
      remarks: null,
      times_late: 0,
    });
    expect(day(2)).toMatchObject({ am_in: '08:20', pm_out: '16:50', late_minutes: 20, undertime_minutes: 10, absent_days: 0 });
    expect(day(5)).toMatchObject({ am_in: '07:58', am_out: '12:01', pm_in: null, pm_out: null, absent_days: 0.5, remarks: 'Absent (PM)' });
    expect(day(6)).toMatchObject({ am_in: null, absent_days: 0, remarks: 'University Foundation Day' });
    expect(day(7)).toMatchObject({
      am_in: '08:00',
      am_out: '12:00',
      late_minutes: 0,
      undertime_minutes: 0,
      absent_days: 0,
      remarks: 'Work suspended from 13:00',
    });
    expect(day(8)).toMatchObject({ absent_days: 1, remarks: 'Absent' });
    expect(day(3)).toMatchObject({ absent_days: 0, remarks: null }); // a Saturday
    // 22 weekdays: 4 with punches, 1 holiday, 17 absent, plus half of the 5th.
    expect(dtr.totals).toEqual({ late_minutes: 20, undertime_minutes: 10, absent_days: 17.5, times_late: 1 });
  });

  it('lists the days after today without charging them', async () => {
    const today = manilaToday();
    const res = await t.http.get(`/api/dtr/${staffId}?month=${today.slice(0, 7)}`).set(as(staff));
    expect(res.status).toBe(200);
    const later = (res.body.dtr.days as { date: string }[]).filter((d) => d.date > today);
    for (const d of later) expect(d).toMatchObject({ am_in: null, late_minutes: 0, undertime_minutes: 0, absent_days: 0, remarks: null });
  });

  it('lets an employee read only their own record', async () => {
    expect((await t.http.get(`/api/dtr/${headId}?month=${MONTH}`).set(as(staff))).status).toBe(404);
    expect((await t.http.get(`/api/dtr/999999?month=${MONTH}`).set(as(staff))).status).toBe(404);
    expect((await t.http.get(`/api/dtr/${staffId}?month=${MONTH}`)).status).toBe(401);
  });

  it("lets a department head read their department's people, not others", async () => {
    const own = await t.http.get(`/api/dtr/${staffId}?month=${MONTH}`).set(as(head));
    expect(own.status).toBe(200);
    expect(own.body.dtr.totals.absent_days).toBe(17.5);
    const other = await t.http.get(`/api/dtr/${hrId}?month=${MONTH}`).set(as(head));
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('The personnel record was not found.');
  });

  it("lets the eDATS admin read anyone's record", async () => {
    expect((await t.http.get(`/api/dtr/${staffId}?month=${MONTH}`).set(as(hr))).status).toBe(200);
    expect((await t.http.get(`/api/dtr/${headId}?month=${MONTH}`).set(as(hr))).status).toBe(200);
  });

  it('refuses a month that is not YYYY-MM or is after the current month', async () => {
    const bad = await t.http.get(`/api/dtr/${staffId}?month=2026-13`).set(as(staff));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.month).toEqual(['The month must be YYYY-MM, e.g. 2026-11.']);
    const missing = await t.http.get(`/api/dtr/${staffId}`).set(as(staff));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['month']);
    const future = await t.http.get(`/api/dtr/${staffId}?month=${nextMonth(manilaToday().slice(0, 7))}`).set(as(staff));
    expect(future.status).toBe(422);
    expect(future.body.errors.month).toEqual(['The month must not be after the current month.']);
    // Checked before access, so the answer is the same for someone else's id.
    expect((await t.http.get(`/api/dtr/${headId}?month=2026-1`).set(as(staff))).status).toBe(422);
  });
});

describe('CS Form No. 48', () => {
  it("prints one person's form with the month, the times and the charged undertime", async () => {
    const res = await binary(t.http.get(`/api/dtr/${staffId}/form48.pdf?month=${MONTH}`).set(as(staff)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1024);
    const text = await pdfText(pdf);
    expect(text).toContain('For the month of October 2026');
    expect(text.match(/DAILY TIME RECORD/g)).toHaveLength(2); // two copies side by side
    expect(text).toContain('Civil Service Form No. 48');
    expect(text).toContain('JUAN BAUTISTA');
    expect(text).toContain('VERIFIED as to the prescribed office hours:');
    expect(text).toContain('In Charge');
    expect(text).toContain('4:50'); // the 2nd's PM departure, 12-hour
    expect(text).toContain('University Foundation Day');
    // "In Charge" names who verifies the hours: the head of Juan's office (CAS), not a bare caption.
    const [cas] = await query(
      `SELECT d.head_personnel_id, upper(p.first_name || ' ' || p.last_name) AS head FROM departments d JOIN personnel p ON p.id = d.head_personnel_id WHERE d.id = $1`,
      [casId],
    );
    expect(cas.head_personnel_id).toBe(headId);
    expect(text).toMatch(new RegExp(`${cas.head.split(' ').join('.*')}\\s*(\\S.*\\s*)?In Charge`));
    // The form font, embedded: no standard Helvetica (which has no ₱ and no letter beyond Latin-1).
    expect(
      pdfFontNames(pdf)
        .map((f) => f.split('+')[1])
        .sort(),
    ).toEqual(['Arimo-Bold', 'Arimo-Italic', 'Arimo-Regular']);
    expect((await binary(t.http.get(`/api/dtr/${headId}/form48.pdf?month=${MONTH}`).set(as(staff)))).status).toBe(404);
    expect((await t.http.get(`/api/dtr/${staffId}/form48.pdf?month=${nextMonth(manilaToday().slice(0, 7))}`).set(as(staff))).status).toBe(422);
  });

  it("prints a department's forms, a page each, for HR and the department head only", async () => {
    const res = await binary(t.http.get(`/api/dtr/department/${casId}/form48.pdf?month=${MONTH}`).set(as(hr)));
    expect(res.status).toBe(200);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [{ count }] = await query(`SELECT count(*)::int AS count FROM personnel WHERE department_id = $1 AND is_active`, [casId]);
    expect(count).toBeGreaterThanOrEqual(2);
    expect(await pdfPageCount(pdf)).toBe(count);
    const text = await pdfText(pdf);
    expect(text.split('\f').filter((page) => page.trim()).length).toBe(count);
    expect(text).toContain('JUAN BAUTISTA');
    expect(text).toContain('ANA DELA CRUZ');
    expect((await binary(t.http.get(`/api/dtr/department/${casId}/form48.pdf?month=${MONTH}`).set(as(head)))).status).toBe(200);
    expect((await binary(t.http.get(`/api/dtr/department/${casId}/form48.pdf?month=${MONTH}`).set(as(staff)))).status).toBe(404);
    const hrmo = await departmentId(t, 'HRMO');
    expect((await binary(t.http.get(`/api/dtr/department/${hrmo}/form48.pdf?month=${MONTH}`).set(as(head)))).status).toBe(404);
  });
});
