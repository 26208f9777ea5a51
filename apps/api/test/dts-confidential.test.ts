import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, makeEmployee, officerWithRole, personnelIdOf } from './support/records';
import { pdfBytes, pdfText } from './support/files';

// Issue 37, item 5: a confidential document is read in full by persons, not by whole offices: whoever filed it, the
// persons it is addressed to, whoever holds it (received it) and those the holder names. Everyone else on its route,
// and the DTS administrators, see that it exists, its tracking number and its status, wherever it shows: its page,
// the lists and their search, the log, the routing slip, the Excel export, the public tracking page.

const TITLE = 'Complaint against the college secretary';
const REMARKS = 'Names the complainant: handle in person';
const FORWARD_REMARKS = 'For the HR director only';
const FILE_NAME = 'complaint of M. Santos.pdf';

let t: TestApp;
let head: string; // files it (head of the college)
let staff: string; // a member of the college (the office that filed it)
let hr: string; // receives it at the HR office: its holder
let addressee: string; // the person it is addressed to, at the HR office
let named: string; // the one the holder names
let member: string; // a rank-and-file member of the HR office
let outsider: string; // a member of an unrelated office
let dtsAdmin: string; // a DTS administrator of no office on the route
let namedPersonnel: number;
let cas: number;
let hrmo: number;
let letterType: number;
let doc: { id: number; tracking_number: string };
let attachmentId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

