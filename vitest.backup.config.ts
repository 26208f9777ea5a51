import { defineConfig } from 'vitest/config';

// `npm run test:backup`: a backup made, the data destroyed, the backup restored, and everything read back the same.
// Its own embedded PostgreSQL and data folder (the server's layout), so no global setup; bounded at 3 minutes.
export default defineConfig({
  test: {
    include: ['backup/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
