import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TOwnSession } from '@hris/contracts';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { useEndSession, useOwnSessions, useSignOutOthers } from './sessions.api';

/** "Chrome on Windows" from a user agent; the raw text is too long to read. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iPhone or iPad'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'Mac'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

const methodLabel = (method: string) => (method.startsWith('oidc:') ? 'University account' : 'Password and e-mailed code');

function SessionRow({ session }: { session: TOwnSession }) {
  const end = useEndSession();
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} fz="sm">
              {describeDevice(session.user_agent)}
            </Text>
            {session.current ? (
              <Badge color="teal" variant="light" radius="sm">
                This device
              </Badge>
            ) : null}
          </Group>
          <Text fz="xs" c="dimmed">
            {session.ip ? `From ${session.ip} · ` : ''}
            {methodLabel(session.method)} · signed in {formatDateTime(session.created_at)}
          </Text>
          <Text fz="xs" c="dimmed" title={formatDateTime(session.last_seen_at)}>
            Last active {session.current ? 'now' : formatRelative(session.last_seen_at)}
          </Text>
        </Stack>
        {session.current ? null : (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            loading={end.isPending}
            onClick={() => end.mutate(session.id, { onSuccess: (answer) => showSuccessToast(answer.message) })}
            aria-label={`Sign out ${describeDevice(session.user_agent)}`}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** Where the user is signed in, with a way to end the other sign-ins (after using a shared computer, say). */
export function SessionsCard() {
  const sessions = useOwnSessions();
  const signOutOthers = useSignOutOthers();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Card withBorder shadow="xs" padding="lg" component="section" aria-labelledby="sessions-title">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Text id="sessions-title" fw={700} mb={4}>
            Where you are signed in
          </Text>
          <Text fz="sm" c="dimmed">
            Each sign-in ends by itself after a while without use. If you see one you do not know, sign it out and change your password.
          </Text>
        </div>
        <Button
          variant="light"
          color="red"
          disabled={others === 0}
          loading={signOutOthers.isPending}
          onClick={() => signOutOthers.mutate(undefined, { onSuccess: (answer) => showSuccessToast(answer.message) })}
        >
          Sign out the others
        </Button>
      </Group>
      {sessions.isPending ? (
        <Stack gap="xs">
          {[0, 1].map((row) => (
            <Skeleton key={row} h={64} />
          ))}
        </Stack>
      ) : (
        <Stack gap="xs">
          {(sessions.data ?? []).map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
