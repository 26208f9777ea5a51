import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_SESSION_MS } from '../src/modules/attendance/iclock.service';
import { createInstanceOf, createTestApp, signIn, type TestApp } from './support/test-app';
import { as, personnelIdOf } from './support/records';

// A ZKTeco terminal on push firmware (ADMS) sends its comm key (pushcommkey) on the hand-shake only: its
// uploads, polls and command replies carry the serial number and nothing else. Requests are sent here as the
// firmware sends them (its User-Agent, text/plain, tab-separated ATTLOG lines, Stamp=), through the
// university's reverse proxy (TRUST_PROXY), which gives each device's address in X-Forwarded-For.

const FIRMWARE = { 'user-agent': 'iClock Proxy/1.09' };
const GATE = '203.0.113.10'; // the device's address, as the proxy reports it
const ELSEWHERE = '198.51.100.7';
const KEY = 'gate-comm-key-2026';
/** One punch of PIN 1, at a minute of its own for each device (one person's punch at one instant is stored once). */
const attlog = (serial: string) => `1\t2025-11-05 07:${serial.slice(-2)}:12\t0\t1\t0\t0\t0\n`;

let t: TestApp;
let hr: string;
let juan: number;
let dist: string;
/** Every line the server logged (pino's JSON lines). */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

