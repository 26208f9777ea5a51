import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconMapPin } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { formatLongDate } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { clockTime, useClockInOut, useMyLogs, type TAttendanceLog } from './attendance.api';
import { manilaMonth, manilaToday } from '../../lib/dates';
import { SourceBadge } from './source-badge';

const clockFormat = new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true });
const dayFormat = new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Where the employee is, as "lat, lng", when the browser and the user allow it; otherwise
 * nothing, and the punch is logged without an address.
 */
function currentPosition(): Promise<string | undefined> {
  if (!('geolocation' in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(`${position.coords.latitude.toFixed(6)}, ${position.coords.longitude.toFixed(6)}`),
      () => resolve(undefined),
      { timeout: 8000, maximumAge: 60_000 },
    );
  });
}

function TodaysPunches({ today }: { today: string }) {
  const mine = useMyLogs(manilaMonth(new Date(`${today}T12:00:00+08:00`)));
  const punches = (mine.data?.logs ?? []).filter((log) => log.date === today);
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Today's time logs
        </Title>
        {mine.isPending ? (
          <Skeleton h={60} />
        ) : punches.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No time logs yet today.
          </Text>
        ) : (
          <Stack gap={0} role="list" aria-label="Today's time logs">
            {punches.map((log, index) => (
              <Group
                key={log.id}
                role="listitem"
                justify="space-between"
                py={8}
                wrap="nowrap"
                style={index < punches.length - 1 ? { borderBottom: '1px solid var(--mantine-color-gray-2)' } : undefined}
              >
                <Group gap="sm" wrap="nowrap">
                  <IconClockHour4 size={18} color="var(--mantine-color-dimmed)" />
                  <Text fz="sm" fw={600}>
                    {clockTime(log.time)}
                  </Text>
                  {log.address ? (
                    <Text fz="xs" c="dimmed" truncate>
                      {log.address}
                    </Text>
                  ) : null}
                </Group>
                <SourceBadge source={log.source} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** /account/loginLogout: work-from-home employees log their arrival and departure at the server's time. */
export function WfhAttendancePage() {
  const now = useNow();
  const clock = useClockInOut();
  const [locating, setLocating] = useState(false);
  const [last, setLast] = useState<TAttendanceLog | null>(null);
  const today = manilaToday(now);

  const punch = async () => {
    setLocating(true);
    const address = await currentPosition();
    setLocating(false);
    clock.mutate(address, {
      onSuccess: (answer) => {
        setLast(answer.log);
        showSuccessToast(answer.message);
      },
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader
        title="WF Home Attendance"
        description="Log your arrival and departure while working from home. The time recorded is the server's, in Philippine time."
      />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        <Center>
          <Stack align="center" gap="md">
            <Text fz="sm" c="dimmed" tt="uppercase" fw={600} lts={1}>
              {dayFormat.format(now)}
            </Text>
            <Text
              component="time"
              dateTime={now.toISOString()}
              fz={{ base: 44, sm: 64 }}
              fw={700}
              lh={1}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              aria-label="Current time"
            >
              {clockFormat.format(now)}
            </Text>
            <Text fz="xs" c="dimmed">
              Philippine Standard Time
            </Text>
            <Button
              size="lg"
              radius="xl"
              px={40}
              leftSection={<IconClockHour4 size={20} />}
              onClick={() => void punch()}
              loading={locating || clock.isPending}
              mt="xs"
            >
              Clock in / out
            </Button>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={14} color="var(--mantine-color-dimmed)" />
              <Text fz="xs" c="dimmed">
                Your location is sent with the log if your browser allows it.
              </Text>
            </Group>
          </Stack>
        </Center>
      </Paper>
      {last ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} title="Time log recorded">
          {clockTime(last.local_time)} on {formatLongDate(last.local_date)}
          {last.address ? ` · ${last.address}` : ''}
        </Alert>
      ) : null}
      <TodaysPunches today={today} />
    </Stack>
  );
}
