import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, makeEmployee, personnelIdOf } from './support/records';
import { pdfText } from './support/files';

// Transfers, returns and disposals of property (issue 23; COA Circular 2022-004, the Government Accounting Manual)
// through HTTP: a PTR or an ITR by the items' classification, the previous holder's form ended once none of its items
// is held under it, the receiver's acknowledgment, the old list of the previous holder, the item's history in order;
// a PRS or an RRSP with the condition of each item, returning twice refused; an IIRUP only of unserviceable items in
// stock, and a disposed item issued again refused; a correction of condition and location; the printed forms.
// The clock is Friday 27 November 2026, 10 am in Manila.

let t: TestApp;
let officer: string;
let officerPersonnel: number;
let staff: string;
let staffPersonnel: number;
let head: string;
let headPersonnel: number;
let other: { personnelId: number };
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

type Item = { id: number; property_number: string; classification: string; status: string; condition: string; holder: { id: number } | null };
type Line = { item_id: number; condition: string | null };
type Doc = {
  id: number;
  form: string;
  number: string;
  personnel: { id: number; fullname: string } | null;
  from_personnel: { id: number; fullname: string } | null;
  reason: string | null;
  ended_on: string | null;
  acknowledged_at: string | null;
  items: Line[];
};

const item = async (description: string, unitCost: number): Promise<Item> => {
  const res = await t.http
    .post('/api/property/items')
    .set(as(officer))
    .send({ description, unit_cost: unitCost, date_acquired: '2026-10-15', unit: 'unit', useful_life_years: 5 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.item as Item;
};
const issue = async (personnelId: number, itemIds: number[]) => {
  const res = await t.http.post('/api/property/issues').set(as(officer)).send({ personnel_id: personnelId, item_ids: itemIds });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.issue as Doc;
};
const transfer = (body: Record<string, unknown>, token = officer) =>
  t.http
    .post('/api/property/transfers')
    .set(as(token))
    .send({ reason: 'Reassignment', fund_cluster: '01 Regular Agency Fund', ...body });
const giveBack = (body: Record<string, unknown>, token = officer) =>
  t.http
    .post('/api/property/returns')
    .set(as(token))
    .send({ reason: 'Unserviceable', ...body });
const dispose = (body: Record<string, unknown>, token = officer) =>
  t.http
    .post('/api/property/disposals')
    .set(as(token))
    .send({ reason: 'Destruction', ...body });
const itemNow = async (id: number) => (await t.http.get(`/api/property/items/${id}`).set(as(officer))).body as { item: Item; history: HistoryEntry[] };
type HistoryEntry = {
  document: { form: string; number: string };
  personnel: { id: number } | null;
  from_personnel: { id: number } | null;
  condition: string | null;
  ended_on: string | null;
};
const pdfOf = async (id: number, token = officer) => {
  const res = await binary(t.http.get(`/api/property/documents/${id}/pdf`).set(as(token)));
  expect(res.status).toBe(200);
  expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  return { bytes: res.body as Buffer, text: await pdfText(res.body as Buffer) };
};
const keep = (name: string, bytes: Buffer) => {
  if (process.env.PROPERTY_PDF_OUT) writeFileSync(`${process.env.PROPERTY_PDF_OUT}/${name}.pdf`, bytes);
};

let laptop: Item;
let projector: Item;
let printer: Item;
let mouse: Item;
let camera: Item;
let par: Doc;
let ics: Doc;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T10:00' });
  const o = await makeEmployee(t, { first: 'Pedro', last: 'Custodio', department: 'HRMO', email: 'pedro.custodio@hris.test' });
  await query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'Supply and Property Office'`, [o.userId]);
  officerPersonnel = o.personnelId;
  other = await makeEmployee(t, { first: 'Rosa', last: 'Retirada', department: 'HRMO' });
  [officer, staff, head] = await Promise.all([signIn(t, 'pedro.custodio@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'head@hris.test')]);
  [staffPersonnel, headPersonnel] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'head@hris.test')]);
  laptop = await item('Laptop computer', 7_250_000);
  projector = await item('Projector', 5_500_000);
  printer = await item('Laser printer', 1_850_000);
  mouse = await item('Wireless mouse', 95_000);
  camera = await item('Digital camera', 6_000_000);
  par = await issue(staffPersonnel, [laptop.id, projector.id]);
  ics = await issue(staffPersonnel, [printer.id, mouse.id]);
  await issue(headPersonnel, [camera.id]);
  expect((await t.http.post(`/api/property/documents/${par.id}/acknowledge`).set(as(staff))).status).toBe(200);
});
afterAll(async () => t.close());

describe('transfers (PTR, ITR)', () => {
  let ptr: Doc;

  it('refuses items not held by the named holder, held by different employees, or a mix of forms; nothing changes', async () => {
    const notHis = await transfer({ item_ids: [laptop.id], from_personnel_id: headPersonnel, to_personnel_id: other.personnelId });
    expect(notHis.status).toBe(422);
    expect(notHis.body.errors.item_ids[0]).toMatch(new RegExp(`^${laptop.property_number} is not held by .+\\.$`));
    const two = await transfer({ item_ids: [laptop.id, camera.id], to_personnel_id: other.personnelId });
    expect(two.status).toBe(422);
    expect(two.body.errors.item_ids[0]).toContain('are held by different employees');
    const mixed = await transfer({ item_ids: [laptop.id, printer.id], to_personnel_id: headPersonnel });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors.item_ids[0]).toMatch(/go on a PTR.*on an ITR/);
    const inStock = await item('Office chair', 300_000);
    const free = await transfer({ item_ids: [inStock.id], to_personnel_id: headPersonnel });
    expect(free.body.errors.item_ids).toEqual([`${inStock.property_number} is not held by anyone: it is in stock.`]);
    expect(await query(`SELECT count(*)::int AS n FROM property_documents WHERE kind IN ('PTR', 'ITR')`)).toEqual([{ n: 0 }]);
    expect((await itemNow(laptop.id)).item.holder).toMatchObject({ id: staffPersonnel });
  });

  it('refuses a transfer to or from the officer themselves, to the holder, and to an inactive employee', async () => {
    expect((await transfer({ item_ids: [laptop.id], to_personnel_id: officerPersonnel })).status).toBe(403);
    const own = await item('Stapler', 50_000);
    await issue(other.personnelId, [own.id]);
    // The officer is handed an item by another officer (admin@), then cannot transfer it away themselves.
    const admin = await signIn(t, 'admin@hris.test');
    expect((await transfer({ item_ids: [own.id], to_personnel_id: officerPersonnel }, admin)).status).toBe(200);
    expect((await transfer({ item_ids: [own.id], to_personnel_id: staffPersonnel })).status).toBe(403);
    const same = await transfer({ item_ids: [laptop.id], to_personnel_id: staffPersonnel });
    expect(same.status).toBe(422);
    expect(same.body.errors.to_personnel_id).toBeDefined();
    await query(`UPDATE personnel SET is_active = false WHERE id = $1`, [other.personnelId]);
    try {
      const inactive = await transfer({ item_ids: [laptop.id], to_personnel_id: other.personnelId });
      expect(inactive.status).toBe(422);
      expect(inactive.body.errors.to_personnel_id[0]).toContain('is no longer active');
    } finally {
      await query(`UPDATE personnel SET is_active = true WHERE id = $1`, [other.personnelId]);
    }
  });

  it('transfers PPE on a PTR: the receiver holds it, the PAR stays current while one of its items is still held under it', async () => {
    const res = await transfer({ item_ids: [laptop.id], from_personnel_id: staffPersonnel, to_personnel_id: headPersonnel });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ptr = res.body.document as Doc;
    expect(ptr).toMatchObject({
      form: 'PTR',
      number: 'PTR-2026-0001',
      personnel: { id: headPersonnel },
      from_personnel: { id: staffPersonnel },
      reason: 'Reassignment',
      acknowledged_at: null,
    });
    expect(ptr.items).toEqual([expect.objectContaining({ item_id: laptop.id, condition: 'serviceable' })]);
    expect((await itemNow(laptop.id)).item).toMatchObject({
      status: 'issued',
      holder: { id: headPersonnel },
      document: { form: 'PTR', number: 'PTR-2026-0001' },
    });
    expect((await query(`SELECT to_char(ended_on, 'YYYY-MM-DD') AS ended_on FROM property_documents WHERE id = $1`, [par.id]))[0]!.ended_on).toBeNull();
    const bell = (await t.http.get('/api/notifications').set(as(head))).body.notifications as { title: string; link: string }[];
    expect(bell.find((n) => n.title.startsWith('A transfer to you awaits your acknowledgement'))).toMatchObject({ link: '/my/mrs/new' });
  });

  it('the last item transferred away ends the PAR: the previous holder finds it under old, with the day', async () => {
    const res = await transfer({ item_ids: [projector.id], to_personnel_id: headPersonnel, reason: 'Relocation' });
    expect(res.status).toBe(200);
    expect(res.body.document.number).toBe('PTR-2026-0002');
    const old = await t.http.get('/api/property/mine/documents').query({ status: 'old' }).set(as(staff));
    expect(old.body.documents.map((d: Doc) => [d.number, d.ended_on])).toEqual([['PAR-2026-0001', '2026-11-27']]);
    const current = await t.http.get('/api/property/mine/documents').query({ status: 'current' }).set(as(staff));
    expect(current.body.documents.map((d: Doc) => d.number)).not.toContain('PAR-2026-0001');
    // The previous holder reads the transfer that ended their holding.
    expect((await t.http.get(`/api/property/documents/${ptr.id}`).set(as(staff))).status).toBe(200);
  });

  it('the receiver finds the transfers under new and acknowledges them with the same route', async () => {
    const fresh = await t.http.get('/api/property/mine/documents').query({ status: 'new' }).set(as(head));
    expect(fresh.body.documents.map((d: Doc) => d.number)).toEqual(expect.arrayContaining(['PTR-2026-0001', 'PTR-2026-0002']));
    // The previous holder does not acknowledge it for the receiver.
    expect((await t.http.post(`/api/property/documents/${ptr.id}/acknowledge`).set(as(staff))).status).toBe(404);
    const ack = await t.http.post(`/api/property/documents/${ptr.id}/acknowledge`).set(as(head));
    expect(ack.status).toBe(200);
    expect(ack.body.message).toBe('You acknowledged the receipt of PTR-2026-0001.');
  });

  it('transfers semi-expendable property on an ITR', async () => {
    const res = await transfer({ item_ids: [printer.id], to_personnel_id: headPersonnel });
    expect(res.status).toBe(200);
    // ITR-2026-0001 was the stapler handed to the officer above.
    expect(res.body.document).toMatchObject({ form: 'ITR', number: 'ITR-2026-0002' });
    // The mouse is still held under the ICS: it stays current.
    expect((await query(`SELECT to_char(ended_on, 'YYYY-MM-DD') AS ended_on FROM property_documents WHERE id = $1`, [ics.id]))[0]!.ended_on).toBeNull();
  });
});

describe('returns (PRS, RRSP)', () => {
  let prs: Doc;

  it('receives a return: in stock, no holder, the condition on return saved on the item and the line; the employee is told', async () => {
    const res = await giveBack({ item_ids: [laptop.id], from_personnel_id: headPersonnel, condition: 'unserviceable' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    prs = res.body.document as Doc;
    expect(prs).toMatchObject({ form: 'PRS', number: 'PRS-2026-0001', personnel: { id: headPersonnel }, reason: 'Unserviceable' });
    expect(prs.items).toEqual([expect.objectContaining({ item_id: laptop.id, condition: 'unserviceable' })]);
    expect((await itemNow(laptop.id)).item).toMatchObject({ status: 'in_stock', holder: null, condition: 'unserviceable', held_since: null });
    expect((await query(`SELECT to_char(ended_on, 'YYYY-MM-DD') AS ended_on FROM property_documents WHERE number = 'PTR-2026-0001'`))[0]!.ended_on).toBe(
      '2026-11-27',
    );
    const bell = (await t.http.get('/api/notifications').set(as(head))).body.notifications as { title: string; link: string }[];
    expect(bell.find((n) => n.title === 'Your return was received: PRS-2026-0001')).toMatchObject({ link: '/my/mrs/old' });
    const old = await t.http.get('/api/property/mine/documents').query({ status: 'old' }).set(as(head));
    expect(old.body.documents.map((d: Doc) => d.number)).toEqual(expect.arrayContaining(['PTR-2026-0001', 'PRS-2026-0001']));
  });

  it('refuses returning an item twice, naming the day it was returned; nothing changes', async () => {
    const again = await giveBack({ item_ids: [laptop.id], condition: 'serviceable' });
    expect(again.status).toBe(422);
    expect(again.body.errors.item_ids).toEqual([`${laptop.property_number} is not held by anyone: it was returned on November 27, 2026 (PRS-2026-0001).`]);
    expect((await itemNow(laptop.id)).item.condition).toBe('unserviceable');
    expect(await query(`SELECT count(*)::int AS n FROM property_documents WHERE kind = 'PRS'`)).toEqual([{ n: 1 }]);
  });

  it('a return slip is not acknowledged', async () => {
    const res = await t.http.post(`/api/property/documents/${prs.id}/acknowledge`).set(as(head));
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('only an issue or a transfer is acknowledged');
  });

  it('takes one condition per item for semi-expendable property on an RRSP, and refuses an item without its condition', async () => {
    const missing = await giveBack({ item_ids: [mouse.id] });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.conditions).toEqual(['Say the condition of each item returned.']);
    const res = await giveBack({ item_ids: [mouse.id], conditions: [{ item_id: mouse.id, condition: 'for_repair' }], reason: 'No longer needed' });
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({ form: 'RRSP', number: 'RRSP-2026-0001', personnel: { id: staffPersonnel } });
    expect((await itemNow(mouse.id)).item.condition).toBe('for_repair');
    // The ICS's last item came back (the printer went away on the ITR): it ends.
    const old = await t.http.get('/api/property/mine/documents').query({ status: 'old' }).set(as(staff));
    expect(old.body.documents.map((d: Doc) => d.number)).toEqual(expect.arrayContaining(['ICS-2026-0001', 'RRSP-2026-0001', 'PAR-2026-0001']));
  });
});

describe('disposals (IIRUP, IIRUSP)', () => {
  it('refuses an item still held, and one serviceable, with the reason; nothing changes', async () => {
    const held = await dispose({ item_ids: [projector.id] });
    expect(held.status).toBe(422);
    expect(held.body.errors.item_ids[0]).toMatch(new RegExp(`^${projector.property_number} is still held by .+: return it first\\.$`));
    expect((await giveBack({ item_ids: [projector.id], condition: 'serviceable' })).status).toBe(200);
    const serviceable = await dispose({ item_ids: [projector.id] });
    expect(serviceable.body.errors.item_ids).toEqual([`${projector.property_number} is serviceable: only unserviceable property is disposed of.`]);
    expect(await query(`SELECT count(*)::int AS n FROM property_documents WHERE kind IN ('IIRUP', 'IIRUSP')`)).toEqual([{ n: 0 }]);
  });

  it('disposes of unserviceable PPE in stock on an IIRUP with nobody accountable; it cannot be issued or returned again', async () => {
    const res = await dispose({ item_ids: [laptop.id], reason: 'Sale', remarks: 'Sold as scrap' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.document).toMatchObject({ form: 'IIRUP', number: 'IIRUP-2026-0001', personnel: null, reason: 'Sale' });
    expect((await itemNow(laptop.id)).item).toMatchObject({ status: 'disposed', holder: null });
    const reissue = await t.http
      .post('/api/property/issues')
      .set(as(officer))
      .send({ personnel_id: staffPersonnel, item_ids: [laptop.id] });
    expect(reissue.status).toBe(422);
    expect(reissue.body.errors.item_ids[0]).toContain('was disposed of on IIRUP-2026-0001');
    const back = await giveBack({ item_ids: [laptop.id], condition: 'unserviceable' });
    expect(back.body.errors.item_ids[0]).toContain('it was disposed of on November 27, 2026');
    const twice = await dispose({ item_ids: [laptop.id] });
    expect(twice.body.errors.item_ids[0]).toContain('was already disposed of');
  });

  it('the item’s history reads issue → transfer → return → disposal, with the people and conditions', async () => {
    const { history } = await itemNow(laptop.id);
    expect(history.map((h) => h.document.number)).toEqual(['PAR-2026-0001', 'PTR-2026-0001', 'PRS-2026-0001', 'IIRUP-2026-0001']);
    expect(history[1]).toMatchObject({ personnel: { id: headPersonnel }, from_personnel: { id: staffPersonnel }, condition: 'serviceable' });
    expect(history[2]).toMatchObject({ personnel: { id: headPersonnel }, condition: 'unserviceable' });
    expect(history[3]).toMatchObject({ personnel: null, condition: 'unserviceable' });
  });
});

describe('correcting an item', () => {
  it('changes the condition and location (audited with before and after), keeping what is left out', async () => {
    const res = await t.http.patch(`/api/property/items/${projector.id}`).set(as(officer)).send({ condition: 'unserviceable', location: 'Room 101' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.item).toMatchObject({ condition: 'unserviceable', location: 'Room 101', unit_cost: 5_500_000 });
    const kept = await t.http.patch(`/api/property/items/${projector.id}`).set(as(officer)).send({ location: 'Stockroom' });
    expect(kept.body.item).toMatchObject({ condition: 'unserviceable', location: 'Stockroom' });
    const audit = await query(`SELECT before, after FROM audit_log WHERE entity = 'property_item' AND action = 'update' AND entity_id = $1 ORDER BY id`, [
      String(projector.id),
    ]);
    expect(audit[0]).toMatchObject({ before: { condition: 'serviceable', location: null }, after: { condition: 'unserviceable', location: 'Room 101' } });
    expect((await t.http.patch(`/api/property/items/${projector.id}`).set(as(officer)).send({})).status).toBe(422);
    expect((await t.http.patch(`/api/property/items/${laptop.id}`).set(as(officer)).send({ location: 'Yard' })).status).toBe(422);
  });
});

describe('who may move property', () => {
  it('a plain employee is refused every movement and correction', async () => {
    expect((await transfer({ item_ids: [mouse.id], to_personnel_id: headPersonnel }, staff)).status).toBe(403);
    expect((await giveBack({ item_ids: [mouse.id], condition: 'serviceable' }, staff)).status).toBe(403);
    expect((await dispose({ item_ids: [mouse.id] }, staff)).status).toBe(403);
    expect((await t.http.patch(`/api/property/items/${mouse.id}`).set(as(staff)).send({ location: 'Home' })).status).toBe(403);
  });
});

describe('the printed forms', () => {
  const docId = async (number: string) => (await query(`SELECT id FROM property_documents WHERE number = $1`, [number]))[0]!.id as number;

  it('prints the PTR with both holders, the transfer type and the three signature blocks', async () => {
    const { bytes, text } = await pdfOf(await docId('PTR-2026-0001'));
    keep('ptr', bytes);
    for (const words of [
      'PROPERTY TRANSFER REPORT',
      'PTR No.: PTR-2026-0001',
      'From Accountable Officer',
      'To Accountable Officer',
      '[X] Reassignment',
      'Condition of PPE',
      'Approved by:',
      'Released/Issued by:',
      'Received by:',
      '72,500.00',
    ])
      expect(text).toContain(words);
  });

  it('prints the ITR, the PRS, the RRSP and the IIRUP with their titles and signature blocks', async () => {
    const cases: [string, string[]][] = [
      ['ITR-2026-0002', ['INVENTORY TRANSFER REPORT', 'Laser printer', 'Condition of Inventory', 'Released/Issued by:']],
      ['PRS-2026-0001', ['PROPERTY RETURN SLIP', 'Reason for return', 'Unserviceable', 'Returned by:', 'Received by:']],
      ['RRSP-2026-0001', ['RECEIPT OF RETURNED SEMI-EXPENDABLE PROPERTY', 'For repair', 'Returned by:']],
      [
        'IIRUP-2026-0001',
        [
          'INVENTORY AND INSPECTION REPORT OF UNSERVICEABLE PROPERTY',
          'Mode of disposal',
          'Sale',
          'Certified correct:',
          'Inspected by:',
          'Witness:',
          'Sold as scrap',
        ],
      ],
    ];
    for (const [number, words] of cases) {
      const { bytes, text } = await pdfOf(await docId(number));
      keep(number.split('-')[0]!.toLowerCase(), bytes);
      for (const w of words) expect(text, number).toContain(w);
    }
  });

  it('the previous holder prints the PTR that moved their items; another employee is refused', async () => {
    await pdfOf(await docId('PTR-2026-0001'), staff);
    const other = await signIn(t, 'hr@hris.test');
    expect((await binary(t.http.get(`/api/property/documents/${await docId('PTR-2026-0001')}/pdf`).set(as(other)))).status).toBe(404);
  });
});
