import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf, workbookOf, type SheetRow, committed } from './support/imports';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, makeEmployee, personnelIdOf } from './support/records';

// Issue 41: service records move in — the history before the product, line by line, on the one import mechanism:
// preview, overlaps refused (with the file's other rows and the lines on file), all or nothing, the undo and its
// refusal once a line is changed on the service record.

let t: TestApp;
let hr: string;
let admin: string;

type Row = SheetRow;

const workbook = (rows: Row[]) => workbookOf('Service record', rows);

const q = sqlOf(() => t);
/** A preview's answer, or a commit's once its job has ended (support/imports `committed`). */
const send = async (path: string, rows: Row[]) =>
  committed(
    t,
    hr,
    t.http
      .post(path)
      .set(as(hr))
      .attach('file', await workbook(rows), 'service-records.xlsx'),
  );

let ana: number;
let onFileLine: number;

beforeAll(async () => {
  t = await createTestApp();
  [hr, admin] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'admin@hris.test')]);
  ana = (await makeEmployee(t, { first: 'Ana', last: 'Reyes', department: 'CAS' })).personnelId;
  await q(`UPDATE personnel SET idno = 'SR-0001' WHERE id = $1`, [ana]);
  // The line HR typed by hand before the import: 2020 onwards, still running.
  const added = await t.http
    .post(`/api/personnels/${ana}/service-record`)
    .set(as(hr))
    .send({ date_from: '2020-01-02', position_title: 'Instructor II', appointment_status: 'Permanent', annual_salary: 36_000_000 });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  onFileLine = added.body.line.id;
}, 120_000);

afterAll(() => t?.close());

const good = (): Row[] => [
  {
    'ID No.': 'SR-0001',
    'Date From': new Date(Date.UTC(2012, 5, 1)),
    'Date To': '2015-12-31',
    Position: 'Instructor I',
    Status: 'Temporary',
    Salary: '₱ 180,000.00',
    Office: 'State University',
    Branch: 'National',
    LWOP: 2.5,
  },
  {
    'ID No.': 'SR-0001',
    'Date From': '2016-01-01',
    'Date To': '2019-12-31',
    Position: 'Instructor I',
    Status: 'Permanent',
    Salary: '220,000',
    Office: 'State University',
    Branch: 'National',
  },
];

