import { useState } from 'react';
import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { ZServiceRecordLine, type TServiceRecordLine } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { pesosToCentavos } from '../../lib/money';
import { saveForm } from '../../lib/save-form';
import { useSaveServiceLine } from './records.api';

type Props = { personnelId: number; line: TServiceRecordLine | null; opened: boolean; onClose: () => void };

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrNull = (value: string | number) => (value === '' ? null : Number(value));

/** Adds or edits one line of the service record; the salary is typed in pesos a year. */
export function ServiceLineFormModal({ personnelId, line, opened, onClose }: Props) {
  const save = useSaveServiceLine(personnelId);
  const [values, setValues] = useState({
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
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set =
    <K extends keyof typeof values>(key: K) =>
    (value: (typeof values)[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const text = (
    key: 'date_from' | 'date_to' | 'position_title' | 'appointment_status' | 'office' | 'branch' | 'separation_date' | 'separation_cause' | 'remarks',
  ) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value),
    error: errors[key],
    name: key,
  });

  const submit = () => {
    const salary = numberOrNull(values.annual_salary);
    const checked = ZServiceRecordLine.safeParse({
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
    });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(save, { id: line?.id, body: checked.data }, { setErrors, done: onClose });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={line ? 'Edit service-record line' : 'Add service-record line'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={errors}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="From" required {...text('date_from')} data-autofocus />
        <TextInput type="date" label="To" description="Leave empty while the service continues" {...text('date_to')} />
      </SimpleGrid>
      <TextInput label="Designation" placeholder="e.g. Administrative Assistant II" required {...text('position_title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Status" placeholder="e.g. Permanent" {...text('appointment_status')} />
        <NumberInput
          label="Salary (annual, ₱)"
          name="annual_salary"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          value={values.annual_salary}
          onChange={set('annual_salary')}
          error={errors.annual_salary}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Station/place of assignment" placeholder="e.g. College of Arts and Sciences" {...text('office')} />
        <TextInput label="Branch" placeholder="National or Local" {...text('branch')} />
      </SimpleGrid>
      <NumberInput
        label="Leave of absence without pay (days)"
        name="lwop_days"
        min={0}
        decimalScale={3}
        value={values.lwop_days}
        onChange={set('lwop_days')}
        error={errors.lwop_days}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Separation date" {...text('separation_date')} />
        <TextInput label="Separation cause" placeholder="e.g. Resignation" {...text('separation_cause')} />
      </SimpleGrid>
      <Textarea label="Remarks" autosize minRows={2} {...text('remarks')} />
    </FormModal>
  );
}
