import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';

let t: TestApp;
let hr: string;
let staff: string;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const people: Record<string, number> = {};
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const personnelNamed = async (first: string, last: string) =>
  (await query(`SELECT id FROM personnel WHERE first_name = $1 AND last_name = $2`, [first, last]))[0].id as number;

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  people.juan = await personnelNamed('Juan', 'Bautista');
  people.ana = await personnelNamed('Ana', 'Dela Cruz');
});
afterAll(async () => t.close());

const SN = 'CQZ7231260001';
let deviceId: number;

describe('biometric devices and their users', () => {
  it('adds, lists and edits devices, for the eDATS admin only', async () => {
    const made = await t.http
      .post('/api/attendance/devices')
      .set(as(hr))
      .send({ name: 'Main gate', serial_number: SN, campus_id: 1, location: 'Admin building lobby' });
    expect(made.status).toBe(200);
    expect(made.body.device).toMatchObject({ name: 'Main gate', serial_number: SN, campus: { id: 1 }, is_active: true, last_seen_at: null });
    expect(made.body.device.secret.length).toBeGreaterThanOrEqual(8);
    deviceId = made.body.device.id;

    const dup = await t.http.post('/api/attendance/devices').set(as(hr)).send({ name: 'Other', serial_number: SN.toLowerCase(), campus_id: 1 });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.serial_number).toEqual(['The serial number has already been taken.']);
    const campus = await t.http.post('/api/attendance/devices').set(as(hr)).send({ name: 'Other', serial_number: 'X1', campus_id: 99 });
    expect(campus.body.errors.campus_id).toEqual(['The selected campus is invalid.']);
    const missing = await t.http.post('/api/attendance/devices').set(as(hr)).send({ campus_id: 1 });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['name', 'serial_number']);

    const edited = await t.http.put(`/api/attendance/devices/${deviceId}`).set(as(hr)).send({ location: 'Library entrance', secret: 'comm-key-2026' });
    expect(edited.body.device).toMatchObject({ name: 'Main gate', location: 'Library entrance', secret: 'comm-key-2026' });
    const list = await t.http.get('/api/attendance/devices').set(as(hr));
    expect(list.body.devices.map((d: { serial_number: string }) => d.serial_number)).toContain(SN);
    expect(
      (await query(`SELECT action FROM audit_log WHERE entity = 'biometric_devices' AND entity_id = $1`, [String(deviceId)])).map((r) => r.action),
    ).toEqual(['create', 'update']);

    for (const res of [
      await t.http.get('/api/attendance/devices').set(as(staff)),
      await t.http.post('/api/attendance/devices').set(as(staff)).send({ name: 'Mine', serial_number: 'S1', campus_id: 1 }),
      await t.http.put(`/api/attendance/devices/${deviceId}`).set(as(staff)).send({ is_active: false }),
      await t.http.get(`/api/attendance/devices/${deviceId}/users`).set(as(staff)),
    ])
      expect(res.status).toBe(403);
    expect((await query(`SELECT is_active FROM biometric_devices WHERE id = $1`, [deviceId]))[0].is_active).toBe(true);
  });

  it('maps device user IDs (PINs) to personnel, once per device', async () => {
    const one = await t.http.post(`/api/attendance/devices/${deviceId}/users`).set(as(hr)).send({ device_user_id: '1', personnel_id: people.juan });
    expect(one.body.user).toMatchObject({ device_user_id: '1', personnel: { id: people.juan, fullname: 'Juan Bautista' } });
    await t.http.post(`/api/attendance/devices/${deviceId}/users`).set(as(hr)).send({ device_user_id: '2', personnel_id: people.ana }).expect(200);
    const again = await t.http.post(`/api/attendance/devices/${deviceId}/users`).set(as(hr)).send({ device_user_id: '1', personnel_id: people.ana });
    expect(again.body.errors.device_user_id).toEqual(['This device user ID is already mapped on this device.']);
    const nobody = await t.http.post(`/api/attendance/devices/${deviceId}/users`).set(as(hr)).send({ device_user_id: '7', personnel_id: 999999 });
    expect(nobody.body.errors.personnel_id).toEqual(['The selected personnel is invalid.']);
    const extra = await t.http.post(`/api/attendance/devices/${deviceId}/users`).set(as(hr)).send({ device_user_id: '8', personnel_id: people.ana });
    expect((await t.http.delete(`/api/attendance/devices/${deviceId}/users/${extra.body.user.id}`).set(as(staff))).status).toBe(403);
    await t.http.delete(`/api/attendance/devices/${deviceId}/users/${extra.body.user.id}`).set(as(hr)).expect(200);
    expect((await t.http.delete(`/api/attendance/devices/${deviceId}/users/${extra.body.user.id}`).set(as(hr))).status).toBe(404);
    const users = await t.http.get(`/api/attendance/devices/${deviceId}/users`).set(as(hr));
    expect(users.body.users.map((u: { device_user_id: string }) => u.device_user_id)).toEqual(['1', '2']);
  });
});

