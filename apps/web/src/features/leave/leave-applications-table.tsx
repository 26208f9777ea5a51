import { Group, Select, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { REQUEST_STATUSES, type TRequestStatus } from '@hris/contracts';
import { DataTable, type Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { idnoLabel } from '../../components/picker-sources';
import { SearchField } from '../../components/search-field';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { RequestStatusBadge } from '../approvals/request-status';
import { manilaMonth } from '../attendance/attendance.api';
import { recentMonths } from '../attendance/dtr-format';
import { useEveryDepartment } from '../departments/departments.api';
import { daysLabel, useLeaveApplications, useLeaveTypes, type TLeaveApplication, type TLeaveFilters, type TLeaveScope } from './leave.api';
import { periodLabel, workingDaysLabel } from './leave-format';

const STATUS_LABELS: Record<TRequestStatus, string> = { pending: 'Pending', approved: 'Approved', returned: 'Returned', disapproved: 'Disapproved', cancelled: 'Cancelled' };
const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

const typeCell = (a: TLeaveApplication) => (
  <Stack gap={0}>
    <Text fz="sm" fw={600}>
      {a.leave_type.name}
    </Text>
    {a.filed_by ? (
      <Text fz="xs" c="dimmed">
        Filed by {a.filed_by.name}
      </Text>
    ) : null}
  </Stack>
);
const datesCell = (a: TLeaveApplication) => (
  <Stack gap={0}>
    <Text fz="sm">{periodLabel(a)}</Text>
    <Text fz="xs" c="dimmed">
      {a.leave_type.code === 'CTO' && a.hours ? `${a.hours} hours` : workingDaysLabel(a.working_days)}
      {a.days_without_pay > 0 ? ` · ${daysLabel(a.days_without_pay)} without pay` : ''}
    </Text>
  </Stack>
);
const statusCell = (a: TLeaveApplication) => (
  <Stack gap={2} align="flex-start">
    <RequestStatusBadge status={a.status} />
    {a.waiting_for ? (
      <Text fz="xs" c="dimmed">
        Waiting for: {a.waiting_for}
      </Text>
    ) : null}
  </Stack>
);
const filedCell = (a: TLeaveApplication) => (
  <Text fz="sm" title={formatDateTime(a.created_at)}>
    {formatRelative(a.created_at)}
  </Text>
);
const personCell = (a: TLeaveApplication) => <PersonCell name={a.personnel.fullname} details={[idnoLabel(a.personnel.idno), a.personnel.department?.acronym]} />;

type Filters = { status: string | null; month: string | null; department: string | null; type: string | null };

type Props = {
  scope: TLeaveScope;
  /** Rows open at `${detailBase}/${id}`. */
  detailBase: string;
  label: string;
  /** Filters the page fixes (one person, one kind such as CTO). */
  fixed?: Omit<Partial<TLeaveFilters>, 'scope'>;
  /** The status the list starts with (heads and HR start with what waits for them). */
  initialStatus?: TRequestStatus;
  emptyDescription?: string;
};

/** Leave applications of a scope with status, month, type (and for HR, department) filters; one table for every page. */
export function LeaveApplicationsTable({ scope, detailBase, label, fixed = {}, initialStatus, emptyDescription }: Props) {
  const navigate = useNavigate();
  const list = useListState<Filters>({ status: initialStatus ?? null, month: null, department: null, type: null });
  const { filters } = list;
  const types = useLeaveTypes();
  const departments = useEveryDepartment();
  const applications = useLeaveApplications({
    scope,
    status: (filters.status as TRequestStatus | null) ?? undefined,
    month: filters.month ?? undefined,
    department_id: filters.department ? Number(filters.department) : undefined,
    leave_type_id: filters.type ? Number(filters.type) : undefined,
    term: list.term,
    ...fixed,
    page: list.page,
    per_page: TABLE_PAGE_SIZE,
  });
  const columns: Column<TLeaveApplication>[] = [
    ...(scope === 'mine' ? [] : [{ key: 'person', header: 'Employee', render: personCell }]),
    { key: 'type', header: 'Type of leave', render: typeCell },
    { key: 'dates', header: 'Inclusive dates', width: 250, render: datesCell },
    { key: 'status', header: 'Status', width: 200, render: statusCell },
    { key: 'filed', header: 'Filed', width: 130, render: filedCell },
  ];
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        {scope === 'mine' ? null : <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search name or employee no." />}
        <Select aria-label="Status" placeholder="Any status" data={STATUS_OPTIONS} value={filters.status} onChange={(value) => list.setFilter('status', value)} clearable w={{ base: '100%', sm: 160 }} />
        {fixed.leave_type_id || fixed.type_code ? null : (
          <Select aria-label="Type of leave" placeholder="Any type" data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))} value={filters.type} onChange={(value) => list.setFilter('type', value)} searchable clearable w={{ base: '100%', sm: 240 }} />
        )}
        <Select aria-label="Month" placeholder="Any month" data={recentMonths(manilaMonth())} value={filters.month} onChange={(value) => list.setFilter('month', value)} clearable w={{ base: '100%', sm: 180 }} />
        {scope === 'all' && !fixed.department_id ? (
          <Select
            aria-label="Department"
            placeholder="Any department"
            data={(departments.data ?? []).map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }))}
            value={filters.department}
            onChange={(value) => list.setFilter('department', value)}
            searchable
            clearable
            w={{ base: '100%', sm: 300 }}
          />
        ) : null}
      </Group>
      <DataTable
        label={label}
        columns={columns}
        rows={applications.data?.leave_applications}
        rowKey={(a) => a.id}
        loading={applications.isPending}
        meta={applications.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(a) => void navigate(`${detailBase}/${a.id}`)}
        minWidth={scope === 'mine' ? 720 : 920}
        emptyTitle={scope === 'mine' ? 'No leave applications yet' : 'No leave applications to show'}
        emptyDescription={emptyDescription ?? 'Applications matching the filters appear here.'}
      />
    </Stack>
  );
}
