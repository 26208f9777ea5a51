import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { pdfBytes } from './support/files';
import { addDays, manilaToday } from './support/dates';
import { as, departmentId, TRAINING } from './support/records';

// Issue 17: an employee who applies for a post starts from their verified PDS instead of typing it again.
// The server copies the PDS itself (the copy HR last verified, or the sheet as it stands when none was),
// keeps that copy with the application, and refuses a second application as it does an applicant's.

let t: TestApp;
let hr: string;
let staff: string;
let staffId: number;
let hrId: number;
let postId: number;
let staffApplicationId: number;
const today = manilaToday();
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

const DOCUMENTS = ['Letter of intent', 'Certificate of eligibility'];
const personal = {
  birth_date: '1990-05-14',
  birth_place: 'Legazpi City, Albay',
  sex: 'male',
  citizenship: 'filipino',
  residential_address: { house_no: '12', street: 'Rizal St.', barangay: 'Rawis', city: 'Legazpi City', province: 'Albay', zip_code: '4500' },
  mobile_no: '0917 123 4567',
};
const school = {
  level: 'college',
  school_name: 'Bicol University',
  course: 'BS Office Administration',
  period_from: '2008',
  period_to: '2012',
  year_graduated: '2012',
};
const eligibility = { name: 'Career Service Professional', rating: 82.5, exam_date: '2013-08-04', exam_place: 'Legazpi City' };
const work = { date_from: '2014-01-06', position_title: 'Administrative Aide IV', company_name: 'Department of Education', government_service: true };
const training = TRAINING;

const upload = async (token: string, name: string) =>
  (await t.http.post('/api/upload').set(as(token)).attach('file', pdfBytes(1200), name)).body.path as string;
const documents = async (token: string) => [
  { requirement: DOCUMENTS[0], path: await upload(token, 'letter.pdf') },
  { requirement: DOCUMENTS[1], path: await upload(token, 'eligibility.pdf') },
];
const prefill = async (token: string) => {
  const res = await t.http.get('/api/applications/prefill').set(as(token));
  expect(res.status).toBe(200);
  return res.body as {
    source: { kind: string; verified_at: string | null; unverified_changes: boolean };
    profile: Record<string, unknown> & { complete: boolean };
  };
};
/** The application's own copy, as HR reads it. */
const applicationProfile = async (id: number) => (await t.http.get(`/api/applications/${id}`).set(as(hr))).body.application.profile;
/** Sends the employee's PDS to HR and has HR verify it; answers the day HR verified it. */
async function sendAndVerify(token: string, personnelId: number, checker: string): Promise<string> {
  const sent = await t.http.post(`/api/personnels/${personnelId}/pds/submit`).set(as(token));
  expect(sent.status).toBe(200);
  const id = sent.body.checking.last_submission.id as number;
  expect((await t.http.post(`/api/pds/checking/${id}/verify`).set(as(checker)).send({})).status).toBe(200);
  return (await query(`SELECT decided_at FROM pds_submissions WHERE id = $1`, [id]))[0].decided_at as string;
}

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  staffId = (await t.http.get('/api/users/me').set(as(staff))).body.user.personnel.id;
  hrId = (await t.http.get('/api/users/me').set(as(hr))).body.user.personnel.id;
  const cas = await departmentId(t, 'CAS');
  const positionId = (await query(`SELECT id FROM positions WHERE name = 'Administrative Assistant II'`))[0].id as number;
  const item = await t.http
    .post('/api/plantilla/items')
    .set(as(hr))
    .send({ item_no: 'SU-CAS-ADAS2-77-2026', position_id: positionId, department_id: cas, salary_grade: 8 });
  expect(item.status).toBe(200);
  const draft = await t.http.post('/api/job-posts').set(as(hr)).send({
    position_id: positionId,
    department_id: cas,
    campus_id: 1,
    plantilla_item_no: 'SU-CAS-ADAS2-77-2026',
    salary_grade: 8,
    monthly_salary: 2_053_400,
    board: 'NAPB',
    education: 'Completion of two years of studies in college',
    training: 'None required',
    experience: 'None required',
    eligibility: 'Career Service (Subprofessional) First Level Eligibility',
    documents_required: DOCUMENTS,
  });
  expect(draft.status).toBe(200);
  postId = draft.body.job_post.id;
  expect(
    (
      await t.http
        .post(`/api/job-posts/${postId}/publish`)
        .set(as(hr))
        .send({ publish_from: today, closing_date: addDays(today, 14) })
    ).status,
  ).toBe(200);
});
afterAll(async () => t.close());

