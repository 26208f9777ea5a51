import { useNavigate } from 'react-router';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { PersonnelFormFields, useNewPersonnelForm } from './personnel-form';
import { useSavePersonnel } from './personnel.api';

/** /personnels/new: a record starts with the names and the campus; the rest can follow. */
export function NewPersonnelPage() {
  const navigate = useNavigate();
  const save = useSavePersonnel();
  const form = useNewPersonnelForm();

  const submit = () => {
    const body = form.validate();
    // Opened from the save's own callback, after its toast: a page left from the hook's callback is unmounted before
    // this call's callbacks run, and TanStack Query then drops them (the "saved" toast was lost).
    form.saveChecked(save, body && { body }, (answer) => void navigate(`/personnels/${answer.personnel.id}`));
  };

  return (
    <Stack gap="lg" maw={920}>
      <PageHeader
        title="New personnel"
        description="Only the names and the campus are needed to start a record; the employee number is generated when left empty."
      />
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <PersonnelFormFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate('/personnels')}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              Save record
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
