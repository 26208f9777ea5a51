import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, makeEmployee, personnelIdOf } from './support/records';
import { pdfText } from './support/files';

// Property accountability (issue 23) through HTTP: the register (classified by the COA thresholds, which are settings),
// issuing on a PAR or an ICS with their number series, the refusals (already held, a mix of forms, zero cost, a taken
// property number, to oneself), the employee's /my/mrs (held now, new to acknowledge), the printed forms, the audit.
// The clock is Friday 27 November 2026, 10 am in Manila.

let t: TestApp;
let officer: string; // a Supply and Property Office employee (PROPERTYACCOUNT)
let officerPersonnel: number;
let staff: string;
let staffPersonnel: number;
let head: string;
let hr: string;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

type Item = { id: number; property_number: string; classification: string; status: string; holder: { id: number } | null };
type Doc = { id: number; form: string; number: string; total_cost: number; acknowledged_at: string | null; items: { item_id: number }[] };

const addItem = async (body: Record<string, unknown>, token = officer) => t.http.post('/api/property/items').set(as(token)).send(body);
const item = async (description: string, unitCost: number, extra: Record<string, unknown> = {}): Promise<Item> => {
  const res = await addItem({ description, unit_cost: unitCost, date_acquired: '2026-10-15', unit: 'unit', ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.item as Item;
};
const issue = (personnelId: number, itemIds: number[], token = officer) =>
  t.http.post('/api/property/issues').set(as(token)).send({ personnel_id: personnelId, item_ids: itemIds, fund_cluster: '01 Regular Agency Fund' });

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T10:00' });
  const o = await makeEmployee(t, { first: 'Pedro', last: 'Custodio', department: 'HRMO', email: 'pedro.custodio@hris.test' });
  await query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'Supply and Property Office'`, [o.userId]);
  officerPersonnel = o.personnelId;
  [officer, staff, head, hr] = await Promise.all([
    signIn(t, 'pedro.custodio@hris.test'),
    signIn(t, 'staff@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'hr@hris.test'),
  ]);
  staffPersonnel = await personnelIdOf(t, 'staff@hris.test');
});
afterAll(async () => t.close());

describe('the register', () => {
  it('classifies by the unit cost at the thresholds and numbers the items by the pattern (year and month acquired)', async () => {
    const cases: [number, string][] = [
      [499_999, 'semi_expendable_low'],
      [500_000, 'semi_expendable_high'],
      [4_999_999, 'semi_expendable_high'],
      [5_000_000, 'ppe'],
    ];
    for (const [cost, classification] of cases) {
      const saved = await item(`Item at ${cost}`, cost);
      expect(saved.classification).toBe(classification);
      expect(saved.property_number).toMatch(/^2026-10-\d{4}$/);
      expect(saved.status).toBe('in_stock');
    }
    const audit = await query(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'property_item' AND action = 'create'`);
    expect(audit[0]!.n).toBeGreaterThanOrEqual(4);
  });

  it('the thresholds are settings: a higher capitalization threshold makes 50,000.00 semi-expendable', async () => {
    await query(`INSERT INTO system_settings (key, value) VALUES ('property_ppe_threshold', '10000000'::jsonb)`);
    try {
      expect((await item('Projector', 5_000_000)).classification).toBe('semi_expendable_high');
    } finally {
      await query(`DELETE FROM system_settings WHERE key = 'property_ppe_threshold'`);
    }
  });

  it('the office changes the thresholds through the API (audited); a low-value threshold at or above the capitalization one is refused', async () => {
    expect((await t.http.get('/api/property/settings').set(as(officer))).body).toEqual({ ppe_threshold: 5_000_000, low_value_threshold: 500_000 });
    const refused = await t.http.put('/api/property/settings').set(as(officer)).send({ ppe_threshold: 500_000, low_value_threshold: 500_000 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.low_value_threshold).toEqual(['The low-value threshold must be below the capitalization threshold.']);
    expect((await t.http.put('/api/property/settings').set(as(hr)).send({ ppe_threshold: 1, low_value_threshold: 0 })).status).toBe(403);
    const saved = await t.http.put('/api/property/settings').set(as(officer)).send({ ppe_threshold: 6_000_000, low_value_threshold: 500_000 });
    expect(saved.status).toBe(200);
    expect((await item('Copier', 5_500_000)).classification).toBe('semi_expendable_high');
    await t.http.put('/api/property/settings').set(as(officer)).send({ ppe_threshold: 5_000_000, low_value_threshold: 500_000 });
    expect((await item('Copier', 5_500_000)).classification).toBe('ppe');
    const audit = await query(`SELECT before, after FROM audit_log WHERE entity = 'property_settings' ORDER BY id`);
    expect(audit[0]).toMatchObject({ before: { ppe_threshold: 5_000_000 }, after: { ppe_threshold: 6_000_000 } });
  });

  it('refuses a unit cost of zero or below, and a property number already taken, with the field named; nothing is added', async () => {
    const before = (await query(`SELECT count(*)::int AS n FROM property_items`))[0]!.n as number;
    for (const cost of [0, -100]) {
      const res = await addItem({ description: 'Chair', unit_cost: cost, date_acquired: '2026-10-15', unit: 'pc' });
      expect(res.status).toBe(422);
      expect(res.body.errors.unit_cost).toEqual(['The unit cost must be more than zero.']);
    }
    await item('Laptop', 6_500_000, { property_number: 'SU-PPE-2026-0001', serial_number: 'SN-1' });
    const taken = await addItem({
      description: 'Other laptop',
      unit_cost: 6_500_000,
      date_acquired: '2026-10-15',
      unit: 'unit',
      property_number: 'su-ppe-2026-0001',
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ message: 'The property number su-ppe-2026-0001 is already taken.', errors: { property_number: [expect.any(String)] } });
    expect((await query(`SELECT count(*)::int AS n FROM property_items`))[0]!.n).toBe(before + 1);
  });

  it('refuses NUL in text and an unbounded id', async () => {
    expect((await addItem({ description: 'Desk\u0000', unit_cost: 100, date_acquired: '2026-10-15', unit: 'pc' })).status).toBe(422);
    expect((await t.http.get('/api/property/items/99999999999').set(as(officer))).status).toBe(422);
  });

  it('lists and searches the register by page, and filters by what fits one form', async () => {
    const all = await t.http.get('/api/property/items').query({ per_page: 2 }).set(as(officer));
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(2);
    expect(all.body.meta.total).toBeGreaterThanOrEqual(6);
    const found = await t.http.get('/api/property/items').query({ term: 'SN-1' }).set(as(officer));
    expect(found.body.items.map((i: Item) => i.property_number)).toEqual(['SU-PPE-2026-0001']);
    const par = await t.http.get('/api/property/items').query({ form: 'PAR', per_page: 100 }).set(as(officer));
    expect(par.body.items.every((i: Item) => i.classification === 'ppe')).toBe(true);
  });

  it('is the property office’s: HR and employees are refused', async () => {
    expect((await t.http.get('/api/property/items').set(as(hr))).status).toBe(403);
    expect((await addItem({ description: 'Chair', unit_cost: 100, date_acquired: '2026-10-15', unit: 'pc' }, staff)).status).toBe(403);
    expect((await issue(staffPersonnel, [1], hr)).status).toBe(403);
  });
});

