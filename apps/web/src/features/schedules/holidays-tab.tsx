import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { RowActions } from '../../components/row-actions';
import { showSuccessToast } from '../../lib/toasts';
import { PART_LABELS, shortDateLabel } from './schedule-format';
import { useDeleteHoliday, useHolidays, type THoliday } from './schedules.api';

type Props = { year: number; onYear: (year: number) => void; onAdd: () => void; onEdit: (id: number) => void };

/** The "Holidays" tab: the year's national and campus holidays. */
export function HolidaysTab({ year, onYear, onAdd, onEdit }: Props) {
  const holidays = useHolidays(year);
  const remove = useDeleteHoliday();
  const confirm = useConfirm();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 5 }, (_, i) => String(thisYear + 1 - i));

  const columns: Column<THoliday>[] = [
    {
      key: 'name',
      header: 'Holiday',
      render: (h) => (
        <Text fz="sm" fw={600}>
          {h.name}
        </Text>
      ),
    },
    { key: 'date', header: 'Date', width: 150, render: (h) => <Text fz="sm">{shortDateLabel(h.date)}</Text> },
    {
      key: 'campus',
      header: 'Observed by',
      width: 220,
      render: (h) =>
        h.campus ? (
          <Text fz="sm">{h.campus}</Text>
        ) : (
          <Badge variant="light" color="blue" radius="sm">
            National
          </Badge>
        ),
    },
    {
      key: 'part',
      header: 'Part of the day',
      width: 150,
      render: (h) => (
        <Badge variant="light" color={h.part === 'whole' ? 'teal' : 'yellow'} radius="sm">
          {PART_LABELS[h.part]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 56,
      align: 'right',
      render: (h) => (
        <RowActions
          subject={h.name}
          actions={[
            { label: 'Edit', icon: IconEdit, onClick: () => onEdit(h.id) },
            {
              label: 'Delete',
              icon: IconTrash,
              danger: true,
              onClick: () =>
                confirm({
                  title: 'Delete holiday',
                  message: `Delete ${h.name} (${shortDateLabel(h.date)}) ? The daily time records of that day will count it as a working day again.`,
                  confirmLabel: 'Delete',
                  danger: true,
                  onConfirm: () => remove.mutateAsync(h.id).then((answer) => showSuccessToast(answer.message)),
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
        <Select aria-label="Year" data={years} value={String(year)} onChange={(value) => value && onYear(Number(value))} allowDeselect={false} w={120} />
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          Add holiday
        </Button>
      </Group>
      <DataTable
        label="Holidays"
        columns={columns}
        rows={holidays.data}
        rowKey={(h) => h.id}
        loading={holidays.isPending}
        onRowClick={(h) => onEdit(h.id)}
        minWidth={760}
        emptyTitle={`No holidays set for ${year}`}
        emptyDescription="Add the regular and special non-working days proclaimed for the year, and each campus's own."
      />
    </Stack>
  );
}
