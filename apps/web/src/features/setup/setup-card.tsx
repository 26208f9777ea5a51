import { Button, Card, Group, Progress, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignedInUser } from '../account/current-user';
import { useSetupChecklist } from './setup.api';

/** The dashboard's card for an administrator while something is still to set up: how far, and the first thing missing. */
export function SetupCard() {
  const { user } = useSignedInUser();
  const admin = user.allowed_views.includes('ADMIN');
  const checklist = useSetupChecklist(admin);
  const items = checklist.data;
  if (!admin || !items) return null;
  const done = items.filter((i) => i.done).length;
  const next = items.find((i) => !i.done);
  if (!next) return null;
  return (
    <Card withBorder padding="lg" shadow="xs" data-testid="setup-card">
      <Group gap="sm" mb={4}>
        <IconListCheck size={20} stroke={1.7} />
        <Text fw={700}>
          Setting up the system: {done} of {items.length} done
        </Text>
      </Group>
      <Progress value={(done / items.length) * 100} mb="sm" aria-hidden />
      <Text fz="sm">
        Next: <b>{next.title}</b>. {next.message}
      </Text>
      <Group mt="md" gap="sm">
        <Button component={Link} to={next.link} size="xs">
          Fix it
        </Button>
        <Button component={Link} to="/settings/setup" size="xs" variant="light">
          See the checklist
        </Button>
      </Group>
    </Card>
  );
}
