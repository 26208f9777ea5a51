import { useState } from 'react';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { ZDepartmentRename } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { useRenameDepartment, type TDepartment } from './departments.api';
import { saveForm } from '../../lib/save-form';

type Props = { department: TDepartment | null; opened: boolean; onClose: () => void };

/** Renames a department; the old name stays in its history with the date of the change. */
export function RenameDepartmentModal({ department, opened, onClose }: Props) {
  const rename = useRenameDepartment();
  const [fullname, setFullname] = useState('');
  const [acronym, setAcronym] = useState('');
  const [effectiveDate, setEffectiveDate] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    if (!department) return;
    const checked = ZDepartmentRename.safeParse({
      id: department.id,
      fullname,
      acronym: acronym.trim() || undefined,
      effective_date: effectiveDate || undefined,
    });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(rename, checked.data, { setErrors, done: () => onClose() });
  };

  return (
    <FormModal opened={opened} onClose={onClose} title="Rename department" onSubmit={submit} submitting={rename.isPending} submitLabel="Rename" errors={errors}>
      {department ? (
        <Text fz="sm" c="dimmed">
          Now: {department.fullname} ({department.acronym}). The current name is kept in the department's history.
        </Text>
      ) : null}
      <TextInput
        label="New name"
        name="fullname"
        value={fullname}
        onChange={(e) => setFullname(e.currentTarget.value)}
        error={errors.fullname}
        required
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="New acronym"
          name="acronym"
          description="Leave empty to keep it"
          value={acronym}
          onChange={(e) => setAcronym(e.currentTarget.value)}
          error={errors.acronym}
        />
        <TextInput
          type="date"
          label="Renamed on"
          name="effective_date"
          description="Leave empty for today"
          value={effectiveDate}
          onChange={(e) => setEffectiveDate(e.currentTarget.value)}
          error={errors.effective_date}
        />
      </SimpleGrid>
    </FormModal>
  );
}
