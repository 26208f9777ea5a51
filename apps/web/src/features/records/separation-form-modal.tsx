import { Select, Textarea, TextInput } from '@mantine/core';
import { SEPARATION_CAUSES, ZSeparationBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { useCreateSeparation } from './records.api';

const CAUSES = Object.entries(SEPARATION_CAUSES).map(([value, label]) => ({ value, label }));

/** The form's values: the employee is the picker's option until it is sent as an id. */
type Values = { personnel_id: PickerOption | null; cause: string | null; effective_date: string; remarks: string };

/** Records a separation: who, why and from when; the clearance checklist starts with it. */
export function SeparationFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateSeparation();
  const form = useContractForm<typeof ZSeparationBody, Values>(ZSeparationBody, {
    initialValues: { personnel_id: null, cause: null, effective_date: '', remarks: '' },
    toInput: (values) => ({ ...values, personnel_id: values.personnel_id?.id, remarks: values.remarks.trim() || null }),
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="New separation"
      onSubmit={() => form.save(create, onClose)}
      submitting={create.isPending}
      submitLabel="Record separation"
      errors={form.errors}
    >
      <RemoteSearchPicker
        label="Employee"
        placeholder="Type a name or employee number"
        source={personnelSource}
        value={form.values.personnel_id}
        onChange={(option) => form.setFieldValue('personnel_id', option)}
        error={form.errors.personnel_id}
        withAvatar
        required
      />
      <Select label="Cause" placeholder="Choose the cause of separation" data={CAUSES} {...form.getInputProps('cause')} required />
      <TextInput
        type="date"
        label="Effective date"
        description="On this date the record and the sign-in account are deactivated"
        {...form.getInputProps('effective_date')}
        required
      />
      <Textarea label="Remarks" autosize minRows={2} {...form.getInputProps('remarks')} />
    </FormModal>
  );
}