beforeAll(async () => {
  // A built client is served beside the API, as in production: an unknown device path must not get its page.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-web-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestApp({ now: '2025-11-05T08:00', trustProxy: ['loopback'], webDist: dist, logLevel: 'info', logStream });
  hr = await signIn(t, 'hr@hris.test');
  juan = await personnelIdOf(t, 'staff@hris.test');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function device(serial: string) {
  const made = await t.http
    .post('/api/attendance/devices')
    .set(as(hr))
    .send({ name: `Gate ${serial}`, serial_number: serial, campus_id: 1, secret: KEY });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  await t.http.post(`/api/attendance/devices/${made.body.device.id}/users`).set(as(hr)).send({ device_user_id: '1', personnel_id: juan }).expect(200);
  return made.body.device.id as number;
}

/** The device's requests, as its firmware makes them, from an address. */
const firmware = (http: TestApp['http'], serial: string, from: string) => ({
  handshake: () =>
    http
      .get('/iclock/cdata')
      .query({ SN: serial, options: 'all', pushver: '2.4.1', language: '69', pushcommkey: KEY })
      .set(FIRMWARE)
      .set('x-forwarded-for', from),
  upload: (body = attlog(serial)) =>
    http.post('/iclock/cdata').query({ SN: serial, table: 'ATTLOG', Stamp: '9999' }).set(FIRMWARE).set('x-forwarded-for', from).type('text/plain').send(body),
  poll: () => http.get('/iclock/getrequest').query({ SN: serial }).set(FIRMWARE).set('x-forwarded-for', from),
  reply: () =>
    http.post('/iclock/devicecmd').query({ SN: serial }).set(FIRMWARE).set('x-forwarded-for', from).type('text/plain').send('ID=1&Return=0&CMD=INFO'),
});

const punchesOf = async (deviceId: number) =>
  (await query(`SELECT personnel_id, logged_at, source FROM attendance_logs WHERE device_id = $1 ORDER BY logged_at`, [deviceId])).map((r) => [
    r.personnel_id,
    r.logged_at as string,
    r.source,
  ]);
const listed = async (deviceId: number) => {
  const list = await t.http.get('/api/attendance/devices').set(as(hr));
  expect(list.status).toBe(200);
  return (list.body.devices as { id: number; last_seen_at: string | null; last_punch_at: string | null; last_refused_at: string | null }[]).find(
    (d) => d.id === deviceId,
  )!;
};

describe('a device that sends its key on the hand-shake only', () => {
  it('has its keyless uploads, polls and command replies let in from its address, and its punch stored', async () => {
    const id = await device('ADMS0001');
    const gate = firmware(t.http, 'ADMS0001', GATE);
    expect((await gate.handshake()).status).toBe(200);
    const pushed = await gate.upload();
    expect([pushed.status, pushed.text]).toEqual([200, 'OK: 1']);
    expect(await punchesOf(id)).toEqual([[juan, '2025-11-04T23:01:12.000Z', 'device']]);
    expect([(await gate.poll()).text, (await gate.reply()).text]).toEqual(['OK', 'OK']);
    // The devices page shows when the last punch came, and no refusal.
    expect(await listed(id)).toMatchObject({ last_punch_at: '2025-11-05T00:00:00.000Z', last_refused_at: null });
  });

  it('is refused from another address, with nothing stored, and the devices page warns', async () => {
    const id = await device('ADMS0002');
    expect((await firmware(t.http, 'ADMS0002', GATE).handshake()).status).toBe(200);
    const away = firmware(t.http, 'ADMS0002', ELSEWHERE);
    const forged = await away.upload();
    expect([forged.status, forged.text]).toEqual([401, 'Device key required']);
    expect((await away.poll()).status).toBe(401);
    expect((await away.reply()).status).toBe(401);
    expect(await punchesOf(id)).toEqual([]);
    // Seen (its hand-shake got through), yet refused since: the warning the page shows.
    const shown = await listed(id);
    expect(shown.last_seen_at).not.toBeNull();
    expect(shown).toMatchObject({ last_punch_at: null, last_refused_at: '2025-11-05T00:00:00.000Z' });
    // An upload let in again clears the warning.
    expect((await firmware(t.http, 'ADMS0002', GATE).upload()).status).toBe(200);
    expect((await listed(id)).last_refused_at).toBeNull();
  });

  it('is refused once the device has been silent longer than the window, until it hand-shakes again', async () => {
    const id = await device('ADMS0003');
    const gate = firmware(t.http, 'ADMS0003', GATE);
    t.clock.set!('2025-11-05T08:00');
    expect((await gate.handshake()).status).toBe(200);
    // A device that keeps polling keeps its session: it is the same device, at the same address.
    t.clock.advance!(DEVICE_SESSION_MS - 60_000);
    expect((await gate.poll()).status).toBe(200);
    t.clock.advance!(DEVICE_SESSION_MS - 60_000);
    expect((await gate.upload()).status).toBe(200);
    // Silent longer than the window: the serial number alone no longer gets in.
    t.clock.advance!(DEVICE_SESSION_MS + 1000);
    const late = await gate.upload('1\t2025-11-05 08:30:00\t1\t1\t0\t0\t0\n');
    expect([late.status, late.text]).toEqual([401, 'Device key required']);
    expect(await punchesOf(id)).toHaveLength(1);
    expect((await gate.handshake()).status).toBe(200);
    expect((await gate.upload('1\t2025-11-05 08:30:00\t1\t1\t0\t0\t0\n')).status).toBe(200);
    expect(await punchesOf(id)).toHaveLength(2);
    t.clock.set!('2025-11-05T08:00');
  });

  it('keeps its session in the database: another instance behind the proxy lets the upload in', async () => {
    const id = await device('ADMS0004');
    expect((await firmware(t.http, 'ADMS0004', GATE).handshake()).status).toBe(200);
    const other = await createInstanceOf(t);
    try {
      const pushed = await firmware(other.http, 'ADMS0004', GATE).upload();
      expect([pushed.status, pushed.text]).toEqual([200, 'OK: 1']);
    } finally {
      await other.close();
    }
    expect(await punchesOf(id)).toHaveLength(1);
  });

  it('loses its session when the admin gives it a new key or changes its key', async () => {
    const id = await device('ADMS0006');
    const gate = firmware(t.http, 'ADMS0006', GATE);
    expect((await gate.handshake()).status).toBe(200);
    await t.http.post(`/api/attendance/devices/${id}/secret`).set(as(hr)).expect(200);
    expect((await gate.upload()).status).toBe(401);
    const fresh = await t.http.put(`/api/attendance/devices/${id}`).set(as(hr)).send({ secret: KEY }).expect(200);
    expect(fresh.body.device.secret).toBe(KEY);
    expect((await gate.handshake()).status).toBe(200);
    // An edit that keeps the key keeps the session; one that changes it ends it.
    await t.http.put(`/api/attendance/devices/${id}`).set(as(hr)).send({ location: 'Library entrance', secret: KEY }).expect(200);
    expect((await gate.poll()).status).toBe(200);
    await t.http.put(`/api/attendance/devices/${id}`).set(as(hr)).send({ secret: 'another-key-2026' }).expect(200);
    expect((await gate.upload()).status).toBe(401);
    expect(await punchesOf(id)).toEqual([]);
  });

  it('gets no session from a hand-shake with a wrong key, nor from one without a key', async () => {
    const id = await device('ADMS0005');
    const wrong = await t.http
      .get('/iclock/cdata')
      .query({ SN: 'ADMS0005', options: 'all', pushver: '2.4.1', pushcommkey: 'not-the-key' })
      .set(FIRMWARE)
      .set('x-forwarded-for', GATE);
    expect(wrong.status).toBe(401);
    expect((await t.http.get('/iclock/cdata').query({ SN: 'ADMS0005', options: 'all' }).set(FIRMWARE).set('x-forwarded-for', GATE)).status).toBe(401);
    expect((await firmware(t.http, 'ADMS0005', GATE).upload()).status).toBe(401);
    expect(await punchesOf(id)).toEqual([]);
  });
});

describe('what the server answers the firmware', () => {
  it('ends every line of the hand-shake answer with a line feed, the last one included', async () => {
    await device('ADMS0010');
    const res = await firmware(t.http, 'ADMS0010', GATE).handshake();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text.endsWith('\n')).toBe(true);
    const lines = res.text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('GET OPTION FROM: ADMS0010');
    expect(lines.at(-1)).toBe('Encrypt=None');
    expect(lines.every((line) => line.length > 0)).toBe(true);
  });

  it('answers an unknown /iclock path with a plain-text 404, not the web page', async () => {
    for (const url of ['/iclock/foo?SN=ADMS0010', '/iclock/foo', `/iclock/${KEY}/foo?SN=ADMS0010`, `/device/${KEY}/iclock/foo?SN=ADMS0010`]) {
      const res = await t.http.get(url).set(FIRMWARE);
      expect([url, res.status], res.text).toEqual([url, 404]);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).not.toMatch(/<html|<!doctype/i);
    }
    expect((await t.http.post('/iclock/foo').query({ SN: 'ADMS0010' }).set(FIRMWARE).type('text/plain').send('x')).status).toBe(404);
    // The page is still served elsewhere.
    expect((await t.http.get('/edats/devices')).text).toMatch(/<div id="root">/);
  });

  it('registers a push 3.x device (registry, then push for its options) within its session, and refuses it without one', async () => {
    await device('ADMS0011');
    const from = (ip: string) => ({ ...FIRMWARE, 'x-forwarded-for': ip });
    const registry = () =>
      t.http
        .post('/iclock/registry')
        .query({ SN: 'ADMS0011' })
        .set(from(GATE))
        .type('text/plain')
        .send('DeviceType=att,~DeviceName=MB460,FirmVer=Ver 6.60,PushVersion=3.1.2,~MaxUserCount=3000');
    expect((await registry()).status).toBe(401);
    expect((await firmware(t.http, 'ADMS0011', GATE).handshake()).status).toBe(200);
    const first = await registry();
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain/);
    expect(first.text).toMatch(/^RegistryCode=[A-Za-z0-9]{8,32}\n$/);
    expect(first.text).not.toContain(KEY);
    // The code is the device's, the same each time it registers again.
    expect((await registry()).text).toBe(first.text);
    const options = await t.http.get('/iclock/push').query({ SN: 'ADMS0011' }).set(from(GATE));
    expect(options.status).toBe(200);
    expect(options.text.split('\n')).toEqual(expect.arrayContaining(['Realtime=1', 'TransInterval=1', 'Encrypt=None']));
    expect(options.text.endsWith('\n')).toBe(true);
    expect((await t.http.post('/iclock/push').query({ SN: 'ADMS0011' }).set(from(GATE)).type('text/plain').send('')).status).toBe(200);
    expect((await t.http.get('/iclock/ping').query({ SN: 'ADMS0011' }).set(from(GATE))).text).toBe('OK');
    expect((await t.http.get('/iclock/push').query({ SN: 'ADMS0011' }).set(from(ELSEWHERE))).status).toBe(401);
  });
});

