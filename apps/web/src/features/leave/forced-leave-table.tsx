import { formatDays } from '../../lib/day-count';
import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ZForcedLeaveDecisionBody } from '@hris/contracts';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { PersonCell } from '../../components/person-cell';
import { idnoLabel } from '../../components/picker-sources';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { daysLabel, useDecideForcedLeave, useForcedLeave, type TForcedLeaveSchedule } from './leave.api';
import { thisYear } from './leave-format';
import { ForcedLeaveBadge, forcedDatesLabel } from './forced-leave-status';

/** The head keeps the employee at work: the schedule is cancelled, and the remarks say why (the days are then not forfeited). */
function CancelModal({ schedule, opened, onClose }: { schedule: TForcedLeaveSchedule | null; opened: boolean; onClose: () => void }) {
  const decide = useDecideForcedLeave();
  const form = useContractForm(ZForcedLeaveDecisionBody, {
    initialValues: { remarks: '' },
    toInput: ({ remarks }) => ({ action: 'cancel', remarks: remarks.trim() || null }),
    warnOnLeave: opened,
  });
  const submit = () => {
    const body = form.validate();
    form.saveChecked(decide, body && schedule ? { id: schedule.id, ...body } : null, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Cancel for the needs of the service"
      onSubmit={submit}
      submitting={decide.isPending}
      submitLabel="Cancel the schedule"
      errors={form.errors}
    >
      <Text fz="sm">
        {schedule?.personnel.fullname}: {schedule ? forcedDatesLabel(schedule.dates) : ''}
      </Text>
      <Textarea
        label="Needs of the service"
        description="Why the employee is kept at work; the days are then not forfeited"
        autosize
        minRows={3}
        withAsterisk
        {...form.getInputProps('remarks')}
        data-autofocus
      />
    </FormModal>
  );
}

function ApproveButton({ schedule }: { schedule: TForcedLeaveSchedule }) {
  const decide = useDecideForcedLeave();
  return (
    <Button
      size="xs"
      color="teal"
      leftSection={<IconCheck size={14} />}
      loading={decide.isPending}
      onClick={(event) => {
        event.stopPropagation();
        decide.mutate({ id: schedule.id, action: 'approve' }, { onSuccess: (answer) => showSuccessToast(answer.message) });
      }}
    >
      Approve
    </Button>
  );
}

type Props = { scope: 'department' | 'all'; departmentId?: number };

/** Forced leave schedules of the department (or everyone's for HR): the head approves them or cancels them for service needs. */
export function ForcedLeaveTable({ scope, departmentId }: Props) {
  const current = thisYear();
  const [year, setYear] = useState(current);
  const forced = useForcedLeave({ scope, year, department_id: departmentId });
  const cancelling = useModalFor<TForcedLeaveSchedule>();
  const columns: Column<TForcedLeaveSchedule>[] = [
    {
      key: 'person',
      header: 'Employee',
      render: (s) => <PersonCell name={s.personnel.fullname} details={[idnoLabel(s.personnel.idno), s.personnel.department?.acronym]} />,
    },
    { key: 'dates', header: 'Days scheduled', render: (s) => <Text fz="sm">{forcedDatesLabel(s.dates)}</Text> },
    { key: 'vl', header: 'VL balance', align: 'right', width: 100, render: (s) => daysLabel(s.vl_balance) },
    { key: 'taken', header: 'Taken', align: 'right', width: 80, render: (s) => formatDays(s.taken_this_year) },
    {
      key: 'status',
      header: 'Status',
      width: 200,
      render: (s) => (
        <Stack gap={2} align="flex-start">
          <ForcedLeaveBadge status={s.status} />
          {s.remarks ? (
            <Text fz="xs" c="dimmed" lineClamp={2}>
              {s.remarks}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'decide',
      header: '',
      width: 200,
      render: (s) =>
        s.status === 'cancelled' ? null : (
          <Group gap={6} wrap="nowrap">
            {s.status === 'pending' ? <ApproveButton schedule={s} /> : null}
            <Button size="xs" variant="light" color="red" leftSection={<IconX size={14} />} onClick={() => cancelling.open(s)}>
              Cancel
            </Button>
          </Group>
        ),
    },
  ];
  const years = Array.from({ length: 3 }, (_, index) => String(current + 1 - index));
  return (
    <Stack gap="sm">
      <Select aria-label="Year" data={years} value={String(year)} onChange={(value) => value && setYear(Number(value))} allowDeselect={false} w={110} />
      <DataTable
        label="Forced leave schedules"
        columns={columns}
        rows={forced.data?.schedules}
        rowKey={(s) => s.id}
        loading={forced.isPending}
        minWidth={900}
        emptyTitle="No forced leave scheduled"
        emptyDescription="Employees with 10 or more days of vacation leave schedule their 5 days of forced leave; their schedules appear here."
      />
      <CancelModal key={cancelling.key} schedule={cancelling.subject} opened={cancelling.opened} onClose={cancelling.close} />
    </Stack>
  );
}
