import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { as } from '../support/records';

// Personal data is never kept by a browser's or a proxy's cache; the API's docs are not published in
// production unless asked for; the page may connect only to its own server.

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://hris.example.edu.ph' });
  staff = await signIn(t, 'staff@hris.test');
});
afterAll(async () => t.close());

describe('Cache-Control', () => {
  it('is no-store on answers of signed-in routes, refusals included', async () => {
    for (const url of ['/api/users/me', '/api/personnels/999999', '/api/notifications']) {
      const res = await t.http.get(url).set(as(staff));
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.http.get('/api/users/me')).headers['cache-control']).toBe('no-store');
    expect((await t.http.post('/api/authenticate/login').send({ email: 'staff@hris.test', password: 'wrong' })).headers['cache-control']).toBe('no-store');
  });

  it('leaves a route’s own caching alone: the public job board', async () => {
    expect((await t.http.get('/api/jobs')).headers['cache-control']).toBe('no-cache');
  });
});

describe('the API docs', () => {
  const env = {
    DATA_DIR: '/tmp/hris-headers-test',
    JWT_SECRET: 'x'.repeat(40),
    DATA_KEY: 'y'.repeat(40),
    SMTP_URL: 'smtp://mail.example.edu.ph:587',
    DATABASE_URL: 'postgres://h@db/h',
  };

  it('are on outside production, off in production unless API_DOCS=true', () => {
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: 'development', API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('are served when on, and answer 404 when off', async () => {
    expect((await t.http.get('/api/docs/json')).status).toBe(200);
    const off = await createTestApp({ apiDocs: false });
    try {
      expect((await off.http.get('/api/docs')).status).toBe(404);
      expect((await off.http.get('/api/docs/json')).status).toBe(404);
      expect((await off.http.get('/api/docs/static/index.html')).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('Content-Security-Policy', () => {
  it('lets the page connect only to its own origin (and its websocket)', async () => {
    const csp = (await t.http.get('/api/jobs')).headers['content-security-policy'] as string;
    const connect = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' wss://hris.example.edu.ph");
  });
});

// A campus intranet serves the product over plain HTTP (http://hris.campus.example:3000): a browser told there to
// upgrade every request to https, or to reach the site only over TLS from now on, draws a blank page. Those two
// headers go only with an answer the browser got over TLS: PUBLIC_URL says https, or a trusted proxy says so.
describe('upgrade-insecure-requests and Strict-Transport-Security', () => {
  const tlsHeaders = async (app: TestApp, forwardedProto?: string) => {
    const req = app.http.get('/api/jobs');
    if (forwardedProto) req.set('x-forwarded-proto', forwardedProto);
    const res = await req;
    const csp = res.headers['content-security-policy'] as string;
    return {
      upgrade: csp.split(';').some((d) => d.trim() === 'upgrade-insecure-requests'),
      hsts: res.headers['strict-transport-security'] as string | undefined,
    };
  };

  it('are sent when PUBLIC_URL is https', async () => {
    expect(await tlsHeaders(t)).toEqual({ upgrade: true, hsts: expect.stringContaining('max-age=') });
  });

  describe('on a plain HTTP address', () => {
    let intranet: TestApp;
    let proxied: TestApp;
    beforeAll(async () => {
      intranet = await createTestApp({ publicUrl: 'http://hris.campus.example:3000' });
      // nginx on the same host terminates TLS and says so in X-Forwarded-Proto.
      proxied = await createTestApp({ publicUrl: 'http://hris.campus.example:3000', trustProxy: ['loopback'] });
    });
    afterAll(async () => Promise.all([intranet?.close(), proxied?.close()]));

    it('are not sent over plain HTTP', async () => {
      expect(await tlsHeaders(intranet)).toEqual({ upgrade: false, hsts: undefined });
      // The policy itself stays: only the upgrade is left out.
      const csp = (await intranet.http.get('/api/jobs')).headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
    });

    it('are not sent when a client no proxy is trusted for claims https', async () => {
      expect(await tlsHeaders(intranet, 'https')).toEqual({ upgrade: false, hsts: undefined });
    });

    it('are sent when a trusted proxy says the request came over https, and not when it says http', async () => {
      expect(await tlsHeaders(proxied, 'https')).toEqual({ upgrade: true, hsts: expect.stringContaining('max-age=') });
      expect(await tlsHeaders(proxied, 'http')).toEqual({ upgrade: false, hsts: undefined });
      expect(await tlsHeaders(proxied)).toEqual({ upgrade: false, hsts: undefined });
    });

    it('are the same on the web client’s pages as on the API’s answers', async () => {
      const page = await intranet.http.get('/login');
      expect(page.headers['strict-transport-security']).toBeUndefined();
      expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });
  });
});
