import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BULK_MARKER, DEMO_EMPLOYEES, seedDemo } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { tellOverdue } from '../src/modules/dts';
import { as, personnelIdOf } from './support/records';

// The bulk of the demo (packages/db/src/seed/demo-bulk.ts) on a named day: Tuesday 24 November 2026, 15:00 in
// Manila. The demo accounts are seeded on that day too, as the tests' template seeds them (not the template itself: it
// is seeded on the day the tests run, and its opening balances as of the end of that day's last month); then the rest.

const NOW = '2026-11-24T15:00';
const TODAY = '2026-11-24';
let t: TestApp;
let staffId: number;
const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows as T[];

const TABLES = [
  'personnel',
  'users',
  'user_roles',
  'pds_entries',
  'leave_opening_balances',
  'plantilla_items',
  'holidays',
  'biometric_devices',
  'device_users',
  'attendance_logs',
  'leave_applications',
  'official_business_travels',
  'approval_requests',
  'approval_actions',
  'job_posts',
  'job_applications',
  'application_events',
  'applicant_profiles',
  'notifications',
  'dts_documents',
  'dts_document_log',
] as const;
async function counts() {
  const out = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) out[table] = (await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  return out;
}

let before: Awaited<ReturnType<typeof counts>>;
let seconds: number;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, referenceOnly: true });
  await seedDemo(t.db, { documents: false, scholarships: false, now: t.clock.now() });
  staffId = await personnelIdOf(t, 'staff@hris.test');
  before = await counts();
  const started = Date.now();
  await seedDemo(t.db, { bulk: true, now: t.clock.now() });
  seconds = (Date.now() - started) / 1000;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the bulk of the demo', () => {
  it('adds a university: employees with PDS part I, punches, a device, requests, job posts and notifications', async () => {
    const after = await counts();
    expect(after.personnel - before.personnel).toBe(DEMO_EMPLOYEES);
    expect(after.pds_entries - before.pds_entries).toBe(DEMO_EMPLOYEES * 2);
    expect(after.biometric_devices).toBeGreaterThan(0);
    // About three months (from 1 September) of four punches a working day for 304 people.
    expect(after.attendance_logs).toBeGreaterThan(250 * 55 * 4);
    expect(after.job_posts).toBeGreaterThanOrEqual(5);
    expect(after.job_applications).toBeGreaterThan(20);
    const stages = await query<{ status: string; current_step: number }>(`SELECT DISTINCT status, current_step FROM approval_requests`);
    for (const s of [
      { status: 'pending', current_step: 1 },
      { status: 'pending', current_step: 2 },
      { status: 'approved', current_step: 3 },
      { status: 'disapproved', current_step: 1 },
      { status: 'cancelled', current_step: 1 },
    ])
      expect(stages).toContainEqual(s);
    // Filipino names, not placeholders; every employee in a department.
    const odd = await query(`SELECT id FROM personnel WHERE department_id IS NULL OR first_name ~ '[0-9]' OR last_name ~ '[0-9]'`);
    expect(odd).toEqual([]);
    // The regular holidays and the special days of the year.
    const holidays = await query<{ date: string }>(
      `SELECT date::text AS date FROM holidays WHERE campus_id IS NULL AND date BETWEEN '2026-08-01' AND '2026-12-31'`,
    );
    expect(holidays.map((h) => h.date)).toEqual(expect.arrayContaining(['2026-08-21', '2026-08-31', '2026-11-01', '2026-11-30', '2026-12-08', '2026-12-25']));
    console.log(`demo bulk seeded in ${seconds.toFixed(1)} s`);
  });

  it('moves a few documents between the demo offices, one overdue at the HR office, which its holder is told of', async () => {
    const hr = await signIn(t, 'hr@hris.test');
    const hrmo = (await query<{ id: number }>(`SELECT id FROM departments WHERE acronym = 'HRMO'`))[0]!.id;
    const incoming = await t.http.get('/api/dts/documents').query({ office_id: hrmo, view: 'incoming' }).set(as(hr));
    expect(incoming.body.documents.map((d: { title: string }) => d.title)).toEqual(['Request for the service record of a faculty member']);
    const received = await t.http.get('/api/dts/documents').query({ office_id: hrmo, view: 'received' }).set(as(hr));
    const overdue = received.body.documents[0];
    expect(overdue).toMatchObject({ tracking_number: '2026-HRMO-000001', overdue: true, holder: 'Jose Reyes' });
    expect(received.body.counts).toMatchObject({ incoming: 1, received: 1, outgoing: 1 });
    // Its whole route is in the log: the released travel order went to the HR office and back.
    const travel = (await query<{ id: number }>(`SELECT id FROM dts_documents WHERE title LIKE 'Travel order%'`))[0]!.id;
    const page = await t.http.get(`/api/dts/documents/${travel}`).set(as(hr));
    expect(page.body.log.map((l: { action: string }) => l.action)).toEqual(['filed', 'forwarded', 'received', 'forwarded', 'received', 'released']);
    const told = await tellOverdue(t.app.deps);
    expect(told.documents).toBe(1);
    const bell = await t.http.get('/api/notifications').set(as(hr));
    expect(bell.body.notifications.map((n: { title: string }) => n.title)).toContain('Overdue document: 2026-HRMO-000001');
  });

  it('is seeded once: a second start at the same moment adds nothing', async () => {
    const first = await counts();
    await seedDemo(t.db, { bulk: true, now: t.clock.now() });
    await seedDemo(t.db, { bulk: true, now: new Date(t.clock.now().getTime() + 60_000) });
    expect(await counts()).toEqual(first);
    expect(await query(`SELECT key FROM system_settings WHERE key = $1`, [DEMO_BULK_MARKER])).toHaveLength(1);
  });

  it('is refused with NODE_ENV=production, and writes nothing', async () => {
    const first = await counts();
    await expect(seedDemo(t.db, { bulk: true, now: t.clock.now(), env: { NODE_ENV: 'production' } })).rejects.toThrow(/never seeded with NODE_ENV=production/);
    expect(await counts()).toEqual(first);
  });

  it("leaves the staff account's DTR of this month with no absence unexplained before today", async () => {
    const staff = await signIn(t, 'staff@hris.test');
    const res = await t.http.get(`/api/dtr/${staffId}?month=${TODAY.slice(0, 7)}`).set(as(staff));
    expect(res.status).toBe(200);
    const days = res.body.dtr.days as { date: string; am_in: string | null; pm_out: string | null; absent_days: number; remarks: string | null }[];
    const before = days.filter((d) => d.date < TODAY && ![0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()));
    expect(before.length).toBeGreaterThan(15);
    for (const d of before) {
      expect(d.absent_days, d.date).toBe(0);
      // Each working day has the punches of a day's work, or says what covered it (a holiday, a leave, a travel).
      if (!d.am_in) expect(d.remarks, d.date).toMatch(/leave|holiday|travel|day|official/i);
      else expect(d.pm_out, d.date).not.toBeNull();
    }
    expect(before.some((d) => d.am_in === null && /sick leave/i.test(d.remarks ?? ''))).toBe(true);
    expect(res.body.dtr.totals.absent_days).toBe(0);
    // Today's punches are there up to the hour (15:00): the morning, the lunch, not yet the evening.
    const today = days.find((d) => d.date === TODAY)!;
    expect(today.am_in).not.toBeNull();
    expect(today.pm_out).toBeNull();
    // The leave card charges no absence this month.
    const card = await t.http.get(`/api/leave/${staffId}/ledger?year=2026`).set(as(staff));
    expect(card.status).toBe(200);
    const totals = await query<{ absent_days: number }>(
      `SELECT absent_days::float8 FROM attendance_month_totals WHERE personnel_id = $1 AND period = '2026-11'`,
      [staffId],
    );
    expect(totals).toEqual([{ absent_days: 0 }]);
  });

  it('gives the head, HR and the administrator requests waiting in Approvals, and the job board open posts', async () => {
    const [head, hr] = await Promise.all([signIn(t, 'head@hris.test'), signIn(t, 'hr@hris.test')]);
    const headWaiting = await t.http.get('/api/approval-requests/waiting').set(as(head));
    expect(headWaiting.status).toBe(200);
    expect(headWaiting.body.requests.length).toBeGreaterThan(0);
    expect(headWaiting.body.requests.map((r: { requester_name?: string; title: string }) => r.title).join('\n')).toMatch(/Vacation Leave|Official business/);
    const hrWaiting = await t.http.get('/api/approval-requests/waiting').set(as(hr));
    expect(hrWaiting.status).toBe(200);
    expect(hrWaiting.body.requests.length).toBeGreaterThan(3);
    // The administrator, as head of agency, decides a monetization of half the credits (Sec. 23).
    const admin = await signIn(t, 'admin@hris.test');
    const adminWaiting = await t.http.get('/api/approval-requests/waiting').set(as(admin));
    expect(adminWaiting.body.requests.map((r: { request_type: string }) => r.request_type)).toContain('leave_monetization');
    const board = await t.http.get('/api/jobs');
    expect(board.status).toBe(200);
    expect(JSON.stringify(board.body)).toMatch(/Instructor I/);
    const bell = await query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'head@hris.test'`);
    expect(bell[0]!.n).toBeGreaterThan(0);
  });
  // Runs last: it moves the clock. Seeded on Tuesday 24 November at 15:00; the server starts again on Friday the 27th at
  // 9:00. Missing then: Tuesday's afternoon (the evening's out), Wednesday the 25th, Thursday the 26th and Friday's
  // morning in (7:40–8:25, before 9:00); nothing before Tuesday 15:00, nothing after Friday 9:00.
  it('tops up the punches on a later start: from the last run up to now, once, and nothing else', async () => {
    const first = await counts();
    const lastBefore = await query<{ last: string }>(`SELECT max(logged_at)::text AS last FROM attendance_logs`);
    t.clock.set!('2026-11-27T09:00');
    const started = Date.now();
    await seedDemo(t.db, { bulk: true, now: t.clock.now() });
    const topUpSeconds = (Date.now() - started) / 1000;
    const second = await counts();
    expect({ ...second, attendance_logs: 0 }).toEqual({ ...first, attendance_logs: 0 });
    const added = second.attendance_logs - first.attendance_logs;
    // About 300 people × (2 days × 4 punches + Tuesday's out + Friday's in), less those away on leave or travel.
    expect(added).toBeGreaterThan(250 * 10);
    expect(added).toBeLessThanOrEqual(310 * 10);
    const byDay = await query<{ day: string; n: number; late: number }>(
      `SELECT (logged_at AT TIME ZONE 'Asia/Manila')::date::text AS day, count(*)::int AS n,
              count(*) FILTER (WHERE (logged_at AT TIME ZONE 'Asia/Manila')::time BETWEEN '08:01' AND '08:30')::int AS late
         FROM attendance_logs WHERE logged_at > $1::timestamptz GROUP BY 1 ORDER BY 1`,
      [lastBefore[0]!.last],
    );
    expect(byDay.map((d) => d.day)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    const latest = await query<{ last: string }>(`SELECT max(logged_at AT TIME ZONE 'Asia/Manila')::text AS last FROM attendance_logs`);
    expect(latest[0]!.last < '2026-11-27 09:00').toBe(true);
    // Mostly on time, some late.
    const morning = byDay.find((d) => d.day === '2026-11-25')!;
    expect(morning.late).toBeGreaterThan(0);
    expect(morning.late).toBeLessThan(morning.n / 4 / 3);
    // Nobody has more than the four punches of a day, Tuesday included.
    const doubled = await query(
      `SELECT personnel_id, (logged_at AT TIME ZONE 'Asia/Manila')::date AS day FROM attendance_logs
        WHERE logged_at >= '2026-11-24T00:00+08:00' GROUP BY 1, 2 HAVING count(*) > 4`,
    );
    expect(doubled).toEqual([]);
    // The staff account's week is whole: Tuesday has its evening's out, Wednesday and Thursday a day's work, Friday its morning in.
    const staff = await signIn(t, 'staff@hris.test');
    const res = await t.http.get(`/api/dtr/${staffId}?month=2026-11`).set(as(staff));
    expect(res.status).toBe(200);
    const days = res.body.dtr.days as { date: string; am_in: string | null; pm_out: string | null; absent_days: number }[];
    for (const date of ['2026-11-24', '2026-11-25', '2026-11-26']) {
      const day = days.find((d) => d.date === date)!;
      expect(day.absent_days, date).toBe(0);
      expect(day.pm_out, date).not.toBeNull();
    }
    expect(days.find((d) => d.date === '2026-11-27')!.am_in).not.toBeNull();
    // No day before today charges an absence (today's afternoon is still to come).
    expect(days.filter((d) => d.date < '2026-11-27' && d.absent_days > 0)).toEqual([]);
    // A third start on the same day adds nothing, and it is quick.
    await seedDemo(t.db, { bulk: true, now: t.clock.now() });
    expect(await counts()).toEqual(second);
    expect(topUpSeconds).toBeLessThan(10);
  });
});
