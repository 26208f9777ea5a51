import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_CONSENT_TEXT } from '@hris/contracts';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, personnelIdOf } from './support/records';
import { captureOf, randomFace, seededRandom } from './support/face-descriptors';

// Face attendance (issue 24) through HTTP: an administrator (ADMIN) enrols an employee's captures with their written
// consent; the kiosk (an ADMIN account) sends two frames' descriptors around a blink or a head turn, and a match of the
// kiosk's campus records a punch with the source "face" that the employee's DTR shows; an unknown face records nothing;
// a withdrawn consent deletes the face data and the person is no longer recognized; the threshold is the setting. The
// descriptors are synthetic (test/support/face-descriptors.ts). The clock is Friday 27 November 2026, 8:01 am in Manila.

let t: TestApp;
let admin: string;
let hr: string;
let staff: string;
let staffId: number;
const random = seededRandom(2026);
const staffFace = randomFace(random);
const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows as T[];
const faceLogs = async (personnelId: number) =>
  query<{ source: string; local: string }>(
    `SELECT source, to_char(logged_at AT TIME ZONE 'Asia/Manila', 'HH24:MI') AS local FROM attendance_logs WHERE personnel_id = $1 AND source = 'face' ORDER BY logged_at`,
    [personnelId],
  );
const consent = { agreed: true, text: FACE_CONSENT_TEXT };
const enrol = (token: string, body: Record<string, unknown>) => t.http.post('/api/face/enrolments').set(as(token)).send(body);
const recognize = (token: string, frames: number[][], extra: Record<string, unknown> = {}) =>
  t.http
    .post('/api/face/recognize')
    .set(as(token))
    .send({ campus_id: 1, descriptors: frames, liveness: { method: 'turn', passed: true }, ...extra });
const framesOf = (face: number[]) => [captureOf(face, random), captureOf(face, random)];

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T08:01' });
  [admin, hr, staff] = await Promise.all([signIn(t, 'admin@hris.test'), signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
});
afterAll(async () => t.close());

describe('enrolment', () => {
  it('only administrators: HR and employees are refused (403)', async () => {
    const body = { personnel_id: staffId, descriptors: [0, 1, 2].map(() => captureOf(staffFace, random)), consent };
    expect((await enrol(hr, body)).status).toBe(403);
    expect((await enrol(staff, body)).status).toBe(403);
    expect((await t.http.get('/api/face/enrolments').set(as(staff))).status).toBe(403);
    expect((await recognize(hr, framesOf(staffFace))).status).toBe(403);
  });

  it("refuses bad captures and a missing consent with the field's message, and stores nothing", async () => {
    const three = [0, 1, 2].map(() => captureOf(staffFace, random));
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ descriptors: three.slice(0, 2) }, 'descriptors', /at least 3 times/],
      [{ descriptors: [...three.slice(0, 2), three[2]!.slice(0, 512)] }, 'descriptors', /different face models/],
      [{ descriptors: [...three.slice(0, 2), new Array(32).fill(0.1)] }, 'descriptors.2', /64 to 2048 numbers/],
      [{ descriptors: [...three.slice(0, 2), new Array(4096).fill(0.1)] }, 'descriptors.2', /64 to 2048 numbers/],
      // JSON has no NaN: a client's NaN arrives as null.
      [{ descriptors: [...three.slice(0, 2), [null, ...three[2]!.slice(1)]] }, 'descriptors.2.0', /finite number/],
      [{ descriptors: [...three.slice(0, 2), ['1', ...three[2]!.slice(1)]] }, 'descriptors.2.0', /finite number/],
      [{ descriptors: [...three.slice(0, 2), new Array(1024).fill(0)] }, 'descriptors', /no face/],
      [{ consent: undefined }, 'consent', /written consent/],
      [{ consent: { agreed: false, text: FACE_CONSENT_TEXT } }, 'consent.agreed', /written consent/],
      [{ consent: { agreed: true, text: '' } }, 'consent.text', /consent text is required/],
      [{ image_path: 'uploads/x.png' }, 'image_path', /only when the employee consents/],
      [{ personnel_id: 999_999 }, 'personnel_id', /employee is invalid/],
    ];
    for (const [change, field, message] of cases) {
      const res = await enrol(admin, { personnel_id: staffId, descriptors: three, consent, ...change });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(422);
      const errors = res.body.errors as Record<string, string[]>;
      expect(errors[field]?.join(' '), `${field}: ${JSON.stringify(errors)}`).toMatch(message);
    }
    expect((await query(`SELECT 1 FROM face_enrolments`)).length).toBe(0);
    expect((await query(`SELECT 1 FROM face_descriptors`)).length).toBe(0);
  });

  it('stores the descriptors (Float32) and the consent as agreed, audited; the list shows the employee (its read audited)', async () => {
    const res = await enrol(admin, { personnel_id: staffId, descriptors: [0, 1, 2].map(() => captureOf(staffFace, random)), consent });
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
    expect(list.body.enrolments[0].enrolled_by).toBeTruthy();
    const reads = await query<{ after: { personnel_ids: number[] } }>(`SELECT after FROM audit_log WHERE entity = 'face_enrolment' AND action = 'read'`);
    expect(reads.at(-1)!.after.personnel_ids).toEqual([staffId]);
  });
});

