import { formatDays } from '../../lib/day-count';
import { useState } from 'react';
import { Anchor, Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { REQUEST_STATUSES, type TRequestStatus } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { idnoLabel, personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { daysLabel, useBalanceList, useBalances, useForcedLeave, useLeaveApplications, type TBalanceRow, type TLeaveApplication } from '../leave/leave.api';
import { LeaveBalanceCards } from '../leave/leave-balance-cards';
import { ForcedLeaveBadge } from '../leave/forced-leave-status';
import { ForcedLeaveTable } from '../leave/forced-leave-table';
import { periodLabel, thisYear } from '../leave/leave-format';
import { DepartmentSelect } from './department-select';
import { PrintButton, screenOnly } from './print-button';

// SPEC.md §2's hidden eDATS report pages on leave: sheets to read and print.

/** The reports read a whole year at once, not one page of it. */
const WHOLE = { page: 1, per_page: 999 } as const;
const STATUS_OPTIONS = REQUEST_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }));
const yearOptions = () => Array.from({ length: 5 }, (_, back) => String(thisYear() + 1 - back));

const applicationColumns: Column<TLeaveApplication>[] = [
  {
    key: 'person',
    header: 'Employee',
    render: (a) => <PersonCell name={a.personnel.fullname} details={[idnoLabel(a.personnel.idno), a.personnel.department?.acronym]} />,
  },
  { key: 'type', header: 'Type of leave', render: (a) => a.leave_type.name },
  { key: 'dates', header: 'Inclusive dates', width: 230, render: (a) => periodLabel(a) },
  {
    key: 'days',
    header: 'Days',
    width: 80,
    align: 'right',
    render: (a) => (a.leave_type.code === 'CTO' && a.hours ? `${a.hours} h` : formatDays(a.working_days)),
  },
  { key: 'pay', header: 'With / without pay', width: 140, align: 'right', render: (a) => `${formatDays(a.days_with_pay)} / ${formatDays(a.days_without_pay)}` },
  { key: 'status', header: 'Status', width: 120, render: (a) => <RequestStatusBadge status={a.status} /> },
];

