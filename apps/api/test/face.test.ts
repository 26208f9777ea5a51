import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FACE_CONSENT_TEXT, FACE_IMAGE_CONSENT_TEXT } from '@hris/contracts';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, personnelIdOf } from './support/records';
import { base64, drawnFaceFrame, enrolmentFrames, photoFrame, tiledFrame, turningFrames } from './support/face-frames';

// Face attendance (issues 24 and 37) through HTTP with the real face models on the server. An administrator (ADMIN)
// makes a kiosk for one campus (its key shown once, stored as a hash, revocable) and enrols an employee from camera
// frames with their written consent; the kiosk, with its key and no user session, sends two camera frames and the
// server finds the face, runs the anti-spoofing and liveness models, wants a movement between the frames, matches, and
// records a punch with the source "face" that the employee's DTR shows. The frames are real photographs from the face
// library's npm package (test/support/face-frames.ts), turned a little between the two frames as a head does. The
// clock is Friday 27 November 2026, 8:01 am in Manila.

let t: TestApp;
let admin: string;
let hr: string;
let staff: string;
let staffId: number;
/** The kiosk of campus 1 (the staff's), and of campus 2. */
let kioskKey: string;
let kioskId: number;
let otherCampusKey: string;
let turning: [Buffer, Buffer];

const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows as T[];
const faceLogs = async (personnelId: number) =>
  query<{ source: string; local: string; created_by_user_id: number | null }>(
    `SELECT source, to_char(logged_at AT TIME ZONE 'Asia/Manila', 'HH24:MI') AS local, created_by_user_id FROM attendance_logs
      WHERE personnel_id = $1 AND source = 'face' ORDER BY logged_at`,
    [personnelId],
  );
const consent = { agreed: true, text: FACE_CONSENT_TEXT };
const asKiosk = (key: string) => ({ authorization: `Kiosk ${key}` });
const enrol = (token: string, body: Record<string, unknown>) => t.http.post('/api/face/enrolments').set(as(token)).send(body);
const recognize = (key: string, frames: Buffer[] | string[]) =>
  t.http
    .post('/api/face/recognize')
    .set(asKiosk(key))
    .send({ frames: frames.map((f) => (typeof f === 'string' ? f : base64(f))) });
const makeKiosk = (token: string, body: Record<string, unknown>) => t.http.post('/api/face/kiosks').set(as(token)).send(body);

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T08:01' });
  [admin, hr, staff] = await Promise.all([signIn(t, 'admin@hris.test'), signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
  turning = await turningFrames('author');
});
afterAll(async () => t.close());

