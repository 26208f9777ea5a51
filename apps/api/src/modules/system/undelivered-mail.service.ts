import type { TMailRetryAnswer, TMessage, TUndeliveredMailList } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import * as repo from './undelivered-mail.repo';

// The administrators' page of undelivered mail (/settings/system/undelivered-mail): what the mail server refused or
// has not taken yet, retried or discarded by hand. Both are audited with the message's recipient and subject, never
// its body (it may hold a sign-in code).

const NOT_WAITING = 'This message is no longer waiting: it was sent or discarded.';
const BEING_SENT = 'This message is being sent right now. Look again in a minute.';

export async function listUndeliveredMail(deps: Deps, q: { term?: string; page: number; per_page: number }): Promise<TUndeliveredMailList> {
  const { rows, total } = await repo.listUndelivered(deps.db, deps.clock.now(), { term: q.term, page: q.page, perPage: q.per_page });
  return { messages: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

/** Refuses a message that is not waiting: 404 once sent or discarded, 409 while an instance is sending it. */
async function mustBeWaiting(deps: Deps, id: number) {
  const row = await repo.findUnsent(deps.db, id);
  if (!row) throw AppError.notFound(NOT_WAITING);
  if (row.status === 'sending') throw new AppError(409, BEING_SENT);
  return row;
}

/** "Retry now": one try at once, whatever its backoff; the outcome is recorded on the message as any try's. */
export async function retryMail(deps: Deps, actor: Actor, id: number): Promise<TMailRetryAnswer> {
  const before = await mustBeWaiting(deps, id);
  const outcome = await deps.mailer.retryNow(id);
  if (!outcome) throw new AppError(409, BEING_SENT); // another administrator or the job took it meanwhile
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'mail_retried', entity: 'outgoing_mail', entityId: id, before, after: outcome, ip: actor.ip });
  return outcome.sent
    ? { sent: true, message: 'The message was sent.' }
    : { sent: false, message: `The message could not be sent: ${(outcome.error ?? 'the mail server did not take it').replace(/\.$/, '')}.` };
}

export async function discardMail(deps: Deps, actor: Actor, id: number): Promise<TMessage> {
  await mustBeWaiting(deps, id);
  const before = await repo.discard(deps.db, id);
  if (!before) throw new AppError(409, BEING_SENT);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'mail_discarded', entity: 'outgoing_mail', entityId: id, before, ip: actor.ip });
  return { message: 'The message was discarded.' };
}
