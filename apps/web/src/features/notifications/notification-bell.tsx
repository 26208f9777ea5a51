import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Divider, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { LIMITS, type TNotification } from '@hris/contracts';
import { BellBadge, BellButton } from './bell-button';
import { NotificationItem } from './notification-item';
import { useNotificationList } from './notifications.api';
import { useNotificationsState } from './notifications-provider';
import { useOpenNotificationLink } from './open-notification';

/**
 * The bell in the top bar: badge of new notifications and the latest five. Loaded after the first screen (the top bar
 * shows its button meanwhile); `openedAtOnce` when the user clicked the button before it had loaded.
 */
export function NotificationBell({ openedAtOnce = false }: { openedAtOnce?: boolean }) {
  const [opened, setOpened] = useState(openedAtOnce);
  const { realtime, markAllSeen } = useNotificationsState();
  const list = useNotificationList();
  const openLink = useOpenNotificationLink();
  const latest = (list.data ?? []).slice(0, LIMITS.notificationsShown);

  const toggle = () => {
    const next = !opened;
    setOpened(next);
    if (next) markAllSeen();
  };
  // Drawn by the click on the button it replaces: that click opened it, and the focus goes to the new button.
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openedAtOnce) return;
    markAllSeen();
    button.current?.focus();
  }, [openedAtOnce, markAllSeen]);
  const open = (notification: TNotification) => {
    setOpened(false);
    openLink(notification);
  };

  return (
    // The badge wraps the popover so that the popover's target (which gets aria-expanded) is the button, not the badge's div.
    <BellBadge>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" radius="md" withArrow>
        <Popover.Target>
          <BellButton ref={button} onClick={toggle} />
        </Popover.Target>
        <Popover.Dropdown p={0} data-testid="notification-dropdown">
          <Group justify="space-between" px="md" py="sm">
            <Text fw={700}>Notifications</Text>
            {realtime === 'offline' ? (
              <Text fz="xs" c="dimmed">
                Live updates paused
              </Text>
            ) : null}
          </Group>
          <Divider />
          {latest.length === 0 ? (
            <Stack align="center" gap={4} py="xl" c="dimmed">
              <IconBellOff size={28} stroke={1.4} />
              <Text fz="sm">No notifications in the last {LIMITS.notificationWindowDays} days</Text>
            </Stack>
          ) : (
            <ScrollArea.Autosize mah={420}>
              <Stack gap={2} p={6}>
                {latest.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={open} compact />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
          <Divider />
          <Group justify="center" py="xs">
            <Anchor component={Link} to="/notifications" fz="sm" fw={600} onClick={() => setOpened(false)}>
              See all
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </BellBadge>
  );
}
