import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TNotification } from '@hris/contracts';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { isUnread } from './notifications.api';
import classes from './notification-item.module.css';

type Props = { notification: TNotification; onOpen: (notification: TNotification) => void; compact?: boolean };

/** One notification: title, text, time; unread ones carry a dot. Clicking follows its link. */
export function NotificationItem({ notification, onOpen, compact = false }: Props) {
  const unread = isUnread(notification);
  return (
    <UnstyledButton className={classes.item} data-unread={unread || undefined} onClick={() => onOpen(notification)}>
      {/* Named by what it shows (axe label-content-name-mismatch); a screen reader hears "Unread" first, as the dot says. */}
      {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box className={classes.dot} data-visible={unread || undefined} mt={6} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" fw={unread ? 700 : 600} truncate>
              {notification.title}
            </Text>
            <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }} title={formatDateTime(notification.created_at)}>
              {formatRelative(notification.created_at)}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed" lineClamp={compact ? 2 : 4}>
            {notification.description}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
