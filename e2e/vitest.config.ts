import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The specs of a lane (e2e/run.mjs) share one server and the demo accounts, so they run in one fixed order: by file name, the same on
 * every machine (vitest's own order follows its cache of past durations, which a fresh clone does not have).
 * The accessibility scan files requests for the demo staff (a pending leave, a travel, overtime, an appeal…)
 * so that the detail pages it scans have something to show: it runs last, so that every flow spec starts
 * from the demo's own state ("No travels filed").
 */
class FixedOrder extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // By the spec's name without ".spec.ts": a module's own flow ("leave") before its office's ("leave-admin").
    const name = (f: TestSpecification) => {
      const spec = f.moduleId.replace(/^.*\//, '').replace(/\.spec\.ts$/, '');
      return spec === 'accessibility' ? '~' : spec;
    };
    // Code-point order, not localeCompare: a locale's collation puts "~" before letters and ignores the "-".
    return Promise.resolve([...files].sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0)));
  }
}

// Run through e2e/run.mjs, which starts the built server and sets E2E_BASE_URL and E2E_DATA_DIR.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time against a lane's server: its specs share the demo accounts and the outbox.
    fileParallelism: false,
    sequence: { sequencer: FixedOrder },
    reporters: ['default'],
  },
});
