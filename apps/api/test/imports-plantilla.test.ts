import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf, workbookOf, type SheetRow, committed } from './support/imports';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, makeEmployee } from './support/records';

// Issue 41: the plantilla moves in from the office's spreadsheet — items with their incumbents, on the one import
// mechanism: preview, all or nothing, the plantilla's rules (one item a person, a filled item's position changes by
// appointment, nobody imports the item they hold), the undo and its refusal once an item is changed or used.

let t: TestApp;
let hr: string;
let admin: string;

type Row = SheetRow;

const workbook = (rows: Row[]) => workbookOf('Plantilla', rows);

const q = sqlOf(() => t);
const preview = async (rows: Row[], who = hr) =>
  t.http
    .post('/api/imports/plantilla-items/preview')
    .set(as(who))
    .attach('file', await workbook(rows), 'plantilla.xlsx');
const commit = async (rows: Row[], who = hr) =>
  committed(
    t,
    who,
    t.http
      .post('/api/imports/plantilla-items')
      .set(as(who))
      .attach('file', await workbook(rows), 'plantilla.xlsx'),
  );

let newcomer: { id: number; idno: string };
let vacant: { item_no: string; salary_step: number };
let staffItem: string;

beforeAll(async () => {
  t = await createTestApp();
  [hr, admin] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'admin@hris.test')]);
  const made = await makeEmployee(t, { first: 'Noel', last: 'Castillo', department: 'CAS' });
  await q(`UPDATE personnel SET idno = 'PLT-0001', date_original_appointment = '2018-07-01' WHERE id = $1`, [made.personnelId]);
  newcomer = { id: made.personnelId, idno: 'PLT-0001' };
  vacant = (await q<{ item_no: string; salary_step: number }>(`SELECT item_no, salary_step FROM plantilla_items WHERE item_no = 'SU-CAS-INST1-7-2026'`))[0]!;
  staffItem = 'SU-CAS-ADAS2-1-2022';
}, 120_000);

afterAll(() => t?.close());

const good = (): Row[] => [
  { 'Item No.': 'SU-CAS-INST1-20-2026', Position: 'Instructor I', Office: 'CAS', SG: 12, Step: 1, Level: 'Second Level' },
  { 'Item No.': 'SU-CAS-INST1-21-2026', Position: 'Instructor I', Office: 'CAS', SG: 12, Level: 'Second Level', Incumbent: newcomer.idno },
  { 'Item No.': vacant.item_no, Position: 'Instructor I', Office: 'CAS', SG: 12, Step: 3 },
];

