import { Badge, Drawer, Stack, Text } from '@mantine/core';
import { DataTable, type Column } from '../../components/data-table';
import { formatLongDate } from '../../lib/dates';
import { daysLabel, useCompensatoryCredits, useServiceCredits, type TPersonRef, type TServiceCreditEntry } from '../leave/leave.api';
import type { TCreditEntry } from '../overtime/overtime.api';

type Shell<T> = {
  person: TPersonRef | null;
  onClose: () => void;
  title: string;
  balance: string | null;
  columns: Column<T>[];
  rows: T[] | undefined;
  loading: boolean;
  emptyTitle: string;
};

/** One person's credits in a drawer: the balance, then every entry that made it. */
function CreditDrawer<T extends { id: number }>({ person, onClose, title, balance, columns, rows, loading, emptyTitle }: Shell<T>) {
  return (
    <Drawer opened={person !== null} onClose={onClose} position="right" size="xl" title={title}>
      {person ? (
        <Stack gap="md">
          <Stack gap={0}>
            <Text fw={700}>{person.fullname}</Text>
            <Text fz="sm" c="dimmed">
              {[person.idno, person.department?.fullname].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Text fz="xl" fw={700} data-testid="credit-balance">
            {balance ?? '…'}
          </Text>
          <DataTable label={title} columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} minWidth={560} emptyTitle={emptyTitle} />
        </Stack>
      ) : null}
    </Drawer>
  );
}

const kindBadge = (kind: string, color: string) => (
  <Badge variant="light" color={color} radius="sm">
    {kind}
  </Badge>
);

const cocColumns: Column<TCreditEntry>[] = [
  { key: 'date', header: 'Date', width: 150, render: (e) => formatLongDate(e.entry_date) },
  {
    key: 'kind',
    header: 'Entry',
    width: 120,
    render: (e) =>
      e.entry_kind === 'earned' ? kindBadge('Earned', 'teal') : e.entry_kind === 'used' ? kindBadge('Used', 'blue') : kindBadge('Expired', 'gray'),
  },
  { key: 'hours', header: 'Hours', width: 80, align: 'right', render: (e) => e.hours.toFixed(2) },
  {
    key: 'remarks',
    header: 'Particulars',
    render: (e) => (
      <Stack gap={0}>
        <Text fz="sm">{e.overtime?.purpose ?? e.remarks ?? '—'}</Text>
        {e.expires_on ? (
          <Text fz="xs" c={e.expired ? 'red.7' : 'dimmed'}>
            {e.expired ? 'Expired' : 'Valid until'} {formatLongDate(e.expires_on)}
          </Text>
        ) : null}
      </Stack>
    ),
  },
];

/** Compensatory overtime credits (COC) of a person: earned by overtime, used by CTO, expired. */
export function CocLedgerDrawer({ person, onClose }: { person: TPersonRef | null; onClose: () => void }) {
  const credits = useCompensatoryCredits(person?.id);
  return (
    <CreditDrawer
      person={person}
      onClose={onClose}
      title="Compensatory overtime credits"
      balance={credits.data ? `COC balance: ${credits.data.balance.toFixed(2)} hours` : null}
      columns={cocColumns}
      rows={credits.data?.entries}
      loading={credits.isPending}
      emptyTitle="No compensatory overtime credits yet"
    />
  );
}

const serviceColumns: Column<TServiceCreditEntry>[] = [
  { key: 'date', header: 'Date', width: 150, render: (e) => formatLongDate(e.entry_date) },
  { key: 'kind', header: 'Entry', width: 120, render: (e) => (e.entry_kind === 'earned' ? kindBadge('Earned', 'teal') : kindBadge('Used', 'blue')) },
  { key: 'days', header: 'Days', width: 80, align: 'right', render: (e) => daysLabel(e.days) },
  {
    key: 'reference',
    header: 'Special order / particulars',
    render: (e) => (
      <Stack gap={0}>
        <Text fz="sm">{e.reference ?? (e.leave_application_id ? `Leave application no. ${e.leave_application_id}` : '—')}</Text>
        {e.remarks ? (
          <Text fz="xs" c="dimmed">
            {e.remarks}
          </Text>
        ) : null}
      </Stack>
    ),
  },
];

/** A faculty member's service credits: granted by special order, used by leave. */
export function ServiceCreditDrawer({ person, onClose }: { person: TPersonRef | null; onClose: () => void }) {
  const credits = useServiceCredits(person?.id, person !== null);
  return (
    <CreditDrawer
      person={person}
      onClose={onClose}
      title="Service credits"
      balance={credits.data ? `Balance: ${daysLabel(credits.data.balance)} days` : null}
      columns={serviceColumns}
      rows={credits.data?.entries}
      loading={credits.isPending}
      emptyTitle="No service credits yet"
    />
  );
}
