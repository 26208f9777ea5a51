import { useState, type ReactNode } from 'react';
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { ATTENDANCE_SOURCES, type TAttendanceSource } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { idnoLabel, personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { SOURCE_LABELS, useAttendanceLogs, type TAttendanceLog } from './attendance.api';
import { ATTENDANCE_LOG_COLUMNS } from './attendance-log-columns';
import { LogsPageActions } from './logs-page-actions';

const SOURCE_OPTIONS = ATTENDANCE_SOURCES.map((source) => ({ value: source, label: SOURCE_LABELS[source] }));

type Props = { title: string; description: string; source?: TAttendanceSource; actions?: ReactNode };

function LogsPage({ title, description, source, actions }: Props) {
  const [person, setPerson] = useState<PickerOption | null>(null);
  const list = useListState<{ personnel: number | null; from: string; to: string; source: TAttendanceSource | null }>({
    personnel: null,
    from: '',
    to: '',
    source: source ?? null,
  });
  const { filters } = list;
  const reversed = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const logs = useAttendanceLogs({
    personnel_id: filters.personnel ?? undefined,
    // A reversed range is refused by the server; the filter waits until it is fixed.
    from: filters.from && !reversed ? filters.from : undefined,
    to: filters.to && !reversed ? filters.to : undefined,
    source: filters.source ?? undefined,
    page: list.page,
    per_page: TABLE_PAGE_SIZE,
  });
  const filtered = filters.personnel !== null || filters.from !== '' || filters.to !== '' || filters.source !== null;

  const columns: Column<TAttendanceLog>[] = [
    {
      key: 'person',
      header: 'Employee',
      render: (l) => <PersonCell name={l.personnel.fullname} details={[idnoLabel(l.personnel.idno)]} />,
    },
    ...ATTENDANCE_LOG_COLUMNS,
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} actions={actions} />
      <Group gap="sm" wrap="wrap" align="flex-start">
        <RemoteSearchPicker
          aria-label="Employee"
          placeholder="Every employee"
          source={personnelSource}
          value={person}
          onChange={(option) => {
            setPerson(option);
            list.setFilter('personnel', option?.id ?? null);
          }}
          clearable
          w={{ base: '100%', sm: 280 }}
        />
        <TextInput
          type="date"
          aria-label="From"
          leftSection={
            <Text fz="xs" c="dimmed">
              From
            </Text>
          }
          leftSectionWidth={48}
          value={filters.from}
          onChange={(e) => list.setFilter('from', e.currentTarget.value)}
          w={{ base: '100%', sm: 190 }}
        />
        <TextInput
          type="date"
          aria-label="To"
          leftSection={
            <Text fz="xs" c="dimmed">
              To
            </Text>
          }
          leftSectionWidth={36}
          value={filters.to}
          onChange={(e) => list.setFilter('to', e.currentTarget.value)}
          error={reversed ? 'The to date must be on or after the from date.' : undefined}
          w={{ base: '100%', sm: 180 }}
        />
        <Select
          aria-label="Source"
          placeholder="Every source"
          clearable
          data={SOURCE_OPTIONS}
          value={filters.source}
          onChange={(value) => list.setFilter('source', value)}
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      <DataTable
        label={title}
        columns={columns}
        rows={logs.data?.logs}
        rowKey={(l) => l.id}
        loading={logs.isPending}
        meta={logs.data?.meta}
        onPageChange={list.setPage}
        minWidth={820}
        emptyTitle={filtered ? 'No time log matches the filters' : 'No time logs received yet'}
      />
    </Stack>
  );
}

/** /edats/logs: every punch received, newest first. */
export function AttendanceLogsPage() {
  return (
    <LogsPage
      title="Attendance logs"
      description="Every punch received from the biometric devices, the mobile app, work from home and HR's entries."
      actions={<LogsPageActions />}
    />
  );
}

/** /androidLogs: the same list, showing what the mobile app sent. */
export function MobileAppLogsPage() {
  return <LogsPage title="Mobile app logs" description="Punches sent by the mobile attendance app." source="api" />;
}

/** /edats/WFH: the clock-ins and outs of employees working from home, with the address each one gave. */
export function WfhLogsPage() {
  return (
    <LogsPage
      title="Work from home"
      description="Clock-ins and clock-outs made from the browser while working from home, with the address given."
      source="wfh"
    />
  );
}
