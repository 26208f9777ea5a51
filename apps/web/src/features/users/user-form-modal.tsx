import { useState } from 'react';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconAt, IconUser } from '@tabler/icons-react';
import { ZUserBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { personnelSource, roleSource } from '../../components/picker-sources';
import { RemoteSearchMultiPicker, RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { useSaveUser, type TUserAccount } from './users.api';
import { saveForm } from '../../lib/save-form';

type Props = { user: TUserAccount | null; opened: boolean; onClose: () => void };

const personnelOptionOf = (user: TUserAccount | null): PickerOption | null =>
  user?.personnel ? { id: user.personnel.id, label: user.personnel.fullname, description: user.personnel.department_acronym } : null;

/** Creates a staff user (the system e-mails an invitation) or edits one. */
export function UserFormModal({ user, opened, onClose }: Props) {
  const save = useSaveUser();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [roles, setRoles] = useState<PickerOption[]>(() => (user?.roles ?? []).map((role) => ({ id: role.id, label: role.name })));
  const [personnel, setPersonnel] = useState<PickerOption | null>(() => personnelOptionOf(user));
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const checked = ZUserBody.safeParse({ name, email, role_ids: roles.map((role) => role.id), personnel_id: personnel?.id ?? null });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(save, { id: user?.id, body: { ...checked.data, personnel_id: checked.data.personnel_id ?? null } }, { setErrors, done: () => onClose() });
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
        <TextInput
          label="Name"
          name="name"
          leftSection={<IconUser size={16} />}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
        />
        <TextInput
          label="E-mail address"
          name="email"
          type="email"
          leftSection={<IconAt size={16} />}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
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
        onChange={setRoles}
        error={errors.role_ids ?? errors['role_ids.0']}
      />
      <RemoteSearchPicker
        label="Personnel record"
        description="Links the account to the employee's records (PDS, attendance, leave)."
        placeholder="Type a name to search"
        source={personnelSource}
        value={personnel}
        onChange={setPersonnel}
        error={errors.personnel_id}
        withAvatar
      />
    </FormModal>
  );
}
