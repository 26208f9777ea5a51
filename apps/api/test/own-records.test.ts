import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, personnelIdOf } from './support/records';

// Issue 36 (item 8): an HR officer raised the grade and step of the plantilla item he holds himself. Nobody changes
// their own item, appointment or service record: another HR officer (here admin@, who holds the same pages) does.
// (The salary records already refuse it: salary-notices.test.ts and step-increment tests refuse one's own NOSA and
// step-increment record; a tranche prepares everyone's notices and leaves one's own to another officer to issue.)

let t: TestApp;
let hr: string;
let admin: string;
let hrId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

beforeAll(async () => {
  t = await createTestApp();
  [hr, admin] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'admin@hris.test')]);
  hrId = await personnelIdOf(t, 'hr@hris.test');
});
afterAll(async () => t.close());

describe('nobody changes the records of their own post and pay', () => {
  it('hr@ cannot edit the plantilla item he holds; another HR officer can', async () => {
    const [item] = await query(
      `SELECT id, item_no, position_id, department_id, salary_grade, salary_step FROM plantilla_items WHERE incumbent_personnel_id = $1`,
      [hrId],
    );
    const raise = { item_no: item.item_no, position_id: item.position_id, department_id: item.department_id, salary_grade: 24, salary_step: 8 };
    const refused = await t.http.put(`/api/plantilla/items/${item.id}`).set(as(hr)).send(raise);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You cannot change the plantilla item you hold; another HR officer does.');
    expect((await query(`SELECT salary_grade, salary_step FROM plantilla_items WHERE id = $1`, [item.id]))[0]).toEqual({
      salary_grade: item.salary_grade,
      salary_step: item.salary_step,
    });
    const byAnother = await t.http
      .put(`/api/plantilla/items/${item.id}`)
      .set(as(admin))
      .send({ ...raise, salary_grade: item.salary_grade, salary_step: 2 });
    expect(byAnother.status).toBe(200);
  });

  it('hr@ cannot record an appointment of his own', async () => {
    const [nature] = await query(`SELECT id FROM appointment_natures WHERE name = 'Reclassification'`);
    const [status] = await query(`SELECT id FROM appointment_statuses WHERE name = 'Permanent'`);
    const [position] = await query(`SELECT id FROM positions WHERE name = 'Administrative Officer V'`);
    const before = await query(`SELECT position_id, salary_step FROM personnel WHERE id = $1`, [hrId]);
    const res = await t.http
      .post(`/api/personnels/${hrId}/appointments`)
      .set(as(hr))
      .send({ nature_id: nature.id, appointment_status_id: status.id, position_id: position.id, salary_step: 8, effective_date: '2025-07-01' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot record your own appointment; another HR officer does.');
    expect(await query(`SELECT position_id, salary_step FROM personnel WHERE id = $1`, [hrId])).toEqual(before);
    expect(await query(`SELECT id FROM appointments WHERE personnel_id = $1`, [hrId])).toEqual([]);
  });

  it('hr@ cannot add, edit, delete or generate lines of his own service record', async () => {
    const line = {
      date_from: '2021-01-04',
      position_title: 'Administrative Officer IV',
      appointment_status: 'Permanent',
      annual_salary: 5_000_000 * 12,
      office: 'Human Resource Management Office',
    };
    const own = 'You cannot change your own service record; another HR officer does.';
    const added = await t.http.post(`/api/personnels/${hrId}/service-record`).set(as(hr)).send(line);
    expect(added.status).toBe(403);
    expect(added.body.message).toBe(own);
    expect(await query(`SELECT id FROM service_record_lines WHERE personnel_id = $1`, [hrId])).toEqual([]);
    expect((await t.http.post(`/api/personnels/${hrId}/service-record/generate`).set(as(hr))).body.message).toBe(own);

    const byAnother = await t.http.post(`/api/personnels/${hrId}/service-record`).set(as(admin)).send(line);
    expect(byAnother.status).toBe(200);
    const id = byAnother.body.line.id;
    const edited = await t.http
      .put(`/api/personnels/${hrId}/service-record/${id}`)
      .set(as(hr))
      .send({ ...line, annual_salary: 9_000_000 * 12 });
    expect(edited.status).toBe(403);
    expect((await t.http.delete(`/api/personnels/${hrId}/service-record/${id}`).set(as(hr))).status).toBe(403);
    expect(await query(`SELECT annual_salary::bigint AS annual_salary FROM service_record_lines WHERE personnel_id = $1`, [hrId])).toEqual([
      { annual_salary: 5_000_000 * 12 },
    ]);
    // Reading it stays his right.
    expect((await t.http.get(`/api/personnels/${hrId}/service-record`).set(as(hr))).status).toBe(200);
  });
});
