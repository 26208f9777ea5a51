import { Alert, Card, Group, Skeleton, Switch, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { showSuccessToast } from '../../lib/toasts';
import { useMaintenanceMode, useSetMaintenanceMode } from './system.api';

/** Maintenance mode: while on, the API answers 503 and users see the maintenance page. */
export function MaintenanceCard() {
  const mode = useMaintenanceMode();
  const setMode = useSetMaintenanceMode();
  const enabled = mode.data ?? false;

  const change = (next: boolean) =>
    setMode.mutate(next, {
      onSuccess: () => showSuccessToast(next ? 'Maintenance mode is on.' : 'Maintenance mode is off.'),
    });

  return (
    <Card withBorder shadow="xs" padding="lg">
      <Group gap="sm" mb={4}>
        <IconTool size={20} stroke={1.7} />
        <Text fw={700}>Maintenance mode</Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="lg">
        Use it while the system is being updated. Users are shown a maintenance page until it is switched off.
      </Text>
      {mode.isPending ? (
        <Skeleton h={28} w={220} />
      ) : (
        <Switch
          size="md"
          color="orange"
          label={enabled ? 'On: users see the maintenance page' : 'Off: the system is open'}
          checked={enabled}
          disabled={setMode.isPending || mode.isError}
          onChange={(event) => change(event.currentTarget.checked)}
        />
      )}
      {enabled ? (
        <Alert color="orange" variant="light" mt="lg">
          The system is in maintenance mode.
        </Alert>
      ) : null}
    </Card>
  );
}
