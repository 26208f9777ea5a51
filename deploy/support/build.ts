import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { stage } from './dockerfile';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A fresh `git clone` of this checkout, built and pruned by the Dockerfile's build steps: what the image copies
     * (image.test.ts), and the release tree a machine without Docker runs from (bare-metal.test.ts).
     */
    deployBuild: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The Dockerfile's build stage's RUN steps, in order. */
export function buildSteps(): string[] {
  return stage(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'), 0)
    .filter(([w]) => w === 'RUN')
    .map(([, cmd]) => cmd);
}

/**
 * `npm run test:deploy`'s one build, shared by its files (a full build takes minutes on two cores): a fresh `git
 * clone` of this checkout (what is committed), then the build stage's RUN steps executed as written, except `npm ci`,
 * which needs the registry: node_modules is copied in from this checkout (the same lockfile's packages) instead.
 */
export default function setup(project: TestProject) {
  const started = Date.now();
  const phase = (name: string) => console.log(`[test:deploy] ${name} at ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-deploy-build-'));
  const clone = path.join(tmp, 'build');
  const runs = buildSteps();
  if (runs[0] !== 'npm ci --no-audit --no-fund') throw new Error(`The Dockerfile's first RUN is not npm ci: ${runs[0]}`);
  execFileSync('git', ['clone', '--quiet', ROOT, clone]);
  for (const dir of ['node_modules', 'apps/api/node_modules', 'apps/web/node_modules', 'packages/db/node_modules', 'packages/contracts/node_modules']) {
    if (fs.existsSync(path.join(ROOT, dir))) execFileSync('cp', ['-a', '--reflink=auto', path.join(ROOT, dir), path.join(clone, dir)]);
  }
  phase('cloned, packages in');
  // The rest as the Dockerfile writes them (the build, then the dev dependencies pruned).
  for (const cmd of runs.slice(1)) {
    execFileSync('sh', ['-c', cmd], { cwd: clone, stdio: 'ignore', env: { ...process.env, CI: 'true' } });
    phase(cmd);
  }
  project.provide('deployBuild', clone);
  return () => {
    // Two trees of node_modules: rm is much faster at it than fs.rmSync.
    execFileSync('rm', ['-rf', tmp]);
  };
}
