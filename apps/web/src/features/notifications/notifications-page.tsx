import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { LIMITS } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { NotificationItem } from './notification-item';
import { useNotificationList } from './notifications.api';
import { useOpenNotificationLink } from './open-notification';

/** /notifications: every notification of the last 10 days. */
export function NotificationsPage() {
  const list = useNotificationList();
  const openLink = useOpenNotificationLink();
  const notifications = list.data ?? [];

  return (
    <Stack gap="lg">
      <PageHeader title="Notifications" description={`Everything sent to you in the last ${LIMITS.notificationWindowDays} days, newest first.`} />
      <Paper withBorder radius="md" p="xs">
        {list.isPending ? (
          <Stack p="sm">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={48} />
            ))}
          </Stack>
        ) : notifications.length === 0 ? (
          <Stack align="center" gap={6} py={48} c="dimmed">
            <IconBellOff size={36} stroke={1.3} />
            <Text>No notifications in the last {LIMITS.notificationWindowDays} days.</Text>
          </Stack>
        ) : (
          <Stack gap={2}>
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={openLink} />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
