import { useState } from 'react';
import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { DEFAULT_CAMPUS_ID, ZDepartmentBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { departmentOption, departmentSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { useCampusOptions, useSaveDepartment, type TDepartment } from './departments.api';
import { saveForm } from '../../lib/save-form';

type Props = { department: TDepartment | null; opened: boolean; onClose: () => void };

/** Adds or edits a department: name, acronym, campus, the office it falls under, Active/Inactive. */
export function DepartmentFormModal({ department, opened, onClose }: Props) {
  const save = useSaveDepartment();
  const campuses = useCampusOptions();
  const [fullname, setFullname] = useState(department?.fullname ?? '');
  const [acronym, setAcronym] = useState(department?.acronym ?? '');
  const [campusId, setCampusId] = useState(String(department?.campus_id ?? DEFAULT_CAMPUS_ID));
  const [parent, setParent] = useState<PickerOption | null>(() => (department?.parent ? departmentOption(department.parent) : null));
  const [active, setActive] = useState(department?.is_active ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const checked = ZDepartmentBody.safeParse({ fullname, acronym, campus_id: Number(campusId), parent_id: parent?.id ?? null, is_active: active });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(
      save,
      { id: department?.id, body: { ...checked.data, parent_id: checked.data.parent_id ?? null, is_active: checked.data.is_active ?? true } },
      { setErrors, done: () => onClose() },
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={department ? `Edit ${department.acronym}` : 'New department'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={errors}
      size="lg"
    >
      <TextInput
        label="Name"
        name="fullname"
        placeholder="e.g. College of Nursing"
        value={fullname}
        onChange={(e) => setFullname(e.currentTarget.value)}
        error={errors.fullname}
        required
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Acronym"
          name="acronym"
          placeholder="e.g. CON"
          value={acronym}
          onChange={(e) => setAcronym(e.currentTarget.value)}
          error={errors.acronym}
          required
        />
        <Select
          label="Campus"
          name="campus_id"
          data={campuses}
          value={campusId}
          onChange={(value) => value && setCampusId(value)}
          allowDeselect={false}
          error={errors.campus_id}
          required
        />
      </SimpleGrid>
      <RemoteSearchPicker
        label="Under"
        description="The office or college this department falls under; leave empty for a top-level office."
        placeholder="Type a department name"
        source={departmentSource}
        value={parent}
        onChange={setParent}
        error={errors.parent_id}
      />
      <Switch
        label="Active"
        description="Inactive departments are kept for the records but not offered in forms."
        checked={active}
        onChange={(e) => setActive(e.currentTarget.checked)}
      />
    </FormModal>
  );
}
