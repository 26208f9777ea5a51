import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: two instances of the app on one database behind a round-robin proxy (ARCHITECTURE.md,
// Running several instances). Kept out of `npm test`; the same embedded PostgreSQL and cloned template as the integration tests.
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    globalSetup: ['apps/api/test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