describe('the request log', () => {
  it('keeps the device key out, in each place a firmware puts it', async () => {
    await device('ADMS0020');
    const before = logged.length;
    const sent = [
      t.http.get('/iclock/cdata').query({ SN: 'ADMS0020', options: 'all', pushver: '2.4.1', pushcommkey: KEY }).set(FIRMWARE),
      t.http.get('/iclock/getrequest').query({ SN: 'ADMS0020', key: KEY }).set(FIRMWARE),
      t.http.get(`/iclock/${KEY}/getrequest`).query({ SN: 'ADMS0020' }).set(FIRMWARE),
      t.http.post(`/iclock/${KEY}/cdata`).query({ SN: 'ADMS0020', table: 'ATTLOG', Stamp: '9999' }).set(FIRMWARE).type('text/plain').send(attlog('ADMS0020')),
      t.http.get(`/device/${KEY}/iclock/getrequest`).query({ SN: 'ADMS0020' }).set(FIRMWARE),
      t.http.get(`/device/${KEY}/iclock/cdata`).query({ SN: 'ADMS0020', options: 'all', PushCommKey: KEY }).set(FIRMWARE),
    ];
    for (const request of sent) expect((await request).status).toBe(200);
    const lines = logged.slice(before);
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    // Each request is logged (its path kept, the key replaced), and no line holds the key.
    expect(urls).toHaveLength(sent.length);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/iclock/cdata?SN=ADMS0020&options=all&pushver=2.4.1&pushcommkey=[redacted]',
        '/iclock/getrequest?SN=ADMS0020&key=[redacted]',
        '/iclock/[redacted]/getrequest?SN=ADMS0020',
        '/device/[redacted]/iclock/getrequest?SN=ADMS0020',
      ]),
    );
    expect(lines.join('\n')).not.toContain(KEY);
  });
});
