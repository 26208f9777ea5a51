import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, makeEmployee } from './support/records';
import { pdfPageCount, pdfText } from './support/files';
import { fileOfJob, fileOfStartedJob } from './support/jobs';

// Issue 22's dashboard and reports through HTTP, on a small known university: offices A and B, the plans of their
// people (approved, submitted at the L&D committee's step or at the head's, a draft), the items planned and done
// with the funds they ask, PDS trainings across two years, a budget per office and fund, two scholars. Each figure
// below is worked by hand from that data (on 25 November 2026, the fourth quarter: 1 October to 31 December).

let t: TestApp;
let secretariat: string; // admin@: the L&D committees' roles (LDCOMSEC)
let hr: string; // hr@: LDADMIN
let staff: string; // neither
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const one = async (sql: string, params: unknown[] = []) => (await query(sql, params))[0] as Record<string, number>;

const ids = {} as Record<'A' | 'B' | 'F1' | 'F2' | 'X' | 'Y' | 'Z', number>;
const people = {} as Record<'a1' | 'a2' | 'a3' | 'b1' | 'b2' | 'b3' | 'b4', number>;
let waitingPlanId: number;
let baseline: { waiting: number; due: number };

async function plan(personnelId: number, from: number, to: number, status: string, items: [number, string, string, number, 'planned' | 'done', string?][]) {
  const { id } = await one(
    `INSERT INTO development_plans (personnel_id, kind, period_from, period_to, status) VALUES ($1, 'administrative', $2, $3, $4) RETURNING id`,
    [personnelId, from, to, status],
  );
  let position = 1;
  for (const [competency, type, target, funds, itemStatus, doneAt] of items) {
    await query(
      `INSERT INTO development_plan_items (plan_id, competency_id, current_level, target_level, intervention_type, target_date, support_funds, status, done_at, position)
       VALUES ($1, $2, 1, 2, $3, $4, $5, $6, $7, $8)`,
      [id, competency, type, target, funds, itemStatus, doneAt ?? null, position++],
    );
  }
  return id!;
}

/** An approval request for the plan, waiting at step `at` of the administrative chain (3 is the L&D committee's). */
async function requestAt(planId: number, userId: number, personnelId: number, at: number) {
  const { chain } = await one(`SELECT id AS chain FROM approval_chains WHERE request_type = 'development_plan_administrative' ORDER BY id LIMIT 1`);
  const { dpc } = await one(`SELECT id AS dpc FROM roles WHERE name = 'Department Personnel Committee'`);
  const { ldc } = await one(`SELECT id AS ldc FROM roles WHERE name = 'Administrative L&D Committee'`);
  const steps = [
    { position: 1, actor_kind: 'department_head', role_id: null, personnel_id: null, label: 'Reviewed by the head' },
    { position: 2, actor_kind: 'role', role_id: dpc, personnel_id: null, label: 'Department personnel committee' },
    { position: 3, actor_kind: 'role', role_id: ldc, personnel_id: null, label: 'Approved by the L&D committee' },
  ];
  const { id } = await one(
    `INSERT INTO approval_requests (request_type, subject_id, title, requester_user_id, requester_personnel_id, chain_id, steps, current_step)
     VALUES ('development_plan_administrative', $1, 'Development plan 2026', $2, $3, $4, $5, $6) RETURNING id`,
    [planId, userId, personnelId, chain, JSON.stringify(steps), at],
  );
  await query(`UPDATE development_plans SET approval_request_id = $1 WHERE id = $2`, [id, planId]);
}

