import type { Queryable } from '@hris/db';
import { ZUndeliveredMail } from '@hris/contracts';
import { z } from 'zod';
import { query, queryOne } from '../../lib/query';

// The rows of the page of undelivered mail; sending and retrying are the mail queue's (lib/mailer.ts).

/** A message waiting this long without a word from the mail server is shown too (a relay that hangs). */
const LONG_QUEUED_MINUTES = 10;

/** What the page and the audit rows say of a message: never its body. */
const SUMMARY = `id, to_address AS "to", subject, status, attempts, last_error`;
export type MailSummary = { id: number; to: string; subject: string; status: string; attempts: number; last_error: string | null };

/** Failed messages, and those still queued after a failed try or a long wait: newest first. */
export async function listUndelivered(db: Queryable, now: Date, f: { term?: string; page: number; perPage: number }) {
  const rows = await query(
    db,
    ZUndeliveredMail.extend({ __total: z.number().int() }),
    `SELECT ${SUMMARY}, created_at, CASE WHEN status = 'failed' THEN NULL ELSE next_attempt_at END AS next_attempt_at,
            count(*) OVER ()::int AS __total
       FROM outgoing_mail
      WHERE (status = 'failed'
             OR (status IN ('queued', 'sending') AND (last_error IS NOT NULL OR created_at <= $1::timestamptz - make_interval(mins => $2))))
        AND ($3::text IS NULL OR to_address ILIKE '%' || $3 || '%' OR subject ILIKE '%' || $3 || '%')
      ORDER BY created_at DESC, id DESC
      LIMIT $4 OFFSET $5`,
    [now, LONG_QUEUED_MINUTES, f.term ?? null, f.perPage, (f.page - 1) * f.perPage],
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
}

/** A message not sent yet, or null. */
export function findUnsent(db: Queryable, id: number) {
  return queryOne<MailSummary>(db, `SELECT ${SUMMARY} FROM outgoing_mail WHERE id = $1 AND status <> 'sent'`, [id]);
}

/** Deletes a waiting or failed message (its body with it); null when it is not one. */
export function discard(db: Queryable, id: number) {
  return queryOne<MailSummary>(db, `DELETE FROM outgoing_mail WHERE id = $1 AND status IN ('queued', 'failed') RETURNING ${SUMMARY}`, [id]);
}
