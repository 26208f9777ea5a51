import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { io, type Socket } from 'socket.io-client';
import { createInstanceOf, createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, makeEmployee, personnelIdOf } from './support/records';
import { pdfBytes } from './support/files';
import { tellOverdue } from '../src/modules/dts';

// Document tracking (issue 19) through HTTP: filing, every move and every refusal, the six views of an office and
// their counts, access by office, confidentiality, attachments, the public tracking answer and the append-only log.
// The clock is Friday 27 November 2026, 4 pm in Manila; Monday 30 November (Bonifacio Day) is a holiday.

const FRIDAY_4PM = '2026-11-27T16:00:00+08:00';
let t: TestApp;
let staff: string;
let head: string;
let hr: string;
let admin: string;
let outsider: string;
let cas: number;
let hrmo: number;
let letter: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

type Doc = {
  id: number;
  tracking_number: string;
  title: string;
  state: string;
  current_office: { acronym: string };
  due_at: string | null;
  overdue: boolean;
  holder: string | null;
};
const file = (token: string, body: Record<string, unknown>) => t.http.post('/api/dts/documents').set(as(token)).send(body);
const moveDoc = (token: string, id: number, move: string, body: Record<string, unknown> = {}) =>
  t.http.post(`/api/dts/documents/${id}/${move}`).set(as(token)).send(body);
const view = (token: string, office: number, v: string) => t.http.get('/api/dts/documents').query({ office_id: office, view: v }).set(as(token));