async function training(personnelId: number, dateFrom: string, hours: number, section = 'training') {
  await query(`INSERT INTO pds_entries (personnel_id, section, data) VALUES ($1, $2, $3)`, [
    personnelId,
    section,
    JSON.stringify({ title: `Seminar ${dateFrom}`, date_from: dateFrom, date_to: dateFrom, hours, ld_type: 'technical', conducted_by: 'CSC' }),
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  [secretariat, hr, staff] = (await Promise.all(['admin@hris.test', 'hr@hris.test', 'staff@hris.test'].map((e) => signIn(t, e)))) as [string, string, string];
  // The demo's own plans waiting and items due (year-independent figures), read for another year than the one the
  // tests read: the dashboard's answer is kept a few seconds per year asked.
  const before = (await t.http.get('/api/lnd/dashboard?year=2024').set(as(secretariat))).body;
  baseline = { waiting: before.waiting.count, due: before.due.count };

  ids.A = (await one(`INSERT INTO departments (fullname, acronym, campus_id) VALUES ('Report Office A', 'ROA', 1) RETURNING id`)).id!;
  ids.B = (await one(`INSERT INTO departments (fullname, acronym, campus_id) VALUES ('Report Office B', 'ROB', 2) RETURNING id`)).id!;
  ids.F1 = (await one(`INSERT INTO fund_sources (code, name) VALUES ('LNDT1', 'Test fund one') RETURNING id`)).id!;
  ids.F2 = (await one(`INSERT INTO fund_sources (code, name) VALUES ('LNDT2', 'Test fund two') RETURNING id`)).id!;
  const competencies = await query(`SELECT id FROM competencies ORDER BY id LIMIT 3`);
  [ids.X, ids.Y, ids.Z] = competencies.map((c) => c.id as number) as [number, number, number];

  people.a1 = (await makeEmployee(t, { first: 'Alma', last: 'Uno', department: 'ROA' })).personnelId;
  people.a2 = (await makeEmployee(t, { first: 'Ariel', last: 'Dos', department: 'ROA' })).personnelId;
  const a3 = await makeEmployee(t, { first: 'Amado', last: 'Tres', department: 'ROA', email: 'amado.tres@hris.test' });
  people.a3 = a3.personnelId;
  const b1 = await makeEmployee(t, { first: 'Bea', last: 'Uno', department: 'ROB', email: 'bea.uno@hris.test' });
  people.b1 = b1.personnelId;
  people.b2 = (await makeEmployee(t, { first: 'Berto', last: 'Dos', department: 'ROB' })).personnelId;
  people.b3 = (await makeEmployee(t, { first: 'Bing', last: 'Tres', department: 'ROB' })).personnelId;
  people.b4 = (await makeEmployee(t, { first: 'Boy', last: 'Cuatro', department: 'ROB' })).personnelId;
  await query(`UPDATE personnel SET is_active = false WHERE id = $1`, [people.b4]);

  // Office A: two approved plans covering 2026, one at the L&D committee's step.
  await plan(people.a1, 2026, 2026, 'approved', [
    [ids.X, 'training', '2026-12-10', 500_000, 'planned'], // due this quarter, not yet overdue
    [ids.Y, 'coaching', '2026-03-15', 200_000, 'done', '2026-03-20T02:00:00Z'],
  ]);
  await plan(people.a2, 2025, 2026, 'approved', [
    [ids.X, 'training', '2026-10-05', 100_000, 'planned'], // due this quarter, overdue
    [ids.Z, 'mentoring', '2025-12-15', 40_000, 'done', '2025-12-20T02:00:00Z'], // 2025's
  ]);
  waitingPlanId = await plan(people.a3, 2026, 2026, 'submitted', [[ids.X, 'training', '2026-06-01', 300_000, 'planned']]);
  await requestAt(waitingPlanId, a3.userId!, people.a3, 3);
  // Office B: one at the head's step, one approved, a draft, and an approved plan of someone no longer active.
  const atHead = await plan(people.b1, 2026, 2026, 'submitted', [[ids.Y, 'training', '2026-09-01', 70_000, 'planned']]);
  await requestAt(atHead, b1.userId!, people.b1, 1);
  await plan(people.b2, 2026, 2027, 'approved', [
    [ids.X, 'training', '2027-01-15', 50_000, 'planned'], // 2027's
    [ids.Z, 'conference', '2026-08-01', 150_000, 'done', '2026-08-05T02:00:00Z'],
  ]);
  await plan(people.b3, 2026, 2026, 'draft', [[ids.X, 'training', '2026-12-01', 999_900, 'planned']]);
  await plan(people.b4, 2026, 2026, 'approved', [[ids.Y, 'coaching', '2026-05-05', 0, 'planned']]);

  await query(`INSERT INTO ld_years (year) VALUES (2026) ON CONFLICT DO NOTHING`);
  await query(
    `INSERT INTO ld_budgets (year, department_id, fund_source_id, amount) VALUES (2026, $1, $2, 2000000), (2026, $1, $3, 500000), (2026, $4, $2, 300000)`,
    [ids.A, ids.F1, ids.F2, ids.B],
  );

  // PDS trainings (part VII): counted in the year they start.
  await training(people.a1, '2026-02-10', 8);
  await training(people.a1, '2026-07-01', 16);
  await training(people.a1, '2025-12-30', 24); // 2025's
  await training(people.a2, '2026-05-05', 4.5);
  await training(people.a2, '2026-05-05', 40, 'voluntarywork'); // not a training

  // Scholars: one serving the obligation, one who left before it ended, one application still in the chain.
  const { program } = await one(
    `INSERT INTO scholarship_programs (name, "grant", duration_months, obligation_months) VALUES ('Test MPA', 20000000, 24, 24) RETURNING id AS program`,
  );
  await query(
    `INSERT INTO scholarship_applications (program_id, personnel_id, school, degree, status, study_status, study_start, study_end, obligation_end) VALUES
       ($1, $2, 'UP Diliman', 'Master of Public Administration', 'approved', 'completed', '2023-06-01', '2025-05-31', '2027-05-31'),
       ($1, $3, 'UP Los Baños', 'Master of Management', 'approved', 'completed', '2022-06-01', '2024-12-31', '2026-12-31'),
       ($1, $4, 'PNU', 'Master of Arts in Education', 'submitted', NULL, NULL, NULL, NULL)`,
    [program, people.a1, people.a2, people.a3],
  );
  await query(`INSERT INTO separations (personnel_id, cause, effective_date, status) VALUES ($1, 'resignation', '2026-09-30', 'completed')`, [people.a2]);
});
afterAll(async () => t.close());

const officeA = () => expect.objectContaining({ id: ids.A, acronym: 'ROA', campus: expect.any(String) });

describe('the L&D secretariat’s dashboard', () => {
  it('shows the plans waiting for the committee, only those at its step', async () => {
    const res = await t.http.get('/api/lnd/dashboard?year=2026').set(as(secretariat));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ year: 2026, today: '2026-11-25', quarter: { number: 4, from: '2026-10-01', to: '2026-12-31' } });
    expect(res.body.waiting.count).toBe(baseline.waiting + 1);
    const mine = res.body.waiting.plans.filter((p: { personnel: { department: { id: number } | null } }) =>
      [ids.A, ids.B].includes(p.personnel.department?.id ?? 0),
    );
    expect(mine).toEqual([
      expect.objectContaining({ id: waitingPlanId, kind: 'administrative', period_from: 2026, personnel: expect.objectContaining({ fullname: 'Amado Tres' }) }),
    ]);
  });

  it('lists the interventions due this quarter, the overdue one flagged', async () => {
    const { body } = await t.http.get('/api/lnd/dashboard?year=2026').set(as(secretariat));
    expect(body.due.count).toBe(baseline.due + 2);
    const ours = body.due.items.filter((i: { personnel: { id: number } }) => [people.a1, people.a2].includes(i.personnel.id));
    expect(ours.map((i: { target_date: string; overdue: boolean; support_funds: number }) => [i.target_date, i.overdue, i.support_funds])).toEqual([
      ['2026-10-05', true, 100_000],
      ['2026-12-10', false, 500_000],
    ]);
  });

  it('sets the budget per office and fund against the funds asked and used', async () => {
    const { body } = await t.http.get('/api/lnd/dashboard?year=2026').set(as(secretariat));
    const line = (id: number) => body.budget.offices.find((o: { office: { id: number } }) => o.office.id === id);
    // A asked: 500,000 + 200,000 (A1's approved plan) + 100,000 (A2's) + 300,000 (A3's, submitted) = 1,100,000 centavos; used: A1's item done in March.
    expect(line(ids.A)).toEqual({
      office: officeA(),
      funds: [
        { fund: { id: ids.F1, code: 'LNDT1', name: 'Test fund one' }, amount: 2_000_000 },
        { fund: { id: ids.F2, code: 'LNDT2', name: 'Test fund two' }, amount: 500_000 },
      ],
      budget: 2_500_000,
      asked: 1_100_000,
      used: 200_000,
    });
    // B asked: 70,000 (B1's, at the head) + 150,000 (B2's item of 2026; its 2027 item and B3's draft are not) + 0 (B4's) = 220,000.
    expect(line(ids.B)).toMatchObject({ budget: 300_000, asked: 220_000, used: 150_000 });
    expect(body.budget.funds).toEqual(expect.arrayContaining([{ fund: expect.objectContaining({ code: 'LNDT1' }), amount: 2_300_000 }]));
  });

  it('shows the share of employees with an approved plan per office', async () => {
    const { body } = await t.http.get('/api/lnd/dashboard?year=2026').set(as(secretariat));
    const share = (id: number) => body.share.offices.find((o: { office: { id: number } }) => o.office.id === id);
    expect(share(ids.A)).toEqual({ office: officeA(), employees: 3, with_approved_plan: 2, percent: 66.7 });
    // B4's approved plan does not count: B4 is no longer active.
    expect(share(ids.B)).toMatchObject({ employees: 3, with_approved_plan: 1, percent: 33.3 });
    // In 2025 only A2's plan (2025–2026) covers the year.
    const y2025 = (await t.http.get('/api/lnd/dashboard?year=2025').set(as(hr))).body;
    expect(y2025.share.offices.find((o: { office: { id: number } }) => o.office.id === ids.A)).toMatchObject({ with_approved_plan: 1, percent: 33.3 });
  });

  it('keeps its answer at most 10 seconds: a plan sent to the committee shows once that has passed', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      // 2027: a year not read before, so its answer is kept from now on the faked clock (the queue is every year's).
      const read = async () => (await t.http.get('/api/lnd/dashboard?year=2027').set(as(secretariat))).body.waiting.count as number;
      const before = await read();
      await query(`INSERT INTO departments (fullname, acronym, campus_id) VALUES ('Report Office C', 'ROC', 3)`); // A's and B's figures stay
      const a4 = await makeEmployee(t, { first: 'Cora', last: 'Uno', department: 'ROC', email: 'cora.uno@hris.test' });
      const id = await plan(a4.personnelId, 2026, 2026, 'submitted', [[ids.X, 'training', '2026-12-20', 0, 'planned']]);
      await requestAt(id, a4.userId!, a4.personnelId, 3);
      expect(await read()).toBe(before); // kept
      vi.advanceTimersByTime(9_000);
      expect(await read()).toBe(before); // 9 s: still kept
      vi.advanceTimersByTime(1_001);
      await expect.poll(read).toBe(before + 1); // the kept answer is served while the next one is computed
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the reports', () => {
  const get = (kind: string, q = '') => t.http.get(`/api/lnd/reports/${kind}?year=2026${q}`).set(as(secretariat));

  it('completion of plans per office', async () => {
    const { status, body } = await get('completion');
    expect(status).toBe(200);
    const row = (id: number) => body.rows.find((r: { office: { id: number } }) => r.office.id === id);
    // A: A1, A2 (approved), A3 (submitted); items of the approved plans 4, done 2 (one of them in 2025: the plan covers 2026 too).
    expect(row(ids.A)).toEqual({ office: officeA(), plans: 3, approved: 2, items: 4, done: 2, percent: 50 });
    // B: B1 (submitted), B2, B4 (approved), B3 (draft); items of B2 and B4: 3, done 1.
    expect(row(ids.B)).toMatchObject({ plans: 4, approved: 2, items: 3, done: 1, percent: 33.3 });
    const onlyA = (await get('completion', `&department_id=${ids.A}`)).body;
    expect(onlyA.rows).toHaveLength(1);
    expect(onlyA.totals).toEqual({ plans: 3, approved: 2, items: 4, done: 2, percent: 50 });
    expect((await get('completion', `&campus_id=2`)).body.rows.map((r: { office: { id: number } }) => r.office.id)).not.toContain(ids.A);
  });

  it('hours of training per employee from the PDS, with the office totals, and audits the read', async () => {
    const { status, body } = await get('training-hours', `&department_id=${ids.A}`);
    expect(status).toBe(200);
    expect(body.rows.map((r: { personnel: { fullname: string }; entries: number; hours: number }) => [r.personnel.fullname, r.entries, r.hours])).toEqual([
      ['Ariel Dos', 1, 4.5],
      ['Amado Tres', 0, 0],
      ['Alma Uno', 2, 24],
    ]);
    expect(body.offices).toEqual([{ office: officeA(), employees: 3, trained: 2, entries: 3, hours: 28.5, average: 9.5 }]);
    expect(body.totals).toEqual({ employees: 3, trained: 2, entries: 3, hours: 28.5, average: 9.5 });
    const audit = await query(`SELECT after FROM audit_log WHERE entity = 'pds_training' AND action = 'read' ORDER BY id DESC LIMIT 1`);
    expect(JSON.stringify(audit[0]?.after)).toContain(String(people.a1));
    // 2025: only A1's December seminar.
    const y2025 = await t.http.get(`/api/lnd/reports/training-hours?year=2025&department_id=${ids.A}`).set(as(hr));
    expect(y2025.body.totals).toMatchObject({ entries: 1, hours: 24, trained: 1 });
  });

  it('interventions by competency and by type', async () => {
    const { body } = await get('interventions', `&department_id=${ids.A}`);
    // Items of A's approved plans due in 2026: A1's training (X) and coaching (Y, done), A2's training (X).
    expect(
      body.by_competency.map((r: { competency: { id: number }; planned: number; done: number; funds: number }) => [
        r.competency.id,
        r.planned,
        r.done,
        r.funds,
      ]),
    ).toEqual([
      [ids.X, 2, 0, 600_000],
      [ids.Y, 1, 1, 200_000],
    ]);
    expect(body.by_type.map((r: { code: string; planned: number; done: number; funds: number }) => [r.code, r.planned, r.done, r.funds])).toEqual([
      ['training', 2, 0, 600_000],
      ['coaching', 1, 1, 200_000],
    ]);
    expect(body.totals).toEqual({ planned: 3, done: 1, funds: 800_000 });
  });

  it('scholars and their obligations, the one who left early flagged', async () => {
    const { body } = await get('scholars', `&department_id=${ids.A}`);
    expect(
      body.rows.map((r: { personnel: { fullname: string }; obligation_end: string; separated_on: string | null; separated_before_obligation: boolean }) => [
        r.personnel.fullname,
        r.obligation_end,
        r.separated_on,
        r.separated_before_obligation,
      ]),
    ).toEqual([
      ['Ariel Dos', '2026-12-31', '2026-09-30', true],
      ['Alma Uno', '2027-05-31', null, false],
    ]);
    expect(body.totals).toEqual({ scholars: 2, ongoing: 0, completed: 2, terminated: 0, serving_obligation: 1, separated_before_obligation: 1 });
  });

  it('budget used per office and fund', async () => {
    const { body } = await get('budget-used', `&department_id=${ids.A}`);
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({ budget: 2_500_000, asked: 1_100_000, used: 200_000 });
    expect(body.funds.map((f: { fund: { code: string }; amount: number }) => [f.fund.code, f.amount])).toEqual([
      ['LNDT1', 2_000_000],
      ['LNDT2', 500_000],
    ]);
    expect(body.totals).toEqual({ budget: 2_500_000, asked: 1_100_000, used: 200_000 });
  });
});

