import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomTotpSecret, users } from '@hris/db';
import { isSealed, openSecret, sealSecret } from '../../src/lib/secret-box';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { as } from '../support/records';

// Secrets the server reads back in clear (TOTP secrets, device keys) are stored sealed (AES-256-GCM under
// DATA_KEY): a copy of the database does not hold them. Plain values from before still read.

describe('sealSecret and openSecret', () => {
  const key = 'a'.repeat(40);

  it('seal to v1:<iv>:<tag>:<ciphertext> (base64url), differently each time, and open back', () => {
    const a = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    const b = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect([openSecret(key, a), openSecret(key, b)]).toEqual(['JBSWY3DPEHPK3PXP', 'JBSWY3DPEHPK3PXP']);
    expect(isSealed(a)).toBe(true);
  });

  it('read a legacy plain value as it is', () => {
    expect(openSecret(key, 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
    expect(isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
  });

  it('refuse a value sealed under another key or altered', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret('b'.repeat(40), sealed)).toThrow();
    const parts = sealed.split(':');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openSecret(key, [...parts.slice(0, 3), flipped.toString('base64url')].join(':'))).toThrow();
  });
});

describe('secrets in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  const storedSecret = async (email: string) => (await t.db.select({ s: users.twoFactorSecret }).from(users).where(eq(users.email, email)))[0]!.s;

  it('TOTP secrets are sealed at start (the seed writes plain), and sign-in still works', async () => {
    const stored = await storedSecret('staff@hris.test');
    expect(isSealed(stored)).toBe(true);
    expect(openSecret(t.config.dataKey, stored)).toMatch(/^[A-Z2-7]{32}$/);
    expect(await signIn(t, 'staff@hris.test')).toEqual(expect.any(String));
  });

  it('a plain secret written after start (by a script) still signs in', async () => {
    await t.db.update(users).set({ twoFactorSecret: randomTotpSecret() }).where(eq(users.email, 'head@hris.test'));
    expect(isSealed(await storedSecret('head@hris.test'))).toBe(false);
    expect(await signIn(t, 'head@hris.test')).toEqual(expect.any(String));
  });

  it('accounts made through the API get a sealed secret', async () => {
    const admin = await signIn(t, 'admin@hris.test');
    const made = await t.http.post('/api/users').set(as(admin)).send({ name: 'Rosa Lim', email: 'rosa.lim@hris.test', role_ids: [] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(isSealed(await storedSecret('rosa.lim@hris.test'))).toBe(true);
  });

  it('device keys are sealed at rest, and the admin still reads them', async () => {
    const hr = await signIn(t, 'hr@hris.test');
    const made = await t.http
      .post('/api/attendance/devices')
      .set(as(hr))
      .send({ name: 'Gate', serial_number: 'SEAL0001', campus_id: 1, secret: 'gate-key-2026' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.device.secret).toBe('gate-key-2026');
    const stored = (await t.db.$client.query(`SELECT secret FROM biometric_devices WHERE serial_number = 'SEAL0001'`)).rows[0].secret as string;
    expect(isSealed(stored)).toBe(true);
    const list = await t.http.get('/api/attendance/devices').set(as(hr));
    expect(list.body.devices.find((d: { serial_number: string }) => d.serial_number === 'SEAL0001').secret).toBe('gate-key-2026');
    const audit = (await t.db.$client.query(`SELECT after::text AS after FROM audit_log WHERE entity = 'biometric_devices'`)).rows
      .map((r) => r.after as string)
      .join();
    expect(audit).not.toContain('gate-key-2026');
    expect(audit).not.toContain(stored);
  });
});
