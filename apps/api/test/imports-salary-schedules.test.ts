import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf, workbookOf, type SheetRow, committed } from './support/imports';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, personnelIdOf } from './support/records';

// Issue 41: salary schedules of past years move in, cell by cell, on the one import mechanism: preview, steps that must
// rise, a figure a paid payroll read left as it is, all or nothing, the undo and its refusal once a figure is used.

let t: TestApp;
let hr: string;
let admin: string;
let staff: number;

type Row = SheetRow;

const workbook = (rows: Row[]) => workbookOf('SSL', rows);

const q = sqlOf(() => t);
/** A preview's answer, or a commit's once its job has ended (support/imports `committed`). */
const send = async (path: string, rows: Row[]) =>
  committed(
    t,
    hr,
    t.http
      .post(path)
      .set(as(hr))
      .attach('file', await workbook(rows), 'ssl.xlsx'),
  );

/** A payroll of the month paid, with one line at the grade and step (what a paid payroll leaves behind). */
async function paidPayroll(month: string, grade: number, step: number) {
  const [run] = await q<{ id: number }>(`INSERT INTO payroll_runs (month, kind, status, paid_at) VALUES ($1, 'regular', 'approved', NULL) RETURNING id`, [
    month,
  ]);
  await q(
    `INSERT INTO payroll_lines (run_id, personnel_id, grade, step, basic, pera, gross, lwop, gsis, philhealth, pagibig, tax, other_deductions, net, payslip)
     VALUES ($1, $2, $3, $4, 1300000, 200000, 1500000, 0, 117000, 32500, 20000, 0, 0, 1330500, '{}')`,
    [run!.id, staff, grade, step],
  );
  await q(`UPDATE payroll_runs SET status = 'paid', paid_at = now() WHERE id = $1`, [run!.id]);
}

beforeAll(async () => {
  t = await createTestApp();
  [hr, admin] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'admin@hris.test')]);
  staff = await personnelIdOf(t, 'staff@hris.test');
  await paidPayroll('2020-03', 1, 1);
}, 120_000);

afterAll(() => t?.close());

const TRANCHE = 'EO 201 s. 2016, 4th tranche';
const good = (): Row[] => [
  { Effectivity: new Date(Date.UTC(2019, 0, 1)), SG: 1, Step: 1, 'Monthly Salary': '11,068.00', Tranche: TRANCHE },
  { Effectivity: '2019-01-01', SG: 1, Step: 2, 'Monthly Salary': '11,160', Tranche: TRANCHE },
  { Effectivity: '2019-01-01', SG: 1, Step: 3, 'Monthly Salary': 11_254, Tranche: TRANCHE },
  { Effectivity: '2019-01-01', SG: 2, Step: 1, 'Monthly Salary': '₱ 11,761.00', Tranche: TRANCHE },
];

