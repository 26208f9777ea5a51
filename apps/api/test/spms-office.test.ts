import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, makeEmployee, personnelIdOf, verifiedPds } from './support/records';
import { pdfBytes, pdfText } from './support/files';
import { addDays, manilaToday } from './support/dates';
import { meanRating } from '../src/domain/spms';

// Office performance (issue 24) through HTTP: SPMIS Admin rolls every office's DPCR/OPCR up from its people's approved
// IPCRs (worked here by hand for CAS, a unit under it and another office); a head sees only their office and its
// units, SPMIS Admin all; opening an office's people is an audited read; the OPCR prints; the approved IPCR feeds the
// NOSI rule (an Unsatisfactory rating restarts the three years, with the reason) and an internal applicant's
// Performance criterion. IPCRs are inserted with SQL: the IPCR module (its own engineer) approves them in real use.

let t: TestApp;
let admin: string; // SPMSADMIN
let head: string; // head of CAS (SPMS)
let staff: string; // an employee of CAS (SPMS)
let hr: string;
let cas: number;
let unit: number;
let other: number;
let p1: number;
let p2: number;
let mfo1: number;
let mfo2: number;
const people: Record<string, number> = {};
const year = Number(manilaToday().slice(0, 4)) - 1;

const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows as T[];

async function ipcr(periodId: number, personnelId: number, department: number, status: string, rating: string, adjective: string, targets: [number, string][]) {
  const [row] = await q<{ id: number }>(
    `INSERT INTO ipcrs (period_id, personnel_id, department_id, status, final_rating, adjective, approved_at)
     VALUES ($1, $2, $3, $4::text, $5, $6, CASE WHEN $4::text = 'approved' THEN now() END) RETURNING id`,
    [periodId, personnelId, department, status, rating, adjective],
  );
  for (const [i, [mfo, average]] of targets.entries()) {
    await q(
      `INSERT INTO ipcr_targets (ipcr_id, mfo_id, output, indicator, weight, quality, efficiency, timeliness, average, position)
       VALUES ($1, $2, $3, $4, $5, 4, 4, 4, $6, $7)`,
      [row!.id, mfo, `Output ${i + 1}`, `Indicator ${i + 1} of MFO ${mfo}`, (100 / targets.length).toFixed(2), average, i],
    );
  }
  return row!.id;
}

async function period(y: number, semester: 1 | 2) {
  const [from, to] = semester === 1 ? [`${y}-01-01`, `${y}-06-30`] : [`${y}-07-01`, `${y}-12-31`];
  const [row] = await q<{ id: number }>(
    `INSERT INTO spms_periods (year, semester, starts_on, ends_on, targets_from, targets_until, rating_from, rating_until, calibration_from, calibration_until)
     VALUES ($1, $2, $3, $4, $3, $3::date + 14, $4::date - 29, $4, $4, $4::date + 14) RETURNING id`,
    [y, semester, from, to],
  );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: new Date().toISOString() });
  [admin, head, staff, hr] = (await Promise.all(['admin@hris.test', 'head@hris.test', 'staff@hris.test', 'hr@hris.test'].map((e) => signIn(t, e)))) as [
    string,
    string,
    string,
    string,
  ];
  cas = await departmentId(t, 'CAS');
  [{ id: unit }] = (await q<{ id: number }>(
    `INSERT INTO departments (fullname, acronym, campus_id, parent_id) VALUES ('CAS Rating Test Unit', 'CAS-RTU', 1, $1) RETURNING id`,
    [cas],
  )) as [{ id: number }];
  [{ id: other }] = (await q<{ id: number }>(
    `INSERT INTO departments (fullname, acronym, campus_id) VALUES ('Rating Test Office', 'RTO', 1) RETURNING id`,
  )) as [{ id: number }];
  [{ id: mfo1 }, { id: mfo2 }] = (await q<{ id: number }>(
    `INSERT INTO univ_mfos (fullname) VALUES ('A. Higher education services (test)'), ('B. Support to operations (test)') RETURNING id`,
  )) as [{ id: number }, { id: number }];
  for (const [key, dept] of [
    ['a', 'CAS'],
    ['b', 'CAS'],
    ['e', 'CAS'],
    ['c', 'CAS-RTU'],
    ['d', 'RTO'],
  ] as const)
    people[key] = (await makeEmployee(t, { first: `Person ${key.toUpperCase()}`, last: 'Rated', department: dept })).personnelId;
  p1 = await period(year, 1);
  p2 = await period(year, 2);
  await ipcr(p1, people.a!, cas, 'approved', '4.000', 'Very Satisfactory', [
    [mfo1, '4.000'],
    [mfo2, '4.000'],
  ]);
  await ipcr(p1, people.b!, cas, 'approved', '3.500', 'Very Satisfactory', [
    [mfo1, '3.000'],
    [mfo2, '4.000'],
  ]);
  await ipcr(p1, people.c!, unit, 'approved', '2.000', 'Unsatisfactory', [[mfo1, '2.000']]);
  await ipcr(p1, people.d!, other, 'approved', '5.000', 'Outstanding', [[mfo2, '5.000']]);
  // Not approved yet: left out of every rollup.
  await ipcr(p1, people.e!, cas, 'for_rating', '1.000', 'Poor', [[mfo1, '1.000']]);
});
afterAll(async () => t.close());

