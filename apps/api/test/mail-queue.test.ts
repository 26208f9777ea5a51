import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { MESSAGES } from '@hris/contracts';
import { loadConfig } from '../src/config';
import { createMailTransport } from '../src/lib/mail-transport';
import { createInstanceOf, createTestApp, decodeMail, DEMO_PASSWORD, type TestApp } from './support/test-app';

// Mail as campuses have it (issue 38, item 6): every message goes through the queue of outgoing mail in the database,
// is tried at once, and is retried with backoff when the relay cannot take it yet. Real SMTP servers play the relay.

const MINUTE = 60_000;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

type Received = { to: string[]; raw: string };
type Relay = { url: string; received: Received[]; close: () => Promise<void> };

/** A real SMTP server on a free port of 127.0.0.1, keeping what it accepts. */
async function startRelay(options: Partial<SMTPServerOptions> = {}): Promise<Relay> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: options.key ? [] : ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeMail(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An SMTP reply the relay refuses with. */
const reply = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/** A certificate signed by itself for 127.0.0.1, as a relay set up without a public CA has. */
function selfSignedCertificate(dir: string) {
  const keyFile = path.join(dir, 'relay.key');
  const certFile = path.join(dir, 'relay.crt');
  // The relay is reached at 127.0.0.1: the certificate names that address, so only the trust in its signer is missing.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=relay.campus.test',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile), certFile };
}

type MailRow = {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
};
const rowsTo = async (t: TestApp, to: string) =>
  (await t.db.$client.query<MailRow>(`SELECT * FROM outgoing_mail WHERE to_address = $1 ORDER BY id`, [to])).rows;
const codeIn = (mail: Received) => mail.raw.match(/verification code is: (\d{6})/)![1]!;
const login = (t: TestApp, email: string) => t.http.post('/api/authenticate/login').send({ email, password: DEMO_PASSWORD });
const verify = (t: TestApp, start: { body: { user_id: number; challenge: string } }, code: string) =>
  t.http.post('/api/authenticate/verify').send({ code, id: start.body.user_id, challenge: start.body.challenge });
/** Signs in through both steps with the code the relay received. */
async function signInThrough(t: TestApp, relay: Relay, email: string): Promise<string> {
  const start = await login(t, email);
  const mail = relay.received.filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error(`no code for ${email} reached the relay`);
  return (await verify(t, start, codeIn(mail))).body.token as string;
}
/** Runs the retry job of `t` as its minute timer would. */
const retryDue = (t: TestApp) => t.app.deps.mailer.deliverDue();

describe('a relay offering STARTTLS with a self-signed certificate', () => {
  let dir: string;
  let certificate: ReturnType<typeof selfSignedCertificate>;
  let relay: Relay;
  let t: TestApp;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-relay-'));
    certificate = selfSignedCertificate(dir);
    relay = await startRelay({ key: certificate.key, cert: certificate.cert });
    t = await createTestApp({ now: '2027-03-01T09:00', smtpUrl: relay.url, mailFrom: 'University HRIS <hris@campus.test>' });
  });
  afterAll(async () => {
    await t.close();
    await relay.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers sign-in at once, saying the code is not sent yet; the message waits in the queue with the TLS error', async () => {
    const started = performance.now();
    const res = await login(t, 'staff@hris.test');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(res.body).toMatchObject({ two_factor: true, code_sent: false, message: MESSAGES.codeNotSentYet });
    expect(relay.received).toEqual([]);
    const [row] = await rowsTo(t, 'staff@hris.test');
    expect(row).toMatchObject({ status: 'queued', attempts: 1, subject: 'Your HRIS sign-in code' });
    expect(row!.last_error).toMatch(/self-signed certificate/);
    // While it waits, the code rests sealed under DATA_KEY, as the two-factor secrets do: a copy of the database shows no code.
    expect(row!.body_text).toMatch(/^v1:/);
    expect(row!.body_text).not.toMatch(/code/);
    // Retried a minute later (the first step of the backoff), by whichever instance's job comes first.
    expect(new Date(row!.next_attempt_at).getTime() - t.clock.now().getTime()).toBe(MINUTE);
  });

  it('delivers once SMTP_CA_FILE names the relay’s certificate: the waiting code arrives and signs in, and new codes go at once', async () => {
    const start = await login(t, 'hr@hris.test');
    expect(start.body.code_sent).toBe(false);
    // The operator sets SMTP_CA_FILE and the instance restarts: a new instance on the same database takes the queue over.
    const env = { DATA_DIR: t.config.dataDir, NODE_ENV: 'test', JWT_SECRET: t.config.jwtSecret, SMTP_URL: relay.url, SMTP_CA_FILE: certificate.certFile };
    const fixed = loadConfig(env);
    expect(fixed.smtpCa).toContain('BEGIN CERTIFICATE');
    const other = await createInstanceOf({ config: { ...t.config, smtpCa: fixed.smtpCa }, clock: t.clock });
    try {
      t.clock.advance!(MINUTE);
      await retryDue(other);
      const mail = relay.received.find((m) => m.to.includes('hr@hris.test'));
      expect(mail).toBeDefined();
      expect((await verify(t, start, codeIn(mail!))).status).toBe(200);
      const [row] = await rowsTo(t, 'hr@hris.test');
      // Sent: the code is no longer kept.
      expect(row).toMatchObject({ status: 'sent', attempts: 2, body_text: '', body_html: null, last_error: null });

      const direct = await login(other, 'head@hris.test');
      expect(direct.body).toMatchObject({ code_sent: true, message: 'A verification code was sent to your e-mail address.' });
      const headMail = relay.received.find((m) => m.to.includes('head@hris.test'));
      expect((await verify(other, direct, codeIn(headMail!))).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('refuses to start when SMTP_CA_FILE cannot be read or holds no certificate', () => {
    const env = { DATA_DIR: t.config.dataDir, NODE_ENV: 'test', JWT_SECRET: t.config.jwtSecret, SMTP_URL: relay.url };
    expect(() => loadConfig({ ...env, SMTP_CA_FILE: path.join(dir, 'missing.pem') })).toThrow(/SMTP_CA_FILE .*missing\.pem cannot be read/);
    const key = path.join(dir, 'relay.key');
    expect(() => loadConfig({ ...env, SMTP_CA_FILE: key })).toThrow(/SMTP_CA_FILE .* holds no PEM certificate/);
  });

  it('delivers with SMTP_TLS_REJECT_UNAUTHORIZED=false, the documented last resort', async () => {
    const env = { DATA_DIR: t.config.dataDir, NODE_ENV: 'test', JWT_SECRET: t.config.jwtSecret, SMTP_URL: relay.url, SMTP_TLS_REJECT_UNAUTHORIZED: 'false' };
    const lax = loadConfig(env);
    expect(lax.smtpTlsRejectUnauthorized).toBe(false);
    const other = await createInstanceOf({ config: { ...t.config, smtpTlsRejectUnauthorized: false }, clock: t.clock });
    try {
      const res = await login(other, 'applicant@hris.test');
      expect(res.body.code_sent).toBe(true);
      expect(relay.received.some((m) => m.to.includes('applicant@hris.test'))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('marks every message Auto-Submitted: auto-generated (RFC 3834), from MAIL_FROM', () => {
    expect(relay.received.length).toBeGreaterThan(0);
    for (const mail of relay.received) {
      expect(mail.raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
      expect(mail.raw).toMatch(/^From: University HRIS <hris@campus\.test>\r?$/m);
    }
  });
});

describe('a relay that refuses for a while (421), then accepts', () => {
  let refusing = true;
  let relay: Relay;
  let t: TestApp;
  beforeAll(async () => {
    relay = await startRelay({ onConnect: (_session, callback) => callback(refusing ? reply(421, 'Too busy, try again later') : undefined) });
    t = await createTestApp({ now: '2027-03-01T09:00', smtpUrl: relay.url });
  });
  afterAll(async () => {
    await t.close();
    await relay.close();
  });

  it('retries after 1, then 2 minutes, and the code that arrives signs in', async () => {
    const start = await login(t, 'staff@hris.test');
    expect(start.status).toBe(200);
    expect(start.body.code_sent).toBe(false);
    expect((await rowsTo(t, 'staff@hris.test'))[0]).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringMatching(/421/) });

    t.clock.advance!(30_000);
    await retryDue(t);
    expect((await rowsTo(t, 'staff@hris.test'))[0]!.attempts).toBe(1); // not due yet

    t.clock.advance!(30_000);
    await retryDue(t);
    const second = (await rowsTo(t, 'staff@hris.test'))[0]!;
    expect(second).toMatchObject({ status: 'queued', attempts: 2 });
    expect(new Date(second.next_attempt_at).getTime() - t.clock.now().getTime()).toBe(2 * MINUTE);

    refusing = false;
    t.clock.advance!(MINUTE);
    await retryDue(t);
    expect(relay.received).toEqual([]); // still a minute to wait
    t.clock.advance!(MINUTE);
    await retryDue(t);
    expect(relay.received.map((m) => m.to)).toEqual([['staff@hris.test']]);
    expect((await verify(t, start, codeIn(relay.received[0]!))).status).toBe(200);
    expect((await rowsTo(t, 'staff@hris.test'))[0]).toMatchObject({ status: 'sent', attempts: 3, body_text: '' });

    // Sent messages are gone from the table a day later.
    t.clock.advance!(25 * 60 * MINUTE);
    await retryDue(t);
    expect(await rowsTo(t, 'staff@hris.test')).toEqual([]);
  });

  it('lets every instance run the job: each waiting message is delivered once', async () => {
    refusing = true;
    for (let i = 0; i < 6; i++) expect((await login(t, 'head@hris.test')).body.code_sent).toBe(false);
    refusing = false;
    const other = await createInstanceOf(t);
    try {
      t.clock.advance!(MINUTE);
      await Promise.all([retryDue(t), retryDue(other), retryDue(t), retryDue(other)]);
    } finally {
      await other.close();
    }
    expect(relay.received.filter((m) => m.to.includes('head@hris.test'))).toHaveLength(6);
    expect((await rowsTo(t, 'head@hris.test')).map((r) => r.status)).toEqual(Array(6).fill('sent'));
  });

  it('gives up on a message still refused after 24 hours: it becomes failed', async () => {
    refusing = true;
    expect((await login(t, 'hr@hris.test')).body.code_sent).toBe(false);
    t.clock.advance!(24 * 60 * MINUTE + MINUTE);
    await retryDue(t);
    expect((await rowsTo(t, 'hr@hris.test'))[0]).toMatchObject({ status: 'failed', attempts: 2, last_error: expect.stringMatching(/421/) });
    refusing = false;
  });
});

describe('a relay that refuses the server’s login (535)', () => {
  let relay: Relay;
  let t: TestApp;
  beforeAll(async () => {
    relay = await startRelay({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) =>
        auth.password === 'right-password' ? callback(null, { user: auth.username }) : callback(reply(535, '5.7.8 Authentication credentials invalid')),
    });
    t = await createTestApp({ now: '2027-03-01T09:00', smtpUrl: relay.url.replace('smtp://', 'smtp://hris:wrong-password@') });
  });
  afterAll(async () => {
    await t.close();
    await relay.close();
  });

  it('keeps the message queued: the password in SMTP_URL is the server’s to fix, and the messages go once it is', async () => {
    expect((await login(t, 'staff@hris.test')).body.code_sent).toBe(false);
    expect((await rowsTo(t, 'staff@hris.test'))[0]).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringMatching(/535/) });
    const fixed = await createInstanceOf({ config: { ...t.config, smtpUrl: relay.url.replace('smtp://', 'smtp://hris:right-password@') }, clock: t.clock });
    try {
      t.clock.advance!(MINUTE);
      await retryDue(fixed);
    } finally {
      await fixed.close();
    }
    expect(relay.received.map((m) => m.to)).toEqual([['staff@hris.test']]);
    expect((await rowsTo(t, 'staff@hris.test'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('a relay that takes the connection and never answers', () => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket));
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    // The transport's wait (5 s in production) made short, so the test need not sit through it.
    t = await createTestApp({
      smtpUrl,
      mailTransport: createMailTransport({ smtpUrl, dataDir: '/nonexistent', mailFrom: 'HRIS <hris@campus.test>' }, { timeoutMs: 500 }),
    });
  });
  afterAll(async () => {
    await t.close();
    sockets.forEach((s) => s.destroy());
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('answers sign-in after the short wait, not the relay’s silence; the message stays queued with the timeout', async () => {
    const started = performance.now();
    const res = await login(t, 'staff@hris.test');
    expect(res.status).toBe(200);
    expect(res.body.code_sent).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
    const deadline = Date.now() + 5000;
    let row = (await rowsTo(t, 'staff@hris.test'))[0]!;
    while (!row.last_error && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      row = (await rowsTo(t, 'staff@hris.test'))[0]!;
    }
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringMatching(/Greeting never received/) });
  });
});

describe('a recipient the relay refuses for good (550), and the page of undelivered mail', () => {
  const unknown = new Set(['applicant@hris.test']);
  let relay: Relay;
  let t: TestApp;
  let admin: string;
  let hr: string;
  beforeAll(async () => {
    relay = await startRelay({
      onRcptTo: (address, _session, callback) => callback(unknown.has(address.address) ? reply(550, '5.1.1 User unknown') : undefined),
    });
    t = await createTestApp({ now: '2027-03-01T09:00', smtpUrl: relay.url });
    admin = await signInThrough(t, relay, 'admin@hris.test');
    hr = await signInThrough(t, relay, 'hr@hris.test');
  });
  afterAll(async () => {
    await t.close();
    await relay.close();
  });

  const list = (token: string) => t.http.get('/api/system/undelivered-mail').set(as(token));

  it('fails the message at once, lists it to administrators without its body, and retries or discards it for them only', async () => {
    const start = await login(t, 'applicant@hris.test');
    expect(start.status).toBe(200);
    expect(start.body.code_sent).toBe(false);
    t.clock.advance!(31_000);
    const resend = await t.http.post('/api/authenticate/resend/2fa').send({ id: start.body.user_id, challenge: start.body.challenge });
    expect(resend.status).toBe(200);
    expect(resend.body).toMatchObject({ code_sent: false, message: MESSAGES.codeNotSentYet });
    const rows = await rowsTo(t, 'applicant@hris.test');
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ]);
    expect(rows[0]!.last_error).toMatch(/550/);

    expect((await list(hr)).status).toBe(403);
    const page = await list(admin);
    expect(page.status).toBe(200);
    expect(page.body.messages).toEqual([
      expect.objectContaining({ id: rows[1]!.id, to: 'applicant@hris.test', subject: 'Your HRIS sign-in code', status: 'failed', attempts: 1 }),
      expect.objectContaining({ id: rows[0]!.id, to: 'applicant@hris.test', status: 'failed', last_error: expect.stringMatching(/550 5\.1\.1 User unknown/) }),
    ]);
    expect(page.body.meta.total).toBe(2);
    // The body holds the code: the page never carries it.
    expect(JSON.stringify(page.body)).not.toMatch(/verification code/i);

    const [first, second] = rows as [MailRow, MailRow];
    expect((await t.http.post(`/api/system/undelivered-mail/${first.id}/retry`).set(as(hr))).status).toBe(403);
    expect((await t.http.delete(`/api/system/undelivered-mail/${first.id}`).set(as(hr))).status).toBe(403);

    const stillRefused = await t.http.post(`/api/system/undelivered-mail/${first.id}/retry`).set(as(admin));
    expect(stillRefused.status).toBe(200);
    expect(stillRefused.body).toMatchObject({ sent: false, message: expect.stringMatching(/could not be sent.*550/s) });
    expect((await rowsTo(t, 'applicant@hris.test'))[0]).toMatchObject({ status: 'failed', attempts: 2 });

    unknown.clear(); // the mailbox was made
    const retried = await t.http.post(`/api/system/undelivered-mail/${first.id}/retry`).set(as(admin));
    expect(retried.body).toMatchObject({ sent: true, message: 'The message was sent.' });
    expect(relay.received.filter((m) => m.to.includes('applicant@hris.test'))).toHaveLength(1);

    const discarded = await t.http.delete(`/api/system/undelivered-mail/${second.id}`).set(as(admin));
    expect(discarded.status).toBe(200);
    expect((await list(admin)).body.messages).toEqual([]);
    expect(await rowsTo(t, 'applicant@hris.test')).toEqual([expect.objectContaining({ id: first.id, status: 'sent' })]);
    // Neither a sent nor a discarded message can be retried or discarded again.
    expect((await t.http.post(`/api/system/undelivered-mail/${first.id}/retry`).set(as(admin))).status).toBe(404);
    expect((await t.http.delete(`/api/system/undelivered-mail/${second.id}`).set(as(admin))).status).toBe(404);

    const audit = await t.db.$client.query<{ action: string; entity_id: string; before: { to: string; status: string } }>(
      `SELECT action, entity_id, before FROM audit_log WHERE entity = 'outgoing_mail' ORDER BY id`,
    );
    expect(audit.rows.map((r) => [r.action, Number(r.entity_id), r.before.to, r.before.status])).toEqual([
      ['mail_retried', first.id, 'applicant@hris.test', 'failed'],
      ['mail_retried', first.id, 'applicant@hris.test', 'failed'],
      ['mail_discarded', second.id, 'applicant@hris.test', 'failed'],
    ]);
  });
});