describe('the salary schedules of past years', () => {
  it('previews each cell, refusing grades outside 1–33, duplicates, falling steps and a figure a paid payroll read', async () => {
    const [cell] = await q<{ amount: number }>(`SELECT amount FROM salary_schedule WHERE effective_date = '2020-01-01' AND grade = 1 AND step = 1`);
    const res = await send('/api/imports/salary-schedules/preview', [
      ...good(),
      { Effectivity: '2019-01-01', SG: 34, Step: 1, 'Monthly Salary': '400,000' },
      { Effectivity: '2019-01-01', SG: 1, Step: 2, 'Monthly Salary': '11,160' },
      { Effectivity: '2019-01-01', SG: 1, Step: 4, 'Monthly Salary': '11,000' },
      { Effectivity: '2020-01-01', SG: 1, Step: 1, 'Monthly Salary': ((cell!.amount + 100) / 100).toFixed(2) },
      { Effectivity: '01/02/2019', SG: 3, Step: 1, 'Monthly Salary': '12,000' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.mapping).toMatchObject({ effective_date: 'Effectivity', salary_grade: 'SG', step: 'Step', amount: 'Monthly Salary', tranche: 'Tranche' });
    const [a, , , , grade34, twice, falling, paid, ambiguous] = res.body.rows;
    expect(a).toMatchObject({ row: 2, action: 'create', subject: 'SG 1, step 1 from 2019-01-01', problems: [] });
    expect(grade34.problems).toEqual(['The salary grade 34 is outside 1–33.']);
    expect(twice.problems).toEqual(['Salary grade 1, step 2 from 2019-01-01 is also on row 3.']);
    expect(falling.problems).toEqual(['The steps of salary grade 1 must increase: step 4 (₱11,000.00) is not more than step 3 (₱11,254.00).']);
    expect(paid).toMatchObject({ action: 'update' });
    expect(paid.problems).toEqual([
      'The paid payroll of 2020-03 read salary grade 1, step 1 of the schedule from 2020-01-01: it is not changed; correct the pay by an adjustment.',
    ]);
    expect(ambiguous.problems).toEqual(['The effective date "01/02/2019" could be 1 February 2019 or 2 January 2019; write it as 2019-02-01 or 2019-01-02.']);
    expect(res.body.summary).toEqual({ create: 4, update: 0, skip: 0, problems: 5 });
  });

  it('refuses a cell slipped in before one a paid payroll read, when it changes what that payroll was paid by', async () => {
    const res = await send('/api/imports/salary-schedules/preview', [{ Effectivity: '2020-02-01', SG: 1, Step: 1, 'Monthly Salary': '99,999' }]);
    expect(res.body.rows[0].problems).toEqual([
      'The paid payroll of 2020-03 read salary grade 1, step 1 of the schedule from 2020-02-01: it is not changed; correct the pay by an adjustment.',
    ]);
  });

  it('commits nothing while a row has a problem', async () => {
    const before = await q(`SELECT count(*)::int AS n FROM salary_schedule`);
    const res = await send('/api/imports/salary-schedules', [...good(), { Effectivity: '2019-01-01', SG: 34, Step: 1, 'Monthly Salary': '1' }]);
    expect(res.status).toBe(422);
    expect(res.body.errors['row 6']).toEqual(['The salary grade 34 is outside 1–33.']);
    expect(await q(`SELECT count(*)::int AS n FROM salary_schedule`)).toEqual(before);
  });

  let batchId: number;

  it('imports the cells: the schedule of 2019 answers them; the same file again skips', async () => {
    const res = await send('/api/imports/salary-schedules', good());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.batch).toMatchObject({ kind: 'salary-schedules', created: 4, updated: 0 });
    batchId = res.body.batch.id;
    const amount = await t.http.get('/api/salary-grades/amount?grade=1&step=2&date=2019-06-30').set(as(hr));
    expect(amount.status, JSON.stringify(amount.body)).toBe(200);
    expect(amount.body).toMatchObject({ amount: 1_116_000, effective_date: '2019-01-01' });
    expect(await q(`SELECT DISTINCT tranche FROM salary_schedule WHERE effective_date = '2019-01-01'`)).toEqual([{ tranche: TRANCHE }]);
    const again = await send('/api/imports/salary-schedules/preview', good());
    expect(again.body.summary).toMatchObject({ create: 0, update: 0, skip: 4, problems: 0 });
  });

  it('undoes the import: the cells are gone', async () => {
    const res = await t.http.delete(`/api/imports/batches/${batchId}`).set(as(admin));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await q(`SELECT count(*)::int AS n FROM salary_schedule WHERE effective_date = '2019-01-01'`)).toEqual([{ n: 0 }]);
  });

  it('refuses the undo once a payroll paid since read a figure, or the schedule was corrected by hand', async () => {
    const res = await send('/api/imports/salary-schedules', good());
    expect(res.status).toBe(200);
    const batch = res.body.batch.id;
    await q(`UPDATE import_batches SET created_at = created_at - interval '1 minute' WHERE id = $1`, [batch]);
    const correct = await t.http
      .patch('/api/salary-grades/2019-01-01')
      .set(as(admin))
      .send({ reason: 'DBM circular, as printed', cells: [{ grade: 2, step: 1, amount: 1_176_200 }] });
    expect(correct.status, JSON.stringify(correct.body)).toBe(200);
    const corrected = await t.http.delete(`/api/imports/batches/${batch}`).set(as(admin));
    expect(corrected.status).toBe(409);
    expect(corrected.body.message).toBe('This import can no longer be undone: the salary schedule from 2019-01-01 was corrected after the import.');
    await q(`DELETE FROM audit_log WHERE entity = 'salary_schedule' AND entity_id = '2019-01-01'`);
    await paidPayroll('2019-05', 1, 3);
    const paid = await t.http.delete(`/api/imports/batches/${batch}`).set(as(admin));
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(
      'This import can no longer be undone: the paid payroll of 2019-05 read salary grade 1, step 3 of the schedule from 2019-01-01.',
    );
    expect(await q(`SELECT count(*)::int AS n FROM salary_schedule WHERE effective_date = '2019-01-01'`)).toEqual([{ n: 4 }]);
  });
});
