import type { Database } from '@hris/db';

// Files sent to POST /api/upload stay the uploader's until a module attaches them (a PDS entry, a
// time-log appeal…). Claiming is the one way to take an upload: only its uploader, only once.

/** Marks the uploader's unused upload as used and answers it; null when it is not theirs or already used. */
export async function claimUpload(db: Database, key: string, userId: number) {
  const { rows } = await db.$client.query(
    `UPDATE uploads SET claimed_at = now() WHERE storage_key = $1 AND user_id = $2 AND claimed_at IS NULL RETURNING storage_key, file_name, size_bytes`,
    [key, userId],
  );
  return (rows[0] as { storage_key: string; file_name: string; size_bytes: number } | undefined) ?? null;
}
