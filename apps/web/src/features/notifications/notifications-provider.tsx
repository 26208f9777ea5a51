import '../../lib/users-words';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, type TNotification } from '@hris/contracts';
import { isWithinSeconds } from '../../lib/dates';
import { useToken } from '../../lib/session';
import { whenIdle } from '../../lib/when-idle';
import { showSuccessToast } from '../../lib/toasts';
import { useSignedInUser } from '../account/current-user';
import { isUnread, notificationKeys, useMarkAllRead, useNotificationList, type TNotificationList } from './notifications.api';

export type RealtimeState = 'connecting' | 'connected' | 'offline';

type NotificationsContextValue = {
  /** New unread notifications since the bell was last opened (SPEC.md §4: starts at zero). */
  unseenCount: number;
  realtime: RealtimeState;
  /** The bell was opened: reset the count and mark everything read on the server. */
  markAllSeen: () => void;
};

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/** SPEC.md §4: only notifications addressed to the user's own personnel id are shown. */
function isAddressedTo(notification: TNotification, personnelId: number | null): boolean {
  return personnelId === null || notification.personnel_id === personnelId;
}

function requestDesktopPermission() {
  if (!('Notification' in window) || Notification.permission !== 'default') return;
  Notification.requestPermission().catch(() => {
    // Refused or unsupported: pop-ups fall back to on-screen messages.
  });
}

/** Live notifications of the signed-in user: the socket, the badge count and pop-ups. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const { user } = useSignedInUser();
  const personnelId = user.personnel?.id ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const markAllRead = useMarkAllRead();
  // The badge counts every unread notification, those from before the page loaded too (issue 17), not only those arrived since.
  const list = useNotificationList();
  const unseenCount = useMemo(() => (list.data ?? []).filter((n) => isUnread(n) && isAddressedTo(n, personnelId)).length, [list.data, personnelId]);
  const [realtime, setRealtime] = useState<RealtimeState>('connecting');

  useEffect(requestDesktopPermission, []);

  const popUp = useCallback(
    (notification: TNotification) => {
      if ('Notification' in window && Notification.permission === 'granted') {
        const desktop = new Notification(notification.title, { body: notification.description, tag: `hris-${notification.id}` });
        desktop.onclick = () => {
          window.focus();
          if (notification.link?.startsWith('/')) void navigate(notification.link);
          desktop.close();
        };
        return;
      }
      showSuccessToast(notification.description, notification.title);
    },
    [navigate],
  );

  useEffect(() => {
    if (!token) return;
    let disconnect: (() => void) | undefined;
    let stopped = false;
    const onPush = (notification: TNotification, ownAction: boolean) => {
      if (!isAddressedTo(notification, personnelId)) return;
      let isNew = false;
      queryClient.setQueryData<TNotificationList>(notificationKeys.list(), (list) => {
        const current = list?.notifications ?? [];
        if (current.some((n) => n.id === notification.id)) return list;
        isNew = true;
        return { notifications: [notification, ...current] };
      });
      // The user's own action (the next step of what they just approved is theirs too): its toast was the page's.
      if (!isNew || ownAction) return;
      if (isWithinSeconds(notification.created_at, LIMITS.notificationPopupSeconds)) popUp(notification);
    };
    // The socket (and socket.io's script) once the first screen is drawn and the browser is idle: what the page shows
    // first does not wait for it (issue 42 item 19). Once connected, the list is asked for again: what was sent between
    // the page's first answer and the connection is in it.
    const onState = (state: RealtimeState) => {
      setRealtime(state);
      if (state === 'connected') void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    };
    // In two idle moments: the push's schema (and zod) first, then socket.io and the connection; each step's script is
    // evaluated in a task of its own (whenIdle holds the next step until the promise settles).
    const schemaLoaded = whenIdle(() => import('./notification-push').then(() => undefined));
    const connected = whenIdle(() =>
      import('./live-notifications').then(({ connectLiveNotifications }) => {
        if (!stopped) disconnect = connectLiveNotifications(token, { onState, onPush });
      }),
    );
    return () => {
      stopped = true;
      schemaLoaded();
      connected();
      disconnect?.();
    };
  }, [token, personnelId, queryClient, popUp]);

  const { mutate: markRead } = markAllRead;
  const markAllSeen = useCallback(() => {
    const list = queryClient.getQueryData<TNotificationList>(notificationKeys.list());
    if (list?.notifications.some(isUnread)) markRead();
  }, [queryClient, markRead]);

  const value = useMemo(() => ({ unseenCount, realtime, markAllSeen }), [unseenCount, realtime, markAllSeen]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotificationsState(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotificationsState is used outside NotificationsProvider');
  return value;
}
