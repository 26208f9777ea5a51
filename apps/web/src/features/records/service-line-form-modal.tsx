import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { ZServiceRecordLine, type TServiceRecordLine } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { pesosToCentavos } from '../../lib/money';
import { useContractForm } from '../../lib/use-contract-form';
import { useSaveServiceLine } from './records.api';

type Props = { personnelId: number; line: TServiceRecordLine | null; opened: boolean; onClose: () => void };

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrNull = (value: string | number) => (value === '' ? null : Number(value));

/** The line as typed: text as typed, the salary in pesos a year, numbers as the number inputs give them. */
type Values = {
  date_from: string;
  date_to: string;
  position_title: string;
  appointment_status: string;
  annual_salary: string | number;
  office: string;
  branch: string;
  lwop_days: string | number;
  separation_date: string;
  separation_cause: string;
  remarks: string;
};

/** What the API takes: empty text as null, the salary in centavos. */
function lineOf(values: Values) {
  const salary = numberOrNull(values.annual_salary);
  return {
    date_from: values.date_from,
    date_to: orNull(values.date_to),
    position_title: values.position_title,
    appointment_status: orNull(values.appointment_status),
    annual_salary: salary == null ? null : pesosToCentavos(salary),
    office: orNull(values.office),
    branch: orNull(values.branch),
    lwop_days: numberOrNull(values.lwop_days),
    separation_date: orNull(values.separation_date),
    separation_cause: orNull(values.separation_cause),
    remarks: orNull(values.remarks),
  };
}

/** Adds or edits one line of the service record; the salary is typed in pesos a year. */
export function ServiceLineFormModal({ personnelId, line, opened, onClose }: Props) {
  const save = useSaveServiceLine(personnelId);
  const form = useContractForm<typeof ZServiceRecordLine, Values>(ZServiceRecordLine, {
    initialValues: {
      date_from: line?.date_from ?? '',
      date_to: line?.date_to ?? '',
      position_title: line?.position_title ?? '',
      appointment_status: line?.appointment_status ?? '',
      annual_salary: line?.annual_salary == null ? '' : line.annual_salary / 100,
      office: line?.office ?? '',
      branch: line?.branch ?? 'National',
      lwop_days: line?.lwop_days ?? '',
      separation_date: line?.separation_date ?? '',
      separation_cause: line?.separation_cause ?? '',
      remarks: line?.remarks ?? '',
    },
    toInput: lineOf,
    warnOnLeave: opened,
  });

  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { id: line?.id, body }, onClose);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={line ? 'Edit service-record line' : 'Add service-record line'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="From" required {...form.getInputProps('date_from')} data-autofocus />
        <TextInput type="date" label="To" description="Leave empty while the service continues" {...form.getInputProps('date_to')} />
      </SimpleGrid>
      <TextInput label="Designation" placeholder="e.g. Administrative Assistant II" required {...form.getInputProps('position_title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Status" placeholder="e.g. Permanent" {...form.getInputProps('appointment_status')} />
        <NumberInput label="Salary (annual, ₱)" min={0} decimalScale={2} thousandSeparator="," {...form.getInputProps('annual_salary')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Station/place of assignment" placeholder="e.g. College of Arts and Sciences" {...form.getInputProps('office')} />
        <TextInput label="Branch" placeholder="National or Local" {...form.getInputProps('branch')} />
      </SimpleGrid>
      <NumberInput label="Leave of absence without pay (days)" min={0} decimalScale={3} {...form.getInputProps('lwop_days')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Separation date" {...form.getInputProps('separation_date')} />
        <TextInput label="Separation cause" placeholder="e.g. Resignation" {...form.getInputProps('separation_cause')} />
      </SimpleGrid>
      <Textarea label="Remarks" autosize minRows={2} {...form.getInputProps('remarks')} />
    </FormModal>
  );
}