const ATTLOG = [
  '1\t2025-11-03 07:58:12\t0\t1\t0\t0\t0',
  '2\t2025-11-03 08:01:00\t0\t1\t0\t0\t0',
  '99\t2025-11-03 08:05:00\t0\t1\t0\t0\t0', // nobody has PIN 99 on this device
  '1\t2025-13-45 99:00:00\t0\t1', // malformed
  '1\t2025-11-03 17:02:45\t1\t1\t0\t0\t0',
].join('\r\n');
/** The device's key, set by the admin in the first test (security/devices.test.ts tests the key itself). */
const KEY = 'comm-key-2026';
const deviceLogs = () => query(`SELECT personnel_id, logged_at, source FROM attendance_logs WHERE device_id = $1 ORDER BY logged_at`, [deviceId]);

describe('ZKTeco ADMS (iclock) push', () => {
  it('hand-shakes with a registered device and records that it was seen', async () => {
    const res = await t.http.get('/iclock/cdata').query({ SN, options: 'all', pushver: '2.4.1', language: '69', pushcommkey: KEY });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines[0]).toBe(`GET OPTION FROM: ${SN}`);
    expect(lines).toEqual(expect.arrayContaining(['ATTLOGStamp=None', 'Realtime=1', 'TransInterval=1', 'Delay=10', 'TransFlag=TransData AttLog']));
    expect((await query(`SELECT last_seen_at FROM biometric_devices WHERE id = $1`, [deviceId]))[0].last_seen_at).not.toBeNull();
    const poll = await t.http.get('/iclock/getrequest').query({ SN, key: KEY });
    expect([poll.status, poll.text]).toEqual([200, 'OK']);
  });

  it('stores good ATTLOG lines at the right instant, skips unknown PINs and malformed lines, and stores nothing twice', async () => {
    const res = await t.http.post('/iclock/cdata').query({ SN, table: 'ATTLOG', Stamp: '9999', key: KEY }).type('text/plain').send(ATTLOG);
    expect([res.status, res.text]).toEqual([200, 'OK: 3']);
    const stored = await deviceLogs();
    expect(stored.map((r) => [r.personnel_id, r.logged_at as string, r.source])).toEqual([
      [people.juan, '2025-11-02T23:58:12.000Z', 'device'],
      [people.ana, '2025-11-03T00:01:00.000Z', 'device'],
      [people.juan, '2025-11-03T09:02:45.000Z', 'device'],
    ]);
    // Sent again (as devices do after a restart), as a form post this time: nothing new.
    const again = await t.http.post(`/iclock/${KEY}/cdata`).query({ SN, table: 'ATTLOG', Stamp: '9999' }).type('form').send(ATTLOG);
    expect([again.status, again.text]).toEqual([200, 'OK: 3']);
    // And with no content type at all, as some firmware sends.
    const bare = await t.app.inject({ method: 'POST', url: `/iclock/cdata?SN=${SN}&table=ATTLOG&key=${KEY}`, payload: Buffer.from(ATTLOG) });
    expect([bare.statusCode, bare.body]).toEqual([200, 'OK: 3']);
    expect(await deviceLogs()).toHaveLength(3);
  });

  it('refuses unregistered and inactive serial numbers and stores nothing', async () => {
    const before = (await query(`SELECT count(*)::int AS n FROM attendance_logs`))[0].n;
    const stranger = await t.http
      .post('/iclock/cdata')
      .query({ SN: 'NOTREGISTERED1', table: 'ATTLOG' })
      .type('text/plain')
      .send('1\t2025-11-05 08:00:00\t0\t1');
    expect([stranger.status, stranger.text]).toEqual([403, 'Unknown device']);
    expect((await t.http.get('/iclock/cdata').query({ SN: 'NOTREGISTERED1', options: 'all' })).status).toBe(403);
    const spare = await t.http.post('/api/attendance/devices').set(as(hr)).send({ name: 'Spare', serial_number: 'SPARE0001', campus_id: 2, is_active: false });
    await t.http.post(`/api/attendance/devices/${spare.body.device.id}/users`).set(as(hr)).send({ device_user_id: '1', personnel_id: people.juan }).expect(200);
    const inactive = await t.http.post('/iclock/cdata').query({ SN: 'SPARE0001', table: 'ATTLOG' }).type('text/plain').send('1\t2025-11-05 08:00:00\t0\t1');
    expect(inactive.status).toBe(403);
    expect((await t.http.post('/iclock/cdata').query({ table: 'ATTLOG' }).type('text/plain').send('1\t2025-11-05 08:00:00\t0\t1')).status).toBe(400);
    expect((await query(`SELECT count(*)::int AS n FROM attendance_logs`))[0].n).toBe(before);
    expect((await query(`SELECT last_seen_at FROM biometric_devices WHERE id = $1`, [spare.body.device.id]))[0].last_seen_at).toBeNull();
  });
});

