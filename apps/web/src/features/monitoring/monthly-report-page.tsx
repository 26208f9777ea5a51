import { useState } from 'react';
import { Badge, Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { useCampusOptions, useEveryDepartment } from '../departments/departments.api';
import { manilaMonth } from '../../lib/dates';
import { daysLabel, minutesLabel } from '../attendance/dtr-format';
import { monthLabel, recentMonths } from '../../lib/dates';
import { openMonthlyReport, saveMonthlyReport, useMonthlyReport, type TMonthlyReportLine, type TMonthlyReportQuery } from './monitoring.api';

type Scope = 'department' | 'campus';

const COLUMNS: Column<TMonthlyReportLine>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (l) => (
      <Stack gap={0}>
        <Text fw={600} fz="sm">
          {l.personnel.fullname}
        </Text>
        <Text fz="xs" c="dimmed">
          {[l.personnel.idno, l.personnel.department].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    ),
  },
  { key: 'times', header: 'Times late', align: 'right', render: (l) => l.times_late || '' },
  { key: 'late', header: 'Tardiness', align: 'right', render: (l) => minutesLabel(l.late_minutes) },
  { key: 'undertime', header: 'Undertime', align: 'right', render: (l) => minutesLabel(l.undertime_minutes) },
  { key: 'absent', header: 'Absences', align: 'right', render: (l) => daysLabel(l.absent_days) },
  {
    key: 'flags',
    header: 'Flags',
    render: (l) => (
      <Group gap={4}>
        {l.flags.map((flag) => (
          <Badge key={flag} color="red" variant="filled" radius="sm" size="sm">
            {flag}
          </Badge>
        ))}
      </Group>
    ),
  },
];

/** /edats/reports: the monthly absences and undertime report of a department or campus, on screen, in Excel and printed. */
export function MonthlyReportPage() {
  const current = manilaMonth();
  const [month, setMonth] = useState(current);
  const [scope, setScope] = useState<Scope>('department');
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [campusId, setCampusId] = useState<string | null>('1');
  const departments = useEveryDepartment();
  const campuses = useCampusOptions();
  const chosen = scope === 'department' ? departmentId : campusId;
  const query: TMonthlyReportQuery | null = chosen
    ? { month, ...(scope === 'department' ? { department_id: Number(chosen) } : { campus_id: Number(chosen) }) }
    : null;
  const report = useMonthlyReport(query);
  const flagged = report.data?.people.filter((l) => l.flags.length).length ?? 0;
  const fileName = (ext: string) => `absences-undertime-${scope}-${chosen}-${month}.${ext}`;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Monthly absences and undertime"
        description="Tardiness, undertime and absences per person for a month, flagging habitual tardiness (CSC MC 23 s. 1998) and 30 days absent without leave (CSC MC 12 s. 1994)."
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              disabled={!query}
              onClick={() => query && void saveMonthlyReport(query, fileName('xlsx'))}
            >
              Download Excel
            </Button>
            <Button leftSection={<IconPrinter size={16} />} disabled={!query} onClick={() => query && void openMonthlyReport(query)}>
              Print
            </Button>
          </Group>
        }
      />
      <Paper withBorder p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Month"
            data={recentMonths(current)}
            value={month}
            onChange={(v) => v && setMonth(v)}
            allowDeselect={false}
            w={{ base: '100%', sm: 180 }}
          />
          <SegmentedControl
            value={scope}
            onChange={(v) => setScope(v)}
            data={[
              { value: 'department', label: 'Department' },
              { value: 'campus', label: 'Campus' },
            ]}
          />
          {scope === 'department' ? (
            <Select
              label="Department"
              placeholder="Choose a department"
              data={(departments.data ?? []).map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }))}
              value={departmentId}
              onChange={setDepartmentId}
              searchable
              w={{ base: '100%', sm: 420 }}
            />
          ) : (
            <Select label="Campus" data={campuses} value={campusId} onChange={setCampusId} allowDeselect={false} w={{ base: '100%', sm: 300 }} />
          )}
        </Group>
      </Paper>
      <Paper withBorder>
        {report.data ? (
          <Group justify="space-between" p="md" pb="xs">
            <Text fw={600}>
              {report.data.scope.name} · {monthLabel(report.data.month)}
            </Text>
            <Text fz="sm" c={flagged ? 'red' : 'dimmed'}>
              {flagged ? `${flagged} flagged` : 'Nobody flagged'}
            </Text>
          </Group>
        ) : null}
        <DataTable
          label="Monthly absences and undertime"
          columns={COLUMNS}
          rows={query ? report.data?.people : []}
          rowKey={(l) => l.personnel.id}
          loading={query !== null && report.isPending}
          emptyTitle={query ? 'No active personnel' : 'Choose a department or campus'}
          minWidth={820}
        />
      </Paper>
    </Stack>
  );
}
