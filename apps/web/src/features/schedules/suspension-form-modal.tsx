import { useState } from 'react';
import { Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { ZWorkSuspensionBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { useCampuses } from '../attendance/attendance.api';
import { useSaveSuspension, type TSuspension } from './schedules.api';

type Props = { suspension: TSuspension | null; campusId: number | null; opened: boolean; onClose: () => void };

/** Suspends work on one campus from a time of day (a typhoon, a flood, an official announcement). */
export function SuspensionFormModal({ suspension, campusId, opened, onClose }: Props) {
  const save = useSaveSuspension();
  const campuses = useCampuses();
  const [campus, setCampus] = useState<string | null>(suspension ? String(suspension.campus_id) : campusId ? String(campusId) : null);
  const [date, setDate] = useState(suspension?.date ?? '');
  const [from, setFrom] = useState(suspension?.from_time ?? '');
  const [reason, setReason] = useState(suspension?.reason ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const checked = ZWorkSuspensionBody.safeParse({ campus_id: campus ?? undefined, date, from_time: from, reason });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(save, { id: suspension?.id, body: checked.data }, { setErrors, done: onClose });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={suspension ? 'Edit work suspension' : 'Suspend work'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={errors}
    >
      <Select
        label="Campus"
        name="campus_id"
        data={(campuses.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.acronym})` }))}
        value={campus}
        onChange={setCampus}
        error={errors.campus_id}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label="Date"
          name="date"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.date}
          required
          data-autofocus
        />
        <TextInput
          type="time"
          label="Suspended from"
          name="from_time"
          description="08:00 for the whole day"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={errors.from_time}
          required
        />
      </SimpleGrid>
      <Textarea
        label="Reason"
        name="reason"
        placeholder="e.g. Typhoon signal no. 2, per the Office of the President's memorandum"
        autosize
        minRows={2}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={errors.reason}
        required
      />
      <Text fz="xs" c="dimmed">
        From this time on, the rest of the day counts as time served for everyone on the campus.
      </Text>
    </FormModal>
  );
}
