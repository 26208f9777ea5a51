import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, makeEmployee, personnelIdOf } from './support/records';
import { filledPdsWorkbook } from './support/pds-workbook';

// Issue 41: HR imports a zip of many PDS workbooks (CS Form 212), each matched to one person by surname, first name and
// date of birth, each filling that person's PDS and filed for HR's checking; all or nothing, undone while unchecked.

let t: TestApp;
let hr: string;
let staff: string;
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.$client.query(sql, params).then((r) => r.rows as T[]);

const zipOf = async (files: Record<string, Buffer | string>) => {
  const zip = new JSZip();
  for (const [name, bytes] of Object.entries(files)) zip.file(name, bytes);
  return zip.generateAsync({ type: 'nodebuffer' });
};
const ZIP = { filename: 'PDS of the College of Engineering.zip', contentType: 'application/zip' };
const preview = (bytes: Buffer, token = hr) => t.http.post('/api/imports/pds-workbooks/preview').set(as(token)).attach('file', bytes, ZIP);
const commit = (bytes: Buffer) => t.http.post('/api/imports/pds-workbooks').set(as(hr)).attach('file', bytes, ZIP);

let ana: number;
let liza: number;
let hrName: { first: string; last: string };
/** A PDS whose part I holds only the date of birth, as HR keeps it before the workbook comes. */
const bornOn = (personnelId: number, birthDate: string) =>
  q(`INSERT INTO pds_entries (personnel_id, section, data) VALUES ($1, 'personal', $2)`, [personnelId, { birth_date: birthDate }]);

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  ana = (await makeEmployee(t, { first: 'Ana', last: 'Reyes', email: 'ana.reyes@hris.test' })).personnelId;
  await bornOn(ana, '1991-03-02');
  liza = (await makeEmployee(t, { first: 'Liza', last: 'Gomez' })).personnelId;
  for (const _ of [1, 2]) await bornOn((await makeEmployee(t, { first: 'Pedro', last: 'Santos' })).personnelId, '1985-01-01');
  const [me] = await q<{ first_name: string; last_name: string }>(`SELECT first_name, last_name FROM personnel WHERE id = $1`, [
    await personnelIdOf(t, 'hr@hris.test'),
  ]);
  hrName = { first: me!.first_name, last: me!.last_name };
});
afterAll(async () => t.close());

const anaWorkbook = () => filledPdsWorkbook({ edition: '2017', surname: 'REYES', firstName: 'ANA', birthDate: '02/03/1991' });
const lizaWorkbook = () => filledPdsWorkbook({ edition: '2025', surname: 'Gomez', firstName: 'Liza', birthDate: '09/09/1988', workStart: '31/02/2015' });

type Entry = { file: string; person: { id: number } | null; sections: string[]; left_out: string[]; notices: string[]; problems: string[] };
const entryOf = (body: { workbooks: Entry[] }, file: string) => body.workbooks.find((w) => w.file === file)!;

