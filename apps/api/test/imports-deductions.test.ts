import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf, workbookOf, type SheetRow, committed } from './support/imports';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { computeRun } from './support/payroll';
import { as, departmentId, personnelIdOf } from './support/records';

// Issue 41: the loans and other deductions HR keeps per person through the one import mechanism — the kind by its code,
// pesos to centavos, the months and the balance; the same records the payroll takes; the undo, refused once a payroll
// run computed after the import took one.

let t: TestApp;
let hr: string;
let admin: string;
let staffId: number;
let headId: number;
let cas: number;
const idno: Record<string, string> = {};
const NOVEMBER = '2026-11';

type Row = SheetRow;

const workbook = (rows: Row[]) => workbookOf('Loans', rows, ['Emp No', 'Loan Code', 'Monthly Amortization', 'Start', 'End', 'Outstanding Balance']);

const q = sqlOf(() => t);

const good = (): Row[] => [
  { 'Emp No': idno.staff!, 'Loan Code': 'GSIS-MPL', 'Monthly Amortization': '₱ 1,250.00', Start: 'Nov 2026', 'Outstanding Balance': '30,000' },
  { 'Emp No': idno.staff!, 'Loan Code': 'Union dues', 'Monthly Amortization': 100, Start: NOVEMBER, End: '2027-10' },
  { 'Emp No': idno.head!, 'Loan Code': 'PAGIBIG-MPL', 'Monthly Amortization': '1,000.00', Start: NOVEMBER, 'Outstanding Balance': 24000 },
];

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  [hr, admin] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'admin@hris.test')]);
  [staffId, headId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'head@hris.test')]);
  cas = await departmentId(t, 'CAS');
  for (const [who, email] of [
    ['staff', 'staff@hris.test'],
    ['head', 'head@hris.test'],
    ['hr', 'hr@hris.test'],
  ] as const)
    idno[who] = (await q<{ idno: string }>(`SELECT idno FROM personnel WHERE id = $1`, [await personnelIdOf(t, email)]))[0]!.idno;
  // The demo's deductions are left out: these tests keep their own. The head's Pag-IBIG loan was added on the page.
  await q(`DELETE FROM person_deductions`);
  const added = await t.http
    .post('/api/payroll/deductions')
    .set(as(hr))
    .send({ personnel_id: headId, code: 'PAGIBIG-MPL', label: 'Pag-IBIG multi-purpose loan', monthly: 90_000, start_month: '2026-01', balance: 2_500_000 });
  expect(added.status).toBe(200);
}, 120_000);

afterAll(() => t?.close());

