import { Button, Card, Group, Progress, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TSetupProgress } from '@hris/contracts';

/**
 * The dashboard's card for an administrator while something is still to set up: how far, and the first thing missing.
 * `progress` comes with the dashboard's answer (null for anyone else, and once everything is set up).
 */
export function SetupCard({ progress }: { progress: TSetupProgress | null }) {
  if (!progress) return null;
  const { done, total, next } = progress;
  return (
    <Card withBorder padding="lg" shadow="xs" data-testid="setup-card">
      <Group gap="sm" mb={4}>
        <IconListCheck size={20} stroke={1.7} />
        <Text fw={700}>
          Setting up the system: {done} of {total} done
        </Text>
      </Group>
      <Progress value={(done / total) * 100} mb="sm" aria-hidden />
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
