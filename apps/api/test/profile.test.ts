import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, DEMO_PASSWORD, type TestApp } from './support/test-app';
import { pictureFacts, tinyPng } from './support/files';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, 'staff@hris.test');
});
afterAll(async () => t.close());

describe('profile settings', () => {
  it('updates the name and mobile number, and rejects bad values with field messages', async () => {
    const ok = await t.http.post('/api/users/me/update_info').set(auth()).send({ name: '  Juan P. Bautista ', mobile_no: '+63 917 123 4567' });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ name: 'Juan P. Bautista', mobile_no: '+63 917 123 4567' });
    const bad = await t.http.post('/api/users/me/update_info').set(auth()).send({ name: '', mobile_no: 'call me' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['mobile_no', 'name']);
    const huge = await t.http
      .post('/api/users/me/update_info')
      .set(auth())
      .send({ name: 'x'.repeat(10_000) });
    expect(huge.status).toBe(422);
    const me = await t.http.get('/api/users/me').set(auth());
    expect(me.body.user.name).toBe('Juan P. Bautista');
  });

  it('changes the password only with the current one', async () => {
    const wrong = await t.http
      .post('/api/users/me/update_password')
      .set(auth())
      .send({ current_password: 'nope', password: 'Better#2027-x', password_confirmation: 'Better#2027-x' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['The current password is incorrect.']);
    const mismatch = await t.http
      .post('/api/users/me/update_password')
      .set(auth())
      .send({ current_password: DEMO_PASSWORD, password: 'Better#2027-x', password_confirmation: 'Other#2027-xy' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toBeDefined();
    const ok = await t.http
      .post('/api/users/me/update_password')
      .set(auth())
      .send({ current_password: DEMO_PASSWORD, password: 'Better#2027-x', password_confirmation: 'Better#2027-x' });
    expect(ok.status).toBe(200);
    // The session that changed it stays signed in.
    expect((await t.http.get('/api/users/me').set(auth())).status).toBe(200);
    expect((await t.http.post('/api/authenticate/login').send({ email: 'staff@hris.test', password: 'Better#2027-x' })).status).toBe(200);
  });

  it('uploads a png avatar checked from its bytes and serves it only by its signed link', async () => {
    const png = tinyPng();
    const res = await t.http.post('/api/users/me/upload_avatar').set(auth()).attach('avatar', png, { filename: 'me.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.avatar_path).toMatch(/^\/api\/files\/avatars\/[a-f0-9-]+\.png\?exp=\d+&sig=/);
    const file = await t.http.get(res.body.avatar_path);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // The kept copy is re-encoded (lib/upload-check.ts): the same picture, not the same bytes.
    expect((await pictureFacts(file.body as Buffer)).pixels.equals((await pictureFacts(png)).pixels)).toBe(true);
    const unsigned = await t.http.get(res.body.avatar_path.replace(/sig=.*/, 'sig=forged'));
    expect(unsigned.status).toBe(404);
    const me = await t.http.get('/api/users/me').set(auth());
    expect(me.body.user.avatar_path).toBe(res.body.avatar_path);
  });

  it('refuses a renamed PDF, a file over 2 MB and a request without a file, keeping the old avatar', async () => {
    const before = (await t.http.get('/api/users/me').set(auth())).body.user.avatar_path;
    const pdf = await t.http
      .post('/api/users/me/upload_avatar')
      .set(auth())
      .attach('avatar', Buffer.from('%PDF-1.7\n...'), { filename: 'photo.png', contentType: 'image/png' });
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors.avatar).toEqual(['The file type you uploaded is not allowed.']);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const large = await t.http.post('/api/users/me/upload_avatar').set(auth()).attach('avatar', big, { filename: 'big.png', contentType: 'image/png' });
    expect(large.status).toBe(422);
    expect(large.body.errors.avatar).toEqual(['The file you uploaded exceeds the file size limit.']);
    const none = await t.http.post('/api/users/me/upload_avatar').set(auth()).send({});
    expect(none.status).toBe(422);
    expect((await t.http.get('/api/users/me').set(auth())).body.user.avatar_path).toBe(before);
  });
});

describe('bad input never answers 500', () => {
  it('answers 4xx in the error shape for malformed JSON, wrong types, huge values and unknown paths', async () => {
    const cases = [
      await t.http.post('/api/authenticate/login').set('content-type', 'application/json').send('{"email": '),
      await t.http.post('/api/authenticate/login').send({ email: 42, password: ['x'] }),
      await t.http.post('/api/authenticate/login').send({ email: `${'a'.repeat(1_000_000)}@x.ph`, password: 'x' }),
      await t.http.post('/api/authenticate/login').send({}),
      await t.http.post('/api/authenticate/verify').send({ code: 'abcdef', id: 'one' }),
      await t.http.post('/api/authenticate/verify').send({ code: '123456', id: 2 ** 40 }),
      await t.http.post('/api/authenticate/resend/2fa').send({ id: -1 }),
      await t.http.post('/api/authenticate/oauth').send({ code: 'x', state: 'not-a-state' }),
      await t.http.post('/api/password/reset').send({ token: 'x'.repeat(50), password: 'Valid#2027', password_confirmation: 'Valid#2027' }),
      await t.http.get('/api/does-not-exist'),
      await t.http.post('/api/users/me/update_info').set(auth()).set('content-type', 'text/plain').send('hello'),
    ];
    for (const res of cases) {
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      expect(res.body).toMatchObject({ message: expect.any(String), error: expect.any(String) });
      expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|SELECT|node_modules/);
    }
    const missing = await t.http.post('/api/authenticate/login').send({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ email: ['The email field is required.'], password: ['The password field is required.'] });
    expect((await t.http.get('/api/does-not-exist')).status).toBe(404);
  });
});
