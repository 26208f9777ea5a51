import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { clearExpiredRateLimits } from '../src/lib/rate-limit-store';
import { createInstanceOf, createTestApp, type TestApp } from './support/test-app';

// The rate limits' counters live in PostgreSQL (lib/rate-limit-store.ts): two instances of the app on one database,
// as behind a load balancer, count the same requests.

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ authRateLimitPerMinute: 3 });
  b = await createInstanceOf(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const login = (t: TestApp, i: number) => t.http.post('/api/authenticate/login').send({ email: `nobody${i}@hris.test`, password: 'x' });
const counters = async () =>
  (await a.db.execute<{ key: string; count: number }>(sql`SELECT key, count FROM rate_limit_hits ORDER BY key`)).rows.map((r) => ({ ...r }));

describe('rate limits shared by the instances', () => {
  it('counts the sign-ins of one address across both instances: the fourth is refused, whichever instance takes it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(i % 2 ? b : a, i)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // One counter for the route and the address, not one per instance.
    const rows = (await counters()).filter((r) => r.key.startsWith('POST /api/authenticate/login|'));
    expect(rows).toEqual([{ key: expect.stringMatching(/^POST \/api\/authenticate\/login\|/), count: 6 }]);
    const refused = await login(b, 9);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts each route apart: the other sign-in route is not yet limited', async () => {
    const other = await b.http.post('/api/authenticate').send({ email: 'nobody@hris.test', password: 'x' });
    expect(other.status).toBe(401);
  });

  it('starts a new window once the last one is over, on either instance, and the hourly job clears what expired', async () => {
    await a.db.execute(sql`UPDATE rate_limit_hits SET expires_at = now() - interval '1 second'`);
    expect((await login(b, 10)).status).toBe(401);
    const login1 = (await counters()).filter((r) => r.key.startsWith('POST /api/authenticate/login|'));
    expect(login1.map((r) => r.count)).toEqual([1]);
    // The other route's window is over and its key did not come back: the job drops it, and only it.
    expect(await clearExpiredRateLimits(a.db.$client)).toBe(1);
    expect((await counters()).map((r) => r.count)).toEqual([1]);
    expect((await login(a, 11)).status).toBe(401);
    expect((await login(b, 12)).status).toBe(401);
    expect((await login(a, 13)).status).toBe(429);
  });

  it('counts concurrent requests exactly (one atomic statement each)', async () => {
    await a.db.execute(sql`DELETE FROM rate_limit_hits`);
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => login(i % 2 ? b : a, 20 + i).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await counters()).map((r) => r.count)).toEqual([10]);
  });

  it('keeps a key the client chose (a device serial with NUL, a long one) as its hash: refused as usual, never a 500', async () => {
    for (const SN of ['AB\u0000CD', 'X'.repeat(2000), 'ñandú']) {
      const res = await a.app.inject({ method: 'GET', url: `/iclock/cdata?SN=${encodeURIComponent(SN)}&key=wrong` });
      expect(res.statusCode, SN.slice(0, 10)).toBeLessThan(500);
    }
    const keys = (await counters()).map((r) => r.key).filter((k) => k.startsWith('GET /iclock/cdata|'));
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(/^GET \/iclock\/cdata\|#[0-9a-f]{64}$/);
  });
});
