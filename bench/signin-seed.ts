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
  // The audit trail of a morning under way: the last 15 minutes hold 5,000 sign-ins' rows (code sent, signed in), which
  // the slow-down's count must not walk, and 300 people's wrong passwords from the address the storm comes from (the
  // campus's one NAT address, here the bench's 127.0.0.1): their typos must not slow the others down.
  await db.$client.query(
    `INSERT INTO audit_log (actor_user_id, action, entity, entity_id, after, ip, created_at)
     SELECT NULL, (ARRAY['two_factor_sent', 'sign_in'])[1 + i % 2], 'user', (i % 4)::text, jsonb_build_object('method', 'password'),
            '10.20.' || (i % 4) || '.1', now() - (i % 840) * interval '1 second'
       FROM generate_series(1, 10000) i`,
  );
  await db.$client.query(
    `INSERT INTO audit_log (action, entity, after, ip, created_at)
     SELECT 'sign_in_failed', 'user', jsonb_build_object('email', 'typo' || i || '@hris.test'), '127.0.0.1',
            now() - (i % 840) * interval '1 second'
       FROM generate_series(1, 300) i`,
  );
  await db.$client.query('VACUUM ANALYZE audit_log');
  return { emails, hash: hash.split('$').slice(0, 3).join('$') };
}
