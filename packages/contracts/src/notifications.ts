import { z } from 'zod';
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
