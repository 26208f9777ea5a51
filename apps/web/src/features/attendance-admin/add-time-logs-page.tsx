import { useState } from 'react';
import { Alert, Button, Card, Grid, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { textField, ZManualLogBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { idnoLabel, personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { TABLE_PAGE_SIZE } from '../../lib/list-state';
import { useContractForm } from '../../lib/use-contract-form';
import { clockTime } from '../attendance/attendance.api';
import { manilaToday } from '../../lib/dates';
import { useAddManualLog, useManualLogs, type TManualLog } from './attendance-admin.api';

/**
 * The log's day and time typed apart, in Philippine time whatever the computer's own zone, made into the body's
 * timestamp; a missing one is named under its own input (a date and a time input give nothing else but well-formed values).
 */
const ZManualLogFields = ZManualLogBody.omit({ timestamp: true })
  .extend({
    date: textField('date', 'The date field is required.').min(1, 'The date field is required.'),
    time: textField('time', 'The time field is required.').min(1, 'The time field is required.'),
  })
  .transform(({ date, time, ...log }) => ({ ...log, timestamp: `${date}T${time}:00+08:00` }));

type Start = { personnel_id: PickerOption | null; date: string };

/** A punch someone could not make (the device was down, they forgot): who, when, and why HR adds it. */
function AddTimeLogForm({ start, onAdded }: { start: Start; onAdded: (next: Start) => void }) {
  const add = useAddManualLog();
  const form = useContractForm(ZManualLogFields, {
    // The person picked; its id is the body's personnel_id, so a message on that field goes once someone is picked.
    initialValues: { ...start, time: '', reason: '' },
    toInput: (values) => ({ ...values, personnel_id: values.personnel_id?.id }),
  });
  const { values, errors } = form;
  // The same person often needs the other punches of the day: the next form keeps them and the date.
  const submit = form.onSubmit(() => form.save(add, () => onAdded({ personnel_id: values.personnel_id, date: values.date })));

  return (
    <Card withBorder shadow="xs" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <RemoteSearchPicker
          label="Personnel"
          placeholder="Type a name or ID number"
          source={personnelSource}
          value={values.personnel_id}
          onChange={(person) => form.setFieldValue('personnel_id', person)}
          error={errors.personnel_id}
          withAvatar
          required
        />
        <Group grow align="flex-start">
          <TextInput type="date" label="Date" max={manilaToday()} {...form.getInputProps('date')} required />
          <TextInput type="time" label="Time" description="Philippine time" {...form.getInputProps('time')} error={errors.time ?? errors.timestamp} required />
        </Group>
        <Textarea
          label="Reason"
          placeholder="e.g. Biometric device at the main gate was down; confirmed by the security guard's logbook"
          autosize
          minRows={3}
          maxLength={500}
          {...form.getInputProps('reason')}
          required
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            Add time log
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Each log saved starts a fresh form (nothing left unsaved), with the person and the day kept. */
function AddTimeLogs() {
  const [next, setNext] = useState<{ round: number; start: Start }>({ round: 0, start: { personnel_id: null, date: manilaToday() } });
  return <AddTimeLogForm key={next.round} start={next.start} onAdded={(start) => setNext(({ round }) => ({ round: round + 1, start }))} />;
}

function RecentManualLogs() {
  const [page, setPage] = useState(1);
  const logs = useManualLogs(page, TABLE_PAGE_SIZE);
  const columns: Column<TManualLog>[] = [
    {
      key: 'person',
      header: 'Employee',
      render: (l) => <PersonCell name={l.personnel.fullname} details={[idnoLabel(l.personnel.idno)]} />,
    },
    {
      key: 'when',
      header: 'Time log',
      width: 190,
      render: (l) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {clockTime(l.local_time)}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatLongDate(l.local_date)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: 'Reason',
      render: (l) => (
        <Text fz="sm" lineClamp={2}>
          {l.reason ?? '—'}
        </Text>
      ),
    },
    {
      key: 'added',
      header: 'Added',
      width: 170,
      render: (l) => (
        <Text fz="sm" c="dimmed">
          {formatDateTime(l.created_at)}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Text fw={700}>Time logs added by HR</Text>
      <DataTable
        label="Time logs added by HR"
        columns={columns}
        rows={logs.data?.logs}
        rowKey={(l) => l.id}
        loading={logs.isPending}
        meta={logs.data?.meta}
        onPageChange={setPage}
        minWidth={720}
        emptyTitle="No time logs added by hand yet"
      />
    </Stack>
  );
}

/** /edats/Attendance/addLogs: HR's manual entries, each with its reason (audited), and the latest ones. */
export function AddTimeLogsPage() {
  return (
    <Stack gap="xl">
      <PageHeader
        title="Add time logs"
        description="Add a punch an employee could not make on a biometric device. The reason is kept with the log and the entry is audited."
        actions={
          <Button component={Link} to="/edats/logs" variant="default" leftSection={<IconArrowLeft size={16} />}>
            Attendance logs
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <AddTimeLogs />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <RecentManualLogs />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