describe('Excel and PDF', () => {
  it('the Excel, made as a job, opens with a row per office and the totals', async () => {
    // Issue 42: the files are made as jobs (202), saved from the job's /file by the asker alone.
    const asked = await t.http.post('/api/lnd/reports/completion/export').set(as(hr)).send({ year: 2026, department_id: ids.A });
    expect(asked.status).toBe(202);
    expect(asked.body.job).toMatchObject({ kind: 'lnd-report', status: 'queued' });
    const { job, file: res } = await fileOfStartedJob(t, hr, asked.body.job.id);
    expect(job).toMatchObject({ total: 1, done: 1, result: { link: '/lnd/committee-secretary/reports?kind=completion' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`lnd-completion-2026-2026-11-25-${job.id}.xlsx`);
    expect((await t.http.get(`/api/background-jobs/mine/${job.id}/file`).set(as(secretariat))).status).toBe(404);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Office', 'Campus', 'Plans', 'Approved', 'Items', 'Done', 'Done %'],
      ['Report Office A (ROA)', expect.any(String), 3, 2, 4, 2, 50],
      ['Total', undefined, 3, 2, 4, 2, 50],
    ]);
    const { file: budget } = await fileOfJob(t, hr, '/api/lnd/reports/budget-used/export', { year: 2026, department_id: ids.A });
    const money = new ExcelJS.Workbook();
    await money.xlsx.load(budget.body as ArrayBuffer);
    expect(money.worksheets.map((w) => w.name)).toEqual(['Budget, asked and used per offi', 'Budget per fund']);
    expect(money.worksheets[0]!.getRow(2).values).toEqual([undefined, 'Report Office A (ROA)', 'LNDT1 20,000.00; LNDT2 5,000.00', 25_000, 11_000, 2_000, 8]);
  });

  it('the PDF, made as a job, is an A4 landscape document with the table and its totals; its read audited as the asker', async () => {
    const { last } = await one(`SELECT coalesce(max(id), 0) AS last FROM audit_log`);
    const { job, file: res } = await fileOfJob(t, secretariat, '/api/lnd/reports/training-hours/pdf', { year: 2026, department_id: ids.A });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await t.http.get(`/api/background-jobs/mine/${job.id}/file`).set(as(hr))).status).toBe(404);
    const audited = await query(
      `SELECT after->>'what' AS what FROM audit_log WHERE action = 'read' AND entity = 'pds_training' AND id > $1
         AND actor_user_id = (SELECT id FROM users WHERE email = 'admin@hris.test')`,
      [last],
    );
    expect(audited.map((r) => r.what)).toEqual(['L&D report (PDF): training-hours 2026']);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain('Hours of training per employee, 2026');
    expect(text).toContain('Report Office A');
    expect(text).toContain('28.5');
    const { file: all } = await fileOfJob(t, secretariat, '/api/lnd/reports/interventions/pdf', { year: 2026 });
    expect(all.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfPageCount(all.body as Buffer)).toBeGreaterThanOrEqual(1);
  });
});

