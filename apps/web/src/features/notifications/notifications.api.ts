import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, type TNotification, type TNotificationList } from '@hris/contracts';
import { callApi } from '../../lib/api';

export type { TNotificationList };

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** SPEC.md §3: status 0 or empty means unread. */
export function isUnread(notification: TNotification): boolean {
  return notification.status === 0 || notification.status === null;
}

/** The user's own notifications of the last 10 days, newest first. */
/** GET /api/notifications, the user's list (the bell, the dashboard's card). */
const notificationListQuery = queryOptions({
  queryKey: notificationKeys.list(),
  // Notifications are an extra: a failure leaves the bell empty rather than raising a toast.
  queryFn: ({ signal }) => callApi(notificationsApi.mine, { signal, lookup: true }),
});

export function useNotificationList() {
  return useQuery({ ...notificationListQuery, select: (answer) => answer.notifications });
}

/** Marks every notification of the user read on the server, and in the cached list. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationsApi.markRead, { body: {}, lookup: true }),
    onSuccess: () =>
      queryClient.setQueryData<TNotificationList>(notificationKeys.list(), (list) =>
        list ? { notifications: list.notifications.map((n) => (isUnread(n) ? { ...n, status: 1 } : n)) } : list,
      ),
  });
}
