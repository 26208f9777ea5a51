import { useState } from 'react';
import { SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { ZTravelBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { manilaToday } from '../../lib/dates';
import { useFileTravel } from './travel.api';

type Values = { destination: string; purpose: string; date_from: string; date_to: string; time_from: string; time_to: string };

/** An employee files an official business travel: where, why, which days, and the hours when only part of each day. */
export function TravelFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const file = useFileTravel();
  const today = manilaToday();
  const [partOfDay, setPartOfDay] = useState(false);
  const form = useContractForm(ZTravelBody, {
    initialValues: { destination: '', purpose: '', date_from: today, date_to: today, time_from: '', time_to: '' } satisfies Values,
    toInput: (values) => ({ ...values, time_from: partOfDay ? values.time_from || null : null, time_to: partOfDay ? values.time_to || null : null }),
    warnOnLeave: opened,
  });
  const field = (name: keyof Values) => {
    const props = form.getInputProps(name);
    if (name !== 'date_from') return props;
    // A one-day travel is the usual: moving the from date past the to date moves both.
    return {
      ...props,
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        form.setValues((current) => ({ ...current, date_from: value, ...(value > current.date_to ? { date_to: value } : {}) }));
      },
    };
  };

  const submit = () => form.save(file, onClose);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="File an official business travel"
      onSubmit={submit}
      submitting={file.isPending}
      submitLabel="Send to my head"
      errors={form.errors}
      size="lg"
    >
      <TextInput
        label="Destination"
        placeholder="e.g. CHED Regional Office II, Tuguegarao City"
        maxLength={300}
        required
        data-autofocus
        {...field('destination')}
      />
      <Textarea
        label="Purpose"
        description="The business you travel for, as the travel order will state it"
        autosize
        minRows={2}
        maxLength={1000}
        required
        {...field('purpose')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="From" description="Up to 30 days back" required {...field('date_from')} />
        <TextInput type="date" label="To" description="At most 60 days in one travel" required {...field('date_to')} />
      </SimpleGrid>
      <Switch
        label="Part of each day only"
        description="You leave the office after some hours of work, or come back before the day ends"
        checked={partOfDay}
        onChange={(event) => setPartOfDay(event.currentTarget.checked)}
      />
      {partOfDay ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="time" label="Departure" required {...field('time_from')} />
          <TextInput type="time" label="Return" required {...field('time_to')} />
        </SimpleGrid>
      ) : null}
    </FormModal>
  );
}
