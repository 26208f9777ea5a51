import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { DEFAULT_CAMPUS_ID, ZDepartmentBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { departmentOption, departmentSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { useCampusOptions, useSaveDepartment, type TDepartment } from './departments.api';

type Props = { department: TDepartment | null; opened: boolean; onClose: () => void };

type Values = { fullname: string; acronym: string; campus_id: string; parent_id: PickerOption | null; is_active: boolean };

/** Adds or edits a department: name, acronym, campus, the office it falls under, Active/Inactive. */
export function DepartmentFormModal({ department, opened, onClose }: Props) {
  const save = useSaveDepartment();
  const campuses = useCampusOptions();
  const initialValues: Values = {
    fullname: department?.fullname ?? '',
    acronym: department?.acronym ?? '',
    campus_id: String(department?.campus_id ?? DEFAULT_CAMPUS_ID),
    parent_id: department?.parent ? departmentOption(department.parent) : null,
    is_active: department?.is_active ?? true,
  };
  const form = useContractForm(ZDepartmentBody, {
    initialValues,
    toInput: (values) => ({ ...values, campus_id: Number(values.campus_id), parent_id: values.parent_id?.id ?? null }),
    warnOnLeave: opened,
  });

  const submit = () => {
    const body = form.validate();
    // An edit sends the office above and the status as they stand, cleared or not.
    form.saveChecked(save, body && { id: department?.id, body: { ...body, parent_id: body.parent_id ?? null, is_active: body.is_active ?? true } }, onClose);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={department ? `Edit ${department.acronym}` : 'New department'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
      size="lg"
    >
      <TextInput label="Name" placeholder="e.g. College of Nursing" {...form.getInputProps('fullname')} required data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Acronym" placeholder="e.g. CON" {...form.getInputProps('acronym')} required />
        <Select label="Campus" data={campuses} {...form.getInputProps('campus_id')} allowDeselect={false} required />
      </SimpleGrid>
      <RemoteSearchPicker
        label="Under"
        description="The office or college this department falls under; leave empty for a top-level office."
        placeholder="Type a department name"
        source={departmentSource}
        value={form.values.parent_id}
        onChange={(parent) => form.setFieldValue('parent_id', parent)}
        error={form.errors.parent_id}
      />
      <Switch
        label="Active"
        description="Inactive departments are kept for the records but not offered in forms."
        {...form.getInputProps('is_active', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
