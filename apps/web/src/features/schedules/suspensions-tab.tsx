import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { RowActions } from '../../components/row-actions';
import { showSuccessToast } from '../../lib/toasts';
import { manilaMonth } from '../../lib/dates';
import { recentMonths } from '../../lib/dates';
import { clockTime, shortDateLabel } from './schedule-format';
import { useDeleteSuspension, useSuspensions, type TSuspension } from './schedules.api';

type Props = { month: string; onMonth: (month: string) => void; onAdd: () => void; onEdit: (s: TSuspension) => void };

/** Next month first, so a suspension announced ahead can be entered too. */
function monthOptions() {
  const [y = 0, m = 1] = manilaMonth().split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
  return recentMonths(next, 13);
}

/** The "Work suspensions" tab: a month's suspensions, campus by campus, from a time of day. */
export function SuspensionsTab({ month, onMonth, onAdd, onEdit }: Props) {
  const suspensions = useSuspensions(month);
  const remove = useDeleteSuspension();
  const confirm = useConfirm();

  const columns: Column<TSuspension>[] = [
    {
      key: 'date',
      header: 'Date',
      width: 140,
      render: (s) => (
        <Text fz="sm" fw={600}>
          {shortDateLabel(s.date)}
        </Text>
      ),
    },
    { key: 'campus', header: 'Campus', width: 200, render: (s) => <Text fz="sm">{s.campus}</Text> },
    { key: 'from', header: 'Suspended from', width: 150, render: (s) => <Text fz="sm">{clockTime(s.from_time)}</Text> },
    { key: 'reason', header: 'Reason', render: (s) => <Text fz="sm">{s.reason}</Text> },
    {
      key: 'actions',
      header: '',
      width: 56,
      align: 'right',
      render: (s) => (
        <RowActions
          subject={`${s.campus} ${s.date}`}
          actions={[
            { label: 'Edit', icon: IconEdit, onClick: () => onEdit(s) },
            {
              label: 'Delete',
              icon: IconTrash,
              danger: true,
              onClick: () =>
                confirm({
                  title: 'Delete work suspension',
                  message: `Delete the suspension of ${shortDateLabel(s.date)} at ${s.campus} ?`,
                  confirmLabel: 'Delete',
                  danger: true,
                  onConfirm: () => remove.mutateAsync(s.id).then((answer) => showSuccessToast(answer.message)),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Select aria-label="Month" data={monthOptions()} value={month} onChange={(value) => value && onMonth(value)} allowDeselect={false} w={200} />
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          Suspend work
        </Button>
      </Group>
      <DataTable
        label="Work suspensions"
        columns={columns}
        rows={suspensions.data}
        rowKey={(s) => s.id}
        loading={suspensions.isPending}
        onRowClick={onEdit}
        minWidth={760}
        emptyTitle="No work suspensions this month"
        emptyDescription="When classes and work are suspended on a campus, enter it here so the daily time records excuse the rest of the day."
      />
    </Stack>
  );
}
