import { Link } from 'react-router';
import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { LIMITS } from '@hris/contracts';
import { NotificationItem } from '../notifications/notification-item';
import { useNotificationList } from '../notifications/notifications.api';
import { useOpenNotificationLink } from '../notifications/open-notification';

/** The five latest notifications, with a link to all of them. */
export function LatestNotificationsCard() {
  const list = useNotificationList();
  const openLink = useOpenNotificationLink();
  const latest = (list.data ?? []).slice(0, LIMITS.notificationsShown);

  return (
    <Card withBorder shadow="xs" padding="lg" h="100%" data-testid="latest-notifications">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>Latest notifications</Text>
        <Anchor component={Link} to="/notifications" fz="sm">
          See all
        </Anchor>
      </Group>
      {list.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={44} />
          ))}
        </Stack>
      ) : latest.length === 0 ? (
        <Stack align="center" justify="center" gap={6} py="xl" c="dimmed" flex={1}>
          <IconBellOff size={32} stroke={1.3} />
          <Text fz="sm">You are all caught up.</Text>
        </Stack>
      ) : (
        <Stack gap={2} mx={-8}>
          {latest.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={openLink} compact />
          ))}
        </Stack>
      )}
    </Card>
  );
}
