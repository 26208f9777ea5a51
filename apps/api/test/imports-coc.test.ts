import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf, workbookOf, type SheetRow, committed } from './support/imports';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { addDays, manilaToday, weekdayFrom } from './support/dates';
import { as, personnelIdOf } from './support/records';

// Issue 41: COC balances carried over from the old system through the one import mechanism — earnings of the COC
// ledger with their expiry under JC 2 s.2004, the balance cap, the undo, refused once compensatory time-off is filed.

let t: TestApp;
let hr: string;
let admin: string;
let staff: string;
let staffId: number;
let headId: number;
const idno: Record<string, string> = {};

type Row = SheetRow;

const workbook = (rows: Row[]) => workbookOf('COC', rows, ['Emp No', 'Date Earned', 'COC Hours', 'Valid Until']);

const q = sqlOf(() => t);
const today = manilaToday();
const year = Number(today.slice(0, 4));
const lastYear = `${year - 1}-06-15`;
const recent = addDays(today, -30);
const cocHours = async (id: number) => (await t.http.get(`/api/leave/${id}/balances`).set(as(hr))).body.balances.coc_hours as number;

const good = (): Row[] => [
  { 'Emp No': idno.staff!, 'Date Earned': new Date(`${lastYear}T00:00:00Z`), 'COC Hours': 10 },
  { 'Emp No': idno.staff!, 'Date Earned': recent, 'COC Hours': '8.50', 'Valid Until': `${Number(recent.slice(0, 4)) + 1}-06-30` },
  { 'Emp No': idno.head!, 'Date Earned': recent, 'COC Hours': 40 },
];

beforeAll(async () => {
  t = await createTestApp();
  [hr, admin, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'admin@hris.test'), signIn(t, 'staff@hris.test')]);
  [staffId, headId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'head@hris.test')]);
  for (const [who, email] of [
    ['staff', 'staff@hris.test'],
    ['head', 'head@hris.test'],
    ['hr', 'hr@hris.test'],
  ] as const)
    idno[who] = (await q<{ idno: string }>(`SELECT idno FROM personnel WHERE id = $1`, [await personnelIdOf(t, email)]))[0]!.idno;
  // They start with no COC at all: the balances below are the import's alone.
  await q(`DELETE FROM compensatory_credits WHERE personnel_id = ANY($1::int[])`, [[staffId, headId]]);
}, 120_000);

afterAll(() => t?.close());

