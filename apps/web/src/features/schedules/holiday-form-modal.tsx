import { useState } from 'react';
import { SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { HOLIDAY_PARTS, ZHolidayBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { useCampuses } from '../attendance/attendance.api';
import { PART_LABELS } from './schedule-format';
import { useSaveHoliday, type THoliday, type THolidayPart } from './schedules.api';

type Props = { holiday: THoliday | null; opened: boolean; onClose: () => void };

const NATIONAL = 'national';

/** Adds or edits a holiday: national or one campus's, the whole day or half of it. */
export function HolidayFormModal({ holiday, opened, onClose }: Props) {
  const save = useSaveHoliday();
  const campuses = useCampuses();
  const [date, setDate] = useState(holiday?.date ?? '');
  const [name, setName] = useState(holiday?.name ?? '');
  const [campus, setCampus] = useState(holiday?.campus_id ? String(holiday.campus_id) : NATIONAL);
  const [part, setPart] = useState<THolidayPart>(holiday?.part ?? 'whole');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const checked = ZHolidayBody.safeParse({ date, name, campus_id: campus === NATIONAL ? null : Number(campus), part });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(save, { id: holiday?.id, body: checked.data }, { setErrors, done: onClose });
  };

  const campusOptions = [
    { value: NATIONAL, label: 'National (all campuses)' },
    ...(campuses.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.acronym})` })),
  ];

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={holiday ? `Edit ${holiday.name}` : 'Add holiday'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={errors}
    >
      <TextInput
        label="Name"
        name="name"
        placeholder="e.g. Bonifacio Day"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        required
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Date" name="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} error={errors.date} required />
        <Select
          label="Observed by"
          name="campus_id"
          data={campusOptions}
          value={campus}
          onChange={(value) => value && setCampus(value)}
          allowDeselect={false}
          error={errors.campus_id}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          Part of the day
        </Text>
        <SegmentedControl
          value={part}
          onChange={(value) => setPart(value)}
          data={HOLIDAY_PARTS.map((p) => ({ value: p, label: PART_LABELS[p] }))}
          aria-label="Part of the day"
        />
        <Text fz="xs" c="dimmed">
          The part of the day counts as time served on everyone's daily time record.
        </Text>
      </Stack>
    </FormModal>
  );
}
