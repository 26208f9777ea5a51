import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Divider, Group, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { LIMITS, type TNotification } from '@hris/contracts';
import { NotificationItem } from './notification-item';
import { useNotificationList } from './notifications.api';
import { useNotificationsState } from './notifications-provider';
import { useOpenNotificationLink } from './open-notification';

/** The bell in the top bar: badge of new notifications and the latest five. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const { unseenCount, realtime, markAllSeen } = useNotificationsState();
  const list = useNotificationList();
  const openLink = useOpenNotificationLink();
  const latest = (list.data ?? []).slice(0, LIMITS.notificationsShown);

  const toggle = () => {
    const next = !opened;
    setOpened(next);
    if (next) markAllSeen();
  };
  const open = (notification: TNotification) => {
    setOpened(false);
    openLink(notification);
  };

  return (
    // The badge wraps the popover so that the popover's target (which gets aria-expanded) is the button, not the badge's div.
    <Indicator
      label={unseenCount}
      size={18}
      offset={6}
      color="red"
      disabled={unseenCount === 0}
      maxValue={99}
      attributes={{ indicator: { 'data-testid': 'notification-count' } }}
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" radius="md" withArrow>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            onClick={toggle}
            aria-label={unseenCount > 0 ? `Notifications, ${unseenCount} new` : 'Notifications'}
            data-realtime={realtime}
          >
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
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
    </Indicator>
  );
}
