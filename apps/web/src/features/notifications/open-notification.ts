import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TNotification } from '@hris/contracts';

/** Follows a notification's link: pages of this app in place, other sites in a new tab. */
export function useOpenNotificationLink() {
  const navigate = useNavigate();
  return useCallback(
    (notification: TNotification) => {
      const link = notification.link?.trim();
      if (!link) return;
      const target = new URL(link, window.location.origin);
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}${target.hash}`);
      else window.open(target.href, '_blank', 'noopener,noreferrer');
    },
    [navigate],
  );
}
