import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointmentNatures, appointmentStatuses, users } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, makeEmployee } from './support/records';
import { pdfBytes, pdfText } from './support/files';
import { addDays, manilaToday } from './support/dates';

// Selection (RSP): interviews with signed links, the boards, the members' ratings, the ranking with
// ties, selection, and the appointment that makes the personnel record; the RAI of the month.

let t: TestApp;
let hr: string; // RSP, COMMITTEE, RAI: the recruitment office and the board's secretariat
let staff: string;
let applicantToken: string;
let rater: string; // a board member with the COMMITTEE view only
let outsider: string; // COMMITTEE view, but on no board
let raterUserId: number;
let hrUserId: number;
let postId: number;
const apps: Record<string, number> = {};

const q = (sql: string, params: unknown[] = []) => t.db.$client.query(sql, params).then((r) => r.rows);
const statusOf = async (id: number) => (await q(`SELECT status FROM job_applications WHERE id = $1`, [id]))[0].status as string;
const userIdOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

const EDUCATION = { level: 'college', school_name: 'Bicol University', course: 'BS Accountancy', period_from: 2012, period_to: 2016, year_graduated: 2016 };
const PROFILE = {
  middle_name: 'Santos',
  sex: 'female',
  birth_date: '1994-03-08',
  mobile_no: '09171234567',
  address: 'Legazpi City',
  sections: { educbackground: [EDUCATION], eligibility: [{ name: 'Career Service Professional', rating: 84.5, exam_date: '2017-08-06' }] },
};

/** Someone applies to the post through the recruitment API: registers (unless the demo applicant), verifies, fills the profile, uploads the letter, applies. */
async function apply(first: string, last: string, email = `${first.toLowerCase()}.${last.toLowerCase()}@mail.test`): Promise<number> {
  if (email !== 'applicant@hris.test') {
    await t.http
      .post('/api/applicants/register')
      .send({ email, password: 'Hiring#2026-x', password_confirmation: 'Hiring#2026-x', first_name: first, last_name: last })
      .expect(200);
    const token = /verify_email\?token=([\w-]+)/.exec(t.outbox(email).at(-1)!)![1]!;
    await t.http.post('/api/applicants/verify-email').send({ token }).expect(200);
  }
  const token = await signIn(t, email, email === 'applicant@hris.test' ? 'Demo#2026' : 'Hiring#2026-x');
  await t.http
    .put('/api/applicants/me/profile')
    .set(as(token))
    .send({ first_name: first, last_name: last, ...PROFILE })
    .expect(200);
  const path = (await t.http.post('/api/upload').set(as(token)).attach('file', pdfBytes(1500), 'letter.pdf')).body.path as string;
  const applied = await t.http
    .post('/api/applications')
    .set(as(token))
    .send({ job_post_id: postId, documents: [{ requirement: 'Letter of intent', path }] });
  if (applied.status !== 200) throw new Error(`apply ${email}: ${JSON.stringify(applied.body)}`);
  return applied.body.application.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  // A board member who holds nothing but the committee's view, and one on no board.
  const [role] = await q(`INSERT INTO roles (name) VALUES ('Selection board member') RETURNING id`);
  await q(`INSERT INTO role_views (role_id, view) VALUES ($1, 'COMMITTEE')`, [role.id]);
  for (const [first, email] of [
    ['Rosa', 'rater@hris.test'],
    ['Mario', 'outsider@hris.test'],
  ] as const) {
    const { userId } = await makeEmployee(t, { first, last: 'Board', department: 'CAS', email });
    await q(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [userId, role.id]);
  }
  [hr, staff, applicantToken, rater, outsider] = (await Promise.all(
    ['hr@hris.test', 'staff@hris.test', 'applicant@hris.test', 'rater@hris.test', 'outsider@hris.test'].map((e) => signIn(t, e)),
  )) as [string, string, string, string, string];
  raterUserId = await userIdOf('rater@hris.test');
  hrUserId = await userIdOf('hr@hris.test');

  // HR drafts and publishes the post, the applicants apply, HR screens them (Pedro is left unscreened).
  const [position] = await q(`SELECT id FROM positions WHERE kind = 'staff' ORDER BY id LIMIT 1`);
  // The vacant plantilla item the post advertises (and the appointment fills).
  const item = await t.http
    .post('/api/plantilla/items')
    .set(as(hr))
    .send({ item_no: 'SU-CAS-SEL-1-2026', position_id: position.id, department_id: await departmentId(t, 'CAS'), salary_grade: 11 });
  expect(item.status).toBe(200);
  const draft = await t.http
    .post('/api/job-posts')
    .set(as(hr))
    .send({
      position_id: position.id,
      department_id: await departmentId(t, 'CAS'),
      campus_id: 1,
      plantilla_item_no: 'SU-CAS-SEL-1-2026',
      salary_grade: 11,
      monthly_salary: 2_749_500,
      board: 'NAPB',
      education: "Bachelor's degree",
      training: 'None required',
      experience: 'None required',
      eligibility: 'Career Service (Professional)',
      documents_required: ['Letter of intent'],
    });
  postId = draft.body.job_post.id;
  await t.http
    .post(`/api/job-posts/${postId}/publish`)
    .set(as(hr))
    .send({ publish_from: manilaToday(), closing_date: addDays(manilaToday(), 10) })
    .expect(200);
  apps.liza = await apply('Liza', 'Mendoza', 'applicant@hris.test');
  apps.ana = await apply('Ana', 'Cruz');
  apps.jose = await apply('Jose', 'Bautista');
  apps.pedro = await apply('Pedro', 'Abad');
  for (const id of [apps.liza, apps.ana, apps.jose])
    await t.http.post(`/api/applications/${id}/screening`).set(as(hr)).send({ decision: 'qualified' }).expect(200);
});
afterAll(async () => t.close());

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d+Z$/, '+00:00');

