import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, officerWithRole, personnelIdOf } from './support/records';
import { pdfBytes, tinyPng } from './support/files';

// Issue 22 through HTTP: a development plan made, refused when an item has no gap or a past date, sent through its
// chain (the immediate head, the department personnel committee, the administrative L&D committee), returned and
// sent again; who reads it; a training attended recorded with its certificate and verified by HR into the PDS,
// closing the plan item; the refusals (hours, a certificate that is not a PDF, one's own verification).

let t: TestApp;
let staff: string;
let head: string;
let hr: string;
let admin: string;
let accounting: string;
let staffId: number;
let competencies: { id: number; name: string; type: string }[];
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

const item = (over: Record<string, unknown> = {}) => ({
  competency_id: competencies[0]!.id,
  current_level: 1,
  target_level: 2,
  intervention_type: 'training',
  intervention: 'Records management seminar',
  provider: 'Civil Service Institute',
  target_date: '2027-03-31',
  support_time: true,
  support_funds: 350_000,
  ...over,
});

async function act(token: string, requestId: number, action: 'approve' | 'return', remarks?: string) {
  const res = await t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send({ action, remarks });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  [staff, head, hr, admin, accounting] = (await Promise.all(
    ['staff@hris.test', 'head@hris.test', 'hr@hris.test', 'admin@hris.test', 'accounting@hris.test'].map((e) => signIn(t, e)),
  )) as [string, string, string, string, string];
  staffId = await personnelIdOf(t, 'staff@hris.test');
  competencies = (await t.http.get('/api/lnd/competencies').set(as(staff))).body.competencies;
});
afterAll(async () => t.close());

let planId: number;
let approvedItemId: number;

