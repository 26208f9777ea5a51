import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EO64_FOURTH_TRANCHE_UNVERIFIED, EO64_TRANCHES, seedReference, type SalaryTranche } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as } from './support/records';

// CSC-RULES.md: the Salary Standardization Law's grades 1–33 by steps 1–8 (SG 33 has 2), a new table per
// tranche (EO 64 s. 2024 for 2024–2027), kept as dated data. The law's tranches are seeded, each on its date.

const [first, second, third] = EO64_TRANCHES as [SalaryTranche, SalaryTranche, SalaryTranche];
type Schedule = { effective_date: string; tranche: string; salary_grades: { grade: number; steps: { step: number; amount: number }[] }[] };

/** A tranche as the API answers it: amounts in centavos. */
const inCentavos = (t: SalaryTranche) => t.pesos.map((steps, i) => ({ grade: i + 1, steps: steps.map((pesos, j) => ({ step: j + 1, amount: pesos * 100 })) }));

/** What is wrong with a table: its shape, steps that do not increase, cells not above the tranche before. */
function faults(t: SalaryTranche, before: SalaryTranche | undefined, grades = 33): string[] {
  const found: string[] = [];
  if (t.pesos.length !== grades) found.push(`${t.pesos.length} grades`);
  t.pesos.forEach((steps, i) => {
    const sg = i + 1;
    if (steps.length !== (sg === 33 ? 2 : 8)) found.push(`SG ${sg}: ${steps.length} steps`);
    steps.forEach((pesos, j) => {
      if (!Number.isInteger(pesos) || pesos <= 0) found.push(`SG ${sg} step ${j + 1}: ${pesos}`);
      if (j > 0 && pesos <= steps[j - 1]!) found.push(`SG ${sg} step ${j + 1} is not above step ${j}`);
      const earlier = before?.pesos[i]?.[j];
      if (before && !(earlier !== undefined && pesos > earlier)) found.push(`SG ${sg} step ${j + 1} is not above ${before.tranche}`);
    });
  });
  return found;
}

describe('the tranches of EO 64 s. 2024 (data)', () => {
  it('are full tables: 33 grades, 8 steps (SG 33: 2), each step above the one before, each cell above the tranche before', () => {
    expect(EO64_TRANCHES.map((t) => [t.effectiveDate, t.tranche])).toEqual([
      ['2024-01-01', 'EO 64 s. 2024, first tranche'],
      ['2025-01-01', 'EO 64 s. 2024, second tranche'],
      ['2026-01-01', 'EO 64 s. 2024, third tranche'],
    ]);
    EO64_TRANCHES.forEach((t, i) => expect(faults(t, EO64_TRANCHES[i - 1]), t.tranche).toEqual([]));
  });

  it('carry the published figures', () => {
    expect(second.pesos[0]).toEqual([14061, 14164, 14278, 14393, 14509, 14626, 14743, 14862]);
    expect(second.pesos[3]!.slice(6)).toEqual([17594, 17724]);
    expect([1, 11, 15, 24].map((sg) => third.pesos[sg - 1]![0])).toEqual([14634, 31705, 42178, 102603]);
    expect(third.pesos[32]).toEqual([449157, 462329]);
  });

  it('leave out the fourth tranche until it is verified: one source, no SG 33, the same rules for the grades it has', () => {
    expect(EO64_TRANCHES.map((t) => t.effectiveDate)).not.toContain(EO64_FOURTH_TRANCHE_UNVERIFIED.effectiveDate);
    expect(EO64_FOURTH_TRANCHE_UNVERIFIED.effectiveDate).toBe('2027-01-01');
    expect(faults(EO64_FOURTH_TRANCHE_UNVERIFIED, third, 32)).toEqual([]);
  });
});

