import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCalendarOff, IconMessageReport } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { formatLongDate } from '../../lib/dates';
import { useSignedInUser } from '../account/current-user';
import { clockTime, useMyLogs } from './attendance.api';
import { manilaMonth, manilaToday } from '../../lib/dates';
import { useDtr } from './dtr.api';
import { dayTone, daysLabel, formTime, isCalendarDate, minutesLabel, weekdayOf } from './dtr-format';
import { SourceBadge } from './source-badge';

function Field({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="lg" fw={600} c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

const BACK = (
  <Button component={Link} to="/account/dtr" variant="default" leftSection={<IconArrowLeft size={16} />}>
    Back to the month
  </Button>
);

/** /account/dtr/:date: one day of my record, its charges, and the punches it was computed from. */
export function DtrDayPage() {
  const { date } = useParams();
  const valid = isCalendarDate(date) && date <= manilaToday();
  const month = valid ? date.slice(0, 7) : '';
  const me = useSignedInUser();
  const dtr = useDtr(valid ? me.user.personnel?.id : null, month);
  const logs = useMyLogs(month || manilaMonth());
  const day = dtr.data?.days.find((d) => d.date === date);
  const punches = (logs.data?.logs ?? []).filter((log) => log.date === date);

  if (!valid) {
    return (
      <Stack gap="lg">
        <PageHeader title="Daily Time Record" actions={BACK} />
        <Text c="dimmed">There is no record for this date. Choose a day of this month or an earlier one.</Text>
      </Stack>
    );
  }

  const tone = day ? dayTone(day) : 'normal';
  return (
    <Stack gap="lg">
      <PageHeader title={formatLongDate(date)} description={`${weekdayOf(date)} · your daily time record of the day`} actions={BACK} />
      {dtr.isPending ? (
        <Skeleton h={180} />
      ) : day ? (
        <Paper withBorder p="lg" role="region" aria-label="The day's record">
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Field label="AM in" value={formTime(day.am_in)} />
              <Field label="AM out" value={formTime(day.am_out)} />
              <Field label="PM in" value={formTime(day.pm_in)} />
              <Field label="PM out" value={formTime(day.pm_out)} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 2, sm: 4 }} pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Field label="Late" value={minutesLabel(day.late_minutes) || 'None'} color={day.late_minutes ? 'orange.7' : undefined} />
              <Field label="Undertime" value={minutesLabel(day.undertime_minutes) || 'None'} />
              <Field label="Absent" value={daysLabel(day.absent_days) || 'None'} color={day.absent_days ? 'red.7' : undefined} />
              <Stack gap={2}>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  Remarks
                </Text>
                <Text fz="sm" c={tone === 'absent' ? 'red.7' : undefined}>
                  {day.remarks ?? (tone === 'off' ? 'Day off' : '—')}
                </Text>
              </Stack>
            </SimpleGrid>
          </Stack>
        </Paper>
      ) : (
        <Text c="dimmed">The record of this day could not be loaded.</Text>
      )}

      <Paper withBorder>
        <Group justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Text fw={600}>Time logs received this day</Text>
          <Button component={Link} to={`/account/time-log-appeals/new/${date}`} variant="subtle" size="xs" leftSection={<IconMessageReport size={16} />}>
            File a time-log appeal
          </Button>
        </Group>
        {logs.isPending ? (
          <Stack p="md">
            <Skeleton h={28} />
          </Stack>
        ) : punches.length === 0 ? (
          <Stack align="center" gap={6} py={36}>
            <IconCalendarOff size={28} color="var(--mantine-color-dimmed)" />
            <Text fz="sm" c="dimmed">
              No time logs were received this day.
            </Text>
          </Stack>
        ) : (
          <Stack gap={0} role="list" aria-label="Time logs of the day">
            {punches.map((log) => (
              <Group key={log.id} role="listitem" justify="space-between" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-1)' }}>
                <Stack gap={0}>
                  <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {clockTime(log.time)}
                  </Text>
                  {log.address ? (
                    <Text fz="xs" c="dimmed">
                      {log.address}
                    </Text>
                  ) : null}
                </Stack>
                <SourceBadge source={log.source} />
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
