import { NOTIFICATION_EVENT, LIMITS, type TNotification, type TNotificationPush } from '@hris/contracts';
import { afterCommit, type Queryable } from '@hris/db';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import * as repo from './notifications.repo';

export type NotificationInput = {
  title: string;
  description: string;
  link?: string | null;
  /**
   * Whose action this tells of. When it is the recipient's own (HR certifies and the next step is HR's, an applicant
   * applies), the push says so and the page does not pop it up: the action's own toast already spoke (one toast per event).
   */
  byUserId?: number | null;
};
export type Recipient = { userId: number } | { personnelId: number } | { email: string };

const toDto = (row: repo.NotificationRow): TNotification => ({
  id: row.id,
  title: row.title,
  description: row.description,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  personnel_id: row.personnelId,
  status: row.status,
});

/**
 * The one way any module tells a person something: stores the row and pushes it
 * over socket.io to that person's room only. Answers null when nobody has that account.
 * `q` is the transaction the row joins (default: the pool).
 */
export async function notify(deps: Deps, to: Recipient, input: NotificationInput, q: Queryable = deps.db): Promise<TNotification | null> {
  const recipient = await repo.findRecipient(q, to);
  if (!recipient) return null;
  const row = await repo.insertNotification(q, {
    userId: recipient.userId,
    personnelId: recipient.personnelId,
    title: input.title,
    description: input.description,
    link: input.link ?? null,
  });
  const dto = toDto(row);
  const push: TNotificationPush = { ...dto, own_action: input.byUserId === recipient.userId };
  // Inside a transaction (an approval's decision), pushed once it is committed: never a bell for a rolled-back row.
  afterCommit(q, () => deps.realtime.emitToUser(recipient.userId, NOTIFICATION_EVENT, push));
  return dto;
}

/** Rows per statement of notifyMany: a day's overdue notices can be tens of thousands. */
const MANY_PER_STATEMENT = 5_000;

/**
 * notify() for many at once (a daily job telling thousands): the rows stored a few thousand per statement instead of
 * a round trip each, then each pushed to its addressee as notify() pushes it. For what no addressee did themselves
 * (a job's notices: no byUserId). Answers how many were stored.
 */
export async function notifyMany(
  deps: Deps,
  notices: { userId: number; input: Omit<NotificationInput, 'byUserId'> }[],
  q: Queryable = deps.db,
): Promise<number> {
  let stored = 0;
  for (let i = 0; i < notices.length; i += MANY_PER_STATEMENT) {
    const rows = await repo.insertNotifications(
      q,
      notices
        .slice(i, i + MANY_PER_STATEMENT)
        .map(({ userId, input }) => ({ userId, title: input.title, description: input.description, link: input.link ?? null })),
    );
    stored += rows.length;
    afterCommit(q, () => {
      for (const row of rows) {
        const push: TNotificationPush = {
          id: row.id,
          title: row.title,
          description: row.description,
          link: row.link,
          created_at: row.created_at,
          personnel_id: row.personnel_id,
          status: row.status,
          own_action: false,
        };
        deps.realtime.emitToUser(row.user_id, NOTIFICATION_EVENT, push);
      }
    });
  }
  return stored;
}

/** The caller's own notifications of the last 10 days, newest first. */
export async function listMine(deps: Deps, actor: Actor) {
  const since = new Date(deps.clock.now().getTime() - LIMITS.notificationWindowDays * 24 * 60 * 60 * 1000);
  const rows = await repo.listRecent(deps.db, actor.userId, since, 100);
  return { notifications: rows.map(toDto) };
}

/** Marks the caller's notifications read: all of them, or the ids given. */
export async function markMineRead(deps: Deps, actor: Actor, ids?: number[]) {
  return { updated: await repo.markRead(deps.db, actor.userId, ids) };
}

/** An administrator's announcement to one user. */
export async function announce(deps: Deps, actor: Actor, body: NotificationInput & { user_email: string }) {
  const sent = await notify(deps, { email: body.user_email }, body);
  if (!sent) throw AppError.validation('user_email', 'No account uses this e-mail address.');
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'create', entity: 'notification', entityId: sent.id, after: body, ip: actor.ip });
  return { notification: sent };
}

/**
 * Notifications that announced something which no longer holds (a request "waits for you", then was
 * cancelled) say what happened instead, and no longer count as unread.
 */
export async function rewordNotifications(
  deps: Deps,
  link: string,
  titleEnding: string,
  reworded: { title: string; description: string },
  q: Queryable = deps.db,
) {
  return repo.rewordByLink(q, link, titleEnding, reworded);
}
