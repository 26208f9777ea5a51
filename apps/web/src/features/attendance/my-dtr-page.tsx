import { useState } from 'react';
import { Group, Select, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useSignedInUser } from '../account/current-user';
import { manilaMonth } from '../../lib/dates';
import { openForm48, useDtr } from './dtr.api';
import { recentMonths } from '../../lib/dates';
import { DtrMonthSkeleton, DtrMonthTable, DtrTotalsCard } from './dtr-month-table';
import { DtrPrintButton } from './dtr-print-button';

/** /account/dtr: my daily time record of a month, as HR computes it from my punches. */
export function MyDtrPage() {
  const me = useSignedInUser();
  const personnelId = me.user.personnel?.id ?? null;
  const current = manilaMonth();
  const [month, setMonth] = useState(current);
  const dtr = useDtr(personnelId, month);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Daily Time Record"
        description="Your time logs of the month with the late, undertime and absences charged. Click a day to see its punches."
        actions={
          <Group gap="sm">
            <Select
              aria-label="Month"
              data={recentMonths(current)}
              value={month}
              onChange={(value) => value && setMonth(value)}
              allowDeselect={false}
              w={200}
            />
            <DtrPrintButton open={() => openForm48(personnelId ?? 0, month)} disabled={!personnelId}>
              Print CS Form 48
            </DtrPrintButton>
          </Group>
        }
      />
      {!personnelId ? (
        <Text c="dimmed">Your account is not linked to a personnel record yet. Ask the HR office to link it.</Text>
      ) : dtr.isPending ? (
        <DtrMonthSkeleton />
      ) : dtr.data ? (
        <>
          <DtrTotalsCard totals={dtr.data.totals} />
          <DtrMonthTable dtr={dtr.data} dayLink={(date) => `/account/dtr/${date}`} />
        </>
      ) : (
        <Text c="dimmed">The record of this month could not be loaded.</Text>
      )}
    </Stack>
  );
}
