import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary } from './support/records';
import { pdfBytes, pictureFacts, tinyPng } from './support/files';

// Feedback (issue 24) through HTTP: any signed-in user sends feedback on an active module (a rating 1–5, the text, a
// screenshot through the one upload check) and sees their own with its answer; the administrators (FEEDBACK) keep the
// module list (retire, never delete one with feedback), read everyone's feedback with the averages per module per
// month, and answer it (the sender is notified; nobody answers their own). The clock is Friday 27 November 2026, 10 am
// in Manila.

let t: TestApp;
let admin: string; // Administrator: holds FEEDBACK
let staff: string; // a plain employee
let hr: string; // the HR office: no FEEDBACK
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const count = async (table: string) => ((await query(`SELECT count(*)::int AS n FROM ${table}`))[0] as { n: number }).n;

type Module = { id: number; name: string; is_active: boolean; feedback_count: number; position: number };
type Feedback = {
  id: number;
  module: { id: number; name: string };
  sender: { name: string };
  rating: number;
  text: string;
  screenshot_name: string | null;
  status: string;
  answer: string | null;
};

const moduleNamed = async (name: string): Promise<Module> => {
  const all = (await t.http.get('/api/feedback/modules/all').set(as(admin))).body.modules as Module[];
  return all.find((m) => m.name === name)!;
};
const send = (token: string, body: Record<string, unknown>) => t.http.post('/api/feedback').set(as(token)).send(body);
const upload = (token: string, bytes: Buffer, name: string) => t.http.post('/api/feedback/screenshot').set(as(token)).attach('file', bytes, name);

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T10:00' });
  [admin, staff, hr] = await Promise.all([signIn(t, 'admin@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'hr@hris.test')]);
});
afterAll(async () => t.close());

describe('the module list', () => {
  it('is seeded with the product modules, in order, and readable by any signed-in user', async () => {
    const res = await t.http.get('/api/feedback/modules').set(as(staff));
    expect(res.status).toBe(200);
    const names = (res.body.modules as Module[]).map((m) => m.name);
    expect(names.slice(0, 3)).toEqual(['Personal Data Sheet', 'Daily Time Record', 'Leave']);
    expect(names).toContain('COVID Vaccination');
    expect(names).toHaveLength(15);
  });

  it('the administrators add, rename, reorder and retire modules (audited); a plain employee may not', async () => {
    const added = await t.http.post('/api/feedback/modules').set(as(admin)).send({ name: 'Mobile app' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = (added.body.module as Module).id;
    expect((await t.http.post('/api/feedback/modules').set(as(admin)).send({ name: 'mobile APP' })).body.errors).toEqual({
      name: ['There is already a module named mobile APP.'],
    });
    const renamed = await t.http.put(`/api/feedback/modules/${id}`).set(as(admin)).send({ name: 'Mobile application' });
    expect(renamed.body.module).toMatchObject({ name: 'Mobile application', is_active: true });
    const all = (await t.http.get('/api/feedback/modules/all').set(as(admin))).body.modules as Module[];
    const order = [id, ...all.filter((m) => m.id !== id).map((m) => m.id)];
    const reordered = await t.http.put('/api/feedback/modules/order').set(as(admin)).send({ ids: order });
    expect(reordered.status).toBe(200);
    expect((reordered.body.modules as Module[])[0]!.name).toBe('Mobile application');
    expect(
      (
        await t.http
          .put('/api/feedback/modules/order')
          .set(as(admin))
          .send({ ids: [id] })
      ).status,
    ).toBe(422);
    const retired = await t.http.put(`/api/feedback/modules/${id}`).set(as(admin)).send({ name: 'Mobile application', is_active: false });
    expect(retired.body.message).toBe('Mobile application has been retired: its feedback stays, and it takes no new.');
    expect(((await t.http.get('/api/feedback/modules').set(as(staff))).body.modules as Module[]).map((m) => m.id)).not.toContain(id);
    const audit = await query(`SELECT action FROM audit_log WHERE entity = 'feedback_module' AND entity_id = $1 ORDER BY id`, [String(id)]);
    expect(audit.map((a) => (a as { action: string }).action)).toEqual(['create', 'update', 'update']);

    expect((await t.http.post('/api/feedback/modules').set(as(staff)).send({ name: 'Mine' })).status).toBe(403);
    expect((await t.http.put(`/api/feedback/modules/${id}`).set(as(hr)).send({ name: 'X' })).status).toBe(403);
    expect((await t.http.delete(`/api/feedback/modules/${id}`).set(as(staff))).status).toBe(403);
    expect((await t.http.put('/api/feedback/modules/order').set(as(staff)).send({ ids: order })).status).toBe(403);
    expect((await t.http.get('/api/feedback/modules/all').set(as(staff))).status).toBe(403);
  });

  it('a module with no feedback is deleted; one with feedback is refused with the reason', async () => {
    const unused = (await t.http.post('/api/feedback/modules').set(as(admin)).send({ name: 'Unused' })).body.module as Module;
    expect((await t.http.delete(`/api/feedback/modules/${unused.id}`).set(as(admin))).body).toEqual({ message: 'Unused has been deleted.' });
    const used = (await t.http.post('/api/feedback/modules').set(as(admin)).send({ name: 'Used' })).body.module as Module;
    expect((await send(staff, { module_id: used.id, rating: 4, text: 'Fine.' })).status).toBe(200);
    const refused = await t.http.delete(`/api/feedback/modules/${used.id}`).set(as(admin));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.module).toEqual(['Used cannot be deleted: it holds 1 feedback. Retire it instead; its feedback stays and it takes no new.']);
    expect(await moduleNamed('Used')).toMatchObject({ feedback_count: 1 });
  });
});

describe('sending', () => {
  it('sends feedback without a screenshot and with one (a real PNG through the upload check), audited', async () => {
    const leave = await moduleNamed('Leave');
    const plain = await send(staff, { module_id: leave.id, rating: 5, text: '  Filing leave is quick now.  ' });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.feedback).toMatchObject({
      rating: 5,
      text: 'Filing leave is quick now.',
      status: 'new',
      screenshot_name: null,
      module: { name: 'Leave' },
    });

    const png = tinyPng();
    const uploaded = await upload(staff, png, 'leave form.png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.path).toMatch(/^feedback\/[0-9a-f-]+\.png$/);
    const withShot = await send(staff, { module_id: leave.id, rating: 2, text: 'The balance is cut off.', screenshot_path: uploaded.body.path });
    expect(withShot.status, JSON.stringify(withShot.body)).toBe(200);
    const fb = withShot.body.feedback as Feedback;
    expect(fb.screenshot_name).toBe('leave form.png');
    // The sender and the administrators read back the same picture (re-encoded when it was kept); the file name is in the header.
    for (const token of [staff, admin]) {
      const shot = await binary(t.http.get(`/api/feedback/${fb.id}/screenshot`).set(as(token)));
      expect(shot.status).toBe(200);
      expect(shot.headers['content-type']).toBe('image/png');
      expect(shot.headers['content-disposition']).toBe('inline; filename="leave form.png"');
      expect((await pictureFacts(shot.body as Buffer)).pixels.equals((await pictureFacts(png)).pixels)).toBe(true);
    }
    expect((await t.http.get(`/api/feedback/${fb.id}/screenshot`).set(as(hr))).status).toBe(404);
    // An upload is attached once.
    expect((await send(staff, { module_id: leave.id, rating: 2, text: 'Again', screenshot_path: uploaded.body.path })).body.errors).toEqual({
      screenshot_path: ['The uploaded screenshot was not found; upload it again.'],
    });
    const audit = await query(`SELECT after FROM audit_log WHERE entity = 'feedback' AND action = 'create' AND entity_id = $1`, [String(fb.id)]);
    expect(audit[0]).toMatchObject({ after: { rating: 2, module_id: leave.id } });
  });

  it('refuses a rating outside 1–5, an empty text, an unknown or retired module, a NUL, a non-image screenshot: nothing written', async () => {
    const leave = await moduleNamed('Leave');
    const retired = await moduleNamed('Mobile application');
    const before = { feedback: await count('feedback'), uploads: await count('uploads') };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ module_id: leave.id, rating: 0, text: 'x' }, { rating: ['The rating must be from 1 to 5.'] }],
      [{ module_id: leave.id, rating: 6, text: 'x' }, { rating: ['The rating must be from 1 to 5.'] }],
      [{ module_id: leave.id, rating: 3, text: '   ' }, { text: ['The feedback field is required.'] }],
      [{ module_id: leave.id, rating: 3 }, { text: ['The feedback field is required.'] }],
      [{ module_id: leave.id, rating: 3, text: 'x'.repeat(5001) }, { text: ['The feedback must not be longer than 5,000 characters.'] }],
      [{ module_id: 999_999, rating: 3, text: 'x' }, { module_id: ['The module was not found.'] }],
      [{ module_id: 99_999_999_999, rating: 3, text: 'x' }, { module_id: ['The module is invalid.'] }],
      [{ module_id: retired.id, rating: 3, text: 'x' }, { module_id: ['Mobile application is retired: it takes no new feedback.'] }],
      [
        { module_id: leave.id, rating: 3, text: 'x', screenshot_path: 'pds/not-mine.pdf' },
        { screenshot_path: ['The uploaded screenshot was not found; upload it again.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await send(staff, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body.errors).toEqual(errors);
      expect(typeof res.body.message).toBe('string');
    }
    // NUL is refused before anything (SPEC.md §8 shape).
    const nul = await send(staff, { module_id: leave.id, rating: 3, text: 'a\u0000b' });
    expect(nul.status).toBe(422);
    // A PDF named .png and text are not images: the upload check reads the bytes.
    for (const [bytes, name] of [
      [pdfBytes(800), 'shot.png'],
      [Buffer.from('not an image at all'), 'shot.jpg'],
    ] as const) {
      const res = await upload(staff, bytes, name);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ file: ['The file type you uploaded is not allowed.'] });
    }
    expect({ feedback: await count('feedback'), uploads: await count('uploads') }).toEqual(before);
  });
});

