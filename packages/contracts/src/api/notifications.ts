import { route } from '../api-route';
import { ZAnnouncementBody, ZMarkReadAnswer, ZMarkReadBody, ZNotificationAnswer, ZNotificationList } from '../notifications';

/** The bell (SPEC.md §4): my notifications, marking them read, and the administrators' announcements. */
export const notificationsApi = {
  mine: route({
    method: 'GET',
    path: '/api/notifications',
    summary: 'My notifications of the last 10 days, newest first',
    response: ZNotificationList,
  }),
  markRead: route({
    method: 'POST',
    path: '/api/notifications/read',
    summary: 'Mark my notifications read (all, or the ids given)',
    body: ZMarkReadBody.optional(),
    response: ZMarkReadAnswer,
  }),
  announce: route({
    method: 'POST',
    path: '/api/notifications',
    summary: 'Send an announcement to one user',
    body: ZAnnouncementBody,
    response: ZNotificationAnswer,
  }),
};
