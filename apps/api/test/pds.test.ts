import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, notifications, users } from '@hris/db';
import { MESSAGES } from '@hris/contracts';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { pdfBytes, tinyPng } from './support/files';
import { as, binary } from './support/records';

let t: TestApp;
let hr: string;
let staff: string;
let head: string;
let staffId: number;
let hrId: number;

const pdf = pdfBytes;

const personal = {
  birth_date: '1990-05-14',
  birth_place: 'Legazpi City, Albay',
  sex: 'male',
  citizenship: 'filipino',
  height_m: 1.68,
  weight_kg: 64,
  gsis_no: '0-1234-5678-9',
  residential_address: { barangay: 'Rawis', city: 'Legazpi City', province: 'Albay', zip_code: '4500' },
  mobile_no: '0917 123 4567',
  email: 'juan@example.ph',
};
const training = {
  title: 'Records Management for Government Offices',
  date_from: '2025-03-03',
  date_to: '2025-03-05',
  hours: 24,
  ld_type: 'technical',
  conducted_by: 'National Archives of the Philippines',
};

const upload = (token: string, bytes: Buffer, name = 'certificate.pdf', type = 'application/pdf') =>
  t.http.post('/api/upload').set(as(token)).attach('file', bytes, { filename: name, contentType: type });

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff, head] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'head@hris.test')]);
  staffId = (await t.http.get('/api/users/me').set(as(staff))).body.user.personnel.id;
  hrId = (await t.http.get('/api/users/me').set(as(hr))).body.user.personnel.id;
});
afterAll(async () => t.close());

describe('filling in the PDS', () => {
  it('starts empty, saves part I, and refuses a future birth date without losing what was saved', async () => {
    const empty = await t.http.get(`/api/personnels/${staffId}/pds`).set(as(staff));
    expect(empty.status).toBe(200);
    expect(empty.body.pds).toMatchObject({ personnel: { id: staffId, last_name: 'Bautista' }, personal: null, training: [] });
    expect(empty.body.checking).toMatchObject({ status: 'draft', last_submission: null });

    const saved = await t.http.put(`/api/personnels/${staffId}/personal`).set(as(staff)).send(personal);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ birth_place: 'Legazpi City, Albay', sex: 'male' });

    const future = await t.http
      .put(`/api/personnels/${staffId}/personal`)
      .set(as(staff))
      .send({ ...personal, birth_date: '2999-01-01', birth_place: 'Changed' });
    expect(future.status).toBe(422);
    expect(future.body.errors.birth_date).toEqual(['The date of birth cannot be in the future.']);
    const after = await t.http.get(`/api/personnels/${staffId}/pds`).set(as(staff));
    expect(after.body.pds.personal).toMatchObject({ birth_date: '1990-05-14', birth_place: 'Legazpi City, Albay' });
  });

  it('checks lookups, dual citizenship details and the section name', async () => {
    const badRef = await t.http
      .put(`/api/personnels/${staffId}/personal`)
      .set(as(staff))
      .send({ ...personal, blood_type_id: 999999 });
    expect(badRef.body.errors.blood_type_id).toEqual(['The selected blood type is invalid.']);
    const dual = await t.http
      .put(`/api/personnels/${staffId}/personal`)
      .set(as(staff))
      .send({ ...personal, citizenship: 'dual' });
    expect(dual.body.errors.dual_citizenship_by).toBeDefined();
    const unknown = await t.http.put(`/api/personnels/${staffId}/salary`).set(as(staff)).send({});
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.section).toEqual(['There is no such section of the PDS.']);
    const listAsSingle = await t.http.put(`/api/personnels/${staffId}/training`).set(as(staff)).send(training);
    expect(listAsSingle.status).toBe(422);
  });

  it('adds, edits and removes list entries, refusing an end date before the start', async () => {
    const added = await t.http.post(`/api/personnels/${staffId}/training`).set(as(staff)).send(training);
    expect(added.status).toBe(200);
    expect(added.body.entry).toMatchObject({ title: training.title, files_count: 0 });
    const id = added.body.entry.id;

    const backwards = await t.http
      .put(`/api/personnels/${staffId}/training/${id}`)
      .set(as(staff))
      .send({ ...training, date_to: '2025-03-01', title: 'Renamed' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.date_to).toEqual(['The end date cannot be before the start date.']);
    const kept = await t.http.get(`/api/personnels/${staffId}/pds`).set(as(staff));
    expect(kept.body.pds.training[0]).toMatchObject({ id, title: training.title });

    const edited = await t.http
      .put(`/api/personnels/${staffId}/training/${id}`)
      .set(as(staff))
      .send({ ...training, hours: 16 });
    expect(edited.body.entry.hours).toBe(16);

    const work = await t.http.post(`/api/personnels/${staffId}/workexp`).set(as(staff)).send({
      date_from: '2019-01-02',
      position_title: 'Administrative Aide IV',
      company_name: 'Department of Education',
      monthly_salary: 15000,
      salary_grade: 4,
      salary_step: 1,
      appointment_status: 'Permanent',
      government_service: true,
    });
    expect(work.status).toBe(200);
    const gone = await t.http.delete(`/api/personnels/${staffId}/workexp/${work.body.entry.id}`).set(as(staff));
    expect(gone.status).toBe(200);
    const wrongSection = await t.http.delete(`/api/personnels/${staffId}/eligibility/${id}`).set(as(staff));
    expect(wrongSection.status).toBe(404);
  });
});

