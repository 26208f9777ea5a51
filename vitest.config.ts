import { defineConfig } from 'vitest/config';

// `npm test`: unit tests and the API's integration tests on a real PostgreSQL
// (embedded, or DATABASE_URL). Each test file gets its own database cloned from a migrated template.
export default defineConfig({
  test: {
    include: ['apps/api/test/**/*.test.ts', 'apps/web/test/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'deploy/compose.test.ts'],
    globalSetup: ['apps/api/test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: two files at a time keeps PostgreSQL and the tests from starving each other.
    maxWorkers: 2,
  },
});
