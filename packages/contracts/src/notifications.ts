import { z } from './zod';
import { ZId } from './text';

export const ZNotification = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  personnel_id: z.number().int().nullable(),
  /** 0 or empty means unread (SPEC.md §3). */
  status: z.number().int().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZMarkReadBody = z.object({ ids: z.array(ZId).max(500).optional() });

/** socket.io event that carries one new notification to its addressee. */
export const NOTIFICATION_EVENT = 'notification';

/**
 * What the socket pushes: the notification, and whether it tells of the addressee's own action (the page that made
 * the call has already shown its toast, so this one goes to the bell without popping up).
 */
export const ZNotificationPush = ZNotification.extend({ own_action: z.boolean().default(false) });
export type TNotificationPush = z.infer<typeof ZNotificationPush>;

export const ZNotificationList = z.object({ notifications: z.array(ZNotification) });
export type TNotificationList = z.infer<typeof ZNotificationList>;
/** How many notifications were marked read. */
export const ZMarkReadAnswer = z.object({ updated: z.number().int() });
export type TMarkReadAnswer = z.infer<typeof ZMarkReadAnswer>;
export const ZNotificationAnswer = z.object({ notification: ZNotification });
export type TNotificationAnswer = z.infer<typeof ZNotificationAnswer>;

/** An administrator's announcement to one user. */
export const ZAnnouncementBody = z.object({
  user_email: z.string().trim().toLowerCase().max(254).email('The email must be a valid email address.'),
  title: z.string().trim().min(1, 'The title field is required.').max(200, 'The title must not be longer than 200 characters.'),
  description: z.string().trim().max(2000, 'The description must not be longer than 2000 characters.').default(''),
  link: z.string().trim().max(500).regex(/^\//, 'The link must be a path within the system, starting with /.').optional().nullable(),
});
export type TAnnouncementBody = z.input<typeof ZAnnouncementBody>;
