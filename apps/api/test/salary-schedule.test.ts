import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EO64_TRANCHES, SALARY_TRANCHES } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';

let t: TestApp;
let hr: string;
let staff: string;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
});
afterAll(async () => t.close());

/** A full table whose amounts are the seeded ones raised by `percent`. */
function raised(base: { grade: number; steps: { amount: number }[] }[], percent: number) {
  return base.map((g) => ({ grade: g.grade, steps: g.steps.map((s) => Math.round((s.amount * (100 + percent)) / 100)) }));
}

describe('the salary schedule as dated data', () => {
  it('is seeded with EO 64 s. 2024 (and RA 11466 before it): 33 grades, 8 steps (SG 33: 2), amounts in centavos', async () => {
    const res = await t.http.get('/api/salary-grades').query({ date: '2024-06-30' }).set(as(staff));
    expect(res.status).toBe(200);
    expect(res.body.effective_date).toBe('2024-01-01');
    expect(res.body.salary_grades).toHaveLength(33);
    expect(res.body.salary_grades[0]).toEqual({ grade: 1, steps: expect.arrayContaining([{ step: 1, amount: 1_353_000 }]) });
    expect(res.body.salary_grades[32].steps).toEqual([
      { step: 1, amount: 42_899_400 },
      { step: 2, amount: 44_186_300 },
    ]);
    expect(res.body.salary_grades.slice(0, 32).every((g: { steps: unknown[] }) => g.steps.length === 8)).toBe(true);
    const amount = await t.http.get('/api/salary-grades/amount').query({ grade: 15, step: 1, date: '2024-12-31' }).set(as(staff));
    expect(amount.body).toMatchObject({ grade: 15, step: 1, amount: 3_841_300 });
  });

  it('answers from the tranche in force on each date once a new one is added', async () => {
    // After the law's seeded tranches (salary-tranches.test.ts), the HR office adds the next one.
    const latest = EO64_TRANCHES.at(-1)!.effectiveDate;
    const inForce = (await t.http.get('/api/salary-grades').query({ date: latest }).set(as(hr))).body.salary_grades;
    // The seeded 2027 tranche lacks SG 33 (salary-schedule.ts); a full table takes it from the tranche before.
    const sg33 = (await t.http.get('/api/salary-grades').query({ date: '2026-12-31' }).set(as(hr))).body.salary_grades[32];
    const base = inForce.length === 33 ? inForce : [...inForce, sg33];
    const body = { effective_date: '2028-01-01', tranche: 'A later tranche (test figures)', grades: raised(base, 5) };
    expect((await t.http.post('/api/salary-grades').set(as(staff)).send(body)).status).toBe(403);
    const saved = await t.http.post('/api/salary-grades').set(as(hr)).send(body);
    expect(saved.status).toBe(200);
    const sg1 = base[0].steps[0].amount;
    expect((await t.http.get('/api/salary-grades/amount').query({ grade: 1, step: 1, date: '2027-12-31' }).set(as(staff))).body.amount).toBe(sg1);
    expect((await t.http.get('/api/salary-grades/amount').query({ grade: 1, step: 1, date: '2028-01-01' }).set(as(staff))).body.amount).toBe(
      Math.round(sg1 * 1.05),
    );
    const list = await t.http.get('/api/salary-grades').set(as(staff));
    expect(list.body.schedules.map((s: { effective_date: string }) => s.effective_date)).toEqual([
      '2028-01-01',
      ...SALARY_TRANCHES.map((tr) => tr.effectiveDate).reverse(),
    ]);
    expect((await t.http.post('/api/salary-grades').set(as(hr)).send(body)).body.errors.effective_date).toBeDefined();
    // A date the law's seed already filled is refused the same way.
    const seeded = await t.http
      .post('/api/salary-grades')
      .set(as(hr))
      .send({ ...body, effective_date: latest });
    expect(seeded.body.errors.effective_date).toEqual(['A salary schedule already takes effect on this date.']);
  });

  it('refuses an incomplete or inconsistent table and keeps nothing of it', async () => {
    const base = (await t.http.get('/api/salary-grades').query({ date: '2024-01-01' }).set(as(hr))).body.salary_grades;
    const grades = raised(base, 10);
    const short = await t.http
      .post('/api/salary-grades')
      .set(as(hr))
      .send({ effective_date: '2029-01-01', tranche: 'x', grades: grades.slice(1) });
    expect(short.body.errors.grades).toBeDefined();
    const wrongSteps = grades.map((g) => (g.grade === 33 ? { ...g, steps: [...g.steps, g.steps[1]! + 1] } : g));
    const bad = await t.http.post('/api/salary-grades').set(as(hr)).send({ effective_date: '2029-01-01', tranche: 'x', grades: wrongSteps });
    expect(bad.body.errors['grades.32.steps']).toEqual(['Salary grade 33 has 2 steps.']);
    const decreasing = grades.map((g) => (g.grade === 5 ? { ...g, steps: [...g.steps].reverse() } : g));
    const dec = await t.http.post('/api/salary-grades').set(as(hr)).send({ effective_date: '2029-01-01', tranche: 'x', grades: decreasing });
    expect(dec.body.errors['grades.4.steps']).toBeDefined();
    const list = await t.http.get('/api/salary-grades').set(as(staff));
    expect(list.body.schedules.map((s: { effective_date: string }) => s.effective_date)).not.toContain('2029-01-01');
    expect((await t.http.get('/api/salary-grades/amount').query({ grade: 34, step: 1 }).set(as(staff))).status).toBe(422);
  });
});
