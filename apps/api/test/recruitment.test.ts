import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { pdfBytes, pdfFontNames, pdfText, tinyPng } from './support/files';
import { addDays, manilaToday } from './support/dates';
import { as, binary, departmentId } from './support/records';

// Recruitment: an applicant registers, proves the e-mail, fills the profile and applies with PDFs; a head
// asks to hire, HR drafts, publishes and closes the post and screens the applicants.

let t: TestApp;
let hr: string;
let head: string;
// The head of agency (the Office of the President): approves the requests to hire HR checked (issue 36).
let admin: string;
let staff: string;
let applicant: string;
let postId: number;
let postCode: string;
let cas: number;
let positionId: number;
const today = manilaToday();
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

const DOCUMENTS = ['Letter of intent', 'Personal Data Sheet (CS Form No. 212)'];
const postBody = (over: Record<string, unknown> = {}) => ({
  position_id: positionId,
  department_id: cas,
  campus_id: 1,
  plantilla_item_no: 'SU-CAS-ADAS2-12-2026',
  salary_grade: 8,
  monthly_salary: 2_053_400,
  board: 'NAPB',
  education: 'Completion of two years of studies in college',
  training: 'None required',
  experience: 'None required',
  eligibility: 'Career Service (Subprofessional) First Level Eligibility',
  documents_required: DOCUMENTS,
  ...over,
});
const upload = async (token: string, name = 'doc.pdf', bytes = pdfBytes(1500)) =>
  (await t.http.post('/api/upload').set(as(token)).attach('file', bytes, name)).body.path as string;

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, staff, admin] = await Promise.all([
    signIn(t, 'hr@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'staff@hris.test'),
    signIn(t, 'admin@hris.test'),
  ]);
  cas = await departmentId(t, 'CAS');
  positionId = (await query(`SELECT id FROM positions WHERE name = 'Administrative Assistant II'`))[0].id;
});
afterAll(async () => t.close());