describe('issuing on a PAR or an ICS', () => {
  let laptop: Item;
  let printer: Item;
  let mouse: Item;
  let par: Doc;

  beforeAll(async () => {
    laptop = await item('Laptop computer, 16 GB', 7_250_000, { useful_life_years: 5, brand: 'Acme', model: 'X1', serial_number: 'SN-ACME-0042' });
    printer = await item('Laser printer', 1_850_000, { useful_life_years: 3 });
    mouse = await item('Wireless mouse', 95_000, { useful_life_years: 2 });
  });

  it('refuses a mix of PPE and semi-expendable items, naming them; nothing changes', async () => {
    const res = await issue(staffPersonnel, [laptop.id, printer.id]);
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(laptop.property_number);
    expect(res.body.message).toContain(printer.property_number);
    expect(res.body.errors.item_ids[0]).toMatch(/go on a PAR.*on an ICS/);
    expect((await query(`SELECT count(*)::int AS n FROM property_documents`))[0]!.n).toBe(0);
    expect((await query(`SELECT status FROM property_items WHERE id = $1`, [laptop.id]))[0]!.status).toBe('in_stock');
  });

  it('issues PPE on a PAR numbered by year, notifies the employee, and makes them accountable from the day of issue', async () => {
    const res = await issue(staffPersonnel, [laptop.id]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    par = res.body.issue as Doc;
    expect(par).toMatchObject({ form: 'PAR', number: 'PAR-2026-0001', total_cost: 7_250_000, acknowledged_at: null, issued_on: '2026-11-27' });
    const held = await t.http.get(`/api/property/items/${laptop.id}`).set(as(officer));
    expect(held.body.item).toMatchObject({
      status: 'issued',
      holder: { id: staffPersonnel },
      document: { form: 'PAR', number: 'PAR-2026-0001' },
      held_since: '2026-11-27',
    });
    expect(held.body.history).toHaveLength(1);
    const bell = (await t.http.get('/api/notifications').set(as(staff))).body.notifications as { title: string; link: string }[];
    expect(bell.find((n) => n.title === 'Property issued to you: PAR-2026-0001')).toMatchObject({ link: '/my/mrs/new' });
    const audit = await query(`SELECT after FROM audit_log WHERE entity = 'property_document' AND action = 'create' AND entity_id = $1`, [String(par.id)]);
    expect(audit[0]!.after).toMatchObject({ form: 'PAR', number: 'PAR-2026-0001', personnel_id: staffPersonnel });
  });

  it('issues semi-expendable items together on an ICS with its own series', async () => {
    const res = await issue(staffPersonnel, [printer.id, mouse.id]);
    expect(res.status).toBe(200);
    expect(res.body.issue).toMatchObject({ form: 'ICS', number: 'ICS-2026-0001', total_cost: 1_850_000 + 95_000 });
    const ppe2 = await item('Air conditioner', 5_500_000);
    expect((await issue(await personnelIdOf(t, 'head@hris.test'), [ppe2.id])).body.issue.number).toBe('PAR-2026-0002');
  });

  it('refuses an item someone already holds, naming it; nothing changes', async () => {
    const res = await issue(await personnelIdOf(t, 'head@hris.test'), [laptop.id]);
    expect(res.status).toBe(422);
    expect(res.body.errors.item_ids).toEqual([`${laptop.property_number} is already issued: return it first.`]);
    expect((await query(`SELECT holder_personnel_id FROM property_items WHERE id = $1`, [laptop.id]))[0]!.holder_personnel_id).toBe(staffPersonnel);
  });

  it('refuses issuing property to oneself, an unknown item and an item chosen twice', async () => {
    const desk = await item('Office desk', 1_200_000);
    expect((await issue(officerPersonnel, [desk.id])).status).toBe(403);
    const unknown = await issue(staffPersonnel, [2_000_000_000]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.item_ids[0]).toContain('was not found');
    expect((await issue(staffPersonnel, [desk.id, desk.id])).status).toBe(422);
    expect((await query(`SELECT status FROM property_items WHERE id = $1`, [desk.id]))[0]!.status).toBe('in_stock');
  });

  it('two officers issuing one item at once: one form is made, the other is refused', async () => {
    const camera = await item('Digital camera', 3_200_000);
    const head = await personnelIdOf(t, 'head@hris.test');
    const admin = await signIn(t, 'admin@hris.test');
    const answers = await Promise.all([issue(head, [camera.id]), issue(head, [camera.id], admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect((await query(`SELECT count(*)::int AS n FROM property_document_items WHERE item_id = $1`, [camera.id]))[0]!.n).toBe(1);
  });

  it('keeps a document’s lines as issued: the database refuses to change or delete them', async () => {
    await expect(query(`UPDATE property_document_items SET unit_cost = 1 WHERE document_id = $1`, [par.id])).rejects.toThrow(/never changed/);
    await expect(query(`DELETE FROM property_document_items WHERE document_id = $1`, [par.id])).rejects.toThrow(/never changed/);
    await expect(query(`UPDATE property_documents SET personnel_id = $2 WHERE id = $1`, [par.id, officerPersonnel])).rejects.toThrow(/stays as issued/);
  });

  it('prints the PAR on the COA layout with both signature blocks', async () => {
    const res = await binary(t.http.get(`/api/property/documents/${par.id}/pdf`).set(as(officer)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.body as Buffer);
    for (const words of [
      'PROPERTY ACKNOWLEDGMENT RECEIPT',
      'PAR No.: PAR-2026-0001',
      'Fund Cluster: 01 Regular Agency Fund',
      'Laptop computer, 16 GB',
      'Serial No. SN-ACME-0042', // the serial number the register holds
      '72,500.00',
      'Received by:',
      'Issued by:',
      'JUAN BAUTISTA',
    ])
      expect(text).toContain(words);
    if (process.env.PROPERTY_PDF_OUT) writeFileSync(`${process.env.PROPERTY_PDF_OUT}/par.pdf`, res.body as Buffer);
  });

  it('prints the ICS with the unit and total cost, the inventory item no. and the estimated useful life', async () => {
    const ics = (await query(`SELECT id FROM property_documents WHERE number = 'ICS-2026-0001'`))[0]!.id as number;
    const res = await binary(t.http.get(`/api/property/documents/${ics}/pdf`).set(as(staff)));
    expect(res.status).toBe(200);
    const text = await pdfText(res.body as Buffer);
    for (const words of [
      'INVENTORY CUSTODIAN SLIP',
      'ICS No.: ICS-2026-0001',
      'Inventory Item',
      'Useful Life',
      '18,500.00',
      '19,450.00',
      '3 years',
      'Received from:',
      'Received by:',
    ])
      expect(text).toContain(words);
    if (process.env.PROPERTY_PDF_OUT) writeFileSync(`${process.env.PROPERTY_PDF_OUT}/ics.pdf`, res.body as Buffer);
  });

  it('shows a document only to its receiver and the property office; the office’s read is audited', async () => {
    expect((await t.http.get(`/api/property/documents/${par.id}`).set(as(head))).status).toBe(404);
    expect((await binary(t.http.get(`/api/property/documents/${par.id}/pdf`).set(as(head)))).status).toBe(404);
    expect((await t.http.get(`/api/property/documents/${par.id}`).set(as(staff))).status).toBe(200);
    const officerUser = (await query(`SELECT id FROM users WHERE email = 'pedro.custodio@hris.test'`))[0]!.id as number;
    const reads = await query(`SELECT after FROM audit_log WHERE action = 'read' AND entity = 'property_document' AND entity_id = $1 AND actor_user_id = $2`, [
      String(par.id),
      officerUser,
    ]);
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(reads[0]!.after).toMatchObject({ personnel_id: staffPersonnel });
  });
});

describe('my property (/my/mrs)', () => {
  it('sums what I hold now by form', async () => {
    const res = await t.http.get('/api/property/mine').set(as(staff));
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(3);
    expect(res.body.summary).toEqual([
      { form: 'PAR', count: 1, total_cost: 7_250_000 },
      { form: 'ICS', count: 2, total_cost: 1_945_000 },
    ]);
  });

  it('lists the new forms; only the receiver acknowledges, once, and the form then leaves the new list', async () => {
    const fresh = await t.http.get('/api/property/mine/documents').query({ status: 'new' }).set(as(staff));
    expect(fresh.body.documents.map((d: Doc) => d.number).sort()).toEqual(['ICS-2026-0001', 'PAR-2026-0001']);
    const parId = (fresh.body.documents as Doc[]).find((d) => d.form === 'PAR')!.id;
    expect((await t.http.post(`/api/property/documents/${parId}/acknowledge`).set(as(head))).status).toBe(404);
    const ack = await t.http.post(`/api/property/documents/${parId}/acknowledge`).set(as(staff));
    expect(ack.status).toBe(200);
    expect(ack.body.document.acknowledged_at).toBe('2026-11-27T02:00:00.000Z');
    const again = await t.http.post(`/api/property/documents/${parId}/acknowledge`).set(as(staff));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('PAR-2026-0001 was already acknowledged.');
    const countOnDashboard = async () =>
      ((await t.http.get('/api/dashboard').set(as(staff))).body.tasks as { kind: string; count: number; link: string }[]).find(
        (task) => task.kind === 'property_to_acknowledge',
      );
    expect(await countOnDashboard()).toMatchObject({ count: 1, link: '/my/mrs/summary' });
    const after = await t.http.get('/api/property/mine/documents').query({ status: 'new' }).set(as(staff));
    expect(after.body.documents.map((d: Doc) => d.number)).toEqual(['ICS-2026-0001']);
    const current = await t.http.get('/api/property/mine/documents').query({ status: 'current' }).set(as(staff));
    expect(current.body.documents.map((d: Doc) => d.number)).toEqual(['PAR-2026-0001']);
    expect((await t.http.get('/api/property/mine/documents').query({ status: 'old' }).set(as(staff))).body.documents).toEqual([]);
    const audit = await query(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'property_document' AND action = 'acknowledge' AND entity_id = $1`, [
      String(parId),
    ]);
    expect(audit[0]!.n).toBe(1);
  });

  it('each holds their own; another person’s forms are listed for the property office only', async () => {
    expect((await t.http.get('/api/property/mine').set(as(head))).body.items).toHaveLength(2); // the air conditioner and the camera
    expect((await t.http.get('/api/property/documents').query({ personnel_id: staffPersonnel }).set(as(staff))).status).toBe(403);
    const list = await t.http.get('/api/property/documents').query({ personnel_id: staffPersonnel }).set(as(officer));
    expect(list.body.meta.total).toBe(2);
  });
});
