import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/data-table';
import { openForm48 } from '../attendance/dtr.api';
import { daysLabel, minutesLabel } from '../attendance/dtr-format';
import { DtrPrintButton } from '../attendance/dtr-print-button';
import type { TPersonTotals } from './dtr-submissions.api';

type Props = {
  people: TPersonTotals[] | undefined;
  loading: boolean;
  month: string;
  /** Where a person's DTR opens, e.g. /clerk/dtr_list/12; the list's own query (month, college) goes along for the way back. */
  personLink: (personnelId: number) => string;
  linkQuery: string;
  label: string;
  emptyTitle: string;
};

const orDash = (text: string) => text || '—';

/** The people of a department with the month's totals, each opening to their DTR or printing CS Form 48. */
export function PeopleTotalsTable({ people, loading, month, personLink, linkQuery, label, emptyTitle }: Props) {
  const columns: Column<TPersonTotals>[] = [
    {
      key: 'name',
      header: 'Name',
      render: ({ personnel }) => (
        <div>
          <Anchor component={Link} to={`${personLink(personnel.id)}?${linkQuery}`} fw={600} fz="sm">
            {personnel.fullname}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {[personnel.idno, personnel.position].filter(Boolean).join(' · ') || 'No position recorded'}
          </Text>
        </div>
      ),
    },
    {
      key: 'late',
      header: 'Late',
      align: 'right',
      render: ({ totals }) => (
        <Text fz="sm" c={totals.late_minutes ? 'orange.7' : 'dimmed'}>
          {orDash(minutesLabel(totals.late_minutes))}
        </Text>
      ),
    },
    {
      key: 'times',
      header: 'Times late',
      align: 'right',
      render: ({ totals }) => (
        <Text fz="sm" c={totals.times_late ? undefined : 'dimmed'}>
          {totals.times_late || '—'}
        </Text>
      ),
    },
    {
      key: 'undertime',
      header: 'Undertime',
      align: 'right',
      render: ({ totals }) => (
        <Text fz="sm" c={totals.undertime_minutes ? undefined : 'dimmed'}>
          {orDash(minutesLabel(totals.undertime_minutes))}
        </Text>
      ),
    },
    {
      key: 'absences',
      header: 'Absences',
      align: 'right',
      render: ({ totals }) => (
        <Text fz="sm" c={totals.absent_days ? 'red.7' : 'dimmed'} fw={totals.absent_days ? 600 : undefined}>
          {orDash(daysLabel(totals.absent_days))}
        </Text>
      ),
    },
    {
      key: 'print',
      header: '',
      align: 'right',
      width: 110,
      render: ({ personnel }) => (
        <DtrPrintButton open={() => openForm48(personnel.id, month)} variant="subtle">
          Form 48
        </DtrPrintButton>
      ),
    },
  ];
  return (
    <DataTable columns={columns} rows={people} rowKey={(row) => row.personnel.id} loading={loading} emptyTitle={emptyTitle} label={label} minWidth={760} />
  );
}
