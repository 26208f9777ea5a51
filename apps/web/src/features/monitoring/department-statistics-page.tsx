import { useMemo, useState } from 'react';
import { Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { useSignedInUser } from '../account/current-user';
import { useEveryDepartment } from '../departments/departments.api';
import { manilaMonth } from '../../lib/dates';
import { daysLabel, minutesLabel } from '../attendance/dtr-format';
import { monthLabel, recentMonths } from '../../lib/dates';
import { useDepartmentStatistics, type TDepartmentStatistics, type TTotals } from './monitoring.api';
import { TrendChart } from './trend-chart';

type Row = TDepartmentStatistics['people'][number];
type Span = 'month' | 'period';

const MONTHS_BACK = 6;

function columnsFor(span: Span): Column<Row>[] {
  const of = (r: Row): TTotals => r[span];
  return [
    {
      key: 'name',
      header: 'Name',
      render: (r) => (
        <Stack gap={0}>
          <Text fw={600} fz="sm">
            {r.personnel.fullname}
          </Text>
          <Text fz="xs" c="dimmed">
            {[r.personnel.idno, r.personnel.position].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { key: 'times', header: 'Times late', align: 'right', render: (r) => of(r).times_late || '' },
    { key: 'late', header: 'Late', align: 'right', render: (r) => minutesLabel(of(r).late_minutes) },
    { key: 'undertime', header: 'Undertime', align: 'right', render: (r) => minutesLabel(of(r).undertime_minutes) },
    { key: 'absent', header: 'Absences', align: 'right', render: (r) => daysLabel(of(r).absent_days) },
  ];
}

/** /department/statistic: a department's tardiness, undertime and absences, per person and month by month. */
export function DepartmentStatisticsPage() {
  const { user } = useSignedInUser();
  const current = manilaMonth();
  const [month, setMonth] = useState(current);
  const [span, setSpan] = useState<Span>('month');
  const every = useEveryDepartment();
  // The attendance office sees any department; a head or OIC the ones they lead (the server checks the same).
  const mine = useMemo(() => {
    const all = every.data ?? [];
    if (user.allowed_views.includes('EDATSADMIN')) return all;
    const me = user.personnel?.id;
    return all.filter((d) => me !== undefined && (d.head?.id === me || d.oic?.id === me));
  }, [every.data, user]);
  const [picked, setPicked] = useState<string | null>(null);
  const departmentId = picked ? Number(picked) : mine.length === 1 ? mine[0]!.id : null;
  const stats = useDepartmentStatistics(departmentId, month, MONTHS_BACK);
  const data = stats.data;
  const trend = (key: keyof TTotals) => (data?.trends ?? []).map((t) => ({ month: t.month, value: t[key] }));

  return (
    <Stack gap="lg">
      <PageHeader
        title="Department monitoring"
        description="Late minutes, times late, undertime and absences of a department's people, and how they moved over the last six months."
      />
      <Paper withBorder p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Department"
            placeholder={every.isPending ? 'Loading…' : mine.length ? 'Choose a department' : 'You do not head a department'}
            data={mine.map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }))}
            value={departmentId ? String(departmentId) : null}
            onChange={setPicked}
            searchable
            w={{ base: '100%', sm: 420 }}
          />
          <Select
            label="Month"
            data={recentMonths(current)}
            value={month}
            onChange={(v) => v && setMonth(v)}
            allowDeselect={false}
            w={{ base: '100%', sm: 180 }}
          />
        </Group>
      </Paper>
      {departmentId === null ? (
        <Paper withBorder>
          <Stack align="center" gap={6} py={48}>
            <IconBuildingCommunity size={32} color="var(--mantine-color-dimmed)" />
            <Text fw={600}>Choose a department</Text>
            <Text fz="sm" c="dimmed">
              Its people and their month appear here.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <TrendChart title="Times late" points={trend('times_late')} color="orange" />
            <TrendChart title="Late (minutes)" points={trend('late_minutes')} color="yellow" />
            <TrendChart title="Undertime (minutes)" points={trend('undertime_minutes')} color="grape" />
            <TrendChart title="Absences (days)" points={trend('absent_days')} color="red" format={(v) => String(Number(v.toFixed(1)))} />
          </SimpleGrid>
          <Paper withBorder>
            <Group justify="space-between" p="md" pb="xs" wrap="wrap">
              <Text fw={600}>
                {data
                  ? `${data.department.fullname} · ${span === 'month' ? monthLabel(month) : `${monthLabel(data.months[0] ?? month)} to ${monthLabel(month)}`}`
                  : ' '}
              </Text>
              <SegmentedControl
                size="xs"
                value={span}
                onChange={(v) => setSpan(v)}
                data={[
                  { value: 'month', label: 'This month' },
                  { value: 'period', label: `Last ${MONTHS_BACK} months` },
                ]}
              />
            </Group>
            <DataTable
              label="People of the department"
              columns={columnsFor(span)}
              rows={data?.people}
              rowKey={(r) => r.personnel.id}
              loading={stats.isPending}
              emptyTitle="No active personnel"
              minWidth={640}
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
