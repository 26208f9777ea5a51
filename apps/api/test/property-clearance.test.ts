import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, makeEmployee } from './support/records';

// Property seen from outside the property office (issue 23): the offboarding clearance's property line (open while the
// separating employee holds property, listing it; nobody clears it by hand; it follows the register) and the holdings
// of an office for its head. The clock is Friday 27 November 2026, 10 am in Manila.

let t: TestApp;
let officer: string;
let hr: string;
let head: string;
let staff: string;
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
  [officer, hr, head, staff] = await Promise.all([
    signIn(t, 'pedro.custodio@hris.test'),
    signIn(t, 'hr@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'staff@hris.test'),
  ]);
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

    // The laptop comes back: the line clears itself, and lists nothing.
    const returned = await t.http
      .post('/api/property/returns')
      .set(as(officer))
      .send({ item_ids: [laptop.id], condition: 'serviceable', reason: 'Separation from the service' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(await propertyLine(id)).toMatchObject({ status: 'cleared', holdings: [], remarks: 'Holds no property: everything was returned or transferred.' });
    const audit = await query(`SELECT action FROM audit_log WHERE entity = 'clearance_item' AND entity_id = $1 ORDER BY id`, [String(line.id)]);
    expect(audit.map((a) => a.action)).toEqual(['clear']);
  });

  it('clears when the last item is transferred to someone else, and completes a separation that took effect', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Andres', last: 'Bonifacio', department: 'CAS' });
    const { personnelId: successor } = await makeEmployee(t, { first: 'Emilio', last: 'Jacinto', department: 'CAS' });
    const printer = await item('Laser printer, monochrome', 1_450_000);
    await t.http
      .post('/api/property/issues')
      .set(as(officer))
      .send({ personnel_id: personnelId, item_ids: [printer.id] });
    // Effective today: the account is deactivated at once; every office but the property line signs off.
    const res = await t.http.post('/api/separations').set(as(hr)).send({ personnel_id: personnelId, cause: 'resignation', effective_date: '2026-11-27' });
    const id = res.body.separation.id as number;
    for (const line of (res.body.separation.clearance_items as Line[]).filter((l) => l.kind === 'office'))
      expect((await t.http.put(`/api/separations/${id}/clearance/${line.id}`).set(as(hr)).send({ status: 'cleared' })).status).toBe(200);
    expect((await separation(id)).status).toBe('clearing');

    const moved = await t.http
      .post('/api/property/transfers')
      .set(as(officer))
      .send({ item_ids: [printer.id], to_personnel_id: successor, reason: 'Reassignment' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await separation(id);
    expect(after.status).toBe('completed');
    expect((after.clearance_items as Line[]).find((l) => l.kind === 'property')).toMatchObject({ status: 'cleared', holdings: [] });
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

describe("an office's holdings", () => {
  it('shows the head what the people of the office they head hold, with a summary per form and per person', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Jose', last: 'Abad', department: 'CAS' });
    const projector = await item('Projector, 4000 lumens', 5_500_000);
    const stapler = await item('Stapler, heavy duty', 120_000);
    await t.http
      .post('/api/property/issues')
      .set(as(officer))
      .send({ personnel_id: personnelId, item_ids: [projector.id] });
    await t.http
      .post('/api/property/issues')
      .set(as(officer))
      .send({ personnel_id: personnelId, item_ids: [stapler.id] });

    const res = await t.http.get('/api/property/office-holdings').set(as(head));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.offices.map((o: { acronym: string }) => o.acronym)).toContain('CAS');
    expect(res.body.office.acronym).toBe('CAS');
    const jose = res.body.holders.find((h: { id: number }) => h.id === personnelId);
    expect(jose).toEqual({ id: personnelId, fullname: 'Jose Abad', count: 2, total_cost: 5_620_000 });
    const numbers = (res.body.items as { property_number: string }[]).map((i) => i.property_number);
    expect(numbers).toEqual(expect.arrayContaining([projector.property_number, stapler.property_number]));
    // The office's other holders count too (Nena's chair, Emilio's printer; Lorna's laptop was returned): per form over the office.
    expect(res.body.summary).toEqual([
      { form: 'PAR', count: 1, total_cost: 5_500_000 },
      { form: 'ICS', count: 3, total_cost: 850_000 + 1_450_000 + 120_000 },
    ]);
    const searched = await t.http.get('/api/property/office-holdings').query({ term: 'projector' }).set(as(head));
    expect(searched.body.items.map((i: { property_number: string }) => i.property_number)).toEqual([projector.property_number]);
    const audit = await query(`SELECT after FROM audit_log WHERE entity = 'property_office_holdings' AND action = 'read' ORDER BY id DESC LIMIT 1`);
    expect(audit[0]!.after).toBeTruthy();
  });

  it("answers nothing to someone who heads no office, and refuses another office's", async () => {
    const none = await t.http.get('/api/property/office-holdings').set(as(staff));
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ offices: [], office: null, items: [], meta: { total: 0 } });
    const [hrmo] = await query(`SELECT id FROM departments WHERE acronym = 'HRMO'`);
    expect((await t.http.get('/api/property/office-holdings').query({ department_id: hrmo!.id }).set(as(head))).status).toBe(404);
    expect((await t.http.get('/api/property/office-holdings').query({ department_id: hrmo!.id }).set(as(officer))).status).toBe(200);
    expect((await t.http.get('/api/property/office-holdings').query({ department_id: 'x' }).set(as(head))).status).toBe(422);
  });
});

describe("the register's search", () => {
  const search = async (term: string) =>
    (await t.http.get('/api/property/items').query({ term }).set(as(officer))).body as { items: { property_number: string }[]; meta: { total: number } };

  it('finds words anywhere, numbers by their beginning, holders by name; a write is seen at once, and a change made elsewhere after its notice', async () => {
    const first = await item('Document camera, visualizer', 1_900_000);
    const found = await search('visualizer');
    expect(found.items.map((i) => i.property_number)).toEqual([first.property_number]);
    expect((await search(first.property_number.slice(0, 7))).items.map((i) => i.property_number)).toContain(first.property_number);
    // Registered through this instance: the next search has it (the kept matches were forgotten before the answer left).
    const second = await item('Document camera, visualizer (spare)', 1_900_000);
    expect((await search('visualizer')).items.map((i) => i.property_number)).toEqual([second.property_number, first.property_number]);
    // Changed by another instance (here: SQL straight to the database): the statement trigger's notice clears the matches.
    await query(`UPDATE property_items SET description = 'Document camera (retired label)' WHERE id = $1`, [first.id]);
    await expect.poll(async () => (await search('visualizer')).items.map((i) => i.property_number), { timeout: 5_000 }).toEqual([second.property_number]);
  });
});
