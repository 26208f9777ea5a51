import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as } from './support/records';
import { pdfBytes, tinyPng } from './support/files';

// Issue 38, item 7: a full disk on upload. The uploads folder is a small tmpfs of its own, filled to the last few
// kilobytes; an upload then fails partway through writing (ENOSPC). The answer says so in the users' words, and nothing
// is left of it: no file (whole, partial or temporary) in the folder, no row naming one.

const DISK_FULL = "The server's disk is full; the file was not saved. Please tell the IT office.";
const SIZE = 2 * 1024 * 1024;

let t: TestApp;
let staff: string;
let mountPoint: string;
/** Why the tmpfs could not be mounted (not root, no mount privilege in this container), or null when it was. */
let refused: string | null = null;

/** Every file under the uploads folder, temporary (dot) files included, with its size. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const freeBytes = () => {
  const { bavail, bsize } = fs.statfsSync(mountPoint);
  return bavail * bsize;
};
/** Fills the disk up to `leave` bytes free, with a file the test owns. */
function fillDisk(name: string, leave: number) {
  fs.writeFileSync(path.join(mountPoint, name), Buffer.alloc(Math.max(0, freeBytes() - leave)));
}

beforeAll(async () => {
  mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE},mode=0700`, 'tmpfs', mountPoint], { stdio: 'pipe' });
  } catch (err) {
    refused = `mount -t tmpfs was refused (${String((err as { stderr?: Buffer }).stderr ?? err).trim()}): run the suite as root to test a full disk`;
    return;
  }
  t = await createTestApp({ storage: { driver: 'local', dir: mountPoint } });
  staff = await signIn(t, 'staff@hris.test');
});

afterAll(async () => {
  await t?.close();
  if (!refused) execFileSync('umount', [mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
});

const uploadsOfStaff = async () =>
  Number((await t.db.execute(sql`SELECT count(*) AS n FROM uploads u JOIN users s ON s.id = u.user_id WHERE s.email = 'staff@hris.test'`)).rows[0]!.n);

describe('an upload onto a full disk', () => {
  it('answers 507 in the users’ words, and leaves no file, partial or temporary, and no row', async (ctx) => {
    if (refused) return ctx.skip(refused);
    fillDisk('filler', 64 * 1024);
    const free = freeBytes();
    const rowsBefore = await uploadsOfStaff();
    // Bigger than what is left: the write starts, fills the disk and fails partway.
    const pdf = pdfBytes(300_000, { random: true });
    const res = await t.http.post('/api/upload').set(as(staff)).attach('file', pdf, { filename: 'appointment.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(507);
    expect(res.body).toEqual({ message: DISK_FULL, error: DISK_FULL });
    expect(filesUnder(mountPoint)).toEqual(['filler']);
    expect(freeBytes()).toBe(free);
    expect(await uploadsOfStaff()).toBe(rowsBefore);
  });

  it('refuses a new photo alike, and the account keeps the photo it had', async (ctx) => {
    if (refused) return ctx.skip(refused);
    fillDisk('filler-2', 0);
    expect(freeBytes()).toBe(0);
    const avatarOf = async () => (await t.db.execute(sql`SELECT avatar_key FROM users WHERE email = 'staff@hris.test'`)).rows[0]!.avatar_key;
    const before = await avatarOf();
    const res = await t.http.post('/api/users/me/upload_avatar').set(as(staff)).attach('avatar', tinyPng(), { filename: 'me.png', contentType: 'image/png' });
    expect(res.status).toBe(507);
    expect(res.body).toEqual({ message: DISK_FULL, error: DISK_FULL });
    expect(await avatarOf()).toBe(before);
    expect(filesUnder(mountPoint)).toEqual(['filler', 'filler-2']);
  });

  it('works again once IT has made room', async (ctx) => {
    if (refused) return ctx.skip(refused);
    fs.rmSync(path.join(mountPoint, 'filler'));
    fs.rmSync(path.join(mountPoint, 'filler-2'));
    const pdf = pdfBytes(300_000, { random: true });
    const res = await t.http.post('/api/upload').set(as(staff)).attach('file', pdf, { filename: 'appointment.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(200);
    expect(fs.readFileSync(path.join(mountPoint, res.body.path as string)).equals(pdf)).toBe(true);
  });
});
