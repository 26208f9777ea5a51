import { Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { ZWorkSuspensionBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { useCampuses } from '../attendance/attendance.api';
import { useSaveSuspension, type TSuspension } from './schedules.api';

type Props = { suspension: TSuspension | null; campusId: number | null; opened: boolean; onClose: () => void };

/** Suspends work on one campus from a time of day (a typhoon, a flood, an official announcement). */
export function SuspensionFormModal({ suspension, campusId, opened, onClose }: Props) {
  const save = useSaveSuspension();
  const campuses = useCampuses();
  const campus: string | null = suspension ? String(suspension.campus_id) : campusId ? String(campusId) : null;
  const form = useContractForm(ZWorkSuspensionBody, {
    initialValues: { campus_id: campus, date: suspension?.date ?? '', from_time: suspension?.from_time ?? '', reason: suspension?.reason ?? '' },
    toInput: (values) => ({ ...values, campus_id: values.campus_id ?? undefined }),
    warnOnLeave: opened,
  });

  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { id: suspension?.id, body }, onClose);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={suspension ? 'Edit work suspension' : 'Suspend work'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
    >
      <Select
        label="Campus"
        data={(campuses.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.acronym})` }))}
        {...form.getInputProps('campus_id')}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Date" {...form.getInputProps('date')} required data-autofocus />
        <TextInput type="time" label="Suspended from" description="08:00 for the whole day" {...form.getInputProps('from_time')} required />
      </SimpleGrid>
      <Textarea
        label="Reason"
        placeholder="e.g. Typhoon signal no. 2, per the Office of the President's memorandum"
        autosize
        minRows={2}
        {...form.getInputProps('reason')}
        required
      />
      <Text fz="xs" c="dimmed">
        From this time on, the rest of the day counts as time served for everyone on the campus.
      </Text>
    </FormModal>
  );
}