async function employee(first: string, last: string, department: string | undefined, email: string) {
  const made = await makeEmployee(t, { first, last, department, email });
  await query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'Employee'`, [made.userId]);
  return { ...made, token: await signIn(t, email) };
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T10:00:00+08:00' });
  [head, staff, hr] = await Promise.all([signIn(t, 'head@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'hr@hris.test')]);
  const rita = await employee('Rita', 'Reyes', 'HRMO', 'rita.reyes@hris.test');
  addressee = rita.token;
  const nora = await employee('Nora', 'Navarro', 'HRMO', 'nora.navarro@hris.test');
  named = nora.token;
  namedPersonnel = nora.personnelId;
  member = (await employee('Mark', 'Mendoza', 'HRMO', 'mark.mendoza@hris.test')).token;
  outsider = (await employee('Olivia', 'Ocampo', 'CCS', 'olivia.ocampo@hris.test')).token;
  dtsAdmin = (await officerWithRole(t, { first: 'Dana', last: 'Dizon', email: 'dana.dizon@hris.test', role: 'Administrator' })).token;
  [cas, hrmo] = await Promise.all([departmentId(t, 'CAS'), departmentId(t, 'HRMO')]);
  const letter = (letterType = (await query(`SELECT id FROM dts_document_types WHERE name = 'Letter'`))[0]!.id as number);

  const up = await t.http.post('/api/upload').set(as(head)).attach('file', pdfBytes(1_500), { filename: FILE_NAME, contentType: 'application/pdf' });
  expect(up.status).toBe(200);
  const filed = await t.http
    .post('/api/dts/documents')
    .set(as(head))
    .send({
      title: TITLE,
      document_type_id: letter,
      office_id: cas,
      confidential: true,
      remarks: REMARKS,
      attachments: [up.body.path],
      addressee_ids: [rita.personnelId],
    });
  expect(filed.status).toBe(200);
  doc = filed.body.document;
  expect(filed.body.document).toMatchObject({ title: TITLE, withheld: false, addressees: [{ id: rita.personnelId, fullname: 'Rita Reyes' }] });
  expect((await t.http.post(`/api/dts/documents/${doc.id}/forward`).set(as(head)).send({ to_office_id: hrmo, remarks: FORWARD_REMARKS })).status).toBe(200);
  // Receiving makes one its holder, who reads it: a clerk of the office cannot, its head can (hr@ heads HRMO here).
  const clerk = await t.http.post(`/api/dts/documents/${doc.id}/receive`).set(as(member)).send({});
  expect(clerk.status).toBe(422);
  expect(clerk.body.errors.state[0]).toMatch(/confidential: only the persons it is addressed to/);
  await query(`UPDATE departments SET head_personnel_id = $1 WHERE id = $2`, [await personnelIdOf(t, 'hr@hris.test'), hrmo]);
  expect((await t.http.post(`/api/dts/documents/${doc.id}/receive`).set(as(hr)).send({})).status).toBe(200);
  const log = (await t.http.get(`/api/dts/documents/${doc.id}`).set(as(head))).body.log as { attachments: { id: number }[] }[];
  attachmentId = log[0]!.attachments[0]!.id;
});
afterAll(() => t.close());

/** head@ files a confidential letter in the college (addressed to nobody yet). */
const fileConfidential = (title: string) =>
  t.http.post('/api/dts/documents').set(as(head)).send({ title, document_type_id: letterType, office_id: cas, confidential: true });

type Answer = {
  document: { title: string; remarks: string | null; withheld: boolean; addressees: unknown[]; tracking_number: string; state: string };
  log: { remarks: string | null; attachments: { file_name: string }[] }[];
};
const detail = (token: string) => t.http.get(`/api/dts/documents/${doc.id}`).set(as(token));
const slipText = async (token: string) => {
  const res = await binary(t.http.get(`/api/dts/documents/${doc.id}/slip`).set(as(token)));
  expect(res.status).toBe(200);
  return pdfText(res.body as Buffer);
};

function expectFull(body: Answer) {
  expect(body.document).toMatchObject({ title: TITLE, remarks: REMARKS, withheld: false });
  expect(body.document.addressees).toHaveLength(1);
  expect(body.log.map((l) => l.remarks)).toEqual(expect.arrayContaining([REMARKS, FORWARD_REMARKS]));
  expect(body.log[0]!.attachments.map((a) => a.file_name)).toEqual([FILE_NAME]);
}

function expectWithheld(body: Answer) {
  expect(body.document).toMatchObject({
    tracking_number: doc.tracking_number,
    state: 'received',
    title: 'Confidential document',
    remarks: null,
    withheld: true,
    addressees: [],
  });
  for (const entry of body.log) {
    expect(entry.remarks).toBeNull();
    expect(entry.attachments).toEqual([]);
  }
  expect(JSON.stringify(body)).not.toMatch(/Complaint|complainant|HR director|M\. Santos|Rita/);
}

describe('who reads a confidential document in full', () => {
  it('is its filer, the person it is addressed to, its holder and the one the holder names: page, log, files and slip', async () => {
    // The holder names a member of the HR office who may read it.
    const naming = await t.http.post(`/api/dts/documents/${doc.id}/readers`).set(as(hr)).send({ personnel_id: namedPersonnel });
    expect(naming.status).toBe(200);
    expect(naming.body.message).toBe('Nora Navarro may now read this document.');
    for (const token of [head, addressee, hr, named]) {
      const res = await detail(token);
      expect(res.status).toBe(200);
      expectFull(res.body);
      const file = await binary(t.http.get(`/api/dts/attachments/${attachmentId}`).set(as(token)));
      expect(file.status).toBe(200);
      const slip = await slipText(token);
      expect(slip).toContain(TITLE);
      expect(slip).toContain(FORWARD_REMARKS);
    }
  });

  it('writes each read by someone other than its filer to the audit trail', async () => {
    const reads = await query(
      `SELECT u.email FROM audit_log a JOIN users u ON u.id = a.actor_user_id WHERE a.action = 'read' AND a.entity = 'dts_document' AND a.entity_id = $1`,
      [String(doc.id)],
    );
    const readers = new Set(reads.map((r) => r.email as string));
    expect(readers).toEqual(new Set(['rita.reyes@hris.test', 'hr@hris.test', 'nora.navarro@hris.test']));
  });

  it('may be named only by its holder, and only among the people of the office that holds it', async () => {
    // Its page offers the holder, and only the holder, to name who else reads it.
    expect((await detail(hr)).body.may_name_readers).toBe(true);
    for (const token of [head, addressee, named, member]) expect((await detail(token)).body.may_name_readers).toBe(false);
    const byMember = await t.http.post(`/api/dts/documents/${doc.id}/readers`).set(as(member)).send({ personnel_id: namedPersonnel });
    expect(byMember.status).toBe(422);
    expect(byMember.body.errors.personnel_id).toEqual(['Only the one who holds this document may name who else reads it.']);
    const elsewhere = await t.http
      .post(`/api/dts/documents/${doc.id}/readers`)
      .set(as(hr))
      .send({ personnel_id: await personnelIdOf(t, 'olivia.ocampo@hris.test') });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors.personnel_id).toEqual(['Name someone of the office that holds the document.']);
    // A document that does not exist, even to a DTS administrator (who may open any office's).
    expect((await t.http.post('/api/dts/documents/999999/readers').set(as(dtsAdmin)).send({ personnel_id: namedPersonnel })).status).toBe(404);
  });
});

describe('everyone else on its route, and the DTS administrators', () => {
  it('may not correct it while it is still open to correction (they would write over what they cannot read)', async () => {
    const secret = (await fileConfidential('Notice of a hearing')).body.document as { id: number };
    expect((await t.http.get(`/api/dts/documents/${secret.id}`).set(as(staff))).body.actions).not.toContain('edit');
    const edit = await t.http
      .put(`/api/dts/documents/${secret.id}`)
      .set(as(staff))
      .send({ title: 'Confidential document', document_type_id: letterType, confidential: true });
    expect(edit.status).toBe(422);
    expect(edit.body.errors.state).toEqual(['This document is confidential: only those who may read it can correct it.']);
    expect((await t.http.get(`/api/dts/documents/${secret.id}`).set(as(head))).body.document.title).toBe('Notice of a hearing');
  });

  it('may not address it to anyone when forwarding it (they could address it to themselves)', async () => {
    const secret = (await fileConfidential('Notice of a hearing')).body.document as { id: number };
    const me = await personnelIdOf(t, 'staff@hris.test');
    const forward = await t.http
      .post(`/api/dts/documents/${secret.id}/forward`)
      .set(as(staff))
      .send({ to_office_id: hrmo, addressee_ids: [me] });
    expect(forward.status).toBe(422);
    expect(forward.body.errors.addressee_ids).toEqual(['This document is confidential: only those who may read it can address it to someone.']);
    expect((await t.http.get(`/api/dts/documents/${secret.id}`).set(as(staff))).body.document.withheld).toBe(true);
  });

  it('see on its page only that it exists, its tracking number and its status; its files are refused', async () => {
    for (const token of [staff, member, dtsAdmin]) {
      const res = await detail(token);
      expect(res.status).toBe(200);
      expectWithheld(res.body);
      expect((await t.http.get(`/api/dts/attachments/${attachmentId}`).set(as(token))).status).toBe(404);
    }
  });

  it('see it in the lists by its number only, and cannot find it by its title', async () => {
    const cases: [string, number, string][] = [
      [member, hrmo, 'received'],
      [dtsAdmin, hrmo, 'received'],
      [staff, cas, 'touched'],
    ];
    for (const [token, office, view] of cases) {
      const res = await t.http.get('/api/dts/documents').query({ office_id: office, view }).set(as(token));
      expect(res.status).toBe(200);
      const row = (res.body.documents as { id: number; title: string; remarks: string | null; withheld: boolean }[]).find((d) => d.id === doc.id)!;
      expect(row).toMatchObject({ title: 'Confidential document', remarks: null, withheld: true });
      const byTitle = await t.http.get('/api/dts/documents').query({ office_id: office, view, term: 'complaint' }).set(as(token));
      expect(byTitle.body.documents.map((d: { id: number }) => d.id)).not.toContain(doc.id);
      const byNumber = await t.http.get('/api/dts/documents').query({ office_id: office, view, term: doc.tracking_number }).set(as(token));
      expect(byNumber.body.documents.map((d: { id: number }) => d.id)).toContain(doc.id);
    }
    // Its holder finds it by its title in the same list.
    const holder = await t.http.get('/api/dts/documents').query({ office_id: hrmo, view: 'received', term: 'complaint' }).set(as(hr));
    expect(holder.body.documents.find((d: { id: number }) => d.id === doc.id)).toMatchObject({ title: TITLE, withheld: false });
  });

  it('get a routing slip and an Excel export without its title or remarks', async () => {
    for (const token of [member, dtsAdmin]) {
      const slip = await slipText(token);
      expect(slip).toContain(doc.tracking_number);
      expect(slip).toContain('Confidential document');
      expect(slip).not.toMatch(/Complaint|complainant|HR director/);
      const sheet = await binary(t.http.get('/api/dts/documents/export').query({ office_id: hrmo, view: 'received' }).set(as(token)));
      expect(sheet.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(sheet.body as unknown as ArrayBuffer);
      const cells: string[] = [];
      workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
      expect(cells).toContain(doc.tracking_number);
      expect(cells).toContain('Confidential document');
      expect(cells.join(' ')).not.toContain('Complaint');
    }
  });

  it('write nothing to the audit trail: they read nothing of it', async () => {
    const reads = await query(
      `SELECT u.email FROM audit_log a JOIN users u ON u.id = a.actor_user_id WHERE a.action = 'read' AND a.entity = 'dts_document' AND a.entity_id = $1
          AND u.email IN ('staff@hris.test', 'mark.mendoza@hris.test', 'dana.dizon@hris.test')`,
      [String(doc.id)],
    );
    expect(reads).toEqual([]);
  });
});

describe('correcting who it is addressed to', () => {
  it('is written to its log, and tells a new addressee once', async () => {
    const filed = (await fileConfidential('Request for a hearing')).body.document as { id: number; tracking_number: string };
    const rita = await personnelIdOf(t, 'rita.reyes@hris.test');
    const notices = async () =>
      ((await t.http.get('/api/notifications').set(as(addressee))).body.notifications as { title: string }[]).filter((n) =>
        n.title.includes(filed.tracking_number),
      );
    expect((await t.http.get(`/api/dts/documents/${filed.id}`).set(as(addressee))).status).toBe(404);
    const corrected = await t.http
      .put(`/api/dts/documents/${filed.id}`)
      .set(as(head))
      .send({ title: 'Request for a hearing', document_type_id: letterType, confidential: true, addressee_ids: [rita] });
    expect(corrected.status).toBe(200);
    const page = await t.http.get(`/api/dts/documents/${filed.id}`).set(as(addressee));
    expect(page.body.document).toMatchObject({ title: 'Request for a hearing', withheld: false, addressees: [{ id: rita, fullname: 'Rita Reyes' }] });
    expect(page.body.log.at(-1).remarks).toBe('Corrected: addressees changed.');
    expect(await notices()).toHaveLength(1);
    // Corrected again, the same addressee: not told twice.
    const again = await t.http
      .put(`/api/dts/documents/${filed.id}`)
      .set(as(head))
      .send({ title: 'Request for a hearing (room 2)', document_type_id: letterType, confidential: true, addressee_ids: [rita] });
    expect(again.status).toBe(200);
    expect(await notices()).toHaveLength(1);
    // Taken off: she reads it no more.
    await t.http
      .put(`/api/dts/documents/${filed.id}`)
      .set(as(head))
      .send({ title: 'Request for a hearing (room 2)', document_type_id: letterType, confidential: true });
    expect((await t.http.get(`/api/dts/documents/${filed.id}`).set(as(addressee))).status).toBe(404);
  });
});

describe('a member of an unrelated office', () => {
  it('is told it does not exist, and gets none of its files, slip or lists', async () => {
    expect((await detail(outsider)).status).toBe(404);
    expect((await t.http.get(`/api/dts/documents/by-number/${doc.tracking_number}`).set(as(outsider))).status).toBe(404);
    expect((await t.http.get(`/api/dts/documents/${doc.id}/slip`).set(as(outsider))).status).toBe(404);
    expect((await t.http.get(`/api/dts/attachments/${attachmentId}`).set(as(outsider))).status).toBe(404);
    expect((await t.http.get('/api/dts/documents').query({ office_id: hrmo, view: 'received' }).set(as(outsider))).status).toBe(422);
  });
});

describe('the public tracking page', () => {
  it('says of a confidential document its tracking number and status, not even where it is', async () => {
    const res = await t.http.get(`/api/dts/track/${doc.tracking_number}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ document: { tracking_number: doc.tracking_number, status: 'received', current_office: null } });
  });
});

describe('notices', () => {
  it('tell the person it is addressed to by its number only, and nobody else', async () => {
    const bell = (await t.http.get('/api/notifications').set(as(addressee))).body.notifications as { title: string; description: string }[];
    const notice = bell.find((n) => n.title.includes(doc.tracking_number))!;
    expect(notice.description).toContain('addressed to you');
    expect(JSON.stringify(notice)).not.toContain('Complaint');
    for (const token of [member, staff]) {
      const theirs = (await t.http.get('/api/notifications').set(as(token))).body.notifications as { title: string }[];
      expect(theirs.filter((n) => n.title.includes(doc.tracking_number))).toEqual([]);
    }
  });
});
