import { describe } from 'vitest';

/** Set by e2e/run.mjs. Without them (e.g. a plain `vitest run` at the root) the specs are skipped. */
export const BASE_URL = process.env.E2E_BASE_URL ?? '';
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';

export const describeE2E = describe.skipIf(!BASE_URL || !DATA_DIR);

export const DEMO_PASSWORD = 'Demo#2026';
export const ACCOUNTS = {
  admin: 'admin@hris.test',
  hr: 'hr@hris.test',
  head: 'head@hris.test',
  staff: 'staff@hris.test',
  applicant: 'applicant@hris.test',
  accounting: 'accounting@hris.test',
} as const;
