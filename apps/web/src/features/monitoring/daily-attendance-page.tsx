import { useState } from 'react';
import { Badge, Drawer, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPointFilled } from '@tabler/icons-react';
import { DAILY_STATUSES, type TDailyStatus } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { formatLongDate } from '../../lib/dates';
import { useCampusOptions } from '../departments/departments.api';
import { clockTime } from '../attendance/attendance.api';
import { manilaToday } from '../../lib/dates';
import { DAILY_STATUS, useDailyAttendance, useLiveAttendance, type TDailyCounts, type TDailyDepartment, type TDailyPerson } from './monitoring.api';

/** The counts the office watches; "no work" (rest days, holidays) is left to the department's list. */
const WATCHED: TDailyStatus[] = DAILY_STATUSES.filter((s) => s !== 'no_work');

export function StatusBadge({ status }: { status: TDailyStatus }) {
  const { label, color } = DAILY_STATUS[status];
  return (
    <Badge color={color} variant="light" radius="sm">
      {label}
    </Badge>
  );
}

function CountCards({ counts }: { counts: TDailyCounts }) {
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {WATCHED.map((status) => (
          <Paper key={status} withBorder p="sm" aria-label={DAILY_STATUS[status].label}>
            <Text fz="xs" tt="uppercase" fw={700} c={DAILY_STATUS[status].color}>
              {DAILY_STATUS[status].label}
            </Text>
            <Text fz={26} fw={700} lh={1.2}>
              {counts[status]}
            </Text>
            <Text fz="xs" c="dimmed">
              of {counts.total}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {counts.no_work ? (
        <Text fz="sm" c="dimmed">
          {counts.no_work} of {counts.total} have no work on this day (rest day, holiday or work suspension).
        </Text>
      ) : null}
    </Stack>
  );
}

const countColumn = (status: TDailyStatus): Column<TDailyDepartment> => ({
  key: status,
  header: DAILY_STATUS[status].label,
  align: 'right',
  render: (d) =>
    d.counts[status] ? (
      <Text fw={600} c={DAILY_STATUS[status].color} fz="sm">
        {d.counts[status]}
      </Text>
    ) : (
      <Text c="dimmed" fz="sm">
        0
      </Text>
    ),
});

const DEPARTMENT_COLUMNS: Column<TDailyDepartment>[] = [
  {
    key: 'name',
    header: 'Department',
    render: (d) => (
      <Stack gap={0}>
        <Text fw={600} fz="sm">
          {d.fullname}
        </Text>
        <Text fz="xs" c="dimmed">
          {d.acronym} · {d.campus}
        </Text>
      </Stack>
    ),
  },
  ...WATCHED.map(countColumn),
  { key: 'total', header: 'Personnel', align: 'right', render: (d) => d.counts.total },
];

const PEOPLE_COLUMNS: Column<TDailyPerson>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (p) => (
      <Stack gap={0}>
        <Text fw={600} fz="sm">
          {p.personnel.fullname}
        </Text>
        <Text fz="xs" c="dimmed">
          {[p.personnel.idno, p.personnel.position].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    ),
  },
  { key: 'status', header: 'Status', render: (p) => <StatusBadge status={p.status} /> },
  { key: 'first', header: 'First punch', render: (p) => (p.first_punch ? clockTime(p.first_punch) : '—') },
  { key: 'late', header: 'Late', align: 'right', render: (p) => (p.late_minutes ? `${p.late_minutes} min` : '') },
  {
    key: 'remarks',
    header: 'Remarks',
    render: (p) => (
      <Text fz="xs" c="dimmed">
        {p.remarks ?? ''}
      </Text>
    ),
  },
];

/** /edats/daily-attendance: who is in today, department by department, refreshed as punches arrive. */
export function DailyAttendancePage() {
  const today = manilaToday();
  const [date, setDate] = useState(today);
  const [campus, setCampus] = useState<string | null>(null);
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const campuses = useCampusOptions();
  const isToday = date === today;
  const live = useLiveAttendance(isToday);
  const daily = useDailyAttendance({ date, campus_id: campus ? Number(campus) : undefined, department_id: departmentId ?? undefined });
  const answer = daily.data;
  const chosen = answer?.department?.id === departmentId ? answer?.department : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Daily attendance"
        description="Who has come in, who is late, absent, on leave or on official business, by department. Click a department to see its people."
        actions={
          isToday ? (
            <Tooltip
              label={
                answer
                  ? `Updated ${new Date(answer.as_of).toLocaleTimeString('en-PH', { timeZone: 'Asia/Manila', hour: 'numeric', minute: '2-digit', second: '2-digit' })}`
                  : 'Loading'
              }
            >
              <Badge color={live ? 'teal' : 'gray'} variant="light" size="lg" leftSection={<IconPointFilled size={14} />}>
                {live ? 'Live' : 'Connecting…'}
              </Badge>
            </Tooltip>
          ) : null
        }
      />
      <Paper withBorder p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label="Date"
            value={date}
            max={today}
            onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
            w={{ base: '100%', sm: 180 }}
          />
          <Select label="Campus" placeholder="All campuses" data={campuses} value={campus} onChange={setCampus} clearable w={{ base: '100%', sm: 260 }} />
          <Text fz="sm" c="dimmed" pb={8}>
            {formatLongDate(date)}
          </Text>
        </Group>
      </Paper>
      {answer ? <CountCards counts={answer.totals} /> : null}
      <Paper withBorder>
        <DataTable
          label="Departments"
          columns={DEPARTMENT_COLUMNS}
          rows={answer?.departments}
          rowKey={(d) => d.id}
          loading={daily.isPending}
          emptyTitle="No departments to show"
          emptyDescription="No active personnel are assigned to a department here."
          onRowClick={(d) => setDepartmentId(d.id)}
          minWidth={900}
        />
      </Paper>
      <Drawer
        opened={departmentId !== null}
        onClose={() => setDepartmentId(null)}
        position="right"
        size="xl"
        title={chosen ? <Text fw={700}>{chosen.fullname}</Text> : 'Department'}
      >
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {formatLongDate(date)}
            {isToday ? ' · refreshed as punches arrive' : ''}
          </Text>
          <DataTable
            label="People of the department"
            columns={PEOPLE_COLUMNS}
            rows={chosen?.people}
            rowKey={(p) => p.personnel.id}
            loading={!chosen}
            emptyTitle="No active personnel"
          />
        </Stack>
      </Drawer>
    </Stack>
  );
}
