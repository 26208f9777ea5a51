import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconKey, IconPlus, IconUsers } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { useConfirm } from '../../components/confirm-dialog';
import { useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { ActiveBadge } from '../../components/status-badge';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { useCampuses, useDevices, useRegenerateDeviceKey, type TDevice } from './attendance.api';
import { DeviceFormModal } from './device-form-modal';
import { DeviceUsersDrawer } from './device-users-drawer';

/** What the admin can do when a device's requests are refused (the server lets a request in with the key, or after a hand-shake with it from the same address). */
const REFUSED_ADVICE =
  'Its requests are refused, so its punches are not recorded: they came without the device key (or with a wrong one), or from another address than its hand-shake. Edit the device and set its server address as shown there, or enter the device key as its comm key.';

/** /edats/devices: the biometric devices of every campus and which PIN on each is which employee. */
export function DevicesPage() {
  const devices = useDevices();
  const campuses = useCampuses();
  const form = useModalFor<TDevice>();
  const users = useModalFor<number>();
  const confirm = useConfirm();
  const regenerate = useRegenerateDeviceKey();
  const campusOf = (id: number) => campuses.data?.find((c) => c.id === id);
  // The drawer reads the device from the list, so its counts follow each change.
  const drawerDevice = devices.data?.find((d) => d.id === users.subject) ?? null;
  const refused = (devices.data ?? []).filter((d) => d.last_refused_at);

  const columns: Column<TDevice>[] = [
    {
      key: 'name',
      header: 'Device',
      render: (d) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {d.name}
          </Text>
          <Text fz="xs" c="dimmed" ff="monospace">
            {d.serial_number}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'campus',
      header: 'Campus',
      width: 90,
      render: (d) => (
        <Text fz="sm" title={campusOf(d.campus_id)?.name}>
          {campusOf(d.campus_id)?.acronym ?? `Campus ${d.campus_id}`}
        </Text>
      ),
    },
    {
      key: 'location',
      header: 'Location',
      render: (d) => (
        <Text fz="sm" c={d.location ? undefined : 'dimmed'}>
          {d.location ?? 'Not given'}
        </Text>
      ),
    },
    {
      key: 'activity',
      header: 'Activity',
      width: 200,
      render: (d) => (
        <Stack gap={2}>
          {d.last_seen_at ? (
            <Text fz="sm" title={formatDateTime(d.last_seen_at)}>
              Seen {formatRelative(d.last_seen_at)}
            </Text>
          ) : (
            <Text fz="sm" c="dimmed">
              Never connected
            </Text>
          )}
          {d.last_punch_at ? (
            <Text fz="xs" c="dimmed" title={formatDateTime(d.last_punch_at)}>
              Last punch {formatRelative(d.last_punch_at)}
            </Text>
          ) : (
            d.last_seen_at && (
              <Text fz="xs" c="dimmed">
                No punch received yet
              </Text>
            )
          )}
          {d.last_refused_at && (
            <Group gap={4} wrap="nowrap" title={`${REFUSED_ADVICE} Last refused ${formatDateTime(d.last_refused_at)}.`}>
              <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" aria-hidden />
              <Text fz="xs" c="orange.8" fw={600}>
                Punches refused {formatRelative(d.last_refused_at)}
              </Text>
            </Group>
          )}
        </Stack>
      ),
    },
    {
      key: 'users',
      header: 'Users',
      width: 80,
      align: 'center',
      render: (d) => (
        <Badge variant="light" color={d.users_count ? 'blue' : 'gray'} radius="sm">
          {d.users_count}
        </Badge>
      ),
    },
    {
      key: 'addresses',
      header: 'Sends from',
      width: 140,
      render: (d) =>
        d.allowed_ips.length ? (
          <Text fz="sm" ff="monospace" title={d.allowed_ips.join(', ')}>
            {d.allowed_ips[0]}
            {d.allowed_ips.length > 1 ? ` +${d.allowed_ips.length - 1}` : ''}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            Any address
          </Text>
        ),
    },
    { key: 'status', header: 'Status', width: 100, render: (d) => <ActiveBadge active={d.is_active} /> },
    {
      key: 'actions',
      header: '',
      width: 56,
      align: 'right',
      render: (d) => (
        <RowActions
          subject={d.name}
          actions={[
            { label: 'Users', icon: IconUsers, onClick: () => users.open(d.id) },
            { label: 'Edit', icon: IconEdit, onClick: () => form.open(d) },
            {
              label: 'New key',
              icon: IconKey,
              onClick: () =>
                confirm({
                  title: 'Make a new device key',
                  message: `Make a new key for ${d.name}? The device is refused until the new key is entered in it.`,
                  confirmLabel: 'Make a new key',
                  danger: true,
                  onConfirm: () => regenerate.mutateAsync(d.id).then((answer) => showSuccessToast(answer.message)),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Biometric devices"
        description="The time clocks that send punches, and the PIN each employee was enrolled under."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => form.open()}>
            Add device
          </Button>
        }
      />
      {refused.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={`Punches refused: ${refused.map((d) => d.name).join(', ')}`}>
          {REFUSED_ADVICE}
        </Alert>
      )}
      <DataTable
        label="Biometric devices"
        columns={columns}
        rows={devices.data}
        rowKey={(d) => d.id}
        loading={devices.isPending}
        onRowClick={(d) => users.open(d.id)}
        minWidth={1000}
        emptyTitle="No devices yet"
        emptyDescription="Add each biometric device with its serial number before it can send punches."
      />
      <DeviceFormModal key={form.key} device={form.subject} opened={form.opened} onClose={form.close} />
      <DeviceUsersDrawer device={drawerDevice} opened={users.opened} onClose={users.close} />
    </Stack>
  );
}