/** /edats/leaveApplication: every application of a year as one printable table. */
export function LeaveApplicationReportPage() {
  const [year, setYear] = useState(String(thisYear()));
  const [status, setStatus] = useState<string | null>(null);
  const [department, setDepartment] = useState<string | null>(null);
  const answer = useLeaveApplications({
    scope: 'all',
    year: Number(year),
    status: (status as TRequestStatus | null) ?? undefined,
    department_id: department ? Number(department) : undefined,
    ...WHOLE,
  });
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Leave applications, ${year}`}
        description="Every leave application filed in the year, with the days granted with and without pay."
        actions={<PrintButton />}
      />
      <Group gap="sm" className={screenOnly}>
        <Select aria-label="Year" data={yearOptions()} value={year} onChange={(value) => value && setYear(value)} allowDeselect={false} w={110} />
        <Select aria-label="Status" placeholder="Any status" data={STATUS_OPTIONS} value={status} onChange={setStatus} clearable w={160} />
        <DepartmentSelect value={department} onChange={setDepartment} />
      </Group>
      <DataTable
        label="Leave applications"
        columns={applicationColumns}
        rows={answer.data?.leave_applications}
        rowKey={(a) => a.id}
        loading={answer.isPending}
        meta={answer.data?.meta}
        minWidth={900}
        emptyTitle="No leave applications in this year"
      />
    </Stack>
  );
}

type TypeCount = { id: number; name: string; pending: number; approved: number; days: number };

function countByType(rows: TLeaveApplication[]): TypeCount[] {
  const byType = new Map<number, TypeCount>();
  for (const a of rows) {
    const count = byType.get(a.leave_type.id) ?? { id: a.leave_type.id, name: a.leave_type.name, pending: 0, approved: 0, days: 0 };
    if (a.status === 'pending') count.pending += 1;
    if (a.status === 'approved') {
      count.approved += 1;
      count.days += a.working_days;
    }
    byType.set(a.leave_type.id, count);
  }
  return [...byType.values()].sort((x, y) => x.name.localeCompare(y.name));
}

/** /edats/personnelLeaveStatus: one employee's applications of the year by type, and their balances. */
export function PersonnelLeaveStatusPage() {
  const [person, setPerson] = useState<PickerOption | null>(null);
  const [year, setYear] = useState(String(thisYear()));
  const balances = useBalances(person?.id);
  const answer = useLeaveApplications({ scope: 'all', personnel_id: person?.id, year: Number(year), ...WHOLE }, person !== null);
  const columns: Column<TypeCount>[] = [
    {
      key: 'type',
      header: 'Type of leave',
      render: (t) => (
        <Anchor component={Link} to={`/edats/leave/${person?.id}/${t.id}/${encodeURIComponent(t.name)}/summary`} fz="sm">
          {t.name}
        </Anchor>
      ),
    },
    { key: 'pending', header: 'Pending', width: 100, align: 'right', render: (t) => t.pending },
    { key: 'approved', header: 'Approved', width: 100, align: 'right', render: (t) => t.approved },
    { key: 'days', header: 'Days approved', width: 130, align: 'right', render: (t) => formatDays(t.days) },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Personnel leave status"
        description="An employee's pending and approved leave of a year, by type, and the credits left."
        actions={person ? <PrintButton /> : null}
      />
      <Group gap="sm" align="flex-end" className={screenOnly}>
        <RemoteSearchPicker
          label="Employee"
          placeholder="Type a name or employee no."
          withAvatar
          source={personnelSource}
          value={person}
          onChange={setPerson}
          w={{ base: '100%', sm: 420 }}
        />
        <Select label="Year" data={yearOptions()} value={year} onChange={(value) => value && setYear(value)} allowDeselect={false} w={110} />
      </Group>
      {person ? (
        <>
          <Title order={2} fz="lg">
            {person.label}
          </Title>
          {balances.data ? <LeaveBalanceCards balances={balances.data.balances} /> : null}
          <DataTable
            label={`Leave of ${year}`}
            columns={columns}
            rows={answer.data ? countByType(answer.data.leave_applications) : undefined}
            rowKey={(t) => t.id}
            loading={answer.isPending}
            minWidth={560}
            emptyTitle={`No leave filed in ${year}`}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** /edats/ForceLeave: who must take the 5 days of forced leave this year, what they have left, and the schedules. */
export function ForceLeaveReportPage() {
  const [department, setDepartment] = useState<string | null>(null);
  const departmentId = department ? Number(department) : undefined;
  const year = thisYear();
  const balances = useBalanceList({ scope: 'all', department_id: departmentId, ...WHOLE });
  const schedules = useForcedLeave({ scope: 'all', year, department_id: departmentId });
  const scheduleOf = new Map((schedules.data?.schedules ?? []).filter((s) => s.status !== 'cancelled').map((s) => [s.personnel.id, s]));
  // CSC: anyone with 10 or more days of vacation leave takes 5 of them in the year.
  const eligible = balances.data?.balances.filter((b) => b.vl >= 10);
  const columns: Column<TBalanceRow>[] = [
    {
      key: 'person',
      header: 'Employee',
      render: (b) => <PersonCell name={b.personnel.fullname} details={[idnoLabel(b.personnel.idno), b.personnel.department?.acronym]} />,
    },
    { key: 'vl', header: 'VL balance', width: 110, align: 'right', render: (b) => daysLabel(b.vl) },
    { key: 'left', header: 'Forced leave to take', width: 150, align: 'right', render: (b) => daysLabel(b.forced_leave_remaining) },
    {
      key: 'schedule',
      header: 'Schedule',
      width: 220,
      render: (b) => {
        const s = scheduleOf.get(b.personnel.id);
        return s ? (
          <ForcedLeaveBadge status={s.status} />
        ) : (
          <Badge color="red" variant="light">
            Not scheduled
          </Badge>
        );
      },
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Forced leave, ${year}`}
        description="Employees with 10 or more days of vacation leave must take 5 days in the year; untaken days are forfeited unless the head cancelled them for service needs."
        actions={<PrintButton />}
      />
      <Group className={screenOnly}>
        <DepartmentSelect value={department} onChange={setDepartment} />
      </Group>
      <Text fz="sm" c="dimmed">
        {eligible
          ? `${eligible.length} employees must take forced leave; ${eligible.filter((b) => !scheduleOf.has(b.personnel.id)).length} have not scheduled it.`
          : ' '}
      </Text>
      <DataTable
        label="Employees who must take forced leave"
        columns={columns}
        rows={eligible}
        rowKey={(b) => b.personnel.id}
        loading={balances.isPending}
        minWidth={760}
        emptyTitle="Nobody has 10 or more days of vacation leave"
      />
      <Title order={2} fz="lg">
        Schedules
      </Title>
      <ForcedLeaveTable scope="all" departmentId={departmentId} />
    </Stack>
  );
}
