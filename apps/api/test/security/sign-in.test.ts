import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { users } from '@hris/db';
import { MESSAGES } from '@hris/contracts';
import { loadConfig } from '../../src/config';
import { openSecret } from '../../src/lib/secret-box';
import { createInstanceOf, createTestApp, DEMO_PASSWORD, signIn, startSignIn, type TestApp } from '../support/test-app';
import { makeEmployee } from '../support/records';

// Sign-in as the security review attacked it (issue 15, items 1, 5, 6, 12, 13 and the sign-in parts of 15).

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const EXPIRED = 'This sign-in has expired. Sign in again with your password.';

let t: TestApp;
beforeAll(async () => {
  // Trusted loopback proxy: each test claims its own client address, so the per-address slow-down of one
  // test does not spill into the next.
  t = await createTestApp({ trustProxy: ['loopback'] });
  // Accounts of their own for the tests that fail passwords on purpose: the slow-down they earn lasts 15 minutes.
  for (const [i, email] of ['slow.owner@hris.test', 'timing1@hris.test', 'timing2@hris.test', 'timing3@hris.test', ...CAMPUS, ...STUFFED].entries()) {
    await makeEmployee(t, { first: 'Test', last: `Person ${i}`, email });
  }
});
afterAll(async () => t.close());

/** People behind one campus address (NAT), signing in with their right passwords; and accounts a list of leaked passwords hits. */
const CAMPUS = Array.from({ length: 18 }, (_, i) => `campus${i}@hris.test`);
const STUFFED = ['stuffed.a@hris.test', 'stuffed.b@hris.test'];

let addressCounter = 0;
/** A client address of its own for one test. */
const newAddress = () => `198.51.100.${++addressCounter}`;
const login = (email: string, password: string, ip = newAddress()) =>
  t.http.post('/api/authenticate/login').set('x-forwarded-for', ip).send({ email, password });
