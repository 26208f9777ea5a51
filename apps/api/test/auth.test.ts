import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { eq, sql } from 'drizzle-orm';
import { auditLog, users } from '@hris/db';
import { openSecret } from '../src/lib/secret-box';
import { createTestApp, signIn, startSignIn, DEMO_PASSWORD, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const auditActions = async (userId: number) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(userId)))
  ).map((r) => r.action);

describe('sign-in with a password and an e-mailed code', () => {
  it('answers two_factor and user_id for right credentials, with the e-mail trimmed, and e-mails a 6-digit code', async () => {
    for (const url of ['/api/authenticate', '/api/authenticate/login']) {
      const res = await t.http.post(url).send({ email: '  Staff@HRIS.test ', password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ two_factor: true, user_id: expect.any(Number), challenge: expect.any(String) });
      expect(res.body.token).toBeUndefined();
      expect(t.lastCode('staff@hris.test')).toMatch(/^\d{6}$/);
    }
  });

  it('answers 401 with the same error whether the account exists or not, and audits the failure', async () => {
    const wrongPassword = await t.http.post('/api/authenticate/login').send({ email: 'hr@hris.test', password: 'nope' });
    const noAccount = await t.http.post('/api/authenticate/login').send({ email: 'nobody@hris.test', password: 'nope' });
    expect(wrongPassword.status).toBe(401);
    expect(noAccount.status).toBe(401);
    expect(wrongPassword.body.error).toBe(noAccount.body.error);
    expect(wrongPassword.body).toEqual({ message: wrongPassword.body.error, error: wrongPassword.body.error });
    const [hr] = await t.db.select().from(users).where(eq(users.email, 'hr@hris.test'));
    expect(await auditActions(hr!.id)).toContain('sign_in_failed');
  });

  it('verifies {code, id} and {otp, user_id} (code trimmed) with the challenge, answers a token and the user, and audits the sign-in', async () => {
    const a = await t.http.post('/api/authenticate/login').send({ email: 'head@hris.test', password: DEMO_PASSWORD });
    const v1 = await t.http
      .post('/api/authenticate/verify')
      .send({ code: ` ${t.lastCode('head@hris.test')} `, id: a.body.user_id, challenge: a.body.challenge });
    expect(v1.status).toBe(200);
    expect(v1.body.token).toEqual(expect.any(String));
    expect(v1.body.user).toMatchObject({ email: 'head@hris.test', allowed_views: expect.arrayContaining(['EDATSDEPTHEAD']) });

    const b = await t.http.post('/api/authenticate/login').send({ email: 'head@hris.test', password: DEMO_PASSWORD });
    const v2 = await t.http
      .post('/api/authenticate/verify')
      .send({ otp: t.lastCode('head@hris.test'), user_id: String(b.body.user_id), challenge: b.body.challenge });
    expect(v2.status).toBe(200);
    expect(v2.body.token).not.toBe(v1.body.token);
    expect(await auditActions(a.body.user_id)).toEqual(expect.arrayContaining(['two_factor_sent', 'sign_in']));
  });

  it('refuses a reused code: its challenge is used up', async () => {
    const a = await startSignIn(t, 'admin@hris.test');
    expect((await t.http.post('/api/authenticate/verify').send({ code: a.code, id: a.userId, challenge: a.challenge })).status).toBe(200);
    const again = await t.http.post('/api/authenticate/verify').send({ code: a.code, id: a.userId, challenge: a.challenge });
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toEqual(['This sign-in has expired. Sign in again with your password.']);
  });

  it('refuses an expired code (older than 5 minutes) and a wrong one', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'staff@hris.test'));
    // The secret is stored sealed (lib/secret-box.ts).
    const old = await generate({ secret: openSecret(t.config.dataKey, user!.twoFactorSecret), epoch: Math.floor(Date.now() / 1000) - 420 });
    const s = await startSignIn(t, 'staff@hris.test');
    const expired = await t.http.post('/api/authenticate/verify').send({ code: old, id: user!.id, challenge: s.challenge });
    expect(expired.status).toBe(422);
    const wrong = await t.http.post('/api/authenticate/verify').send({ code: '12345', id: user!.id, challenge: s.challenge });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code[0]).toMatch(/6 digits/);
  });

  it('resend e-mails a new code for the challenge that works', async () => {
    const a = await t.http.post('/api/authenticate/login').send({ email: 'hr@hris.test', password: DEMO_PASSWORD });
    const before = t.outbox('hr@hris.test').length;
    // A resend waits 30 seconds after the last code: here the first one is made older.
    await t.db.execute(sql`UPDATE sign_in_challenges SET expires_at = expires_at - interval '31 seconds'`);
    const r = await t.http.post('/api/authenticate/resend/2fa').send({ id: a.body.user_id, challenge: a.body.challenge });
    expect(r.status).toBe(200);
    expect(t.outbox('hr@hris.test').length).toBe(before + 1);
    const v = await t.http.post('/api/authenticate/verify').send({ code: t.lastCode('hr@hris.test'), id: a.body.user_id, challenge: a.body.challenge });
    expect(v.status).toBe(200);
    // Without a live challenge nothing is sent, whatever the id.
    const unknown = await t.http.post('/api/authenticate/resend/2fa').send({ id: 999999, challenge: a.body.challenge });
    expect(unknown.status).toBe(422);
    expect(t.outbox('hr@hris.test').length).toBe(before + 1);
  });

  it('limits sign-in requests per address', async () => {
    const limited = await createTestApp({ authRateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.http.post('/api/authenticate/login').send({ email: `x${i}@hris.test`, password: 'x' })).status);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
      const res = await limited.http.post('/api/authenticate/login').send({ email: 'x@hris.test', password: 'x' });
      expect(res.body).toMatchObject({ error: expect.stringMatching(/Too many/) });
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server and is audited', async () => {
    const token = await signIn(t, 'staff@hris.test');
    expect((await t.http.get('/api/users/me').set('authorization', `Bearer ${token}`)).status).toBe(200);
    expect((await t.http.post('/api/logout').set('authorization', `Bearer ${token}`)).status).toBe(200);
    const after = await t.http.get('/api/users/me').set('authorization', `Bearer ${token}`);
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('Unauthenticated.');
    const [staff] = await t.db.select().from(users).where(eq(users.email, 'staff@hris.test'));
    expect(await auditActions(staff!.id)).toContain('sign_out');
  });

  it('refuses tampered, alg:none, foreign-secret and garbage tokens with 401', async () => {
    const token = await signIn(t, 'staff@hris.test');
    const [h, p] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const other = await createTestApp();
    const foreign = await signIn(other, 'staff@hris.test');
    await other.close();
    for (const bad of [`${h}.${forged}.${token.split('.')[2]}`, none, foreign, 'garbage', 'a'.repeat(5000)]) {
      const res = await t.http.get('/api/users/me').set('authorization', `Bearer ${bad}`);
      expect(res.status).toBe(401);
    }
  });

  it('an inactive user can neither sign in nor keep using a token, even when deactivated straight in the database', async () => {
    const token = await signIn(t, 'head@hris.test');
    // The first call caches the session; the database's change notice must clear it.
    expect((await t.http.get('/api/users/me').set('authorization', `Bearer ${token}`)).status).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'head@hris.test'));
    const started = Date.now();
    let status = 200;
    while (status !== 401 && Date.now() - started < 1000) status = (await t.http.get('/api/users/me').set('authorization', `Bearer ${token}`)).status;
    expect(status).toBe(401);
    expect((await t.http.post('/api/authenticate/login').send({ email: 'head@hris.test', password: DEMO_PASSWORD })).status).toBe(401);
    await t.db.update(users).set({ isActive: true }).where(eq(users.email, 'head@hris.test'));
  });
});

