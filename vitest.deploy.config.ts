import { defineConfig } from 'vitest/config';

// `npm run test:deploy`: the Dockerfile's build steps run once in a fresh clone (deploy/support/build.ts); the image's
// file set started as the image starts it (image.test.ts), and the same release tree installed as docs/operations.md's
// guide for a machine without Docker says (bare-metal.test.ts). Slow (a full build), so out of `npm test`; the build
// takes most of the 8 minutes it is bounded by on two shared cores.
export default defineConfig({
  test: {
    include: ['deploy/image.test.ts', 'deploy/bare-metal.test.ts'],
    globalSetup: ['deploy/support/build.ts'],
    testTimeout: 180_000,
    hookTimeout: 480_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
