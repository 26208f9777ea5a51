import { defineConfig } from 'vitest/config';

// `npm run test:crash`: no acknowledged write lost (issue 18). Runs the BUILT server (apps/api/dist/server.js) as a
// child process on a fresh DATA_DIR, kills it (and its PostgreSQL) in the middle of writes, and restarts it. Kept
// out of `npm test`: it takes minutes and starts its own servers.
export default defineConfig({
  test: {
    include: ['crash/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
