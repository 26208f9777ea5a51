import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { manilaMonth } from '../../lib/dates';
import { openForm48, useDtr } from '../attendance/dtr.api';
import { monthLabel, recentMonths } from '../../lib/dates';
import { DtrMonthSkeleton, DtrMonthTable, DtrTotalsCard } from '../attendance/dtr-month-table';
import { DtrPrintButton } from '../attendance/dtr-print-button';
import { useMonthParam } from './month-param';

/** One person's month, opened from a department's list; the server decides whether the reader may see it. */
function PersonDtr({ back }: { back: { to: string; label: string } }) {
  const personnelId = Number(useParams().personnelId) || null;
  const [month, setMonth] = useMonthParam();
  const dtr = useDtr(personnelId, month);
  const person = dtr.data?.personnel;
  const { search } = useLocation();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`${back.to}${search}`} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {back.label}
        </Group>
      </Anchor>
      <PageHeader
        title={person ? person.fullname : 'Daily Time Record'}
        description={person ? [person.idno, person.position, person.department].filter(Boolean).join(' · ') : `Daily time record of ${monthLabel(month)}`}
        actions={
          <Group gap="sm" align="flex-end">
            <Select
              label="Month"
              data={recentMonths(manilaMonth())}
              value={month}
              onChange={(value) => value && setMonth(value)}
              allowDeselect={false}
              w={180}
            />
            <DtrPrintButton open={() => openForm48(personnelId ?? 0, month)} disabled={!person}>
              Print CS Form 48
            </DtrPrintButton>
          </Group>
        }
      />
      {dtr.isPending ? (
        <DtrMonthSkeleton />
      ) : dtr.data ? (
        <>
          <DtrTotalsCard totals={dtr.data.totals} />
          <DtrMonthTable dtr={dtr.data} />
        </>
      ) : (
        <Text c="dimmed">This record could not be loaded.</Text>
      )}
    </Stack>
  );
}

/** /clerk/dtr_list/:personnelId — a person of the clerk's department. */
export function ClerkPersonDtrPage() {
  return <PersonDtr back={{ to: '/clerk/dtr_list', label: 'Back to DTR Submission' }} />;
}

/** /manage/dtr/:personnelId — a faculty member, for the VPAA's office. */
export function FacultyPersonDtrPage() {
  return <PersonDtr back={{ to: '/manage/dtr', label: 'Back to Faculty DTR' }} />;
}
