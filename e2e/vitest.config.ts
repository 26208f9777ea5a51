import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Run through e2e/run.mjs, which starts the built server and sets E2E_BASE_URL and E2E_DATA_DIR.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time against one server: the specs share the demo accounts and the outbox.
    fileParallelism: false,
    reporters: ['default'],
  },
});