describe('mine, the list and the answer', () => {
  it("a plain employee sees only their own feedback; the list, the details, the averages and the answer are the administrators'", async () => {
    const dtr = await moduleNamed('Daily Time Record');
    expect((await send(hr, { module_id: dtr.id, rating: 3, text: 'From HR.' })).status).toBe(200);
    const mine = (await t.http.get('/api/feedback/mine').set(as(staff))).body.feedback as Feedback[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((f) => f.sender.name === mine[0]!.sender.name)).toBe(true);
    expect(mine.map((f) => f.text)).not.toContain('From HR.');
    const someone = mine[0]!.id;
    expect((await t.http.get('/api/feedback').set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/feedback/stats').set(as(staff))).status).toBe(403);
    expect((await t.http.get(`/api/feedback/${someone}`).set(as(staff))).status).toBe(403);
    expect((await t.http.post(`/api/feedback/${someone}/answer`).set(as(staff)).send({ answer: 'x', status: 'resolved' })).status).toBe(403);
    expect((await t.http.get('/api/feedback').set(as(hr))).status).toBe(403);

    const all = await t.http.get('/api/feedback').set(as(admin)).query({ per_page: 100 });
    expect(all.status).toBe(200);
    expect((all.body.feedback as Feedback[]).map((f) => f.text)).toContain('From HR.');
    const filtered = await t.http.get('/api/feedback').set(as(admin)).query({ module_id: dtr.id, rating: 3, status: 'new', term: 'from hr' });
    expect((filtered.body.feedback as Feedback[]).map((f) => f.text)).toEqual(['From HR.']);
    expect(filtered.body.meta).toMatchObject({ page: 1, total: 1 });
    expect((await t.http.get('/api/feedback').set(as(admin)).query({ rating: 7 })).body.errors).toEqual({ rating: ['The rating must be from 1 to 5.'] });
    expect((await t.http.get('/api/feedback').set(as(admin)).query({ status: 'closed' })).status).toBe(422);
    expect((await t.http.get('/api/feedback/123456789012').set(as(admin))).status).toBe(422);
    expect((await t.http.get('/api/feedback/999999').set(as(admin))).status).toBe(404);
  });

  it('answering notifies the sender (link /feedback), is audited, and the sender sees the answer', async () => {
    const leave = await moduleNamed('Leave');
    const fb = (await send(staff, { module_id: leave.id, rating: 1, text: 'The leave card shows the wrong balance.' })).body.feedback as Feedback;
    const empty = await t.http.post(`/api/feedback/${fb.id}/answer`).set(as(admin)).send({ answer: ' ', status: 'acknowledged' });
    expect(empty.body.errors).toEqual({ answer: ['The answer field is required.'] });
    expect((await t.http.post(`/api/feedback/${fb.id}/answer`).set(as(admin)).send({ answer: 'x', status: 'new' })).body.errors).toEqual({
      status: ['Choose the status (acknowledged or resolved).'],
    });
    const answered = await t.http.post(`/api/feedback/${fb.id}/answer`).set(as(admin)).send({ answer: 'Fixed in the next release.', status: 'resolved' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.feedback).toMatchObject({ status: 'resolved', answer: 'Fixed in the next release.' });
    expect(answered.body.feedback.answered_by).toBeTruthy();

    const bell = (await t.http.get('/api/notifications').set(as(staff))).body.notifications as { title: string; description: string; link: string }[];
    expect(bell[0]).toMatchObject({ title: 'Your feedback on Leave: resolved', description: 'Fixed in the next release.', link: '/feedback' });
    const mine = (await t.http.get('/api/feedback/mine').set(as(staff))).body.feedback as Feedback[];
    expect(mine.find((f) => f.id === fb.id)).toMatchObject({ status: 'resolved', answer: 'Fixed in the next release.' });
    const details = await t.http.get(`/api/feedback/${fb.id}`).set(as(admin));
    expect(details.body.feedback).toMatchObject({ id: fb.id, rating: 1, module: { name: 'Leave' }, status: 'resolved' });
    const audit = await query(`SELECT before, after FROM audit_log WHERE entity = 'feedback' AND action = 'answer' AND entity_id = $1`, [String(fb.id)]);
    expect(audit[0]).toMatchObject({ before: { status: 'new', answer: null }, after: { status: 'resolved', answer: 'Fixed in the next release.' } });
  });

  it('nobody answers their own feedback (403), and nothing changes', async () => {
    const leave = await moduleNamed('Leave');
    const own = (await send(admin, { module_id: leave.id, rating: 4, text: 'Mine.' })).body.feedback as Feedback;
    const res = await t.http.post(`/api/feedback/${own.id}/answer`).set(as(admin)).send({ answer: 'Thanks, me.', status: 'resolved' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Nobody answers their own feedback: another administrator answers it.');
    expect((await t.http.get(`/api/feedback/${own.id}`).set(as(admin))).body.feedback).toMatchObject({ status: 'new', answer: null });
  });
});

describe('the averages', () => {
  it('averages the ratings per module per Manila month over the last 12 months, with the counts (worked by hand)', async () => {
    const m = (await t.http.post('/api/feedback/modules').set(as(admin)).send({ name: 'Averages' })).body.module as Module;
    // [rating, when (UTC)]: the window is December 2025 to November 2026 in Manila.
    const rows: [number, string][] = [
      [5, '2026-10-05T01:00:00Z'],
      [4, '2026-10-20T01:00:00Z'],
      [2, '2026-10-31T15:59:00Z'], // 31 October, 11:59 pm in Manila: October
      [1, '2026-10-31T16:00:00Z'], // 1 November, 00:00 in Manila: November
      [4, '2026-11-27T01:00:00Z'],
      [3, '2025-11-30T16:30:00Z'], // 1 December 2025, 00:30 in Manila: the window's first month
      [5, '2025-11-30T15:00:00Z'], // 30 November 2025, 11 pm in Manila: before the window
    ];
    for (const [rating, at] of rows) {
      const fb = (await send(staff, { module_id: m.id, rating, text: `Rated ${rating}` })).body.feedback as Feedback;
      await query(`UPDATE feedback SET created_at = $2 WHERE id = $1`, [fb.id, at]);
    }
    const res = await t.http.get('/api/feedback/stats').set(as(admin));
    expect(res.status).toBe(200);
    expect(res.body.months).toHaveLength(12);
    expect(res.body.months[0]).toBe('2025-12');
    expect(res.body.months[11]).toBe('2026-11');
    const row = (
      res.body.modules as { name: string; count: number; average: number; by_month: { month: string; count: number; average: number | null }[] }[]
    ).find((r) => r.name === 'Averages')!;
    const month = (key: string) => row.by_month.find((b) => b.month === key)!;
    // October: 5 + 4 + 2 = 11 over 3 = 3.67. November: 1 + 4 = 5 over 2 = 2.5. December 2025: 3 over 1.
    expect(month('2026-10')).toEqual({ month: '2026-10', count: 3, average: 3.67 });
    expect(month('2026-11')).toEqual({ month: '2026-11', count: 2, average: 2.5 });
    expect(month('2025-12')).toEqual({ month: '2025-12', count: 1, average: 3 });
    expect(month('2026-06')).toEqual({ month: '2026-06', count: 0, average: null });
    // The window: 11 + 5 + 3 = 19 over 6 = 3.17 (the 5 of November 2025 is outside).
    expect(row).toMatchObject({ count: 6, average: 3.17 });
    expect(res.body.by_status.new).toBeGreaterThanOrEqual(7);
    expect(res.body.by_status.resolved).toBeGreaterThanOrEqual(1);
  });
});

describe('the dashboard', () => {
  it('counts the feedback waiting for an answer for the administrators only', async () => {
    const waiting = ((await query(`SELECT count(*)::int AS n FROM feedback WHERE status = 'new'`))[0] as { n: number }).n;
    type Task = { kind: string; count: number; link: string };
    const adminTasks = (await t.http.get('/api/dashboard').set(as(admin))).body.tasks as Task[];
    expect(adminTasks.find((task) => task.kind === 'feedback_to_answer')).toMatchObject({ count: waiting, link: '/feedback/list' });
    const staffTasks = (await t.http.get('/api/dashboard').set(as(staff))).body.tasks as Task[];
    expect(staffTasks.map((task) => task.kind)).not.toContain('feedback_to_answer');
  });
});