describe('a development plan', () => {
  it('lists the CSC competencies, core first', () => {
    expect(competencies.length).toBeGreaterThanOrEqual(10);
    expect(competencies[0]).toMatchObject({ type: 'core' });
    expect(competencies.map((c) => c.name)).toEqual(expect.arrayContaining(['Exemplifying Integrity', 'Planning and Organizing']));
  });

  it('refuses an item without a gap, a past target date, an unknown competency, and a period longer than three years', async () => {
    const res = await t.http
      .post('/api/lnd/development-plans')
      .set(as(staff))
      .send({ period_from: 2027, period_to: 2027, items: [item({ target_level: 1 }), item({ target_date: '2026-01-10' })] });
    expect(res.status).toBe(422);
    expect(res.body.errors['items.0.target_level']).toEqual(['The target level must be above the current level: the item closes a gap.']);
    const past = await t.http
      .post('/api/lnd/development-plans')
      .set(as(staff))
      .send({ period_from: 2027, period_to: 2027, items: [item({ target_date: '2026-01-10' })] });
    expect(past.body.errors['items.0.target_date']).toEqual(['The target date must not be in the past.']);
    const unknown = await t.http
      .post('/api/lnd/development-plans')
      .set(as(staff))
      .send({ period_from: 2027, period_to: 2027, items: [item({ competency_id: 999_999 })] });
    expect(unknown.body.errors['items.0.competency_id']).toEqual(['Choose a competency from the list.']);
    const long = await t.http
      .post('/api/lnd/development-plans')
      .set(as(staff))
      .send({ period_from: 2027, period_to: 2030, items: [item()] });
    expect(long.body.errors.period_to).toEqual(['A plan covers at most three years.']);
    expect((await query(`SELECT count(*)::int AS n FROM development_plans`))[0].n).toBe(0);
  });

  it('is made as a draft with two items, then goes through the head, the department committee and the L&D committee', async () => {
    const made = await t.http
      .post('/api/lnd/development-plans')
      .set(as(staff))
      .send({
        period_from: 2027,
        period_to: 2027,
        items: [item(), item({ competency_id: competencies[3]!.id, intervention_type: 'coaching', support_funds: 0 })],
      });
    expect(made.status).toBe(200);
    planId = made.body.plan.id;
    expect(made.body.plan).toMatchObject({ status: 'draft', kind: 'administrative', period_from: 2027 });
    expect(made.body.plan.items).toHaveLength(2);

    const sent = await t.http.post(`/api/lnd/development-plans/${planId}/submit`).set(as(staff));
    expect(sent.status).toBe(200);
    expect(sent.body.plan.status).toBe('submitted');
    const requestId: number = sent.body.plan.approval_request_id;
    // The head sees the items before deciding, and returns it with a reason.
    const summary = await t.http.get(`/api/approval-requests/${requestId}/summary`).set(as(head));
    expect(summary.body.summary.facts).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Item 1', value: expect.stringContaining('level 1 → 2; Training') })]),
    );
    await act(head, requestId, 'return', 'Add the provider of the coaching.');
    expect((await t.http.get(`/api/lnd/development-plans/${planId}`).set(as(staff))).body.plan.status).toBe('returned');

    // Changed and sent again: a new request through the whole chain.
    const changed = await t.http
      .put(`/api/lnd/development-plans/${planId}`)
      .set(as(staff))
      .send({
        period_from: 2027,
        period_to: 2027,
        items: [item(), item({ competency_id: competencies[3]!.id, intervention_type: 'coaching', provider: 'Office head' })],
      });
    expect(changed.status).toBe(200);
    const again = await t.http.post(`/api/lnd/development-plans/${planId}/submit`).set(as(staff));
    const second: number = again.body.plan.approval_request_id;
    expect(second).not.toBe(requestId);
    // While submitted it cannot be changed.
    expect(
      (
        await t.http
          .put(`/api/lnd/development-plans/${planId}`)
          .set(as(staff))
          .send({ period_from: 2027, period_to: 2027, items: [item()] })
      ).status,
    ).toBe(422);
    await act(head, second, 'approve');
    await act(admin, second, 'approve'); // the department personnel committee
    // Nobody passes one request at two steps (issue 36): another member sits on the administrative L&D committee.
    const member = await officerWithRole(t, { first: 'Lourdes', last: 'Panganiban', email: 'ldcom@hris.test', role: 'Administrative L&D Committee' });
    await act(member.token, second, 'approve'); // the administrative L&D committee
    const plan = (await t.http.get(`/api/lnd/development-plans/${planId}`).set(as(staff))).body.plan;
    expect(plan.status).toBe('approved');
    approvedItemId = plan.items[0].id;
    const [note] = await query(
      `SELECT n.description FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'staff@hris.test' AND n.description LIKE '%Development plan 2027%' ORDER BY n.id DESC LIMIT 1`,
    );
    expect(note).toBeDefined();
  });

  it("is read by its owner, the owner's head and the committees; no one else", async () => {
    const office = await t.http.get('/api/lnd/development-plans').query({ scope: 'office' }).set(as(head));
    expect(office.body.plans.map((p: { id: number }) => p.id)).toEqual([planId]);
    expect((await t.http.get(`/api/lnd/development-plans/${planId}`).set(as(head))).status).toBe(200);
    expect((await t.http.get(`/api/lnd/development-plans/${planId}`).set(as(accounting))).status).toBe(404);
    expect((await t.http.get('/api/lnd/development-plans').query({ scope: 'all' }).set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/lnd/development-plans').query({ scope: 'office' }).set(as(staff))).status).toBe(403);
    const all = await t.http.get('/api/lnd/development-plans').query({ scope: 'all' }).set(as(admin));
    expect(all.body.plans.map((p: { id: number }) => p.id)).toContain(planId);
    expect(await query(`SELECT 1 FROM audit_log WHERE entity = 'development_plan' AND action = 'read'`)).not.toHaveLength(0);
  });

  it('flags an item past its target date and not done', async () => {
    // A target date HR's old data holds in the past (the form refuses one): the item reads overdue.
    await query(`UPDATE development_plan_items SET target_date = '2026-10-31' WHERE plan_id = $1 AND position = 2`, [planId]);
    const plan = (await t.http.get(`/api/lnd/development-plans/${planId}`).set(as(staff))).body.plan;
    expect(plan.items.map((i: { overdue: boolean }) => i.overdue)).toEqual([false, true]);
  });
});

describe('a training attended', () => {
  let attendedId: number;
  it('is recorded with its certificate, refusing hours outside 1–999 and a certificate that is not a PDF', async () => {
    // The one upload check takes PDFs only, from their bytes; a path that is not a PDF's is refused here too.
    expect((await t.http.post('/api/upload').set(as(staff)).attach('file', tinyPng(), 'certificate.pdf')).status).toBe(422);
    const png = 'pds/00000000-0000-4000-8000-000000000000.png';
    const base = {
      plan_item_id: approvedItemId,
      title: 'Records management seminar',
      date_from: '2026-11-16',
      date_to: '2026-11-18',
      hours: 24,
      ld_type: 'technical',
      conducted_by: 'Civil Service Institute',
    };
    const notPdf = await t.http
      .post('/api/lnd/attended')
      .set(as(staff))
      .send({ ...base, certificate_path: png });
    expect(notPdf.body.errors.certificate_path).toEqual(['The certificate must be a PDF.']);
    const pdf = (await t.http.post('/api/upload').set(as(staff)).attach('file', pdfBytes(1500), 'certificate.pdf')).body.path as string;
    const tooLong = await t.http
      .post('/api/lnd/attended')
      .set(as(staff))
      .send({ ...base, hours: 1000, certificate_path: pdf });
    expect(tooLong.body.errors.hours).toEqual(['The hours are 1 to 999.']);
    const saved = await t.http
      .post('/api/lnd/attended')
      .set(as(staff))
      .send({ ...base, certificate_path: pdf });
    expect(saved.status).toBe(200);
    attendedId = saved.body.attendance.id;
    expect(saved.body.attendance).toMatchObject({ status: 'pending', certificate_url: expect.stringContaining('/api/files/') });
  });

  it('is verified by HR into the PDS training section, closing the plan item; nobody verifies their own', async () => {
    const queue = await t.http.get('/api/lnd/attended').query({ scope: 'all', status: 'pending' }).set(as(hr));
    expect(queue.body.attendances.map((a: { id: number }) => a.id)).toContain(attendedId);
    expect((await t.http.get('/api/lnd/attended').query({ scope: 'all' }).set(as(staff))).status).toBe(403);
    expect((await t.http.post(`/api/lnd/attended/${attendedId}/decision`).set(as(staff)).send({ action: 'verify' })).status).toBe(403);
    expect((await t.http.post(`/api/lnd/attended/${attendedId}/decision`).set(as(hr)).send({ action: 'reject' })).body.errors.remarks).toBeDefined();

    const verified = await t.http.post(`/api/lnd/attended/${attendedId}/decision`).set(as(hr)).send({ action: 'verify' });
    expect(verified.status).toBe(200);
    expect(verified.body.attendance.status).toBe('verified');
    const [entry] = await query(`SELECT data FROM pds_entries WHERE personnel_id = $1 AND section = 'training'`, [staffId]);
    expect(entry.data).toMatchObject({ title: 'Records management seminar', hours: 24, ld_type: 'technical', date_from: '2026-11-16' });
    const plan = (await t.http.get(`/api/lnd/development-plans/${planId}`).set(as(staff))).body.plan;
    expect(plan.items[0]).toMatchObject({ status: 'done', overdue: false });
    expect((await t.http.post(`/api/lnd/attended/${attendedId}/decision`).set(as(hr)).send({ action: 'verify' })).status).toBe(422);

    // HR's own training waits for another HR officer.
    const hrPdf = (await t.http.post('/api/upload').set(as(hr)).attach('file', pdfBytes(1500), 'mine.pdf')).body.path as string;
    const own = await t.http.post('/api/lnd/attended').set(as(hr)).send({
      title: 'HR summit',
      date_from: '2026-11-02',
      date_to: '2026-11-03',
      hours: 16,
      ld_type: 'managerial',
      conducted_by: 'CSC',
      certificate_path: hrPdf,
    });
    expect((await t.http.post(`/api/lnd/attended/${own.body.attendance.id}/decision`).set(as(hr)).send({ action: 'verify' })).status).toBe(403);
  });
});

describe('a verified training in the verified PDS (issue 42)', () => {
  const pdsOf = async () => (await t.http.get(`/api/personnels/${staffId}/pds`).set(as(staff))).body;
  async function verifiedTraining(title: string) {
    const pdf = (await t.http.post('/api/upload').set(as(staff)).attach('file', pdfBytes(1500), 'certificate.pdf')).body.path as string;
    const saved = await t.http
      .post('/api/lnd/attended')
      .set(as(staff))
      .send({ title, date_from: '2026-11-09', date_to: '2026-11-10', hours: 16, ld_type: 'supervisory', conducted_by: 'CSC Region V', certificate_path: pdf });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const verified = await t.http.post(`/api/lnd/attended/${saved.body.attendance.id}/decision`).set(as(hr)).send({ action: 'verify' });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  }
  const verifiedTitles = async () =>
    (
      await query(`SELECT snapshot FROM pds_submissions WHERE personnel_id = $1 AND status = 'verified' ORDER BY id DESC LIMIT 1`, [staffId])
    )[0].snapshot.training.map((e: { title: string }) => e.title);

  it('enters the verified copy when HR verifies it: the training section is not marked changed; an unverified one still is', async () => {
    // The employee's PDS, sent and verified by HR.
    const personal = { birth_date: '1990-04-12', birth_place: 'Legazpi City, Albay', sex: 'male', citizenship: 'filipino' };
    expect((await t.http.put(`/api/personnels/${staffId}/personal`).set(as(staff)).send(personal)).status).toBe(200);
    const sent = await t.http.post(`/api/personnels/${staffId}/pds/submit`).set(as(staff));
    expect((await t.http.post(`/api/pds/checking/${sent.body.checking.last_submission.id}/verify`).set(as(hr)).send({})).status).toBe(200);
    expect((await pdsOf()).checking).toMatchObject({ status: 'verified', changed_sections: [] });

    await verifiedTraining('Supervisory development course');
    expect((await pdsOf()).checking).toMatchObject({ status: 'verified', changed_sections: [] });
    expect(await verifiedTitles()).toContain('Supervisory development course');
    const [audit] = await query(`SELECT after FROM audit_log WHERE entity = 'pds' AND action = 'verify' AND entity_id = $1 ORDER BY id DESC LIMIT 1`, [
      staffId,
    ]);
    expect(audit.after).toMatchObject({ training: 'Supervisory development course' });

    // A training the employee types in is not verified: the section waits for HR as before.
    const typed = await t.http
      .post(`/api/personnels/${staffId}/training`)
      .set(as(staff))
      .send({ title: 'Basic first aid', date_from: '2026-10-05', date_to: '2026-10-05', hours: 8, ld_type: 'technical', conducted_by: 'Red Cross' });
    expect(typed.status).toBe(200);
    expect((await pdsOf()).checking.changed_sections).toEqual(['training']);
  });

  it('enters the copy waiting for HR too, so verifying that copy keeps it', async () => {
    const sent = await t.http.post(`/api/personnels/${staffId}/pds/submit`).set(as(staff));
    expect(sent.body.checking.status).toBe('submitted');
    await verifiedTraining('Gender and development seminar');
    expect((await t.http.post(`/api/pds/checking/${sent.body.checking.last_submission.id}/verify`).set(as(hr)).send({})).status).toBe(200);
    expect((await pdsOf()).checking).toMatchObject({ status: 'verified', changed_sections: [] });
    expect(await verifiedTitles()).toEqual(expect.arrayContaining(['Gender and development seminar', 'Basic first aid', 'Supervisory development course']));
  });
});
