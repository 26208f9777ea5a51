import { Alert, Badge, Button, Card, Group, Progress, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TSetupItem } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useSetupChecklist } from './setup.api';

const doneLine = (items: readonly TSetupItem[]) => `${items.filter((i) => i.done).length} of ${items.length} done`;

function SetupItem({ item }: { item: TSetupItem }) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon color={item.done ? 'teal' : 'orange'} variant="light" radius="xl" size="lg">
            {item.done ? <IconCheck size={18} /> : <IconAlertTriangle size={18} />}
          </ThemeIcon>
          <div>
            <Group gap="xs">
              <Text fw={600}>{item.title}</Text>
              <Badge color={item.done ? 'teal' : 'orange'} variant="light" size="sm">
                {item.done ? 'Done' : 'To do'}
              </Badge>
            </Group>
            <Text fz="sm" c={item.done ? 'dimmed' : undefined}>
              {item.message}
            </Text>
          </div>
        </Group>
        <Button component={Link} to={item.link} variant={item.done ? 'subtle' : 'light'} size="xs" style={{ flexShrink: 0 }}>
          {item.done ? 'Open' : 'Fix it'}
        </Button>
      </Group>
    </Card>
  );
}

/** /settings/setup (administrators): what must exist before the product works, each with the page that fixes it. */
export function SetupPage() {
  const checklist = useSetupChecklist();
  const items = checklist.data ?? [];
  const done = items.filter((i) => i.done).length;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Set up the system"
        description="What must exist before people can file requests, clock in and be paid. Each item is checked as the data stands now."
      />
      {checklist.isPending ? <Skeleton h={320} /> : null}
      {checklist.isError ? <Alert color="red">We could not check the setup. Try again in a moment.</Alert> : null}
      {items.length ? (
        <>
          <div>
            <Text fw={600} mb={6}>
              {doneLine(items)}
            </Text>
            <Progress value={(done / items.length) * 100} color={done === items.length ? 'teal' : 'blue'} aria-label={doneLine(items)} />
          </div>
          <Stack gap="sm">
            {items.map((item) => (
              <SetupItem key={item.key} item={item} />
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
