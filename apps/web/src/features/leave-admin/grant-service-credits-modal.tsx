import { useState } from 'react';
import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { ZServiceCreditBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { manilaToday } from '../attendance/attendance.api';
import { useGrantServiceCredits, type TPersonRef } from '../leave/leave.api';

type Props = { person: TPersonRef | null; opened: boolean; onClose: () => void };

/** Service credits granted to a faculty member by special order (service during the semestral break, enrolment…). */
export function GrantServiceCreditsModal({ person, opened, onClose }: Props) {
  const grant = useGrantServiceCredits();
  const [picked, setPicked] = useState<PickerOption | null>(person ? { id: person.id, label: person.fullname, description: person.idno } : null);
  const [days, setDays] = useState<number | ''>('');
  const [earnedOn, setEarnedOn] = useState(manilaToday());
  const [reference, setReference] = useState('');
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const checked = ZServiceCreditBody.safeParse({
      personnel_id: picked?.id,
      days: days === '' ? undefined : days,
      earned_on: earnedOn,
      reference,
      remarks: remarks.trim() || null,
    });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(grant, checked.data, { setErrors, done: onClose });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Grant service credits"
      submitLabel="Grant"
      onSubmit={submit}
      submitting={grant.isPending}
      errors={errors}
      size="lg"
    >
      <RemoteSearchPicker
        label="Faculty member"
        placeholder="Type a name or employee no."
        withAsterisk
        withAvatar
        source={personnelSource}
        value={picked}
        onChange={setPicked}
        error={errors.personnel_id}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Days"
          name="days"
          withAsterisk
          min={0}
          max={365}
          decimalScale={3}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : '')}
          error={errors.days}
        />
        <TextInput
          type="date"
          label="Date earned"
          name="earned_on"
          withAsterisk
          value={earnedOn}
          onChange={(event) => setEarnedOn(event.currentTarget.value)}
          error={errors.earned_on}
        />
      </SimpleGrid>
      <TextInput
        label="Special order or reference"
        name="reference"
        placeholder="e.g. SO No. 123, s. 2026"
        withAsterisk
        value={reference}
        onChange={(event) => setReference(event.currentTarget.value)}
        error={errors.reference}
      />
      <Textarea
        label="Remarks"
        name="remarks"
        placeholder="The service rendered"
        autosize
        minRows={2}
        value={remarks}
        onChange={(event) => setRemarks(event.currentTarget.value)}
        error={errors.remarks}
      />
    </FormModal>
  );
}