describe('JSON API', () => {
  it('keeps the good logs of a batch and reports each bad one with its reason', async () => {
    const res = await t.http
      .post('/api/attendance/logs')
      .set(as(hr))
      .send({
        logs: [
          { personnel_id: people.juan, timestamp: '2025-11-04T08:00:00+08:00' },
          { personnel_id: people.juan, timestamp: '2025-11-04T00:00:00Z' }, // the same instant again
          { personnel_id: people.juan, timestamp: '2025-11-03T07:58:12+08:00' }, // already pushed by the device
          { personnel_id: people.juan, timestamp: '2025-11-04T08:00:00' },
          { personnel_id: people.juan, timestamp: '3000-01-01T08:00:00+08:00' },
          { personnel_id: 999999, timestamp: '2025-11-04T08:00:00+08:00' },
          { personnel_id: people.ana, timestamp: '2025-11-04T08:10:30.000+08:00' },
          { timestamp: '2025-11-04T08:10:30+08:00' },
        ],
      });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      inserted: 2,
      duplicates: 2,
      skipped: [
        { index: 3, reason: 'The timestamp must be ISO 8601 with an offset, e.g. 2026-11-20T08:01:00+08:00.' },
        { index: 4, reason: 'The timestamp is in the future.' },
        { index: 5, reason: 'The personnel does not exist.' },
        { index: 7, reason: 'Choose the personnel.' },
      ],
    });
    const api = await t.http.get('/api/attendance/logs').query({ source: 'api' }).set(as(hr));
    expect(api.body.meta.total).toBe(2);
    expect(api.body.logs.map((l: { personnel: { id: number }; logged_at: string; local_time: string }) => [l.personnel.id, l.logged_at, l.local_time])).toEqual(
      [
        [people.ana, '2025-11-04T00:10:30.000Z', '08:10'],
        [people.juan, '2025-11-04T00:00:00.000Z', '08:00'],
      ],
    );
    const juanNov3 = await t.http.get('/api/attendance/logs').query({ personnel_id: people.juan, from: '2025-11-03', to: '2025-11-03' }).set(as(hr));
    expect(juanNov3.body.logs.map((l: { source: string }) => l.source)).toEqual(['device', 'device']);
    const paged = await t.http.get('/api/attendance/logs').query({ per_page: 2, page: 2 }).set(as(hr));
    expect([paged.body.logs.length, paged.body.meta.total]).toEqual([2, 5]);
  });

  it('refuses more than 10,000 logs in one call, and callers without the eDATS admin view', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => ({
      personnel_id: people.juan,
      timestamp: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    }));
    const res = await t.http.post('/api/attendance/logs').set(as(hr)).send({ logs: many });
    expect(res.status).toBe(422);
    expect(res.body.errors.logs).toEqual(['Send at most 10,000 logs per call.']);
    expect(
      (
        await t.http
          .post('/api/attendance/logs')
          .set(as(staff))
          .send({ logs: many.slice(0, 1) })
      ).status,
    ).toBe(403);
    expect((await t.http.get('/api/attendance/logs').set(as(staff))).status).toBe(403);
    expect((await query(`SELECT count(*)::int AS n FROM attendance_logs WHERE logged_at >= '2024-01-01' AND logged_at < '2025-01-01'`))[0].n).toBe(0);
  });

  it('stores 10,000 logs in one call quickly', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      personnel_id: i % 2 ? people.juan : people.ana,
      timestamp: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    }));
    const started = Date.now();
    const res = await t.http.post('/api/attendance/logs').set(as(hr)).send({ logs: many });
    expect(res.body).toEqual({ inserted: 10_000, duplicates: 0, skipped: [] });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('work from home and manual entries', () => {
  it('logs work from home at the server time, whatever the client says, and lists it among my punches', async () => {
    const before = Date.now() - 1000;
    const res = await t.http.post('/api/attendance/wfh').set(as(staff)).send({ address: 'Purok 3, Brgy. San Isidro', timestamp: '2020-01-01T08:00:00+08:00' });
    const after = Date.now() + 1000;
    expect(res.status).toBe(200);
    expect(res.body.log).toMatchObject({ source: 'wfh', address: 'Purok 3, Brgy. San Isidro', personnel: { id: people.juan } });
    const at = new Date(res.body.log.logged_at).getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);

    const month = new Date(at + 8 * 3_600_000).toISOString().slice(0, 7);
    const mine = await t.http.get('/api/attendance/logs/mine').query({ month }).set(as(staff));
    const manilaTime = new Date(at + 8 * 3_600_000).toISOString().slice(11, 16);
    expect(mine.body.logs).toContainEqual(expect.objectContaining({ source: 'wfh', time: manilaTime, logged_at: res.body.log.logged_at }));
    const nov = await t.http.get('/api/attendance/logs/mine').query({ month: '2025-11' }).set(as(staff));
    expect(nov.body.logs.map((l: { date: string; time: string; source: string }) => `${l.date} ${l.time} ${l.source}`)).toEqual([
      '2025-11-03 07:58 device',
      '2025-11-03 17:02 device',
      '2025-11-04 08:00 api',
    ]);
    expect((await t.http.get('/api/attendance/logs/mine').query({ month: '2025-13' }).set(as(staff))).body.errors.month).toEqual([
      'The month must be YYYY-MM.',
    ]);
    expect((await t.http.post('/api/attendance/wfh').send({})).status).toBe(401);
  });

  it('lets HR add a punch by hand only with a reason, and audits it', async () => {
    const noReason = await t.http.post('/api/attendance/logs/manual').set(as(hr)).send({ personnel_id: people.ana, timestamp: '2025-11-05T08:00:00+08:00' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['The reason field is required.']);
    const blank = await t.http
      .post('/api/attendance/logs/manual')
      .set(as(hr))
      .send({ personnel_id: people.ana, timestamp: '2025-11-05T08:00:00+08:00', reason: '  ' });
    expect(blank.body.errors.reason).toEqual(['The reason field is required.']);
    const bare = await t.http
      .post('/api/attendance/logs/manual')
      .set(as(hr))
      .send({ personnel_id: people.ana, timestamp: '2025-11-05T08:00:00', reason: 'Power outage' });
    expect(bare.body.errors.timestamp).toBeDefined();
    expect(
      (
        await t.http
          .post('/api/attendance/logs/manual')
          .set(as(staff))
          .send({ personnel_id: people.juan, timestamp: '2025-11-05T08:00:00+08:00', reason: 'Mine' })
      ).status,
    ).toBe(403);
    expect((await query(`SELECT count(*)::int AS n FROM attendance_logs WHERE source = 'manual'`))[0].n).toBe(0);

    const ok = await t.http
      .post('/api/attendance/logs/manual')
      .set(as(hr))
      .send({ personnel_id: people.ana, timestamp: '2025-11-05T08:00:00+08:00', reason: 'Power outage at the main gate' });
    expect(ok.status).toBe(200);
    expect(ok.body.log).toMatchObject({
      source: 'manual',
      reason: 'Power outage at the main gate',
      logged_at: '2025-11-05T00:00:00.000Z',
      local_time: '08:00',
    });
    const audit = await query(`SELECT action, after FROM audit_log WHERE entity = 'attendance_logs' AND entity_id = $1`, [String(ok.body.log.id)]);
    expect(audit).toEqual([expect.objectContaining({ action: 'create', after: expect.objectContaining({ reason: 'Power outage at the main gate' }) })]);
    const twice = await t.http
      .post('/api/attendance/logs/manual')
      .set(as(hr))
      .send({ personnel_id: people.ana, timestamp: '2025-11-05T00:00:00Z', reason: 'Again' });
    expect(twice.body.errors.timestamp).toEqual(['This person already has a punch at this time.']);
  });
});