describe('the service records', () => {
  it('previews each line, refusing overlaps, unknown people, ambiguous dates and one’s own record', async () => {
    const hrIdno = (await q<{ idno: string }>(`SELECT idno FROM personnel WHERE id = $1`, [await personnelIdOf(t, 'hr@hris.test')]))[0]!.idno;
    const res = await send('/api/imports/service-records/preview', [
      ...good(),
      { 'ID No.': 'SR-0001', 'Date From': '2015-06-01', 'Date To': '2016-03-31', Position: 'Lecturer' },
      { 'ID No.': 'SR-0001', 'Date From': '2019-06-01', 'Date To': '2020-06-30', Position: 'Instructor I' },
      { 'ID No.': '2026-9999', 'Date From': '2010-01-01', Position: 'Clerk' },
      { 'ID No.': 'SR-0001', 'Date From': '03/06/2011', 'Date To': '2011-01-01', Position: 'Clerk', Salary: 'twelve' },
      { 'ID No.': hrIdno, 'Date From': '2001-01-01', 'Date To': '2001-12-31', Position: 'Clerk' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.mapping).toMatchObject({
      employee_no: 'ID No.',
      date_from: 'Date From',
      date_to: 'Date To',
      position_title: 'Position',
      annual_salary: 'Salary',
    });
    const [a, b, overlapRow, overlapFile, nobody, ambiguous, own] = res.body.rows;
    expect(a).toMatchObject({ row: 2, action: 'create', subject: 'REYES, Ana (SR-0001), 2012-06-01 to 2015-12-31', problems: [] });
    expect(b).toMatchObject({ action: 'create', problems: [] });
    expect(overlapRow.problems).toEqual([
      'The line 2015-06-01 to 2016-03-31 overlaps row 2 (2012-06-01 to 2015-12-31).',
      'The line 2015-06-01 to 2016-03-31 overlaps row 3 (2016-01-01 to 2019-12-31).',
    ]);
    expect(overlapFile.problems).toEqual([
      'The line 2019-06-01 to 2020-06-30 overlaps row 3 (2016-01-01 to 2019-12-31).',
      'The line 2019-06-01 to 2020-06-30 overlaps the line on file 2020-01-02 to present (Instructor II).',
    ]);
    expect(nobody.problems).toEqual(['No person has the employee number 2026-9999.']);
    expect(ambiguous.problems).toEqual([
      'The start date "03/06/2011" could be 3 June 2011 or 6 March 2011; write it as 2011-06-03 or 2011-03-06.',
      'The annual salary "twelve" is not an amount in pesos.',
    ]);
    expect(own.problems).toEqual(['This is your own record: another officer of the HR office must import it.']);
    expect(res.body.summary).toEqual({ create: 2, update: 0, skip: 0, problems: 5 });
  });

  it('commits nothing while a row has a problem', async () => {
    const res = await send('/api/imports/service-records', [
      ...good(),
      { 'ID No.': 'SR-0001', 'Date From': '2014-01-01', 'Date To': '2030-01-01', Position: 'X' },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors['row 4']).toEqual([
      'The end date 2030-01-01 is in the future.',
      'The line 2014-01-01 to 2030-01-01 overlaps row 2 (2012-06-01 to 2015-12-31).',
      'The line 2014-01-01 to 2030-01-01 overlaps row 3 (2016-01-01 to 2019-12-31).',
      'The line 2014-01-01 to 2030-01-01 overlaps the line on file 2020-01-02 to present (Instructor II).',
    ]);
    expect(await q(`SELECT count(*)::int AS n FROM service_record_lines WHERE personnel_id = $1`, [ana])).toEqual([{ n: 1 }]);
  });

  let batchId: number;

  it('imports the lines (salary in centavos, LWOP to the thousandth), the service record shows them; the same file again skips', async () => {
    const res = await send('/api/imports/service-records', good());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.batch).toMatchObject({ kind: 'service-records', created: 2, updated: 0 });
    batchId = res.body.batch.id;
    const record = await t.http.get(`/api/personnels/${ana}/service-record`).set(as(hr));
    expect(record.body.lines.map((l: Record<string, unknown>) => [l.date_from, l.date_to, l.position_title, l.annual_salary, l.lwop_days, l.branch])).toEqual([
      ['2012-06-01', '2015-12-31', 'Instructor I', 18_000_000, 2.5, 'National'],
      ['2016-01-01', '2019-12-31', 'Instructor I', 22_000_000, null, 'National'],
      ['2020-01-02', null, 'Instructor II', 36_000_000, null, null],
    ]);
    const again = await send('/api/imports/service-records/preview', good());
    expect(again.body.summary).toMatchObject({ create: 0, update: 0, skip: 2, problems: 0 });
    const changed = await send('/api/imports/service-records/preview', [{ ...good()[1]!, Salary: '225,000' }]);
    expect(changed.body.rows[0]).toMatchObject({ action: 'update', changes: ['Annual salary: 220000.00 → 225000.00'], problems: [] });
  });

  it('undoes the import: the lines made are gone, the line on file stays', async () => {
    const res = await t.http.delete(`/api/imports/batches/${batchId}`).set(as(admin));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await q(`SELECT id FROM service_record_lines WHERE personnel_id = $1`, [ana])).toEqual([{ id: onFileLine }]);
  });

  it('refuses the undo once a line is changed on the service record after the import', async () => {
    const res = await send('/api/imports/service-records', good());
    expect(res.status).toBe(200);
    await q(`UPDATE import_batches SET created_at = created_at - interval '1 minute' WHERE id = $1`, [res.body.batch.id]);
    await q(`UPDATE service_record_lines SET updated_at = updated_at - interval '1 minute' WHERE personnel_id = $1`, [ana]);
    const [line] = await q<{ id: number }>(`SELECT id FROM service_record_lines WHERE personnel_id = $1 AND date_from = '2016-01-01'`, [ana]);
    const edit = await t.http
      .put(`/api/personnels/${ana}/service-record/${line!.id}`)
      .set(as(hr))
      .send({ date_from: '2016-01-01', date_to: '2019-12-31', position_title: 'Instructor I', remarks: 'Checked against the 201 file' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const undo = await t.http.delete(`/api/imports/batches/${res.body.batch.id}`).set(as(admin));
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe('This import can no longer be undone: the line from 2016-01-01 of REYES, Ana (SR-0001) was changed after the import.');
    expect(await q(`SELECT count(*)::int AS n FROM service_record_lines WHERE personnel_id = $1`, [ana])).toEqual([{ n: 3 }]);
  });
});
