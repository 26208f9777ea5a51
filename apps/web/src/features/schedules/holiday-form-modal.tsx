import { SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { HOLIDAY_PARTS, ZHolidayBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { useCampuses } from '../attendance/attendance.api';
import { PART_LABELS } from './schedule-format';
import { useSaveHoliday, type THoliday } from './schedules.api';

type Props = { holiday: THoliday | null; opened: boolean; onClose: () => void };

const NATIONAL = 'national';

/** Adds or edits a holiday: national or one campus's, the whole day or half of it. */
export function HolidayFormModal({ holiday, opened, onClose }: Props) {
  const save = useSaveHoliday();
  const campuses = useCampuses();
  const form = useContractForm(ZHolidayBody, {
    initialValues: {
      date: holiday?.date ?? '',
      name: holiday?.name ?? '',
      campus_id: holiday?.campus_id ? String(holiday.campus_id) : NATIONAL,
      part: holiday?.part ?? 'whole',
    },
    toInput: (values) => ({ ...values, campus_id: values.campus_id === NATIONAL ? null : Number(values.campus_id) }),
    warnOnLeave: opened,
  });

  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { id: holiday?.id, body }, onClose);
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
      errors={form.errors}
    >
      <TextInput label="Name" placeholder="e.g. Bonifacio Day" {...form.getInputProps('name')} required data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Date" {...form.getInputProps('date')} required />
        <Select label="Observed by" data={campusOptions} {...form.getInputProps('campus_id')} allowDeselect={false} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          Part of the day
        </Text>
        <SegmentedControl {...form.getInputProps('part')} data={HOLIDAY_PARTS.map((p) => ({ value: p, label: PART_LABELS[p] }))} aria-label="Part of the day" />
        <Text fz="xs" c="dimmed">
          The part of the day counts as time served on everyone's daily time record.
        </Text>
      </Stack>
    </FormModal>
  );
}