type Office = { department_id: number; kind: string; rating: string | null; adjective: string | null; rated_people: number };
const offices = async (token: string, periodId = p1) =>
  (await t.http.get('/api/spmis/offices').query({ period_id: periodId }).set(as(token))).body as { offices: Office[]; can_compute: boolean };
const ours = (list: Office[]) => list.filter((o) => [cas, unit, other].includes(o.department_id));

describe('the rollup', () => {
  it("computes each office from its people's approved IPCRs: a unit's DPCR, and the OPCR of the office above it with the unit's people", async () => {
    const res = await t.http.post('/api/spmis/offices/rollup').set(as(admin)).send({ period_id: p1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ offices: 3, rated_people: 4 });
    expect(res.body.message).toBe(`3 offices are rated for ${year}, first semester from 4 approved IPCRs.`);

    // By hand: CAS takes A 4.000, B 3.500 and its unit's C 2.000 (E is not approved): 9.500 / 3 = 3.1667 → 3.167.
    expect(meanRating([4000, 3500, 2000])).toBe(3167);
    const list = await offices(admin);
    expect(list.can_compute).toBe(true);
    const by = new Map(ours(list.offices).map((o) => [o.department_id, o]));
    expect(by.get(cas)).toMatchObject({ kind: 'opcr', rating: '3.167', adjective: 'Satisfactory', rated_people: 3 });
    expect(by.get(unit)).toMatchObject({ kind: 'dpcr', rating: '2.000', adjective: 'Unsatisfactory', rated_people: 1 });
    expect(by.get(other)).toMatchObject({ kind: 'opcr', rating: '5.000', adjective: 'Outstanding', rated_people: 1 });

    // Per MFO: the mean of the targets' averages and the people with a target under it.
    const detail = await t.http.get(`/api/spmis/offices/${p1}/${cas}`).set(as(admin));
    expect(detail.status).toBe(200);
    expect(detail.body.lines).toEqual([
      { mfo_id: mfo1, mfo: 'A. Higher education services (test)', average: '3.000', people: 3, targets: 3 },
      { mfo_id: mfo2, mfo: 'B. Support to operations (test)', average: '4.000', people: 2, targets: 2 },
    ]);
    expect(detail.body.people.map((p: { personnel_id: number; final_rating: string; unit: string }) => [p.personnel_id, p.final_rating, p.unit])).toEqual([
      [people.a, '4.000', 'CAS'],
      [people.b, '3.500', 'CAS'],
      [people.c, '2.000', 'CAS-RTU'],
    ]);
    const unitDetail = await t.http.get(`/api/spmis/offices/${p1}/${unit}`).set(as(admin));
    expect(unitDetail.body.lines).toEqual([{ mfo_id: mfo1, mfo: 'A. Higher education services (test)', average: '2.000', people: 1, targets: 1 }]);
  });

  it('computes again from what is approved now: a changed rating moves the office (3.500 is Very Satisfactory), a withdrawn one drops its office', async () => {
    await q(`UPDATE ipcrs SET final_rating = 5.000, adjective = 'Outstanding' WHERE personnel_id = $1 AND period_id = $2`, [people.a, p1]);
    await q(`UPDATE ipcrs SET status = 'returned' WHERE personnel_id = $1 AND period_id = $2`, [people.d, p1]);
    expect((await t.http.post('/api/spmis/offices/rollup').set(as(admin)).send({ period_id: p1 })).body).toMatchObject({ offices: 2, rated_people: 3 });
    const by = new Map(ours((await offices(admin)).offices).map((o) => [o.department_id, o]));
    expect(by.get(cas)).toMatchObject({ rating: '3.500', adjective: 'Very Satisfactory', rated_people: 3 });
    expect(by.has(other)).toBe(false);
    expect(await q(`SELECT count(*)::int AS n FROM office_performance WHERE period_id = $1 AND department_id = $2`, [p1, cas])).toEqual([{ n: 1 }]);
    const [audit] = await q<{ after: { offices: number } }>(
      `SELECT after FROM audit_log WHERE entity = 'office_performance' AND action = 'update' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit!.after).toMatchObject({ offices: 2, rated_people: 3 });
  });

  it('refuses bad input (422) and anyone but SPMIS Admin (403)', async () => {
    const missing = await t.http.post('/api/spmis/offices/rollup').set(as(admin)).send({ period_id: 999_999 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.period_id).toEqual(['The rating period was not found.']);
    const bad = await t.http.post('/api/spmis/offices/rollup').set(as(admin)).send({ period_id: 'x' });
    expect(bad.status).toBe(422);
    expect(
      (
        await t.http
          .post('/api/spmis/offices/rollup')
          .set(as(admin))
          .send({ period_id: 2 ** 40 })
      ).status,
    ).toBe(422);
    expect((await t.http.post('/api/spmis/offices/rollup').set(as(head)).send({ period_id: p1 })).status).toBe(403);
    expect((await t.http.get('/api/spmis/offices/999999/1').set(as(admin))).status).toBe(404);
  });
});

describe('who sees which office', () => {
  it("a head sees their office and its units only; another office's page is not found; SPMIS Admin sees all", async () => {
    const list = await offices(head);
    expect(list.can_compute).toBe(false);
    expect(list.offices.map((o) => o.department_id).sort()).toEqual([cas, unit].sort());
    expect((await t.http.get(`/api/spmis/offices/${p1}/${unit}`).set(as(head))).status).toBe(200);
    await q(`UPDATE ipcrs SET status = 'approved' WHERE personnel_id = $1 AND period_id = $2`, [people.d, p1]);
    await t.http.post('/api/spmis/offices/rollup').set(as(admin)).send({ period_id: p1 }).expect(200);
    expect((await t.http.get(`/api/spmis/offices/${p1}/${other}`).set(as(head))).status).toBe(404);
    expect((await t.http.get(`/api/spmis/offices/${p1}/${other}/pdf`).set(as(head))).status).toBe(404);
    expect(ours((await offices(admin)).offices)).toHaveLength(3);
    // An employee who heads nothing sees no office.
    expect((await offices(staff)).offices).toEqual([]);
    expect((await t.http.get(`/api/spmis/offices/${p1}/${cas}`).set(as(staff))).status).toBe(404);
  });

  it("opening an office's people is written to the audit trail, naming the people read", async () => {
    const headUser = (await q<{ id: number }>(`SELECT id FROM users WHERE email = 'head@hris.test'`))[0]!.id;
    await t.http.get(`/api/spmis/offices/${p1}/${cas}`).set(as(head)).expect(200);
    const [row] = await q<{ entity_id: string; after: { personnel_ids: number[]; what: string } }>(
      `SELECT entity_id, after FROM audit_log WHERE actor_user_id = $1 AND action = 'read' AND entity = 'office_performance' ORDER BY id DESC LIMIT 1`,
      [headUser],
    );
    expect(row!.entity_id).toBe(`${p1}/${cas}`);
    expect(row!.after.personnel_ids.sort()).toEqual([people.a, people.b, people.c].sort());
    expect(row!.after.what).toBe(`the IPCR ratings on the OPCR of CAS, ${year}, first semester`);
  });

  it("prints the OPCR in the CSC layout (A4 landscape), with the head's commitment, the MFO lines and the final rating", async () => {
    const res = await binary(t.http.get(`/api/spmis/offices/${p1}/${cas}/pdf`).set(as(head)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="OPCR CAS ${year}-1.pdf"`);
    const text = (await pdfText(res.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('OFFICE PERFORMANCE COMMITMENT AND REVIEW (OPCR)');
    expect(text).toMatch(/I, .+ of College of Arts and Sciences, commit to deliver and agree to be rated/);
    expect(text).toContain(`for the period January 1, ${year} to June 30, ${year}`);
    expect(text).toContain('A. Higher education services');
    expect(text).toContain('Indicator 1 of MFO');
    expect(text).toContain('3 people of CAS');
    // A4 landscape: 842 × 595 points.
    expect((res.body as Buffer).toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(text).toContain('Final Average Rating 3.500 Very Satisfactory');
    expect(text).toContain('Final rating by:');
    const unitPdf = await binary(t.http.get(`/api/spmis/offices/${p1}/${unit}/pdf`).set(as(admin)));
    expect(await pdfText(unitPdf.body as Buffer)).toContain('DIVISION PERFORMANCE COMMITMENT AND REVIEW (DPCR)');
  });
});

describe('the NOSI rule reads the approved IPCRs', () => {
  it('an approved Unsatisfactory IPCR restarts the three years, and the reason names the IPCR', async () => {
    const staffId = await personnelIdOf(t, 'staff@hris.test');
    const before = await t.http.get(`/api/personnel/${staffId}/step-increment`).set(as(hr));
    expect(before.status).toBe(200);
    expect(before.body.step_increment.reasons).toEqual([]);
    const dueBefore = await t.http.get('/api/nosi/due').set(as(hr));
    expect(dueBefore.body.due.map((d: { personnel_id: number }) => d.personnel_id)).toContain(staffId);

    await ipcr(p2, staffId, cas, 'approved', '2.000', 'Unsatisfactory', [[mfo1, '2.000']]);
    const after = await t.http.get(`/api/personnel/${staffId}/step-increment`).set(as(hr));
    expect(after.body.step_increment.reasons).toEqual([
      `An Unsatisfactory rating for July–December ${year} (IPCR, ${year} second semester): the three years count again from 1 January ${year + 1}.`,
    ]);
    expect(after.body.step_increment.due_date).toBe(`${year + 4}-01-01`);
    const dueAfter = await t.http.get('/api/nosi/due').set(as(hr));
    expect(dueAfter.body.due.map((d: { personnel_id: number }) => d.personnel_id)).not.toContain(staffId);
  });

  it('HR no longer keeps a rating by hand for a period SPMS rates; earlier periods still', async () => {
    const headId = await personnelIdOf(t, 'head@hris.test');
    const refused = await t.http
      .post(`/api/personnel/${headId}/performance-ratings`)
      .set(as(hr))
      .send({ period_from: `${year}-01-01`, period_to: `${year}-06-30`, adjective: 'Poor' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.period_from).toEqual([
      `SPMS rates ${year}, first semester (01/01/${year} to 06/30/${year}): the approved IPCR is the rating for that period.`,
    ]);
    const earlier = await t.http
      .post(`/api/personnel/${headId}/performance-ratings`)
      .set(as(hr))
      .send({ period_from: '2015-01-01', period_to: '2015-06-30', adjective: 'Satisfactory' });
    expect(earlier.status).toBe(200);
    // A hand-kept row already on record for an SPMS period no longer counts: the IPCR is the record for it.
    await q(`INSERT INTO performance_ratings (personnel_id, period_from, period_to, adjective) VALUES ($1, $2, $3, 'Poor')`, [
      headId,
      `${year}-01-01`,
      `${year}-06-30`,
    ]);
    const record = await t.http.get(`/api/personnel/${headId}/step-increment`).set(as(hr));
    expect(record.body.step_increment.reasons.join(' ')).not.toContain('Poor');
  });
});

describe("the recruitment board's Performance criterion", () => {
  it("shows an internal applicant's latest approved IPCR on the Performance criterion (rating / 5 × its highest score), fills it in and refuses another value", async () => {
    // A board member, a post the NAPB assesses, staff@hris.test (an employee) applying with their own account.
    const [role] = await q<{ id: number }>(`INSERT INTO roles (name) VALUES ('SPMS test board member') RETURNING id`);
    await q(`INSERT INTO role_views (role_id, view) VALUES ($1, 'COMMITTEE')`, [role!.id]);
    const { userId: raterId } = await makeEmployee(t, { first: 'Rosa', last: 'Rater', department: 'CAS', email: 'spms.rater@hris.test' });
    await q(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [raterId, role!.id]);
    const rater = await signIn(t, 'spms.rater@hris.test');
    const boards = await t.http.get('/api/selection-boards').set(as(hr));
    const napb = boards.body.boards.find((b: { kind: string }) => b.kind === 'NAPB');
    await t.http.post(`/api/selection-boards/${napb.id}/members`).set(as(hr)).send({ user_id: raterId, role: 'member' }).expect(200);
    const [position] = await q<{ id: number }>(`SELECT id FROM positions WHERE kind = 'staff' ORDER BY id LIMIT 1`);
    await t.http
      .post('/api/plantilla/items')
      .set(as(hr))
      .send({ item_no: 'SU-CAS-SPMS-1-2026', position_id: position!.id, department_id: cas, salary_grade: 11 })
      .expect(200);
    const draft = await t.http
      .post('/api/job-posts')
      .set(as(hr))
      .send({
        position_id: position!.id,
        department_id: cas,
        campus_id: 1,
        plantilla_item_no: 'SU-CAS-SPMS-1-2026',
        salary_grade: 11,
        monthly_salary: 2_749_500,
        board: 'NAPB',
        education: "Bachelor's degree",
        training: 'None required',
        experience: 'None required',
        eligibility: 'Career Service (Professional)',
        documents_required: ['Letter of intent'],
      });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const postId = draft.body.job_post.id as number;
    await t.http
      .post(`/api/job-posts/${postId}/publish`)
      .set(as(hr))
      .send({ publish_from: manilaToday(), closing_date: addDays(manilaToday(), 10) })
      .expect(200);
    // An employee applies with their Personal Data Sheet (the copy HR verified): part I and a school are enough.
    const staffId = await personnelIdOf(t, 'staff@hris.test');
    await verifiedPds(t, staffId, [], { birth_date: '1990-05-14', sex: 'male', citizenship: 'filipino', mobile_no: '0917 123 4567' });
    await q(`UPDATE pds_submissions SET snapshot = jsonb_set(snapshot, '{educbackground}', $1::jsonb) WHERE personnel_id = $2`, [
      JSON.stringify([
        {
          level: 'college',
          school_name: 'Bicol University',
          course: 'BS Office Administration',
          period_from: '2008',
          period_to: '2012',
          year_graduated: '2012',
        },
      ]),
      staffId,
    ]);
    const letter = (await t.http.post('/api/upload').set(as(staff)).attach('file', pdfBytes(1500), 'letter.pdf')).body.path as string;
    const applied = await t.http
      .post('/api/applications')
      .set(as(staff))
      .send({ job_post_id: postId, documents: [{ requirement: 'Letter of intent', path: letter }] });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const applicationId = applied.body.application.id as number;
    await t.http.post(`/api/applications/${applicationId}/screening`).set(as(hr)).send({ decision: 'qualified' }).expect(200);

    const sheet = await t.http.get(`/api/assessment/job-posts/${postId}`).set(as(rater));
    expect(sheet.status).toBe(200);
    const criteria = sheet.body.criteria as { id: number; name: string; max_score: number }[];
    const performance = criteria.find((c) => c.name === 'Performance')!;
    const row = sheet.body.applicants.find((a: { application_id: number }) => a.application_id === applicationId);
    // The latest approved IPCR of staff@hris.test: 2.000, Unsatisfactory, the second semester; 2 / 5 × the highest score.
    const score = Math.round((2 / 5) * Number(performance.max_score) * 100) / 100;
    expect(row.performance).toEqual({ rating: '2.000', adjective: 'Unsatisfactory', period: `${year}, second semester`, criterion_id: performance.id, score });

    const others = criteria.filter((c) => c.id !== performance.id).map((c) => ({ criterion_id: c.id, score: 50 }));
    const typed = await t.http
      .put(`/api/assessment/applications/${applicationId}/ratings`)
      .set(as(rater))
      .send({ ratings: [...others, { criterion_id: performance.id, score: 95 }] });
    expect(typed.status).toBe(422);
    expect(typed.body.errors[`ratings.${others.length}.score`]).toEqual([
      `The performance score comes from the applicant's approved IPCR (2.000, Unsatisfactory, ${year}, second semester): ${score}.`,
    ]);
    expect(await q(`SELECT * FROM assessment_ratings WHERE application_id = $1`, [applicationId])).toEqual([]);

    const saved = await t.http.put(`/api/assessment/applications/${applicationId}/ratings`).set(as(rater)).send({ ratings: others });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.my_ratings[String(performance.id)]).toBe(score);
    // An external applicant has no IPCR: nothing is filled in for them.
    const external = sheet.body.applicants.filter((a: { application_id: number }) => a.application_id !== applicationId);
    expect(external.every((a: { performance: unknown }) => a.performance === null)).toBe(true);
  });
});
