import { Link, useNavigate } from 'react-router';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconInfoCircle } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { useSignedInUser } from '../account/current-user';
import { manilaToday } from '../../lib/dates';
import { periodLabel, weeklyHoursLabel } from './schedule-format';
import { KindBadge, ScheduleWeek } from './schedule-week';
import { ScheduleRequestsTable } from './schedule-requests-table';
import { usePersonSchedules, useScheduleOptions } from './schedules.api';

function CurrentSchedule({ personnelId }: { personnelId: number }) {
  const mine = usePersonSchedules(personnelId);
  const options = useScheduleOptions();
  if (mine.isPending || options.isPending) return <Skeleton h={280} />;
  const today = mine.data?.applies_today;
  const schedule = options.data?.find((s) => s.id === today?.schedule_id);
  if (!today || !schedule) return <Alert icon={<IconInfoCircle size={18} />}>No work schedule applies to you yet. Ask the HR office.</Alert>;
  const assignment = mine.data?.assignments.find((a) => a.id === today.assignment_id);
  const upcoming = (mine.data?.assignments ?? []).filter((a) => a.effective_from > manilaToday());
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text fz="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
              Your schedule today
            </Text>
            <Title order={2} fz="xl">
              {schedule.name}
            </Title>
            <Group gap="xs">
              <KindBadge kind={schedule.kind} />
              <Text fz="sm" c="dimmed">
                {today.is_default
                  ? 'The university default, as you have no schedule of your own'
                  : assignment
                    ? periodLabel(assignment.effective_from, assignment.effective_to)
                    : null}
              </Text>
            </Group>
          </Stack>
          <Badge size="lg" variant="light" radius="sm">
            {weeklyHoursLabel(schedule.definition)}
          </Badge>
        </Group>
        <ScheduleWeek definition={schedule.definition} />
        {upcoming.map((a) => (
          <Alert key={a.id} color="teal" variant="light" icon={<IconInfoCircle size={18} />}>
            Coming: {a.schedule_name}, {periodLabel(a.effective_from, a.effective_to).replace(/^From/, 'from')}.
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}

/** /account/work-schedules: the schedule I follow (and the hours a week it gives) and the schedules I asked for. */
export function MySchedulePage() {
  const me = useSignedInUser().user;
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Work schedule"
        description="The office hours your daily time record is computed against, and your requests for another schedule."
        actions={
          me.personnel ? (
            <Button component={Link} to="/account/work-schedules/new" leftSection={<IconCalendarPlus size={16} />}>
              Request a schedule
            </Button>
          ) : null
        }
      />
      {me.personnel ? (
        <CurrentSchedule personnelId={me.personnel.id} />
      ) : (
        <Alert icon={<IconInfoCircle size={18} />}>Your account has no personnel record; ask the HR office to link one.</Alert>
      )}
      <Title order={2} fz="lg">
        My requests
      </Title>
      <ScheduleRequestsTable
        scope="mine"
        onOpen={(r) => void navigate(`/account/work-schedules/${r.id}`)}
        emptyTitle="You have not asked for a schedule"
        emptyDescription="Need other hours, e.g. flexible time or a four-day week? Request a schedule; your department head and the HR office decide."
      />
    </Stack>
  );
}
