import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Grid, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ZManualLogBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { idnoLabel, personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { errorsFromIssues, formErrorsOf, type FieldErrors } from '../../lib/field-errors';
import { TABLE_PAGE_SIZE } from '../../lib/list-state';
import { showSuccessToast } from '../../lib/toasts';
import { clockTime, manilaToday } from '../attendance/attendance.api';
import { useAddManualLog, useManualLogs, type TManualLog } from './attendance-admin.api';

/** A punch someone could not make (the device was down, they forgot): who, when, and why HR adds it. */
function AddTimeLogForm() {
  const add = useAddManualLog();
  const [person, setPerson] = useState<PickerOption | null>(null);
  const [date, setDate] = useState(manilaToday());
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!date) missing.date = 'The date field is required.';
    if (!time) missing.time = 'The time field is required.';
    // Date and time are Philippine time, whatever the computer's own time zone.
    const checked = ZManualLogBody.safeParse({ personnel_id: person?.id, timestamp: `${date}T${time}:00+08:00`, reason });
    const found = { ...(checked.success ? {} : errorsFromIssues(checked.error.issues)), ...missing };
    if (!checked.success || Object.keys(missing).length) return setErrors(found);
    setErrors({});
    add.mutate(checked.data, {
      onSuccess: (answer) => {
        showSuccessToast(answer.message);
        // The same person often needs the other punches of the day: keep them and the date.
        setTime('');
        setReason('');
      },
      onError: (error) => setErrors(formErrorsOf(error)),
    });
  };

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
          value={person}
          onChange={setPerson}
          error={errors.personnel_id}
          withAvatar
          required
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="Date"
            name="date"
            value={date}
            max={manilaToday()}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.date}
            required
          />
          <TextInput
            type="time"
            label="Time"
            name="time"
            description="Philippine time"
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            error={errors.time ?? errors.timestamp}
            required
          />
        </Group>
        <Textarea
          label="Reason"
          name="reason"
          placeholder="e.g. Biometric device at the main gate was down; confirmed by the security guard's logbook"
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
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

function RecentManualLogs() {
  const [page, setPage] = useState(1);
  const logs = useManualLogs(page, TABLE_PAGE_SIZE);
  const columns: Column<TManualLog>[] = [
    {
      key: 'person',
      header: 'Employee',
      render: (l) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {l.personnel.fullname}
          </Text>
          <Text fz="xs" c="dimmed">
            {idnoLabel(l.personnel.idno)}
          </Text>
        </Stack>
      ),
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
          <AddTimeLogForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <RecentManualLogs />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