const verify = (body: Record<string, unknown>, ip = newAddress()) => t.http.post('/api/authenticate/verify').set('x-forwarded-for', ip).send(body);
const userIdOf = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const query = async (text: string, params: unknown[] = []) => (await t.db.$client.query(text, params)).rows;
const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('item 1: the code step needs the password step’s challenge', () => {
  it('answers a random challenge beside user_id, stored only as its hash, bound to the user for 5 minutes', async () => {
    const res = await login('staff@hris.test', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ two_factor: true, user_id: await userIdOf('staff@hris.test'), challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const rows = await query(
      `SELECT user_id, token_hash, attempts, codes_sent, extract(epoch FROM expires_at - now()) AS left FROM sign_in_challenges WHERE token_hash = $1`,
      [sha256(res.body.challenge)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: res.body.user_id, attempts: 0, codes_sent: 1 });
    expect(Number(rows[0].left)).toBeGreaterThan(290);
    expect(Number(rows[0].left)).toBeLessThanOrEqual(300);
    expect(JSON.stringify(await query(`SELECT * FROM sign_in_challenges`))).not.toContain(res.body.challenge);
  });

  it('refuses a verify without a challenge, even with the right code: no token without the password', async () => {
    const start = await startSignIn(t, 'hr@hris.test');
    const res = await verify({ code: start.code, id: start.userId });
    expect(res.status).toBe(422);
    expect(res.body.token).toBeUndefined();
    expect(res.body.errors.code).toEqual([EXPIRED]);
    const unknown = await verify({ code: start.code, id: start.userId, challenge: 'A'.repeat(43) });
    expect([unknown.status, unknown.body.errors?.code]).toEqual([422, [EXPIRED]]);
    // The challenge is still alive for its owner.
    expect((await verify({ code: start.code, id: start.userId, challenge: start.challenge })).status).toBe(200);
  });

  it('accepts only the code sent for that challenge, for that user', async () => {
    const a = await startSignIn(t, 'head@hris.test');
    const b = await startSignIn(t, 'head@hris.test');
    expect(a.code).not.toBe(b.code);
    expect((await verify({ code: a.code, id: b.userId, challenge: b.challenge })).status).toBe(422);
    // The user's TOTP code of another time step is not the code sent.
    const [user] = await t.db.select().from(users).where(eq(users.email, 'head@hris.test'));
    const secret = openSecret(t.config.dataKey, user!.twoFactorSecret);
    for (const offset of [0, 120, 300]) {
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });
      if (code !== b.code) expect((await verify({ code, id: b.userId, challenge: b.challenge })).status).toBe(422);
    }
    // Bound to its user: another id with this challenge is refused.
    expect((await verify({ code: b.code, id: await userIdOf('staff@hris.test'), challenge: b.challenge })).body.errors.code).toEqual([EXPIRED]);
    const ok = await verify({ code: b.code, id: b.userId, challenge: b.challenge });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
  });

  it('is used once: the same challenge and code again are refused', async () => {
    const s = await startSignIn(t, 'admin@hris.test');
    expect((await verify({ code: s.code, id: s.userId, challenge: s.challenge })).status).toBe(200);
    const again = await verify({ code: s.code, id: s.userId, challenge: s.challenge });
    expect([again.status, again.body.errors.code]).toEqual([422, [EXPIRED]]);
  });

  it('dies after 5 minutes', async () => {
    const s = await startSignIn(t, 'staff@hris.test');
    await query(`UPDATE sign_in_challenges SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(s.challenge)]);
    const res = await verify({ code: s.code, id: s.userId, challenge: s.challenge });
    expect([res.status, res.body.errors.code]).toEqual([422, [EXPIRED]]);
  });

  it('counts attempts atomically: of 40 wrong codes at once 5 are checked, then even the right code is refused', async () => {
    const s = await startSignIn(t, 'hr@hris.test');
    const wrong = s.code === '000000' ? '000001' : '000000';
    const answers = await Promise.all(Array.from({ length: 40 }, () => verify({ code: wrong, id: s.userId, challenge: s.challenge })));
    expect(answers.every((a) => a.status === 422)).toBe(true);
    expect(answers.filter((a) => a.body.errors.code[0] === MESSAGES.invalidCode)).toHaveLength(5);
    const [row] = await query(`SELECT attempts FROM sign_in_challenges WHERE token_hash = $1`, [sha256(s.challenge)]);
    expect(row.attempts).toBe(5);
    const right = await verify({ code: s.code, id: s.userId, challenge: s.challenge });
    expect([right.status, right.body.errors.code]).toEqual([422, [EXPIRED]]);
  });
});

describe('item 5: nobody can lock another person out', () => {
  it('wrong codes kill only the guessed challenge: the owner still signs in', async () => {
    const staffId = await userIdOf('staff@hris.test');
    const attacker = await startSignIn(t, 'staff@hris.test');
    for (let i = 0; i < 12; i++) await verify({ code: String(100000 + i), id: staffId, challenge: attacker.challenge });
    for (let i = 0; i < 12; i++) await verify({ code: String(200000 + i), id: staffId });
    expect(await signIn(t, 'staff@hris.test')).toEqual(expect.any(String));
  });

  it('password failures slow every answer down (the right one too), never lock the owner out', async () => {
    const statuses: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      // Each from its own address: this is the per-account slow-down.
      const [res, ms] = await timed(() => login('slow.owner@hris.test', `wrong password ${i}`));
      statuses.push(res.status);
      times.push(ms);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(times.slice(0, 3).every((ms) => ms < 900)).toBe(true);
    expect(times[3]).toBeGreaterThanOrEqual(950); // 1 s after the 4th failure
    expect(times[4]).toBeGreaterThanOrEqual(1950); // then 2 s
    const [right, ms] = await timed(() => login('slow.owner@hris.test', DEMO_PASSWORD));
    expect(right.status).toBe(200);
    expect(right.body.challenge).toEqual(expect.any(String));
    expect(ms).toBeGreaterThanOrEqual(3900); // 4 s, like a wrong one
  }, 60_000);

  // Issue 37, item 9: thousands share a campus's address; one person's guessing must not slow the others.
  it('one account guessed from an address does not slow the others signing in from it, alone or 16 at once', async () => {
    const campus = newAddress();
    // A burst of 12 wrong passwords for one account from the campus, as the audit trail keeps them (sent for real
    // they would take the account's own slow-down, 30 s and more, before the test could go on).
    await query(
      `INSERT INTO audit_log (action, entity, after, ip) SELECT 'sign_in_failed', 'user', jsonb_build_object('email', 'guessed@hris.test'), $1
         FROM generate_series(1, 12)`,
      [campus],
    );
    // Beside a sign-in from an address nobody guessed from, in the same run (the 2-core machine may be busy): the
    // slow-down's least step is 1 s, so a sign-in it touched takes at least that much longer.
    const [fresh, freshMs] = await timed(() => login(CAMPUS[17]!, DEMO_PASSWORD, newAddress()));
    expect(fresh.status).toBe(200);
    const [one, ms] = await timed(() => login(CAMPUS[16]!, DEMO_PASSWORD, campus));
    expect(one.status).toBe(200);
    expect(ms).toBeLessThan(freshMs + 700);
    const together = await Promise.all(CAMPUS.slice(0, 16).map((email) => timed(() => login(email, DEMO_PASSWORD, campus))));
    expect(together.map(([res]) => res.status)).toEqual(Array(16).fill(200));
    // No slow-down: the last waits only for the sign-ins before it (their hashes take turns, one core), so all 16 end
    // within what 16 sign-ins like the one alone take one after another; the slow-down of before made the later ones
    // wait 4, 8, 16, then 30 s.
    expect(Math.max(...together.map(([, ms]) => ms))).toBeLessThan(Math.max(3000, 16 * ms + 1000));
    // (The guessed account itself stays slowed, from any address: 'password failures slow every answer down' above.)
  }, 60_000);

  it('an address failing on 5 accounts in 15 minutes (stuffing) gets slow wrong answers; a right one is not slowed', async () => {
    const ip = newAddress();
    const fast: number[] = [];
    for (let i = 0; i < 5; i++) fast.push((await timed(() => login(`leaked${i}@hris.test`, 'password from a list', ip)))[1]);
    expect(fast.every((ms) => ms < 900)).toBe(true);
    const [sixth, sixthMs] = await timed(() => login('leaked5@hris.test', 'password from a list', ip));
    expect(sixth.status).toBe(401);
    expect(sixthMs).toBeGreaterThanOrEqual(950); // 1 s once 5 accounts failed
    const [seventh, seventhMs] = await timed(() => login(STUFFED[0]!, 'password from a list', ip));
    expect(seventh.status).toBe(401);
    expect(seventhMs).toBeGreaterThanOrEqual(1950); // then 2 s
    // The right password of an account that has not failed answers at once, even from there.
    const [right, rightMs] = await timed(() => login(STUFFED[1]!, DEMO_PASSWORD, ip));
    expect(right.status).toBe(200);
    expect(rightMs).toBeLessThan(300);
    // The count is the audit trail's, shared by every instance: another instance of the app slows the next wrong one too.
    const other = await createInstanceOf(t);
    try {
      const [eighth, eighthMs] = await timed(() =>
        other.http.post('/api/authenticate/login').set('x-forwarded-for', ip).send({ email: 'leaked7@hris.test', password: 'password from a list' }),
      );
      expect(eighth.status).toBe(401);
      expect(eighthMs).toBeGreaterThanOrEqual(3900); // 4 s once 7 accounts failed
    } finally {
      await other.close();
    }
    // Failures of one account, however many, do not make an address a stuffer's.
    const owner = newAddress();
    for (let i = 0; i < 4; i++) await login('typist@hris.test', `typo ${i}`, owner);
    const [typoAgain, typoMs] = await timed(() => login('typist2@hris.test', 'first typo', owner));
    expect(typoAgain.status).toBe(401);
    expect(typoMs).toBeLessThan(900);
  }, 60_000);
});

describe('item 6: answers do not tell which accounts exist', () => {
  it('an unknown e-mail costs a password hash like a real one, and gets the same slow-down', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const email = ['timing1@hris.test', 'timing2@hris.test', 'timing3@hris.test', 'timing1@hris.test', 'timing2@hris.test'][i]!;
      known.push((await timed(() => login(email, `not the password ${i}`)))[1]);
      unknown.push((await timed(() => login(`ghost${i}@hris.test`, `not the password ${i}`)))[1]);
    }
    // Without the hash an unknown e-mail answers in a few ms against the hash's ~100 ms; a quarter leaves room for a
    // loaded machine (in CI under load the medians were 134 ms and 272 ms) while still catching a skipped hash.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.25);

    for (let i = 0; i < 4; i++) await login('ghost-slow@hris.test', 'wrong password');
    const [res, ms] = await timed(() => login('ghost-slow@hris.test', 'wrong password'));
    expect(res.status).toBe(401);
    expect(ms).toBeGreaterThanOrEqual(1950);
  }, 60_000);

  it('registration with a taken address answers like a new one and e-mails the owner instead', async () => {
    const body = (email: string) => ({
      email,
      password: 'Long enough 2026',
      password_confirmation: 'Long enough 2026',
      first_name: 'Lito',
      last_name: 'Ramos',
    });
    const fresh = await t.http.post('/api/applicants/register').send(body('lito.ramos@example.com'));
    const taken = await t.http.post('/api/applicants/register').send(body('Staff@hris.test'));
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(200);
    expect(taken.body.message.replace('staff@hris.test', 'X')).toBe(fresh.body.message.replace('lito.ramos@example.com', 'X'));
    expect(t.outbox('staff@hris.test').at(-1)).toMatch(/already has an account/);
    // Nothing changed on the owner's account: the old password still signs in.
    expect(await signIn(t, 'staff@hris.test')).toEqual(expect.any(String));
  });

  describe('forgot password, with a slow mail server', () => {
    // The mail server takes 3 s to accept a message; an answer well under that did not wait for it. The margin
    // is wide because the two answers are timed on a shared 2-core machine (a first call also compiles its route).
    const SMTP_DELAY_MS = 3000;
    const WELL_UNDER_MS = 1500;
    let server: SMTPServer;
    let slow: TestApp;
    const received: string[] = [];
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          stream.on('data', () => undefined);
          stream.on('end', () => {
            received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
            setTimeout(callback, SMTP_DELAY_MS);
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const smtpUrl = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
      slow = await createTestApp({ smtpUrl });
    });
    afterAll(async () => {
      await slow.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('answers a known address as fast as an unknown one; the link still arrives', async () => {
      const [knownRes, knownMs] = await timed(() => slow.http.post('/api/password/forgot').send({ email: 'hr@hris.test' }));
      const [unknownRes, unknownMs] = await timed(() => slow.http.post('/api/password/forgot').send({ email: 'ghost@hris.test' }));
      expect(knownRes.body.message).toBe(unknownRes.body.message);
      expect(knownMs).toBeLessThan(WELL_UNDER_MS);
      expect(unknownMs).toBeLessThan(WELL_UNDER_MS);
      const deadline = Date.now() + 5000;
      while (!received.includes('hr@hris.test') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(received).toContain('hr@hris.test');
    });
  });
});

describe('item 12: resending codes is limited per challenge', () => {
  const shiftSent = (challenge: string, seconds: number) =>
    query(`UPDATE sign_in_challenges SET expires_at = expires_at - make_interval(secs => $2) WHERE token_hash = $1`, [sha256(challenge), seconds]);
  const resend = (body: Record<string, unknown>) => t.http.post('/api/authenticate/resend/2fa').send(body);

  it('waits 30 seconds between codes, sends at most 5 per challenge, and the newest code works', async () => {
    const s = await startSignIn(t, 'applicant@hris.test');
    const before = t.outbox('applicant@hris.test').length;
    const tooSoon = await resend({ id: s.userId, challenge: s.challenge });
    expect(tooSoon.status).toBe(429);
    expect(t.outbox('applicant@hris.test').length).toBe(before);
    for (let i = 0; i < 4; i++) {
      await shiftSent(s.challenge, 31);
      expect((await resend({ id: s.userId, challenge: s.challenge })).status).toBe(200);
    }
    expect(t.outbox('applicant@hris.test').length).toBe(before + 4);
    await shiftSent(s.challenge, 31);
    const sixth = await resend({ id: s.userId, challenge: s.challenge });
    expect(sixth.status).toBe(429);
    expect(t.outbox('applicant@hris.test').length).toBe(before + 4);
    // The last code's time back where it was (the shift above moved it 31 s, which can cross a 30-second step).
    await shiftSent(s.challenge, -31);
    expect((await verify({ code: t.lastCode('applicant@hris.test'), id: s.userId, challenge: s.challenge })).status).toBe(200);
  });

  it('sends nothing without a live challenge', async () => {
    const id = await userIdOf('applicant@hris.test');
    const before = t.outbox('applicant@hris.test').length;
    for (let i = 0; i < 5; i++) expect((await resend({ id })).status).toBe(422);
    expect(t.outbox('applicant@hris.test').length).toBe(before);
  });
});

describe('item 13: codes stay out of logs and files are private', () => {
  it('production refuses to start without SMTP_URL', () => {
    const env = {
      DATA_DIR: '/tmp/hris-sign-in-test',
      JWT_SECRET: 'x'.repeat(40),
      DATA_KEY: 'y'.repeat(40),
      DATABASE_URL: 'postgres://h@db/h',
      NODE_ENV: 'production',
    };
    expect(() => loadConfig(env)).toThrow(/SMTP_URL/);
    expect(loadConfig({ ...env, SMTP_URL: 'smtp://mail.example.edu.ph:587' }).smtpUrl).toBe('smtp://mail.example.edu.ph:587');
  });

  it('never logs a code; the outbox is readable by the server’s user only', async () => {
    const lines: string[] = [];
    const log = t.app.deps.log;
    const original = { ...log };
    log.info = (m) => lines.push(String(m));
    log.warn = (m) => lines.push(String(m));
    try {
      await startSignIn(t, 'head@hris.test');
    } finally {
      Object.assign(log, original);
    }
    const code = t.lastCode('head@hris.test');
    expect(lines.join('\n')).not.toContain(code);
    const outbox = path.join(t.config.dataDir, 'outbox');
    expect(fs.statSync(outbox).mode & 0o777).toBe(0o700);
    for (const file of fs.readdirSync(outbox)) expect(fs.statSync(path.join(outbox, file)).mode & 0o777).toBe(0o600);
  });
});

describe('item 15: passwords', () => {
  const resetLink = async (email: string) => {
    await t.http.post('/api/password/forgot').send({ email });
    const deadline = Date.now() + 5000;
    let token: string | undefined;
    while (!token && Date.now() < deadline) {
      token = /verify_token\?token=([A-Za-z0-9_-]+)/.exec(t.outbox(email).at(-1) ?? '')?.[1];
      if (!token) await new Promise((r) => setTimeout(r, 50));
    }
    return token!;
  };

  it('need 12 characters and must not be on the list of leaked passwords, wherever they are set', async () => {
    const token = await resetLink('applicant@hris.test');
    const short = await t.http.post('/api/password/reset').send({ token, password: 'Short#20261', password_confirmation: 'Short#20261' });
    expect([short.status, short.body.errors?.password]).toEqual([422, ['The password must be at least 12 characters.']]);
    for (const leaked of ['qwerty123456', 'QWERTY123456', '1qaz2wsx3edc']) {
      const res = await t.http.post('/api/password/reset').send({ token, password: leaked, password_confirmation: leaked });
      expect([res.status, res.body.errors?.password]).toEqual([422, [MESSAGES.breachedPassword]]);
    }
    const register = await t.http
      .post('/api/applicants/register')
      .send({ email: 'leaked@example.com', password: 'qwerty123456', password_confirmation: 'qwerty123456', first_name: 'Leak', last_name: 'Ed' });
    expect([register.status, register.body.errors?.password]).toEqual([422, [MESSAGES.breachedPassword]]);
    const session = await signIn(t, 'applicant@hris.test');
    const change = await t.http
      .post('/api/users/me/update_password')
      .set(as(session))
      .send({ current_password: DEMO_PASSWORD, password: 'qwerty123456', password_confirmation: 'qwerty123456' });
    expect([change.status, change.body.errors?.password]).toEqual([422, [MESSAGES.breachedPassword]]);
    // Any 12 characters will do, without rules on kinds of characters.
    const ok = await t.http.post('/api/password/reset').send({ token, password: 'correct horse battery', password_confirmation: 'correct horse battery' });
    expect(ok.status).toBe(200);
    expect(await signIn(t, 'applicant@hris.test', 'correct horse battery')).toEqual(expect.any(String));
  });

  // Issue 37, item 9: OWASP's Password Storage Cheat Sheet lists argon2id at 19 MiB, 2 iterations, first.
  it('are hashed with argon2id at 19 MiB and 2 iterations; production refuses less; scrypt hashes from before are rehashed at sign-in', async () => {
    // `$argon2id$v=19$m=19456,p=1,t=2$salt$hash`: the parameters in any order.
    const owaspArgon2id = (h: string) => {
      const [, scheme, version, params] = h.split('$');
      const named = Object.fromEntries(params!.split(',').map((kv) => kv.split('=')));
      return scheme === 'argon2id' && version === 'v=19' && named.m === '19456' && named.t === '2' && named.p === '1' && Object.keys(named).length === 3;
    };
    const base = { DATA_DIR: '/tmp/hris-sign-in-test', JWT_SECRET: 'x'.repeat(40), DATA_KEY: 'y'.repeat(40) };
    expect(loadConfig(base).passwordCost).toBe(19_456);
    const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://m:25', DATABASE_URL: 'postgres://h@db/h' };
    expect(() => loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '8192' })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
    const { hashPassword, verifyPassword } = await import('@hris/db');
    const hash = await hashPassword('correct horse battery');
    expect(owaspArgon2id(hash)).toBe(true);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    // The demo accounts (the seed) are hashed so too.
    const [staff] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'staff@hris.test'));
    expect(owaspArgon2id(staff!.hash!)).toBe(true);
    // A hash of a form the product does not make never verifies, whatever it holds.
    const argon2i = hash.replace('$argon2id$', '$argon2i$');
    for (const odd of ['', 'Demo#2026', `plain$${DEMO_PASSWORD}`, argon2i, '$2b$10$abcdefghijklmnopqrstuuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ01'])
      expect(await verifyPassword(DEMO_PASSWORD, odd), odd).toBe(false);

    // A scrypt hash from before (OWASP's N=2^17, as the product made them) still signs in, and the sign-in stores argon2id.
    const salt = randomBytes(16);
    const key = scryptSync(DEMO_PASSWORD, salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 20 });
    const old = `scrypt$131072$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword(DEMO_PASSWORD, old)).toBe(true);
    expect(await verifyPassword('not the password', old)).toBe(false);
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.email, 'hr@hris.test'));
    expect(await signIn(t, 'hr@hris.test')).toEqual(expect.any(String));
    const [hr] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'hr@hris.test'));
    expect(owaspArgon2id(hr!.hash!)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, hr!.hash)).toBe(true);
    // …and so is an argon2id hash made at a lower cost.
    const { default: argon2 } = await import('argon2');
    const weak = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 });
    await t.db.update(users).set({ passwordHash: weak }).where(eq(users.email, 'hr@hris.test'));
    expect(await signIn(t, 'hr@hris.test')).toEqual(expect.any(String));
    const [again] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'hr@hris.test'));
    expect(owaspArgon2id(again!.hash!)).toBe(true);
  });

  it('a changed password is told to the owner by e-mail', async () => {
    const session = await signIn(t, 'head@hris.test');
    const change = await t.http
      .post('/api/users/me/update_password')
      .set(as(session))
      .send({ current_password: DEMO_PASSWORD, password: 'Head office 2027', password_confirmation: 'Head office 2027' });
    expect(change.status).toBe(200);
    expect(t.outbox('head@hris.test').at(-1)).toMatch(/password was changed/);
    const token = await resetLink('head@hris.test');
    expect((await t.http.post('/api/password/reset').send({ token, password: 'Head office 2028', password_confirmation: 'Head office 2028' })).status).toBe(
      200,
    );
    expect(t.outbox('head@hris.test').at(-1)).toMatch(/password was changed/);
    // The demo password again for the tests that follow (set straight in the database, like the seed).
    const { hashPassword } = await import('@hris/db');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.email, 'head@hris.test'));
  });
});

