import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { ZServiceCreditBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { manilaToday } from '../../lib/dates';
import { useGrantServiceCredits, type TPersonRef } from '../leave/leave.api';

type Props = { person: TPersonRef | null; opened: boolean; onClose: () => void };

type Values = { personnel_id: PickerOption | null; days: number | ''; earned_on: string; reference: string; remarks: string };

/** Service credits granted to a faculty member by special order (service during the semestral break, enrolment…). */
export function GrantServiceCreditsModal({ person, opened, onClose }: Props) {
  const grant = useGrantServiceCredits();
  const initialValues: Values = {
    personnel_id: person ? { id: person.id, label: person.fullname, description: person.idno } : null,
    days: '',
    earned_on: manilaToday(),
    reference: '',
    remarks: '',
  };
  const form = useContractForm(ZServiceCreditBody, {
    initialValues,
    toInput: (values) => ({
      ...values,
      personnel_id: values.personnel_id?.id,
      days: values.days === '' ? undefined : values.days,
      remarks: values.remarks.trim() || null,
    }),
    warnOnLeave: opened,
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Grant service credits"
      submitLabel="Grant"
      onSubmit={() => form.save(grant, onClose)}
      submitting={grant.isPending}
      errors={form.errors}
      size="lg"
    >
      <RemoteSearchPicker
        label="Faculty member"
        placeholder="Type a name or employee no."
        withAsterisk
        withAvatar
        source={personnelSource}
        value={form.values.personnel_id}
        onChange={(value) => form.setFieldValue('personnel_id', value)}
        error={form.errors.personnel_id}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Days" withAsterisk min={0} max={365} decimalScale={3} {...form.getInputProps('days')} />
        <TextInput type="date" label="Date earned" withAsterisk {...form.getInputProps('earned_on')} />
      </SimpleGrid>
      <TextInput label="Special order or reference" placeholder="e.g. SO No. 123, s. 2026" withAsterisk {...form.getInputProps('reference')} />
      <Textarea label="Remarks" placeholder="The service rendered" autosize minRows={2} {...form.getInputProps('remarks')} />
    </FormModal>
  );
}
