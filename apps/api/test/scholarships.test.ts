import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, makeEmployee, personnelIdOf } from './support/records';
import { pdfBytes, tinyPng } from './support/files';

// Issue 22, scholarships, through HTTP: the committee adds a program (the service obligation never shorter than the
// study); an employee applies; the committee's members vote (not a non-member, not on their own); the head
// recommends and the committee decides through the chain, not before anyone voted; the study and the obligation's
// last day are set; grades are reported per term as PDFs; a second application while service is owed is refused
// with the field's message; a separation before the obligation ends is flagged with the refund; who sees what.

let t: TestApp;
let staff: string;
let head: string;
let hr: string;
let admin: string;
let accounting: string;
let staffId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

const MASTERS = { name: "Master's degree (local)", description: 'Graduate study in a Philippine university', grant: 24_000_000, duration_months: 24, slots: 2 };
const application = (programId: number, over: Record<string, unknown> = {}) => ({
  program_id: programId,
  school: 'University of the Philippines Los Baños',
  degree: 'Master of Public Administration',
  statement: 'To lead the records section better.',
  study_start: '2027-06-01',
  ...over,
});

async function act(token: string, requestId: number, action: 'approve' | 'return' | 'disapprove', remarks?: string) {
  return t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send({ action, remarks });
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  [staff, head, hr, admin, accounting] = (await Promise.all(
    ['staff@hris.test', 'head@hris.test', 'hr@hris.test', 'admin@hris.test', 'accounting@hris.test'].map((e) => signIn(t, e)),
  )) as [string, string, string, string, string];
  staffId = await personnelIdOf(t, 'staff@hris.test');
  // The scholarship committee of three: the administrator chairs it, HR's officer is its secretary, the accountant sits on it.
  await query(
    `INSERT INTO ld_committee_members (committee, user_id, role)
     SELECT 'scholarship', id, CASE email WHEN 'admin@hris.test' THEN 'chair' WHEN 'hr@hris.test' THEN 'secretary' ELSE 'member' END
       FROM users WHERE email IN ('admin@hris.test', 'hr@hris.test', 'accounting@hris.test')`,
  );
});
afterAll(async () => t.close());

let programId: number;
let applicationId: number;
let requestId: number;