describe('interviews', () => {
  let slotId: number;

  it('adds times in the future only; HR with RSP only', async () => {
    const past = await t.http
      .post(`/api/job-posts/${postId}/interview-slots`)
      .set(as(hr))
      .send({ starts_at: '2020-01-06T01:00:00+00:00', venue: 'HRMO Conference Room' });
    expect(past.status).toBe(422);
    expect(past.body.errors.starts_at).toEqual(['The interview time must be in the future.']);
    expect(
      (
        await t.http
          .post(`/api/job-posts/${postId}/interview-slots`)
          .set(as(staff))
          .send({ starts_at: inFuture(5), venue: 'x' })
      ).status,
    ).toBe(403);
    expect((await t.http.get(`/api/job-posts/${postId}/interview-slots`).set(as(applicantToken))).status).toBe(403);
    const added = await t.http
      .post(`/api/job-posts/${postId}/interview-slots`)
      .set(as(hr))
      .send({ starts_at: inFuture(5), venue: 'HRMO Conference Room' });
    expect(added.status).toBe(200);
    expect(added.body.slot).toMatchObject({ venue: 'HRMO Conference Room', invitations: [] });
    slotId = added.body.slot.id;
  });

  it('invites only qualified applicants, all or none', async () => {
    const mixed = await t.http
      .post(`/api/job-posts/${postId}/invitations`)
      .set(as(hr))
      .send({ slot_id: slotId, application_ids: [apps.liza, apps.pedro] });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors.application_ids).toEqual(['Only qualified applicants can be invited; Pedro Abad is "Received".']);
    expect(await statusOf(apps.liza!)).toBe('qualified');
    expect(t.outbox('applicant@hris.test').filter((m) => m.includes('schedule_response'))).toEqual([]);

    const sent = await t.http
      .post(`/api/job-posts/${postId}/invitations`)
      .set(as(hr))
      .send({ slot_id: slotId, application_ids: [apps.liza, apps.ana, apps.jose] });
    expect(sent.status).toBe(200);
    expect(sent.body.invited).toBe(3);
    expect(await statusOf(apps.liza!)).toBe('interview');
    const [event] = await q(`SELECT remarks FROM application_events WHERE application_id = $1 AND status = 'interview'`, [apps.liza]);
    expect(event.remarks).toMatch(/^Interview on .+ at HRMO Conference Room\.$/);
  });

  it('lets the applicant answer through the signed link without signing in; HR sees the answer', async () => {
    const mail = t.outbox('applicant@hris.test').find((m) => m.includes('schedule_response'))!;
    const token = mail.match(/schedule_response\?token=([\w.-]+)/)![1]!;
    const opened = await t.http.get('/api/schedule-response').query({ token });
    expect(opened.status).toBe(200);
    expect(opened.body.invitation).toMatchObject({ applicant_name: 'Liza Mendoza', venue: 'HRMO Conference Room', response: 'pending' });

    const [id, exp] = token.split('.');
    for (const forged of [`${Number(id) + 1}.${exp}.${token.split('.')[2]}`, `${id}.${Number(exp) + 60}.${token.split('.')[2]}`, 'abc']) {
      const bad = await t.http.get('/api/schedule-response').query({ token: forged });
      expect(bad.status).toBe(404);
      expect(bad.body.message).toMatch(/This link is invalid or has expired/);
    }
    const noNote = await t.http.post('/api/schedule-response').send({ token, response: 'reschedule' });
    expect(noNote.status).toBe(422);
    expect(noNote.body.errors.note).toEqual(['Say which times suit you.']);

    const accepted = await t.http.post('/api/schedule-response').send({ token, response: 'accepted' });
    expect(accepted.body.message).toBe('Thank you. We expect you at the interview.');
    const slots = await t.http.get(`/api/job-posts/${postId}/interview-slots`).set(as(hr));
    const liza = slots.body.slots[0].invitations.find((i: { application_id: number }) => i.application_id === apps.liza);
    expect(liza).toMatchObject({ applicant_name: 'Liza Mendoza', response: 'accepted' });
    const bell = await q(`SELECT title FROM notifications WHERE user_id = $1`, [hrUserId]);
    expect(bell.map((n) => n.title)).toContain('Liza Mendoza will attend the interview');
  });

  it('keeps a time applicants are invited to; removes an empty one', async () => {
    const busy = await t.http.delete(`/api/interview-slots/${slotId}`).set(as(hr));
    expect(busy.body.errors.id).toEqual(['Applicants have been invited to this time; invite them to another time first.']);
    const spare = await t.http
      .post(`/api/job-posts/${postId}/interview-slots`)
      .set(as(hr))
      .send({ starts_at: inFuture(6), venue: 'Room 2' });
    expect((await t.http.delete(`/api/interview-slots/${spare.body.slot.id}`).set(as(hr))).status).toBe(200);
  });
});

