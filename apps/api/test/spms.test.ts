import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, officerWithRole } from './support/records';
import { pdfText } from './support/files';

// SPMS (issue 24; CSC MC No. 6 s. 2012) through HTTP: the SPMIS Admin's periods and rating scale, refused with the
// field's message when wrong; staff@'s IPCR from targets to the head of agency's approval through the chain `ipcr`
// (head@ rates, admin@ as the PMT calibrates, another holder of the Office of the President's role approves), the final rating worked
// by hand; nobody rates their own; 403 and 404; reads of another's IPCR audited; the CSC form as a PDF.
// The clock is Wednesday 25 November 2026, 10 am in Manila: inside July–December 2026, whose rating closes 15 January.

let t: TestApp;
let admin: string; // SPMSADMIN, the PMT and the Office of the President
let head: string; // head of CAS, staff@'s head
let staff: string;
let accounting: string; // another office: sees nothing of staff@'s
let applicant: string;
const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows as T[];

type Target = { id: number; output: string; quality: number | null; efficiency: number | null; timeliness: number | null; average: string | null };
type Ipcr = {
  id: number;
  status: string;
  approval_request_id: number | null;
  final_rating: string | null;
  adjective: string | null;
  targets: Target[];
  can_rate: boolean;
  waiting_for: string | null;
};

const PERIOD = {
  year: 2028,
  semester: 1,
  starts_on: '2028-01-01',
  ends_on: '2028-06-30',
  targets_from: '2028-01-01',
  targets_until: '2028-01-31',
  rating_from: '2028-07-01',
  rating_until: '2028-07-15',
  calibration_from: '2028-07-16',
  calibration_until: '2028-07-31',
};

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T10:00' });
  [admin, head, staff, accounting, applicant] = await Promise.all([
    signIn(t, 'admin@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'staff@hris.test'),
    signIn(t, 'accounting@hris.test'),
    signIn(t, 'applicant@hris.test'),
  ]);
});
afterAll(async () => t.close());

describe('SPMIS Admin', () => {
  it('adds a period, and refuses one whose dates are out of order with the field’s message, saving nothing', async () => {
    const before = await query(`SELECT count(*)::int AS n FROM spms_periods`);
    const bad = await t.http
      .post('/api/spmis/periods')
      .set(as(admin))
      .send({ ...PERIOD, ends_on: '2027-12-31', rating_from: '2028-01-15' });
    expect(bad.status, JSON.stringify(bad.body)).toBe(422);
    expect(bad.body.errors.ends_on).toEqual(['The period must end on or after it starts.']);
    expect(bad.body.errors.rating_from).toEqual(['Rating must start on or after target setting ends.']);
    expect(await query(`SELECT count(*)::int AS n FROM spms_periods`)).toEqual(before);

    const ok = await t.http.post('/api/spmis/periods').set(as(admin)).send(PERIOD);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.period.name).toBe('January–June 2028');
    const again = await t.http.post('/api/spmis/periods').set(as(admin)).send(PERIOD);
    expect(again.status).toBe(422);
    expect(again.body.errors.semester).toEqual(['Semester 1 of 2028 already exists.']);
    const moved = await t.http
      .put(`/api/spmis/periods/${ok.body.period.id}`)
      .set(as(admin))
      .send({ ...PERIOD, calibration_until: '2028-07-10' });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.calibration_until).toEqual(['Calibration must end on or after it starts.']);
  });

  it('edits the rating scale, refusing a gap with its reason and keeping the scale as it was', async () => {
    const settings = await t.http.get('/api/spmis/settings').set(as(admin));
    expect(settings.status).toBe(200);
    const rows = settings.body.scale as { rating: number; adjective: string; min_average: string; max_average: string; description: string | null }[];
    expect(rows.map((r) => [r.rating, r.adjective, r.min_average, r.max_average])).toEqual([
      [5, 'Outstanding', '4.500', '5.000'],
      [4, 'Very Satisfactory', '3.500', '4.499'],
      [3, 'Satisfactory', '2.500', '3.499'],
      [2, 'Unsatisfactory', '1.500', '2.499'],
      [1, 'Poor', expect.any(String), '1.499'],
    ]);
    const gap = rows.map((r) => (r.rating === 4 ? { ...r, min_average: '3.600' } : r));
    const bad = await t.http.put('/api/spmis/rating-scale').set(as(admin)).send({ rows: gap });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.rows[0]).toMatch(/must start right after/);
    const notNumber = await t.http
      .put('/api/spmis/rating-scale')
      .set(as(admin))
      .send({ rows: rows.map((r) => (r.rating === 5 ? { ...r, max_average: 'five' } : r)) });
    expect(notNumber.status).toBe(422);
    expect(notNumber.body.errors['rows.0.max_average']).toEqual(['Enter the highest average as a number with up to three decimals, e.g. 4.500.']);
    const same = await t.http
      .put('/api/spmis/rating-scale')
      .set(as(admin))
      .send({ rows: rows.map((r) => (r.rating === 5 ? { ...r, description: 'Exceeded targets by 30% or more' } : r)) });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect((await query(`SELECT description FROM spms_rating_scale WHERE rating = 5`))[0]).toEqual({ description: 'Exceeded targets by 30% or more' });
    expect((await query(`SELECT min_average::text FROM spms_rating_scale WHERE rating = 4`))[0]).toEqual({ min_average: '3.500' });
  });

  it('adds success indicators under an MFO of the reference list', async () => {
    const mfo = (await query<{ id: number }>(`SELECT id FROM univ_mfos WHERE fullname = 'Research Services'`))[0]!.id;
    const res = await t.http
      .post('/api/spmis/success-indicators')
      .set(as(admin))
      .send({ mfo_id: mfo, category: 'core', output: 'Journal articles', indicator: '1 article accepted by a refereed journal' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.indicator.mfo).toBe('Research Services');
    const bad = await t.http.post('/api/spmis/success-indicators').set(as(admin)).send({ mfo_id: 999999, category: 'core', output: 'x', indicator: 'y' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.mfo_id).toEqual(['Choose an MFO from the list.']);
    // An empty choice (the dropdown left empty or cleared) asks for the choice, never "The MFO is invalid."
    for (const mfo_id of [null, '', 0, undefined]) {
      const empty = await t.http.post('/api/spmis/success-indicators').set(as(admin)).send({ mfo_id, category: 'core', output: 'x', indicator: 'y' });
      expect([empty.status, empty.body.errors.mfo_id], JSON.stringify(mfo_id)).toEqual([422, ['Choose the MFO.']]);
    }
  });

  it('is the SPMIS Admin’s only: 403 for the others', async () => {
    for (const token of [staff, head, applicant]) expect((await t.http.get('/api/spmis/settings').set(as(token))).status).toBe(403);
    expect((await t.http.post('/api/spmis/periods').set(as(head)).send(PERIOD)).status).toBe(403);
    expect((await t.http.get('/api/spmis/ipcrs/mine').set(as(applicant))).status).toBe(403);
  });
});