describe("HR's zip of PDS workbooks", () => {
  let mixed: Buffer;
  it('previews each workbook: the person matched, the sections it fills, and the problems naming the file', async () => {
    mixed = await zipOf({
      'engineering/Reyes, Ana.xlsx': await anaWorkbook(),
      'Gomez.xlsx': await lizaWorkbook(),
      'Santos.xlsx': await filledPdsWorkbook({ edition: '2017', surname: 'SANTOS', firstName: 'PEDRO', birthDate: '01/01/1985' }),
      'Nobody.xlsx': await filledPdsWorkbook({ edition: '2017', surname: 'NOBODY', firstName: 'KNOWN' }),
      'Mine.xlsx': await filledPdsWorkbook({ edition: '2017', surname: hrName.last, firstName: hrName.first }),
      'notes.txt': 'The PDS of the others follow next week.',
      '__MACOSX/._Gomez.xlsx': 'resource fork',
    });
    const res = await preview(mixed);
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({ workbooks: 6, matched: 2, problems: 4 });
    const a = entryOf(res.body, 'engineering/Reyes, Ana.xlsx');
    expect(a.person).toMatchObject({ id: ana, fullname: 'Ana Reyes' });
    expect(a.sections).toEqual(expect.arrayContaining(['I. Personal information', 'V. Work experience']));
    expect(a.problems).toEqual([]);
    const l = entryOf(res.body, 'Gomez.xlsx');
    expect(l.person).toMatchObject({ id: liza });
    expect(l.notices[0]).toMatch(/Matched by name alone: Liza Gomez's PDS has no date of birth/);
    expect(l.left_out[0]).toMatch(/Work experience.*"31\/02\/2015" is not a date/);
    expect(l.sections).not.toContain('V. Work experience');
    expect(entryOf(res.body, 'Santos.xlsx').problems[0]).toMatch(/2 people are named Pedro Santos and born on January 1, 1985/);
    expect(entryOf(res.body, 'Nobody.xlsx').problems[0]).toMatch(/No one on the personnel list is named Known Nobody/i);
    expect(entryOf(res.body, 'Mine.xlsx').problems[0]).toMatch(/your own PDS/);
    expect(entryOf(res.body, 'notes.txt').problems[0]).toMatch(/not a PDS workbook/);
  });

  it('refuses the whole zip with 422 naming the workbooks with problems, and writes nothing', async () => {
    const res = await commit(mixed);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/Santos\.xlsx.*Nobody\.xlsx|Nobody\.xlsx.*Santos\.xlsx/);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['Santos.xlsx', 'Nobody.xlsx', 'Mine.xlsx', 'notes.txt']));
    expect(await q(`SELECT 1 FROM pds_submissions WHERE personnel_id = ANY($1)`, [[ana, liza]])).toHaveLength(0);
    expect(await q(`SELECT 1 FROM pds_entries WHERE personnel_id = $1 AND section = 'workexp'`, [ana])).toHaveLength(0);
  });

  it('only the personnel office and the administrators import', async () => {
    expect((await preview(mixed, staff)).status).toBe(403);
  });

  let batchId: number;
  it('fills each PDS, files it for checking and tells the employee; undo puts every PDS back', async () => {
    const good = await zipOf({ 'Reyes, Ana.xlsx': await anaWorkbook(), 'Gomez.xlsx': await lizaWorkbook() });
    const res = await commit(good);
    expect(res.status).toBe(200);
    expect(res.body.batch).toMatchObject({ kind: 'pds-workbooks', created: 2 });
    batchId = res.body.batch.id;
    const anaPds = (await t.http.get(`/api/personnels/${ana}/pds`).set(as(hr))).body;
    expect(anaPds.pds.workexp).toHaveLength(2);
    expect(anaPds.pds.personal).toMatchObject({ birth_date: '1991-03-02', birth_place: 'Legazpi City, Albay' });
    expect(anaPds.checking.status).toBe('submitted');
    const queue = (await t.http.get('/api/pds/checking?status=submitted').set(as(hr))).body.submissions as { personnel: { id: number } }[];
    expect(queue.map((s) => s.personnel.id)).toEqual(expect.arrayContaining([ana, liza]));
    const told = await q<{ title: string }>(
      `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.personnel_id = $1 ORDER BY n.id DESC LIMIT 1`,
      [ana],
    );
    expect(told[0]?.title).toMatch(/PDS/);
    const batches = (await t.http.get('/api/imports/batches?kind=pds-workbooks').set(as(hr))).body.batches;
    expect(batches[0]).toMatchObject({ id: batchId, kind: 'pds-workbooks', file_name: ZIP.filename });

    const undo = await t.http.delete(`/api/imports/batches/${batchId}`).set(as(hr));
    expect(undo.status).toBe(200);
    const back = (await t.http.get(`/api/personnels/${ana}/pds`).set(as(hr))).body;
    expect(back.pds.workexp).toEqual([]);
    expect(back.pds.personal).toEqual({ birth_date: '1991-03-02' });
    expect(back.checking.status).toBe('draft');
    expect(await q(`SELECT 1 FROM pds_entries WHERE personnel_id = $1`, [liza])).toHaveLength(0);
  });

  it('is no longer undone once HR has checked one of the PDSs it filed', async () => {
    const res = await commit(await zipOf({ 'Reyes, Ana.xlsx': await anaWorkbook(), 'Gomez.xlsx': await lizaWorkbook() }));
    expect(res.status).toBe(200);
    const [submission] = await q<{ id: number }>(`SELECT id FROM pds_submissions WHERE personnel_id = $1 AND status = 'submitted'`, [liza]);
    expect((await t.http.post(`/api/pds/checking/${submission!.id}/verify`).set(as(hr)).send({})).status).toBe(200);
    const undo = await t.http.delete(`/api/imports/batches/${res.body.batch.id}`).set(as(hr));
    expect(undo.status).toBe(409);
    expect(undo.body.message).toMatch(/HR has already checked the PDS of Liza Gomez/);
    expect((await t.http.get(`/api/personnels/${ana}/pds`).set(as(hr))).body.pds.workexp).toHaveLength(2);
  });

  it('is no longer undone once the employee has changed the PDS it filled', async () => {
    // Ana's PDS waits for HR's checking since the last import: another workbook of hers is refused until it is checked.
    const waiting = await preview(await zipOf({ 'Reyes, Ana.xlsx': await anaWorkbook() }));
    expect(entryOf(waiting.body, 'Reyes, Ana.xlsx').problems[0]).toMatch(/Ana Reyes's PDS is waiting for HR's checking/);
    const rosa = (await makeEmployee(t, { first: 'Rosa', last: 'Cruz', email: 'rosa.cruz@hris.test' })).personnelId;
    const res = await commit(await zipOf({ 'Cruz.xlsx': await filledPdsWorkbook({ edition: '2017', surname: 'CRUZ', firstName: 'ROSA' }) }));
    expect(res.status).toBe(200);
    const rosaToken = await signIn(t, 'rosa.cruz@hris.test');
    const skills = (await t.http.get(`/api/personnels/${rosa}/pds`).set(as(rosaToken))).body.pds.skills as { id: number }[];
    expect((await t.http.delete(`/api/personnels/${rosa}/skills/${skills[0]!.id}`).set(as(rosaToken))).status).toBe(200);
    const undo = await t.http.delete(`/api/imports/batches/${res.body.batch.id}`).set(as(hr));
    expect(undo.status).toBe(409);
    expect(undo.body.message).toMatch(/Rosa Cruz has changed their PDS since/);
  });

  it('refuses a file that is not a zip, on the file field', async () => {
    const res = await t.http
      .post('/api/imports/pds-workbooks/preview')
      .set(as(hr))
      .attach('file', await anaWorkbook(), { filename: 'Reyes.xlsx', contentType: 'application/octet-stream' });
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toMatch(/\.zip/);
  });
});
