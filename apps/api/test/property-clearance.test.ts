import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, makeEmployee } from './support/records';

// The offboarding clearance's property line (issue 23): it stays open while the separating employee holds property and
// lists what they hold; nobody clears it by hand; it follows the register (issuing opens it again). The clock is
// Friday 27 November 2026, 10 am in Manila.

let t: TestApp;
let officer: string;
let hr: string;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
type Line = {
  id: number;
  office: string;
  kind: string;
  status: string;
  can_clear: boolean;
  holdings: { property_number: string }[] | null;
  remarks: string | null;
};

const separation = async (id: number) => (await t.http.get(`/api/separations/${id}`).set(as(hr))).body.separation;
const propertyLine = async (id: number): Promise<Line> => ((await separation(id)).clearance_items as Line[]).find((l) => l.kind === 'property')!;
const item = async (description: string, unitCost: number) => {
  const res = await t.http.post('/api/property/items').set(as(officer)).send({ description, unit_cost: unitCost, date_acquired: '2026-10-15', unit: 'unit' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.item as { id: number; property_number: string };
};

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T10:00' });
  const o = await makeEmployee(t, { first: 'Pedro', last: 'Custodio', department: 'HRMO', email: 'pedro.custodio@hris.test' });
  await query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'Supply and Property Office'`, [o.userId]);
  [officer, hr] = await Promise.all([signIn(t, 'pedro.custodio@hris.test'), signIn(t, 'hr@hris.test')]);
});
afterAll(async () => t.close());

describe('the clearance property line', () => {
  it('lists what the employee holds, refuses a sign-off by hand, and opens again when property is issued', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Lorna', last: 'Villanueva', department: 'CAS' });
    const laptop = await item('Laptop computer, Core i7', 6_500_000);
    expect(
      (
        await t.http
          .post('/api/property/issues')
          .set(as(officer))
          .send({ personnel_id: personnelId, item_ids: [laptop.id] })
      ).status,
    ).toBe(200);

    const res = await t.http.post('/api/separations').set(as(hr)).send({ personnel_id: personnelId, cause: 'resignation', effective_date: '2026-12-15' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.separation.id as number;
    const line = await propertyLine(id);
    expect(line).toMatchObject({ office: 'Supply and Property Office', status: 'pending', can_clear: false });
    expect(line.holdings!.map((h) => h.property_number)).toEqual([laptop.property_number]);

    const byHand = await t.http.put(`/api/separations/${id}/clearance/${line.id}`).set(as(hr)).send({ status: 'cleared' });
    expect(byHand.status).toBe(422);
    expect(byHand.body.errors.status).toEqual([
      `The property line clears itself once Lorna Villanueva holds no property: 1 item is still held (${laptop.property_number}). Return or transfer them first.`,
    ]);
    expect((await propertyLine(id)).status).toBe('pending');
  });

  it('is cleared at once for someone who holds nothing, and pending again when something is issued to them', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Nena', last: 'Flores', department: 'CAS' });
    const res = await t.http.post('/api/separations').set(as(hr)).send({ personnel_id: personnelId, cause: 'retirement', effective_date: '2026-12-31' });
    const id = res.body.separation.id as number;
    expect(await propertyLine(id)).toMatchObject({ status: 'cleared', holdings: [], remarks: 'Holds no property: everything was returned or transferred.' });

    const chair = await item('Office chair, ergonomic', 850_000);
    expect(
      (
        await t.http
          .post('/api/property/issues')
          .set(as(officer))
          .send({ personnel_id: personnelId, item_ids: [chair.id] })
      ).status,
    ).toBe(200);
    const line = await propertyLine(id);
    expect(line).toMatchObject({ status: 'pending', remarks: null });
    expect(line.holdings!.map((h) => h.property_number)).toEqual([chair.property_number]);
    const audit = await query(`SELECT action, actor_user_id FROM audit_log WHERE entity = 'clearance_item' AND entity_id = $1`, [String(line.id)]);
    expect(audit.map((a) => a.action)).toEqual(['unclear']);
  });

  it('keeps the line even when the clearance offices setting leaves the property office out', async () => {
    await query(`INSERT INTO system_settings (key, value) VALUES ('clearance_offices', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
      JSON.stringify(['Department Head', 'Library']),
    ]);
    const { personnelId } = await makeEmployee(t, { first: 'Ramon', last: 'Magsaysay', department: 'CAS' });
    const res = await t.http.post('/api/separations').set(as(hr)).send({ personnel_id: personnelId, cause: 'resignation', effective_date: '2026-12-31' });
    expect((res.body.separation.clearance_items as Line[]).map((l) => [l.office, l.kind])).toEqual([
      ['Department Head', 'office'],
      ['Library', 'office'],
      ['Supply and Property Office', 'property'],
    ]);
  });
});