describe('a scholarship program', () => {
  it('is added by the L&D managers, its service obligation at least as long as the study', async () => {
    const short = await t.http
      .post('/api/lnd/scholarship-programs')
      .set(as(hr))
      .send({ ...MASTERS, obligation_months: 12 });
    expect(short.status).toBe(422);
    expect(short.body.errors.obligation_months).toEqual([
      'The service obligation must be at least as long as the study: one year of service for every year of scholarship.',
    ]);
    expect((await t.http.post('/api/lnd/scholarship-programs').set(as(staff)).send(MASTERS)).status).toBe(403);

    const made = await t.http.post('/api/lnd/scholarship-programs').set(as(hr)).send(MASTERS);
    expect(made.status).toBe(200);
    programId = made.body.program.id;
    // Left out, the obligation is the study's length: 24 months for 24.
    expect(made.body.program).toMatchObject({ grant: 24_000_000, duration_months: 24, obligation_months: 24, slots: 2, taken: 0, open: true });
    expect((await t.http.post('/api/lnd/scholarship-programs').set(as(hr)).send(MASTERS)).body.errors.name).toEqual(['A program of this name already exists.']);
  });

  it('is listed to employees while open; the closed ones only to the committee', async () => {
    const open = await t.http.get('/api/lnd/scholarship-programs').set(as(staff));
    expect(open.body.programs.map((p: { id: number }) => p.id)).toContain(programId);
    expect((await t.http.get('/api/lnd/scholarship-programs').query({ scope: 'all' }).set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/lnd/scholarship-programs').query({ scope: 'all' }).set(as(admin))).status).toBe(200);
  });
});

describe('an application', () => {
  it('is filed by an employee and starts the chain; a second one to the same program while it waits is refused', async () => {
    const res = await t.http.post('/api/lnd/scholarship-applications').set(as(staff)).send(application(programId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    applicationId = res.body.application.id;
    requestId = res.body.application.approval_request_id;
    expect(res.body.application).toMatchObject({ status: 'submitted', study_start: '2027-06-01', obligation_end: null, separated_before_obligation: false });
    const again = await t.http.post('/api/lnd/scholarship-applications').set(as(staff)).send(application(programId));
    expect(again.status).toBe(422);
    expect(again.body.errors.program_id).toEqual(["Your application to Master's degree (local) is already being reviewed."]);
  });

  it('is voted on by the committee’s members only, one vote each (changeable), never by the applicant', async () => {
    const outsider = await t.http.post(`/api/lnd/scholarship-applications/${applicationId}/votes`).set(as(head)).send({ vote: 'approve' });
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe('Only the members of the scholarship committee vote.');
    // The applicant sitting on the committee still cannot vote on their own application.
    await query(`INSERT INTO ld_committee_members (committee, user_id, role) SELECT 'scholarship', id, 'member' FROM users WHERE email = 'staff@hris.test'`);
    const own = await t.http.post(`/api/lnd/scholarship-applications/${applicationId}/votes`).set(as(staff)).send({ vote: 'approve' });
    expect(own.status).toBe(403);
    await query(`DELETE FROM ld_committee_members WHERE user_id = (SELECT id FROM users WHERE email = 'staff@hris.test')`);
    // A disapproval says why.
    const why = await t.http.post(`/api/lnd/scholarship-applications/${applicationId}/votes`).set(as(accounting)).send({ vote: 'disapprove' });
    expect(why.body.errors.remarks).toEqual(['Say why you disapprove, for the record.']);

    const first = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/votes`)
      .set(as(accounting))
      .send({ vote: 'abstain', remarks: 'I need to see the budget first.' });
    expect(first.status).toBe(200);
    const changed = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/votes`)
      .set(as(accounting))
      .send({ vote: 'approve', remarks: 'Funds are available.' });
    expect(changed.body.application.votes).toHaveLength(1);
    expect(changed.body.application.tally).toEqual({ approve: 1, disapprove: 0, abstain: 0 });
    expect(changed.body.application.may_vote).toBe(true);
  });

  it('is recommended by the head and decided by the committee once they voted; the study and the obligation’s last day are set', async () => {
    expect((await act(head, requestId, 'approve')).status).toBe(200);
    // The committee's step shows the deliberation.
    const summary = await t.http.get(`/api/approval-requests/${requestId}/summary`).set(as(admin));
    expect(summary.body.summary.facts).toEqual(
      expect.arrayContaining([
        { label: 'Grant', value: '₱240,000.00' },
        { label: 'Committee votes', value: '1 approve, 0 disapprove, 0 abstain' },
        { label: 'Carmen Villanueva', value: 'Approve: Funds are available.' },
      ]),
    );
    // With only the accountant's vote withdrawn, the committee cannot decide yet.
    await query(`DELETE FROM scholarship_votes WHERE application_id = $1`, [applicationId]);
    const early = await act(admin, requestId, 'approve');
    expect(early.status).toBe(422);
    expect(early.body.errors.action).toEqual(['No member of the scholarship committee has voted yet: record the votes first.']);
    // One member's vote of three does not decide: the program's rule is a majority of the committee's members.
    const one = await t.http.post(`/api/lnd/scholarship-applications/${applicationId}/votes`).set(as(accounting)).send({ vote: 'approve' });
    expect(one.body.application.decision).toEqual({ rule: 'majority', members: 3, needed: 2, outcome: null });
    const notYet = await act(admin, requestId, 'approve');
    expect(notYet.status).toBe(422);
    expect(notYet.body.errors.action).toEqual([
      'The votes do not decide it yet: 1 approve, 0 disapprove, 0 abstain; approving needs 2 of the committee’s 3 members (a majority of the members).',
    ]);
    const noDisapproval = await act(admin, requestId, 'disapprove', 'Not now.');
    expect(noDisapproval.body.errors.action).toEqual([
      'The votes do not decide it yet: 1 approve, 0 disapprove, 0 abstain; approving needs 2 of the committee’s 3 members (a majority of the members).',
    ]);
    const summaryOfOne = await t.http.get(`/api/approval-requests/${requestId}/summary`).set(as(admin));
    expect(summaryOfOne.body.summary.facts).toEqual(
      expect.arrayContaining([{ label: 'Votes needed', value: '2 of the committee’s 3 members approve (a majority of the members): not decided yet' }]),
    );
    // A majority does.
    const two = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/votes`)
      .set(as(admin))
      .send({ vote: 'approve', remarks: 'Aligned with the plan.' });
    expect(two.body.application.decision).toEqual({ rule: 'majority', members: 3, needed: 2, outcome: 'approve' });
    // The votes approve it: the committee's step cannot disapprove it against them.
    expect((await act(admin, requestId, 'disapprove', 'No.')).body.errors.action).toEqual([
      'The committee’s votes approve this application (2 approve, 0 disapprove, 0 abstain): approve it, or return it for the members to deliberate again.',
    ]);
    expect((await act(admin, requestId, 'approve')).status).toBe(200);

    const got = (await t.http.get(`/api/lnd/scholarship-applications/${applicationId}`).set(as(staff))).body.application;
    // 24 months of study from 1 June 2027 end on 31 May 2029; 24 months of service then end on 31 May 2031.
    expect(got).toMatchObject({
      status: 'approved',
      study_status: 'ongoing',
      study_start: '2027-06-01',
      study_end: '2029-05-31',
      obligation_end: '2031-05-31',
      tally: { approve: 2, disapprove: 0, abstain: 0 },
      may_vote: false,
    });
    // The applicant sees the tally, not who voted what.
    expect(got.votes).toEqual([]);
    // Votes close with the decision.
    expect((await t.http.post(`/api/lnd/scholarship-applications/${applicationId}/votes`).set(as(accounting)).send({ vote: 'abstain' })).status).toBe(422);
    const programs = (await t.http.get('/api/lnd/scholarship-programs').set(as(staff))).body.programs;
    expect(programs.find((p: { id: number }) => p.id === programId).taken).toBe(1);
  });

  it('refuses a second scholarship while service is owed, with the field’s message', async () => {
    const doctorate = await t.http
      .post('/api/lnd/scholarship-programs')
      .set(as(hr))
      .send({ name: 'Doctorate (local)', grant: 36_000_000, duration_months: 36, obligation_months: 48 });
    const res = await t.http
      .post('/api/lnd/scholarship-applications')
      .set(as(staff))
      .send(application(doctorate.body.program.id, { degree: 'Doctor of Philosophy' }));
    expect(res.status).toBe(422);
    expect(res.body.errors.program_id).toEqual(["You still owe service until May 31, 2031 for Master's degree (local)."]);
    expect(res.body.message).toBe("You still owe service until May 31, 2031 for Master's degree (local).");
  });

  it('refuses an employee the program is not for, naming each condition not met', async () => {
    const program = await t.http.post('/api/lnd/scholarship-programs').set(as(hr)).send({
      name: 'Doctorate for faculty',
      grant: 54_000_000,
      duration_months: 36,
      open_to: 'faculty',
      degree_required: 'master',
      min_years_service: 3,
      max_age: 40,
    });
    expect(program.status, JSON.stringify(program.body)).toBe(200);
    expect(program.body.program).toMatchObject({ open_to: 'faculty', degree_required: 'master', min_years_service: 3, max_age: 40, decision_rule: 'majority' });
    // The applicant as the records have them: appointed in January 2025, born in 1980, a bachelor's degree on the PDS.
    await query(`UPDATE personnel SET date_original_appointment = '2025-01-06' WHERE id = $1`, [staffId]);
    const personal = { birth_date: '1980-05-01', birth_place: 'Legazpi City, Albay', sex: 'male', citizenship: 'filipino' };
    expect((await t.http.put(`/api/personnels/${staffId}/personal`).set(as(staff)).send(personal)).status).toBe(200);
    const college = { level: 'college', school_name: 'Bicol University', course: 'Bachelor of Science in Accountancy', year_graduated: 2012 };
    expect((await t.http.post(`/api/personnels/${staffId}/educbackground`).set(as(staff)).send(college)).status).toBe(200);

    const res = await t.http
      .post('/api/lnd/scholarship-applications')
      .set(as(staff))
      .send(application(program.body.program.id, { degree: 'Doctor of Philosophy' }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('You may not apply to Doctorate for faculty: 5 of its conditions are not met.');
    expect(res.body.errors.program_id).toEqual([
      'This program is for faculty; you hold Administrative Assistant II.',
      'This program asks for a master’s degree before it; your PDS lists a bachelor’s degree.',
      'This program asks for 3 years of service; you have 1 (since January 6, 2025).',
      'This program takes applicants up to 40 years old; you are 46.',
      "You still owe service until May 31, 2031 for Master's degree (local).",
    ]);
  });

  it('refuses a closed program and a program whose slots are taken', async () => {
    const closed = await t.http
      .post('/api/lnd/scholarship-programs')
      .set(as(admin))
      .send({ name: 'Master of Science (abroad)', grant: 80_000_000, duration_months: 24, open: false });
    const toClosed = await t.http.post('/api/lnd/scholarship-applications').set(as(accounting)).send(application(closed.body.program.id));
    expect(toClosed.body.errors.program_id).toEqual(['“Master of Science (abroad)” is closed to applications.']);
    // One slot, taken by the approved scholar: the masters program with slots cut to 1.
    const cut = await t.http
      .put(`/api/lnd/scholarship-programs/${programId}`)
      .set(as(hr))
      .send({ ...MASTERS, slots: 1 });
    expect(cut.status).toBe(200);
    const full = await t.http.post('/api/lnd/scholarship-applications').set(as(accounting)).send(application(programId));
    expect(full.body.errors.program_id).toEqual(["The 1 slots of Master's degree (local) are taken."]);
  });
});

describe('a scholar’s terms', () => {
  let termId: number;
  it('are reported with the grades as a PDF; anything else is refused', async () => {
    expect((await t.http.post('/api/upload').set(as(staff)).attach('file', tinyPng(), 'grades.pdf')).status).toBe(422);
    const notPdf = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/terms`)
      .set(as(staff))
      .send({ school_year: '2027-2028', term: '1st semester', grades_path: 'pds/00000000-0000-4000-8000-000000000000.png' });
    expect(notPdf.body.errors.grades_path).toEqual(['The grades must be a PDF.']);
    const badYear = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/terms`)
      .set(as(staff))
      .send({ school_year: '2027-2029', term: '1st semester', grades_path: 'x.pdf' });
    expect(badYear.body.errors.school_year).toEqual(['The school year’s second year follows its first: 2026-2027.']);

    const pdf = (await t.http.post('/api/upload').set(as(staff)).attach('file', pdfBytes(1500), 'Grades 1st sem – Bautista.pdf')).body.path as string;
    const saved = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/terms`)
      .set(as(staff))
      .send({ school_year: '2027-2028', term: '1st semester', average: '1.25', grades_path: pdf });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.application.terms).toEqual([expect.objectContaining({ school_year: '2027-2028', term: '1st semester', average: '1.25' })]);
    termId = saved.body.application.terms[0].id;
    const twice = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/terms`)
      .set(as(staff))
      .send({ school_year: '2027-2028', term: '1st semester', grades_path: pdf });
    expect(twice.status).toBe(422);
    // A committee member who is not an L&D manager does not upload another's grades.
    const other = (await t.http.post('/api/upload').set(as(accounting)).attach('file', pdfBytes(800), 'g.pdf')).body.path as string;
    const notTheirs = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/terms`)
      .set(as(accounting))
      .send({ school_year: '2027-2028', term: '2nd semester', grades_path: other });
    expect(notTheirs.status).toBe(404);
  });

  it('are downloaded with the file’s own name, encoded', async () => {
    const res = await binary(t.http.get(`/api/lnd/scholarship-terms/${termId}/grades`).set(as(staff)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Grades 1st sem _ Bautista.pdf"; filename*=UTF-8''Grades%201st%20sem%20%E2%80%93%20Bautista.pdf`,
    );
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('who sees an application', () => {
  it('is its applicant, their head, the committee and the L&D managers; others get 404, and reads are audited', async () => {
    const stranger = await makeEmployee(t, { first: 'Rosa', last: 'Lim', department: 'HRMO', email: 'rosa.lim@hris.test' });
    await query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'Employee'`, [stranger.userId]);
    const rosa = await signIn(t, 'rosa.lim@hris.test');
    expect((await t.http.get(`/api/lnd/scholarship-applications/${applicationId}`).set(as(rosa))).status).toBe(404);
    expect((await t.http.get('/api/lnd/scholarship-applications').query({ scope: 'all' }).set(as(rosa))).status).toBe(403);
    expect((await t.http.get('/api/lnd/scholarship-applications').query({ scope: 'office' }).set(as(rosa))).status).toBe(403);
    expect((await t.http.get('/api/lnd/scholarship-applications').set(as(rosa))).body.applications).toEqual([]);

    const office = await t.http.get('/api/lnd/scholarship-applications').query({ scope: 'office' }).set(as(head));
    expect(office.body.applications.map((a: { id: number }) => a.id)).toEqual([applicationId]);
    expect((await t.http.get(`/api/lnd/scholarship-applications/${applicationId}`).set(as(hr))).status).toBe(200);
    const all = await t.http.get('/api/lnd/scholarship-applications').query({ scope: 'all', status: 'approved' }).set(as(admin));
    expect(all.body.applications.map((a: { id: number }) => a.id)).toContain(applicationId);
    const reads = await query(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'scholarship_application' AND action = 'read'`);
    expect(reads[0].n).toBeGreaterThan(0);
  });
});

describe('a scholar who separates before the obligation ends', () => {
  it('is flagged with the refund owed: ₱240,000.00 × 15 unserved months ÷ 24', async () => {
    // Separation effective 1 March 2030: service from 1 June 2029, 9 whole months served, 15 of 24 unserved.
    await query(`INSERT INTO separations (personnel_id, cause, effective_date, status) VALUES ($1, 'resignation', '2030-03-01', 'clearing')`, [staffId]);
    const got = (await t.http.get(`/api/lnd/scholarship-applications/${applicationId}`).set(as(admin))).body.application;
    expect(got).toMatchObject({ separation_date: '2030-03-01', separated_before_obligation: true, unserved_months: 15, refund_owed: 15_000_000 });
    // A cancelled separation is no separation.
    await query(`UPDATE separations SET status = 'cancelled' WHERE personnel_id = $1`, [staffId]);
    const after = (await t.http.get(`/api/lnd/scholarship-applications/${applicationId}`).set(as(admin))).body.application;
    expect(after).toMatchObject({ separation_date: null, separated_before_obligation: false, refund_owed: null });
  });
});

describe('the end of a scholar’s study', () => {
  it('is recorded by the committee (never before it ended, never twice); the obligation runs from the next day', async () => {
    // Refused while the study has not ended (the clock is still 2026).
    const early = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/study`)
      .set(as(hr))
      .send({ study_status: 'completed', study_end: '2026-11-20' });
    expect(early.body.errors.study_end).toEqual(['The study cannot end before it started.']);
    expect(
      (
        await t.http
          .post(`/api/lnd/scholarship-applications/${applicationId}/study`)
          .set(as(staff))
          .send({ study_status: 'completed', study_end: '2029-03-15' })
      ).status,
    ).toBe(403);
    t.clock.set!('2029-04-01T09:00');
    // Signed in again: the sessions of 2026 have long expired.
    const hr2029 = await signIn(t, 'hr@hris.test');
    const future = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/study`)
      .set(as(hr2029))
      .send({ study_status: 'completed', study_end: '2029-04-10' });
    expect(future.body.errors.study_end).toEqual(['Record the end of the study once it has ended.']);
    const done = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/study`)
      .set(as(hr2029))
      .send({ study_status: 'completed', study_end: '2029-03-15' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // Finished early: 24 months of service from 16 March 2029.
    expect(done.body.application).toMatchObject({ study_status: 'completed', study_end: '2029-03-15', obligation_end: '2031-03-15' });
    const twice = await t.http
      .post(`/api/lnd/scholarship-applications/${applicationId}/study`)
      .set(as(hr2029))
      .send({ study_status: 'terminated', study_end: '2029-03-20' });
    expect(twice.body.errors.study_status).toEqual(['Only an ongoing scholarship’s study can be ended.']);
    const [note] = await query(
      `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'staff@hris.test' AND n.title LIKE 'Your study is recorded%'`,
    );
    expect(note.title).toBe('Your study is recorded as completed');
    t.clock.set!('2026-11-25T09:00');
  });
});
