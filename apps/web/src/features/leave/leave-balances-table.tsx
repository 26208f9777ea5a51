import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { DataTable, type Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { idnoLabel } from '../../components/picker-sources';
import { SearchField } from '../../components/search-field';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { daysLabel, leaveCardPath, useBalanceList, type TBalanceFilters, type TBalanceRow } from './leave.api';
import type { TCardRole } from './leave-card';
import { thisYear } from './leave-format';

type Props = {
  scope: TBalanceFilters['scope'];
  /** Whose page it is: the row opens the person's leave card with this role (for its way back). */
  role: TCardRole;
  /** Filters the page fixes or holds itself (HR's department and kind pickers). */
  filters?: Omit<TBalanceFilters, 'scope' | 'term'>;
  /** More filters beside the search (HR's department picker…). */
  toolbar?: ReactNode;
  /** A last column of actions per row (HR's opening balance). */
  actions?: (row: TBalanceRow) => ReactNode;
};

/** Everyone's (or the department's) leave balances, a row per person opening their leave card. */
export function LeaveBalancesTable({ scope, role, filters = {}, toolbar, actions }: Props) {
  const navigate = useNavigate();
  const list = useListState<Record<string, never>>({});
  const balances = useBalanceList({ scope, ...filters, term: list.term, page: list.page, per_page: TABLE_PAGE_SIZE });
  const columns: Column<TBalanceRow>[] = [
    {
      key: 'person',
      header: 'Employee',
      render: (b) => (
        <PersonCell name={b.personnel.fullname} details={[idnoLabel(b.personnel.idno), b.personnel.department?.acronym, b.personnel.employment_kind]} />
      ),
    },
    { key: 'vl', header: 'VL', align: 'right', width: 80, render: (b) => daysLabel(b.vl) },
    { key: 'sl', header: 'SL', align: 'right', width: 80, render: (b) => daysLabel(b.sl) },
    { key: 'spl', header: 'SPL', align: 'right', width: 70, render: (b) => daysLabel(b.spl) },
    { key: 'forced', header: 'Forced leave left', align: 'right', width: 100, render: (b) => daysLabel(b.forced_leave_remaining) },
    { key: 'coc', header: 'COC hours', align: 'right', width: 80, render: (b) => b.coc_hours.toFixed(2) },
    { key: 'sc', header: 'Service credits', align: 'right', width: 100, render: (b) => daysLabel(b.service_credits) },
    ...(actions ? [{ key: 'actions', header: '', width: 60, render: actions }] : []),
  ];
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search name or employee no." />
        {toolbar}
      </Group>
      <DataTable
        label="Leave balances"
        columns={columns}
        rows={balances.data?.balances}
        rowKey={(b) => b.personnel.id}
        loading={balances.isPending}
        meta={balances.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(b) => void navigate(leaveCardPath(b.personnel.id, thisYear(), 0, role))}
        minWidth={860}
        emptyTitle="No balances to show"
        emptyDescription="Employees matching the search appear here with their leave credits."
      />
    </Stack>
  );
}
