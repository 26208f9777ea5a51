import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

// Production and its database (issue 38): without DATABASE_URL the server used to start an empty embedded PostgreSQL
// of its own under DATA_DIR, which to the IT office looks like every record lost. Production now refuses, saying what
// to set; `npm start` outside production keeps the embedded database a newcomer needs.

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  DATA_KEY: 'y'.repeat(40),
  SMTP_URL: 'smtp://mail.example.edu.ph:587',
};

describe('the database in production', () => {
  it('is required: without DATABASE_URL the server refuses, saying what to set, and writes nothing', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hris-production-config-')), 'data');
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir })).toThrow(
      /^DATABASE_URL must be set when NODE_ENV=production: the PostgreSQL database the records are kept in, e\.g\. postgres:\/\/hris:/,
    );
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir, DATABASE_URL: '' })).toThrow(/DATABASE_URL must be set/);
    expect(fs.existsSync(dataDir)).toBe(false);
    fs.rmSync(path.dirname(dataDir), { recursive: true });
  });

  it('is used when given', () => {
    const config = loadConfig({ ...production, DATA_DIR: '/tmp/hris-production-config', DATABASE_URL: 'postgres://hris:secret@127.0.0.1:5432/hris' });
    expect(config.databaseUrl).toBe('postgres://hris:secret@127.0.0.1:5432/hris');
    expect(config.demo).toBe(false);
  });

  it('outside production may be left out: the embedded PostgreSQL, with the demo', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-development-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBe(true);
    fs.rmSync(dataDir, { recursive: true });
  });
});
