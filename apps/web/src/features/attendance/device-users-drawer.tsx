import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Drawer, Group, Paper, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ZDeviceUserBody } from '@hris/contracts';
import { useConfirm } from '../../components/confirm-dialog';
import { idnoLabel, personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { ActiveBadge } from '../../components/status-badge';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { useAddDeviceUser, useDeviceUsers, useRemoveDeviceUser, type TDevice } from './attendance.api';

/** Maps a new PIN (the device's user number) to a person; each mapping saved starts a fresh form (DeviceUsersDrawer). */
function AddUserForm({ deviceId, onAdded }: { deviceId: number; onAdded: () => void }) {
  const add = useAddDeviceUser(deviceId);
  const form = useContractForm(ZDeviceUserBody, {
    // The person picked; its id is the body's personnel_id, so a message on that field goes once someone is picked.
    initialValues: { device_user_id: '', personnel_id: null as PickerOption | null },
    toInput: (values) => ({ ...values, personnel_id: values.personnel_id?.id }),
  });
  const { errors } = form;

  return (
    <Paper withBorder p="md" component="form" onSubmit={form.onSubmit(() => form.save(add, onAdded))} noValidate>
      <Stack gap="sm">
        <Text fw={700} fz="sm">
          Add a user
        </Text>
        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput label="PIN" placeholder="e.g. 101" {...form.getInputProps('device_user_id')} w={110} required />
          <RemoteSearchPicker
            label="Personnel"
            placeholder="Type a name or ID number"
            source={personnelSource}
            value={form.values.personnel_id}
            onChange={(person) => form.setFieldValue('personnel_id', person)}
            error={errors.personnel_id}
            withAvatar
            style={{ flex: 1, minWidth: 220 }}
            required
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            Add user
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function UserList({ device }: { device: TDevice }) {
  const users = useDeviceUsers(device.id);
  const remove = useRemoveDeviceUser(device.id);
  const confirm = useConfirm();

  if (users.isPending) return <Skeleton h={120} />;
  if (!users.data?.length)
    return (
      <Text fz="sm" c="dimmed">
        No users yet. Add each employee with the PIN they were enrolled under on this device.
      </Text>
    );
  return (
    <Stack gap={0} role="list" aria-label="Device users">
      {users.data.map((user) => (
        <Group key={user.id} role="listitem" justify="space-between" wrap="nowrap" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge variant="light" radius="sm" w={64} style={{ flexShrink: 0 }}>
              {user.device_user_id}
            </Badge>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} truncate>
                {user.personnel.fullname}
              </Text>
              <Text fz="xs" c="dimmed">
                {idnoLabel(user.personnel.idno)}
              </Text>
            </Stack>
          </Group>
          <Tooltip label="Remove">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove PIN ${user.device_user_id}`}
              onClick={() =>
                confirm({
                  title: 'Remove device user',
                  message: `Remove PIN ${user.device_user_id} (${user.personnel.fullname}) from ${device.name}? Punches under this PIN will no longer be matched to anyone.`,
                  confirmLabel: 'Remove',
                  danger: true,
                  onConfirm: () => remove.mutateAsync(user.id).then((answer) => showSuccessToast(answer.message)),
                })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
    </Stack>
  );
}

type Props = { device: TDevice | null; opened: boolean; onClose: () => void };

/** A device's users: which PIN on the device is which employee. */
export function DeviceUsersDrawer({ device, opened, onClose }: Props) {
  const [added, setAdded] = useState(0);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={device ? `Users of ${device.name}` : 'Device users'}>
      {device ? (
        <Stack gap="lg">
          <Group gap="xs">
            <Badge variant="outline" radius="sm">
              {device.serial_number}
            </Badge>
            <ActiveBadge active={device.is_active} />
          </Group>
          <AddUserForm key={added} deviceId={device.id} onAdded={() => setAdded((n) => n + 1)} />
          <Stack gap="xs">
            <Title order={3} fz="md">
              Mapped users
            </Title>
            <UserList device={device} />
          </Stack>
        </Stack>
      ) : null}
    </Drawer>
  );
}