describe('who may read and change a PDS (RA 10173)', () => {
  it("keeps another employee's PDS from staff and department heads, answering 404", async () => {
    expect((await t.http.get(`/api/personnels/${hrId}/pds`).set(as(staff))).status).toBe(404);
    expect((await t.http.get(`/api/personnels/${staffId}/pds`).set(as(head))).status).toBe(404);
    expect((await t.http.put(`/api/personnels/${hrId}/personal`).set(as(staff)).send(personal)).status).toBe(404);
    expect((await t.http.get(`/api/personnels/${hrId}/pds/pdf`).set(as(staff))).status).toBe(404);
  });

  it("lets HR read and edit anyone's, and logs every read of another person's PDS", async () => {
    const read = await t.http.get(`/api/personnels/${staffId}/pds`).set(as(hr));
    expect(read.status).toBe(200);
    expect(read.body.pds.personal.birth_place).toBe('Legazpi City, Albay');
    const [hrUser] = await t.db.select().from(users).where(eq(users.email, 'hr@hris.test'));
    const logged = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pds'), eq(auditLog.action, 'read'), eq(auditLog.actorUserId, hrUser!.id)));
    expect(logged.some((row) => row.entityId === String(staffId))).toBe(true);
    // The owner's own reads are not "someone else's" reads.
    const [staffUser] = await t.db.select().from(users).where(eq(users.email, 'staff@hris.test'));
    const own = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pds'), eq(auditLog.action, 'read'), eq(auditLog.actorUserId, staffUser!.id)));
    expect(own).toHaveLength(0);

    const skill = await t.http.post(`/api/personnels/${staffId}/skills`).set(as(hr)).send({ name: 'Filing and records keeping' });
    expect(skill.status).toBe(200);
  });
});

