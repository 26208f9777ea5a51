import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, makeEmployee } from './support/records';
import { pdfText } from './support/files';

// Document tracking (issue 19), what the pages rest on besides the moves (dts.test.ts): the offices a user acts
// for, the buttons a viewer gets, correcting a document before any office receives it, the office's other lists
// (pending for release, released/rejected/archived, every document it touched), the routing slip, and opening a
// document by its tracking number.

let t: TestApp;
let staff: string;
let hr: string;
let admin: string;
let outsider: string;
let cas: number;
let hrmo: number;
let ccs: number;
let letter: number;
let purchase: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
type Doc = { id: number; tracking_number: string; title: string; state: string; due_at: string | null; document_type: { name: string } };
const moveDoc = (token: string, id: number, move: string, body: Record<string, unknown> = {}) =>
  t.http.post(`/api/dts/documents/${id}/${move}`).set(as(token)).send(body);
const page = (token: string, id: number) => t.http.get(`/api/dts/documents/${id}`).set(as(token));
const list = async (token: string, office: number, view: string) => {
  const res = await t.http.get('/api/dts/documents').query({ office_id: office, view }).set(as(token));
  expect(res.status).toBe(200);
  return (res.body.documents as Doc[]).map((d) => d.id);
};

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-24T09:00:00+08:00' });
  [staff, hr, admin] = await Promise.all([signIn(t, 'staff@hris.test'), signIn(t, 'hr@hris.test'), signIn(t, 'admin@hris.test')]);
  const other = await makeEmployee(t, { first: 'Olivia', last: 'Outside', department: 'CCS', email: 'olivia.outside@hris.test' });
  await query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'Employee'`, [other.userId]);
  outsider = await signIn(t, 'olivia.outside@hris.test');
  [cas, hrmo, ccs] = await Promise.all([departmentId(t, 'CAS'), departmentId(t, 'HRMO'), departmentId(t, 'CCS')]);
  letter = (await query(`SELECT id FROM dts_document_types WHERE name = 'Letter'`))[0]!.id as number;
  purchase = (await query(`SELECT id FROM dts_document_types WHERE name = 'Purchase request'`))[0]!.id as number;
});
afterAll(() => t.close());

describe('the offices a user acts for', () => {
  it('are their own office for staff, and every office, their own first, for a DTS administrator', async () => {
    const mine = await t.http.get('/api/dts/offices').set(as(staff));
    expect(mine.status).toBe(200);
    expect(mine.body.administrator).toBe(false);
    expect(mine.body.offices[0]).toMatchObject({ id: cas, acronym: 'CAS' });
    expect(mine.body.offices.map((o: { id: number }) => o.id)).not.toContain(hrmo);
    const all = await t.http.get('/api/dts/offices').set(as(admin));
    expect(all.body.administrator).toBe(true);
    expect(all.body.offices.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([cas, hrmo, ccs]));
  });
});

describe('a purchase request corrected, routed, and released', () => {
  let doc: Doc;

  it('gives the filer the buttons its state allows, and nobody else any', async () => {
    const res = await t.http.post('/api/dts/documents').set(as(staff)).send({ title: 'Purchase of bond paper', document_type_id: letter, office_id: cas });
    expect(res.status).toBe(200);
    doc = res.body.document;
    const mine = await page(staff, doc.id);
    // Filed here: nothing to return it to; not yet received anywhere, so it may be corrected.
    expect(mine.body.actions).toEqual(['edit', 'forward', 'hold', 'for_pickup', 'release', 'reject', 'archive']);
    expect((await page(outsider, doc.id)).status).toBe(404);
  });

  it('is corrected by its filer before any office receives it; the log says what changed and the deadline follows the new type', async () => {
    const before = new Date(doc.due_at!);
    const res = await t.http
      .put(`/api/dts/documents/${doc.id}`)
      .set(as(staff))
      .send({ title: 'Purchase of bond paper (A4, 20 reams)', document_type_id: purchase, confidential: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The document has been corrected.');
    expect(res.body.document).toMatchObject({ title: 'Purchase of bond paper (A4, 20 reams)', document_type: { name: 'Purchase request' } });
    // A letter's 3 working days became a purchase request's 7: Tuesday 9 am + 7 working days, Monday 30 November
    // (Bonifacio Day) left out, is Friday 4 December, 9 am.
    expect(new Date(res.body.document.due_at).getTime()).toBeGreaterThan(before.getTime());
    expect(new Date(res.body.document.due_at).toISOString()).toBe(new Date('2026-12-04T09:00:00+08:00').toISOString());
    const log = (await page(staff, doc.id)).body.log as { action: string; remarks: string }[];
    expect(log.map((l) => l.action)).toEqual(['filed', 'edited']);
    expect(log[1]!.remarks).toBe(
      'Corrected: title from "Purchase of bond paper" to "Purchase of bond paper (A4, 20 reams)"; type from Letter to Purchase request.',
    );
  });

  it('refuses a correction that changes nothing, a bad field, or someone off its route; nothing is written', async () => {
    const same = await t.http
      .put(`/api/dts/documents/${doc.id}`)
      .set(as(staff))
      .send({ title: 'Purchase of bond paper (A4, 20 reams)', document_type_id: purchase, confidential: false });
    expect(same.status).toBe(422);
    expect(same.body.errors.title).toEqual(['Nothing was changed.']);
    const nul = await t.http.put(`/api/dts/documents/${doc.id}`).set(as(staff)).send({ title: 'Bad\u0000', document_type_id: purchase });
    expect(nul.status).toBe(422);
    const noType = await t.http.put(`/api/dts/documents/${doc.id}`).set(as(staff)).send({ title: 'X', document_type_id: 999_999 });
    expect(noType.body.errors.document_type_id).toEqual(['Choose a document type from the list.']);
    expect((await t.http.put(`/api/dts/documents/${doc.id}`).set(as(outsider)).send({ title: 'Mine now', document_type_id: letter })).status).toBe(404);
    expect((await t.http.put('/api/dts/documents/2147483648').set(as(staff)).send({ title: 'X', document_type_id: letter })).status).toBe(422);
    expect((await query(`SELECT count(*)::int AS n FROM dts_document_log WHERE document_id = $1`, [doc.id]))[0]!.n).toBe(2);
  });

  it('may be corrected while on its way, but not once an office has received it', async () => {
    expect((await moveDoc(staff, doc.id, 'forward', { to_office_id: hrmo, remarks: 'For canvass' })).status).toBe(200);
    expect((await page(staff, doc.id)).body.actions).toEqual(['edit']);
    // The HR office is not its filer: it receives, it does not correct.
    expect((await page(hr, doc.id)).body.actions).toEqual(['receive']);
    expect((await moveDoc(hr, doc.id, 'receive')).status).toBe(200);
    const late = await t.http.put(`/api/dts/documents/${doc.id}`).set(as(staff)).send({ title: 'Too late', document_type_id: purchase });
    expect(late.status).toBe(422);
    expect(late.body.errors.state).toEqual(['An office has received this document: it can no longer be corrected. Add remarks when you forward it.']);
    expect((await page(staff, doc.id)).body.actions).toEqual([]);
    expect((await page(hr, doc.id)).body.actions).toEqual(['forward', 'hold', 'return', 'for_pickup', 'release', 'reject', 'archive']);
  });

  it('shows in the lists of each office: every document it touched, pending for release once back home, then released', async () => {
    expect(await list(hr, hrmo, 'touched')).toContain(doc.id);
    expect(await list(outsider, ccs, 'touched')).not.toContain(doc.id);
    expect((await moveDoc(hr, doc.id, 'forward', { to_office_id: cas, remarks: 'Canvassed' })).status).toBe(200);
    expect(await list(staff, cas, 'pending_release')).not.toContain(doc.id);
    expect((await moveDoc(staff, doc.id, 'receive')).status).toBe(200);
    // Back at the office that filed it after its route: waiting to be released.
    expect(await list(staff, cas, 'pending_release')).toContain(doc.id);
    expect((await moveDoc(staff, doc.id, 'for-pickup')).status).toBe(200);
    expect(await list(staff, cas, 'pending_release')).toContain(doc.id);
    expect(await list(staff, cas, 'closed')).not.toContain(doc.id);
    expect((await moveDoc(staff, doc.id, 'release', { remarks: 'Picked up by the supply officer' })).status).toBe(200);
    expect(await list(staff, cas, 'pending_release')).not.toContain(doc.id);
    expect(await list(staff, cas, 'closed')).toContain(doc.id);
    expect(await list(hr, hrmo, 'touched')).toContain(doc.id);
    // Another office's lists are refused to staff.
    const other = await t.http.get('/api/dts/documents').query({ office_id: hrmo, view: 'touched' }).set(as(staff));
    expect(other.status).toBe(422);
    expect(other.body.errors.office_id).toEqual(['You do not act for this office.']);
  });

  it('is opened by its tracking number by those who may read it, and by nobody else', async () => {
    const res = await t.http.get(`/api/dts/documents/by-number/${doc.tracking_number.toLowerCase()}`).set(as(hr));
    expect(res.status).toBe(200);
    expect(res.body.document.id).toBe(doc.id);
    expect((await t.http.get(`/api/dts/documents/by-number/${doc.tracking_number}`).set(as(outsider))).status).toBe(404);
    expect((await t.http.get('/api/dts/documents/by-number/2026-CAS-999999').set(as(staff))).status).toBe(404);
    const bad = await t.http.get('/api/dts/documents/by-number/not-a-number').set(as(staff));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.tracking_number).toEqual(['A tracking number reads like 2026-CAS-000123.']);
    expect((await t.http.get(`/api/dts/documents/by-number/${doc.tracking_number}`)).status).toBe(401);
  });

  it('prints a routing slip with its facts, its route so far and the address its QR code holds', async () => {
    const res = await binary(t.http.get(`/api/dts/documents/${doc.id}/slip`).set(as(staff)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="routing-slip-${doc.tracking_number}.pdf"`);
    if (process.env.KEEP_SLIP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_SLIP_PDF, res.body as Buffer);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('ROUTING SLIP');
    expect(text).toContain(doc.tracking_number);
    expect(text).toContain('Purchase of bond paper (A4, 20 reams)');
    expect(text).toContain('7 working days at each office (complex, RA 11032)');
    expect(text).toContain('Forwarded to HRMO');
    expect(text).toContain('Picked up by the supply officer');
    expect(text).toContain(`/dts/track/${doc.tracking_number}`);
    expect((await t.http.get(`/api/dts/documents/${doc.id}/slip`).set(as(outsider))).status).toBe(404);
  });
});
