import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconAt, IconUser } from '@tabler/icons-react';
import { ZUserBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { personnelSource, roleSource } from '../../components/picker-sources';
import { RemoteSearchMultiPicker, RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { useSaveUser, type TUserAccount } from './users.api';

type Props = { user: TUserAccount | null; opened: boolean; onClose: () => void };

const personnelOptionOf = (user: TUserAccount | null): PickerOption | null =>
  user?.personnel ? { id: user.personnel.id, label: user.personnel.fullname, description: user.personnel.department_acronym } : null;

/** Creates a staff user (the system e-mails an invitation) or edits one. */
export function UserFormModal({ user, opened, onClose }: Props) {
  const save = useSaveUser();
  // The pickers hold the chosen options (their labels shown); the body takes their ids.
  const form = useContractForm(ZUserBody, {
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      role_ids: (user?.roles ?? []).map((role): PickerOption => ({ id: role.id, label: role.name })),
      personnel_id: personnelOptionOf(user),
    },
    toInput: (values) => ({ ...values, role_ids: values.role_ids.map((role) => role.id), personnel_id: values.personnel_id?.id ?? null }),
    warnOnLeave: opened,
  });
  const { errors } = form;
  const roles = form.values.role_ids;

  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { id: user?.id, body: { ...body, personnel_id: body.personnel_id ?? null } }, () => onClose());
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={user ? `Edit user: ${user.name}` : 'New user'}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={user ? 'Save changes' : 'Create and send invitation'}
      errors={errors}
      size="lg"
    >
      {user ? null : (
        <Text fz="sm" c="dimmed">
          The new user receives an e-mail inviting them to set their password.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" leftSection={<IconUser size={16} />} {...form.getInputProps('name')} required data-autofocus />
        <TextInput
          label="E-mail address"
          type="email"
          leftSection={<IconAt size={16} />}
          {...form.getInputProps('email')}
          description={
            user?.pending_email
              ? `Changing to ${user.pending_email}: waits for its owner to open the link e-mailed there.`
              : user
                ? 'A new address takes effect when its owner opens the link e-mailed to it; the old address is told.'
                : undefined
          }
          required
        />
      </SimpleGrid>
      <RemoteSearchMultiPicker
        label="Roles"
        placeholder={roles.length === 0 ? 'Choose one or more roles' : undefined}
        source={roleSource}
        value={roles}
        onChange={(value) => form.setFieldValue('role_ids', value)}
        error={errors.role_ids ?? errors['role_ids.0']}
      />
      <RemoteSearchPicker
        label="Personnel record"
        description="Links the account to the employee's records (PDS, attendance, leave)."
        placeholder="Type a name to search"
        source={personnelSource}
        value={form.values.personnel_id}
        onChange={(value) => form.setFieldValue('personnel_id', value)}
        error={errors.personnel_id}
        withAvatar
      />
    </FormModal>
  );
}
