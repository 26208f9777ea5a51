import { z } from './zod';
import { ZListQuery } from './lookups';
import { listAnswer, ZTimestamp } from './responses';

// The administrators' page of undelivered mail (issue 38): messages the mail server refused for good, or has not
// taken after a first try. The body is never sent to the page: it may hold a sign-in code or a reset link.

export const ZUndeliveredMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** queued: waiting for its next try; sending: being tried now; failed: refused for good, or a day old. */
  status: z.enum(['queued', 'sending', 'failed']),
  attempts: z.number().int(),
  /** The mail server's last answer (e.g. "550 5.1.1 User unknown", "self-signed certificate"). */
  last_error: z.string().nullable(),
  created_at: ZTimestamp,
  /** When it is tried next; null once failed. */
  next_attempt_at: ZTimestamp.nullable(),
});
export type TUndeliveredMail = z.infer<typeof ZUndeliveredMail>;
/** Searched by recipient or subject with `term`. */
export const ZUndeliveredMailQuery = ZListQuery;
export type TUndeliveredMailQuery = z.infer<typeof ZUndeliveredMailQuery>;
export const ZUndeliveredMailList = listAnswer('messages', ZUndeliveredMail);
export type TUndeliveredMailList = z.infer<typeof ZUndeliveredMailList>;
/** "Retry now": whether the mail server took it this time, in words for the toast. */
export const ZMailRetryAnswer = z.object({ message: z.string(), sent: z.boolean() });
export type TMailRetryAnswer = z.infer<typeof ZMailRetryAnswer>;
