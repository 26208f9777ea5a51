import { defineConfig } from 'vitest/config';

// `npm run test:deploy`: the Dockerfile's build steps run in a fresh clone, and the image's file set started as the
// image starts it. Slow (a full build), so out of `npm test`; bounded at 5 minutes.
export default defineConfig({
  test: {
    include: ['deploy/image.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