describe('an IPCR through the chain', () => {
  let id: number;
  let requestId: number;
  const act = (token: string, body: Record<string, unknown>) => t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send(body);
  const get = async (token = staff) => (await t.http.get(`/api/spmis/ipcrs/${id}`).set(as(token))).body.ipcr as Ipcr;

  it('staff@ opens the open period’s IPCR, sets targets whose weights must add up to 100, commits, files and submits', async () => {
    const options = await t.http.get('/api/spmis/options').set(as(staff));
    expect(options.status).toBe(200);
    const period = options.body.periods.find((p: { id: number }) => p.id === options.body.open_period_id);
    expect(period.name).toBe('July–December 2026');
    const created = await t.http.post('/api/spmis/ipcrs').set(as(staff)).send({ period_id: period.id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    id = created.body.ipcr.id;
    expect((await t.http.post('/api/spmis/ipcrs').set(as(staff)).send({ period_id: period.id })).body.errors.period_id).toEqual([
      'You already have an IPCR for July–December 2026.',
    ]);

    const hes = options.body.mfos.find((m: { name: string }) => m.name === 'Higher Education Services').id;
    const indicator = options.body.indicators.find((i: { mfo_id: number }) => i.mfo_id === hes);
    const targets = [
      { mfo_id: hes, success_indicator_id: indicator.id, category: 'core', output: indicator.output, indicator: indicator.indicator, weight: 50 },
      { mfo_id: hes, category: 'core', output: 'Grades submitted', indicator: 'All grades within 5 days', weight: 30 },
      { mfo_id: hes, category: 'strategic', output: 'Curriculum review', indicator: 'One program reviewed', weight: 15 },
    ];
    const wrong = await t.http.put(`/api/spmis/ipcrs/${id}/targets`).set(as(staff)).send({ targets });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.targets).toEqual(['The weights must add up to 100 (they add up to 95).']);
    targets[2]!.weight = 20;
    const saved = await t.http.put(`/api/spmis/ipcrs/${id}/targets`).set(as(staff)).send({ targets });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.ipcr.targets).toHaveLength(3);

    expect((await t.http.post(`/api/spmis/ipcrs/${id}/submit`).set(as(staff))).status).toBe(422); // not committed yet
    const committed = await t.http.post(`/api/spmis/ipcrs/${id}/commit`).set(as(staff));
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect(committed.body.ipcr.status).toBe('committed');
    const headUser = (await query<{ id: number }>(`SELECT id FROM users WHERE email = 'head@hris.test'`))[0]!.id;
    expect(await query(`SELECT title FROM notifications WHERE user_id = $1 AND link = $2`, [headUser, `/spmis/ipcr/${id}`])).toEqual([
      { title: 'IPCR targets committed' },
    ]);
    // Committed targets are kept: changing them is refused.
    expect((await t.http.put(`/api/spmis/ipcrs/${id}/targets`).set(as(staff)).send({ targets })).status).toBe(422);

    const ids = (saved.body.ipcr.targets as Target[]).map((x) => x.id);
    const empty = await t.http.post(`/api/spmis/ipcrs/${id}/submit`).set(as(staff));
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toHaveLength(3);
    const filed = await t.http
      .put(`/api/spmis/ipcrs/${id}/accomplishments`)
      .set(as(staff))
      .send({ accomplishments: ids.map((target_id, i) => ({ target_id, accomplishment: `Done ${i + 1}` })) });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const submitted = await t.http.post(`/api/spmis/ipcrs/${id}/submit`).set(as(staff));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.ipcr.status).toBe('for_rating');
    expect(submitted.body.ipcr.waiting_for).toBe('Rated by the immediate head');
    requestId = submitted.body.ipcr.approval_request_id;
  });

  it('nobody rates their own; the head must rate every target, 1–5: a 6 is refused with its field and nothing changes', async () => {
    const own = await act(staff, { action: 'approve', details: { ratings: [] } });
    expect(own.status).toBe(403);
    const ipcr = await get(head);
    expect(ipcr.can_rate).toBe(true);
    expect((await get(staff)).can_rate).toBe(false);
    const [a, b, c] = ipcr.targets.map((x) => x.id);
    const none = await act(head, { action: 'approve' });
    expect(none.status).toBe(422);
    expect(none.body.errors.ratings).toEqual(['Rate every target (quality, efficiency, timeliness) before approving.']);
    const six = await act(head, {
      action: 'approve',
      details: {
        ratings: [
          { target_id: a, quality: 6, efficiency: 5, timeliness: 5 },
          { target_id: b, quality: 4, efficiency: 4, timeliness: 4 },
          { target_id: c, quality: 3, efficiency: 3, timeliness: 3 },
        ],
      },
    });
    expect(six.status).toBe(422);
    expect(six.body.errors['ratings.0.quality']).toEqual(['The quality rating is a whole number from 1 to 5.']);
    const after = await get(head);
    expect(after.targets.every((x) => x.quality === null && x.average === null)).toBe(true);
    expect(after.waiting_for).toBe('Rated by the immediate head');
    expect((await query(`SELECT current_step FROM approval_requests WHERE id = $1`, [requestId]))[0]).toEqual({ current_step: 1 });

    const missing = await act(head, { action: 'approve', details: { ratings: [{ target_id: a, quality: 5, efficiency: 5, timeliness: 5 }] } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.ratings).toHaveLength(2);
  });

  it('returned by the head, it goes back to staff@, who may change it and submit it again', async () => {
    expect((await act(head, { action: 'return' })).body.errors.remarks).toEqual(['Say why, so the requester knows what to do.']);
    const returned = await act(head, { action: 'return', remarks: 'Say which classes, please.' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const back = await get(staff);
    expect(back.status).toBe('returned');
    expect(back.waiting_for).toBeNull();
    const ids = back.targets.map((x) => x.id);
    const filed = await t.http
      .put(`/api/spmis/ipcrs/${id}/accomplishments`)
      .set(as(staff))
      .send({ accomplishments: ids.map((target_id, i) => ({ target_id, accomplishment: `Done ${i + 1}, in detail` })) });
    expect(filed.status).toBe(200);
    const again = await t.http.post(`/api/spmis/ipcrs/${id}/submit`).set(as(staff));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.ipcr.approval_request_id).not.toBe(requestId);
    requestId = again.body.ipcr.approval_request_id;
  });

  it('head@ rates, admin@ as the PMT calibrates, the head of agency (not admin@ again) approves: the final rating worked by hand', async () => {
    const [a, b, c] = (await get(head)).targets.map((x) => x.id);
    // The targets come strategic first: c (curriculum, 20%), then a (50%), b (30%).
    const ids = (await get(head)).targets.map((x) => x.output);
    expect(ids).toEqual(['Curriculum review', expect.any(String), 'Grades submitted']);
    const rated = await act(head, {
      action: 'approve',
      details: {
        ratings: [
          { target_id: a, quality: 3, efficiency: 3, timeliness: 3, remarks: 'Met' }, // strategic 20%: 3.000
          { target_id: b, quality: 5, efficiency: 4, timeliness: null }, // core 50%: (5+4)/2 = 4.500
          { target_id: c, quality: 4, efficiency: 4, timeliness: 5 }, // core 30%: 13/3 = 4.333
        ],
      },
    });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    // The head is told what happened to the IPCR, not the chain's "Recommended; the request moved to the next step."
    expect(rated.body.message).toBe('Ratings saved; the IPCR went on to “Calibrated by the performance management team”.');
    // The PMT finds it among the IPCRs waiting for it (it has no office to head); the head does not: not hers to act on.
    const waiting = (token: string) => t.http.get('/api/spmis/ipcrs/office?list=waiting').set(as(token));
    const forPmt = await waiting(admin);
    expect(forPmt.status, JSON.stringify(forPmt.body)).toBe(200);
    expect(forPmt.body.ipcrs.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await waiting(head)).body.ipcrs).toEqual([]);
    expect((await waiting(staff)).body.ipcrs).toEqual([]);
    let ipcr = await get(staff);
    expect(ipcr.targets.map((x) => x.average)).toEqual(['3.000', '4.500', '4.333']);
    // 3.000×20% + 4.500×50% + 4.333×30% = 0.600 + 2.250 + 1.2999 = 4.1499 → 4.150
    expect(ipcr.final_rating).toBe('4.150');
    expect(ipcr.adjective).toBe('Very Satisfactory');
    expect(ipcr.status).toBe('for_rating');
    expect(ipcr.waiting_for).toBe('Calibrated by the performance management team');
    expect((await get(head)).can_rate).toBe(false);

    // The PMT calibrates the strategic target up: 5, 5, 4 → 4.667; 4.667×20% + 2.250 + 1.2999 = 4.4833 → 4.483
    const calibrated = await act(admin, {
      action: 'approve',
      details: {
        ratings: [
          { target_id: a, quality: 5, efficiency: 5, timeliness: 4 },
          { target_id: b, quality: 5, efficiency: 4, timeliness: null },
          { target_id: c, quality: 4, efficiency: 4, timeliness: 5 },
        ],
      },
    });
    expect(calibrated.status, JSON.stringify(calibrated.body)).toBe(200);
    expect(calibrated.body.message).toBe('Calibration saved; the IPCR went on to “Approved by the head of agency”.');
    expect((await waiting(admin)).body.ipcrs).toEqual([]);
    // Until the head of agency approves, the rating is provisional, on paper too.
    const provisional = await pdfText((await binary(t.http.get(`/api/spmis/ipcrs/${id}/pdf`).set(as(staff)))).body as Buffer);
    expect(provisional).toContain('PROVISIONAL until the head of agency approves');
    ipcr = await get(staff);
    expect(ipcr.final_rating).toBe('4.483');
    expect(ipcr.waiting_for).toBe('Approved by the head of agency');

    const summary = await t.http.get(`/api/approval-requests/${requestId}/summary`).set(as(admin));
    expect(summary.status).toBe(200);
    const facts = summary.body.summary.facts as { label: string; value: string }[];
    expect(facts.find((f) => f.label === 'Final rating')).toBeUndefined();
    expect(facts.find((f) => f.label === 'Provisional rating')!.value).toBe('4.483 (Very Satisfactory), until the head of agency approves');
    expect(facts.find((f) => f.label === 'Target 1')!.value).toMatch(
      /^Strategic functions, Higher Education Services: Curriculum review .*rated Q 5, E 5, T 4: average 4.667$/,
    );

    // Nobody passes one request at two steps (issue 36): admin@ calibrated as the PMT, so another holder of the head
    // of agency's role approves.
    expect((await act(admin, { action: 'approve' })).body.message).toBe(
      'You already recommended this request at step 2; another holder of the role must act on this step.',
    );
    const president = await officerWithRole(t, { first: 'Ramon', last: 'Aquino', email: 'president@hris.test', role: 'Office of the President' });
    const approved = await act(president.token, { action: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    ipcr = await get(staff);
    expect(ipcr.status).toBe('approved');
    expect(ipcr.final_rating).toBe('4.483');
    expect(ipcr.adjective).toBe('Very Satisfactory');
    const staffUser = (await query<{ id: number }>(`SELECT id FROM users WHERE email = 'staff@hris.test'`))[0]!.id;
    const notices = await query<{ title: string; description: string }>(`SELECT title, description FROM notifications WHERE user_id = $1 AND link = $2`, [
      staffUser,
      `/spmis/ipcr/${id}`,
    ]);
    expect(notices).toContainEqual({ title: 'IPCR approved', description: 'Your final rating is 4.483 (Very Satisfactory).' });
  });

  it('is seen by its owner, the head and the SPMIS Admin (reads audited); 404 to anyone else; the office list is the heads’', async () => {
    await query(`DELETE FROM audit_log WHERE entity = 'ipcr' AND action = 'read'`);
    expect((await t.http.get(`/api/spmis/ipcrs/${id}`).set(as(accounting))).status).toBe(404);
    expect((await t.http.get(`/api/spmis/ipcrs/${id}/pdf`).set(as(accounting))).status).toBe(404);
    expect((await t.http.get(`/api/spmis/ipcrs/99999999`).set(as(staff))).status).toBe(404);
    expect((await t.http.get(`/api/spmis/ipcrs/${id}`).set(as(applicant))).status).toBe(403);
    expect((await t.http.get(`/api/spmis/ipcrs/${id}`).set(as(staff))).status).toBe(200);
    expect(await query(`SELECT 1 FROM audit_log WHERE entity = 'ipcr' AND action = 'read'`)).toHaveLength(0); // one's own: not audited
    expect((await t.http.get(`/api/spmis/ipcrs/${id}`).set(as(head))).status).toBe(200);
    const reads = await query<{ actor_user_id: number }>(`SELECT actor_user_id FROM audit_log WHERE entity = 'ipcr' AND action = 'read' AND entity_id = $1`, [
      String(id),
    ]);
    expect(reads).toHaveLength(1);

    const office = await t.http.get('/api/spmis/ipcrs/office').set(as(head));
    expect(office.status).toBe(200);
    expect(office.body.ipcrs.map((r: { id: number; final_rating: string }) => [r.id, r.final_rating])).toEqual([[id, '4.483']]);
    const notHead = await t.http.get('/api/spmis/ipcrs/office').set(as(staff));
    expect([notHead.status, notHead.body.ipcrs]).toEqual([200, []]);
    expect((await t.http.get('/api/spmis/ipcrs/mine').set(as(staff))).body.ipcrs[0].adjective).toBe('Very Satisfactory');
  });

  it('prints the CSC form as a PDF', async () => {
    const res = await binary(t.http.get(`/api/spmis/ipcrs/${id}/pdf`).set(as(staff)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/Type \/Page\b/);
    if (process.env.SPMS_PDF_OUT) (await import('node:fs')).writeFileSync(process.env.SPMS_PDF_OUT, bytes);
    const text = await pdfText(bytes);
    expect(text).toContain('INDIVIDUAL PERFORMANCE COMMITMENT AND REVIEW');
    // The CSC form's blocks: the targets' approval, the comments box, and the signatories named as the form names them.
    for (const words of [
      'commit to deliver and agree to be rated',
      'Reviewed by:',
      'Approved by:',
      'Comments and Recommendations for Development Purposes',
      'Discussed with:',
      'Assessed by:',
      'Final rating by:',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('PROVISIONAL');
    expect(text).not.toContain('Noted by:');
    expect(text).not.toContain('CAS IPCR HEADER LINE');
  });

  it("prints the employee's office header once the office has one", async () => {
    const cas = (await query<{ id: number }>(`SELECT id FROM departments WHERE acronym = 'CAS'`))[0]!.id;
    const set = await t.http
      .put(`/api/departments/${cas}/header`)
      .set(as(head))
      .send({ lines: ['Republic of the Philippines', 'CAS IPCR HEADER LINE'], address: 'Main Campus' });
    expect(set.status).toBe(200);
    const text = await pdfText((await binary(t.http.get(`/api/spmis/ipcrs/${id}/pdf`).set(as(staff)))).body as Buffer);
    expect(text).toContain('CAS IPCR HEADER LINE');
  });

  it('gives other modules the approved ratings', async () => {
    const { approvedRatingsOf } = await import('../src/modules/spms');
    const person = (await query<{ personnel_id: number }>(`SELECT personnel_id FROM users WHERE email = 'staff@hris.test'`))[0]!.personnel_id;
    expect(await approvedRatingsOf(t.db, [person], '2026-01-01', '2026-12-31')).toEqual([
      expect.objectContaining({ personnel_id: person, final_rating: '4.483', adjective: 'Very Satisfactory', starts_on: '2026-07-01' }),
    ]);
  });
});
