import { Code, Select, SimpleGrid, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { DEFAULT_CAMPUS_ID, MAX_DEVICE_ADDRESSES, ZDeviceBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { useCampuses, useSaveDevice, type TDevice } from './attendance.api';

type Props = { device: TDevice | null; opened: boolean; onClose: () => void };

/** Adds or edits a biometric device: its name, serial number, campus, where it hangs, its key and the addresses it may push from. */
export function DeviceFormModal({ device, opened, onClose }: Props) {
  const save = useSaveDevice();
  const campuses = useCampuses();
  const form = useContractForm(ZDeviceBody, {
    initialValues: {
      name: device?.name ?? '',
      serial_number: device?.serial_number ?? '',
      campus_id: String(device?.campus_id ?? DEFAULT_CAMPUS_ID),
      location: device?.location ?? '',
      secret: device?.secret ?? '',
      allowed_ips: device?.allowed_ips ?? [],
      is_active: device?.is_active ?? true,
    },
    toInput: (values) => ({
      ...values,
      campus_id: Number(values.campus_id),
      location: values.location.trim() || null,
      // Left empty on a new device: the server makes one.
      secret: values.secret.trim() || undefined,
    }),
    warnOnLeave: opened,
  });
  const { errors } = form;

  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { id: device?.id, body }, onClose);
  };

  const campusOptions = (campuses.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.acronym})` }));

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={device ? `Edit ${device.name}` : 'Add device'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={errors}
      size="lg"
    >
      <TextInput label="Name" placeholder="e.g. Admin Building lobby" {...form.getInputProps('name')} required data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Serial number"
          description="As shown on the device's System Info screen"
          placeholder="e.g. CQZ7231960123"
          {...form.getInputProps('serial_number')}
          required
        />
        <Select
          label="Campus"
          description="Where the device is installed"
          data={campusOptions}
          {...form.getInputProps('campus_id')}
          allowDeselect={false}
          required
        />
      </SimpleGrid>
      <TextInput label="Location" placeholder="e.g. Ground floor, beside the HR office" {...form.getInputProps('location')} />
      <TextInput
        label="Device key"
        description={
          device
            ? 'The device proves itself with it (see below); a device without it is refused.'
            : 'Leave empty and the system makes one; enter it in the device afterwards.'
        }
        {...form.getInputProps('secret')}
        autoComplete="off"
        ff="monospace"
      />
      {device?.secret && (
        <Text fz="xs" c="dimmed">
          In the device's cloud server settings, set the server address to <Code>{`${window.location.host}/device/${device.secret}`}</Code>: every request then
          carries the key. A firmware that takes only a host name sends the key as its comm key, on its hand-shake only: enter the key there, and its punches
          are let in from the address of that hand-shake while it keeps calling. If the list shows its punches refused, use the server address.
        </Text>
      )}
      <TagsInput
        label="Allowed addresses"
        description="The IP addresses or ranges (e.g. 10.20.0.0/16) the device may send from. Empty: any address."
        placeholder="Type an address and press Enter"
        {...form.getInputProps('allowed_ips')}
        maxTags={MAX_DEVICE_ADDRESSES}
        splitChars={[',', ' ']}
        // A refused address is keyed by its place in the list (allowed_ips.2): shown under the list.
        error={errors.allowed_ips ?? Object.entries(errors).find(([field]) => field.startsWith('allowed_ips.'))?.[1]}
        clearable
      />
      <Switch label="Active" description="Punches from an inactive device are refused." {...form.getInputProps('is_active', { type: 'checkbox' })} />
    </FormModal>
  );
}
