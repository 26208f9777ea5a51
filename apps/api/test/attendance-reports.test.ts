import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_PUNCH_EVENT } from '@hris/contracts';
import { dailyStatus } from '../src/modules/attendance-reports/daily-attendance.service';
import { pdfText } from './support/files';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, makeEmployee, personnelIdOf } from './support/records';

let t: TestApp;
let hr: string;
let head: string;
let staff: string;
let base: string;
let casId: number;
let hrmoId: number;
const ids = { juan: 0, ana: 0, pedro: 0, rosa: 0 };
const sockets: Socket[] = [];
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

/** The weekdays of a month (the default schedule works Monday to Friday; no holidays are seeded). */
function weekdays(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`).filter(
    (d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
  );
}
const day = (date: string, times: string[], personnel_id: number) => times.map((time) => ({ personnel_id, timestamp: `${date}T${time}:00+08:00` }));
const onTime = ['07:55', '12:00', '12:58', '17:02'];
const late = ['08:30', '12:00', '13:00', '17:00'];

async function postLogs(logs: { personnel_id: number; timestamp: string }[]) {
  const res = await t.http.post('/api/attendance/logs').set(as(hr)).send({ logs });
  expect(res.body.skipped).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  [hr, head, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'staff@hris.test')]);
  [ids.juan, ids.ana] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'head@hris.test')]);
  ids.pedro = (await makeEmployee(t, { first: 'Pedro', last: 'Viajero', department: 'CAS' })).personnelId;
  ids.rosa = (await makeEmployee(t, { first: 'Rosa', last: 'Ausente', department: 'CAS' })).personnelId;
  [casId, hrmoId] = await Promise.all([departmentId(t, 'CAS'), departmentId(t, 'HRMO')]);
  // Absences count from the appointment date (a record without one, from the day it was created: today).
  await query(`UPDATE personnel SET date_original_appointment = '2026-01-05' WHERE id = $1`, [ids.rosa]);

  // September and October 2026: Juan late every workday, Ana on time, Pedro on time but away 12–16 October
  // (approved travel the 12th and 13th, absent the rest); Rosa never comes.
  const sepOct = [...weekdays('2026-09'), ...weekdays('2026-10')];
  await postLogs(sepOct.flatMap((d) => [...day(d, late, ids.juan), ...day(d, onTime, ids.ana)]));
  await postLogs(sepOct.filter((d) => d < '2026-10-12' || d > '2026-10-16').flatMap((d) => day(d, onTime, ids.pedro)));
  const travel = `INSERT INTO official_business_travels (personnel_id, destination, purpose, date_from, date_to, status) VALUES ($1, $2, 'Seminar', $3, $4, 'approved')`;
  await query(travel, [ids.pedro, 'CHED Regional Office', '2026-10-12', '2026-10-13']);

  // Friday 20 November 2026: Juan late, Ana on time, Pedro on travel, Rosa absent.
  await query(travel, [ids.pedro, 'Manila', '2026-11-20', '2026-11-20']);
  await postLogs([...day('2026-11-20', ['08:20', '12:00'], ids.juan), ...day('2026-11-20', ['07:50'], ids.ana)]);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

describe('daily attendance', () => {
  it('counts each department and lists the chosen one with first punches', async () => {
    const res = await t.http.get('/api/attendance/daily').query({ date: '2026-11-20', department_id: casId }).set(as(hr));
    expect(res.status).toBe(200);
    const cas = res.body.departments.find((d: { id: number }) => d.id === casId);
    expect(cas.counts).toMatchObject({ total: 4, present: 1, late: 1, on_travel: 1, absent: 1, on_leave: 0, not_yet_in: 0 });
    const byId = new Map(res.body.department.people.map((p: { personnel: { id: number } }) => [p.personnel.id, p]));
    expect(byId.get(ids.juan)).toMatchObject({ status: 'late', first_punch: '08:20', late_minutes: 20 });
    expect(byId.get(ids.ana)).toMatchObject({ status: 'present', first_punch: '07:50' });
    expect(byId.get(ids.pedro)).toMatchObject({ status: 'on_travel', first_punch: null });
    expect(byId.get(ids.rosa)).toMatchObject({ status: 'absent', first_punch: null });
    // HRMO (hr and admin, no punches that day) is counted too, and its people are not listed.
    expect(res.body.departments.find((d: { id: number }) => d.id === hrmoId).counts.absent).toBeGreaterThanOrEqual(2);
    expect(res.body.totals.total).toBeGreaterThanOrEqual(6);
    expect(res.body.department.people).toHaveLength(4);
  });

  it('shows a punch posted just now as present today', async () => {
    // Whether today is a workday depends on the calendar: a punch makes anyone present or late either way.
    await postLogs([{ personnel_id: ids.rosa, timestamp: new Date(Date.now() - 60_000).toISOString() }]);
    const res = await t.http.get('/api/attendance/daily').query({ department_id: casId }).set(as(hr));
    expect(res.body.is_today).toBe(true);
    const rosa = res.body.department.people.find((p: { personnel: { id: number } }) => p.personnel.id === ids.rosa);
    expect(['present', 'late']).toContain(rosa.status);
  });

  it('shares one computation among pages asking in the same second, until a punch comes in', async () => {
    const ask = () => t.http.get('/api/attendance/daily').query({ date: '2026-11-20' }).set(as(hr));
    const [a, b] = await Promise.all([ask(), ask()]);
    expect(a.body.as_of).toBe(b.body.as_of);
    await postLogs([{ personnel_id: ids.rosa, timestamp: '2026-11-20T07:59:00+08:00' }]);
    const after = await ask();
    expect(after.body.as_of).not.toBe(a.body.as_of);
    expect(after.body.departments.find((d: { id: number }) => d.id === casId).counts).toMatchObject({ present: 2, absent: 0 });
  });

  it('tells not yet in from absent by the end of the morning session', () => {
    const blank = {
      date: '2026-11-23',
      am_in: null,
      am_out: null,
      pm_in: null,
      pm_out: null,
      late_minutes: 0,
      undertime_minutes: 0,
      absent_days: 1,
      times_late: 0,
      remarks: 'Absent',
    };
    const ctx = { travelled: false, isToday: true, morningEnd: 12 * 60 };
    expect(dailyStatus(blank, { ...ctx, nowMinutes: 11 * 60 + 59 })).toBe('not_yet_in');
    expect(dailyStatus(blank, { ...ctx, nowMinutes: 12 * 60 })).toBe('absent');
    expect(dailyStatus(blank, { ...ctx, isToday: false, nowMinutes: 0 })).toBe('absent');
    expect(dailyStatus({ ...blank, absent_days: 0, remarks: null }, { ...ctx, nowMinutes: 15 * 60 })).toBe('no_work');
  });

  it('lets a head see only their department, and nobody else', async () => {
    const own = await t.http.get('/api/attendance/daily').query({ date: '2026-11-20' }).set(as(head));
    expect(own.status).toBe(200);
    expect(own.body.departments.map((d: { id: number }) => d.id)).toEqual([casId]);
    const other = await t.http.get('/api/attendance/daily').query({ date: '2026-11-20', department_id: hrmoId }).set(as(head));
    expect([other.status, other.body.message]).toEqual([404, 'The department was not found.']);
    expect((await t.http.get('/api/attendance/daily').set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/attendance/daily')).status).toBe(401);
  });

  it('refuses a date in the future or not a date', async () => {
    const future = await t.http.get('/api/attendance/daily').query({ date: '2999-01-01' }).set(as(hr));
    expect([future.status, future.body.errors]).toEqual([422, { date: ['The date must not be after today.'] }]);
    const bad = await t.http.get('/api/attendance/daily').query({ date: '20-11-2026' }).set(as(hr));
    expect([bad.status, bad.body.errors]).toEqual([422, { date: ['Enter a complete date (month, day and year).'] }]);
  });
});

describe('live refresh over socket.io', () => {
  const connect = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });

  it('tells the attendance office within a second that punches came in, throttled, and tells staff nothing', async () => {
    const office = await connect(hr);
    const employee = await connect(staff);
    const officeGot: unknown[] = [];
    const staffGot: unknown[] = [];
    office.on(ATTENDANCE_PUNCH_EVENT, (e) => officeGot.push(e));
    employee.on(ATTENDANCE_PUNCH_EVENT, (e) => staffGot.push(e));
    await new Promise((r) => setTimeout(r, 1100)); // past the throttle window of the earlier tests' punches

    const started = Date.now();
    const first = new Promise((resolve) => office.once(ATTENDANCE_PUNCH_EVENT, resolve));
    await postLogs([{ personnel_id: ids.pedro, timestamp: new Date(Date.now() - 30_000).toISOString() }]);
    expect(await first).toMatchObject({ at: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(1000);

    // Three more punches right after: folded into fewer events, at least a second apart, the last one after them.
    let lastPosted = 0;
    for (const s of [20, 10, 5]) {
      lastPosted = Date.now();
      await postLogs([{ personnel_id: ids.ana, timestamp: new Date(Date.now() - s * 1000).toISOString() }]);
    }
    await new Promise((r) => setTimeout(r, 1500));
    const times = (officeGot as { at: string }[]).map((e) => Date.parse(e.at));
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(times.length).toBeLessThan(4);
    times.slice(1).forEach((at, i) => expect(at - times[i]!).toBeGreaterThanOrEqual(990));
    expect(times.at(-1)!).toBeGreaterThanOrEqual(lastPosted);
    expect(staffGot).toEqual([]);
  });
});

describe('department statistics', () => {
  it('gives each person and the trend per month', async () => {
    const res = await t.http.get('/api/attendance/department-statistics').query({ department_id: casId, month: '2026-10', months: 2 }).set(as(head));
    expect(res.status).toBe(200);
    expect(res.body.months).toEqual(['2026-09', '2026-10']);
    const juan = res.body.people.find((p: { personnel: { id: number } }) => p.personnel.id === ids.juan);
    expect(juan.month).toEqual({ late_minutes: 22 * 30, times_late: 22, undertime_minutes: 0, absent_days: 0 });
    expect(juan.period.times_late).toBe(44);
    const pedro = res.body.people.find((p: { personnel: { id: number } }) => p.personnel.id === ids.pedro);
    expect(pedro.month.absent_days).toBe(3);
    expect(res.body.trends).toEqual([
      { month: '2026-09', headcount: 4, late_minutes: 22 * 30, times_late: 22, undertime_minutes: 0, absent_days: 22 },
      { month: '2026-10', headcount: 4, late_minutes: 22 * 30, times_late: 22, undertime_minutes: 0, absent_days: 25 },
    ]);
  });

  it('is the department head’s and the office’s only', async () => {
    expect((await t.http.get('/api/attendance/department-statistics').query({ department_id: hrmoId, month: '2026-10' }).set(as(hr))).status).toBe(200);
    for (const [token, department] of [
      [head, hrmoId],
      [staff, casId],
    ] as const) {
      const res = await t.http.get('/api/attendance/department-statistics').query({ department_id: department, month: '2026-10' }).set(as(token));
      expect([res.status, res.body.message]).toEqual([404, 'The department was not found.']);
    }
    const months = await t.http.get('/api/attendance/department-statistics').query({ department_id: casId, month: '2026-10', months: 13 }).set(as(hr));
    expect([months.status, months.body.errors]).toEqual([422, { months: ['The months must be a number from 1 to 12.'] }]);
  });
});

describe('monthly absences and undertime report', () => {
  const lineOf = (body: { people: { personnel: { id: number } }[] }, id: number) => body.people.find((p) => p.personnel.id === id);

  it('flags habitual tardiness and 30 days absent', async () => {
    const res = await t.http.get('/api/attendance/reports/monthly').query({ month: '2026-10', department_id: casId }).set(as(hr));
    expect(res.status).toBe(200);
    expect(res.body.scope).toMatchObject({ kind: 'department', id: casId });
    expect(lineOf(res.body, ids.juan)).toMatchObject({ times_late: 22, late_minutes: 660, absent_days: 0, flags: ['HABITUAL TARDINESS'] });
    expect(lineOf(res.body, ids.rosa)).toMatchObject({ absent_days: 22, flags: ['30 DAYS ABSENT'] });
    expect(lineOf(res.body, ids.pedro)).toMatchObject({ absent_days: 3, flags: [] });
    expect(lineOf(res.body, ids.ana)).toMatchObject({ times_late: 0, flags: [] });
    // September alone: one tardy month is not yet habitual.
    const september = await t.http.get('/api/attendance/reports/monthly').query({ month: '2026-09', department_id: casId }).set(as(hr));
    expect(lineOf(september.body, ids.juan)).toMatchObject({ times_late: 22, flags: [] });
  });

  it('covers a campus', async () => {
    const res = await t.http.get('/api/attendance/reports/monthly').query({ month: '2026-10', campus_id: 1 }).set(as(hr));
    expect(res.status).toBe(200);
    expect(res.body.scope).toMatchObject({ kind: 'campus', id: 1 });
    expect(lineOf(res.body, ids.juan)).toBeDefined();
    expect(lineOf(res.body, await personnelIdOf(t, 'hr@hris.test'))).toBeDefined();
  });

  it('refuses a missing scope, a future month and anyone but the office', async () => {
    const none = await t.http.get('/api/attendance/reports/monthly').query({ month: '2026-10' }).set(as(hr));
    expect([none.status, none.body.errors]).toEqual([422, { department_id: ['Choose a department or a campus.'] }]);
    const future = await t.http.get('/api/attendance/reports/monthly').query({ month: '2999-01', campus_id: 1 }).set(as(hr));
    expect([future.status, future.body.errors]).toEqual([422, { month: ['The month must not be after the current month.'] }]);
    const missing = await t.http.get('/api/attendance/reports/monthly').query({ month: '2026-10', department_id: 999_999 }).set(as(hr));
    expect(missing.status).toBe(404);
    for (const token of [head, staff])
      expect((await t.http.get('/api/attendance/reports/monthly.xlsx').query({ month: '2026-10', department_id: casId }).set(as(token))).status).toBe(403);
  });

  it('downloads as a spreadsheet with the numbers in their cells', async () => {
    const res = await binary(t.http.get('/api/attendance/reports/monthly.xlsx').query({ month: '2026-10', department_id: casId }).set(as(hr)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`absences-undertime-department-${casId}-2026-10.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('MONTHLY REPORT OF ABSENCES, TARDINESS AND UNDERTIME');
    expect(sheet.getRow(4).values).toContain('Undertime (minutes)');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const juan = rows.find((r) => String(r[2]).includes('Bautista'))!;
    expect(juan.slice(5)).toEqual([22, 660, 0, 0, 'HABITUAL TARDINESS']);
    expect(rows.find((r) => String(r[2]).includes('Ausente'))!.slice(8)).toEqual([22, '30 DAYS ABSENT']);
  });

  it('prints as a PDF with the names and flags', async () => {
    const res = await binary(t.http.get('/api/attendance/reports/monthly.pdf').query({ month: '2026-10', department_id: casId }).set(as(hr)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    // KEEP_REPORT_PDF=1 keeps the file to look at (pdftoppm -png).
    if (process.env.KEEP_REPORT_PDF) fs.writeFileSync(path.join(os.tmpdir(), `monthly-report-${process.pid}.pdf`), res.body);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('MONTHLY REPORT OF ABSENCES, TARDINESS AND UNDERTIME');
    expect(text).toContain('Juan Bautista');
    expect(text).toContain('HABITUAL TARDINESS');
    expect(text).toContain('30 DAYS ABSENT');
  });
});
