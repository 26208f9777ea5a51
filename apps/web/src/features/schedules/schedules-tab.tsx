import { Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconEdit, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { RowActions } from '../../components/row-actions';
import { useModalFor } from '../../components/form-modal';
import { showSuccessToast } from '../../lib/toasts';
import { periodLabel, scheduleSummary, weeklyHoursLabel } from './schedule-format';
import { KindBadge, ScheduleWeek } from './schedule-week';
import { useDeleteSchedule, useScheduleAssignees, useWorkSchedules, type TAssignee, type TWorkSchedule } from './schedules.api';

type Props = { onAdd: () => void; onEdit: (id: number) => void; onAssign: (scheduleId?: number) => void };

function AssigneesDrawer({
  schedule,
  opened,
  onClose,
  onAssign,
}: {
  schedule: TWorkSchedule | null;
  opened: boolean;
  onClose: () => void;
  onAssign: () => void;
}) {
  const assignees = useScheduleAssignees(schedule?.id ?? null);
  const columns: Column<TAssignee>[] = [
    { key: 'person', header: 'Employee', render: (a) => <PersonCell name={a.personnel.fullname} details={[a.personnel.idno, a.personnel.department]} /> },
    { key: 'period', header: 'Period', width: 220, render: (a) => <Text fz="sm">{periodLabel(a.effective_from, a.effective_to)}</Text> },
  ];
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={schedule ? schedule.name : 'Work schedule'}>
      {schedule ? (
        <Stack gap="lg">
          <ScheduleWeek definition={schedule.definition} />
          <Group justify="space-between">
            <Text fw={600}>Assigned personnel</Text>
            <Button size="xs" leftSection={<IconCalendarPlus size={14} />} onClick={onAssign}>
              Assign to an employee
            </Button>
          </Group>
          <DataTable
            label="Assigned personnel"
            columns={columns}
            rows={assignees.data}
            rowKey={(a) => a.id}
            loading={assignees.isPending}
            minWidth={480}
            emptyTitle="Nobody follows this schedule yet"
            emptyDescription={schedule.is_default ? 'Everyone without a schedule of their own follows the default.' : undefined}
          />
        </Stack>
      ) : null}
    </Drawer>
  );
}

/** The "Schedules" tab of /edats/work-schedules: every schedule, who follows it, add, edit, delete. */
export function SchedulesTab({ onAdd, onEdit, onAssign }: Props) {
  const schedules = useWorkSchedules();
  const remove = useDeleteSchedule();
  const confirm = useConfirm();
  const assignees = useModalFor<number>();
  const shown = schedules.data?.find((s) => s.id === assignees.subject) ?? null;

  const columns: Column<TWorkSchedule>[] = [
    {
      key: 'name',
      header: 'Schedule',
      render: (s) => (
        <Stack gap={2}>
          <Group gap={6}>
            <Text fz="sm" fw={600}>
              {s.name}
            </Text>
            {s.is_default ? (
              <Badge size="xs" variant="filled" radius="sm">
                Default
              </Badge>
            ) : null}
          </Group>
          <Text fz="xs" c="dimmed">
            {scheduleSummary(s.definition)}
          </Text>
        </Stack>
      ),
    },
    { key: 'kind', header: 'Kind', width: 160, render: (s) => <KindBadge kind={s.kind} /> },
    { key: 'hours', header: 'A week', width: 140, render: (s) => <Text fz="sm">{weeklyHoursLabel(s.definition)}</Text> },
    {
      key: 'assigned',
      header: 'Assigned',
      width: 100,
      align: 'center',
      render: (s) => (
        <Badge variant="light" color={s.assigned ? 'blue' : 'gray'} radius="sm">
          {s.assigned}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 56,
      align: 'right',
      render: (s) => (
        <RowActions
          subject={s.name}
          actions={[
            { label: 'Edit', icon: IconEdit, onClick: () => onEdit(s.id) },
            { label: 'Assigned personnel', icon: IconUsers, onClick: () => assignees.open(s.id) },
            { label: 'Assign to an employee', icon: IconCalendarPlus, onClick: () => onAssign(s.id) },
            {
              label: 'Delete',
              icon: IconTrash,
              danger: true,
              hidden: s.is_default,
              onClick: () =>
                confirm({
                  title: 'Delete work schedule',
                  message: `Delete ${s.name} ?`,
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
      <Group justify="flex-end" gap="sm">
        <Button variant="default" leftSection={<IconCalendarPlus size={16} />} onClick={() => onAssign()}>
          Assign to an employee
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          Add schedule
        </Button>
      </Group>
      <DataTable
        label="Work schedules"
        columns={columns}
        rows={schedules.data}
        rowKey={(s) => s.id}
        loading={schedules.isPending}
        onRowClick={(s) => assignees.open(s.id)}
        minWidth={820}
        emptyTitle="No work schedules yet"
      />
      <AssigneesDrawer
        schedule={shown}
        opened={assignees.opened}
        onClose={assignees.close}
        onAssign={() => {
          // The form opens over the page: the drawer would sit on top of it.
          assignees.close();
          if (shown) onAssign(shown.id);
        }}
      />
    </Stack>
  );
}
