import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { ZScheduleAssignmentBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { useAssignSchedule, useWorkSchedules } from './schedules.api';

type Props = { scheduleId: number | null; opened: boolean; onClose: () => void };
/** The person is the route's, not the body's: checked here, under the picker, beside the body's own checks. */
type Values = { personnel_id: PickerOption | null; schedule_id: string | null; effective_from: string; effective_to: string };

/** Gives one person a schedule from a date, until a date or until the next assignment. */
export function AssignScheduleModal({ scheduleId, opened, onClose }: Props) {
  const assign = useAssignSchedule();
  const schedules = useWorkSchedules();
  const initialValues: Values = { personnel_id: null, schedule_id: scheduleId ? String(scheduleId) : null, effective_from: '', effective_to: '' };
  const form = useContractForm(ZScheduleAssignmentBody, {
    initialValues,
    toInput: ({ schedule_id, effective_from, effective_to }) => ({ schedule_id: schedule_id ?? undefined, effective_from, effective_to: effective_to || null }),
    warnOnLeave: opened,
  });

  const submit = () => {
    const body = form.validate();
    const chosen = form.values.personnel_id;
    if (!chosen) form.setErrors((current) => ({ ...current, personnel_id: 'Choose the employee.' }));
    form.saveChecked(assign, body && chosen ? { personnelId: chosen.id, body } : null, onClose);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Assign a work schedule"
      submitLabel="Assign"
      onSubmit={submit}
      submitting={assign.isPending}
      errors={form.errors}
      size="lg"
    >
      <RemoteSearchPicker
        label="Employee"
        placeholder="Search by name or ID number"
        source={personnelSource}
        value={form.values.personnel_id}
        onChange={(value) => form.setFieldValue('personnel_id', value)}
        withAvatar
        error={form.errors.personnel_id}
        required
        data-autofocus
      />
      <Select
        label="Work schedule"
        data={(schedules.data ?? []).map((s) => ({ value: String(s.id), label: s.is_default ? `${s.name} (default)` : s.name }))}
        {...form.getInputProps('schedule_id')}
        searchable
        required
        // Nothing to choose until the schedules are in: the modal's first focus would open an empty list.
        disabled={!schedules.data}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Effective from" {...form.getInputProps('effective_from')} required />
        <TextInput
          type="date"
          label="Effective until"
          description="Leave empty to keep it until the next schedule"
          {...form.getInputProps('effective_to')}
          min={form.values.effective_from || undefined}
        />
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        The employee's current open schedule ends the day before. Their daily time record follows the new one from the date given.
      </Text>
    </FormModal>
  );
}
