import { defineConfig } from 'vitest/config';

// `npm run test:security`: the standing security check (SECURITY.md). Kept out of `npm test` so that one
// stays fast; it builds the same real app on the same cloned test database as the integration tests.
export default defineConfig({
  test: {
    include: ['security/**/*.test.ts'],
    globalSetup: ['apps/api/test/support/global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two files at a time on two cores, as `npm test`.
    maxWorkers: 2,
  },
});
