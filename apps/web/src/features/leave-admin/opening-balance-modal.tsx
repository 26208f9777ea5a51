import { NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { ZOpeningBalanceBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { formatLongDate } from '../../lib/dates';
import type { FieldErrors } from '../../lib/field-errors';
import { useContractForm } from '../../lib/use-contract-form';
import { manilaToday } from '../../lib/dates';
import { daysLabel, useLedger, useSetOpeningBalance, type TPersonRef } from '../leave/leave.api';

type Props = { person: TPersonRef | null; opened: boolean; onClose: () => void };

type Values = { as_of: string; vl: number | ''; sl: number | '' };

/** The VL and SL a person had on a date, carried over from the old leave cards; the ledger counts on from there. */
export function OpeningBalanceModal({ person, opened, onClose }: Props) {
  const card = useLedger(opened ? person?.id : null);
  const current = card.data?.opening ?? null;
  const save = useSetOpeningBalance(person?.id ?? 0);
  // What is typed wins; until then the opening balance already recorded, if any (it may arrive after the modal opens).
  const typed: Partial<Values> = {};
  const valuesOf = (edits: Partial<Values>): Values => ({ as_of: current?.as_of ?? manilaToday(), vl: current?.vl ?? '', sl: current?.sl ?? '', ...edits });
  const form = useContractForm(ZOpeningBalanceBody, { initialValues: typed, toInput: valuesOf, warnOnLeave: opened });
  const values = valuesOf(form.values);
  const { errors } = form;
  /** A field as shown (typed, or as recorded) with its message. */
  const fieldProps = <K extends keyof Values>(name: K) => ({ name, value: values[name], error: errors[name] });

  const submit = () => {
    const body = form.validate();
    const missing: FieldErrors = {};
    if (values.vl === '') missing.vl = 'The vacation leave field is required.';
    if (values.sl === '') missing.sl = 'The sick leave field is required.';
    const refused = Object.keys(missing).length > 0;
    if (refused) form.setErrors((was) => ({ ...was, ...missing }));
    form.saveChecked(save, refused ? null : body, onClose);
  };

  return (
    <FormModal opened={opened} onClose={onClose} title="Opening balance" onSubmit={submit} submitting={save.isPending} errors={errors}>
      <Text fz="sm">
        <b>{person?.fullname}</b>
        {person?.idno ? ` · ${person.idno}` : ''}
      </Text>
      <Text fz="sm" c="dimmed">
        {current
          ? `Recorded: ${daysLabel(current.vl)} VL and ${daysLabel(current.sl)} SL as of ${formatLongDate(current.as_of)}. Saving replaces it.`
          : 'The balances on the old leave card as of a date; the leave card counts on from there.'}
      </Text>
      <TextInput type="date" label="As of" withAsterisk {...fieldProps('as_of')} onChange={(event) => form.setFieldValue('as_of', event.currentTarget.value)} />
      <SimpleGrid cols={2}>
        <NumberInput
          label="Vacation leave"
          withAsterisk
          min={0}
          decimalScale={3}
          step={1.25}
          {...fieldProps('vl')}
          onChange={(value) => form.setFieldValue('vl', typeof value === 'number' ? value : '')}
        />
        <NumberInput
          label="Sick leave"
          withAsterisk
          min={0}
          decimalScale={3}
          step={1.25}
          {...fieldProps('sl')}
          onChange={(value) => form.setFieldValue('sl', typeof value === 'number' ? value : '')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