beforeAll(async () => {
  t = await createTestApp({ now: FRIDAY_4PM });
  [staff, head, hr, admin] = await Promise.all([
    signIn(t, 'staff@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'hr@hris.test'),
    signIn(t, 'admin@hris.test'),
  ]);
  const other = await makeEmployee(t, { first: 'Olivia', last: 'Outside', department: 'CCS', email: 'olivia.outside@hris.test' });
  await query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'Employee'`, [other.userId]);
  outsider = await signIn(t, 'olivia.outside@hris.test');
  cas = await departmentId(t, 'CAS');
  hrmo = await departmentId(t, 'HRMO');
  letter = (await query(`SELECT id FROM dts_document_types WHERE name = 'Letter'`))[0]!.id as number;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const sockets: Socket[] = [];
async function connect(token: string): Promise<Socket> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    const socket = io(`http://127.0.0.1:${port}`, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

describe('document types', () => {
  it('come seeded with the common documents of a university and their RA 11032 working days', async () => {
    const res = await t.http.get('/api/dts/document-types').set(as(staff));
    expect(res.status).toBe(200);
    const byName = Object.fromEntries((res.body.document_types as { name: string; processing_class: string; working_days: number }[]).map((d) => [d.name, d]));
    expect(byName.Letter).toMatchObject({ processing_class: 'simple', working_days: 3 });
    expect(byName['Purchase request']).toMatchObject({ processing_class: 'complex', working_days: 7 });
    expect(byName['Contract or agreement']).toMatchObject({ processing_class: 'highly_technical', working_days: 20 });
  });

  it('are managed by DTS administrators only, with the days in range', async () => {
    const body = { name: 'Request for certification', processing_class: 'simple', default_route: [hrmo] };
    expect((await t.http.post('/api/dts/document-types').set(as(staff)).send(body)).status).toBe(403);
    const made = await t.http.post('/api/dts/document-types').set(as(admin)).send(body);
    expect(made.status).toBe(200);
    expect(made.body.document_type).toMatchObject({ name: 'Request for certification', working_days: 3, default_route: [hrmo] });
    const bad = await t.http
      .put(`/api/dts/document-types/${made.body.document_type.id}`)
      .set(as(admin))
      .send({ ...body, working_days: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.working_days).toEqual(['The working days must be between 1 and 60.']);
    const noOffice = await t.http
      .post('/api/dts/document-types')
      .set(as(admin))
      .send({ ...body, name: 'Other', default_route: [999_999] });
    expect(noOffice.status).toBe(422);
    expect(noOffice.body.errors.default_route).toEqual(['Office 999999 does not exist.']);
  });
});

describe('a letter from the College of Arts and Sciences to the HR office and back', () => {
  let doc: Doc;

  it('is filed with a tracking number of the year and the office, held by the one who filed it, due in 3 working days', async () => {
    const res = await file(staff, { title: 'Request for service record', document_type_id: letter, office_id: cas, remarks: 'For GSIS' });
    expect(res.status).toBe(200);
    doc = res.body.document;
    expect(doc.tracking_number).toMatch(/^2026-CAS-\d{6}$/);
    expect(doc).toMatchObject({ state: 'received', current_office: { acronym: 'CAS' }, holder: 'Juan Bautista', overdue: false });
    // Friday 4 pm + 3 working days, Monday a holiday: Thursday 4 pm.
    expect(new Date(doc.due_at!).toISOString()).toBe(new Date('2026-12-03T16:00:00+08:00').toISOString());
    // The next one of the office takes the next number.
    const next = await file(head, { title: 'Faculty loading', document_type_id: letter, office_id: cas });
    expect(Number(next.body.document.tracking_number.slice(-6))).toBe(Number(doc.tracking_number.slice(-6)) + 1);
  });

  it('is refused from an office the filer does not act for, or with a bad field, and nothing is written', async () => {
    const before = (await query(`SELECT count(*)::int AS n FROM dts_documents`))[0]!.n;
    const elsewhere = await file(staff, { title: 'Not mine to file', document_type_id: letter, office_id: hrmo });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors.office_id).toEqual(['You do not act for this office.']);
    const noTitle = await file(staff, { title: '  ', document_type_id: letter, office_id: cas });
    expect(noTitle.body.errors.title).toEqual(['The title field is required.']);
    const nul = await file(staff, { title: 'Bad\u0000title', document_type_id: letter, office_id: cas });
    expect(nul.status).toBe(422);
    const noType = await file(staff, { title: 'A letter', document_type_id: 999_999, office_id: cas });
    expect(noType.body.errors.document_type_id).toEqual(['Choose a document type from the list.']);
    expect((await query(`SELECT count(*)::int AS n FROM dts_documents`))[0]!.n).toBe(before);
  });

  it('is forwarded to the HR office: Incoming there, Outgoing in the college, with the counts', async () => {
    const res = await moveDoc(staff, doc.id, 'forward', { to_office_id: hrmo, remarks: 'Please prepare' });
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({ state: 'incoming', current_office: { acronym: 'HRMO' }, holder: null });
    const incoming = await view(hr, hrmo, 'incoming');
    expect(incoming.status).toBe(200);
    expect(incoming.body.documents.map((d: Doc) => d.id)).toContain(doc.id);
    expect(incoming.body.counts.incoming).toBeGreaterThanOrEqual(1);
    const outgoing = await view(staff, cas, 'outgoing');
    expect(outgoing.body.documents.map((d: Doc) => d.id)).toEqual([doc.id]);
    expect(outgoing.body.counts).toMatchObject({ outgoing: 1 });
    // The college no longer holds it: it cannot be forwarded again, nor received by the college.
    const again = await moveDoc(staff, doc.id, 'forward', { to_office_id: hrmo });
    expect(again.status).toBe(422);
    expect(again.body.errors.state).toEqual(['Your office does not hold this document.']);
    const wrongReceiver = await moveDoc(staff, doc.id, 'receive');
    expect(wrongReceiver.body.errors.state).toEqual(['This document was not sent to your office.']);
    // Another college knows nothing of it.
    expect((await moveDoc(outsider, doc.id, 'receive')).status).toBe(404);
    expect((await t.http.get(`/api/dts/documents/${doc.id}`).set(as(outsider))).status).toBe(404);
  });

  it('is received by the HR office, put on hold with a reason, and sent back; the college receives it', async () => {
    const holdEarly = await moveDoc(hr, doc.id, 'hold', { reason: 'Missing signature' });
    expect(holdEarly.body.errors.state).toEqual(['Receive the document first.']);
    const received = await moveDoc(hr, doc.id, 'receive');
    expect(received.status).toBe(200);
    expect(received.body.document).toMatchObject({ state: 'received', holder: 'Jose Reyes' });
    const noReason = await moveDoc(hr, doc.id, 'hold', { reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['Say why (the reason).']);
    const held = await moveDoc(hr, doc.id, 'hold', { reason: 'Waiting for the 2025 appointment papers' });
    expect(held.body.document.state).toBe('hold');
    expect((await view(hr, hrmo, 'hold')).body.documents.map((d: Doc) => d.id)).toContain(doc.id);
    const back = await moveDoc(hr, doc.id, 'forward', { to_office_id: cas, remarks: 'Service record attached' });
    expect(back.status).toBe(200);
    expect((await moveDoc(staff, doc.id, 'receive')).body.document).toMatchObject({ state: 'received', current_office: { acronym: 'CAS' } });
  });

  it('is returned to the sender with a reason: it shows in the sender’s Return view', async () => {
    expect((await moveDoc(staff, doc.id, 'forward', { to_office_id: hrmo })).status).toBe(200);
    expect((await moveDoc(hr, doc.id, 'receive')).status).toBe(200);
    const returned = await moveDoc(hr, doc.id, 'return', { reason: 'Wrong form' });
    expect(returned.status).toBe(200);
    expect(returned.body.document).toMatchObject({ state: 'returned', current_office: { acronym: 'CAS' } });
    const returns = await view(staff, cas, 'return');
    expect(returns.body.documents.map((d: Doc) => d.id)).toEqual([doc.id]);
    expect(returns.body.counts.return).toBe(1);
  });

  it('keeps the whole history in its log, which nobody can edit or delete', async () => {
    const res = await t.http.get(`/api/dts/documents/${doc.id}`).set(as(staff));
    expect(res.status).toBe(200);
    const log = res.body.log as { action: string; office: { acronym: string }; to_office: { acronym: string } | null; actor: string; remarks: string | null }[];
    expect(log.map((l) => l.action)).toEqual(['filed', 'forwarded', 'received', 'held', 'forwarded', 'received', 'forwarded', 'received', 'returned']);
    expect(log[3]).toMatchObject({ action: 'held', office: { acronym: 'HRMO' }, actor: 'Jose Reyes', remarks: 'Waiting for the 2025 appointment papers' });
    expect(log[1]).toMatchObject({ to_office: { acronym: 'HRMO' }, remarks: 'Please prepare' });
    await expect(query(`UPDATE dts_document_log SET remarks = 'changed' WHERE document_id = $1`, [doc.id])).rejects.toThrow(/append-only/);
    await expect(query(`DELETE FROM dts_document_log WHERE document_id = $1`, [doc.id])).rejects.toThrow(/append-only/);
  });

  it('tells anyone with the tracking number where it is and how it stands, and nothing more', async () => {
    const res = await t.http.get(`/api/dts/track/${doc.tracking_number.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ document: { tracking_number: doc.tracking_number, status: 'returned', current_office: 'College of Arts and Sciences' } });
    const unknown = await t.http.get('/api/dts/track/2026-CAS-999999');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.tracking_number).toEqual(['No document has this tracking number.']);
    const malformed = await t.http.get('/api/dts/track/not-a-number');
    expect(malformed.body.errors.tracking_number).toEqual(['A tracking number reads like 2026-CAS-000123.']);
  });

  it('becomes overdue once its working days at an office run out', async () => {
    const fresh = await file(staff, { title: 'Leave of absence', document_type_id: letter, office_id: cas });
    expect(fresh.body.document.overdue).toBe(false);
    t.clock.set!('2026-12-03T16:01:00+08:00');
    try {
      // A week later: a new session (the first one has expired).
      const later = await signIn(t, 'staff@hris.test');
      const res = await t.http.get(`/api/dts/documents/${fresh.body.document.id}`).set(as(later));
      expect(res.body.document.overdue).toBe(true);
    } finally {
      t.clock.set!(FRIDAY_4PM);
    }
  });
});

describe('live lists', () => {
  it('tell the offices concerned over socket.io within a second that a document moved, with ids only', async () => {
    const hrSocket = await connect(hr);
    const applicantSocket = await connect(await signIn(t, 'applicant@hris.test'));
    const applicantGot: unknown[] = [];
    applicantSocket.on('dts:changed', (e) => applicantGot.push(e));
    const filed = await file(staff, { title: 'Clearance', document_type_id: letter, office_id: cas });
    const started = Date.now();
    const heard = new Promise<{ office_ids: number[] }>((resolve) => {
      hrSocket.on('dts:changed', (e: { office_ids: number[] }) => {
        if (e.office_ids.includes(hrmo)) resolve(e);
      });
    });
    expect((await moveDoc(staff, filed.body.document.id, 'forward', { to_office_id: hrmo })).status).toBe(200);
    const event = await heard;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event).toEqual({ office_ids: [cas, hrmo] });
    await new Promise((r) => setTimeout(r, 200));
    expect(applicantGot).toEqual([]);
  });
});

describe('the views each instance keeps', () => {
  it('answer a move at once, here and on another instance, and flag a document overdue when its time passes', async () => {
    const other = await createInstanceOf(t);
    const received = async (on: TestApp) => (await on.http.get('/api/dts/documents').query({ office_id: cas, view: 'received' }).set(as(staff))).body;
    const ids = (answer: { documents: Doc[] }) => answer.documents.map((d) => d.id);
    try {
      const filed = (await file(staff, { title: 'Request for a certificate of service', document_type_id: letter, office_id: cas })).body.document as Doc;
      const before = await received(other);
      expect(ids(before)).toContain(filed.id);
      expect(await received(other)).toEqual(before);
      expect((await moveDoc(staff, filed.id, 'forward', { to_office_id: hrmo })).status).toBe(200);
      expect(ids(await received(t))).not.toContain(filed.id);
      // The other instance hears of it from PostgreSQL.
      await expect.poll(async () => ids(await received(other)), { timeout: 2000 }).not.toContain(filed.id);
      expect((await received(other)).counts.received).toBe(before.counts.received - 1);

      const soon = (await file(staff, { title: 'Request for a travel order', document_type_id: letter, office_id: cas })).body.document as Doc;
      await query(`UPDATE dts_documents SET due_at = $2 WHERE id = $1`, [soon.id, new Date(Date.parse(FRIDAY_4PM) + 10 * 60_000)]);
      const flag = async () => (await received(t)).documents.find((d: Doc) => d.id === soon.id)!.overdue;
      expect(await flag()).toBe(false);
      t.clock.advance!(11 * 60_000);
      expect(await flag()).toBe(true);
    } finally {
      t.clock.set!(FRIDAY_4PM);
      await other.close();
    }
  });
});

describe('overdue documents', () => {
  it('are told of once a day, in the bell and by e-mail, to the holder; the notice opens the step that made them late', async () => {
    const filed = await file(staff, { title: 'Request for leave credits certification', document_type_id: letter, office_id: cas });
    const id = filed.body.document.id as number;
    await moveDoc(staff, id, 'forward', { to_office_id: hrmo });
    await moveDoc(hr, id, 'receive');
    // Addressed to hr@, who may therefore receive it (a confidential document is received by its readers or the head).
    const secret = (
      await file(staff, {
        title: 'Grievance of a staff member',
        document_type_id: letter,
        office_id: cas,
        confidential: true,
        addressee_ids: [await personnelIdOf(t, 'hr@hris.test')],
      })
    ).body.document;
    await moveDoc(staff, secret.id, 'forward', { to_office_id: hrmo });
    await moveDoc(hr, secret.id, 'receive');
    const mailsBefore = t.outbox('hr@hris.test').length;
    try {
      // Friday 4 December, 9 am: past Thursday 4 pm.
      t.clock.set!('2026-12-04T09:00:00+08:00');
      const first = await tellOverdue(t.app.deps);
      expect(first.documents).toBeGreaterThanOrEqual(2);
      const hrNow = await signIn(t, 'hr@hris.test');
      const bell = (await t.http.get('/api/notifications').set(as(hrNow))).body.notifications as { title: string; description: string; link: string }[];
      const notice = bell.find((n) => n.title === `Overdue document: ${filed.body.document.tracking_number}`)!;
      expect(notice.description).toContain('Request for leave credits certification');
      expect(notice.link).toMatch(/^\/dts\/overdue\/document\/\d+$/);
      // The confidential one is named by its number only.
      const secretNotice = bell.find((n) => n.title === `Overdue document: ${secret.tracking_number}`)!;
      expect(secretNotice.description).not.toContain('Grievance');
      const mails = t.outbox('hr@hris.test').slice(mailsBefore);
      expect(mails.some((m) => m.includes(`Overdue document: ${filed.body.document.tracking_number}`))).toBe(true);
      expect(mails.some((m) => m.includes('Grievance'))).toBe(false);
      // One e-mail a day to each person, listing all of theirs (the bell has one notice per document).
      const told = mails.filter((m) => /overdue/i.test(m));
      expect(told).toHaveLength(1);
      expect(told[0]).toContain(`Overdue document: ${secret.tracking_number}`);

      // The step: its arrival at the HR office, with the whole history; nobody off the route sees it.
      const logId = Number(notice.link.split('/').pop());
      const step = await t.http.get(`/api/dts/overdue/${logId}`).set(as(hrNow));
      expect(step.status).toBe(200);
      expect(step.body.step).toMatchObject({ action: 'forwarded', to_office: { acronym: 'HRMO' } });
      expect(step.body.document).toMatchObject({ id, overdue: true });
      // Due Thursday 3 December, 4 pm; it is Friday 4 December: one working day late.
      expect(step.body.working_days_late).toBe(1);
      t.clock.set!('2026-12-08T09:00:00+08:00');
      // Tuesday 8 December: Friday, Monday and Tuesday (Bonifacio Day was the Monday before).
      const later = await t.http.get(`/api/dts/overdue/${logId}`).set(as(await signIn(t, 'hr@hris.test')));
      expect(later.body.working_days_late).toBe(3);
      t.clock.set!('2026-12-04T09:00:00+08:00');
      expect((await t.http.get(`/api/dts/overdue/${logId}`).set(as(await signIn(t, 'olivia.outside@hris.test')))).status).toBe(404);

      // Once a day: again the same day tells nobody; the next day tells again.
      expect(await tellOverdue(t.app.deps)).toEqual({ documents: 0, notices: 0 });
      t.clock.set!('2026-12-07T09:00:00+08:00');
      expect((await tellOverdue(t.app.deps)).documents).toBe(first.documents);
    } finally {
      t.clock.set!(FRIDAY_4PM);
    }
  });
});

describe('a confidential document', () => {
  it('shows its title to whoever filed it and whoever received it, not to whole offices (the rest: dts-confidential.test.ts)', async () => {
    const res = await file(staff, { title: 'Complaint against a faculty member', document_type_id: letter, office_id: cas, confidential: true });
    const id = res.body.document.id as number;
    const title = async (token: string) => (await t.http.get(`/api/dts/documents/${id}`).set(as(token))).body.document.title as string;
    // The administrator may list any office, and reads no more of it than its tracking number and status.
    const seen = (await view(admin, cas, 'received')).body.documents.find((d: Doc) => d.id === id);
    expect(seen.title).toBe('Confidential document');
    expect(await title(admin)).toBe('Confidential document');
    // The head of the office that filed it is on its route, not one of its readers.
    expect(await title(head)).toBe('Confidential document');
    expect(await title(staff)).toBe('Complaint against a faculty member');
    await moveDoc(staff, id, 'forward', { to_office_id: hrmo });
    expect(await title(hr)).toBe('Confidential document');
    // Receiving makes one its holder, who reads it: not a clerk of the office (hr@ here), its head.
    const clerk = await t.http.post(`/api/dts/documents/${id}/receive`).set(as(hr)).send({});
    expect(clerk.status).toBe(422);
    expect(await title(hr)).toBe('Confidential document');
    const [{ head_personnel_id: before }] = (await t.db.$client.query(`SELECT head_personnel_id FROM departments WHERE id = $1`, [hrmo])).rows;
    await t.db.$client.query(`UPDATE departments SET head_personnel_id = (SELECT personnel_id FROM users WHERE email = 'hr@hris.test') WHERE id = $1`, [hrmo]);
    await moveDoc(hr, id, 'receive');
    await t.db.$client.query(`UPDATE departments SET head_personnel_id = $2 WHERE id = $1`, [hrmo, before]);
    expect(await title(hr)).toBe('Complaint against a faculty member');
    // The tracking page never shows a title.
    expect(JSON.stringify((await t.http.get(`/api/dts/track/${res.body.document.tracking_number}`)).body)).not.toContain('Complaint');
  });
});

describe('attachments', () => {
  it('are the filer’s own uploads, read back by the offices on the route, and by nobody else', async () => {
    const pdf = pdfBytes(2_000);
    const up = await t.http.post('/api/upload').set(as(staff)).attach('file', pdf, { filename: 'endorsement letter.pdf', contentType: 'application/pdf' });
    expect(up.status).toBe(200);
    const res = await file(staff, { title: 'Endorsement', document_type_id: letter, office_id: cas, attachments: [up.body.path] });
    expect(res.status).toBe(200);
    const id = res.body.document.id as number;
    // The same upload cannot be attached twice, nor someone else's.
    const twice = await file(head, { title: 'Endorsement again', document_type_id: letter, office_id: cas, attachments: [up.body.path] });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.attachments).toEqual(['Upload the file again: it was not found among your uploads.']);
    await moveDoc(staff, id, 'forward', { to_office_id: hrmo });
    const log = (await t.http.get(`/api/dts/documents/${id}`).set(as(hr))).body.log as { attachments: { id: number; file_name: string }[] }[];
    const attached = log[0]!.attachments[0]!;
    expect(attached.file_name).toBe('endorsement letter.pdf');
    const opened = await binary(t.http.get(`/api/dts/attachments/${attached.id}`).set(as(hr)));
    expect(opened.status).toBe(200);
    expect((opened.body as Buffer).equals(pdf)).toBe(true);
    expect(opened.headers['content-disposition']).toBe('attachment; filename="endorsement letter.pdf"');
    expect((await t.http.get(`/api/dts/attachments/${attached.id}`).set(as(outsider))).status).toBe(404);
    // HR's read of the staff member's file is in the audit trail; the filer's own read is not.
    const reads = async () =>
      query(`SELECT actor_user_id, after FROM audit_log WHERE action = 'read' AND entity = 'dts_attachment' AND entity_id = $1`, [String(attached.id)]);
    expect(await reads()).toHaveLength(1);
    expect((await reads())[0]!.after).toMatchObject({ what: 'endorsement letter.pdf' });
    expect((await binary(t.http.get(`/api/dts/attachments/${attached.id}`).set(as(staff)))).status).toBe(200);
    expect(await reads()).toHaveLength(1);
  });
});

describe('access', () => {
  it('lists only the offices one acts for, and refuses ids out of range', async () => {
    const other = await view(staff, hrmo, 'incoming');
    expect(other.status).toBe(422);
    expect(other.body.errors.office_id).toEqual(['You do not act for this office.']);
    // Without an office named, the lists open on the caller's own department.
    const own = await t.http.get('/api/dts/documents').query({ view: 'received' }).set(as(staff));
    expect(own.status).toBe(200);
    expect(own.body.documents.length).toBeGreaterThan(0);
    expect(own.body.documents.every((d: Doc) => d.current_office.acronym === 'CAS')).toBe(true);
    // The head of CAS acts for the college; the administrator for any office.
    expect((await view(head, cas, 'received')).status).toBe(200);
    expect((await view(admin, cas, 'received')).status).toBe(200);
    expect((await t.http.get('/api/dts/documents/99999999999').set(as(staff))).status).toBe(422);
    expect((await t.http.get('/api/dts/documents').set(as(staff)).query({ view: 'sideways' })).status).toBe(422);
    // An applicant has no document tracking.
    expect((await t.http.get('/api/dts/document-types').set(as(await signIn(t, 'applicant@hris.test')))).status).toBe(403);
  });

  it('searches a view by the day documents came, and exports it to Excel with the same filters', async () => {
    const sameDay = await t.http.get('/api/dts/documents').query({ view: 'received', date_from: '2026-11-27', date_to: '2026-11-27' }).set(as(staff));
    expect(sameDay.body.documents.length).toBe((await t.http.get('/api/dts/documents').query({ view: 'received' }).set(as(staff))).body.documents.length);
    const later = await t.http.get('/api/dts/documents').query({ view: 'received', date_from: '2026-11-28' }).set(as(staff));
    expect(later.body.documents).toEqual([]);
    const backwards = await t.http.get('/api/dts/documents').query({ date_from: '2026-11-28', date_to: '2026-11-27' }).set(as(staff));
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.date_to).toEqual(['The to date must not be before the from date.']);

    const spreadsheet = await binary(t.http.get('/api/dts/documents/export').query({ view: 'received' }).set(as(staff)));
    expect(spreadsheet.status).toBe(200);
    expect(spreadsheet.headers['content-disposition']).toBe('attachment; filename="documents-CAS-received-2026-11-27.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(spreadsheet.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Tracking No.', 'Title', 'Type', 'At', 'Status', 'Due', 'Overdue']));
    expect(sheet.rowCount - 1).toBe(sameDay.body.documents.length);
    expect(String(sheet.getRow(2).getCell(1).value)).toMatch(/^2026-CAS-\d{6}$/);
    expect((await t.http.get('/api/dts/documents/export').query({ office_id: hrmo }).set(as(staff))).status).toBe(422);
  });

  it('lists what I filed, wherever it is now', async () => {
    const res = await t.http.get('/api/dts/my-documents').set(as(staff));
    expect(res.status).toBe(200);
    expect(res.body.documents.length).toBeGreaterThanOrEqual(4);
    expect(res.body.documents.every((d: Doc & { filed_by: string }) => d.filed_by === 'Juan Bautista')).toBe(true);
  });
});