describe('loans and other deductions', () => {
  it('previews each deduction and the problems in the users’ words', async () => {
    const rows: Row[] = [
      ...good(),
      { 'Emp No': idno.staff!, 'Loan Code': 'GSIS-MLP', 'Monthly Amortization': 'abc', Start: '13/2026' },
      { 'Emp No': idno.staff!, 'Loan Code': 'gsis-mpl', 'Monthly Amortization': 500, Start: NOVEMBER, End: '2026-10' },
      { 'Emp No': idno.hr!, 'Loan Code': 'COOP', 'Monthly Amortization': 0, Start: NOVEMBER, 'Outstanding Balance': '-5' },
      { 'Emp No': '2026-9999', 'Loan Code': '', 'Monthly Amortization': '', Start: '' },
    ];
    const res = await t.http
      .post('/api/imports/deductions/preview')
      .set(as(hr))
      .attach('file', await workbook(rows), 'loans.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.mapping).toMatchObject({
      employee_no: 'Emp No',
      code: 'Loan Code',
      monthly: 'Monthly Amortization',
      start_month: 'Start',
      end_month: 'End',
      balance: 'Outstanding Balance',
    });
    const [a, b, c, d, e, f, g] = res.body.rows;
    expect(a).toMatchObject({ row: 2, action: 'create', problems: [], changes: ['GSIS multi-purpose loan: 1,250.00 a month from 2026-11, balance 30,000.00'] });
    expect(b).toMatchObject({ action: 'create', problems: [], changes: ['Union dues: 100.00 a month from 2026-11 to 2027-10'] });
    expect(c).toMatchObject({ action: 'update', problems: [] });
    expect(c.changes).toEqual(['Amount a month: 900.00 → 1,000.00', 'First month: 2026-01 → 2026-11', 'Balance: 25,000.00 → 24,000.00']);
    expect(d.problems).toEqual([
      expect.stringMatching(
        /^No kind of deduction has the code "GSIS-MLP"\. Did you mean .*"GSIS-MPL".*\? Add it under Payroll → Deduction types first, or correct the code\.$/,
      ),
      'The amount a month "abc" is not an amount in pesos.',
      'The first month "13/2026" is not a month; write it as 2026-01.',
    ]);
    expect(e.problems).toEqual([
      'The last month 2026-10 is before the first month 2026-11.',
      expect.stringMatching(/has GSIS-MPL on row 2 too; one row a person and code\.$/),
    ]);
    expect(f.problems).toEqual([
      'This is your own record: another officer of the HR office must import it.',
      'The amount a month must be at least 0.01.',
      'The balance must be at least 0.00.',
    ]);
    expect(g.problems).toEqual([
      'No person has the employee number 2026-9999.',
      'The code is missing.',
      'The amount a month is missing.',
      'The first month is missing.',
    ]);
    expect(res.body.summary).toEqual({ create: 2, update: 1, skip: 0, problems: 4 });
  });

  it('commits nothing while a row has a problem', async () => {
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/deductions')
        .set(as(hr))
        .attach('file', await workbook([...good(), { 'Emp No': idno.staff!, 'Loan Code': 'NOPE', 'Monthly Amortization': 1, Start: NOVEMBER }]), 'loans.xlsx'),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['row 5']);
    expect(await q(`SELECT count(*)::int AS n FROM person_deductions`)).toEqual([{ n: 1 }]);
  });

  let batchId: number;

  it('imports the deductions in centavos as the payroll reads them; the same file again changes nothing', async () => {
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/deductions')
        .set(as(hr))
        .attach('file', await workbook(good()), 'loans.xlsx'),
    );
    expect(res.status).toBe(200);
    expect(res.body.batch).toMatchObject({ kind: 'deductions', created: 2, updated: 1 });
    batchId = res.body.batch.id;
    const listed = await t.http.get(`/api/payroll/deductions?personnel_id=${staffId}`).set(as(hr));
    expect(listed.status).toBe(200);
    expect(
      listed.body.deductions.map((d: Record<string, unknown>) => ({
        code: d.code,
        label: d.label,
        monthly: d.monthly,
        start_month: d.start_month,
        end_month: d.end_month,
        balance: d.balance,
        active: d.active,
        tax_excluded: d.tax_excluded,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          code: 'GSIS-MPL',
          label: 'GSIS multi-purpose loan',
          monthly: 125_000,
          start_month: NOVEMBER,
          end_month: null,
          balance: 3_000_000,
          active: true,
          tax_excluded: false,
        },
        { code: 'UNION', label: 'Union dues', monthly: 10_000, start_month: NOVEMBER, end_month: '2027-10', balance: null, active: true, tax_excluded: true },
      ]),
    );
    expect(await q(`SELECT monthly::int, start_month, balance::int FROM person_deductions WHERE personnel_id = $1`, [headId])).toEqual([
      { monthly: 100_000, start_month: NOVEMBER, balance: 2_400_000 },
    ]);
    const again = await t.http
      .post('/api/imports/deductions/preview')
      .set(as(hr))
      .attach('file', await workbook(good()), 'loans.xlsx');
    expect(again.body.summary).toMatchObject({ create: 0, update: 0, skip: 3, problems: 0 });
  });

  it('undoes the import: the deductions made gone, the one changed as it was', async () => {
    const res = await t.http.delete(`/api/imports/batches/${batchId}`).set(as(admin));
    expect(res.status).toBe(200);
    expect(await q(`SELECT code, monthly::int, start_month, balance::int FROM person_deductions ORDER BY id`)).toEqual([
      { code: 'PAGIBIG-MPL', monthly: 90_000, start_month: '2026-01', balance: 2_500_000 },
    ]);
  });

  it('refuses the undo once a payroll run computed after the import took a deduction', async () => {
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/deductions')
        .set(as(hr))
        .attach('file', await workbook(good()), 'loans.xlsx'),
    );
    expect(res.status).toBe(200);
    const run = (await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: NOVEMBER, kind: 'regular', department_id: cas })).body.run.id;
    const computed = await computeRun(t, hr, run, { confirm_missing_dtr: true });
    expect(computed.status, JSON.stringify(computed.body)).toBe(200);
    const undo = await t.http.delete(`/api/imports/batches/${res.body.batch.id}`).set(as(admin));
    expect(undo.status).toBe(409);
    expect(undo.body.message).toMatch(/^This import can no longer be undone: a payroll run computed since took the .+ of .+\.$/);
    expect(await q(`SELECT count(*)::int AS n FROM person_deductions`)).toEqual([{ n: 3 }]);
  });
});