describe('an employee applies with their PDS', () => {
  it('says the PDS is the source and refuses to apply while part I and a school are missing, in the PDS’s words', async () => {
    const empty = await prefill(staff);
    expect(empty.source).toEqual({ kind: 'pds', personnel_id: staffId, verified_at: null, unverified_changes: false });
    expect(empty.profile).toMatchObject({ first_name: 'Juan', last_name: 'Bautista', sex: null, complete: false });
    const refused = await t.http
      .post('/api/applications')
      .set(as(staff))
      .send({ job_post_id: postId, documents: await documents(staff) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.profile).toEqual([
      'Fill in your Personal Data Sheet first: your sex (part I), your date of birth (part I), at least one school (part III, educational background).',
    ]);
    expect(await query(`SELECT id FROM job_applications WHERE applicant_user_id = (SELECT id FROM users WHERE email = 'staff@hris.test')`)).toEqual([]);
  });

  it('prefills from the copy HR verified (with its date), not from changes made since', async () => {
    expect((await t.http.put(`/api/personnels/${staffId}/personal`).set(as(staff)).send(personal)).status).toBe(200);
    for (const [section, entry] of [
      ['educbackground', school],
      ['eligibility', eligibility],
      ['workexp', work],
      ['training', training],
    ] as const)
      expect((await t.http.post(`/api/personnels/${staffId}/${section}`).set(as(staff)).send(entry)).status).toBe(200);
    const asItStands = await prefill(staff);
    expect(asItStands.source).toMatchObject({ kind: 'pds', verified_at: null });
    expect(asItStands.profile.complete).toBe(true);

    const verifiedAt = await sendAndVerify(staff, staffId, hr);
    const verified = await prefill(staff);
    expect(verified.source).toEqual({ kind: 'pds', personnel_id: staffId, verified_at: expect.any(String), unverified_changes: false });
    expect(new Date(verified.source.verified_at!).getTime()).toBe(new Date(verifiedAt).getTime());
    expect(verified.profile).toMatchObject({
      first_name: 'Juan',
      last_name: 'Bautista',
      sex: 'male',
      birth_date: '1990-05-14',
      mobile_no: '0917 123 4567',
      address: '12, Rizal St., Rawis, Legazpi City, Albay, 4500',
      complete: true,
      sections: {
        educbackground: [expect.objectContaining({ school_name: 'Bicol University', course: 'BS Office Administration' })],
        eligibility: [expect.objectContaining({ name: 'Career Service Professional', rating: 82.5 })],
        workexp: [expect.objectContaining({ position_title: 'Administrative Aide IV' })],
        training: [expect.objectContaining({ title: training.title, hours: 24 })],
      },
    });
    // The copy is the data only: no entry ids or attachment counts of the live sheet.
    expect(Object.keys((verified.profile.sections as Record<string, Record<string, unknown>[]>).training![0]!)).not.toContain('id');

    // A training added since waits for HR: the verified copy is still what an application takes.
    const added = await t.http
      .post(`/api/personnels/${staffId}/training`)
      .set(as(staff))
      .send({ ...training, title: 'Customer Service Excellence', date_from: '2025-06-02', date_to: '2025-06-03', hours: 16 });
    expect(added.status).toBe(200);
    const changed = await prefill(staff);
    expect(changed.source.unverified_changes).toBe(true);
    expect((changed.profile.sections as Record<string, { title: string }[]>).training!.map((e) => e.title)).toEqual([training.title]);
  });

  it('applies: the server copies the PDS itself (a client copy is ignored) and keeps it with the application', async () => {
    const res = await t.http
      .post('/api/applications')
      .set(as(staff))
      .send({ job_post_id: postId, documents: await documents(staff), profile: { first_name: 'Forged', sections: { training: [] } } });
    expect(res.status).toBe(200);
    staffApplicationId = res.body.application.id;
    expect(res.body.application).toMatchObject({ status: 'submitted', documents: [{ requirement: DOCUMENTS[0] }, { requirement: DOCUMENTS[1] }] });
    const kept = await applicationProfile(staffApplicationId);
    expect(kept).toMatchObject({
      first_name: 'Juan',
      last_name: 'Bautista',
      birth_date: '1990-05-14',
      source: { kind: 'pds', personnel_id: staffId, verified_at: expect.any(String), unverified_changes: true },
    });
    expect(kept.sections.training.map((e: { title: string }) => e.title)).toEqual([training.title]);
    const [row] = await query(`SELECT profile_snapshot FROM job_applications WHERE id = $1`, [staffApplicationId]);
    expect(row.profile_snapshot.first_name).toBe('Juan');
    const [audit] = await query(`SELECT after FROM audit_log WHERE entity = 'job_application' AND entity_id = $1 AND action = 'create'`, [staffApplicationId]);
    expect(audit.after).toMatchObject({ data_from: 'pds', pds_verified_at: expect.any(String) });
  });

  it('refuses a second application to the same post, as for applicants', async () => {
    const again = await t.http
      .post('/api/applications')
      .set(as(staff))
      .send({ job_post_id: postId, documents: await documents(staff) });
    expect(again.status).toBe(422);
    expect(again.body.errors.job_post_id).toEqual(['You already applied for this post; see its progress under My applications.']);
    expect(await query(`SELECT id FROM job_applications WHERE job_post_id = $1 AND id <> $2`, [postId, staffApplicationId])).toEqual([]);
  });

  it('keeps the submitted copy when the PDS is edited and verified again later', async () => {
    expect(
      (
        await t.http
          .put(`/api/personnels/${staffId}/personal`)
          .set(as(staff))
          .send({ ...personal, mobile_no: '0918 000 1111' })
      ).status,
    ).toBe(200);
    await sendAndVerify(staff, staffId, hr);
    const now = await prefill(staff);
    expect(now.profile.mobile_no).toBe('0918 000 1111');
    expect((now.profile.sections as Record<string, unknown[]>).training).toHaveLength(2);
    const kept = await applicationProfile(staffApplicationId);
    expect(kept.mobile_no).toBe('0917 123 4567');
    expect(kept.sections.training).toHaveLength(1);
    const mine = (await t.http.get('/api/applications/mine').set(as(staff))).body.applications;
    expect(mine.map((a: { id: number }) => a.id)).toEqual([staffApplicationId]);
  });

  it('with no verified copy, applies with the sheet as it stands; nobody in the office screens their own application', async () => {
    expect(
      (
        await t.http
          .put(`/api/personnels/${hrId}/personal`)
          .set(as(hr))
          .send({ ...personal, sex: 'female' })
      ).status,
    ).toBe(200);
    expect((await t.http.post(`/api/personnels/${hrId}/educbackground`).set(as(hr)).send(school)).status).toBe(200);
    const source = await prefill(hr);
    expect(source.source).toMatchObject({ kind: 'pds', verified_at: null });
    const res = await t.http
      .post('/api/applications')
      .set(as(hr))
      .send({ job_post_id: postId, documents: await documents(hr) });
    expect(res.status).toBe(200);
    const id = res.body.application.id as number;
    expect((await applicationProfile(id)).source).toMatchObject({ kind: 'pds', personnel_id: hrId, verified_at: null });
    const own = await t.http.post(`/api/applications/${id}/screening`).set(as(hr)).send({ decision: 'qualified' });
    expect([own.status, own.body.message]).toEqual([403, 'You cannot act on your own application; another member of the office must.']);
    expect((await t.http.post(`/api/applications/${id}/document-requests`).set(as(hr)).send({ description: 'Diploma' })).status).toBe(403);
    // Someone else's application is screened as before.
    expect((await t.http.post(`/api/applications/${staffApplicationId}/screening`).set(as(hr)).send({ decision: 'qualified' })).status).toBe(200);
  });
});

describe('applicant accounts keep their profile', () => {
  it('an applicant applies with their own profile, marked as such', async () => {
    const body = { email: 'ana.reyes@example.com', password: 'Hiring#2026-x', password_confirmation: 'Hiring#2026-x', first_name: 'Ana', last_name: 'Reyes' };
    expect((await t.http.post('/api/applicants/register').send(body)).status).toBe(200);
    const token = /verify_email\?token=([\w-]+)/.exec(t.outbox('ana.reyes@example.com').at(-1)!)![1]!;
    await t.http.post('/api/applicants/verify-email').send({ token });
    const applicant = await signIn(t, 'ana.reyes@example.com', 'Hiring#2026-x');
    expect((await prefill(applicant)).source).toEqual({ kind: 'applicant_profile', personnel_id: null, verified_at: null, unverified_changes: false });
    const incomplete = await t.http
      .post('/api/applications')
      .set(as(applicant))
      .send({ job_post_id: postId, documents: await documents(applicant) });
    expect(incomplete.body.errors.profile).toEqual(['Complete your profile first: sex, birth date and at least one school attended.']);
    const saved = await t.http
      .put('/api/applicants/me/profile')
      .set(as(applicant))
      .send({ first_name: 'Ana', last_name: 'Reyes', sex: 'female', birth_date: '1997-02-11', sections: { educbackground: [school] } });
    expect(saved.status).toBe(200);
    const res = await t.http
      .post('/api/applications')
      .set(as(applicant))
      .send({ job_post_id: postId, documents: await documents(applicant) });
    expect(res.status).toBe(200);
    const kept = await applicationProfile(res.body.application.id);
    expect(kept).toMatchObject({ first_name: 'Ana', last_name: 'Reyes', sex: 'female', source: { kind: 'applicant_profile', verified_at: null } });
    const again = await t.http
      .post('/api/applications')
      .set(as(applicant))
      .send({ job_post_id: postId, documents: await documents(applicant) });
    expect(again.body.errors.job_post_id).toEqual(['You already applied for this post; see its progress under My applications.']);
  });
});

describe('bad input', () => {
  it('answers wrong ids and bad bodies with the error shape, never a 500', async () => {
    expect((await t.http.get('/api/applications/prefill')).status).toBe(401);
    const cases: [object, string, RegExp][] = [
      [{ job_post_id: 'abc', documents: [] }, 'job_post_id', /./],
      [{ job_post_id: 2 ** 31, documents: [] }, 'job_post_id', /./],
      [{ job_post_id: -1, documents: [] }, 'job_post_id', /./],
      [{ job_post_id: 99_999_999, documents: [] }, 'job_post_id', /^The job post was not found\.$/],
      [{ job_post_id: postId, documents: [{ requirement: 'Letter\u0000', path: 'x' }] }, 'documents.0.requirement', /./],
      [{ job_post_id: postId, documents: 'all of them' }, 'documents', /./],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.http.post('/api/applications').set(as(staff)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toEqual(res.body.error);
      expect(res.body.errors?.[field]?.[0], `${field}: ${JSON.stringify(res.body)}`).toMatch(message);
    }
  });
});
