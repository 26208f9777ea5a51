import { formatDays } from '../../lib/day-count';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarCheck, IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ZForcedLeaveScheduleBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useContractForm } from '../../lib/use-contract-form';
import { useSignedInUser } from '../account/current-user';
import { daysLabel, useForcedLeave, useScheduleForcedLeave, type TForcedLeaveSchedule, type TLeaveScope } from './leave.api';
import { asRole, BackLink } from './leave-card-page';
import { ForcedLeaveBadge, forcedDatesLabel } from './forced-leave-status';

const FORCED_DAYS = 5;

function ScheduleForm({ personnelId, year, forSomeoneElse, planned }: { personnelId: number; year: number; forSomeoneElse: boolean; planned?: string[] }) {
  const schedule = useScheduleForcedLeave();
  const form = useContractForm(ZForcedLeaveScheduleBody, {
    initialValues: { dates: Array.from({ length: FORCED_DAYS }, (_, index) => planned?.[index] ?? '') },
    toInput: ({ dates }) => ({ ...(forSomeoneElse ? { personnel_id: personnelId } : {}), year, dates: dates.filter(Boolean) }),
  });
  const { errors } = form;
  // The days are one choice: a refusal of any of them is said once, above them.
  const problem =
    errors.form ?? errors.dates ?? errors.year ?? errors.personnel_id ?? Object.entries(errors).find(([field]) => field.startsWith('dates.'))?.[1];
  const submit = () => form.save(schedule, () => undefined);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Text fw={700}>{planned ? 'Change the days while your head has not decided' : 'Schedule the 5 days'}</Text>
        {problem ? <Alert color="red">{problem}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: FORCED_DAYS }}>
          {form.values.dates.map((date, index) => (
            <TextInput
              key={index}
              type="date"
              label={`Day ${index + 1}`}
              min={`${year}-01-01`}
              max={`${year}-12-31`}
              value={date}
              // The message is said once above the days (the dates sent skip the empty ones, so an index is not this input's).
              onChange={(event) => form.setFieldValue(`dates.${index}`, event.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button leftSection={<IconCalendarCheck size={16} />} loading={schedule.isPending} onClick={submit}>
            {forSomeoneElse ? 'Save the schedule' : 'Send to my head'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ScheduleCard({ schedule }: { schedule: TForcedLeaveSchedule }) {
  return (
    <Paper withBorder p="lg" radius="md" role="group" aria-label="Forced leave schedule">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>Forced leave of {schedule.year}</Text>
          <ForcedLeaveBadge status={schedule.status} />
        </Group>
        <Text fz="sm">{forcedDatesLabel(schedule.dates)}</Text>
        <Text fz="sm" c="dimmed">
          Vacation leave balance {daysLabel(schedule.vl_balance)} · forced leave taken this year {formatDays(schedule.taken_this_year)}
        </Text>
        {schedule.remarks ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            Head’s remarks: “{schedule.remarks}”
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /account/force-leave-schedule/:personnel_id/:year/:type_id/:role: plan the 5 days of forced leave and see the head's decision. */
export function ForcedLeavePage() {
  const params = useParams();
  const { user } = useSignedInUser();
  const personnelId = Number(params.personnel_id);
  const year = Number(params.year);
  const role = asRole(params.role);
  const mine = user.personnel?.id === personnelId;
  const scope: TLeaveScope = mine ? 'mine' : role === 'hr' ? 'all' : 'department';
  const forced = useForcedLeave({ scope, year, ...(mine ? {} : { personnel_id: personnelId }) });
  const schedules = forced.data?.schedules ?? [];
  // One schedule a year; it may be changed only while the head has not decided it.
  const current = schedules[0];
  const eligible = mine ? forced.data?.eligible : (schedules[0]?.vl_balance ?? 0) >= 10;
  return (
    <Stack gap="lg">
      <BackLink role={role} />
      <PageHeader
        title={`Forced Leave Schedule ${Number.isInteger(year) ? year : ''}`}
        description="Anyone with 10 or more days of vacation leave takes 5 of them in the year. Days not taken are forfeited unless your head cancelled them for the needs of the service."
      />
      {forced.isPending ? (
        <Skeleton h={200} />
      ) : (
        <>
          {mine && eligible === false ? (
            <Alert color="blue" icon={<IconInfoCircle size={18} />} title="You are not required to take forced leave">
              You have fewer than 10 days of vacation leave. You may still schedule days of vacation leave in the usual way.
            </Alert>
          ) : null}
          {schedules.map((schedule) => (
            <ScheduleCard key={schedule.id} schedule={schedule} />
          ))}
          {(!current || current.status === 'pending') && (mine ? eligible : role === 'hr') && Number.isInteger(personnelId) ? (
            <ScheduleForm key={current?.id ?? 0} personnelId={personnelId} year={year} forSomeoneElse={!mine} planned={current?.dates} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
