import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDate, readPesos, closestNames, proposeMapping } from '../src/domain/import-values';
import { sqlOf, workbookOf, type SheetRow, committed } from './support/imports';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, personnelIdOf } from './support/records';

// Issue 41: moving in from spreadsheets. The personnel masterlist through the one import mechanism: the preview of good,
// bad and ambiguous rows, all or nothing, the batch and its undo, and the undo refused once a record is used.

let t: TestApp;
let hr: string;
let admin: string;
let staff: string;

type Row = SheetRow;

/** A masterlist as an office keeps it in Excel: its own headers, a date cell, numbers typed as numbers. */
const workbook = (rows: Row[], headers?: string[]) => workbookOf('Masterlist', rows, headers ?? Object.keys(rows[0]!));

const q = sqlOf(() => t);

let office: { fullname: string; acronym: string };
let position: { name: string; salary_grade: number };
let item: { item_no: string; salary_grade: number };
let staffIdno: string;

beforeAll(async () => {
  t = await createTestApp(process.env.IMPORT_LOG ? { logStream: process.stderr } : {});
  [hr, admin, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'admin@hris.test'), signIn(t, 'staff@hris.test')]);
  office = (
    await q<{ fullname: string; acronym: string }>(`SELECT fullname, acronym FROM departments WHERE is_active AND campus_id = 1 ORDER BY id LIMIT 1`)
  )[0]!;
  position = (
    await q<{ name: string; salary_grade: number }>(`SELECT name, salary_grade FROM positions WHERE salary_grade IS NOT NULL ORDER BY id LIMIT 1`)
  )[0]!;
  item = (
    await q<{ item_no: string; salary_grade: number }>(`SELECT item_no, salary_grade::int FROM plantilla_items WHERE status = 'vacant' ORDER BY id LIMIT 1`)
  )[0]!;
  staffIdno = (await q<{ idno: string }>(`SELECT idno FROM personnel WHERE id = $1`, [await personnelIdOf(t, 'staff@hris.test')]))[0]!.idno;
}, 120_000);

afterAll(() => t?.close());

describe('reading what offices type', () => {
  it('reads dates, refusing one that could be either day or month first', () => {
    expect(readDate('2019-06-15', 'date').value).toBe('2019-06-15');
    expect(readDate('15/06/2019', 'date').value).toBe('2019-06-15');
    expect(readDate('06/15/2019', 'date').value).toBe('2019-06-15');
    expect(readDate('June 15, 2019', 'date').value).toBe('2019-06-15');
    expect(readDate('15-Jun-19', 'date').value).toBe('2019-06-15');
    expect(readDate('03/06/2019', 'date of birth').problem).toBe(
      'The date of birth "03/06/2019" could be 3 June 2019 or 6 March 2019; write it as 2019-06-03 or 2019-03-06.',
    );
    expect(readDate('31/02/2019', 'date').problem).toMatch(/is not a date/);
    expect(readPesos('₱ 35,000.50', 'salary').value).toBe(3_500_050);
    expect(readPesos('35,000.505', 'salary').problem).toMatch(/not an amount/);
  });

  it('proposes columns from their headers and names the closest offices', () => {
    const mapping = proposeMapping(
      [
        { key: 'employee_no', label: 'Employee number', aliases: ['idno'] },
        { key: 'last_name', label: 'Last name', aliases: ['surname'] },
      ],
      ['ID No.', 'SURNAME', 'Remarks'],
      null,
    );
    expect(mapping).toEqual({ employee_no: 'ID No.', last_name: 'SURNAME' });
    expect(closestNames('Colege of Engneering', ['College of Engineering', 'College of Education', 'Accounting Office'])).toEqual(['College of Engineering']);
  });
});