describe('the kiosk', () => {
  it("recognizes the enrolled employee: a punch with the source face at the server's time, in their DTR", async () => {
    const res = await recognize(admin, framesOf(staffFace));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ recognized: true, time: '08:01', repeated: false });
    expect(res.body.message).toMatch(/^Good morning, .+ — 8:01 AM, time in recorded\.$/);
    expect(await faceLogs(staffId)).toEqual([{ source: 'face', local: '08:01' }]);

    const dtr = await t.http.get(`/api/dtr/${staffId}`).query({ month: '2026-11' }).set(as(staff));
    expect(dtr.status).toBe(200);
    const day = (dtr.body.dtr.days as { date: string; am_in: string | null }[]).find((d) => d.date === '2026-11-27');
    expect(day?.am_in).toBe('08:01');
    const logs = await t.http.get('/api/attendance/logs').query({ personnel_id: staffId, source: 'face' }).set(as(admin));
    expect(logs.status).toBe(200);
    expect(logs.body.logs).toHaveLength(1);
    const audit = await query<{ after: Record<string, unknown> }>(`SELECT after FROM audit_log WHERE entity = 'attendance_logs' AND after->>'source' = 'face'`);
    expect(audit).toHaveLength(1);
  });

  it('standing at the kiosk for a while records one punch; after lunch the next is a time out', async () => {
    t.clock.advance!(20_000);
    const again = await recognize(admin, framesOf(staffFace));
    expect(again.body).toMatchObject({ recognized: true, repeated: true, time: '08:01' });
    expect(await faceLogs(staffId)).toHaveLength(1);
    t.clock.set!('2026-11-27T12:02');
    const out = await recognize(admin, framesOf(staffFace));
    expect(out.body.message).toMatch(/Good afternoon, .+ — 12:02 PM, time out recorded\./);
    expect(await faceLogs(staffId)).toEqual([
      { source: 'face', local: '08:01' },
      { source: 'face', local: '12:02' },
    ]);
  });

  it('an unknown face records nothing', async () => {
    t.clock.set!('2026-11-27T13:00');
    const before = await faceLogs(staffId);
    const res = await recognize(admin, framesOf(randomFace(random)));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ recognized: false, message: 'Not recognized.', name: null });
    expect((await query(`SELECT 1 FROM attendance_logs WHERE source = 'face'`)).length).toBe(before.length);
  });

  it('another campus does not know the face; a face sent as one frame twice, or without liveness, is refused', async () => {
    expect((await recognize(admin, framesOf(staffFace), { campus_id: 2 })).body.recognized).toBe(false);
    const one = captureOf(staffFace, random);
    const twice = await recognize(admin, [one, one]);
    expect(twice.status).toBe(422);
    expect(twice.body.errors.liveness).toEqual(['Blink or turn your head first.']);
    const noLiveness = await recognize(admin, framesOf(staffFace), { liveness: { method: 'turn', passed: false } });
    expect(noLiveness.status).toBe(422);
    expect(noLiveness.body.errors['liveness.passed']).toEqual(['Blink or turn your head first.']);
    const oneFrame = await recognize(admin, [one]);
    expect(oneFrame.status).toBe(422);
    expect(oneFrame.body.errors.descriptors).toEqual(['Send the face descriptors of two frames.']);
    const bad = await recognize(admin, framesOf(staffFace), { campus_id: 999 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.campus_id).toEqual(['The selected campus is invalid.']);
    expect((await faceLogs(staffId)).length).toBe(2);
  });

  it('the threshold is the setting: set above what a capture reaches, the employee is not recognized', async () => {
    expect((await t.http.get('/api/face/settings').set(as(admin))).body).toEqual({ match_threshold: 0.92 });
    const bad = await t.http.put('/api/face/settings').set(as(admin)).send({ match_threshold: 2 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.match_threshold).toEqual(['The match threshold must be between 0.50 and 0.99.']);
    const strict = await t.http.put('/api/face/settings').set(as(admin)).send({ match_threshold: 0.99 });
    expect(strict.status, JSON.stringify(strict.body)).toBe(200);
    t.clock.set!('2026-11-27T16:00');
    expect((await recognize(admin, framesOf(staffFace))).body.recognized).toBe(false);
    await t.http.put('/api/face/settings').set(as(admin)).send({ match_threshold: 0.92 });
    expect((await recognize(admin, framesOf(staffFace))).body.recognized).toBe(true);
    const audit = await query(`SELECT 1 FROM audit_log WHERE entity = 'system_settings' AND entity_id = 'face_match_threshold'`);
    expect(audit).toHaveLength(2);
  });

  it('a withdrawn consent deletes the face data (audited); the employee is no longer recognized', async () => {
    const res = await t.http.delete(`/api/face/enrolments/${staffId}`).set(as(admin));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/face data has been deleted/);
    expect((await query(`SELECT 1 FROM face_descriptors WHERE personnel_id = $1`, [staffId])).length).toBe(0);
    expect((await query(`SELECT 1 FROM face_enrolments WHERE personnel_id = $1`, [staffId])).length).toBe(0);
    expect((await query(`SELECT 1 FROM audit_log WHERE entity = 'face_enrolment' AND action = 'delete'`)).length).toBe(1);
    t.clock.set!('2026-11-27T17:00');
    const before = (await faceLogs(staffId)).length;
    expect((await recognize(admin, framesOf(staffFace))).body.recognized).toBe(false);
    expect((await faceLogs(staffId)).length).toBe(before);
    expect((await t.http.delete(`/api/face/enrolments/${staffId}`).set(as(admin))).status).toBe(404);
  });

  it('a change made by another instance is seen: the index follows the stored descriptors', async () => {
    // Enrol again, then delete the rows behind the API's back (as another instance's withdrawal would).
    await enrol(admin, { personnel_id: staffId, descriptors: [0, 1, 2].map(() => captureOf(staffFace, random)), consent });
    t.clock.set!('2026-11-27T17:30');
    expect((await recognize(admin, framesOf(staffFace))).body.recognized).toBe(true);
    await query(`DELETE FROM face_enrolments WHERE personnel_id = $1`, [staffId]);
    t.clock.set!('2026-11-27T17:45');
    expect((await recognize(admin, framesOf(staffFace))).body.recognized).toBe(false);
  });
});
