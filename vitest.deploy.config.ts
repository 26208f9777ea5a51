import { defineConfig } from 'vitest/config';

// `npm run test:deploy`: the Dockerfile's build steps run in a fresh clone, and the image's file set started as the
// image starts it. Slow (a full build), so out of `npm test`; bounded at 8 minutes (the build on two shared cores takes most of it).
export default defineConfig({
  test: {
    include: ['deploy/image.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 480_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
