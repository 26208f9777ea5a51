import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf, workbookOf, type SheetRow, committed } from './support/imports';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { addDays, manilaToday, weekdayFrom } from './support/dates';
import { as, personnelIdOf } from './support/records';

// Issue 41: opening leave balances as of a cut-off date through the one import mechanism — the same record leave's
// "opening balance" sets one at a time, under its rules; the cards redone after the commit; the undo, refused once used.

let t: TestApp;
let hr: string;
let admin: string;
let staff: string;
let staffId: number;
let headId: number;
const idno: Record<string, string> = {};

type Row = SheetRow;

/** Balances as a leave clerk keeps them: her own headers, the cut-off date as a date cell or typed. */
const workbook = (rows: Row[]) => workbookOf('Leave cards', rows, ['Employee No.', 'Balance as of', 'VL', 'SL']);

const q = sqlOf(() => t);
const today = manilaToday();
const lastYearEnd = `${Number(today.slice(0, 4)) - 1}-12-31`;
const thisYear = Number(today.slice(0, 4));
const broughtForward = async (id: number) => (await t.http.get(`/api/leave/${id}/ledger?year=${thisYear}`).set(as(hr))).body.brought_forward;

const good = (): Row[] => [
  { 'Employee No.': idno.staff!, 'Balance as of': new Date(`${lastYearEnd}T00:00:00Z`), VL: 12.375, SL: '10.5' },
  { 'Employee No.': idno.head!, 'Balance as of': lastYearEnd, VL: '20', SL: 15 },
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
  // Staff comes without an opening balance (the import makes one); the head's was set by hand before: the import replaces it, the undo puts it back.
  await q(`DELETE FROM leave_opening_balances WHERE personnel_id = $1`, [staffId]);
  const set = await t.http.post(`/api/leave/${headId}/opening-balance`).set(as(admin)).send({ as_of: lastYearEnd, vl: 3, sl: 4 });
  expect(set.status).toBe(200);
}, 120_000);

afterAll(() => t?.close());

