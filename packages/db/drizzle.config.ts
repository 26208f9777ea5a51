import { defineConfig } from 'drizzle-kit';

// Migrations are generated SQL files committed to the repo (DESIGN.md, Data): `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/migrations',
});
