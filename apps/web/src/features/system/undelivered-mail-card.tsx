import { Link } from 'react-router';
import { Button, Card, Group, Skeleton, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useUndeliveredMail } from './system.api';

/** On the System page: how many messages the mail server has not taken, and the way to them. */
export function UndeliveredMailCard() {
  const mail = useUndeliveredMail({ page: 1, per_page: 1 });
  const total = mail.data?.meta.total ?? 0;
  return (
    <Card withBorder shadow="xs" padding="lg">
      <Group gap="sm" mb={4}>
        <IconMailExclamation size={20} stroke={1.7} />
        <Text fw={700}>Undelivered mail</Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="lg">
        Sign-in codes and notices the mail server refused or has not taken yet. Waiting messages are retried on their own.
      </Text>
      {mail.isPending ? (
        <Skeleton h={28} w={220} />
      ) : (
        <Group justify="space-between">
          <Text fz="sm" fw={600} c={total ? 'orange.8' : 'dimmed'}>
            {total === 0 ? 'None: every message was delivered.' : `${total} ${total === 1 ? 'message' : 'messages'} not delivered`}
          </Text>
          <Button component={Link} to="/settings/system/undelivered-mail" variant={total ? 'filled' : 'default'} size="xs">
            Open the list
          </Button>
        </Group>
      )}
    </Card>
  );
}