describe('kiosk keys', () => {
  it('only administrators make, list and revoke kiosks (HR and employees 403, nobody 401)', async () => {
    expect((await makeKiosk(hr, { name: 'Front door', campus_id: 1 })).status).toBe(403);
    expect((await makeKiosk(staff, { name: 'Front door', campus_id: 1 })).status).toBe(403);
    expect((await t.http.post('/api/face/kiosks').send({ name: 'Front door', campus_id: 1 })).status).toBe(401);
    expect((await t.http.get('/api/face/kiosks').set(as(hr))).status).toBe(403);
    expect((await t.http.delete('/api/face/kiosks/1').set(as(staff))).status).toBe(403);
    expect((await query(`SELECT 1 FROM face_kiosks`)).length).toBe(0);
  });

  it("refuses a kiosk without a name or with a campus that does not exist, with the field's message", async () => {
    const noName = await makeKiosk(admin, { name: ' ', campus_id: 1 });
    expect(noName.status).toBe(422);
    expect(noName.body.errors.name).toEqual(['The kiosk name field is required.']);
    const noCampus = await makeKiosk(admin, { name: 'Front door', campus_id: 999 });
    expect(noCampus.status).toBe(422);
    expect(noCampus.body.errors.campus_id).toEqual(['The selected campus is invalid.']);
  });

  it('answers the key once; keeps only its SHA-256; audits the making without the key; lists the kiosk without it', async () => {
    const res = await makeKiosk(admin, { name: 'Admin building, front door', campus_id: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    kioskKey = res.body.key as string;
    kioskId = res.body.kiosk.id as number;
    expect(kioskKey).toMatch(/^kiosk_[A-Za-z0-9_-]{43}$/);
    expect(res.body.kiosk).toMatchObject({ name: 'Admin building, front door', campus_id: 1, revoked_at: null });
    const [row] = await query<{ key_hash: string }>(`SELECT key_hash FROM face_kiosks WHERE id = $1`, [kioskId]);
    expect(row!.key_hash).toBe(createHash('sha256').update(kioskKey).digest('hex'));
    const audit = await query<{ after: unknown }>(`SELECT after FROM audit_log WHERE entity = 'face_kiosks' AND action = 'create'`);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(kioskKey.slice(6));
    const list = await t.http.get('/api/face/kiosks').set(as(admin));
    expect(list.status).toBe(200);
    expect(list.body.kiosks.map((k: { id: number }) => k.id)).toEqual([kioskId]);
    expect(JSON.stringify(list.body)).not.toContain(kioskKey.slice(6));
    otherCampusKey = (await makeKiosk(admin, { name: 'Campus 2 gate', campus_id: 2 })).body.key as string;
  });

  it('the kiosk knows itself by its key', async () => {
    const res = await t.http.get('/api/face/kiosk').set(asKiosk(kioskKey));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ name: 'Admin building, front door', campus: expect.any(String) });
  });

  it('the kiosk key opens nothing else: every other route refuses it (401)', async () => {
    const others = t.app.routeAccess.filter((r) => r.access !== 'kiosk' && r.access !== 'public' && r.url.startsWith('/api/'));
    expect(others.length).toBeGreaterThan(100);
    const opened: string[] = [];
    for (const route of others) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { ...asKiosk(kioskKey), 'content-type': 'application/json' },
        payload: route.method === 'GET' ? undefined : '{}',
      });
      if (res.statusCode !== 401) opened.push(`${route.method} ${url} → ${res.statusCode}`);
    }
    expect(opened).toEqual([]);
    // Nor as a bearer token: it is no session.
    expect((await t.http.get('/api/users/me').set(as(kioskKey))).status).toBe(401);
  });

  it("a user's session cannot stand in for a kiosk (403, the administrator's included); no credential or a wrong key: 401", async () => {
    for (const token of [admin, hr, staff]) {
      const res = await t.http
        .post('/api/face/recognize')
        .set(as(token))
        .send({ frames: turning.map(base64) });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/needs a kiosk key/);
      expect((await t.http.get('/api/face/kiosk').set(as(token))).status).toBe(403);
    }
    expect((await t.http.post('/api/face/recognize').send({ frames: turning.map(base64) })).status).toBe(401);
    const wrong = await recognize(`${kioskKey.slice(0, -2)}xx`, turning);
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/kiosk key is not valid/);
    expect(await faceLogs(staffId)).toEqual([]);
  });

  it('a face nobody enrolled records nothing', async () => {
    const res = await recognize(kioskKey, turning);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ recognized: false, message: 'Not recognized.', name: null });
    expect((await query(`SELECT 1 FROM attendance_logs WHERE source = 'face'`)).length).toBe(0);
  }, 60_000);
});

