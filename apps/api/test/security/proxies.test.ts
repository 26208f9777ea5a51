import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../support/test-app';

// X-Forwarded-For is believed only from the reverse proxies TRUST_PROXY names: from anyone else it is a
// header the client wrote, and must change neither the address the per-address limits count nor the
// address written to the audit trail.

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.close())));
const start = async (trustProxy: string[]) => {
  const t = await createTestApp({ authRateLimitPerMinute: 3, trustProxy });
  apps.push(t);
  return t;
};

/** Wrong-password sign-ins, each claiming another client address; the statuses in order. */
async function rotatingSignIns(t: TestApp, email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.http
      .post('/api/authenticate/login')
      .set('x-forwarded-for', `203.0.113.${i + 1}`)
      .send({ email, password: 'wrong password' });
    statuses.push(res.status);
  }
  return statuses;
}

const failureAddresses = async (t: TestApp, email: string) =>
  (await t.db.execute(sql`SELECT ip FROM audit_log WHERE action = 'sign_in_failed' AND after->>'email' = ${email} ORDER BY id`)).rows.map(
    (r) => r.ip as string,
  );

describe('TRUST_PROXY', () => {
  it('is empty by default, and reads a comma-separated list of addresses and ranges', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/hris-proxy-test', JWT_SECRET: 'x'.repeat(40), DATA_KEY: 'y'.repeat(40) }).trustProxy).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: '/tmp/hris-proxy-test', JWT_SECRET: 'x'.repeat(40), DATA_KEY: 'y'.repeat(40), TRUST_PROXY: ' 10.0.0.5, 172.16.0.0/12 ,' })
        .trustProxy,
    ).toEqual(['10.0.0.5', '172.16.0.0/12']);
  });

  it('untrusted: a forged X-Forwarded-For neither beats the sign-in limit nor reaches the audit trail', async () => {
    const t = await start([]);
    expect(await rotatingSignIns(t, 'staff@hris.test', 5)).toEqual([401, 401, 401, 429, 429]);
    const addresses = await failureAddresses(t, 'staff@hris.test');
    expect(addresses.length).toBe(3);
    for (const ip of addresses) expect(ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });

  it('trusted (the proxy is listed): the client address the proxy gives counts and is audited', async () => {
    const t = await start(['loopback']);
    expect(await rotatingSignIns(t, 'head@hris.test', 5)).toEqual([401, 401, 401, 401, 401]);
    expect(await failureAddresses(t, 'head@hris.test')).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5']);
  });

  it('a proxy not on the list is not believed', async () => {
    const t = await start(['10.0.0.5']);
    expect(await rotatingSignIns(t, 'admin@hris.test', 4)).toEqual([401, 401, 401, 429]);
  });
});