describe('the personnel masterlist', () => {
  const good = (): Row[] => [
    {
      'ID No.': 'IMP-0001',
      Surname: 'Villanueva',
      'First Name': 'Rosario',
      'Middle Name': 'Lim',
      Sex: 'F',
      Birthdate: new Date(Date.UTC(1988, 5, 15)),
      Office: office.acronym,
      Position: position.name,
      'Item No.': item.item_no,
      SG: item.salary_grade,
      Step: 2,
      Status: 'Permanent',
      TIN: '123-456-789-000',
      'GSIS BP': '2002123456',
      'E-mail': 'rosario.villanueva@import.test',
    },
    {
      'ID No.': 'IMP-0002',
      Surname: 'Mercado',
      'First Name': 'Benjie',
      Sex: 'male',
      Birthdate: '1990-01-20',
      Office: office.fullname,
      'E-mail': 'benjie.mercado@import.test',
    },
    { 'ID No.': staffIdno, Surname: 'Bautista', 'First Name': 'Juan', Office: office.acronym, Step: 3 },
  ];

  it('previews each row: what it creates or changes, and the problems in the users’ words', async () => {
    const rows: Row[] = [
      ...good(),
      { 'ID No.': 'IMP-0003', Surname: 'Ramos', 'First Name': 'Lito', Office: 'Colege of Enginering', Birthdate: '03/06/1991', SG: 34 },
      { 'ID No.': 'IMP-0001', Surname: 'Twice', 'First Name': 'Entered', Office: office.acronym },
    ];
    const res = await t.http
      .post('/api/imports/personnel/preview')
      .set(as(hr))
      .attach('file', await workbook(rows), 'masterlist.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.mapping).toMatchObject({
      employee_no: 'ID No.',
      last_name: 'Surname',
      birth_date: 'Birthdate',
      salary_grade: 'SG',
      gsis_no: 'GSIS BP',
      email: 'E-mail',
    });
    expect(res.body.missing).toEqual([]);
    const [a, b, c, d, e] = res.body.rows;
    expect(a).toMatchObject({ row: 2, action: 'create', subject: 'VILLANUEVA, Rosario (IMP-0001)', problems: [] });
    expect(b).toMatchObject({ row: 3, action: 'create', problems: [] });
    expect(c).toMatchObject({ row: 4, action: 'update', problems: [] });
    expect(c.changes).toContain('Step: 1 → 3');
    expect(d.problems).toEqual([
      'The date of birth "03/06/1991" could be 3 June 1991 or 6 March 1991; write it as 1991-06-03 or 1991-03-06.',
      expect.stringMatching(/^No office is named "Colege of Enginering"\. Did you mean "College of Engineering/),
      'The salary grade 34 is outside 1–33.',
    ]);
    expect(e.problems).toEqual(['The employee number IMP-0001 is also on row 2.']);
    expect(res.body.summary).toEqual({ create: 2, update: 1, skip: 0, problems: 2 });
  });

  it('commits nothing while a row has a problem, naming the rows', async () => {
    const before = await q<{ n: number }>(`SELECT count(*)::int AS n FROM personnel`);
    const rows: Row[] = [...good(), { 'ID No.': 'IMP-0003', Surname: 'Ramos', 'First Name': 'Lito', Office: 'Nowhere' }];
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/personnel')
        .set(as(hr))
        .attach('file', await workbook(rows), 'masterlist.xlsx'),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Row 5 has a problem. Nothing was imported; correct the file and try again.');
    expect(res.body.errors['row 5']).toEqual(['No office is named "Nowhere".']);
    expect(await q(`SELECT count(*)::int AS n FROM personnel`)).toEqual(before);
  });

  it('refuses what is not a spreadsheet, and a file of columns it cannot map', async () => {
    const pdf = await t.http.post('/api/imports/personnel/preview').set(as(hr)).attach('file', Buffer.from('%PDF-1.4 nope'), 'list.pdf');
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors.file[0]).toMatch(/must be an Excel workbook \(\.xlsx\) or a CSV file/);
    const csv = await t.http.post('/api/imports/personnel/preview').set(as(hr)).attach('file', Buffer.from('Name;Remarks\nSomeone;x\n'), 'list.csv');
    expect(csv.status).toBe(200);
    expect(csv.body.missing).toEqual(['Employee number', 'Last name', 'First name', 'Office']);
    expect(csv.body.rows).toEqual([]);
    const commit = await committed(
      t,
      hr,
      t.http.post('/api/imports/personnel').set(as(hr)).attach('file', Buffer.from('Name;Remarks\nSomeone;x\n'), 'list.csv'),
    );
    expect(commit.status).toBe(422);
    expect(commit.body.errors.mapping[0]).toBe('Choose the column for Employee number, Last name, First name, Office.');
  });

  it('nobody imports changes to their own record; staff cannot import at all', async () => {
    const hrIdno = (await q<{ idno: string }>(`SELECT idno FROM personnel WHERE id = $1`, [await personnelIdOf(t, 'hr@hris.test')]))[0]!.idno;
    const res = await t.http
      .post('/api/imports/personnel/preview')
      .set(as(hr))
      .attach('file', await workbook([{ 'ID No.': hrIdno, Surname: 'Santos', 'First Name': 'Maria', Office: office.acronym, Step: 8 }]), 'own.xlsx');
    expect(res.body.rows[0].problems).toEqual(['This is your own record: another officer of the HR office must import changes to it.']);
    const denied = await t.http
      .post('/api/imports/personnel/preview')
      .set(as(staff))
      .attach('file', await workbook(good()), 'm.xlsx');
    expect(denied.status).toBe(403);
  });

  let batchId: number;

  it('imports the corrected file: the people, their PDS numbers, the item filled, accounts invited; the mapping is remembered', async () => {
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/personnel')
        .set(as(hr))
        .field('invite', 'true')
        .attach('file', await workbook(good()), 'masterlist.xlsx'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.batch).toMatchObject({ kind: 'personnel', created: 2, updated: 1 });
    batchId = res.body.batch.id;
    const [rosario] = await q<{ id: number; salary_step: number; department: string; tin: string; gsis: string; sex: string; birth: string }>(
      `SELECT p.id, p.salary_step, d.acronym AS department, e.data->>'tin_no' AS tin, e.data->>'gsis_no' AS gsis, e.data->>'sex' AS sex, e.data->>'birth_date' AS birth
         FROM personnel p JOIN departments d ON d.id = p.department_id JOIN pds_entries e ON e.personnel_id = p.id AND e.section = 'personal'
        WHERE p.idno = 'IMP-0001'`,
    );
    expect(rosario).toMatchObject({
      salary_step: 2,
      department: office.acronym,
      tin: '123-456-789-000',
      gsis: '2002123456',
      sex: 'female',
      birth: '1988-06-15',
    });
    expect(await q(`SELECT status, incumbent_personnel_id FROM plantilla_items WHERE item_no = $1`, [item.item_no])).toEqual([
      { status: 'filled', incumbent_personnel_id: rosario!.id },
    ]);
    // The salary held is the item's grade at the imported step: the one answer every module reads.
    const [held] = await q<{ salary_grade: number; salary_step: number }>(`SELECT salary_grade, salary_step FROM salary_held_on($1, CURRENT_DATE)`, [
      rosario!.id,
    ]);
    expect(held).toEqual({ salary_grade: item.salary_grade, salary_step: 2 });
    // The invitations are queued together and delivered in the background, not while the importer waits.
    await expect
      .poll(() => t.outbox('rosario.villanueva@import.test').some((m) => /verify_token\?token=[\w-]+&invite=1/.test(m)), { timeout: 10_000 })
      .toBe(true);
    expect(
      await q(
        `SELECT r.name FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id WHERE u.email = 'benjie.mercado@import.test'`,
      ),
    ).toEqual([{ name: 'Employee' }]);
    expect(await q(`SELECT salary_step FROM personnel WHERE idno = $1`, [staffIdno])).toEqual([{ salary_step: 3 }]);
    const kinds = await t.http.get('/api/imports/kinds').set(as(hr));
    expect(kinds.status, JSON.stringify(kinds.body)).toBe(200);
    expect(kinds.body.kinds.find((k: { kind: string }) => k.kind === 'personnel').mapping).toMatchObject({ employee_no: 'ID No.', office: 'Office' });
    const list = await t.http.get('/api/imports/batches').set(as(admin));
    expect(list.body.batches[0]).toMatchObject({ id: batchId, kind: 'personnel', file_name: 'masterlist.xlsx', created: 2, updated: 1, undone_at: null });
    expect(list.body.batches[0].created_by).toBeTruthy();
    // The same file again changes nothing: every row is on file as it is.
    const again = await t.http
      .post('/api/imports/personnel/preview')
      .set(as(hr))
      .attach('file', await workbook(good()), 'masterlist.xlsx');
    expect(again.body.summary).toMatchObject({ create: 0, update: 0, skip: 3, problems: 0 });
  });

  it('undoes the import while nothing it made is used: the people gone, the step and the item as they were', async () => {
    const res = await t.http.delete(`/api/imports/batches/${batchId}`).set(as(admin));
    expect(res.status).toBe(200);
    expect(await q(`SELECT idno FROM personnel WHERE idno LIKE 'IMP-%'`)).toEqual([]);
    expect(await q(`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@import.test'`)).toEqual([{ n: 0 }]);
    expect(await q(`SELECT salary_step FROM personnel WHERE idno = $1`, [staffIdno])).toEqual([{ salary_step: 1 }]);
    expect(await q(`SELECT status, incumbent_personnel_id FROM plantilla_items WHERE item_no = $1`, [item.item_no])).toEqual([
      { status: 'vacant', incumbent_personnel_id: null },
    ]);
    const twice = await t.http.delete(`/api/imports/batches/${batchId}`).set(as(admin));
    expect(twice.status).toBe(409);
  });

  it('refuses the undo once an imported person is used (here: a leave opening balance set for them)', async () => {
    const res = await committed(
      t,
      hr,
      t.http
        .post('/api/imports/personnel')
        .set(as(hr))
        .attach('file', await workbook(good().slice(0, 2)), 'masterlist.xlsx'),
    );
    expect(res.status).toBe(200);
    const id = (await q<{ id: number }>(`SELECT id FROM personnel WHERE idno = 'IMP-0002'`))[0]!.id;
    const opening = await t.http.post(`/api/leave/${id}/opening-balance`).set(as(hr)).send({ as_of: '2025-12-31', vl: 5, sl: 5 });
    expect(opening.status).toBe(200);
    const undo = await t.http.delete(`/api/imports/batches/${res.body.batch.id}`).set(as(admin));
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe('This import can no longer be undone: MERCADO, Benjie (IMP-0002) is used since (a record in leave opening balances).');
    expect(await q(`SELECT count(*)::int AS n FROM personnel WHERE idno LIKE 'IMP-%'`)).toEqual([{ n: 2 }]);
    // The administrator's checklist says what is on file and where it came from.
    const checklist = await t.http.get('/api/setup/checklist').set(as(admin));
    const item = checklist.body.items.find((i: { key: string }) => i.key === 'import_personnel');
    expect(item, JSON.stringify(item)).toMatchObject({
      done: true,
      message: expect.stringMatching(/^[\d,]+ people on file; last imported from masterlist\.xlsx on \w+ \d{1,2}, \d{4}\.$/),
    });
  });

  it('gives the template of the kind’s columns', async () => {
    const res = await binary(t.http.get('/api/imports/personnel/template').set(as(hr)));
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body);
    expect(book.worksheets[0]!.getRow(1).values).toContain('Employee number');
    expect(book.worksheets[1]!.name).toBe('What each column holds');
  });
});
