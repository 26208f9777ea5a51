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