describe('the seeded tranches through the API', () => {
  let t: TestApp;
  let staff: string;
  let hr: string;
  beforeAll(async () => {
    t = await createTestApp();
    [staff, hr] = await Promise.all([signIn(t, 'staff@hris.test'), signIn(t, 'hr@hris.test')]);
  });
  afterAll(async () => t.close());

  const scheduleOn = async (date: string): Promise<Schedule & { schedules: { effective_date: string; tranche: string }[] }> => {
    const res = await t.http.get('/api/salary-grades').query({ date }).set(as(staff));
    expect(res.status).toBe(200);
    return res.body;
  };

  it('answers the third tranche in 2026, and lists the three schedules, newest first', async () => {
    const mid2026 = await scheduleOn('2026-06-30');
    expect(mid2026).toMatchObject({ effective_date: '2026-01-01', tranche: 'EO 64 s. 2024, third tranche' });
    expect(mid2026.salary_grades[0]!.steps[0]).toEqual({ step: 1, amount: 1_463_400 });
    expect(mid2026.schedules).toEqual([
      { effective_date: '2026-01-01', tranche: 'EO 64 s. 2024, third tranche' },
      { effective_date: '2025-01-01', tranche: 'EO 64 s. 2024, second tranche' },
      { effective_date: '2024-01-01', tranche: 'EO 64 s. 2024, first tranche' },
    ]);
  });

  it('answers every tranche from its first day, every cell in centavos, and the one before until then', async () => {
    for (const tranche of EO64_TRANCHES) {
      const on = await scheduleOn(tranche.effectiveDate);
      expect(on.tranche).toBe(tranche.tranche);
      expect(on.salary_grades).toEqual(inCentavos(tranche));
    }
    expect((await scheduleOn('2024-12-31')).effective_date).toBe(first.effectiveDate);
    expect((await scheduleOn('2025-12-31')).effective_date).toBe(second.effectiveDate);
    const amount = await t.http.get('/api/salary-grades/amount').query({ grade: 11, step: 1, date: '2025-07-01' }).set(as(staff));
    expect(amount.body).toEqual({ grade: 11, step: 1, amount: 3_002_400, effective_date: '2025-01-01' });
  });

  it('answers the third tranche on 1 January 2027 too, the fourth not being seeded', async () => {
    const jan2027 = await scheduleOn('2027-01-01');
    expect(jan2027.effective_date).toBe('2026-01-01');
    expect(jan2027.salary_grades[32]!.steps).toEqual([
      { step: 1, amount: 44_915_700 },
      { step: 2, amount: 46_232_900 },
    ]);
  });

  it('adds a missing tranche to an existing database at the next start, once, and leaves a date the HR office entered', async () => {
    const q = t.db.$client;
    // A database seeded when only the first tranche was known; the HR office has since entered its own 2026 table.
    await q.query(`DELETE FROM salary_schedule WHERE effective_date IN ('2025-01-01', '2026-01-01')`);
    const own = third.pesos.map((steps, i) => ({ grade: i + 1, steps: steps.map((pesos) => pesos * 100 + 100) }));
    const entered = await t.http.post('/api/salary-grades').set(as(hr)).send({ effective_date: '2026-01-01', tranche: 'Entered by HR', grades: own });
    expect(entered.status).toBe(200);

    // Two instances start together.
    await Promise.all([seedReference(t.db), seedReference(t.db)]);

    const { rows } = await q.query(
      `SELECT effective_date::text AS date, max(tranche) AS tranche, count(*)::int AS cells FROM salary_schedule GROUP BY effective_date ORDER BY effective_date`,
    );
    expect(rows).toEqual([
      { date: '2024-01-01', tranche: 'EO 64 s. 2024, first tranche', cells: 258 },
      { date: '2025-01-01', tranche: 'EO 64 s. 2024, second tranche', cells: 258 },
      { date: '2026-01-01', tranche: 'Entered by HR', cells: 258 },
    ]);
    expect((await scheduleOn('2025-01-01')).salary_grades).toEqual(inCentavos(second));
    expect((await scheduleOn('2026-06-30')).salary_grades[0]!.steps[0]).toEqual({ step: 1, amount: 1_463_500 });
  });
});
