import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary } from './support/records';
import { pdfBytes } from './support/files';
import { filledPdsWorkbook } from './support/pds-workbook';

// "Fill from my Excel PDS": the official CS Form 212 workbook, built here as a person fills it, read over HTTP.

let t: TestApp;
let staff: string;
let staffId: number;

const xlsx = { filename: 'PDS.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
const preview = (bytes: Buffer) => t.http.post('/api/pds/import/preview').set(as(staff)).attach('file', bytes, xlsx);
const sectionOf = (body: { sections: { section: string }[] }, s: string) => body.sections.find((x) => x.section === s) as Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, 'staff@hris.test');
  staffId = (await t.http.get('/api/users/me').set(as(staff))).body.user.personnel.id;
});
afterAll(async () => t.close());

describe('the official PDS workbook', () => {
  it('previews the 2017 edition section by section: ticks, dates typed as text, N/A and blank rows read, the name differing said', async () => {
    const res = await preview(await filledPdsWorkbook({ edition: '2017', extraWorkRow: true }));
    expect(res.status).toBe(200);
    expect(res.body.edition).toBe('2017');
    const work = sectionOf(res.body, 'workexp');
    expect(work).toMatchObject({ action: 'add', added: 3, problems: [] });
    expect(work.workbook).toEqual([
      expect.objectContaining({ date_from: '2015-02-01', date_to: null, salary_grade: 11, salary_step: 2, government_service: true, monthly_salary: 25439 }),
      expect.objectContaining({ date_from: '2011-01-06', date_to: '2015-01-31', government_service: false }),
      expect.objectContaining({ position_title: 'Teacher I', date_from: '2010-06-01' }),
    ]);
    expect(sectionOf(res.body, 'personal').workbook).toMatchObject({
      birth_date: '1990-05-14',
      sex: 'male',
      height_m: 1.68,
      email: null,
      residential_address: { house_no: '12', subdivision: null, barangay: 'Rawis', zip_code: '4500' },
    });
    expect(sectionOf(res.body, 'family').workbook).toMatchObject({ children: [{ full_name: 'Ana Reyes Dela Cruz', birth_date: '2015-08-20' }] });
    expect(sectionOf(res.body, 'eligibility').workbook).toEqual([expect.objectContaining({ exam_date: '2019-07-01', rating: 85.5 })]);
    expect(sectionOf(res.body, 'questions').workbook).toMatchObject({
      q34a: { answer: false },
      q34b: { answer: true, details: 'My uncle is the municipal mayor.' },
    });
    expect(sectionOf(res.body, 'government_id').workbook).toMatchObject({ id_type: 'Passport', issued_date: '2020-03-15', issued_place: 'DFA Manila' });
    expect(sectionOf(res.body, 'voluntarywork').action).toBe('empty');
    expect(res.body.notices[0]).toMatch(/workbook is in the name of JUAN SANTOS DELA CRUZ JR\./);
  });

  it('reads the 2025 edition, its cells moved and its labels renamed', async () => {
    const res = await preview(await filledPdsWorkbook({ edition: '2025' }));
    expect(res.status).toBe(200);
    expect(res.body.edition).toBe('2025');
    expect(sectionOf(res.body, 'personal').workbook).toMatchObject({ gsis_no: '0-1234-5678-9', sex: 'male', birth_date: '1990-05-14' });
    expect(sectionOf(res.body, 'educbackground').workbook).toHaveLength(2);
  });

  it('says what is wrong in a row in the users words, and refuses to keep that section', async () => {
    const bad = await preview(await filledPdsWorkbook({ edition: '2017', workStart: '31/02/2015' }));
    expect(sectionOf(bad.body, 'workexp').problems).toEqual(['C2, work experience, row 1: "31/02/2015" is not a date: write the from as dd/mm/yyyy']);
    const backwards = await filledPdsWorkbook({ edition: '2017', workStart: '01/02/2016', workEnd: '31/01/2015' });
    const res = await preview(backwards);
    expect(sectionOf(res.body, 'workexp').problems).toEqual(['C2, work experience, row 1: the end date cannot be before the start date']);
    const kept = await t.http
      .post('/api/pds/import')
      .set(as(staff))
      .attach('file', backwards, xlsx)
      .field('sections', JSON.stringify(['workexp']));
    expect(kept.status).toBe(422);
    expect(kept.body.errors.sections[0]).toMatch(/Work experience \(it has problems\)/);
  });

  it('fills all the kept sections or none: a failure at the last one leaves the PDS as it was', async () => {
    // The database refuses the references section (as a lost connection or a constraint would), after the others were written.
    await t.db.$client.query(`ALTER TABLE pds_entries ADD CONSTRAINT refuse_references_for_the_test CHECK (section <> 'references') NOT VALID`);
    try {
      const res = await t.http
        .post('/api/pds/import')
        .set(as(staff))
        .attach('file', await filledPdsWorkbook({ edition: '2017' }), xlsx)
        .field('sections', JSON.stringify(['personal', 'workexp', 'training', 'references']));
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await t.db.$client.query(`ALTER TABLE pds_entries DROP CONSTRAINT refuse_references_for_the_test`);
    }
    const pds = (await t.http.get(`/api/personnels/${staffId}/pds`).set(as(staff))).body.pds;
    expect(pds.personal).toBeNull();
    expect(pds.workexp).toEqual([]);
    expect(pds.training).toEqual([]);
  });

  it('fills exactly the kept sections, audited, and the export reads back as the same sections', async () => {
    const res = await t.http
      .post('/api/pds/import')
      .set(as(staff))
      .attach('file', await filledPdsWorkbook({ edition: '2017' }), xlsx)
      .field('sections', JSON.stringify(['personal', 'workexp', 'training', 'educbackground', 'questions', 'references', 'skills']));
    expect(res.status).toBe(200);
    expect(res.body.written).toEqual(['personal', 'educbackground', 'workexp', 'training', 'skills', 'questions', 'references']);
    const pds = (await t.http.get(`/api/personnels/${staffId}/pds`).set(as(staff))).body.pds;
    expect(pds.workexp).toHaveLength(2);
    expect(pds.family).toBeNull();
    expect(pds.personal).toMatchObject({ birth_place: 'Legazpi City, Albay' });

    const excel = await binary(t.http.get(`/api/personnels/${staffId}/pds/excel?version=current`).set(as(staff)));
    expect(excel.status).toBe(200);
    const back = await preview(excel.body as Buffer);
    expect(back.status).toBe(200);
    const actions = Object.fromEntries((back.body.sections as { section: string; action: string; problems: string[] }[]).map((s) => [s.section, s.action]));
    expect(actions).toMatchObject({
      personal: 'same',
      educbackground: 'same',
      workexp: 'same',
      training: 'same',
      skills: 'same',
      questions: 'same',
      references: 'same',
    });
    expect((back.body.sections as { problems: string[] }[]).flatMap((s) => s.problems)).toEqual([]);
  });

  it('refuses a file that is not a workbook, and an old .xls, on the file field', async () => {
    const pdf = await t.http.post('/api/pds/import/preview').set(as(staff)).attach('file', pdfBytes(), { filename: 'PDS.pdf', contentType: 'application/pdf' });
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors.file[0]).toMatch(/\.xlsx/);
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);
    const old = await t.http
      .post('/api/pds/import/preview')
      .set(as(staff))
      .attach('file', xls, { filename: 'PDS.xls', contentType: 'application/vnd.ms-excel' });
    expect(old.status).toBe(422);
    expect(old.body.errors.file[0]).toMatch(/old Excel file \(\.xls\).*save it as an Excel workbook \(\.xlsx\)/);
  });
});