describe('who may read them, and what is refused', () => {
  it('refuses an employee without LDCOMSEC or LDADMIN', async () => {
    for (const path of ['/api/lnd/dashboard', '/api/lnd/reports/completion']) {
      const res = await t.http.get(path).set(as(staff));
      expect(res.status, path).toBe(403);
    }
    for (const path of ['/api/lnd/reports/training-hours/export', '/api/lnd/reports/scholars/pdf']) {
      const res = await t.http.post(path).set(as(staff)).send({});
      expect(res.status, path).toBe(403);
    }
  });

  it('answers 422 in the one error shape for an unknown report, a year out of range, a NUL', async () => {
    for (const path of [
      '/api/lnd/reports/nonsense',
      '/api/lnd/reports/completion?year=1999',
      '/api/lnd/reports/completion?year=2101',
      '/api/lnd/reports/completion?year=abc',
      '/api/lnd/dashboard?year=3000',
      '/api/lnd/reports/completion?department_id=%00',
    ]) {
      const res = await t.http.get(path).set(as(secretariat));
      expect(res.status, path).toBe(422);
      expect(res.body, path).toMatchObject({ message: expect.any(String), error: expect.any(String) });
    }
    for (const path of ['/api/lnd/reports/nonsense/export', '/api/lnd/reports/nonsense/pdf']) {
      const res = await t.http.post(path).set(as(secretariat)).send({});
      expect(res.status, path).toBe(422);
      expect(res.body.errors.kind[0], path).toContain('Choose a report');
    }
    const late = await t.http.post('/api/lnd/reports/completion/pdf').set(as(secretariat)).send({ year: 2101 });
    expect(late.body.errors.year).toEqual(['The year must be from 2000 to 2100.']);
    const year = await t.http.get('/api/lnd/reports/completion?year=1999').set(as(secretariat));
    expect(year.body.errors.year).toEqual(['The year must be from 2000 to 2100.']);
    const kind = await t.http.get('/api/lnd/reports/nonsense').set(as(secretariat));
    expect(kind.body.errors.kind[0]).toContain('Choose a report');
  });

  it("refuses a second file of one's own while one is made (409), not another's", async () => {
    // One of admin@'s under way (held by an instance that is still alive): the subject of an L&D file is its asker.
    const { id } = await one(
      `INSERT INTO background_jobs (kind, asked_by_user_id, subject_id, status, total, step, instance_id, created_at, heartbeat_at)
       SELECT 'lnd-report', u.id, u.id, 'running', 40, 'Drawing the pages', 'elsewhere', now(), '2999-01-01' FROM users u WHERE u.email = 'admin@hris.test'
       RETURNING id`,
    );
    try {
      const refused = await t.http.post('/api/lnd/reports/completion/pdf').set(as(secretariat)).send({ year: 2026 });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Your L&D report is being prepared (0 of 40 done): wait for it to end.');
      // hr@'s own is made meanwhile.
      const { job } = await fileOfJob(t, hr, '/api/lnd/reports/completion/pdf', { year: 2026 });
      expect(job.kind).toBe('lnd-report');
    } finally {
      await query(`DELETE FROM background_jobs WHERE id = $1`, [id]);
    }
  });
});
