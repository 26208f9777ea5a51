// `npm run create-admin|backup|restore` run the built commands (apps/api/dist/<name>.js), as a production install runs
// them: no development package (tsx) is needed once built. In a checkout never built, the API is built first (tsup,
// a development package, is there then). An existing build is used as it is: after changing the source, `npm run build`.
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const name = process.argv[2];
if (!fs.existsSync(new URL(`../dist/${name}.js`, import.meta.url))) {
  console.error(`[hris] apps/api/dist/${name}.js is not built yet: building the API (npm run build -w @hris/api)`);
  try {
    execSync('npm run build -w @hris/api', { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    console.error('[hris] The build failed. It needs the development packages: `npm ci`, then `npm run build`.');
    process.exit(1);
  }
}
