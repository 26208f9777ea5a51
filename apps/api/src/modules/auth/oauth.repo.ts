import type { Queryable } from '@hris/db';
import { execute, queryOne } from '../../lib/query';

// Social sign-ins in flight (table oidc_states): the PKCE verifier and the nonce never leave the server;
// the state the provider carries is a random key to this row, and the row names the browser that began.

export type OidcState = { provider: string; code_verifier: string; nonce: string; browser_hash: string };

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

/** Takes a live state once: a second use of the same state finds nothing. */
export async function takeState(db: Queryable, stateHash: string, now: Date): Promise<OidcState | null> {
  return queryOne<OidcState>(
    db,
    `UPDATE oidc_states SET used_at = now() WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING provider, code_verifier, nonce, browser_hash`,
    [stateHash, now],
  );
}
