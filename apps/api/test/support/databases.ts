import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, migrationsFolder, runMigrations } from '@hris/db';

// Databases for the tests of what happens at a start (apps/api/src/database.ts): an empty one (a new install), one
// migrated only as far as an earlier release, and migrations folders of other builds (an older one, a newer one).

export type TestDatabase = { url: string; drop: () => Promise<void> };

async function onAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the tests' PostgreSQL (nothing migrated: a new install). */
export async function emptyDatabase(): Promise<TestDatabase> {
  const name = `u_${randomBytes(6).toString('hex')}`;
  await onAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}

type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };

/** This build's journal entries. */
export function journalEntries(): JournalEntry[] {
  return (JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * The migrations folder of another build: this build's migrations up to and including `lastTag` (an earlier release),
 * then `extra` ones (a later release's: each after the last, in order).
 */
export function migrationsOfBuild(lastTag: string, extra: { tag: string; sql: string }[] = []): string {
  const all = journalEntries();
  const upTo = all.findIndex((e) => e.tag === lastTag);
  if (upTo < 0) throw new Error(`no migration ${lastTag} in this build`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-build-migrations-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const entries = all.slice(0, upTo + 1);
  for (const e of extra) {
    const last = entries.at(-1)!;
    entries.push({ ...last, idx: last.idx + 1, when: last.when + 1_000_000, tag: e.tag });
    fs.writeFileSync(path.join(dir, `${e.tag}.sql`), e.sql);
  }
  const file = path.join(dir, 'meta/_journal.json');
  fs.writeFileSync(file, JSON.stringify({ ...(JSON.parse(fs.readFileSync(file, 'utf8')) as object), entries }));
  return dir;
}

/** Migrates `url` with a build's migrations folder, as that build's start would. */
export async function migrateWith(url: string, folder: string): Promise<void> {
  const db = createDatabase(url, 2);
  try {
    await runMigrations(db, folder);
  } finally {
    await db.$client.end();
  }
}

/** Rows of one query on `url`. */
export async function rowsOf<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
