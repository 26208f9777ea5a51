import { useState } from 'react';
import { Badge, Drawer, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { useSignIns, type TSignInAction, type TUserAccount } from './users.api';

const PER_PAGE = 15;

const ACTION_LABELS: Record<TSignInAction, { label: string; color: string }> = {
  sign_in: { label: 'Signed in', color: 'teal' },
  sign_in_failed: { label: 'Wrong password', color: 'red' },
  sign_out: { label: 'Signed out', color: 'gray' },
  two_factor_failed: { label: 'Wrong code', color: 'orange' },
  password_reset: { label: 'Password reset', color: 'blue' },
};

function History({ user }: { user: TUserAccount }) {
  const [page, setPage] = useState(1);
  const history = useSignIns(user.id, page, PER_PAGE);
  const rows = history.data?.sign_ins ?? [];
  const total = history.data?.meta.total ?? 0;

  if (history.isPending) {
    return (
      <Stack gap="xs">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} h={52} />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {user.name} has not signed in yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {rows.map((entry) => {
        const action = ACTION_LABELS[entry.action] ?? { label: entry.action, color: 'gray' };
        return (
          <Paper key={entry.id} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Badge color={action.color} variant="light" radius="sm">
                    {action.label}
                  </Badge>
                  {entry.method ? (
                    <Text fz="xs" c="dimmed">
                      {entry.method}
                    </Text>
                  ) : null}
                </Group>
                <Text fz="xs" c="dimmed">
                  {entry.ip ? `From ${entry.ip}` : 'Address unknown'}
                </Text>
              </Stack>
              <Text fz="xs" c="dimmed" ta="right" title={formatDateTime(entry.created_at)} style={{ flexShrink: 0 }}>
                {formatRelative(entry.created_at)}
              </Text>
            </Group>
          </Paper>
        );
      })}
      {total > PER_PAGE ? (
        <Group justify="center" mt="sm">
          <Pagination size="sm" total={Math.ceil(total / PER_PAGE)} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}

/** Sign-ins, failed attempts and sign-outs of one user, newest first. */
export function SignInHistoryDrawer({ user, opened, onClose }: { user: TUserAccount | null; opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={user ? `Sign-in history: ${user.name}` : 'Sign-in history'}>
      {user ? <History key={user.id} user={user} /> : null}
    </Drawer>
  );
}
