import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, departmentId } from './support/records';
import { manilaToday } from './support/dates';

// The plantilla items: who reads and keeps them, the checks on an item, and what an incumbent protects.

let t: TestApp;
let hr: string;
let head: string;
let staff: string;
let applicant: string;
let cas: number;
let aide4: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, staff, applicant] = (await Promise.all(['hr@hris.test', 'head@hris.test', 'staff@hris.test', 'applicant@hris.test'].map((e) => signIn(t, e)))) as [
    string,
    string,
    string,
    string,
  ];
  cas = await departmentId(t, 'CAS');
  aide4 = (await query(`SELECT id FROM positions WHERE name = 'Administrative Aide IV'`))[0].id;
});
afterAll(async () => t.close());

describe('plantilla items', () => {
  it('lists the items with their incumbents; heads read them, staff and applicants do not', async () => {
    const all = await t.http.get('/api/plantilla/items').query({ department_id: cas, per_page: 999 }).set(as(head));
    expect(all.status).toBe(200);
    const staffItem = all.body.plantilla_items.find((i: { item_no: string }) => i.item_no === 'SU-CAS-ADAS2-1-2022');
    expect(staffItem).toMatchObject({
      status: 'filled',
      position: { name: 'Administrative Assistant II' },
      department: { acronym: 'CAS' },
      level: { name: 'First Level' },
      incumbent: { fullname: 'Juan Bautista', idno: expect.any(String) },
    });
    const vacant = await t.http.get('/api/plantilla/items').query({ department_id: cas, status: 'vacant', per_page: 999 }).set(as(head));
    expect(vacant.body.plantilla_items.length).toBeGreaterThan(0);
    expect(vacant.body.plantilla_items.every((i: { status: string; incumbent: unknown }) => i.status === 'vacant' && i.incumbent === null)).toBe(true);
    expect(vacant.body.meta.total).toBe(all.body.plantilla_items.filter((i: { status: string }) => i.status === 'vacant').length);
    const byName = await t.http.get('/api/plantilla/items').query({ term: 'bautista' }).set(as(hr));
    expect(byName.body.plantilla_items.map((i: { item_no: string }) => i.item_no)).toEqual(['SU-CAS-ADAS2-1-2022']);
    expect((await t.http.get('/api/plantilla/items').set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/plantilla/items').set(as(applicant))).status).toBe(403);
    expect((await t.http.get('/api/plantilla/items').query({ status: 'open' }).set(as(hr))).body.errors.status).toEqual(['The status is vacant or filled.']);
  });

  it('adds an item (vacant), refusing a taken number, an unknown position and a grade out of range', async () => {
    const body = { item_no: 'SU-CAS-ADA4-9-2026', position_id: aide4, department_id: cas, salary_grade: 4 };
    expect((await t.http.post('/api/plantilla/items').set(as(head)).send(body)).status).toBe(403);
    const added = await t.http.post('/api/plantilla/items').set(as(hr)).send(body);
    expect(added.status).toBe(200);
    expect(added.body.plantilla_item).toMatchObject({
      item_no: 'SU-CAS-ADA4-9-2026',
      status: 'vacant',
      salary_step: 1,
      incumbent: null,
      position: { id: aide4 },
    });
    expect(added.body.message).toBe('Plantilla item SU-CAS-ADA4-9-2026 has been added.');
    const taken = await t.http
      .post('/api/plantilla/items')
      .set(as(hr))
      .send({ ...body, item_no: 'su-cas-ada4-9-2026' });
    expect(taken.body.errors.item_no).toEqual(['The item number has already been taken.']);
    const noPosition = await t.http
      .post('/api/plantilla/items')
      .set(as(hr))
      .send({ ...body, item_no: 'SU-X-1', position_id: 999_999 });
    expect(noPosition.body.errors.position_id).toEqual(['The selected position is invalid.']);
    const grade = await t.http
      .post('/api/plantilla/items')
      .set(as(hr))
      .send({ ...body, item_no: 'SU-X-2', salary_grade: 34 });
    expect(grade.body.errors.salary_grade).toEqual(['The salary grade is from 1 to 33.']);
    expect(await query(`SELECT item_no FROM plantilla_items WHERE item_no LIKE 'SU-X-%'`)).toEqual([]);
    const [audit] = await query(`SELECT action FROM audit_log WHERE entity = 'plantilla_item' AND entity_id = $1`, [String(added.body.plantilla_item.id)]);
    expect(audit).toEqual({ action: 'create' });
  });

  it('edits an item; a filled item keeps its position until a new appointment', async () => {
    const [vacant] = await query(`SELECT id, item_no, position_id, department_id FROM plantilla_items WHERE item_no = 'SU-CAS-ADA4-9-2026'`);
    const edited = await t.http
      .put(`/api/plantilla/items/${vacant.id}`)
      .set(as(hr))
      .send({ item_no: vacant.item_no, position_id: vacant.position_id, department_id: vacant.department_id, salary_grade: 4, salary_step: 3 });
    expect(edited.body.plantilla_item).toMatchObject({ salary_step: 3, status: 'vacant' });
    const [filled] = await query(`SELECT id, item_no, department_id FROM plantilla_items WHERE item_no = 'SU-CAS-ADAS2-1-2022'`);
    const moved = await t.http
      .put(`/api/plantilla/items/${filled.id}`)
      .set(as(hr))
      .send({ item_no: filled.item_no, position_id: aide4, department_id: filled.department_id, salary_grade: 4 });
    expect(moved.body.errors.position_id).toEqual(['Juan Bautista holds this item; its position changes by a new appointment, not here.']);
    expect(
      (await t.http.put('/api/plantilla/items/999999').set(as(hr)).send({ item_no: 'SU-Y', position_id: aide4, department_id: cas, salary_grade: 4 })).status,
    ).toBe(404);
  });

  it('opens the item again when the separation of its incumbent takes effect', async () => {
    const juan = (await query(`SELECT personnel_id FROM users WHERE email = 'staff@hris.test'`))[0].personnel_id;
    const separated = await t.http.post('/api/separations').set(as(hr)).send({ personnel_id: juan, cause: 'resignation', effective_date: manilaToday() });
    expect(separated.status).toBe(200);
    const item = await t.http.get('/api/plantilla/items').query({ term: 'SU-CAS-ADAS2-1-2022' }).set(as(hr));
    expect(item.body.plantilla_items).toMatchObject([{ status: 'vacant', incumbent: null, filled_on: null }]);
  });
});
