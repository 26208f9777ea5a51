import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, personnelIdOf } from './support/records';

let t: TestApp;
let hr: string;
let staff: string;
let staffId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

// October 2026: the 1st and 2nd are a Thursday and a Friday on the default 08:00–12:00 / 13:00–17:00 schedule.
const MONTH = '2026-10';
const day = (date: string, am: string) => [am, '12:00', '13:00', '17:00'].map((time) => `2026-10-${date}T${time}:00+08:00`);

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
  const punches = [...day('01', '08:05'), ...day('02', '08:06')];
  const sent = await t.http
    .post('/api/attendance/logs')
    .set(as(hr))
    .send({ logs: punches.map((timestamp) => ({ personnel_id: staffId, timestamp })) });
  expect(sent.body).toMatchObject({ inserted: punches.length, skipped: [] });
});
afterAll(async () => t.close());

const lateOn = async (n: number) => {
  const res = await t.http.get(`/api/dtr/${staffId}?month=${MONTH}`).set(as(hr));
  expect(res.status).toBe(200);
  return res.body.dtr.days[n - 1].late_minutes as number;
};

describe('eDATS settings: the grace period', () => {
  it('is 0 until the office sets it: 08:05 is 5 minutes late', async () => {
    const res = await t.http.get('/api/edats/settings').set(as(hr));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ settings: { dtr_grace_minutes: 0, coc_monthly_cap_hours: 40, coc_balance_cap_hours: 120 } });
    expect(await lateOn(1)).toBe(5);
    expect(await lateOn(2)).toBe(6);
  });

  it('with 5 minutes of grace, 08:05 is not late and 08:06 is late 6 minutes; the change is audited', async () => {
    const saved = await t.http.put('/api/edats/settings').set(as(hr)).send({ dtr_grace_minutes: 5 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      message: 'The eDATS settings have been saved.',
      settings: { dtr_grace_minutes: 5, coc_monthly_cap_hours: 40, coc_balance_cap_hours: 120 },
    });
    expect((await t.http.get('/api/edats/settings').set(as(hr))).body.settings.dtr_grace_minutes).toBe(5);
    expect(await lateOn(1)).toBe(0);
    expect(await lateOn(2)).toBe(6);
    const [audit] = await query(
      `SELECT before, after FROM audit_log WHERE entity = 'system_setting' AND entity_id = 'dtr_grace_minutes' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ before: { dtr_grace_minutes: 0 }, after: { dtr_grace_minutes: 5 } });
  });

  it('refuses a grace period that is not a whole number from 0 to 60, and keeps the one saved', async () => {
    for (const [value, message] of [
      [61, 'The grace period must be between 0 and 60 minutes.'],
      [-1, 'The grace period must be between 0 and 60 minutes.'],
      [2.5, 'The grace period must be a whole number of minutes.'],
      ['10', 'The grace period field is required.'],
      [undefined, 'The grace period field is required.'],
    ] as const) {
      const res = await t.http
        .put('/api/edats/settings')
        .set(as(hr))
        .send(value === undefined ? {} : { dtr_grace_minutes: value });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ dtr_grace_minutes: [message] });
    }
    expect((await t.http.get('/api/edats/settings').set(as(hr))).body.settings.dtr_grace_minutes).toBe(5);
  });

  it('is for the eDATS admin only', async () => {
    expect((await t.http.get('/api/edats/settings').set(as(staff))).status).toBe(403);
    expect((await t.http.put('/api/edats/settings').set(as(staff)).send({ dtr_grace_minutes: 30 })).status).toBe(403);
    expect((await t.http.get('/api/edats/settings')).status).toBe(401);
    expect((await t.http.get('/api/edats/settings').set(as(hr))).body.settings.dtr_grace_minutes).toBe(5);
  });
});

describe('compensatory overtime credit limits', () => {
  it('are the CSC figures until HR changes them; each is saved on its own and audited', async () => {
    const hr = await signIn(t, 'hr@hris.test');
    expect((await t.http.get('/api/edats/settings').set(as(hr))).body.settings).toMatchObject({ coc_monthly_cap_hours: 40, coc_balance_cap_hours: 120 });
    const saved = await t.http.put('/api/edats/settings').set(as(hr)).send({ coc_balance_cap_hours: 80 });
    expect(saved.body.settings).toMatchObject({ coc_monthly_cap_hours: 40, coc_balance_cap_hours: 80 });
    const refused = await t.http.put('/api/edats/settings').set(as(hr)).send({ coc_monthly_cap_hours: 0 });
    expect(refused.body.errors).toEqual({ coc_monthly_cap_hours: ['The monthly limit must be between 1 and 200 hours.'] });
    const audit = await t.db.$client.query(`SELECT before, after FROM audit_log WHERE entity = 'system_setting' AND entity_id = 'coc_balance_cap_hours'`);
    expect(audit.rows).toEqual([{ before: { coc_balance_cap_hours: 120 }, after: { coc_balance_cap_hours: 80 } }]);
  });
});