describe('opening leave balances', () => {
  it('previews each row: the balance it sets or changes, and the problems in the users’ words', async () => {
    const rows: Row[] = [
      ...good(),
      { 'Employee No.': '2026-9999', 'Balance as of': lastYearEnd, VL: 1, SL: 1 },
      { 'Employee No.': idno.staff!, 'Balance as of': lastYearEnd, VL: 1, SL: 1 },
      { 'Employee No.': idno.hr!, 'Balance as of': '03/06/2025', VL: 'ten', SL: 10000 },
      { 'Employee No.': 'IMP-X', 'Balance as of': addDays(today, 1), VL: '', SL: 2 },
    ];
    const res = await t.http
      .post('/api/imports/leave-balances/preview')
      .set(as(hr))
      .attach('file', await workbook(rows), 'leave-cards.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.mapping).toEqual({ employee_no: 'Employee No.', as_of: 'Balance as of', vl: 'VL', sl: 'SL' });
    const [a, b, c, d, e, f] = res.body.rows;
    expect(a).toMatchObject({ row: 2, action: 'create', problems: [], changes: [`As of ${lastYearEnd}: vacation leave 12.375, sick leave 10.500`] });
    expect(a.subject).toMatch(new RegExp(`\\(${idno.staff}\\)$`));
    expect(b).toMatchObject({ row: 3, action: 'update', problems: [], changes: ['Vacation leave: 3.000 → 20.000', 'Sick leave: 4.000 → 15.000'] });
    expect(c.problems).toEqual(['No person has the employee number 2026-9999.']);
    expect(d.problems).toEqual([`The employee number ${idno.staff} is also on row 2.`]);
    expect(e.problems).toEqual([
      'This is your own record: another officer of the HR office must import it.',
      'The as-of date "03/06/2025" could be 3 June 2025 or 6 March 2025; write it as 2025-06-03 or 2025-03-06.',
      'The vacation leave "ten" is not a number of zero or more.',
      'The sick leave 10000 is more than 9999.999.',
    ]);
    expect(f.problems).toEqual([
      'No person has the employee number IMP-X.',
      `The as-of date ${addDays(today, 1)} must not be in the future.`,
      'The vacation leave is missing.',
    ]);
    expect(res.body.summary).toEqual({ create: 1, update: 1, skip: 0, problems: 4 });
  });

  it('commits nothing while a row has a problem', async () => {
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/leave-balances')
        .set(as(hr))
        .attach('file', await workbook([...good(), { 'Employee No.': '2026-9999', 'Balance as of': lastYearEnd, VL: 1, SL: 1 }]), 'leave-cards.xlsx'),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors['row 4']).toEqual(['No person has the employee number 2026-9999.']);
    expect(await q(`SELECT personnel_id FROM leave_opening_balances WHERE personnel_id = $1`, [staffId])).toEqual([]);
    expect(await q(`SELECT vl::float8 AS vl FROM leave_opening_balances WHERE personnel_id = $1`, [headId])).toEqual([{ vl: 3 }]);
  });

  let batchId: number;

  it('imports the balances and redoes the leave cards from them at once', async () => {
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/leave-balances')
        .set(as(hr))
        .attach('file', await workbook(good()), 'leave-cards.xlsx'),
    );
    expect(res.status).toBe(200);
    expect(res.body.batch).toMatchObject({ kind: 'leave-balances', created: 1, updated: 1 });
    batchId = res.body.batch.id;
    expect(await q(`SELECT as_of::text, vl::float8 AS vl, sl::float8 AS sl FROM leave_opening_balances WHERE personnel_id = $1`, [staffId])).toEqual([
      { as_of: lastYearEnd, vl: 12.375, sl: 10.5 },
    ]);
    // Refreshed in the commit's wake, as setting one opening balance does: nothing left stale for them.
    expect(await q(`SELECT count(*)::int AS n FROM leave_stale_months WHERE personnel_id = ANY($1::int[])`, [[staffId, headId]])).toEqual([{ n: 0 }]);
    expect(await broughtForward(staffId)).toEqual({ vl: 12.375, sl: 10.5 });
    expect(await broughtForward(headId)).toEqual({ vl: 20, sl: 15 });
    const again = await t.http
      .post('/api/imports/leave-balances/preview')
      .set(as(hr))
      .attach('file', await workbook(good()), 'leave-cards.xlsx');
    expect(again.body.summary).toMatchObject({ create: 0, update: 0, skip: 2, problems: 0 });
  });

  it('undoes the import: the balance made gone, the one replaced as it was, the cards from them', async () => {
    const res = await t.http.delete(`/api/imports/batches/${batchId}`).set(as(admin));
    expect(res.status).toBe(200);
    expect(await q(`SELECT personnel_id FROM leave_opening_balances WHERE personnel_id = $1`, [staffId])).toEqual([]);
    expect(await q(`SELECT as_of::text, vl::float8 AS vl, sl::float8 AS sl FROM leave_opening_balances WHERE personnel_id = $1`, [headId])).toEqual([
      { as_of: lastYearEnd, vl: 3, sl: 4 },
    ]);
    expect(await broughtForward(headId)).toEqual({ vl: 3, sl: 4 });
  });

  it('refuses the undo once leave charged to the balance was filed', async () => {
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/leave-balances')
        .set(as(hr))
        .attach('file', await workbook(good()), 'leave-cards.xlsx'),
    );
    expect(res.status).toBe(200);
    const vl = (await q<{ id: number }>(`SELECT id FROM leave_types WHERE code = 'VL'`))[0]!.id;
    const first = weekdayFrom(addDays(today, 10));
    const filed = await t.http
      .post('/api/leave/applications')
      .set(as(staff))
      .send({ leave_type_id: vl, date_from: first, date_to: first, details: { location: 'philippines', location_detail: 'Baguio City' } });
    expect(filed.status).toBe(200);
    const undo = await t.http.delete(`/api/imports/batches/${res.body.batch.id}`).set(as(admin));
    expect(undo.status).toBe(409);
    expect(undo.body.message).toMatch(
      /^This import can no longer be undone: leave charged to vacation or sick leave was filed for BAUTISTA, Juan \(.+\) since\.$/,
    );
    expect(await q(`SELECT vl::float8 AS vl FROM leave_opening_balances WHERE personnel_id = $1`, [staffId])).toEqual([{ vl: 12.375 }]);
  });

  it('lists the kind with what its undo depends on; staff cannot import', async () => {
    const kinds = await t.http.get('/api/imports/kinds').set(as(hr));
    expect(kinds.body.kinds.find((k: { kind: string }) => k.kind === 'leave-balances').undo_rule).toMatch(/leave charged to vacation or sick leave was filed/);
    const denied = await t.http
      .post('/api/imports/leave-balances/preview')
      .set(as(staff))
      .attach('file', await workbook(good()), 'leave-cards.xlsx');
    expect(denied.status).toBe(403);
  });
});