describe('item 15: sessions', () => {
  const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

  it('end after 30 idle minutes', async () => {
    const token = await signIn(t, 'staff@hris.test');
    expect((await t.http.get('/api/users/me').set(as(token))).status).toBe(200);
    await query(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE id = $1`, [sessionIdOf(token)]);
    let status = 200;
    const started = Date.now();
    while (status === 200 && Date.now() - started < 1000) status = (await t.http.get('/api/users/me').set(as(token))).status;
    expect(status).toBe(401);
  });

  it('note their last use at most once a minute, not on every request', async () => {
    const token = await signIn(t, 'staff@hris.test');
    const sid = sessionIdOf(token);
    await query(`UPDATE sessions SET last_seen_at = now() - interval '5 minutes' WHERE id = $1`, [sid]);
    await new Promise((r) => setTimeout(r, 100)); // the change notice clears the cached session
    expect((await t.http.get('/api/users/me').set(as(token))).status).toBe(200);
    const seen = async () =>
      (await query(`SELECT extract(epoch FROM now() - last_seen_at) AS ago, last_seen_at::text AS at FROM sessions WHERE id = $1`, [sid]))[0];
    const first = await seen();
    expect(Number(first.ago)).toBeLessThan(5);
    for (let i = 0; i < 5; i++) expect((await t.http.get('/api/users/me').set(as(token))).status).toBe(200);
    expect((await seen()).at).toBe(first.at);
  });

  it('are listed to their owner, who can sign out the others', async () => {
    const here = await signIn(t, 'admin@hris.test');
    const there = await signIn(t, 'admin@hris.test');
    const list = await t.http.get('/api/users/me/sessions').set(as(here)).set('user-agent', 'Test browser');
    expect(list.status).toBe(200);
    const ids = list.body.sessions.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([sessionIdOf(here), sessionIdOf(there)]));
    expect(list.body.sessions.find((s: { id: string }) => s.id === sessionIdOf(here))).toMatchObject({
      current: true,
      last_seen_at: expect.any(String),
      created_at: expect.any(String),
    });
    expect(list.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    // Only one's own.
    const staff = await signIn(t, 'staff@hris.test');
    expect((await t.http.get('/api/users/me/sessions').set(as(staff))).body.sessions.map((s: { id: string }) => s.id)).not.toContain(sessionIdOf(here));
    expect((await t.http.delete(`/api/users/me/sessions/${sessionIdOf(there)}`).set(as(staff))).status).toBe(404);

    const out = await t.http.post('/api/users/me/sessions/sign-out-others').set(as(here));
    expect(out.status).toBe(200);
    expect((await t.http.get('/api/users/me').set(as(there))).status).toBe(401);
    expect((await t.http.get('/api/users/me').set(as(here))).status).toBe(200);
    expect((await t.http.get('/api/users/me').set(as(staff))).status).toBe(200);

    const third = await signIn(t, 'admin@hris.test');
    expect((await t.http.delete(`/api/users/me/sessions/${sessionIdOf(third)}`).set(as(here))).status).toBe(200);
    expect((await t.http.get('/api/users/me').set(as(third))).status).toBe(401);
  });

  it('keep link tokens out of the request log', async () => {
    const { requestLogSerializers } = await import('../../src/lib/request-log');
    const line = requestLogSerializers.req({ method: 'GET', url: '/verify_token?token=SECRET123&invite=1', headers: {}, ip: '127.0.0.1' } as never);
    expect(JSON.stringify(line)).not.toContain('SECRET123');
    expect(line.url).toBe('/verify_token?token=[redacted]&invite=1');
    for (const url of ['/api/files/x.pdf?exp=1&sig=SECRET123', '/verify_social_oauth?code=SECRET123&state=SECRET123', '/confirm-email?token=SECRET123']) {
      expect(JSON.stringify(requestLogSerializers.req({ method: 'GET', url, headers: {} } as never))).not.toContain('SECRET123');
    }
  });
});
