import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, roles, setPasswordCost, userRoles, users } from '@hris/db';
import { loadConfig } from '../config';
import { startDatabase } from '../database';
import { newSealedTotpSecret } from '../lib/secret-box';
import { newPasswordProblem } from '../modules/auth';

// npm run create-admin -- --email it@university.edu.ph [--name "IT Office"] [--password …]
// Makes the first administrator of a production install (where no demo data exists).
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email) throw new Error('usage: npm run create-admin -- --email you@university.edu.ph [--name "Full Name"] [--password …]');
  // A password given on the command line follows the rules of the API (12+ characters, not a leaked one).
  const problem = values.password === undefined ? null : newPasswordProblem(values.password);
  if (problem) throw new Error(problem);
  const config = loadConfig();
  setPasswordCost(config.passwordCost);
  const database = await startDatabase({ ...config, demo: false }, (m) => console.log(`[hris] ${m}`));
  try {
    const password = values.password ?? randomBytes(12).toString('base64url');
    const email = values.email.trim().toLowerCase();
    const [existing] = await database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    const passwordHash = await hashPassword(password);
    const user = existing
      ? (await database.db.update(users).set({ passwordHash, isActive: true }).where(eq(users.id, existing.id)).returning())[0]!
      : (
          await database.db
            .insert(users)
            .values({ email, name: values.name ?? 'Administrator', passwordHash, twoFactorSecret: newSealedTotpSecret(config.dataKey) })
            .returning()
        )[0]!;
    const [admin] = await database.db.select().from(roles).where(eq(roles.name, 'Administrator'));
    if (admin) await database.db.insert(userRoles).values({ userId: user.id, roleId: admin.id }).onConflictDoNothing();
    console.log(`Administrator ${email} is ready.${values.password ? '' : ` Password: ${password}`}`);
  } finally {
    await database.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
