import { useState } from 'react';
import { Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { formatLongDate } from '../../lib/dates';
import { clockTime, useMyLogs, type TMyLog } from './attendance.api';
import { manilaMonth } from '../../lib/dates';
import { SourceBadge } from './source-badge';
import { recentMonths } from '../../lib/dates';

const weekdayLabel = new Intl.DateTimeFormat('en-PH', { weekday: 'short', timeZone: 'UTC' });

function byDay(logs: TMyLog[]): [string, TMyLog[]][] {
  const days = new Map<string, TMyLog[]>();
  for (const log of logs) days.set(log.date, [...(days.get(log.date) ?? []), log]);
  return [...days.entries()];
}

function DayRow({ date, logs }: { date: string; logs: TMyLog[] }) {
  const sources = [...new Set(logs.map((log) => log.source))];
  return (
    <Group
      role="listitem"
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      gap="sm"
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={0} w={190}>
        <Text fz="sm" fw={600}>
          {formatLongDate(date)}
        </Text>
        <Text fz="xs" c="dimmed">
          {weekdayLabel.format(Date.parse(`${date}T00:00:00Z`))}
        </Text>
      </Stack>
      <Group gap={6} style={{ flex: 1, minWidth: 200 }} wrap="wrap">
        {logs.map((log) => (
          <Text
            key={log.id}
            fz="sm"
            fw={500}
            px={8}
            py={2}
            bg="gray.0"
            style={{ borderRadius: 6, fontVariantNumeric: 'tabular-nums' }}
            title={log.address ?? undefined}
          >
            {clockTime(log.time)}
          </Text>
        ))}
      </Group>
      <Group gap={4}>
        {sources.map((source) => (
          <SourceBadge key={source} source={source} />
        ))}
      </Group>
    </Group>
  );
}

/** /account/actualTimeLogs: my punches of a month as they were received, day by day. */
export function DailyTimeLogPage() {
  const current = manilaMonth();
  const [month, setMonth] = useState(current);
  const mine = useMyLogs(month);
  const days = byDay(mine.data?.logs ?? []);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Daily Time Log"
        description="Your time logs as received from the biometric devices, work from home and the HR office."
        actions={
          <Select aria-label="Month" data={recentMonths(current)} value={month} onChange={(value) => value && setMonth(value)} allowDeselect={false} w={200} />
        }
      />
      <Paper withBorder>
        {mine.isPending ? (
          <Stack p="md" gap="sm">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : days.length === 0 ? (
          <Stack align="center" gap={6} py={48}>
            <IconCalendarOff size={32} color="var(--mantine-color-dimmed)" />
            <Text fw={600}>No time logs this month</Text>
            <Text fz="sm" c="dimmed">
              Punches appear here as soon as they are received.
            </Text>
          </Stack>
        ) : (
          <Stack gap={0} role="list" aria-label="Time logs by day">
            {days.map(([date, logs]) => (
              <DayRow key={date} date={date} logs={logs} />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
