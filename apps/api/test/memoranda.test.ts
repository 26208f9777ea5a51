import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, makeEmployee } from './support/records';
import { pdfBytes } from './support/files';

// Memorandum circulars (issue 24) through HTTP: the issuers (MEMORANDA: the HR office, the administrators) issue a
// memorandum with its PDF to everyone, a campus, offices or roles; each addressee is notified, sees it in their list,
// opens it (the read is kept) and acknowledges it once; anyone else is told it does not exist, its PDF too; the issuer
// sees who has and has not, per office, and exports it. The clock is Friday 27 November 2026, 10 am in Manila.

let t: TestApp;
let hr: string; // the HR office: holds MEMORANDA
let staff: string; // a plain employee
let applicant: string;
const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows as T[];
const count = async (table: string) => (await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
const userId = async (email: string) => (await query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [email]))[0]!.id;

type Memo = { id: number; number: string; read_at: string | null; acknowledged_at: string | null; targets: { id: number; name: string }[] };

const uploadPdf = async (token: string, name = 'memo.pdf') => {
  const res = await t.http.post('/api/upload').set(as(token)).attach('file', pdfBytes(), name);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.path as string;
};
const issue = async (token: string, body: Record<string, unknown>) =>
  t.http
    .post('/api/memoranda')
    .set(as(token))
    .send({ issued_on: '2026-11-27', title: 'A memorandum', ...body });
const mine = async (token: string, q: Record<string, unknown> = {}) =>
  (await t.http.get('/api/memoranda').query(q).set(as(token))).body as { memoranda: Memo[]; unread: number; meta: { total: number } };

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T10:00' });
  [hr, staff, applicant] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'applicant@hris.test')]);
});
afterAll(async () => t.close());

