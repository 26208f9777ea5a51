import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, departmentId, makeEmployee, personnelIdOf } from './support/records';

// Issue 22 through HTTP: what the L&D administrators keep (the competency library, a position's competency profile,
// the intervention types, the committees' seats, the L&D year and its budget per office and fund), the
// recommendations heads and the committee make and the employee takes up in a plan, and a plan approved with changes.

let t: TestApp;
let staff: string;
let head: string;
let hr: string;
let admin: string;
let staffId: number;
let competencies: { id: number; name: string; type: string }[];
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

const item = (over: Record<string, unknown> = {}) => ({
  competency_id: competencies[0]!.id,
  current_level: 1,
  target_level: 2,
  intervention_type: 'training',
  target_date: '2027-03-31',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  [staff, head, hr, admin] = (await Promise.all(['staff@hris.test', 'head@hris.test', 'hr@hris.test', 'admin@hris.test'].map((e) => signIn(t, e)))) as [
    string,
    string,
    string,
    string,
  ];
  staffId = await personnelIdOf(t, 'staff@hris.test');
  competencies = (await t.http.get('/api/lnd/competencies').set(as(staff))).body.competencies;
});
afterAll(async () => t.close());

describe('the competency library and the position profiles', () => {
  it('HR adds, changes and removes a competency; a duplicate name and a competency in use are refused; employees cannot', async () => {
    expect((await t.http.post('/api/lnd/competencies').set(as(staff)).send({ name: 'Grant writing', type: 'technical' })).status).toBe(403);
    const added = await t.http.post('/api/lnd/competencies').set(as(hr)).send({ name: 'Grant writing', type: 'technical', description: 'Writes proposals.' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.competency).toMatchObject({ name: 'Grant writing', type: 'technical' });
    const twice = await t.http.post('/api/lnd/competencies').set(as(hr)).send({ name: 'grant WRITING', type: 'technical' });
    expect(twice.status).toBe(422);
    const bad = await t.http.post('/api/lnd/competencies').set(as(hr)).send({ name: 'X\u0000', type: 'soft' });
    expect(bad.status).toBe(422);
    const id = added.body.competency.id;
    const changed = await t.http.put(`/api/lnd/competencies/${id}`).set(as(hr)).send({ name: 'Grant and proposal writing', type: 'technical' });
    expect(changed.body.competency.name).toBe('Grant and proposal writing');
    expect((await t.http.delete(`/api/lnd/competencies/${id}`).set(as(hr))).status).toBe(200);
    expect((await t.http.delete(`/api/lnd/competencies/${competencies[1]!.id}`).set(as(staff))).status).toBe(403);
  });

  it("HR sets a position's profile; the employee reads their own position's levels, and a profiled competency is kept", async () => {
    const [{ position_id: positionId }] = await query(`SELECT position_id FROM personnel WHERE id = $1`, [staffId]);
    const saved = await t.http
      .put(`/api/lnd/positions/${positionId}/competencies`)
      .set(as(hr))
      .send({
        competencies: [
          { competency_id: competencies[0]!.id, level: 3 },
          { competency_id: competencies[3]!.id, level: 2 },
        ],
      });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const twice = await t.http
      .put(`/api/lnd/positions/${positionId}/competencies`)
      .set(as(hr))
      .send({
        competencies: [
          { competency_id: competencies[0]!.id, level: 3 },
          { competency_id: competencies[0]!.id, level: 5 },
        ],
      });
    expect(twice.body.errors['competencies.1.competency_id']).toEqual(['This competency is listed twice.']);
    expect(twice.body.errors['competencies.1.level']).toEqual(['The level is 1 to 4.']);
    const mine = (await t.http.get('/api/lnd/my-profile').set(as(staff))).body;
    expect(mine.position.id).toBe(positionId);
    expect(mine.competencies.map((c: { competency: { id: number }; level: number }) => [c.competency.id, c.level])).toEqual([
      [competencies[0]!.id, 3],
      [competencies[3]!.id, 2],
    ]);
    const inUse = await t.http.delete(`/api/lnd/competencies/${competencies[3]!.id}`).set(as(hr));
    expect(inUse.status).toBe(422);
    expect(inUse.body.errors.competency[0]).toContain('is kept');
  });
});

describe('the intervention types', () => {
  it('HR adds one and retires it; a plan naming a type not on the list is refused with the field', async () => {
    const added = await t.http.put('/api/lnd/intervention-types').set(as(hr)).send({ code: 'immersion', name: 'Industry immersion' });
    expect(added.status).toBe(200);
    const badCode = await t.http.put('/api/lnd/intervention-types').set(as(hr)).send({ code: 'Bad Code', name: 'x' });
    expect(badCode.body.errors.code).toEqual(['The code is lowercase letters, digits and _, starting with a letter.']);
    const list = (await t.http.get('/api/lnd/intervention-types').set(as(staff))).body.intervention_types;
    expect(list.map((i: { code: string }) => i.code)).toEqual([
      'training',
      'coaching',
      'mentoring',
      'job_rotation',
      'graduate_study',
      'conference',
      'immersion',
    ]);
    const retired = await t.http.put('/api/lnd/intervention-types').set(as(hr)).send({ code: 'immersion', name: 'Industry immersion', active: false });
    expect(retired.body.intervention_type.active).toBe(false);
    const unknown = await t.http
      .post('/api/lnd/development-plans')
      .set(as(staff))
      .send({ period_from: 2027, period_to: 2027, items: [item({ intervention_type: 'sabbatical' })] });
    expect(unknown.body.errors['items.0.intervention_type']).toEqual(['Choose the intervention.']);
  });
});

describe('the committees', () => {
  it('HR seats members with their roles, never themselves; the committees read the seats, employees cannot', async () => {
    const adminPersonnel = await personnelIdOf(t, 'admin@hris.test');
    const hrPersonnel = await personnelIdOf(t, 'hr@hris.test');
    const seated = await t.http.put('/api/lnd/committee-members').set(as(hr)).send({ committee: 'scholarship', personnel_id: adminPersonnel, role: 'chair' });
    expect(seated.status, JSON.stringify(seated.body)).toBe(200);
    expect(seated.body.member).toMatchObject({ committee: 'scholarship', role: 'chair' });
    const self = await t.http.put('/api/lnd/committee-members').set(as(hr)).send({ committee: 'scholarship', personnel_id: hrPersonnel, role: 'member' });
    expect(self.body.errors.personnel_id).toEqual(['You cannot seat yourself on a committee; another L&D administrator does.']);
    expect((await t.http.put('/api/lnd/committee-members').set(as(staff)).send({ committee: 'faculty', personnel_id: staffId, role: 'member' })).status).toBe(
      403,
    );
    const roleChanged = await t.http
      .put('/api/lnd/committee-members')
      .set(as(hr))
      .send({ committee: 'scholarship', personnel_id: adminPersonnel, role: 'member' });
    expect(roleChanged.body.member.id).toBe(seated.body.member.id);
    const seats = (await t.http.get('/api/lnd/committee-members').set(as(admin))).body.members;
    expect(seats).toEqual([expect.objectContaining({ committee: 'scholarship', role: 'member' })]);
    expect((await t.http.get('/api/lnd/committee-members').set(as(staff))).status).toBe(403);
    expect((await t.http.delete(`/api/lnd/committee-members/${seated.body.member.id}`).set(as(hr))).status).toBe(200);
  });
});

describe('the L&D year and its budget', () => {
  it('HR opens a year, sets the budget per office and fund, and makes it current; bad lines are refused by field', async () => {
    expect((await t.http.post('/api/lnd/years').set(as(hr)).send({ year: 2027 })).status).toBe(200);
    expect((await t.http.post('/api/lnd/years').set(as(hr)).send({ year: 2027 })).body.errors.year).toEqual(['The L&D year 2027 is already open.']);
    const office = await departmentId(t, 'CAS');
    const [fund] = await query(`SELECT id FROM fund_sources WHERE code = '101'`);
    const set = await t.http.put('/api/lnd/budgets').set(as(admin)).send({ year: 2027, department_id: office, fund_source_id: fund.id, amount: 50_000_000 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // Set again: the one line of the office and fund changes.
    await t.http.put('/api/lnd/budgets').set(as(hr)).send({ year: 2027, department_id: office, fund_source_id: fund.id, amount: 60_000_000 });
    const lines = (await t.http.get('/api/lnd/budgets').query({ year: 2027 }).set(as(hr))).body.budgets;
    expect(lines).toEqual([expect.objectContaining({ amount: 60_000_000, fund_source: expect.objectContaining({ code: '101' }) })]);
    const bad = await t.http.put('/api/lnd/budgets').set(as(hr)).send({ year: 2031, department_id: 999_999, fund_source_id: fund.id, amount: -1 });
    expect(bad.body.errors.amount).toEqual(['The amount must not be negative.']);
    const badRefs = await t.http.put('/api/lnd/budgets').set(as(hr)).send({ year: 2031, department_id: 999_999, fund_source_id: fund.id, amount: 1 });
    expect(badRefs.body.errors).toMatchObject({ year: ['Open the L&D year 2031 first.'], department_id: ['Choose an office from the list.'] });
    expect((await t.http.put('/api/lnd/budgets').set(as(staff)).send({ year: 2027, department_id: office, fund_source_id: fund.id, amount: 1 })).status).toBe(
      403,
    );
    await t.http.post('/api/lnd/years/2027/current').set(as(hr));
    const years = (await t.http.get('/api/lnd/years').set(as(staff))).body.years;
    expect(years.find((y: { year: number }) => y.year === 2027)).toMatchObject({ is_current: true, budget: 60_000_000 });
    expect(years.filter((y: { is_current: boolean }) => y.is_current)).toHaveLength(1);
  });
});

describe('recommendations', () => {
  let recommendationId: number;
  it('a head recommends one of their people, who is told; not someone outside their offices, nor themselves; employees cannot', async () => {
    const outsider = await makeEmployee(t, { first: 'Lorna', last: 'Abad', department: 'CCS' });
    const made = await t.http.post('/api/lnd/recommendations').set(as(head)).send({
      personnel_id: staffId,
      competency_id: competencies[2]!.id,
      intervention_type: 'mentoring',
      intervention: 'Front desk mentoring',
      reason: 'Clients asked.',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    recommendationId = made.body.recommendation.id;
    expect(made.body.recommendation).toMatchObject({ source: 'head', status: 'open', intervention_type_name: 'Mentoring' });
    const elsewhere = await t.http
      .post('/api/lnd/recommendations')
      .set(as(head))
      .send({ personnel_id: outsider.personnelId, competency_id: competencies[2]!.id, intervention_type: 'mentoring', reason: 'x' });
    expect(elsewhere.body.errors.personnel_id).toEqual(['Choose one of the employees of the offices you head.']);
    const self = await t.http
      .post('/api/lnd/recommendations')
      .set(as(head))
      .send({ personnel_id: await personnelIdOf(t, 'head@hris.test'), competency_id: competencies[2]!.id, intervention_type: 'mentoring', reason: 'x' });
    expect(self.status).toBe(403);
    expect(
      (
        await t.http
          .post('/api/lnd/recommendations')
          .set(as(staff))
          .send({ personnel_id: outsider.personnelId, competency_id: competencies[2]!.id, intervention_type: 'mentoring', reason: 'x' })
      ).status,
    ).toBe(403);
    const mine = (await t.http.get('/api/lnd/recommendations').set(as(staff))).body.recommendations;
    expect(mine.map((r: { id: number }) => r.id)).toEqual([recommendationId]);
    const [note] = await query(
      `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'staff@hris.test' AND n.link = '/lnd/recommendations'`,
    );
    expect(note.title).toBe('You were recommended for an intervention');
    expect((await t.http.get('/api/lnd/recommendations').query({ scope: 'given' }).set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/lnd/recommendations').query({ scope: 'given' }).set(as(head))).body.recommendations).toHaveLength(1);
  });

  it('is taken up by an item of the employee’s plan, and then cannot be taken up twice', async () => {
    const plan = await t.http
      .post('/api/lnd/development-plans')
      .set(as(staff))
      .send({
        period_from: 2027,
        period_to: 2027,
        items: [item({ competency_id: competencies[2]!.id, intervention_type: 'mentoring', recommendation_id: recommendationId })],
      });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const [rec] = await query(`SELECT status, plan_item_id FROM ld_recommendations WHERE id = $1`, [recommendationId]);
    expect(rec).toEqual({ status: 'added', plan_item_id: plan.body.plan.items[0].id });
    const again = await t.http
      .post('/api/lnd/development-plans')
      .set(as(staff))
      .send({ period_from: 2028, period_to: 2028, items: [item({ recommendation_id: recommendationId })] });
    expect(again.body.errors['items.0.recommendation_id']).toEqual(['This recommendation is not open for you any more.']);
    // Re-saving the plan that took it up keeps it, and the item keeps its id.
    const resaved = await t.http
      .put(`/api/lnd/development-plans/${plan.body.plan.id}`)
      .set(as(staff))
      .send({
        period_from: 2027,
        period_to: 2027,
        items: [
          {
            ...item({ competency_id: competencies[2]!.id, intervention_type: 'mentoring', recommendation_id: recommendationId }),
            id: plan.body.plan.items[0].id,
          },
        ],
      });
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect(resaved.body.plan.items[0].id).toBe(plan.body.plan.items[0].id);
    expect((await t.http.post(`/api/lnd/recommendations/${recommendationId}/dismiss`).set(as(staff))).status).toBe(422);
    expect((await t.http.post(`/api/lnd/recommendations/${recommendationId}/dismiss`).set(as(head))).status).toBe(404);
  });
});

describe('a plan approved with changes', () => {
  it('the head changes an item while approving; remarks are required; the item keeps its id; the employee is told', async () => {
    const made = await t.http
      .post('/api/lnd/development-plans')
      .set(as(staff))
      .send({
        period_from: 2028,
        period_to: 2028,
        items: [item({ target_date: '2028-06-30' }), item({ competency_id: competencies[4]!.id, target_date: '2028-06-30' })],
      });
    const planId = made.body.plan.id;
    const sent = await t.http.post(`/api/lnd/development-plans/${planId}/submit`).set(as(staff));
    const requestId = sent.body.plan.approval_request_id;
    const [first, second] = made.body.plan.items;
    const changedItems = [{ ...item({ target_date: '2028-06-30', target_level: 3, support_funds: 500_000 }), id: first.id }];
    const noRemarks = await t.http
      .post(`/api/approval-requests/${requestId}/act`)
      .set(as(head))
      .send({ action: 'approve', details: { items: changedItems } });
    expect(noRemarks.body.errors.remarks).toEqual(['Say what you changed, so the employee knows.']);
    const badItem = await t.http
      .post(`/api/approval-requests/${requestId}/act`)
      .set(as(head))
      .send({ action: 'approve', remarks: 'Raised the target.', details: { items: [{ ...changedItems[0], target_level: 1 }] } });
    expect(badItem.body.errors['items.0.target_level']).toEqual(['The target level must be above the current level: the item closes a gap.']);
    expect((await query(`SELECT current_step FROM approval_requests WHERE id = $1`, [requestId]))[0].current_step).toBe(1);
    const ok = await t.http
      .post(`/api/approval-requests/${requestId}/act`)
      .set(as(head))
      .send({ action: 'approve', remarks: 'Raised the target; the second item waits for next year.', details: { items: changedItems } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const plan = (await t.http.get(`/api/lnd/development-plans/${planId}`).set(as(staff))).body.plan;
    expect(plan.items).toEqual([expect.objectContaining({ id: first.id, target_level: 3, support_funds: 500_000 })]);
    expect(plan.items.map((i: { id: number }) => i.id)).not.toContain(second.id);
    const [note] = await query(
      `SELECT n.description FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'staff@hris.test' ORDER BY n.id DESC LIMIT 1`,
    );
    expect(note.description).toContain('Raised the target');
    expect(
      await query(`SELECT 1 FROM audit_log WHERE entity = 'development_plan' AND entity_id = $1 AND after::text LIKE '%approved_with_changes%'`, [planId]),
    ).toHaveLength(1);
  });
});
