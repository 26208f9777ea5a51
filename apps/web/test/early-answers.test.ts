import { afterEach, describe, expect, it, vi } from 'vitest';

// lib/early-answers.ts sends its GETs when it is loaded (index.html's first script): each test loads it afresh, in the
// page and with the token it describes.
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function loadOn(pathname: string, token: string | null, answer: (path: string) => Response = () => json(200, { ok: true })) {
  vi.resetModules();
  const fetchMock = vi.fn(async (path: string) => answer(path));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', {
    location: { pathname, search: '', assign: vi.fn() },
    localStorage: { getItem: (key: string) => (key === 'hris.token' ? token : null), setItem: vi.fn(), removeItem: vi.fn() },
    addEventListener: vi.fn(),
  });
  const early = await import('../src/lib/early-answers');
  return { early, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the early answers (issue 42 item 19)', () => {
  it("asks, on the dashboard, for who is signed in, the bell's list and the dashboard, with the stored token", async () => {
    const { fetchMock } = await loadOn('/dashboard', 'tok-1');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/users/me', '/api/notifications', '/api/dashboard']);
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    }
  });

  it("asks for the same three whoever is signed in: an administrator's setup progress comes with the dashboard", async () => {
    const admin = await loadOn('/dashboard', 'tok-1', (path) =>
      path === '/api/users/me' ? json(200, { user: { allowed_views: ['DEFAULT', 'ADMIN'] } }) : json(200, { path }),
    );
    expect(await (await admin.early.takeEarlyAnswer('/api/users/me', 'tok-1'))?.json()).toEqual({ user: { allowed_views: ['DEFAULT', 'ADMIN'] } });
    expect(admin.fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/users/me', '/api/notifications', '/api/dashboard']);
  });

  it('asks for nothing signed out, or on a page that is not a landing page', async () => {
    expect((await loadOn('/dashboard', null)).fetchMock).not.toHaveBeenCalled();
    expect((await loadOn('/leave/applications', 'tok-1')).fetchMock).not.toHaveBeenCalled();
    expect((await loadOn('/login', 'tok-1')).fetchMock).not.toHaveBeenCalled();
  });

  it('gives an answer once, to the same token only, and only a success', async () => {
    const { early } = await loadOn('/dashboard', 'tok-1', (path) => (path === '/api/dashboard' ? json(503, { message: 'down' }) : json(200, { path })));
    const me = await early.takeEarlyAnswer('/api/users/me', 'tok-1');
    expect(await me?.json()).toEqual({ path: '/api/users/me' });
    expect(await early.takeEarlyAnswer('/api/users/me', 'tok-1')).toBeUndefined(); // taken: the next ask goes to the server
    expect(await early.takeEarlyAnswer('/api/notifications', 'someone-else')).toBeUndefined();
    expect(await early.takeEarlyAnswer('/api/dashboard', 'tok-1')).toBeUndefined(); // a 503: the client asks and handles it
    expect(await early.takeEarlyAnswer('/api/leave', 'tok-1')).toBeUndefined(); // never asked early
  });

  it('hands the API client the early answer instead of asking again', async () => {
    const { fetchMock } = await loadOn('/dashboard', 'tok-1', (path) => json(200, { path }));
    const { apiRequest } = await import('../src/lib/api');
    const { setToken } = await import('../src/lib/session');
    setToken('tok-1');
    expect(await apiRequest('/api/dashboard')).toEqual({ path: '/api/dashboard' });
    expect(fetchMock).toHaveBeenCalledTimes(3); // the early three, none more
    expect(await apiRequest('/api/dashboard')).toEqual({ path: '/api/dashboard' });
    expect(fetchMock).toHaveBeenCalledTimes(4); // the second ask went to the server
  });
});
