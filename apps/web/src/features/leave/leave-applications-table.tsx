import { formatDays } from '../../lib/day-count';
import { Select, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { TRequestStatus } from '@hris/contracts';
import type { Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { idnoLabel } from '../../components/picker-sources';
import { employeeColumn, FiledCell, MonthFilter, RequestList, requestListQuery, StatusCell, StatusFilter } from '../../components/request-pages/request-list';
import { DepartmentFilter } from '../departments/department-filter';
import { useListState } from '../../lib/list-state';
import { useLeaveApplications, useLeaveTypes, type TLeaveApplication, type TLeaveFilters, type TLeaveScope } from './leave.api';
import { periodLabel } from './leave-format';

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
      {a.leave_type.code === 'CTO' && a.hours ? `${a.hours} hours` : formatDays(a.working_days)}
      {a.days_without_pay > 0 ? ` · ${formatDays(a.days_without_pay)} without pay` : ''}
    </Text>
  </Stack>
);
const statusCell = (a: TLeaveApplication) => <StatusCell status={a.status} waitingFor={a.waiting_for} />;
const filedCell = (a: TLeaveApplication) => <FiledCell at={a.created_at} />;
const personCell = (a: TLeaveApplication) => (
  <PersonCell name={a.personnel.fullname} details={[idnoLabel(a.personnel.idno), a.personnel.department?.acronym]} />
);

type Filters = { status: TRequestStatus | null; month: string | null; department: string | null; type: string | null };

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
  const applications = useLeaveApplications({
    scope,
    ...requestListQuery(list),
    department_id: filters.department ? Number(filters.department) : undefined,
    leave_type_id: filters.type ? Number(filters.type) : undefined,
    ...fixed,
  });
  const columns: Column<TLeaveApplication>[] = [
    ...employeeColumn(scope !== 'mine', personCell),
    { key: 'type', header: 'Type of leave', render: typeCell },
    { key: 'dates', header: 'Inclusive dates', width: 250, render: datesCell },
    { key: 'status', header: 'Status', width: 200, render: statusCell },
    { key: 'filed', header: 'Filed', width: 130, render: filedCell },
  ];
  return (
    <RequestList
      gap="sm"
      list={list}
      search={scope === 'mine' ? null : { placeholder: 'Search name or employee no.' }}
      filters={
        <>
          <StatusFilter list={list} w={{ base: '100%', sm: 160 }} />
          {fixed.leave_type_id || fixed.type_code ? null : (
            <Select
              aria-label="Type of leave"
              placeholder="Any type"
              data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              value={filters.type}
              onChange={(value) => list.setFilter('type', value)}
              searchable
              clearable
              w={{ base: '100%', sm: 240 }}
            />
          )}
          <MonthFilter list={list} w={{ base: '100%', sm: 180 }} />
          {scope === 'all' && !fixed.department_id ? <DepartmentFilter list={list} w={{ base: '100%', sm: 300 }} /> : null}
        </>
      }
      answer={{ rows: applications.data?.leave_applications, meta: applications.data?.meta, loading: applications.isPending }}
      table={{
        label,
        columns,
        onRowClick: (a) => void navigate(`${detailBase}/${a.id}`),
        minWidth: scope === 'mine' ? 720 : 920,
        emptyTitle: scope === 'mine' ? 'No leave applications yet' : 'No leave applications to show',
        emptyDescription: emptyDescription ?? 'Applications matching the filters appear here.',
      }}
    />
  );
}