describe('applicants register themselves', () => {
  it('registers with the applicant role only, refuses sign-in until the e-mail link is opened, then signs in', async () => {
    const body = {
      email: 'Rosa.Aquino@Example.com',
      password: 'Hiring#2026-x',
      password_confirmation: 'Hiring#2026-x',
      first_name: 'Rosa',
      last_name: 'Aquino',
    };
    const res = await t.http.post('/api/applicants/register').send(body);
    expect(res.status).toBe(200);
    // A second registration answers alike (no telling who has an account) and e-mails the owner instead.
    const again = await t.http.post('/api/applicants/register').send(body);
    expect([again.status, again.body.message]).toEqual([200, res.body.message]);
    expect(t.outbox('rosa.aquino@example.com').at(-1)).toMatch(/already has an account/);
    const early = await t.http.post('/api/authenticate/login').send({ email: 'rosa.aquino@example.com', password: 'Hiring#2026-x' });
    expect([early.status, early.body.errors?.email]).toEqual([422, ['Verify your e-mail address first: open the link we sent you.']]);
    const mail = t.outbox('rosa.aquino@example.com').find((m) => m.includes('verify_email'))!;
    const token = /verify_email\?token=([\w-]+)/.exec(mail)![1]!;
    expect((await t.http.post('/api/applicants/verify-email').send({ token: 'x'.repeat(40) })).status).toBe(422);
    expect((await t.http.post('/api/applicants/verify-email').send({ token })).body.message).toBe('Your e-mail address is verified. You can now sign in.');
    expect((await t.http.post('/api/applicants/verify-email').send({ token })).status).toBe(422); // once
    applicant = await signIn(t, 'rosa.aquino@example.com', 'Hiring#2026-x');
    const me = await t.http.get('/api/users/me').set(as(applicant));
    expect(me.body.user).toMatchObject({ is_applicant: true, personnel: null });
    expect((await t.http.get('/api/personnels').set(as(applicant))).status).toBe(403);
  });

  it('keeps a profile whose PDS parts are checked by the PDS schemas', async () => {
    const bad = await t.http
      .put('/api/applicants/me/profile')
      .set(as(applicant))
      .send({ first_name: 'Rosa', last_name: 'Aquino', sections: { educbackground: [{ level: 'college' }] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).every((k) => k.startsWith('sections.educbackground.0.'))).toBe(true);
    const good = (await t.http.get('/api/applicants/me/profile').set(as(applicant))).body.profile;
    expect(good.complete).toBe(false);
  });
});

describe('requests to hire and job posts', () => {
  it('a head asks to hire through the chain; HR drafts, publishes (at least 10 days) and the board shows the post', async () => {
    const refused = await t.http
      .post('/api/hiring-requests')
      .set(as(staff))
      .send({ department_id: cas, position_id: positionId, kind: 'new', employment_kind: 'staff', justification: 'x' });
    expect(refused.status).toBe(403);
    const noItem = await t.http
      .post('/api/hiring-requests')
      .set(as(head))
      .send({ department_id: cas, position_id: positionId, kind: 'vacant', employment_kind: 'staff', justification: 'Retirement of the incumbent' });
    expect(noItem.body.errors.plantilla_item_no).toEqual(['Give the plantilla item number of the vacant item.']);
    // The item named must be on the plantilla, vacant, of the head's office and of the position asked for.
    const ask = (item: string) =>
      t.http.post('/api/hiring-requests').set(as(head)).send({
        department_id: cas,
        position_id: positionId,
        kind: 'vacant',
        plantilla_item_no: item,
        employment_kind: 'staff',
        justification: 'Retirement of the incumbent',
      });
    expect((await ask('SU-NOWHERE-1')).body.errors.plantilla_item_no).toEqual([
      'Plantilla item SU-NOWHERE-1 is not on the plantilla; HR adds it under Plantilla → Items.',
    ]);
    expect((await ask('SU-CAS-ADAS2-1-2022')).body.errors.plantilla_item_no).toEqual([
      'Plantilla item SU-CAS-ADAS2-1-2022 is already filled by Juan Bautista.',
    ]);
    expect((await ask('SU-CAS-INST1-7-2026')).body.errors.plantilla_item_no).toEqual(['Plantilla item SU-CAS-INST1-7-2026 is for Instructor I.']);
    expect((await ask('SU-HRMO-ADOF2-2-2026')).body.errors.plantilla_item_no[0]).toMatch(
      /^Plantilla item SU-HRMO-ADOF2-2-2026 is for Administrative Officer II/,
    );
    expect(await query(`SELECT id FROM hiring_requests`)).toEqual([]);
    const filed = await ask('su-cas-adas2-12-2026');
    expect([filed.status, filed.body.errors]).toEqual([200, undefined]);
    const request = filed.body.hiring_request;
    const fromPending = await t.http
      .post('/api/job-posts')
      .set(as(hr))
      .send(postBody({ hiring_request_id: request.id }));
    expect(fromPending.body.errors.hiring_request_id[0]).toMatch(/is pending; a post is made from an approved one/);
    // The head filed it: the HRMO checks it, the head of agency (admin@) approves — each step by whoever it waits for.
    const waitsFor = async (id: number) => {
      for (const token of [hr, head, admin]) if ((await t.http.get(`/api/approval-requests/${id}`).set(as(token))).body.request?.can_act) return token;
      throw new Error(`nobody may act on approval request ${id}`);
    };
    let r = (await t.http.get(`/api/approval-requests/${request.approval_request_id}`).set(as(hr))).body.request;
    const actors: string[] = [];
    while (r.status === 'pending') {
      const token = await waitsFor(r.id);
      actors.push(token === hr ? 'hr' : token === head ? 'head' : 'admin');
      r = (await t.http.post(`/api/approval-requests/${r.id}/act`).set(as(token)).send({ action: 'approve' })).body.request;
    }
    expect(actors).toEqual(['hr', 'admin']);
    expect((await t.http.get(`/api/hiring-requests/${request.id}`).set(as(head))).body.hiring_request.status).toBe('approved');

    const draft = await t.http
      .post('/api/job-posts')
      .set(as(hr))
      .send(postBody({ hiring_request_id: request.id }));
    expect(draft.status).toBe(200);
    postId = draft.body.job_post.id;
    postCode = draft.body.job_post.code;
    expect((await t.http.get(`/api/jobs/${postCode}`)).status).toBe(404); // a draft is not public
    const short = await t.http
      .post(`/api/job-posts/${postId}/publish`)
      .set(as(hr))
      .send({ publish_from: today, closing_date: addDays(today, 5) });
    expect(short.body.errors.closing_date).toEqual([`A vacancy is published for at least 10 calendar days: close it on ${addDays(today, 10)} or later.`]);
    expect(
      (
        await t.http
          .post(`/api/job-posts/${postId}/publish`)
          .set(as(hr))
          .send({ publish_from: today, closing_date: addDays(today, 14) })
      ).status,
    ).toBe(200);
    const board = await t.http.get('/api/jobs').set('accept-encoding', 'identity');
    expect(board.status).toBe(200);
    expect(board.headers['content-encoding']).toBeUndefined();
    expect(board.body.job_posts.map((p: { code: string }) => p.code)).toContain(postCode);
    // Browsers get it gzipped, and "not modified" when they already have this answer.
    const zipped = await t.http.get('/api/jobs').set('accept-encoding', 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toEqual(board.body);
    expect(zipped.headers.etag).toBe(`${board.headers.etag!.slice(0, -1)}-gz"`); // one ETag per encoding
    const again = await t.http.get('/api/jobs').set('accept-encoding', 'identity').set('if-none-match', board.headers.etag!);
    expect(again.status).toBe(304);
    expect((await t.http.get('/api/jobs').set('accept-encoding', 'gzip').set('if-none-match', zipped.headers.etag!)).status).toBe(304);
    expect((await t.http.get('/api/jobs').set('accept-encoding', 'gzip').set('if-none-match', board.headers.etag!)).status).toBe(200);
    expect((await t.http.get('/api/jobs').set('accept-encoding', 'gzip;q=0')).headers['content-encoding']).toBeUndefined();
    const preview = await t.http.get(`/api/jobs/${postCode}`);
    expect(preview.body.job_post).toMatchObject({
      position: { name: 'Administrative Assistant II' },
      salary_grade: 8,
      monthly_salary: 2_053_400,
      is_open: true,
      documents_required: DOCUMENTS,
    });
    expect(preview.body.job_post.hiring_request_id).toBeUndefined();
    const form9 = await binary(t.http.get(`/api/job-posts/${postId}/cs-form-9.pdf`).set(as(hr)));
    const form9Text = await pdfText(form9.body as Buffer);
    expect(form9Text).toContain('Request for Publication of Vacant Positions');
    expect(form9Text).toContain('₱20,534.00'); // not "±20,534.00": the standard font had no peso sign
    expect(pdfFontNames(form9.body as Buffer).every((f) => /^[A-Z]{6}\+Arimo-/.test(f))).toBe(true);
    expect((await t.http.get('/api/job-posts').set(as(staff))).status).toBe(403);
  });
});

describe('applying', () => {
  let applicationId: number;

  it('refuses an incomplete profile, a missing document and a file that is not a PDF; then applies', async () => {
    const docs = async () => [
      { requirement: DOCUMENTS[0], path: await upload(applicant, 'letter.pdf') },
      { requirement: DOCUMENTS[1], path: await upload(applicant, 'pds.pdf') },
    ];
    const incomplete = await t.http
      .post('/api/applications')
      .set(as(applicant))
      .send({ job_post_id: postId, documents: await docs() });
    expect(incomplete.body.errors.profile).toEqual(['Complete your profile first: sex, birth date and at least one school attended.']);
    const education = {
      level: 'college',
      school_name: 'Bicol University',
      course: 'BS Office Administration',
      period_from: '2015',
      period_to: '2019',
      year_graduated: '2019',
    };
    const saved = await t.http
      .put('/api/applicants/me/profile')
      .set(as(applicant))
      .send({ first_name: 'Rosa', last_name: 'Aquino', sex: 'female', birth_date: '1998-04-02', sections: { educbackground: [education] } });
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
    expect(saved.body.profile.complete).toBe(true);

    const missing = await t.http
      .post('/api/applications')
      .set(as(applicant))
      .send({ job_post_id: postId, documents: [(await docs())[0]] });
    expect(missing.body.errors['documents.1']).toEqual([`Upload the ${DOCUMENTS[1]} (PDF).`]);
    const png = await t.http.post('/api/upload').set(as(applicant)).attach('file', tinyPng(), 'letter.pdf');
    expect(png.status).toBe(422);

    const res = await t.http
      .post('/api/applications')
      .set(as(applicant))
      .send({ job_post_id: postId, documents: await docs() });
    expect(res.status).toBe(200);
    applicationId = res.body.application.id;
    expect(res.body.application).toMatchObject({
      status: 'submitted',
      status_label: 'Received',
      documents: [{ requirement: DOCUMENTS[0] }, { requirement: DOCUMENTS[1] }],
    });
    const again = await t.http
      .post('/api/applications')
      .set(as(applicant))
      .send({ job_post_id: postId, documents: await docs() });
    expect(again.body.errors.job_post_id).toEqual(['You already applied for this post; see its progress under My applications.']);
    expect(t.outbox('rosa.aquino@example.com').at(-1)).toContain('Received');
  });

  it('HR screens with the reason told; the applicant sees the history, and only their own', async () => {
    const noReason = await t.http.post(`/api/applications/${applicationId}/screening`).set(as(hr)).send({ decision: 'not_qualified' });
    expect(noReason.body.errors.remarks).toEqual(['Say which qualification standard is not met.']);
    expect((await t.http.post(`/api/applications/${applicationId}/screening`).set(as(applicant)).send({ decision: 'qualified' })).status).toBe(403);
    expect((await t.http.post(`/api/applications/${applicationId}/screening`).set(as(hr)).send({ decision: 'qualified' })).status).toBe(200);
    const mine = (await t.http.get('/api/applications/mine').set(as(applicant))).body.applications;
    expect(mine[0].events.map((e: { status: string }) => e.status)).toEqual(['submitted', 'qualified']);
    expect((await t.http.get(`/api/applications/${applicationId}`).set(as(staff))).status).toBe(404);
    const doc = mine[0].documents[0];
    const file = await binary(t.http.get(`/api/applications/${applicationId}/documents/${doc.id}`).set(as(hr)));
    expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.http.get(`/api/applications/${applicationId}/documents/${doc.id}`).set(as(staff))).status).toBe(404);
    const notes = await t.http.get('/api/notifications').set(as(applicant));
    expect(JSON.stringify(notes.body)).toContain('Qualified');
  });

  it('asks for a document later, which the applicant submits once', async () => {
    const asked = await t.http
      .post(`/api/applications/${applicationId}/document-requests`)
      .set(as(hr))
      .send({ description: 'Certificate of employment from the last employer' });
    expect(asked.status).toBe(200);
    const requestId = asked.body.document_request.id;
    const sent = await t.http
      .post(`/api/applications/${applicationId}/documents`)
      .set(as(applicant))
      .send({ document_request_id: requestId, path: await upload(applicant, 'coe.pdf') });
    expect(sent.status).toBe(200);
    const twice = await t.http
      .post(`/api/applications/${applicationId}/documents`)
      .set(as(applicant))
      .send({ document_request_id: requestId, path: await upload(applicant, 'coe.pdf') });
    expect(twice.body.errors.document_request_id).toEqual(['This document was already submitted.']);
  });

  it('refuses applications after the post closes', async () => {
    expect((await t.http.post(`/api/job-posts/${postId}/close`).set(as(hr))).status).toBe(200);
    const body = { email: 'late@example.com', password: 'Hiring#2026-x', password_confirmation: 'Hiring#2026-x', first_name: 'Late', last_name: 'Comer' };
    await t.http.post('/api/applicants/register').send(body);
    const token = /verify_email\?token=([\w-]+)/.exec(t.outbox('late@example.com').at(-1)!)![1]!;
    await t.http.post('/api/applicants/verify-email').send({ token });
    const late = await signIn(t, 'late@example.com', 'Hiring#2026-x');
    const res = await t.http.post('/api/applications').set(as(late)).send({ job_post_id: postId, documents: [] });
    expect(res.body.errors.job_post_id[0]).toMatch(/^Applications for this post closed on /);
    const closed = await t.http.get('/api/jobs');
    expect(closed.body.job_posts.map((p: { code: string }) => p.code)).not.toContain(postCode);
    expect((await t.http.get('/api/jobs').set('if-none-match', closed.headers.etag!)).status).toBe(304);
  });
});

describe('the office’s view of applicants', () => {
  it('lists applicants with their profile and applications, to the office only', async () => {
    const list = await t.http.get('/api/applicants?term=aquino').set(as(hr));
    const rosa = list.body.applicants.find((a: { email: string }) => a.email === 'rosa.aquino@example.com');
    expect(rosa).toMatchObject({ email_verified: true, applications_count: 1, profile_complete: true });
    const one = await t.http.get(`/api/applicants/${rosa.id}`).set(as(hr));
    expect(one.body.applicant.applications[0]).toMatchObject({ status: 'qualified', status_label: 'Qualified', job_post: { code: postCode } });
    expect((await t.http.get(`/api/applicants/${rosa.id}`).set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/applicants').set(as(applicant))).status).toBe(403);
  });
});