describe('COC balances', () => {
  it('previews each earning with its expiry, and the problems in the users’ words', async () => {
    const rows: Row[] = [
      ...good(),
      { 'Emp No': idno.staff!, 'Date Earned': `${year - 2}-06-15`, 'COC Hours': 4 },
      { 'Emp No': idno.staff!, 'Date Earned': `${year - 1}-07-15`, 'COC Hours': 2, 'Valid Until': `${year + 1}-12-31` },
      { 'Emp No': idno.staff!, 'Date Earned': recent, 'COC Hours': 1 },
      { 'Emp No': idno.hr!, 'Date Earned': '03/06/2025', 'COC Hours': '8.125' },
      { 'Emp No': '2026-9999', 'Date Earned': addDays(today, 1), 'COC Hours': 0 },
      { 'Emp No': idno.head!, 'Date Earned': lastYear, 'COC Hours': 90 },
    ];
    const res = await t.http
      .post('/api/imports/coc-balances/preview')
      .set(as(hr))
      .attach('file', await workbook(rows), 'coc.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.mapping).toEqual({ employee_no: 'Emp No', earned_on: 'Date Earned', hours: 'COC Hours', expires_on: 'Valid Until' });
    const [a, b, c, d, e, f, g, h, i] = res.body.rows;
    expect(a).toMatchObject({ row: 2, action: 'create', problems: [], changes: [`10.00 hours, expiring ${year}-12-31`] });
    expect(b).toMatchObject({ action: 'create', problems: [], changes: [`8.50 hours, expiring ${Number(recent.slice(0, 4)) + 1}-06-30`] });
    expect(c).toMatchObject({ action: 'create', problems: [] });
    expect(d.problems).toEqual([`These hours expired on ${year - 1}-12-31: an expired balance is not carried over.`]);
    expect(e.problems).toEqual([`COC earned on ${year - 1}-07-15 expires on ${year}-12-31 at the latest (JC 2 s.2004); the row says ${year + 1}-12-31.`]);
    expect(f.problems).toEqual([expect.stringMatching(new RegExp(`has COC earned on ${recent} on row 3 too; add the hours in one row\\.$`))]);
    expect(g.problems).toEqual([
      'This is your own record: another officer of the HR office must import it.',
      'The date earned "03/06/2025" could be 3 June 2025 or 6 March 2025; write it as 2025-06-03 or 2025-03-06.',
      'The hours 8.125 have more than two decimals.',
    ]);
    expect(h.problems).toEqual([
      'No person has the employee number 2026-9999.',
      `The date earned ${addDays(today, 1)} must not be in the future.`,
      'The hours must be more than zero.',
    ]);
    // 40 + 90 hours unexpired: past the cap of 120, said once, on the person's last row.
    expect(i.problems).toEqual([expect.stringMatching(/would hold 130\.00 hours of unexpired COC, more than the 120\.00 one may hold/)]);
    expect(res.body.summary).toEqual({ create: 3, update: 0, skip: 0, problems: 6 });
  });

  it('commits nothing while a row has a problem', async () => {
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/coc-balances')
        .set(as(hr))
        .attach('file', await workbook([...good(), { 'Emp No': idno.head!, 'Date Earned': lastYear, 'COC Hours': 90 }]), 'coc.xlsx'),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['row 5']);
    expect(await q(`SELECT count(*)::int AS n FROM compensatory_credits WHERE personnel_id = ANY($1::int[])`, [[staffId, headId]])).toEqual([{ n: 0 }]);
  });

  let batchId: number;

  it('imports the earnings into the COC ledger; the balances count them; the same file again changes nothing', async () => {
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/coc-balances')
        .set(as(hr))
        .attach('file', await workbook(good()), 'coc.xlsx'),
    );
    expect(res.status).toBe(200);
    expect(res.body.batch).toMatchObject({ kind: 'coc-balances', created: 3, updated: 0 });
    batchId = res.body.batch.id;
    expect(
      await q(
        `SELECT entry_kind, hours::float8 AS hours, entry_date::text, expires_on::text, overtime_request_id FROM compensatory_credits WHERE personnel_id = $1 ORDER BY entry_date`,
        [staffId],
      ),
    ).toEqual([
      { entry_kind: 'earned', hours: 10, entry_date: lastYear, expires_on: `${year}-12-31`, overtime_request_id: null },
      { entry_kind: 'earned', hours: 8.5, entry_date: recent, expires_on: `${Number(recent.slice(0, 4)) + 1}-06-30`, overtime_request_id: null },
    ]);
    expect(await q(`SELECT count(*)::int AS n FROM leave_stale_months WHERE personnel_id = ANY($1::int[])`, [[staffId, headId]])).toEqual([{ n: 0 }]);
    expect(await cocHours(staffId)).toBe(18.5);
    // So does the balance of the person's COC ledger: an earning with no overtime request behind it counts.
    const credits = await t.http.get(`/api/personnels/${staffId}/compensatory-credits`).set(as(admin));
    expect(credits.body.balance).toBe(18.5);
    const again = await t.http
      .post('/api/imports/coc-balances/preview')
      .set(as(hr))
      .attach('file', await workbook(good()), 'coc.xlsx');
    expect(again.body.summary).toMatchObject({ create: 0, update: 0, skip: 3, problems: 0 });
  });

  it('a later import corrects the hours of an earning; the first then cannot be undone, the later one can', async () => {
    const fixed = good().slice(0, 1);
    fixed[0]!['COC Hours'] = 12;
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/coc-balances')
        .set(as(hr))
        .attach('file', await workbook(fixed), 'coc-fixed.xlsx'),
    );
    expect(res.status).toBe(200);
    expect(res.body.batch).toMatchObject({ created: 0, updated: 1 });
    const first = await t.http.delete(`/api/imports/batches/${batchId}`).set(as(admin));
    expect(first.status).toBe(409);
    expect(first.body.message).toMatch(/^This import can no longer be undone: a later import changed the COC of BAUTISTA, Juan/);
    const later = await t.http.delete(`/api/imports/batches/${res.body.batch.id}`).set(as(admin));
    expect(later.status, later.body.message).toBe(200);
    expect(await q(`SELECT hours::float8 AS hours FROM compensatory_credits WHERE personnel_id = $1 AND entry_date = $2`, [staffId, lastYear])).toEqual([
      { hours: 10 },
    ]);
  });

  it('undoes the import: the earnings gone, the balances without them', async () => {
    const res = await t.http.delete(`/api/imports/batches/${batchId}`).set(as(admin));
    expect(res.status).toBe(200);
    expect(await q(`SELECT count(*)::int AS n FROM compensatory_credits WHERE personnel_id = ANY($1::int[])`, [[staffId, headId]])).toEqual([{ n: 0 }]);
    expect(await cocHours(staffId)).toBe(0);
  });

  it('refuses the undo once compensatory time-off is filed against the hours', async () => {
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/coc-balances')
        .set(as(hr))
        .attach('file', await workbook(good()), 'coc.xlsx'),
    );
    expect(res.status).toBe(200);
    const cto = (await q<{ id: number }>(`SELECT id FROM leave_types WHERE code = 'CTO'`))[0]!.id;
    const day = weekdayFrom(addDays(today, 10));
    const filed = await t.http.post('/api/leave/applications').set(as(staff)).send({ leave_type_id: cto, date_from: day, date_to: day, hours: 8 });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const undo = await t.http.delete(`/api/imports/batches/${res.body.batch.id}`).set(as(admin));
    expect(undo.status).toBe(409);
    expect(undo.body.message).toMatch(/^This import can no longer be undone: BAUTISTA, Juan \(.+\) has filed or taken compensatory time-off since\.$/);
    expect(await q(`SELECT count(*)::int AS n FROM compensatory_credits WHERE personnel_id = $1 AND entry_kind = 'earned'`, [staffId])).toEqual([{ n: 2 }]);
  });
});