describe('selection boards', () => {
  let napb: { id: number; criteria: { id: number; name: string; weight: number }[] };

  it('lists the seeded boards with criteria weighing 100; members with the view only', async () => {
    const list = await t.http.get('/api/selection-boards').set(as(hr));
    expect(list.body.boards.map((b: { kind: string }) => b.kind)).toEqual(['NAPB', 'APB']);
    napb = list.body.boards[0];
    expect(list.body.boards[0]).toMatchObject({ weights_total: 100, ready: true });
    expect(napb.criteria.map((c) => `${c.name} ${c.weight}`)).toEqual([
      'Education 20',
      'Training 10',
      'Experience 20',
      'Performance 20',
      'Potential 15',
      'Interview 15',
    ]);

    const notMember = await t.http
      .post(`/api/selection-boards/${napb.id}/members`)
      .set(as(hr))
      .send({ user_id: await userIdOf('staff@hris.test'), role: 'member' });
    expect(notMember.body.errors.user_id).toEqual(['Juan Bautista has no role with the COMMITTEE or RSPMEMBER view; give them one first (Users).']);
    expect((await t.http.post(`/api/selection-boards/${napb.id}/members`).set(as(hr)).send({ user_id: raterUserId, role: 'member' })).status).toBe(200);
    const seated = await t.http.post(`/api/selection-boards/${napb.id}/members`).set(as(hr)).send({ user_id: hrUserId, role: 'secretariat' });
    expect(seated.body.board.members.map((m: { name: string; role: string }) => `${m.name} ${m.role}`)).toEqual([
      'Rosa Board member',
      'Jose Reyes secretariat',
    ]);
    expect((await t.http.post(`/api/selection-boards/${napb.id}/members`).set(as(rater)).send({ user_id: raterUserId, role: 'chair' })).status).toBe(403);
  });

  it('shows members only the boards they sit on', async () => {
    expect((await t.http.get('/api/selection-boards').set(as(rater))).body.boards.map((b: { id: number }) => b.id)).toEqual([napb.id]);
    expect((await t.http.get('/api/selection-boards').set(as(outsider))).body.boards).toEqual([]);
    expect((await t.http.get('/api/selection-boards').set(as(staff))).status).toBe(403);
  });

  it('keeps the weights at most 100 in all', async () => {
    const over = await t.http.post(`/api/selection-boards/${napb.id}/criteria`).set(as(hr)).send({ name: 'Psychometric test', weight: 10 });
    expect(over.body.errors.weight).toEqual(["The weights would total 110; a board's weights total 100."]);
    const board = await t.http.post('/api/selection-boards').set(as(hr)).send({ kind: 'APB', name: 'APB, North Campus', campus_id: 2 });
    expect(board.body.board).toMatchObject({ kind: 'APB', campus: { id: 2 }, criteria: [], weights_total: 0, ready: false });
    const first = await t.http
      .post(`/api/selection-boards/${board.body.board.id}/criteria`)
      .set(as(hr))
      .send({ name: 'Teaching demonstration', weight: 60, max_score: 50 });
    expect(first.body.board.criteria[0]).toMatchObject({ name: 'Teaching demonstration', weight: 60, max_score: 50, position: 1 });
  });
});

