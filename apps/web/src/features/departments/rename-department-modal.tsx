import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { ZDepartmentRename } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { useRenameDepartment, type TDepartment } from './departments.api';

type Props = { department: TDepartment | null; opened: boolean; onClose: () => void };

/** Renames a department; the old name stays in its history with the date of the change. */
export function RenameDepartmentModal({ department, opened, onClose }: Props) {
  const rename = useRenameDepartment();
  const form = useContractForm(ZDepartmentRename, {
    initialValues: { fullname: '', acronym: '', effective_date: '' },
    // Empty: the acronym is kept and the rename dated today.
    toInput: (values) => ({
      id: department?.id,
      fullname: values.fullname,
      acronym: values.acronym.trim() || undefined,
      effective_date: values.effective_date || undefined,
    }),
    warnOnLeave: opened,
  });

  const submit = () => {
    if (department) form.save(rename, onClose);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Rename department"
      onSubmit={submit}
      submitting={rename.isPending}
      submitLabel="Rename"
      errors={form.errors}
    >
      {department ? (
        <Text fz="sm" c="dimmed">
          Now: {department.fullname} ({department.acronym}). The current name is kept in the department's history.
        </Text>
      ) : null}
      <TextInput label="New name" {...form.getInputProps('fullname')} required data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="New acronym" description="Leave empty to keep it" {...form.getInputProps('acronym')} />
        <TextInput type="date" label="Renamed on" description="Leave empty for today" {...form.getInputProps('effective_date')} />
      </SimpleGrid>
    </FormModal>
  );
}