describe('the plantilla items', () => {
  it('previews each row: the items made, filled and changed, and the problems in the users’ words', async () => {
    const staffIdno = (await q<{ idno: string }>(`SELECT p.idno FROM personnel p JOIN users u ON u.personnel_id = p.id WHERE u.email = 'staff@hris.test'`))[0]!
      .idno;
    const res = await preview([
      ...good(),
      { 'Item No.': 'SU-CAS-X-1', Position: 'Instructor I', Office: 'Colege of Arts and Sciencs', SG: 34 },
      { 'Item No.': 'SU-CAS-INST1-20-2026', Position: 'Instructor I', Office: 'CAS', SG: 12 },
      { 'Item No.': 'SU-CAS-X-2', Position: 'Instructor I', Office: 'CAS', SG: 12, Incumbent: '2026-9999' },
      { 'Item No.': 'SU-CAS-X-3', Position: 'Instructor I', Office: 'CAS', SG: 12, Incumbent: staffIdno },
      { 'Item No.': staffItem, Position: 'Administrative Aide IV', Office: 'CAS', SG: 4 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.mapping).toMatchObject({ item_no: 'Item No.', salary_grade: 'SG', incumbent_employee_no: 'Incumbent' });
    const [made, filled, changed, bad, twice, nobody, moving, position] = res.body.rows;
    expect(made).toMatchObject({ row: 2, action: 'create', subject: 'SU-CAS-INST1-20-2026 (Instructor I)', problems: [] });
    expect(filled).toMatchObject({ action: 'create', changes: ['Filled by CASTILLO, Noel (PLT-0001) from 2018-07-01'], problems: [] });
    expect(changed).toMatchObject({ action: 'update', changes: [`Step: ${vacant.salary_step} → 3`], problems: [] });
    expect(bad.problems).toEqual([
      expect.stringMatching(/^No office is named "Colege of Arts and Sciencs"\. Did you mean "College of Arts and Sciences"/),
      'The salary grade 34 is outside 1–33.',
    ]);
    expect(twice.problems).toEqual(['The item number SU-CAS-INST1-20-2026 is also on row 2.']);
    expect(nobody.problems).toEqual(['No person has the employee number 2026-9999.']);
    expect(moving.problems).toEqual([expect.stringMatching(new RegExp(`holds the plantilla item ${staffItem}; a move to another item is an appointment`))]);
    expect(position.problems).toEqual([
      expect.stringMatching(new RegExp(`holds the item ${staffItem}; its position changes by a new appointment, not by an import\\.$`)),
    ]);
    expect(res.body.summary).toEqual({ create: 2, update: 1, skip: 0, problems: 5 });
  });

  it('nobody imports the item they hold', async () => {
    const res = await preview([{ 'Item No.': 'SU-HRMO-ADOF4-1-2021', Position: 'Administrative Officer IV', Office: 'HRMO', SG: 15, Step: 8 }]);
    expect(res.body.rows[0].problems).toContain('This is your own record: another officer of the HR office must import it.');
  });

  it('commits nothing while a row has a problem', async () => {
    const before = await q(`SELECT count(*)::int AS n FROM plantilla_items`);
    const res = await commit([...good(), { 'Item No.': 'SU-CAS-X-1', Position: 'Instructor I', Office: 'CAS', SG: 34 }]);
    expect(res.status).toBe(422);
    expect(res.body.errors['row 5']).toEqual(['The salary grade 34 is outside 1–33.']);
    expect(await q(`SELECT count(*)::int AS n FROM plantilla_items`)).toEqual(before);
  });

  let batchId: number;

  it('imports the items: made vacant, made and filled (the salary held is the item’s), changed; the same file again skips', async () => {
    const res = await commit(good());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.batch).toMatchObject({ kind: 'plantilla-items', created: 2, updated: 1 });
    batchId = res.body.batch.id;
    expect(
      await q(
        `SELECT i.item_no, i.status, i.incumbent_personnel_id, i.filled_on::text, i.salary_grade::int, l.name AS level
           FROM plantilla_items i LEFT JOIN plantilla_levels l ON l.id = i.level_id WHERE i.item_no LIKE 'SU-CAS-INST1-2_-2026' ORDER BY i.item_no`,
      ),
    ).toEqual([
      { item_no: 'SU-CAS-INST1-20-2026', status: 'vacant', incumbent_personnel_id: null, filled_on: null, salary_grade: 12, level: 'Second Level' },
      {
        item_no: 'SU-CAS-INST1-21-2026',
        status: 'filled',
        incumbent_personnel_id: newcomer.id,
        filled_on: '2018-07-01',
        salary_grade: 12,
        level: 'Second Level',
      },
    ]);
    expect(await q(`SELECT salary_step FROM plantilla_items WHERE item_no = $1`, [vacant.item_no])).toEqual([{ salary_step: 3 }]);
    const [held] = await q(`SELECT salary_grade, plantilla_item_id IS NOT NULL AS has_item FROM salary_held_on($1, CURRENT_DATE)`, [newcomer.id]);
    expect(held).toEqual({ salary_grade: 12, has_item: true });
    const again = await preview(good());
    expect(again.body.summary).toMatchObject({ create: 0, update: 0, skip: 3, problems: 0 });
  });

  it('undoes the import: the items made are gone, the item changed is as it was', async () => {
    const res = await t.http.delete(`/api/imports/batches/${batchId}`).set(as(admin));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await q(`SELECT item_no FROM plantilla_items WHERE item_no LIKE 'SU-CAS-INST1-2_-2026'`)).toEqual([]);
    expect(await q(`SELECT salary_step FROM plantilla_items WHERE item_no = $1`, [vacant.item_no])).toEqual([{ salary_step: vacant.salary_step }]);
  });

  it('refuses the undo once an item is changed after the import, or named by another record', async () => {
    const res = await commit(good());
    expect(res.status).toBe(200);
    const batch = res.body.batch.id;
    // The import was a minute ago: what it wrote then is not a change since.
    await q(`UPDATE import_batches SET created_at = created_at - interval '1 minute' WHERE id = $1`, [batch]);
    await q(`UPDATE plantilla_items SET updated_at = updated_at - interval '1 minute' WHERE item_no LIKE 'SU-CAS-INST1-%'`);
    const [item] = await q<{ id: number; position_id: number; department_id: number }>(
      `SELECT id, position_id, department_id FROM plantilla_items WHERE item_no = 'SU-CAS-INST1-21-2026'`,
    );
    // An appointment names the item made: the item is used.
    await q(`INSERT INTO appointments (personnel_id, position_id, effective_date, plantilla_item_id) VALUES ($1, $2, '2018-07-01', $3)`, [
      newcomer.id,
      item!.position_id,
      item!.id,
    ]);
    const used = await t.http.delete(`/api/imports/batches/${batch}`).set(as(admin));
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('This import can no longer be undone: the plantilla item SU-CAS-INST1-21-2026 is used since (a record in appointments).');
    await q(`DELETE FROM appointments WHERE plantilla_item_id = $1`, [item!.id]);
    // The keeper of the plantilla edits the vacant item changed by the import: the item is changed since.
    const [changed] = await q<{ id: number; position_id: number; department_id: number }>(
      `SELECT id, position_id, department_id FROM plantilla_items WHERE item_no = $1`,
      [vacant.item_no],
    );
    const edit = await t.http
      .put(`/api/plantilla/items/${changed!.id}`)
      .set(as(admin))
      .send({ item_no: vacant.item_no, position_id: changed!.position_id, department_id: changed!.department_id, salary_grade: 12, salary_step: 5 });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const undo = await t.http.delete(`/api/imports/batches/${batch}`).set(as(admin));
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe(`This import can no longer be undone: the plantilla item ${vacant.item_no} was changed after the import.`);
    expect(await q(`SELECT count(*)::int AS n FROM plantilla_items WHERE item_no LIKE 'SU-CAS-INST1-2_-2026'`)).toEqual([{ n: 2 }]);
  });
});