describe('assessment', () => {
  let criteria: { id: number; name: string; max_score: number }[];
  const full = (score: number) => criteria.map((c) => ({ criterion_id: c.id, score }));

  it('shows a member the posts of their board only', async () => {
    const mine = await t.http.get('/api/assessment/job-posts').set(as(rater));
    expect(mine.body.job_posts.map((p: { id: number }) => p.id)).toEqual([postId]);
    expect(mine.body.job_posts[0]).toMatchObject({ board: { kind: 'NAPB' }, counts: { shortlisted: 3, assessed: 0, rated_by_me: 0 } });
    expect((await t.http.get('/api/assessment/job-posts').set(as(outsider))).body.job_posts).toEqual([]);
    expect((await t.http.get(`/api/assessment/job-posts/${postId}`).set(as(outsider))).status).toBe(404);
    expect((await t.http.get(`/api/assessment/job-posts/${postId}/ranking`).set(as(outsider))).status).toBe(404);
    expect(
      (
        await t.http
          .put(`/api/assessment/applications/${apps.ana}/ratings`)
          .set(as(outsider))
          .send({ ratings: [{ criterion_id: 1, score: 1 }] })
      ).status,
    ).toBe(404);

    const sheet = await t.http.get(`/api/assessment/job-posts/${postId}`).set(as(rater));
    expect(sheet.body).toMatchObject({ board: { kind: 'NAPB', my_role: 'member', ready: true }, can_rate: true });
    expect(sheet.body.applicants.map((a: { name: string }) => a.name)).toEqual(['Ana Cruz', 'Jose Bautista', 'Liza Mendoza']);
    criteria = sheet.body.criteria;
  });

  it("refuses a score outside the criterion's range, saving nothing", async () => {
    const bad = await t.http
      .put(`/api/assessment/applications/${apps.ana}/ratings`)
      .set(as(rater))
      .send({
        ratings: [
          { criterion_id: criteria[0]!.id, score: 101 },
          { criterion_id: criteria[1]!.id, score: -1 },
          { criterion_id: 999999, score: 5 },
        ],
      });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'ratings.0.score': ['The Education score must be from 0 to 100.'],
      'ratings.1.score': ['The Training score must be from 0 to 100.'],
      'ratings.2.criterion_id': ["The criterion is not one of this board's."],
    });
    expect(await q(`SELECT * FROM assessment_ratings`)).toEqual([]);
    const notShortlisted = await t.http
      .put(`/api/assessment/applications/${apps.pedro}/ratings`)
      .set(as(rater))
      .send({ ratings: full(50) });
    expect(notShortlisted.body.errors.ratings).toEqual(['Only shortlisted applicants are rated; this application is "Received".']);
  });

  it('refuses ratings until the weights total 100', async () => {
    await t.http.put(`/api/board-criteria/${criteria[0]!.id}`).set(as(hr)).send({ name: 'Education', weight: 15, max_score: 100 });
    const early = await t.http
      .put(`/api/assessment/applications/${apps.ana}/ratings`)
      .set(as(rater))
      .send({ ratings: full(80) });
    expect(early.body.errors.ratings).toEqual(["The board's criteria weigh 95 in all, not 100; the recruitment office must correct them before anyone rates."]);
    await t.http.put(`/api/board-criteria/${criteria[0]!.id}`).set(as(hr)).send({ name: 'Education', weight: 20, max_score: 100 });
  });

  it("saves a member's scores and marks the application assessed the first time", async () => {
    const saved = await t.http
      .put(`/api/assessment/applications/${apps.ana}/ratings`)
      .set(as(rater))
      .send({ ratings: full(80) });
    expect(saved.status).toBe(200);
    expect(Object.values(saved.body.my_ratings)).toEqual([80, 80, 80, 80, 80, 80]);
    expect(await statusOf(apps.ana!)).toBe('assessed');
    // Ana 80 and 90 → 85; Jose 85 from both: a tie. Liza 95.
    await t.http
      .put(`/api/assessment/applications/${apps.ana}/ratings`)
      .set(as(hr))
      .send({ ratings: full(90) });
    for (const token of [rater, hr])
      await t.http
        .put(`/api/assessment/applications/${apps.jose}/ratings`)
        .set(as(token))
        .send({ ratings: full(85) });
    await t.http
      .put(`/api/assessment/applications/${apps.liza}/ratings`)
      .set(as(rater))
      .send({ ratings: full(95) });
    expect(await q(`SELECT count(*)::int AS n FROM application_events WHERE application_id = $1 AND status = 'assessed'`, [apps.ana])).toEqual([{ n: 1 }]);
    // Once rated, a criterion keeps its highest score and stays.
    const frozen = await t.http.put(`/api/board-criteria/${criteria[0]!.id}`).set(as(hr)).send({ name: 'Education', weight: 20, max_score: 50 });
    expect(frozen.body.errors.max_score).toEqual(['Members have already rated on this criterion; its highest score cannot change.']);
    expect((await t.http.delete(`/api/board-criteria/${criteria[0]!.id}`).set(as(hr))).body.errors.id).toEqual([
      'Members have already rated on this criterion; it cannot be removed.',
    ]);
  });

  it("ranks with ties, showing each member's scores to the secretariat only", async () => {
    const forMember = await t.http.get(`/api/assessment/job-posts/${postId}/ranking`).set(as(rater));
    expect(forMember.body.ranking.map((r: { rank: number; name: string; total: number; tied: boolean }) => [r.rank, r.name, r.total, r.tied])).toEqual([
      [1, 'Liza Mendoza', 95, false],
      [2, 'Ana Cruz', 85, true],
      [2, 'Jose Bautista', 85, true],
    ]);
    expect(forMember.body.members_visible).toBe(false);
    expect(forMember.body.ranking[0].members).toBeUndefined();
    expect(forMember.body.ranking[1].by_criterion[criteria[0]!.id]).toBe(85);

    const forSecretariat = await t.http.get(`/api/assessment/job-posts/${postId}/ranking`).set(as(hr));
    expect(forSecretariat.body.members_visible).toBe(true);
    const ana = forSecretariat.body.ranking[1];
    expect(ana.members.map((m: { name: string; scores: Record<string, number> }) => [m.name, m.scores[criteria[0]!.id]])).toEqual([
      ['Rosa Board', 80],
      ['Jose Reyes', 90],
    ]);
    expect(forSecretariat.body.raters.map((r: { name: string; rated: number }) => [r.name, r.rated])).toEqual([
      ['Rosa Board', 3],
      ['Jose Reyes', 2],
    ]);
  });

  it('prints the comparative assessment result', async () => {
    const pdf = await binary(t.http.get(`/api/assessment/job-posts/${postId}/ranking.pdf`).set(as(rater)));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('COMPARATIVE ASSESSMENT RESULT');
    expect(text).toMatch(/1\s+Liza Mendoza.*95\.000/);
    expect(text).toMatch(/2\s+Ana Cruz.*85\.000\s+Tied/);
  });
});

