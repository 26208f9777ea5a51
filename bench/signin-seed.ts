// The accounts of the sign-in storm (bench/signin.ts): 200 employees who sign in with the demo password,
// their hashes made the way the product makes a new one today (hashPassword at the configured cost).
import { DEMO_PASSWORD, hashPassword, type createDatabase } from '@hris/db';

export const SIGNIN_BENCH_ACCOUNTS = 200;
export const signInBenchEmail = (i: number) => `storm.${String(i).padStart(3, '0')}@hris.test`;

export async function seedSignIn(db: ReturnType<typeof createDatabase>): Promise<{ emails: string[]; hash: string }> {
  // One hash for all: checking it costs what checking each one's own would; the seed does not spend minutes hashing.
  const hash = await hashPassword(DEMO_PASSWORD);
  const emails = Array.from({ length: SIGNIN_BENCH_ACCOUNTS }, (_, i) => signInBenchEmail(i + 1));
  await db.$client.query(
    `INSERT INTO users (email, name, password_hash, two_factor_secret, email_verified_at)
     SELECT e, 'Storm ' || e, $2, (SELECT two_factor_secret FROM users WHERE email = 'staff@hris.test'), now() FROM unnest($1::text[]) e`,
    [emails, hash],
  );
  return { emails, hash: hash.split('$').slice(0, 3).join('$') };
}
