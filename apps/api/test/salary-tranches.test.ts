import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  appointmentNatures,
  appointmentStatuses,
  auditLog,
  EO64_TRANCHES,
  positions,
  RA11466_TRANCHES,
  SALARY_TRANCHES,
  seedReference,
  type SalaryTranche,
} from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, makeEmployee } from './support/records';

// CSC-RULES.md: the Salary Standardization Law's grades 1–33 by steps 1–8 (SG 33 has 2), a new table per
// tranche (RA 11466 for 2020–2023, EO 64 s. 2024 for 2024–2027), kept as dated data. The laws' tranches
// are seeded, each on its date.

const [ra2020, ra2021, ra2022, ra2023] = RA11466_TRANCHES as [SalaryTranche, SalaryTranche, SalaryTranche, SalaryTranche];
const [first, second, third, fourth] = EO64_TRANCHES as [SalaryTranche, SalaryTranche, SalaryTranche, SalaryTranche];
/** Grade and step of a tranche, in pesos. */
const cell = (t: SalaryTranche, grade: number, step: number) => t.pesos[grade - 1]![step - 1];
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

describe('the tranches of RA 11466 and EO 64 s. 2024 (data)', () => {
  it('are full tables, oldest first: 33 grades, 8 steps (SG 33: 2), each step above the one before, each cell above the tranche before', () => {
    expect(SALARY_TRANCHES.map((t) => [t.effectiveDate, t.tranche])).toEqual([
      ['2020-01-01', 'RA 11466, first tranche (NBC No. 579)'],
      ['2021-01-01', 'RA 11466, second tranche'],
      ['2022-01-01', 'RA 11466, third tranche'],
      ['2023-01-01', 'RA 11466, fourth tranche'],
      ['2024-01-01', 'EO 64 s. 2024, first tranche'],
      ['2025-01-01', 'EO 64 s. 2024, second tranche'],
      ['2026-01-01', 'EO 64 s. 2024, third tranche'],
      ['2027-01-01', 'EO 64 s. 2024, fourth tranche'],
    ]);
    // The 2027 table has no SG 33 (no source carries it; the HR office adds it, salary-schedule.ts).
    SALARY_TRANCHES.forEach((t, i) => expect(faults(t, SALARY_TRANCHES[i - 1], t === fourth ? 32 : 33), t.tranche).toEqual([]));
  });

  it('rise from grade to grade: step 1 of each grade is above step 1 of the grade below', () => {
    for (const t of SALARY_TRANCHES)
      expect(
        t.pesos.every((steps, i) => i === 0 || steps[0]! > t.pesos[i - 1]![0]!),
        t.tranche,
      ).toBe(true);
  });

  it('carry the published figures of every tranche', () => {
    // RA 11466 §3 / NBC No. 579 Annex A (2020): SG 1 step 1, SG 15 step 4, SG 33; sources: the SQL dump named in salary-schedule.ts.
    expect([cell(ra2020, 1, 1), cell(ra2020, 15, 4), ...ra2020.pesos[32]!]).toEqual([11551, 33202, 395858, 407734]);
    // RA 11466 §3, second tranche (2021).
    expect([cell(ra2021, 1, 1), cell(ra2021, 15, 4), ...ra2021.pesos[32]!]).toEqual([12034, 34724, 403620, 415728]);
    // RA 11466 §3, third tranche (2022): the dump and a water district's HRIS page agree (SG 2–33), SG 1 with taxcalculatorphilippines.org.
    expect(ra2022.pesos[0]).toEqual([12517, 12621, 12728, 12834, 12941, 13049, 13159, 13268]);
    expect([cell(ra2022, 15, 4), ...ra2022.pesos[32]!]).toEqual([36246, 411382, 423723]);
    // RA 11466 §3, fourth tranche (2023): the dump and scholarshipsph.org agree on SG 1–15 but three cells.
    expect(ra2023.pesos[0]).toEqual([13000, 13109, 13219, 13329, 13441, 13553, 13666, 13780]);
    expect([cell(ra2023, 11, 1), cell(ra2023, 15, 4), ...ra2023.pesos[32]!]).toEqual([27000, 37768, 419144, 431718]);
    // EO 64 s. 2024 Annex A, first tranche (2024).
    expect([cell(first, 1, 1), cell(first, 15, 1), ...first.pesos[32]!]).toEqual([13530, 38413, 428994, 441863]);
    // NBC No. 597 Annex A (2025).
    expect(second.pesos[0]).toEqual([14061, 14164, 14278, 14393, 14509, 14626, 14743, 14862]);
    expect(second.pesos[3]!.slice(6)).toEqual([17594, 17724]);
    expect(second.pesos[32]).toEqual([438844, 451713]);
    // NBC No. 601 Annex A (2026).
    expect([1, 11, 15, 24].map((sg) => cell(third, sg, 1))).toEqual([14634, 31705, 42178, 102603]);
    expect(third.pesos[32]).toEqual([449157, 462329]);
    // EO 64 s. 2024 Annex A, fourth tranche (2027), as the one source found carries it (NOT confirmed; no SG 33).
    expect([cell(fourth, 1, 1), cell(fourth, 15, 1), cell(fourth, 32, 8)]).toEqual([15208, 44148, 416404]);
    expect(fourth.pesos).toHaveLength(32);
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

  it('answers the third tranche in 2026, and lists the eight schedules, newest first', async () => {
    const mid2026 = await scheduleOn('2026-06-30');
    expect(mid2026).toMatchObject({ effective_date: '2026-01-01', tranche: 'EO 64 s. 2024, third tranche' });
    expect(mid2026.salary_grades[0]!.steps[0]).toEqual({ step: 1, amount: 1_463_400 });
    expect(mid2026.schedules).toEqual(SALARY_TRANCHES.map((tr) => ({ effective_date: tr.effectiveDate, tranche: tr.tranche })).reverse());
  });

  it('answers every tranche from its first day, every cell in centavos, and the one before until then', async () => {
    for (const tranche of SALARY_TRANCHES.filter((tr) => tr !== fourth)) {
      const on = await scheduleOn(tranche.effectiveDate);
      expect(on.tranche).toBe(tranche.tranche);
      expect(on.salary_grades).toEqual(inCentavos(tranche));
    }
    expect((await scheduleOn('2019-12-31')).effective_date).toBeNull();
    expect((await scheduleOn('2023-12-31')).effective_date).toBe(ra2023.effectiveDate);
    expect((await scheduleOn('2024-12-31')).effective_date).toBe(first.effectiveDate);
    expect((await scheduleOn('2025-12-31')).effective_date).toBe(second.effectiveDate);
    const amount = await t.http.get('/api/salary-grades/amount').query({ grade: 11, step: 1, date: '2025-07-01' }).set(as(staff));
    expect(amount.body).toEqual({ grade: 11, step: 1, amount: 3_002_400, effective_date: '2025-01-01' });
  });

  it('answers the fourth tranche from 1 January 2027: March 2027 is paid at 2027 rates, SG 33 still at 2026 until HR adds it', async () => {
    const jan2027 = await scheduleOn('2027-01-01');
    expect(jan2027).toMatchObject({ effective_date: '2027-01-01', tranche: 'EO 64 s. 2024, fourth tranche' });
    expect(jan2027.salary_grades).toEqual(inCentavos(fourth));
    const amount = async (grade: number, step: number, date: string) =>
      (await t.http.get('/api/salary-grades/amount').query({ grade, step, date }).set(as(staff))).body;
    expect(await amount(1, 1, '2027-03-15')).toEqual({ grade: 1, step: 1, amount: 1_520_800, effective_date: '2027-01-01' });
    expect(await amount(33, 1, '2027-03-15')).toEqual({ grade: 33, step: 1, amount: 44_915_700, effective_date: '2026-01-01' });
  });

  it('finds the salary of a 2021 appointment in the 2021 schedule (RA 11466, second tranche)', async () => {
    const idOf = async (table: typeof appointmentNatures | typeof appointmentStatuses | typeof positions, name: string) =>
      (await t.db.select().from(table).where(eq(table.name, name)))[0]!.id;
    const { personnelId } = await makeEmployee(t, { first: 'Rosa', last: 'Lim', department: 'CAS' });
    const res = await t.http
      .post(`/api/personnels/${personnelId}/appointments`)
      .set(as(hr))
      .send({
        nature_id: await idOf(appointmentNatures, 'Original'),
        appointment_status_id: await idOf(appointmentStatuses, 'Permanent'),
        position_id: await idOf(positions, 'Administrative Assistant III'),
        salary_step: 2,
        effective_date: '2021-03-01',
        remarks: 'Appointed in 2021',
      });
    expect(res.status).toBe(200);
    // Administrative Assistant III is SG 9: step 2 of 2021 is 19,715 (RA 11466, second tranche).
    expect(res.body.appointment).toMatchObject({ effective_date: '2021-03-01', salary_grade: 9, salary_step: 2, monthly_salary: 1_971_500 });
    const lines = (await t.http.get(`/api/personnels/${personnelId}/service-record`).set(as(hr))).body.lines;
    expect(lines).toEqual([expect.objectContaining({ date_from: '2021-03-01', annual_salary: 1_971_500 * 12 })]);
  });

  it('lets the HR office correct a seeded cell and add a missing one, audited before and after; no one else, and no falling steps', async () => {
    const body = {
      reason: 'DBM circular on the fourth tranche, Annex A',
      cells: [
        { grade: 33, step: 1, amount: 46_000_000 },
        { grade: 33, step: 2, amount: 47_300_000 },
      ],
    };
    expect((await t.http.patch('/api/salary-grades/2027-01-01').set(as(staff)).send(body)).status).toBe(403);
    expect((await t.http.patch('/api/salary-grades/2019-01-01').set(as(hr)).send(body)).status).toBe(404);
    const falling = await t.http
      .patch('/api/salary-grades/2027-01-01')
      .set(as(hr))
      .send({ reason: 'typo', cells: [{ grade: 25, step: 1, amount: 99_999_999 }] });
    expect(falling.body.errors.cells).toEqual(['The steps of salary grade 25 must increase.']);
    expect((await scheduleOn('2027-01-01')).salary_grades[24]!.steps[0]).toEqual({ step: 1, amount: 12_156_900 });

    const added = await t.http.patch('/api/salary-grades/2027-01-01').set(as(hr)).send(body);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('The salary schedule has been corrected (2 cells).');
    expect(added.body.salary_grades[32]).toEqual({
      grade: 33,
      steps: [
        { step: 1, amount: 46_000_000 },
        { step: 2, amount: 47_300_000 },
      ],
    });
    const fixed = await t.http
      .patch('/api/salary-grades/2027-01-01')
      .set(as(hr))
      .send({ reason: 'DBM circular, SG 25', cells: [{ grade: 25, step: 1, amount: 12_157_900 }] });
    expect(fixed.body.salary_grades[24].steps[0]).toEqual({ step: 1, amount: 12_157_900 });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'salary_schedule'));
    expect(audits.filter((a) => a.action === 'update').map((a) => [a.before, a.after])).toEqual([
      [
        {
          cells: [
            { grade: 33, step: 1, amount: null },
            { grade: 33, step: 2, amount: null },
          ],
        },
        { reason: body.reason, cells: body.cells },
      ],
      [{ cells: [{ grade: 25, step: 1, amount: 12_156_900 }] }, { reason: 'DBM circular, SG 25', cells: [{ grade: 25, step: 1, amount: 12_157_900 }] }],
    ]);
    // Put the seeded figures back for the tests that follow.
    await t.db.$client.query(`DELETE FROM salary_schedule WHERE effective_date = '2027-01-01' AND grade = 33`);
    await t.db.$client.query(`UPDATE salary_schedule SET amount = 12156900 WHERE effective_date = '2027-01-01' AND grade = 25 AND step = 1`);
  });

  it('adds a missing tranche to an existing database at the next start, once, and leaves a date the HR office entered', async () => {
    const q = t.db.$client;
    // A database seeded when only EO 64's first tranche was known; the HR office has since entered its own 2026 table.
    await q.query(`DELETE FROM salary_schedule WHERE effective_date <> '2024-01-01'`);
    const own = third.pesos.map((steps, i) => ({ grade: i + 1, steps: steps.map((pesos) => pesos * 100 + 100) }));
    const entered = await t.http.post('/api/salary-grades').set(as(hr)).send({ effective_date: '2026-01-01', tranche: 'Entered by HR', grades: own });
    expect(entered.status).toBe(200);

    // Two instances start together.
    await Promise.all([seedReference(t.db), seedReference(t.db)]);

    const { rows } = await q.query(
      `SELECT effective_date::text AS date, max(tranche) AS tranche, count(*)::int AS cells FROM salary_schedule GROUP BY effective_date ORDER BY effective_date`,
    );
    expect(rows).toEqual([
      { date: '2020-01-01', tranche: 'RA 11466, first tranche (NBC No. 579)', cells: 258 },
      { date: '2021-01-01', tranche: 'RA 11466, second tranche', cells: 258 },
      { date: '2022-01-01', tranche: 'RA 11466, third tranche', cells: 258 },
      { date: '2023-01-01', tranche: 'RA 11466, fourth tranche', cells: 258 },
      { date: '2024-01-01', tranche: 'EO 64 s. 2024, first tranche', cells: 258 },
      { date: '2025-01-01', tranche: 'EO 64 s. 2024, second tranche', cells: 258 },
      { date: '2026-01-01', tranche: 'Entered by HR', cells: 258 },
      // No SG 33 (256 cells) until the HR office adds it.
      { date: '2027-01-01', tranche: 'EO 64 s. 2024, fourth tranche', cells: 256 },
    ]);
    expect((await scheduleOn('2021-01-01')).salary_grades).toEqual(inCentavos(ra2021));
    expect((await scheduleOn('2025-01-01')).salary_grades).toEqual(inCentavos(second));
    expect((await scheduleOn('2026-06-30')).salary_grades[0]!.steps[0]).toEqual({ step: 1, amount: 1_463_500 });
  });
});