describe('PDS documents (SPEC.md §5, §7)', () => {
  let trainingId: number;
  beforeAll(async () => {
    trainingId = (
      await t.http
        .post(`/api/personnels/${staffId}/training`)
        .set(as(staff))
        .send({ ...training, title: 'Customer Service Excellence' })
    ).body.entry.id;
  });

  it("refuses every bad file with the spec's messages", async () => {
    const tooBig = await upload(staff, pdf(3_145_729));
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.file).toEqual([MESSAGES.fileTooLarge]);
    const png = await upload(staff, tinyPng(), 'scan.pdf');
    expect(png.body.errors.file).toEqual([MESSAGES.fileTypeNotAllowed]);
    const empty = await upload(staff, Buffer.alloc(0), 'empty.pdf');
    expect(empty.body.errors.file).toEqual([MESSAGES.fileTypeNotAllowed]);
    const notAtStart = await upload(staff, Buffer.concat([Buffer.from('hello '), pdf()]), 'late.pdf');
    expect(notAtStart.body.errors.file).toEqual([MESSAGES.fileTypeNotAllowed]);
    const none = await t.http.post('/api/upload').set(as(staff)).field('note', 'no file');
    expect(none.body.errors.file).toEqual([MESSAGES.saveWithoutFile]);
    const exactLimit = await upload(staff, pdf(3_145_728));
    expect(exactLimit.status).toBe(200);
  });

  it('attaches an upload to an entry, lists it with a link that opens, and removes it', async () => {
    const up = await upload(staff, pdf(), 'certificate.pdf');
    expect(up.body).toMatchObject({ name: 'certificate.pdf', size: 600 });
    expect(up.body.path).toMatch(/^pds\/[0-9a-f-]+\.pdf$/);

    const noPath = await t.http.post('/api/personnel/training/files').set(as(staff)).send({ training_id: trainingId });
    expect(noPath.body.errors.attachment_path).toEqual([MESSAGES.saveWithoutFile]);

    const added = await t.http.post('/api/personnel/training/files').set(as(staff)).send({ training_id: trainingId, attachment_path: up.body.path });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(MESSAGES.fileAdded);
    const reused = await t.http.post('/api/personnel/training/files').set(as(staff)).send({ training_id: trainingId, attachment_path: up.body.path });
    expect(reused.status).toBe(422);

    const list = await t.http.get('/api/personnel/training/files').query({ training_id: trainingId }).set(as(staff));
    expect(list.body.files).toHaveLength(1);
    const file = list.body.files[0];
    expect(file).toMatchObject({ name: 'certificate.pdf', attachment_path: up.body.path, parent_id: trainingId });
    const opened = await t.http.get(file.attachment_absolute_path).buffer(true);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    const tampered = await t.http.get(file.attachment_absolute_path.replace(/exp=\d+/, 'exp=9999999999'));
    expect(tampered.status).toBe(404);

    const pds = await t.http.get(`/api/personnels/${staffId}/pds`).set(as(staff));
    expect(pds.body.pds.training.find((e: { id: number }) => e.id === trainingId).files_count).toBe(1);

    // Another employee can neither see nor remove it; the files are not under the wrong section either.
    expect((await t.http.get('/api/personnel/training/files').query({ training_id: trainingId }).set(as(head))).status).toBe(404);
    expect((await t.http.delete(`/api/personnel/training/files/${file.id}`).set(as(head))).status).toBe(404);
    expect((await t.http.delete(`/api/personnel/workexp/files/${file.id}`).set(as(staff))).status).toBe(404);
    expect((await t.http.get('/api/personnel/training/files').query({ training_id: trainingId }).set(as(hr))).body.files).toHaveLength(1);

    const removed = await t.http.delete(`/api/personnel/training/files/${file.id}`).set(as(staff));
    expect(removed.body.message).toBe(MESSAGES.documentRemoved);
    expect((await t.http.get(file.attachment_absolute_path)).status).toBe(404);
  });

  it("will not attach somebody else's upload", async () => {
    const hrUpload = await upload(hr, pdf(), 'hr.pdf');
    const stolen = await t.http.post('/api/personnel/training/files').set(as(staff)).send({ parent_id: trainingId, attachment_path: hrUpload.body.path });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors.attachment_path).toEqual(['The uploaded file was not found; upload it again.']);
  });
});

