import { useState } from 'react';
import { Select, Textarea, TextInput } from '@mantine/core';
import { SEPARATION_CAUSES, ZSeparationBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { useCreateSeparation } from './records.api';

const CAUSES = Object.entries(SEPARATION_CAUSES).map(([value, label]) => ({ value, label }));

/** Records a separation: who, why and from when; the clearance checklist starts with it. */
export function SeparationFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateSeparation();
  const [person, setPerson] = useState<PickerOption | null>(null);
  const [cause, setCause] = useState<string | null>(null);
  const [effectiveDate, setEffectiveDate] = useState('');
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const checked = ZSeparationBody.safeParse({ personnel_id: person?.id, cause, effective_date: effectiveDate, remarks: remarks.trim() || null });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(create, checked.data, { setErrors, done: onClose });
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="New separation"
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel="Record separation"
      errors={errors}
    >
      <RemoteSearchPicker
        label="Employee"
        placeholder="Type a name or employee number"
        source={personnelSource}
        value={person}
        onChange={setPerson}
        error={errors.personnel_id}
        withAvatar
        required
      />
      <Select label="Cause" placeholder="Choose the cause of separation" data={CAUSES} value={cause} onChange={setCause} error={errors.cause} required />
      <TextInput
        type="date"
        label="Effective date"
        name="effective_date"
        description="On this date the record and the sign-in account are deactivated"
        value={effectiveDate}
        onChange={(e) => setEffectiveDate(e.currentTarget.value)}
        error={errors.effective_date}
        required
      />
      <Textarea label="Remarks" autosize minRows={2} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} error={errors.remarks} />
    </FormModal>
  );
}
