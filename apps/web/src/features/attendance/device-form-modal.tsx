import { useState } from 'react';
import { Code, Select, SimpleGrid, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { DEFAULT_CAMPUS_ID, MAX_DEVICE_ADDRESSES, ZDeviceBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { useCampuses, useSaveDevice, type TDevice } from './attendance.api';

type Props = { device: TDevice | null; opened: boolean; onClose: () => void };

/** Adds or edits a biometric device: its name, serial number, campus, where it hangs, its key and the addresses it may push from. */
export function DeviceFormModal({ device, opened, onClose }: Props) {
  const save = useSaveDevice();
  const campuses = useCampuses();
  const [name, setName] = useState(device?.name ?? '');
  const [serial, setSerial] = useState(device?.serial_number ?? '');
  const [campusId, setCampusId] = useState(String(device?.campus_id ?? DEFAULT_CAMPUS_ID));
  const [location, setLocation] = useState(device?.location ?? '');
  const [secret, setSecret] = useState(device?.secret ?? '');
  const [addresses, setAddresses] = useState<string[]>(device?.allowed_ips ?? []);
  const [active, setActive] = useState(device?.is_active ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const checked = ZDeviceBody.safeParse({
      name,
      serial_number: serial,
      campus_id: Number(campusId),
      location: location.trim() || null,
      // Left empty on a new device: the server makes one.
      secret: secret.trim() || undefined,
      allowed_ips: addresses,
      is_active: active,
    });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(save, { id: device?.id, body: checked.data }, { setErrors, done: onClose });
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
      <TextInput
        label="Name"
        name="name"
        placeholder="e.g. Admin Building lobby"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        required
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Serial number"
          name="serial_number"
          description="As shown on the device's System Info screen"
          placeholder="e.g. CQZ7231960123"
          value={serial}
          onChange={(e) => setSerial(e.currentTarget.value)}
          error={errors.serial_number}
          required
        />
        <Select
          label="Campus"
          name="campus_id"
          description="Where the device is installed"
          data={campusOptions}
          value={campusId}
          onChange={(value) => value && setCampusId(value)}
          allowDeselect={false}
          error={errors.campus_id}
          required
        />
      </SimpleGrid>
      <TextInput
        label="Location"
        name="location"
        placeholder="e.g. Ground floor, beside the HR office"
        value={location}
        onChange={(e) => setLocation(e.currentTarget.value)}
        error={errors.location}
      />
      <TextInput
        label="Device key"
        name="secret"
        description={
          device
            ? 'The device proves itself with it (see below); a device without it is refused.'
            : 'Leave empty and the system makes one; enter it in the device afterwards.'
        }
        value={secret}
        onChange={(e) => setSecret(e.currentTarget.value)}
        error={errors.secret}
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
        name="allowed_ips"
        description="The IP addresses or ranges (e.g. 10.20.0.0/16) the device may send from. Empty: any address."
        placeholder="Type an address and press Enter"
        value={addresses}
        onChange={setAddresses}
        maxTags={MAX_DEVICE_ADDRESSES}
        splitChars={[',', ' ']}
        error={errors.allowed_ips ?? Object.entries(errors).find(([field]) => field.startsWith('allowed_ips.'))?.[1]}
        clearable
      />
      <Switch label="Active" description="Punches from an inactive device are refused." checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
    </FormModal>
  );
}