describe('issuing', () => {
  it('to everyone: every staff account sees it, new, and is notified with a link to it; an applicant does not', async () => {
    const res = await issue(hr, {
      number: 'MC No. 1, s. 2026',
      title: 'Office hours in December',
      subject: 'Flexible hours',
      audience: 'everyone',
      file_path: await uploadPdf(hr, 'Memo ñ 1.pdf'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body.memorandum as Memo).id;
    expect(res.body.message).toBe('MC No. 1, s. 2026 has been issued.');

    const list = await mine(staff);
    expect(list.memoranda.map((m) => m.number)).toContain('MC No. 1, s. 2026');
    expect(list.memoranda.find((m) => m.id === id)!.read_at).toBeNull();
    expect(list.unread).toBeGreaterThanOrEqual(1);
    expect((await mine(staff, { term: 'december' })).memoranda.map((m) => m.id)).toEqual([id]);
    expect((await mine(staff, { term: 'nothing like it' })).memoranda).toEqual([]);

    const staffId = await userId('staff@hris.test');
    const notices = await query<{ user_id: number; link: string; title: string }>(`SELECT user_id, link, title FROM notifications WHERE link = $1`, [
      `/memorandum_circular/${id}`,
    ]);
    expect(notices.find((n) => n.user_id === staffId)?.title).toBe('New memorandum: MC No. 1, s. 2026');
    // Every active staff account but the issuer, once each; no applicant.
    const expected = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u WHERE u.is_active AND u.email <> 'hr@hris.test'
          AND (u.personnel_id IS NOT NULL OR EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.name <> 'applicant'))`,
    );
    expect(notices).toHaveLength(expected[0]!.n);
    expect(notices.some((n) => n.user_id === 0)).toBe(false);
    const applicantId = await userId('applicant@hris.test');
    expect(notices.some((n) => n.user_id === applicantId)).toBe(false);

    expect((await mine(applicant)).memoranda).toEqual([]);
    expect((await t.http.get(`/api/memoranda/${id}`).set(as(applicant))).status).toBe(404);
    expect((await t.http.get(`/api/memoranda/${id}/file`).set(as(applicant))).status).toBe(404);

    // The PDF, named as uploaded (UTF-8 encoded in the header).
    const pdf = await binary(t.http.get(`/api/memoranda/${id}/file`).set(as(staff)));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Memo _ 1.pdf"; filename*=UTF-8''Memo%20%C3%B1%201.pdf`);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('to a campus, an office, a role: only those it names see it; anyone else gets 404, for its PDF too', async () => {
    const [staffRow] = await query<{ campus_id: number; department_id: number }>(
      `SELECT p.campus_id, p.department_id FROM users u JOIN personnel p ON p.id = u.personnel_id WHERE u.email = 'staff@hris.test'`,
    );
    await query(`INSERT INTO campuses (id, name, acronym) VALUES (990, 'Far Campus', 'FAR') ON CONFLICT DO NOTHING`);
    const hrRole = (await query<{ id: number }>(`SELECT id FROM roles WHERE name = 'HR Office'`))[0]!.id;

    const ids: Record<string, number> = {};
    for (const [key, body] of Object.entries({
      myCampus: { audience: 'campus', campus_id: staffRow!.campus_id },
      farCampus: { audience: 'campus', campus_id: 990 },
      myOffice: { audience: 'offices', department_ids: [staffRow!.department_id] },
      hrRole: { audience: 'roles', role_ids: [hrRole] },
    })) {
      const res = await issue(hr, { number: `MC ${key}`, ...body, file_path: await uploadPdf(hr) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids[key] = (res.body.memorandum as Memo).id;
    }
    const seen = (await mine(staff, { per_page: 100 })).memoranda.map((m) => m.id);
    expect(seen).toEqual(expect.arrayContaining([ids.myCampus, ids.myOffice]));
    expect(seen).not.toContain(ids.farCampus);
    expect(seen).not.toContain(ids.hrRole);
    for (const key of ['farCampus', 'hrRole']) {
      expect((await t.http.get(`/api/memoranda/${ids[key]}`).set(as(staff))).status).toBe(404);
      expect((await t.http.get(`/api/memoranda/${ids[key]}/file`).set(as(staff))).status).toBe(404);
      expect((await t.http.post(`/api/memoranda/${ids[key]}/acknowledge`).set(as(staff))).status).toBe(404);
    }
    // The role's holders see it; the issuers see every memorandum.
    const hrId = await userId('hr@hris.test');
    const admin = await signIn(t, 'admin@hris.test');
    expect((await mine(hr, { per_page: 100 })).memoranda.map((m) => m.id)).toContain(ids.hrRole);
    expect((await t.http.get(`/api/memoranda/${ids.farCampus}`).set(as(admin))).body.addressed).toBe(false);
    expect((await t.http.get(`/api/memoranda/${ids.farCampus}/file`).set(as(admin))).status).toBe(200);
    // Nobody is notified of a memorandum not addressed to them; the issuer is not notified of their own.
    const staffId = await userId('staff@hris.test');
    const notified = async (id: number) =>
      (await query<{ user_id: number }>(`SELECT user_id FROM notifications WHERE link = $1`, [`/memorandum_circular/${id}`])).map((n) => n.user_id);
    expect(await notified(ids.farCampus!)).toEqual([]);
    expect(await notified(ids.myOffice!)).toContain(staffId);
    expect(await notified(ids.hrRole!)).not.toContain(staffId);
    expect(await notified(ids.hrRole!)).not.toContain(hrId);
  });

  it('a plain employee may not issue, edit, withdraw or read the report (403)', async () => {
    const path = await uploadPdf(staff);
    expect((await issue(staff, { number: 'MC staff', audience: 'everyone', file_path: path })).status).toBe(403);
    expect((await t.http.get('/api/memoranda/issued').set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/memoranda/1/readers').set(as(staff))).status).toBe(403);
    expect((await t.http.put('/api/memoranda/1').set(as(staff)).send({})).status).toBe(403);
    expect((await t.http.delete('/api/memoranda/1').set(as(staff))).status).toBe(403);
  });
});

describe('refused inputs', () => {
  it('answer 422 with field messages and write nothing', async () => {
    const before = await Promise.all([count('memoranda'), count('memorandum_audiences'), count('notifications')]);
    const path = await uploadPdf(hr);
    const refused = async (body: Record<string, unknown>) => {
      const res = await issue(hr, body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      return res.body.errors as Record<string, string[]>;
    };
    expect((await refused({ number: 'mc NO. 1, S. 2026', audience: 'everyone', file_path: path })).number).toEqual([
      'There is already a memorandum numbered mc NO. 1, S. 2026.',
    ]);
    expect((await refused({ number: 'MC future', issued_on: '2026-11-28', audience: 'everyone', file_path: path })).issued_on).toEqual([
      'The date must not be in the future.',
    ]);
    expect((await refused({ number: 'MC nofile', audience: 'everyone' })).file_path).toEqual(["Attach the memorandum's PDF."]);
    expect((await refused({ number: 'MC camp', audience: 'campus', file_path: path })).campus_id).toEqual(['Choose the campus.']);
    expect((await refused({ number: 'MC offices', audience: 'offices', department_ids: [], file_path: path })).department_ids).toEqual([
      'Choose at least one office.',
    ]);
    expect((await refused({ number: 'MC roles', audience: 'roles', file_path: path })).role_ids).toEqual(['Choose at least one role.']);
    expect((await refused({ number: 'MC unknown', audience: 'offices', department_ids: [987654], file_path: path })).department_ids).toEqual([
      'An office chosen was not found.',
    ]);
    expect((await refused({ number: 'MC unknown', audience: 'campus', campus_id: 987654, file_path: path })).campus_id).toEqual(['The campus was not found.']);
    expect(Object.keys(await refused({ number: 'MC big', audience: 'roles', role_ids: [9_999_999_999], file_path: path }))).toEqual(['role_ids.0']);
    expect((await refused({ number: 'MC\u0000nul', audience: 'everyone', file_path: path })).number).toBeDefined();
    expect((await refused({ number: 'MC stranger', audience: 'everyone', file_path: 'pds/not-mine.pdf' })).file_path).toEqual([
      'The uploaded PDF was not found; upload it again.',
    ]);
    expect(await refused({ number: '', title: '', audience: 'nobody', issued_on: '2026-02-30' })).toMatchObject({
      number: ['The memorandum number field is required.'],
      title: ['The title field is required.'],
    });
    expect((await t.http.get('/api/memoranda/99999999999').set(as(hr))).status).toBe(422);
    expect(await Promise.all([count('memoranda'), count('memorandum_audiences'), count('notifications')])).toEqual(before);
  });
});

describe('reading and acknowledging', () => {
  it('the first opening is kept; "I have read this" is kept once and audited once', async () => {
    const res = await issue(hr, { number: 'MC read', audience: 'everyone', file_path: await uploadPdf(hr) });
    const id = (res.body.memorandum as Memo).id;
    t.clock.set!('2026-11-27T11:00');
    const opened = await t.http.get(`/api/memoranda/${id}`).set(as(staff));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ addressed: true, can_manage: false });
    const firstRead = opened.body.memorandum.read_at as string;
    expect(new Date(firstRead).toISOString()).toBe('2026-11-27T03:00:00.000Z');
    t.clock.set!('2026-11-27T11:30');
    expect((await t.http.get(`/api/memoranda/${id}`).set(as(staff))).body.memorandum.read_at).toBe(firstRead);
    expect((await mine(staff, { unread: 'true', per_page: 100 })).memoranda.map((m) => m.id)).not.toContain(id);

    const ack = await t.http.post(`/api/memoranda/${id}/acknowledge`).set(as(staff));
    expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    expect(ack.body.message).toBe('You have acknowledged MC read.');
    t.clock.set!('2026-11-27T12:00');
    const again = await t.http.post(`/api/memoranda/${id}/acknowledge`).set(as(staff));
    expect(again.body.message).toBe('You already acknowledged MC read.');
    expect(again.body.memorandum.acknowledged_at).toBe(ack.body.memorandum.acknowledged_at);
    expect(new Date(ack.body.memorandum.acknowledged_at as string).toISOString()).toBe('2026-11-27T03:30:00.000Z');
    const rows = await query(`SELECT * FROM memorandum_reads WHERE memorandum_id = $1`, [id]);
    expect(rows).toHaveLength(1);
    const audits = await query(`SELECT * FROM audit_log WHERE entity = 'memorandum' AND action = 'acknowledge' AND entity_id = $1`, [String(id)]);
    expect(audits).toHaveLength(1);

    // Read: it can no longer be edited or withdrawn.
    expect((await t.http.delete(`/api/memoranda/${id}`).set(as(hr))).status).toBe(422);
    const edit = await t.http
      .put(`/api/memoranda/${id}`)
      .set(as(hr))
      .send({ number: 'MC read', issued_on: '2026-11-27', title: 'Changed', audience: 'everyone' });
    expect(edit.status).toBe(422);
    expect(edit.body.errors.memorandum).toEqual(['The memorandum has been read: it can no longer be changed or withdrawn.']);
    t.clock.set!('2026-11-27T10:00');
  });

  it('an unread memorandum is edited (the PDF kept unless replaced) and withdrawn', async () => {
    const res = await issue(hr, { number: 'MC draft', audience: 'everyone', file_path: await uploadPdf(hr, 'first.pdf') });
    const id = (res.body.memorandum as Memo).id;
    const edit = await t.http
      .put(`/api/memoranda/${id}`)
      .set(as(hr))
      .send({
        number: 'MC draft 2',
        issued_on: '2026-11-26',
        title: 'Changed',
        audience: 'roles',
        role_ids: [(await query<{ id: number }>(`SELECT id FROM roles WHERE name = 'HR Office'`))[0]!.id],
      });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.memorandum).toMatchObject({ number: 'MC draft 2', issued_on: '2026-11-26', title: 'Changed', audience: 'roles', file_name: 'first.pdf' });
    expect((await t.http.get(`/api/memoranda/${id}`).set(as(staff))).status).toBe(404);
    const replaced = await t.http
      .put(`/api/memoranda/${id}`)
      .set(as(hr))
      .send({ number: 'MC draft 2', issued_on: '2026-11-26', title: 'Changed', audience: 'everyone', file_path: await uploadPdf(hr, 'second.pdf') });
    expect(replaced.body.memorandum.file_name).toBe('second.pdf');
    expect((await t.http.delete(`/api/memoranda/${id}`).set(as(hr))).status).toBe(200);
    expect(await query(`SELECT 1 FROM memoranda WHERE id = $1`, [id])).toEqual([]);
  });
});

describe("the issuer's report", () => {
  it('counts per office who has read and acknowledged, lists the people filtered, and exports them', async () => {
    // Two new offices: Alpha with three people, Beta with two.
    await query(`INSERT INTO departments (fullname, acronym, campus_id) VALUES ('Alpha Office', 'MALPHA', 1), ('Beta Office', 'MBETA', 1)`);
    const people = [
      { first: 'Ana', last: 'Alpha', department: 'MALPHA', email: 'ana@memo.test' },
      { first: 'Ben', last: 'Alpha', department: 'MALPHA', email: 'ben@memo.test' },
      { first: 'Cy', last: 'Alpha', department: 'MALPHA', email: 'cy@memo.test' },
      { first: 'Dee', last: 'Beta', department: 'MBETA', email: 'dee@memo.test' },
      { first: 'Eve', last: 'Beta', department: 'MBETA', email: 'eve@memo.test' },
    ];
    for (const p of people) await makeEmployee(t, p);
    const [alpha, beta] = (await query<{ id: number }>(`SELECT id FROM departments WHERE acronym IN ('MALPHA', 'MBETA') ORDER BY acronym`)).map((r) => r.id);
    const res = await issue(hr, { number: 'MC offices', audience: 'offices', department_ids: [alpha, beta], file_path: await uploadPdf(hr) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body.memorandum as Memo).id;
    const [ana, ben, dee] = await Promise.all([signIn(t, 'ana@memo.test'), signIn(t, 'ben@memo.test'), signIn(t, 'dee@memo.test')]);
    // Ana reads and acknowledges; Ben only reads; Dee reads and acknowledges; Cy and Eve do nothing.
    for (const token of [ana, ben, dee]) expect((await t.http.get(`/api/memoranda/${id}`).set(as(token))).status).toBe(200);
    for (const token of [ana, dee]) expect((await t.http.post(`/api/memoranda/${id}/acknowledge`).set(as(token))).status).toBe(200);
    // Staff is in neither office.
    expect((await t.http.get(`/api/memoranda/${id}`).set(as(staff))).status).toBe(404);

    const report = await t.http.get(`/api/memoranda/${id}/readers`).set(as(hr));
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    // Alpha: 3 addressed, 2 read (Ana, Ben), 1 acknowledged (Ana). Beta: 2 addressed, 1 read (Dee), 1 acknowledged (Dee).
    expect(report.body.offices).toEqual([
      { office_id: alpha, office: 'Alpha Office', recipients: 3, read: 2, acknowledged: 1 },
      { office_id: beta, office: 'Beta Office', recipients: 2, read: 1, acknowledged: 1 },
    ]);
    expect(report.body.total).toEqual({ recipients: 5, read: 3, acknowledged: 2 });
    expect((report.body.people as { name: string }[]).map((p) => p.name)).toEqual(['Ana Alpha', 'Ben Alpha', 'Cy Alpha', 'Dee Beta', 'Eve Beta']);

    const names = async (q: Record<string, unknown>) =>
      ((await t.http.get(`/api/memoranda/${id}/readers`).query(q).set(as(hr))).body.people as { name: string }[]).map((p) => p.name);
    expect(await names({ status: 'unread' })).toEqual(['Cy Alpha', 'Eve Beta']);
    expect(await names({ status: 'not_acknowledged' })).toEqual(['Ben Alpha', 'Cy Alpha', 'Eve Beta']);
    expect(await names({ status: 'acknowledged', office_id: alpha })).toEqual(['Ana Alpha']);
    expect(await names({ term: 'beta' })).toEqual(['Dee Beta', 'Eve Beta']);

    const issuedRes = await t.http.get('/api/memoranda/issued').query({ term: 'MC offices' }).set(as(hr));
    expect(issuedRes.status, JSON.stringify(issuedRes.body)).toBe(200);
    const issued = issuedRes.body.memoranda as { recipients: number; read: number; acknowledged: number }[];
    expect(issued[0]).toMatchObject({ recipients: 5, read: 3, acknowledged: 2 });

    const sheet = await binary(t.http.get(`/api/memoranda/${id}/readers/export`).query({ status: 'read' }).set(as(hr)));
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-disposition']).toBe('attachment; filename="MC-offices-readers-2026-11-27.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.body as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Name', 'Office', 'Status', 'Read at', 'Acknowledged at']);
    expect(ws.rowCount).toBe(4);
    expect([2, 3, 4].map((r) => [ws.getRow(r).getCell(1).value, ws.getRow(r).getCell(3).value])).toEqual([
      ['Ana Alpha', 'Acknowledged'],
      ['Ben Alpha', 'Read'],
      ['Dee Beta', 'Acknowledged'],
    ]);
    expect(ws.getRow(3).getCell(4).value).toBeInstanceOf(Date);
    expect(ws.getRow(3).getCell(5).value).toBeNull();
  });
});
