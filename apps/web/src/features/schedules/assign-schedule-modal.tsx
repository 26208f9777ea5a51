import { useState } from 'react';
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { ZScheduleAssignmentBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { useAssignSchedule, useWorkSchedules } from './schedules.api';

type Props = { scheduleId: number | null; opened: boolean; onClose: () => void };

/** Gives one person a schedule from a date, until a date or until the next assignment. */
export function AssignScheduleModal({ scheduleId, opened, onClose }: Props) {
  const assign = useAssignSchedule();
  const schedules = useWorkSchedules();
  const [person, setPerson] = useState<PickerOption | null>(null);
  const [schedule, setSchedule] = useState<string | null>(scheduleId ? String(scheduleId) : null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const checked = ZScheduleAssignmentBody.safeParse({ schedule_id: schedule ?? undefined, effective_from: from, effective_to: to || null });
    const missingPerson = person ? {} : { personnel_id: 'Choose the employee.' };
    if (!checked.success || !person) {
      setErrors({ ...missingPerson, ...(checked.success ? {} : errorsFromIssues(checked.error.issues)) });
      return;
    }
    setErrors({});
    saveForm(assign, { personnelId: person.id, body: checked.data }, { setErrors, done: onClose });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Assign a work schedule"
      submitLabel="Assign"
      onSubmit={submit}
      submitting={assign.isPending}
      errors={errors}
      size="lg"
    >
      <RemoteSearchPicker
        label="Employee"
        placeholder="Search by name or ID number"
        source={personnelSource}
        value={person}
        onChange={setPerson}
        withAvatar
        error={errors.personnel_id}
        required
        data-autofocus
      />
      <Select
        label="Work schedule"
        data={(schedules.data ?? []).map((s) => ({ value: String(s.id), label: s.is_default ? `${s.name} (default)` : s.name }))}
        value={schedule}
        onChange={setSchedule}
        error={errors.schedule_id}
        searchable
        required
        // Nothing to choose until the schedules are in: the modal's first focus would open an empty list.
        disabled={!schedules.data}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Effective from" value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={errors.effective_from} required />
        <TextInput
          type="date"
          label="Effective until"
          description="Leave empty to keep it until the next schedule"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={errors.effective_to}
        />
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        The employee's current open schedule ends the day before. Their daily time record follows the new one from the date given.
      </Text>
    </FormModal>
  );
}
