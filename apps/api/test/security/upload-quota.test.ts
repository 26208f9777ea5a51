import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { pdfBytes } from '../support/files';
import { as, makeEmployee } from '../support/records';

// Issue 15 item 12 (uploads): an applicant sent 40 files of 3 MB in a second. Each account may upload
// at most so many files a minute (429), keep at most so much uploaded but not yet attached, and an
// applicant account at most so much in all (422 with a plain message); a refused file is not stored.

let t: TestApp;
const MB = 1024 * 1024;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'uploads', 'pds');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const uploadsOf = async (email: string) =>
  (await query(`SELECT count(*)::int AS n FROM uploads u JOIN users x ON x.id = u.user_id WHERE x.email = $1`, [email]))[0].n as number;
const send = (token: string, bytes: Buffer, name = 'document.pdf') => t.http.post('/api/upload').set(as(token)).attach('file', bytes, name);
const setting = (key: string, value: unknown) =>
  query(`INSERT INTO system_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now()) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
    key,
    JSON.stringify(value),
  ]);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('uploads per account', () => {
  it('answers the 21st upload of a minute 429 with a plain message, storing nothing', async () => {
    await makeEmployee(t, { first: 'Rapid', last: 'Sender', email: 'rapid@hris.test' });
    const token = await signIn(t, 'rapid@hris.test');
    for (let i = 0; i < 20; i++) expect((await send(token, pdfBytes(800))).status).toBe(200);
    const files = storedFiles();
    const over = await send(token, pdfBytes(800));
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/at most 20 files a minute/);
    expect(over.body.error).toBe(over.body.message);
    expect(await uploadsOf('rapid@hris.test')).toBe(20);
    expect(storedFiles()).toBe(files);
    // Someone else is not held up.
    const other = await signIn(t, 'staff@hris.test');
    expect((await send(other, pdfBytes(800))).status).toBe(200);
  });

  it('refuses more files not yet attached than the quota, until some are attached', async () => {
    await setting('upload_pending_quota_mb', 5);
    await makeEmployee(t, { first: 'Heavy', last: 'Sender', email: 'heavy@hris.test' });
    const token = await signIn(t, 'heavy@hris.test');
    expect((await send(token, pdfBytes(3 * MB))).status).toBe(200);
    expect((await send(token, pdfBytes(1.5 * MB))).status).toBe(200);
    const files = storedFiles();
    const over = await send(token, pdfBytes(1 * MB));
    expect(over.status).toBe(422);
    expect(over.body.errors.file).toEqual([over.body.message]);
    expect(over.body.message).toMatch(/not yet attached.*5 MB/);
    expect(await uploadsOf('heavy@hris.test')).toBe(2);
    expect(storedFiles()).toBe(files);
    // Once attached (claimed), they no longer count as waiting.
    await query(`UPDATE uploads SET claimed_at = now() WHERE user_id = (SELECT id FROM users WHERE email = 'heavy@hris.test')`);
    expect((await send(token, pdfBytes(1 * MB))).status).toBe(200);
  });

  it('holds an applicant account to a total, but not staff', async () => {
    await setting('upload_pending_quota_mb', 50);
    await setting('applicant_storage_quota_mb', 4);
    const applicant = await signIn(t, 'applicant@hris.test');
    expect((await send(applicant, pdfBytes(3 * MB))).status).toBe(200);
    await query(`UPDATE uploads SET claimed_at = now() WHERE user_id = (SELECT id FROM users WHERE email = 'applicant@hris.test')`);
    const files = storedFiles();
    const over = await send(applicant, pdfBytes(1.5 * MB));
    expect(over.status).toBe(422);
    expect(over.body.errors.file[0]).toMatch(/4 MB/);
    expect(await uploadsOf('applicant@hris.test')).toBe(1);
    expect(storedFiles()).toBe(files);

    await makeEmployee(t, { first: 'Many', last: 'Documents', email: 'many@hris.test' });
    const staff = await signIn(t, 'many@hris.test');
    expect((await send(staff, pdfBytes(3 * MB))).status).toBe(200);
    await query(`UPDATE uploads SET claimed_at = now() WHERE user_id = (SELECT id FROM users WHERE email = 'many@hris.test')`);
    expect((await send(staff, pdfBytes(3 * MB))).status).toBe(200);
  });

  it('counts uploads sent at the same moment one after another, not all against the same count', async () => {
    await makeEmployee(t, { first: 'Burst', last: 'Sender', email: 'burst@hris.test' });
    const token = await signIn(t, 'burst@hris.test');
    const answers = await Promise.all(Array.from({ length: 30 }, () => send(token, pdfBytes(800))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    expect(await uploadsOf('burst@hris.test')).toBe(20);
  });
});