describe('forgot password', () => {
  it('e-mails a one-time link that sets a new password and ends the old sessions', async () => {
    const oldToken = await signIn(t, 'hr@hris.test');
    const before = t.outbox('hr@hris.test').length;
    const res = await t.http.post('/api/password/forgot').send({ email: 'hr@hris.test' });
    expect(res.status).toBe(200);
    const unknown = await t.http.post('/api/password/forgot').send({ email: 'ghost@hris.test' });
    expect(unknown.body.message).toBe(res.body.message);
    // The link is sent after the answer (its time would tell the address has an account).
    const resetMail = () =>
      t
        .outbox('hr@hris.test')
        .slice(before)
        .find((m) => /verify_token\?token=/.test(m));
    for (let i = 0; i < 600 && !resetMail(); i++) await new Promise((r) => setTimeout(r, 50));
    const token = resetMail()!.match(/verify_token\?token=([A-Za-z0-9_-]+)/)![1]!;

    const weak = await t.http.post('/api/password/reset').send({ token, password: 'short', password_confirmation: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toBeDefined();

    const ok = await t.http.post('/api/password/reset').send({ token, password: 'NewPass#2027', password_confirmation: 'NewPass#2027' });
    expect(ok.status).toBe(200);
    expect((await t.http.get('/api/users/me').set('authorization', `Bearer ${oldToken}`)).status).toBe(401);
    expect((await t.http.post('/api/authenticate/login').send({ email: 'hr@hris.test', password: DEMO_PASSWORD })).status).toBe(401);
    expect((await t.http.post('/api/authenticate/login').send({ email: 'hr@hris.test', password: 'NewPass#2027' })).status).toBe(200);

    const reused = await t.http.post('/api/password/reset').send({ token, password: 'Other#2027-00', password_confirmation: 'Other#2027-00' });
    expect(reused.status).toBe(422);
    expect(reused.body.errors.token).toBeDefined();
    const count = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'password_reset'));
    expect(count[0]!.n).toBe(1);
  });
});