describe('selection and appointment', () => {
  const appointBody = async () => ({
    nature_id: (await t.db.select().from(appointmentNatures).where(eq(appointmentNatures.name, 'Original')))[0]!.id,
    appointment_status_id: (await t.db.select().from(appointmentStatuses).where(eq(appointmentStatuses.name, 'Permanent')))[0]!.id,
    effective_date: new Date().toISOString().slice(0, 10),
    salary_step: 1,
  });

  it('selects an assessed applicant; filling the only slot tells the rest', async () => {
    expect((await t.http.post(`/api/applications/${apps.liza}/select`).set(as(staff))).status).toBe(403);
    const notYet = await t.http.post(`/api/applications/${apps.pedro}/select`).set(as(hr));
    expect(notYet.body.errors.status).toEqual(['Only an applicant the board has assessed can be selected; this application is "Received".']);
    const early = await t.http
      .post(`/api/applications/${apps.liza}/appoint`)
      .set(as(hr))
      .send(await appointBody());
    expect(early.body.errors.status).toEqual(['Only a selected applicant is appointed; this application is "Assessed by the board".']);

    const selected = await t.http.post(`/api/applications/${apps.liza}/select`).set(as(hr));
    expect(selected.status).toBe(200);
    expect(selected.body.message).toBe('Liza Mendoza has been selected. The post is filled; 3 other applicants were told.');
    expect(await statusOf(apps.liza!)).toBe('selected');
    for (const other of [apps.ana, apps.jose, apps.pedro]) expect(await statusOf(other!)).toBe('not_selected');
    expect(t.outbox('ana.cruz@mail.test').at(-1)).toContain('Not selected');
  });

  it('appoints: the personnel record from the profile, the account linked as an employee, the appointment and the service record', async () => {
    const reclass = await t.http
      .post(`/api/applications/${apps.liza}/appoint`)
      .set(as(hr))
      .send({
        ...(await appointBody()),
        nature_id: (await t.db.select().from(appointmentNatures).where(eq(appointmentNatures.name, 'Reclassification')))[0]!.id,
      });
    expect(reclass.body.errors.nature_id).toEqual(["A new employee's appointment cannot be a reclassification."]);
    expect(await q(`SELECT id FROM personnel WHERE last_name = 'Mendoza'`)).toEqual([]);

    // The item filled must be a vacant one of the post's position.
    const filledItem = await t.http
      .post(`/api/applications/${apps.liza}/appoint`)
      .set(as(hr))
      .send({ ...(await appointBody()), plantilla_item_no: 'SU-CAS-ADAS2-1-2022' });
    expect(filledItem.body.errors.plantilla_item_no).toEqual(['Plantilla item SU-CAS-ADAS2-1-2022 is already filled by Juan Bautista.']);
    const otherPosition = await t.http
      .post(`/api/applications/${apps.liza}/appoint`)
      .set(as(hr))
      .send({ ...(await appointBody()), plantilla_item_no: 'SU-CAS-INST1-7-2026' });
    expect(otherPosition.body.errors.plantilla_item_no[0]).toMatch(/^Plantilla item SU-CAS-INST1-7-2026 is for Instructor I, not /);
    expect(await q(`SELECT id FROM personnel WHERE last_name = 'Mendoza'`)).toEqual([]);

    const done = await t.http
      .post(`/api/applications/${apps.liza}/appoint`)
      .set(as(hr))
      .send(await appointBody());
    expect(done.status).toBe(200);
    const filled = await t.http.get('/api/plantilla/items').query({ term: 'SU-CAS-SEL-1-2026' }).set(as(hr));
    expect(filled.body.plantilla_items).toMatchObject([
      { item_no: 'SU-CAS-SEL-1-2026', status: 'filled', incumbent: { id: done.body.personnel_id, fullname: 'Liza S. Mendoza' } },
    ]);
    const personnelId = done.body.personnel_id as number;
    expect(done.body.message).toMatch(/^Liza Mendoza has been appointed .+; the personnel record \d{4}-\d{4} has been made\.$/);

    const [p] = await q(
      `SELECT first_name, middle_name, last_name, campus_id, department_id, salary_step, employment_kind, date_original_appointment::text AS since FROM personnel WHERE id = $1`,
      [personnelId],
    );
    expect(p).toMatchObject({
      first_name: 'Liza',
      middle_name: 'Santos',
      last_name: 'Mendoza',
      campus_id: 1,
      department_id: await departmentId(t, 'CAS'),
      salary_step: 1,
      employment_kind: 'staff',
    });
    const pds = await q(`SELECT section, data FROM pds_entries WHERE personnel_id = $1 ORDER BY id`, [personnelId]);
    expect(pds.map((e) => e.section)).toEqual(['personal', 'educbackground', 'eligibility']);
    expect(pds[0].data).toMatchObject({ sex: 'female', birth_date: '1994-03-08', email: 'applicant@hris.test' });
    expect(pds[1].data).toMatchObject(EDUCATION);

    const [account] = await t.db.select().from(users).where(eq(users.email, 'applicant@hris.test'));
    expect(account!.personnelId).toBe(personnelId);
    const roles = await q(`SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.name`, [account!.id]);
    expect(roles.map((r) => r.name)).toEqual(['Employee', 'applicant']);
    const [appointment] = await q(
      `SELECT salary_grade, salary_step, monthly_salary::int AS monthly, position_id, department_id FROM appointments WHERE personnel_id = $1`,
      [personnelId],
    );
    expect(appointment).toMatchObject({ salary_grade: 11, salary_step: 1, department_id: await departmentId(t, 'CAS') });
    expect(appointment.monthly).toBeGreaterThan(0);
    expect(await q(`SELECT count(*)::int AS n FROM service_record_lines WHERE personnel_id = $1 AND date_to IS NULL`, [personnelId])).toEqual([{ n: 1 }]);
    expect(await statusOf(apps.liza!)).toBe('appointed');

    // The new employee is in the personnel list, and signs in with the same account as staff.
    const listed = await t.http.get('/api/personnels').query({ term: 'Mendoza' }).set(as(hr));
    expect(listed.body.personnels.map((x: { id: number }) => x.id)).toContain(personnelId);
    const me = await t.http.get('/api/users/me').set(as(await signIn(t, 'applicant@hris.test')));
    expect(me.body.user).toMatchObject({ is_applicant: false });

    const again = await t.http
      .post(`/api/applications/${apps.liza}/appoint`)
      .set(as(hr))
      .send(await appointBody());
    expect(again.status).toBe(422);
  });

  it('fills a slot once when two officers select or appoint at the same moment', async () => {
    // A second one-slot post, with two of the applicants already assessed there.
    const [post] = await q(
      `INSERT INTO job_posts (code, position_id, department_id, campus_id, salary_grade, monthly_salary, board, slots, education, training, experience, eligibility, documents_required, publish_from, closing_date, status)
       SELECT 'RSP-T-0002', position_id, department_id, campus_id, salary_grade, monthly_salary, board, 1, education, training, experience, eligibility, documents_required, publish_from, closing_date, 'closed'
         FROM job_posts WHERE id = $1 RETURNING id`,
      [postId],
    );
    const [ana, jose] = await Promise.all(
      [apps.ana, apps.jose].map(
        async (id) =>
          (
            await q(
              `INSERT INTO job_applications (job_post_id, applicant_user_id, status, profile_snapshot) SELECT $1, applicant_user_id, 'assessed', profile_snapshot FROM job_applications WHERE id = $2 RETURNING id`,
              [post.id, id],
            )
          )[0].id as number,
      ),
    );
    const selects = await Promise.all([ana, jose].map((id) => t.http.post(`/api/applications/${id}/select`).set(as(hr))));
    expect(selects.map((r) => r.status).sort()).toEqual([200, 422]);
    const chosen = selects[0]!.status === 200 ? ana! : jose!;
    const appoints = await Promise.all(
      [1, 2].map(async () =>
        t.http
          .post(`/api/applications/${chosen}/appoint`)
          .set(as(hr))
          .send(await appointBody()),
      ),
    );
    expect(appoints.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await q(`SELECT count(*)::int AS n FROM personnel WHERE first_name || ' ' || last_name IN ('Ana Cruz', 'Jose Bautista')`)).toEqual([{ n: 1 }]);
  });

  it('appoints an employee who applied on the record they have: promoted, their old item opened, the new one filled', async () => {
    // Juan Bautista (staff, holding SU-CAS-ADAS2-1-2022 since 2022) is selected for an Administrative Officer II post in the HRMO.
    const [juan] = await q(`SELECT u.id AS user_id, u.personnel_id FROM users u WHERE u.email = 'staff@hris.test'`);
    await q(
      `INSERT INTO service_record_lines (personnel_id, date_from, position_title, appointment_status, office, branch) VALUES ($1, '2026-01-05', 'Administrative Assistant II', 'Permanent', 'College of Arts and Sciences', 'National')`,
      [juan.personnel_id],
    );
    const [post] = await q(
      `INSERT INTO job_posts (code, position_id, department_id, campus_id, plantilla_item_no, salary_grade, monthly_salary, board, slots, education, training, experience, eligibility, documents_required, publish_from, closing_date, status)
       SELECT 'RSP-T-0003', p.id, d.id, 1, 'SU-HRMO-ADOF2-2-2026', 11, 2749500, 'NAPB', 1, education, training, experience, eligibility, documents_required, publish_from, closing_date, 'closed'
         FROM job_posts j, positions p, departments d WHERE j.id = $1 AND p.name = 'Administrative Officer II' AND d.acronym = 'HRMO' RETURNING id`,
      [postId],
    );
    const [application] = await q(
      `INSERT INTO job_applications (job_post_id, applicant_user_id, status, profile_snapshot) VALUES ($1, $2, 'selected', '{}'::jsonb) RETURNING id`,
      [post.id, juan.user_id],
    );
    const promotion = (await t.db.select().from(appointmentNatures).where(eq(appointmentNatures.name, 'Promotion')))[0]!.id;
    const early = await t.http
      .post(`/api/applications/${application.id}/appoint`)
      .set(as(hr))
      .send({ ...(await appointBody()), nature_id: promotion, effective_date: '2026-01-02' });
    expect(early.body.errors.effective_date).toEqual(["The effective date must be after 01/05/2026, when Juan Bautista's current service-record line starts."]);

    const done = await t.http
      .post(`/api/applications/${application.id}/appoint`)
      .set(as(hr))
      .send({ ...(await appointBody()), nature_id: promotion });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ personnel_id: juan.personnel_id, appointment_id: expect.any(Number) });
    expect(done.body.message).toMatch(/^Juan Bautista has been appointed Administrative Officer II; the appointment is recorded on personnel record /);
    const [person] = await q(
      `SELECT p.department_id, pos.name AS position, p.date_last_promotion::text AS promoted FROM personnel p JOIN positions pos ON pos.id = p.position_id WHERE p.id = $1`,
      [juan.personnel_id],
    );
    expect(person).toEqual({
      department_id: await departmentId(t, 'HRMO'),
      position: 'Administrative Officer II',
      promoted: (await appointBody()).effective_date,
    });
    const lines = await q(`SELECT position_title, date_to::text FROM service_record_lines WHERE personnel_id = $1 ORDER BY date_from`, [juan.personnel_id]);
    expect(lines.map((l) => [l.position_title, l.date_to === null])).toEqual([
      ['Administrative Assistant II', false],
      ['Administrative Officer II', true],
    ]);
    const items = await q(
      `SELECT item_no, status, incumbent_personnel_id FROM plantilla_items WHERE item_no IN ('SU-CAS-ADAS2-1-2022', 'SU-HRMO-ADOF2-2-2026') ORDER BY item_no`,
    );
    expect(items).toEqual([
      { item_no: 'SU-CAS-ADAS2-1-2022', status: 'vacant', incumbent_personnel_id: null },
      { item_no: 'SU-HRMO-ADOF2-2-2026', status: 'filled', incumbent_personnel_id: juan.personnel_id },
    ]);
    expect(await statusOf(application.id)).toBe('appointed');
    expect(await q(`SELECT count(*)::int AS n FROM personnel WHERE first_name = 'Juan' AND last_name = 'Bautista'`)).toEqual([{ n: 1 }]);
  });

  it("lists the month's appointments (RAI) and prints CS Form No. 2", async () => {
    const month = (await q(`SELECT to_char(now() AT TIME ZONE 'Asia/Manila', 'YYYY-MM') AS m`))[0].m as string;
    const rai = await t.http.get('/api/rai').query({ month }).set(as(hr));
    expect(rai.status).toBe(200);
    const row = rai.body.appointments.find((a: { personnel: { last_name: string } }) => a.personnel.last_name === 'Mendoza');
    expect(row).toMatchObject({
      salary_grade: 11,
      nature: { name: 'Original' },
      appointment_status: { name: 'Permanent' },
      plantilla_item_no: 'SU-CAS-SEL-1-2026',
      job_post: { id: postId },
    });
    expect((await t.http.get('/api/rai').query({ month: '2019-01' }).set(as(hr))).body.appointments).toEqual([]);
    expect((await t.http.get('/api/rai').query({ month: '2026-13' }).set(as(hr))).status).toBe(422);
    expect((await t.http.get('/api/rai').query({ month }).set(as(staff))).status).toBe(403);

    const pdf = await binary(t.http.get('/api/rai.pdf').query({ month }).set(as(hr)));
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('REPORT ON APPOINTMENTS ISSUED');
    expect(text).toMatch(/Mendoza\s+Liza/);
    expect(text).toContain('SU-CAS-SEL-1-2026');
  });
});
