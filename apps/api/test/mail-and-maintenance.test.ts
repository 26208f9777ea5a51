import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { Deps } from '../src/lib/deps';
import { isMaintenanceOn } from '../src/modules/system';
import { createTestApp, decodeMail, signIn, DEMO_PASSWORD, type TestApp } from './support/test-app';

describe('mail through a real SMTP server when SMTP_URL is set', () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeMail(Buffer.concat(chunks).toString('utf8')) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    t = await createTestApp({ smtpUrl });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the 2FA code by SMTP, and the code signs the user in', async () => {
    const login = await t.http.post('/api/authenticate/login').send({ email: 'staff@hris.test', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['staff@hris.test']);
    expect(mail.raw).toMatch(/Subject: Your HRIS sign-in code/);
    const code = mail.raw.match(/verification code is: (\d{6})/)![1];
    const verify = await t.http.post('/api/authenticate/verify').send({ code, id: login.body.user_id, challenge: login.body.challenge });
    expect(verify.status).toBe(200);
    expect(t.outbox('staff@hris.test')).toEqual([]);
  });
});

describe('maintenance mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 503 to every other call while on, lets administrators in, and recovers when off', async () => {
    const admin = await signIn(t, 'admin@hris.test');
    const staff = await signIn(t, 'staff@hris.test');
    expect((await t.http.get('/api/users/maintainance')).status).toBe(200);
    expect((await t.http.put('/api/system/maintenance').set('authorization', `Bearer ${staff}`).send({ enabled: true })).status).toBe(403);
    expect((await t.http.put('/api/system/maintenance').set('authorization', `Bearer ${admin}`).send({ enabled: true })).status).toBe(200);

    const probe = await t.http.get('/api/users/maintainance');
    expect(probe.status).toBe(503);
    expect(probe.body.error).toMatch(/maintenance/);
    expect((await t.http.get('/api/users/me').set('authorization', `Bearer ${staff}`)).status).toBe(503);
    expect((await t.http.get('/api/notifications')).status).toBe(503);
    // Sign-in still answers, but only administrators get through.
    const staffLogin = await t.http.post('/api/authenticate/login').send({ email: 'staff@hris.test', password: DEMO_PASSWORD });
    expect(staffLogin.status).toBe(503);
    expect((await t.http.post('/api/authenticate/login').send({ email: 'admin@hris.test', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await t.http.get('/api/users/me').set('authorization', `Bearer ${admin}`)).status).toBe(200);

    expect((await t.http.put('/api/system/maintenance').set('authorization', `Bearer ${admin}`).send({ enabled: false })).status).toBe(200);
    expect((await t.http.get('/api/users/me').set('authorization', `Bearer ${staff}`)).status).toBe(200);
    expect((await t.http.get('/api/users/maintainance')).status).toBe(200);
  });

  it('follows a switch made by another instance within about a second, reading it once however many ask', async () => {
    const admin = await signIn(t, 'admin@hris.test');
    // Another instance switches it on (straight in the database): this one reads it again once its copy is a second old.
    await t.db.$client.query(`INSERT INTO system_settings (key, value) VALUES ('maintenance', 'true') ON CONFLICT (key) DO UPDATE SET value = 'true'`);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 5000) {
      status = (await t.http.get('/api/users/maintainance')).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2500);
    // Many calls at the moment the kept answer is old: all answered from it while one reading refreshes it.
    await new Promise((r) => setTimeout(r, 1100));
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.http.get('/api/users/maintainance')));
    expect(answers.every((a) => a.status === 503)).toBe(true);
    expect((await t.http.put('/api/system/maintenance').set('authorization', `Bearer ${admin}`).send({ enabled: false })).status).toBe(200);
    expect((await t.http.get('/api/users/maintainance')).status).toBe(200);
  });

  it('reads the switch once for many calls at the same moment', async () => {
    let reads = 0;
    const counted = { db: { select: (...args: Parameters<TestApp['db']['select']>) => (reads++, t.db.select(...args)) } } as unknown as Pick<Deps, 'db'>;
    expect(await Promise.all(Array.from({ length: 50 }, () => isMaintenanceOn(counted)))).toEqual(Array(50).fill(false));
    expect(reads).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await Promise.all(Array.from({ length: 50 }, () => isMaintenanceOn(counted)))).toEqual(Array(50).fill(false));
    expect(reads).toBe(2);
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.http.get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/authenticate/login', '/api/users/me', '/api/notifications']));
    expect(res.body.paths['/api/authenticate/login'].post.requestBody).toBeDefined();
  });
});
