import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { eq } from 'drizzle-orm';
import { departments, positions, users } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';

let t: TestApp;
let hr: string;
let staff: string;
let admin: string;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** Lets supertest hand back the body of a binary answer as bytes. */
const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff, admin] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'admin@hris.test')]);
  const [cas] = await t.db.select().from(departments).where(eq(departments.acronym, 'CAS'));
  const [position] = await t.db.select().from(positions).where(eq(positions.name, 'Administrative Assistant II'));
  const create = (body: Record<string, unknown>) => t.http.post('/api/personnels').set(as(hr)).send(body).expect(200);
  await create({
    idno: 'XP-0001',
    first_name: 'Corazon',
    middle_name: 'Reyes',
    last_name: 'Xanadu',
    name_extension: 'Jr.',
    campus_id: 1,
    department_id: cas!.id,
    position_id: position!.id,
    employment_kind: 'staff',
    date_original_appointment: '2012-07-02',
  });
  await create({ idno: 'XP-0002', first_name: 'Benigno', last_name: 'Xanadu', campus_id: 2, employment_kind: 'job_order' });
  await create({ idno: 'XP-0003', first_name: 'Fidel', last_name: 'Xanadu', campus_id: 2, employment_kind: 'job_order', is_active: false });
});
afterAll(async () => t.close());

describe('GET /api/personnels/export', () => {
  it('answers a real .xlsx with a bold frozen header and a dated file name', async () => {
    const res = await t.http.get('/api/personnels/export').query({ term: 'xanadu' }).set(as(hr)).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="personnel-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const { sheet, rows } = await sheetOf(bytes);
    expect(rows[0]).toEqual([
      'Employee No.',
      'Last name',
      'First name',
      'Middle name',
      'Ext.',
      'Campus',
      'Department',
      'Position',
      'SG',
      'Employment kind',
      'Appointment status',
      'Date of original appointment',
      'Active',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // List order: last name, then first name.
    expect(rows.slice(1).map((r) => r[0])).toEqual(['XP-0002', 'XP-0001', 'XP-0003']);
    const corazon = rows[2]!;
    expect(corazon.slice(0, 11)).toEqual([
      'XP-0001',
      'Xanadu',
      'Corazon',
      'Reyes',
      'Jr.',
      expect.any(String),
      expect.stringContaining('Arts and Sciences'),
      'Administrative Assistant II',
      expect.any(Number),
      'Staff',
      undefined,
    ]);
    expect((corazon[11] as Date).toISOString().slice(0, 10)).toBe('2012-07-02');
    expect(corazon[12]).toBe('Yes');
    expect(rows[3]![12]).toBe('No');
  });

  it('applies the list filters, without paging', async () => {
    const jobOrders = await t.http
      .get('/api/personnels/export')
      .query({ term: 'xanadu', kind: 'job_order', status: 'active', page: 2, per_page: 1 })
      .set(as(hr))
      .buffer(true)
      .parse(binary);
    expect((await sheetOf(jobOrders.body)).rows.slice(1).map((r) => r[0])).toEqual(['XP-0002']);
    const campus1 = await t.http.get('/api/personnels/export').query({ term: 'xanadu', campus_id: 1 }).set(as(hr)).buffer(true).parse(binary);
    expect((await sheetOf(campus1.body)).rows.slice(1).map((r) => r[0])).toEqual(['XP-0001']);
    const everyone = await t.http.get('/api/personnels/export').set(as(hr)).buffer(true).parse(binary);
    const list = await t.http.get('/api/personnels').query({ per_page: 1 }).set(as(hr));
    expect((await sheetOf(everyone.body)).rows.length - 1).toBe(list.body.meta.total);
    const bad = await t.http.get('/api/personnels/export').query({ kind: 'intern' }).set(as(hr));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.kind).toBeDefined();
  });

  it('is for the personnel office; holders of JO alone get the job orders only', async () => {
    expect((await t.http.get('/api/personnels/export').set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/personnels/export')).status).toBe(401);

    const role = await t.http
      .post('/api/roles')
      .set(as(admin))
      .send({ name: 'Job Order Clerk', views: ['JO'] });
    const [juan] = await t.db.select().from(users).where(eq(users.email, 'staff@hris.test'));
    await t.http
      .put(`/api/users/${juan!.id}`)
      .set(as(admin))
      .send({ role_ids: [role.body.role.id] })
      .expect(200);
    const res = await t.http.get('/api/personnels/export').query({ term: 'xanadu', kind: 'staff' }).set(as(staff)).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect((await sheetOf(res.body)).rows.slice(1).map((r) => r[0])).toEqual(['XP-0002', 'XP-0003']);
    const list = await t.http.get('/api/personnels').query({ term: 'xanadu' }).set(as(staff));
    expect(list.body.personnels.map((p: { idno: string }) => p.idno)).toEqual(['XP-0002', 'XP-0003']);
  });
});
