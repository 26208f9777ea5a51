import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { as } from '../support/records';
import { tinyPng } from '../support/files';

// Issue 15 item 10: a self-registered applicant read the staff directory through the personnel picker
// (employee numbers, names, offices, avatar links), and those avatar links opened without a session
// and never expired. The picker is for staff; avatar links expire like the other signed links.

let t: TestApp;
let hr: string;
let staff: string;
let applicant: string;

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff, applicant] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'applicant@hris.test')]);
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('the staff directory', () => {
  it('is closed to an applicant and open to staff', async () => {
    const byApplicant = await t.http.get('/api/personnels/fullname').query({ term: 'bautista' }).set(as(applicant));
    expect(byApplicant.status).toBe(403);
    expect(byApplicant.body.personnel).toBeUndefined();
    expect(byApplicant.body.message).toBeTruthy();
    const byStaff = await t.http.get('/api/personnels/fullname').query({ term: 'bautista' }).set(as(staff));
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.personnel.length).toBeGreaterThan(0);
    expect((await t.http.get('/api/personnels/fullname').query({ term: 'bautista' }).set(as(hr))).status).toBe(200);
    expect((await t.http.get('/api/personnels/fullname').query({ term: 'bautista' })).status).toBe(401);
  });
});

describe('avatar links', () => {
  it('carry an expiry and stop working after it', async () => {
    const uploaded = await t.http
      .post('/api/users/me/upload_avatar')
      .set(as(staff))
      .attach('avatar', tinyPng(), { filename: 'me.png', contentType: 'image/png' });
    expect(uploaded.status).toBe(200);
    const picked = await t.http.get('/api/personnels/fullname').query({ term: 'bautista' }).set(as(hr));
    const link = (picked.body.personnel as { avatar: string | null }[]).map((p) => p.avatar).find(Boolean)!;
    for (const url of [uploaded.body.avatar_path as string, link, (await t.http.get('/api/users/me').set(as(staff))).body.user.avatar_path as string]) {
      expect(url).toMatch(/^\/api\/files\/avatars\/[a-f0-9-]+\.png\?exp=\d+&sig=/);
    }
    const exp = Number(new URL(link, 'http://x').searchParams.get('exp'));
    // Long enough to outlive the server's cached answers and the page that shows it, but not for ever.
    expect(exp - Date.now() / 1000).toBeGreaterThan(30 * 60);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(2 * 60 * 60);

    const askedAt = Math.floor(Date.now() / 1000);
    const fresh = await t.http.get(link);
    expect(fresh.status).toBe(200);
    // The browser keeps it no longer than the link lives.
    const maxAge = Number(/max-age=(\d+)/.exec(String(fresh.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(exp - askedAt);

    // An old-style link (signed without an expiry) opens nothing.
    const key = /\/api\/files\/(avatars\/[^?]+)/.exec(link)![1]!;
    expect((await t.http.get(`/api/files/${key}?sig=${t.app.deps.tokens.hmac('file-link', key)}`)).status).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((exp + 1) * 1000);
    expect((await t.http.get(link)).status).toBe(404);
  });
});
