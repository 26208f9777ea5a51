import { NOTIFICATION_EVENT, type TNotification } from '@hris/contracts';
import { ZNotificationPush } from './notification-push';
import { openRealtimeSocket } from '../../lib/socket';
import type { RealtimeState } from './notifications-provider';

type LiveHandlers = {
  onState: (state: RealtimeState) => void;
  /** A notification pushed to the user; `ownAction` when it follows from what the user just did. */
  onPush: (notification: TNotification, ownAction: boolean) => void;
};

/**
 * The user's live notifications over the realtime socket. Loaded by the provider once the first screen is drawn
 * (socket.io and the push's schema are not among the scripts the signed-in layout waits for: issue 42 item 19).
 * Returns the disconnect.
 */
export function connectLiveNotifications(token: string, { onState, onPush }: LiveHandlers): () => void {
  const socket = openRealtimeSocket(token);
  socket.on('connect', () => onState('connected'));
  socket.on('disconnect', () => onState('offline'));
  socket.on('connect_error', () => onState('offline'));
  socket.on(NOTIFICATION_EVENT, (payload: unknown) => {
    const parsed = ZNotificationPush.safeParse(payload);
    if (!parsed.success) return;
    const { own_action: ownAction, ...notification } = parsed.data;
    onPush(notification, ownAction === true);
  });
  return () => {
    socket.disconnect();
  };
}
