import type { Queryable } from '@hris/db';
import { execute, queryOne } from '../../lib/query';

// Social sign-ins in flight (table oidc_states): the PKCE verifier and the nonce never leave the server;
// the state the provider carries is a random key to this row, and the row names the browser that began.

export type OidcState = { provider: string; code_verifier: string; nonce: string; browser_hash: string; expires_at: Date; used_at: Date | null };

export async function saveState(
  db: Queryable,
  v: { stateHash: string; provider: string; codeVerifier: string; nonce: string; browserHash: string; expiresAt: Date },
) {
  await execute(db, `INSERT INTO oidc_states (state_hash, provider, code_verifier, nonce, browser_hash, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
    v.stateHash,
    v.provider,
    v.codeVerifier,
    v.nonce,
    v.browserHash,
    v.expiresAt,
  ]);
  // States abandoned on the provider's page are swept as new ones arrive.
  await execute(db, `DELETE FROM oidc_states WHERE expires_at < $1::timestamptz - interval '1 day'`, [v.expiresAt]);
}

/** A state as stored, spent or not, live or not: the service says which of those went wrong. */
export async function findState(db: Queryable, stateHash: string): Promise<OidcState | null> {
  return queryOne<OidcState>(db, `SELECT provider, code_verifier, nonce, browser_hash, expires_at, used_at FROM oidc_states WHERE state_hash = $1`, [
    stateHash,
  ]);
}

/** Spends a live state: true for the one request that spends it, false for any other (a replay, a race). */
export async function spendState(db: Queryable, stateHash: string, now: Date): Promise<boolean> {
  const spent = await queryOne<{ id: number }>(
    db,
    `UPDATE oidc_states SET used_at = $2 WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id`,
    [stateHash, now],
  );
  return spent !== null;
}