describe('enrolment', () => {
  it('only administrators: HR and employees are refused (403)', async () => {
    const body = { personnel_id: staffId, frames: ['x', 'x', 'x'], consent };
    expect((await enrol(hr, body)).status).toBe(403);
    expect((await enrol(staff, body)).status).toBe(403);
    expect((await t.http.get('/api/face/enrolments').set(as(staff))).status).toBe(403);
  });

  it("refuses bad captures and a missing consent with the field's message, and stores nothing", async () => {
    const three = (await enrolmentFrames('author', 3)).map(base64);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ frames: three.slice(0, 2) }, 'frames', /at least 3 times/],
      [{ frames: [...three.slice(0, 2), Buffer.from('not a picture').toString('base64')] }, 'frames.2', /could not be read/],
      [{ frames: [...three.slice(0, 2), base64(await tiledFrame(turning[0]))] }, 'frames.2', /Capture 3: One person at a time/],
      [{ frames: [...three.slice(0, 2), base64(await drawnFaceFrame())] }, 'frames.2', /Capture 3: Hold still in front of the camera/],
      [{ frames: [...three.slice(0, 2), 'A'.repeat(500_000)] }, 'frames.2', /at most 300 KB/],
      [{ consent: undefined }, 'consent', /written consent/],
      [{ consent: { agreed: false, text: FACE_CONSENT_TEXT } }, 'consent.agreed', /written consent/],
      [{ personnel_id: 999_999 }, 'personnel_id', /employee is invalid/],
    ];
    for (const [change, field, message] of cases) {
      const res = await enrol(admin, { personnel_id: staffId, frames: three, consent, ...change });
      expect(res.status, `${field}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(422);
      const errors = res.body.errors as Record<string, string[]>;
      expect(errors[field]?.join(' '), `${field}: ${JSON.stringify(errors).slice(0, 300)}`).toMatch(message);
    }
    expect((await query(`SELECT 1 FROM face_enrolments`)).length).toBe(0);
    expect((await query(`SELECT 1 FROM face_descriptors`)).length).toBe(0);
  }, 120_000);

  it('the server computes the descriptors from the frames (Float32) and keeps the consent as agreed, audited', async () => {
    const res = await enrol(admin, { personnel_id: staffId, frames: (await enrolmentFrames('author', 3)).map(base64), consent });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/face has been enrolled/);
    expect(res.body.enrolment).toMatchObject({ personnel_id: staffId, captures: 3, campus_id: 1, has_image: false });
    const rows = await query<{ dimensions: number; bytes: number }>(
      `SELECT dimensions, octet_length(descriptor) AS bytes FROM face_descriptors WHERE personnel_id = $1`,
      [staffId],
    );
    expect(rows).toEqual([0, 1, 2].map(() => ({ dimensions: 1024, bytes: 4096 })));
    const [kept] = await query<{ consent_text: string; consented_at: string }>(
      `SELECT consent_text, consented_at FROM face_enrolments WHERE personnel_id = $1`,
      [staffId],
    );
    expect(kept!.consent_text).toBe(FACE_CONSENT_TEXT);
    expect(new Date(kept!.consented_at).toISOString()).toBe('2026-11-27T00:01:00.000Z');
    const audit = await query<{ after: Record<string, unknown> }>(
      `SELECT after FROM audit_log WHERE entity = 'face_enrolment' AND action = 'create' AND entity_id = $1`,
      [String(staffId)],
    );
    expect(audit[0]!.after).toMatchObject({ captures: 3, dimensions: 1024, kept_image: false });

    const list = await t.http.get('/api/face/enrolments').set(as(admin));
    expect(list.status).toBe(200);
    expect(list.body.enrolments.map((e: { personnel_id: number }) => e.personnel_id)).toEqual([staffId]);
    const reads = await query<{ after: { personnel_ids: number[] } }>(`SELECT after FROM audit_log WHERE entity = 'face_enrolment' AND action = 'read'`);
    expect(reads.at(-1)!.after.personnel_ids).toEqual([staffId]);
  }, 60_000);

  it('with the consent to keep a picture, keeps the first capture, decoded and re-encoded with no metadata; enrolled again without it, it is deleted', async () => {
    // The first capture carries an EXIF comment, as a phone's or a webcam app's picture may.
    const frames = await enrolmentFrames('author', 3);
    const tagged = await sharp(frames[0]!)
      .withExif({ IFD0: { ImageDescription: 'taken at the HR office' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const res = await enrol(admin, { personnel_id: staffId, frames: [tagged, ...frames.slice(1)].map(base64), consent, keep_image: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.enrolment).toMatchObject({ personnel_id: staffId, has_image: true });
    const [row] = await query<{ image_key: string; consent_text: string }>(`SELECT image_key, consent_text FROM face_enrolments WHERE personnel_id = $1`, [
      staffId,
    ]);
    expect(row!.image_key).toMatch(/^face\/[0-9a-f-]+\.jpg$/);
    expect(row!.consent_text).toContain(FACE_IMAGE_CONSENT_TEXT);
    const kept = await t.app.deps.storage.get(row!.image_key);
    const meta = await sharp(kept!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: (await sharp(tagged).metadata()).width });
    expect(meta.exif).toBeUndefined();
    // Enrolled again without the picture: the old one is deleted with its row's change.
    const again = await enrol(admin, { personnel_id: staffId, frames: frames.map(base64), consent });
    expect(again.body.enrolment).toMatchObject({ has_image: false });
    await expect.poll(async () => t.app.deps.storage.get(row!.image_key).catch(() => null)).toBeNull();
  }, 60_000);
});

describe('the kiosk', () => {
  it("recognizes the enrolled employee from two frames: a punch with the source face at the server's time, in their DTR", async () => {
    const res = await recognize(kioskKey, turning);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ recognized: true, time: '08:01', repeated: false });
    expect(res.body.message).toMatch(/^Good morning, .+ — 8:01 AM, time in recorded\.$/);
    // Recorded by the kiosk, not by a person.
    expect(await faceLogs(staffId)).toEqual([{ source: 'face', local: '08:01', created_by_user_id: null }]);

    const dtr = await t.http.get(`/api/dtr/${staffId}`).query({ month: '2026-11' }).set(as(staff));
    expect(dtr.status).toBe(200);
    const day = (dtr.body.dtr.days as { date: string; am_in: string | null }[]).find((d) => d.date === '2026-11-27');
    expect(day?.am_in).toBe('08:01');
    const audit = await query<{ actor_user_id: number | null; after: Record<string, unknown> }>(
      `SELECT actor_user_id, after FROM audit_log WHERE entity = 'attendance_logs' AND after->>'source' = 'face'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: null, after: { kiosk_id: kioskId, personnel_id: staffId } });
  }, 60_000);

  it('standing at the kiosk for a while records one punch; after lunch the next is a time out', async () => {
    t.clock.advance!(20_000);
    const again = await recognize(kioskKey, turning);
    expect(again.body).toMatchObject({ recognized: true, repeated: true, time: '08:01' });
    expect(await faceLogs(staffId)).toHaveLength(1);
    t.clock.set!('2026-11-27T12:02');
    const out = await recognize(kioskKey, turning);
    expect(out.body.message).toMatch(/Good afternoon, .+ — 12:02 PM, time out recorded\./);
    expect((await faceLogs(staffId)).map((l) => l.local)).toEqual(['08:01', '12:02']);
  }, 60_000);

  it("another campus's kiosk does not know the face", async () => {
    t.clock.set!('2026-11-27T13:00');
    const res = await recognize(otherCampusKey, turning);
    expect(res.status).toBe(200);
    expect(res.body.recognized).toBe(false);
    expect(await faceLogs(staffId)).toHaveLength(2);
  }, 60_000);

  it('refuses, in the words of the kiosk, what is not a live face that moved, and records nothing', async () => {
    t.clock.set!('2026-11-27T13:10');
    const [first] = turning;
    const cases: [string, Buffer[] | string[], string, RegExp][] = [
      ['one frame', [first], 'frames', /Send two frames of the camera/],
      ['not a picture', [first, Buffer.from('GIF89a not a frame')], 'frames.1', /could not be read/],
      ['one frame sent twice', [first, first], 'frames', /Blink or turn your head/],
      ['the same picture saved again', [first, await photoFrame('author', { quality: 60 })], 'frames', /Blink or turn your head/],
      ['a picture moved sideways without a turn', [first, await photoFrame('author', { dx: 20 })], 'frames', /Blink or turn your head/],
      ['four faces', [first, await tiledFrame(first)], 'frames.1', /One person at a time/],
      ['a drawn face', [await drawnFaceFrame(), first], 'frames.0', /Hold still in front of the camera/],
      // A photograph re-shot from a screen: the anti-spoofing model scores it about 0.4 (below 0.6).
      ['a picture of a screen', await turningFrames('other'), 'frames.0', /looks like a photo or a screen/],
    ];
    for (const [what, frames, field, message] of cases) {
      const res = await recognize(kioskKey, frames);
      expect(res.status, `${what}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(422);
      expect((res.body.errors as Record<string, string[]>)[field]?.join(' '), `${what}: ${JSON.stringify(res.body.errors)}`).toMatch(message);
    }
    expect(await faceLogs(staffId)).toHaveLength(2);
  }, 120_000);

  it('the thresholds are the settings: raised above what the frames reach, the face is refused or not recognized', async () => {
    expect((await t.http.get('/api/face/settings').set(as(admin))).body).toEqual({ match_threshold: 0.92, antispoof_threshold: 0.6, liveness_threshold: 0.6 });
    const save = (body: Record<string, number>) =>
      t.http
        .put('/api/face/settings')
        .set(as(admin))
        .send({ match_threshold: 0.92, antispoof_threshold: 0.6, liveness_threshold: 0.6, ...body });
    const bad = await save({ match_threshold: 2, antispoof_threshold: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.match_threshold).toEqual(['The match threshold must be between 0.50 and 0.99.']);
    expect(bad.body.errors.antispoof_threshold).toEqual(['The anti-spoofing threshold must be between 0.10 and 0.99.']);
    expect((await t.http.put('/api/face/settings').set(as(hr)).send({ match_threshold: 0.5, antispoof_threshold: 0.1, liveness_threshold: 0.1 })).status).toBe(
      403,
    );

    t.clock.set!('2026-11-27T16:00');
    // The photograph scores about 0.77 real: an anti-spoofing threshold of 0.9 refuses it as a photo.
    expect((await save({ antispoof_threshold: 0.9 })).status).toBe(200);
    expect((await recognize(kioskKey, turning)).body.errors?.['frames.0']).toEqual([
      'This looks like a photo or a screen. Please look at the camera yourself.',
    ]);
    // The two frames match at about 0.96: a match threshold of 0.99 does not recognise them.
    expect((await save({ match_threshold: 0.99 })).status).toBe(200);
    expect((await recognize(kioskKey, turning)).body.recognized).toBe(false);
    const restored = await save({});
    expect(restored.body.settings).toEqual({ match_threshold: 0.92, antispoof_threshold: 0.6, liveness_threshold: 0.6 });
    expect((await recognize(kioskKey, turning)).body.recognized).toBe(true);
    const audit = await query(`SELECT 1 FROM audit_log WHERE entity = 'system_settings' AND entity_id = 'face'`);
    expect(audit).toHaveLength(3);
  }, 120_000);

  it('a revoked kiosk is refused at once (401), the revocation audited', async () => {
    const revoked = await t.http.delete(`/api/face/kiosks/${kioskId}`).set(as(admin));
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.message).toMatch(/has been revoked/);
    expect((await t.http.get('/api/face/kiosk').set(asKiosk(kioskKey))).status).toBe(401);
    t.clock.set!('2026-11-27T17:00');
    const res = await recognize(kioskKey, turning);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/kiosk key is not valid/);
    expect((await t.http.delete(`/api/face/kiosks/${kioskId}`).set(as(admin))).status).toBe(422);
    expect((await t.http.delete('/api/face/kiosks/999999').set(as(admin))).status).toBe(404);
    const audit = await query(`SELECT 1 FROM audit_log WHERE entity = 'face_kiosks' AND action = 'revoke' AND entity_id = $1`, [String(kioskId)]);
    expect(audit).toHaveLength(1);
    const list = await t.http.get('/api/face/kiosks').set(as(admin));
    expect(list.body.kiosks.find((k: { id: number }) => k.id === kioskId).revoked_at).toBeTruthy();
    kioskKey = (await makeKiosk(admin, { name: 'Admin building, new tablet', campus_id: 1 })).body.key as string;
  }, 60_000);

  it('a withdrawn consent deletes the face data (audited); the employee is no longer recognized', async () => {
    const res = await t.http.delete(`/api/face/enrolments/${staffId}`).set(as(admin));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await query(`SELECT 1 FROM face_descriptors WHERE personnel_id = $1`, [staffId])).length).toBe(0);
    expect((await query(`SELECT 1 FROM audit_log WHERE entity = 'face_enrolment' AND action = 'delete'`)).length).toBe(1);
    t.clock.set!('2026-11-27T17:10');
    const before = (await faceLogs(staffId)).length;
    expect((await recognize(kioskKey, turning)).body.recognized).toBe(false);
    expect((await faceLogs(staffId)).length).toBe(before);
    expect((await t.http.delete(`/api/face/enrolments/${staffId}`).set(as(admin))).status).toBe(404);
  }, 60_000);

  it('a change made by another instance is seen: the index follows the stored descriptors', async () => {
    await enrol(admin, { personnel_id: staffId, frames: (await enrolmentFrames('author', 3)).map(base64), consent });
    t.clock.set!('2026-11-27T17:30');
    expect((await recognize(kioskKey, turning)).body.recognized).toBe(true);
    await query(`DELETE FROM face_enrolments WHERE personnel_id = $1`, [staffId]);
    t.clock.set!('2026-11-27T17:45');
    expect((await recognize(kioskKey, turning)).body.recognized).toBe(false);
  }, 60_000);

  it('each kiosk has its own rate limit: 60 recognitions a minute, then 429; another kiosk is unaffected', async () => {
    const fresh = (await makeKiosk(admin, { name: 'Library entrance', campus_id: 1 })).body.key as string;
    const statuses: number[] = [];
    // One frame: refused before the models run, but counted like any call.
    for (let i = 0; i < 61; i++) statuses.push((await recognize(fresh, [turning[0]])).status);
    expect(statuses.slice(0, 60).every((s) => s === 422)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await recognize(otherCampusKey, [turning[0]])).status).toBe(422);
  }, 60_000);
});
