import { isApplicantOnly } from '@hris/contracts';
import { withTransaction, type Queryable } from '@hris/db';
import type { Actor } from './actor';
import { AppError } from './app-error';
import type { Deps } from './deps';
import { readNumberSetting } from './settings';
import { execute, queryOne } from './query';
// The advisory-lock namespace of upload accounting (the second key is the user id).
import { UPLOAD_LOCK } from './advisory-locks';

// Files sent to POST /api/upload stay the uploader's until a module attaches them (a PDS entry, a
// time-log appeal…). Claiming is the one way to take an upload: only its uploader, only once.

/** Marks the uploader's unused upload as used and answers it; null when it is not theirs or already used. */
export async function claimUpload(db: Queryable, key: string, userId: number) {
  return queryOne<{ storage_key: string; file_name: string; size_bytes: number }>(
    db,
    `UPDATE uploads SET claimed_at = now() WHERE storage_key = $1 AND user_id = $2 AND claimed_at IS NULL RETURNING storage_key, file_name, size_bytes`,
    [key, userId],
  );
}

// Per-account limits (issue 15: an applicant sent 40 files of 3 MB in a second): so many uploads a minute,
// so much uploaded and not yet attached, and for an applicant account so much in all. They are counted
// from the uploads table and the new row is written under a per-account advisory lock, so uploads sent
// at the same moment are counted one after another; a refused file is never stored.

const MB = 1024 * 1024;

/** Stores a checked file as the actor's upload under `key`, if the account's limits allow it. */
export async function storeUpload(deps: Pick<Deps, 'db' | 'storage'>, actor: Actor, file: { key: string; name: string; bytes: Buffer }): Promise<void> {
  const [perMinute, pendingMb, applicantMb] = await Promise.all([
    readNumberSetting(deps.db, 'upload_rate_per_minute'),
    readNumberSetting(deps.db, 'upload_pending_quota_mb'),
    readNumberSetting(deps.db, 'applicant_storage_quota_mb'),
  ]);
  try {
    await withTransaction(deps.db, async (tx) => {
      await execute(tx, 'SELECT pg_advisory_xact_lock($1, $2)', [UPLOAD_LOCK, actor.userId]);
      const used = (await queryOne<{ last_minute: number; pending_bytes: number; stored_bytes: number }>(
        tx,
        `SELECT count(*) FILTER (WHERE created_at > clock_timestamp() - interval '1 minute')::int AS last_minute,
                coalesce(sum(size_bytes) FILTER (WHERE claimed_at IS NULL), 0)::float8 AS pending_bytes,
                coalesce(sum(size_bytes), 0)::float8 AS stored_bytes
           FROM uploads WHERE user_id = $1`,
        [actor.userId],
      ))!;
      if (used.last_minute >= perMinute)
        throw AppError.tooMany(`You are uploading too fast: at most ${perMinute} files a minute. Wait a minute, then try again.`);
      if (used.pending_bytes + file.bytes.length > pendingMb * MB) {
        throw AppError.validation(
          'file',
          `You have too many uploaded files not yet attached to anything (at most ${pendingMb} MB). Attach them first; unused ones are cleared after a day.`,
        );
      }
      if (isApplicantOnly(actor.roles) && used.stored_bytes + file.bytes.length > applicantMb * MB) {
        throw AppError.validation(
          'file',
          `Your documents would take more than ${applicantMb} MB, the most an applicant account may upload. Ask the HR office if you need to send more.`,
        );
      }
      await deps.storage.put(file.key, file.bytes);
      // created_at from the clock, not the transaction's start: an upload that waited for the lock counts from now.
      await execute(tx, `INSERT INTO uploads (storage_key, user_id, file_name, size_bytes, created_at) VALUES ($1, $2, $3, $4, clock_timestamp())`, [
        file.key,
        actor.userId,
        file.name,
        file.bytes.length,
      ]);
    });
  } catch (err) {
    // A file stored before the row failed must not stay behind, but only when the row is known not to be
    // there: a COMMIT that failed with the connection (PostgreSQL killed) may have been written all the
    // same, and then removing the file would leave a row without its file. When the database cannot say,
    // the file stays (an orphan file is harmless; a row without its file is a lost document).
    const row = await queryOne(deps.db, 'SELECT 1 FROM uploads WHERE storage_key = $1', [file.key]).then(
      (found) => (found ? 'there' : 'absent'),
      () => 'unknown',
    );
    if (row === 'absent') await deps.storage.remove(file.key).catch(() => undefined);
    throw err;
  }
}
