import { useState } from 'react';
import { NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { ZOpeningBalanceBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { formatLongDate } from '../../lib/dates';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { manilaToday } from '../attendance/attendance.api';
import { daysLabel, useLedger, useSetOpeningBalance, type TPersonRef } from '../leave/leave.api';

type Props = { person: TPersonRef | null; opened: boolean; onClose: () => void };

type Values = { as_of: string; vl: number | ''; sl: number | '' };

/** The VL and SL a person had on a date, carried over from the old leave cards; the ledger counts on from there. */
export function OpeningBalanceModal({ person, opened, onClose }: Props) {
  const card = useLedger(opened ? person?.id : null);
  const current = card.data?.opening ?? null;
  const save = useSetOpeningBalance(person?.id ?? 0);
  const [typed, setTyped] = useState<Partial<Values>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  // What is typed wins; until then the opening balance already recorded, if any.
  const values: Values = { as_of: current?.as_of ?? manilaToday(), vl: current?.vl ?? '', sl: current?.sl ?? '', ...typed };
  const set = (patch: Partial<Values>) => {
    setTyped((was) => ({ ...was, ...patch }));
    // A corrected field no longer shows its old refusal.
    setErrors((was) => Object.fromEntries(Object.entries(was).filter(([field]) => !(field in patch))));
  };

  const submit = () => {
    const missing: FieldErrors = {};
    if (values.vl === '') missing.vl = 'The vacation leave field is required.';
    if (values.sl === '') missing.sl = 'The sick leave field is required.';
    const checked = ZOpeningBalanceBody.safeParse(values);
    if (!checked.success || Object.keys(missing).length > 0) {
      setErrors({ ...(checked.success ? {} : errorsFromIssues(checked.error.issues)), ...missing });
      return;
    }
    setErrors({});
    saveForm(save, checked.data, { setErrors, done: onClose });
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
      <TextInput
        type="date"
        label="As of"
        name="as_of"
        withAsterisk
        value={values.as_of}
        onChange={(event) => set({ as_of: event.currentTarget.value })}
        error={errors.as_of}
      />
      <SimpleGrid cols={2}>
        <NumberInput
          label="Vacation leave"
          name="vl"
          withAsterisk
          min={0}
          decimalScale={3}
          step={1.25}
          value={values.vl}
          onChange={(value) => set({ vl: typeof value === 'number' ? value : '' })}
          error={errors.vl}
        />
        <NumberInput
          label="Sick leave"
          name="sl"
          withAsterisk
          min={0}
          decimalScale={3}
          step={1.25}
          value={values.sl}
          onChange={(value) => set({ sl: typeof value === 'number' ? value : '' })}
          error={errors.sl}
        />
      </SimpleGrid>
    </FormModal>
  );
}