describe('PDS checking', () => {
  it('sends the PDS, lets HR verify it and tells the employee', async () => {
    const sent = await t.http.post(`/api/personnels/${staffId}/pds/submit`).set(as(staff));
    expect(sent.status).toBe(200);
    expect(sent.body.checking.status).toBe('submitted');
    expect(sent.body.checking.changed_sections).toEqual(expect.arrayContaining(['personal', 'training', 'skills']));

    expect((await t.http.get('/api/pds/checking').set(as(staff))).status).toBe(403);
    const queue = await t.http.get('/api/pds/checking').set(as(hr));
    const mine = queue.body.submissions.find((s: { personnel: { id: number } }) => s.personnel.id === staffId);
    expect(mine).toMatchObject({ status: 'submitted', personnel: { fullname: 'Juan Bautista', department: { acronym: 'CAS' } } });

    const detail = await t.http.get(`/api/pds/checking/${mine.id}`).set(as(hr));
    const trainingChange = detail.body.changes.find((c: { section: string }) => c.section === 'training');
    expect(trainingChange.changes.map((c: { kind: string; label: string }) => `${c.kind}: ${c.label}`)).toContain(
      'added: Records Management for Government Offices (2025-03-03 – 2025-03-05)',
    );

    const [hrUser] = await t.db.select().from(users).where(eq(users.email, 'hr@hris.test'));
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, hrUser!.id));
    expect(told.some((n) => n.title === 'A PDS is waiting for checking')).toBe(true);

    const verified = await t.http.post(`/api/pds/checking/${mine.id}/verify`).set(as(hr)).send({});
    expect(verified.status).toBe(200);
    const twice = await t.http.post(`/api/pds/checking/${mine.id}/verify`).set(as(hr)).send({});
    expect(twice.body.errors.status).toEqual(['This PDS has already been checked.']);

    const status = await t.http.get(`/api/personnels/${staffId}/pds`).set(as(staff));
    expect(status.body.checking).toMatchObject({ status: 'verified', changed_sections: [] });
    const nothing = await t.http.post(`/api/personnels/${staffId}/pds/submit`).set(as(staff));
    expect(nothing.body.errors.pds).toEqual(['Nothing has changed since your PDS was last verified.']);
    const list = await t.http.get('/api/notifications').set(as(staff));
    expect(JSON.stringify(list.body)).toContain('Your PDS has been verified');
  });

  it('shows only what changed since the verified copy, and returns with remarks', async () => {
    await t.http
      .put(`/api/personnels/${staffId}/personal`)
      .set(as(staff))
      .send({ ...personal, mobile_no: '0918 765 4321' });
    const sent = await t.http.post(`/api/personnels/${staffId}/pds/submit`).set(as(staff));
    expect(sent.body.checking.changed_sections).toEqual(['personal']);
    const id = sent.body.checking.last_submission.id;
    const detail = await t.http.get(`/api/pds/checking/${id}`).set(as(hr));
    expect(detail.body.changes).toHaveLength(1);
    expect(detail.body.changes[0].changes[0].fields).toEqual([{ field: 'mobile_no', label: 'Mobile no.', before: '0917 123 4567', after: '0918 765 4321' }]);

    const noRemarks = await t.http.post(`/api/pds/checking/${id}/return`).set(as(hr)).send({});
    expect(noRemarks.status).toBe(422);
    expect(noRemarks.body.errors.remarks).toEqual(['Say what the employee must correct.']);
    const returned = await t.http.post(`/api/pds/checking/${id}/return`).set(as(hr)).send({ remarks: 'Attach the PhilHealth ID.' });
    expect(returned.status).toBe(200);
    const status = await t.http.get(`/api/personnels/${staffId}/pds`).set(as(staff));
    expect(status.body.checking).toMatchObject({
      status: 'returned',
      changed_sections: ['personal'],
      last_submission: { remarks: 'Attach the PhilHealth ID.' },
    });
  });

  it('does not let a checker verify their own PDS', async () => {
    await t.http.put(`/api/personnels/${hrId}/personal`).set(as(hr)).send(personal);
    const sent = await t.http.post(`/api/personnels/${hrId}/pds/submit`).set(as(hr));
    const own = await t.http.post(`/api/pds/checking/${sent.body.checking.last_submission.id}/verify`).set(as(hr)).send({});
    expect(own.status).toBe(403);
  });
});

describe('printing', () => {
  it('prints the verified copy on CS Form 212 as a PDF, and the sheet as a workbook', async () => {
    const res = await binary(t.http.get(`/api/personnels/${staffId}/pds/pdf`).set(as(staff)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Four pages of the form and the work experience sheet.
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBe(5);

    const xlsx = await t.http
      .get(`/api/personnels/${staffId}/pds/excel`)
      .set(as(hr))
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(xlsx.status).toBe(200);
    expect((xlsx.body as Buffer).subarray(0, 2).toString()).toBe('PK');
  });

  it('answers 404 for a verified copy that does not exist', async () => {
    const other = await t.http.post('/api/personnels').set(as(hr)).send({ first_name: 'Nena', last_name: 'Villanueva', campus_id: 1 });
    const res = await t.http.get(`/api/personnels/${other.body.personnel.id}/pds/pdf`).query({ version: 'verified' }).set(as(hr));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This PDS has not been verified yet.');
    const draft = await t.http.get(`/api/personnels/${other.body.personnel.id}/pds/pdf`).set(as(hr));
    expect(draft.status).toBe(200);
  });
});
