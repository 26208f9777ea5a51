import type { ReactNode } from 'react';
import { Group, Select, Stack, Text, type MantineSpacing, type StyleProp } from '@mantine/core';
import { REQUEST_STATUSES, type TRequestStatus } from '@hris/contracts';
import { PageHeader } from '../page-header';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { RequestStatusBadge } from '../request-status-badge';
import { manilaMonth } from '../../lib/dates';
import { recentMonths } from '../../lib/dates';
import { DataTable, type Column } from '../data-table';
import { SearchField } from '../search-field';

export type Width = StyleProp<React.CSSProperties['width']>;
type ListState = Pick<ReturnType<typeof useListState>, 'typed' | 'setTyped' | 'setPage'>;
type TableProps<T> = Parameters<typeof DataTable<T>>[0];

const STATUS_LABELS: Record<TRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  returned: 'Returned',
  disapproved: 'Disapproved',
  cancelled: 'Cancelled',
};

/** The status filter's choices, in the order of the request lifecycle. */
export const REQUEST_STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export type FilterOf<K extends string, V> = { filters: { [key in K]: V }; setFilter: (name: K, value: V) => void };

/** The "Status" filter of every request list (by default as wide as the lists' usual one). */
export function StatusFilter({ list, w = { base: '100%', sm: 170 } }: { list: FilterOf<'status', TRequestStatus | null>; w?: Width }) {
  return (
    <Select
      aria-label="Status"
      placeholder="Any status"
      data={REQUEST_STATUS_OPTIONS}
      value={list.filters.status}
      onChange={(value) => list.setFilter('status', value)}
      clearable
      w={w}
    />
  );
}

/** The "Month" filter: the recent months in Manila. */
export function MonthFilter({ list, w = { base: '100%', sm: 190 } }: { list: FilterOf<'month', string | null>; w?: Width }) {
  return (
    <Select
      aria-label="Month"
      placeholder="Any month"
      data={recentMonths(manilaMonth())}
      value={list.filters.month}
      onChange={(value) => list.setFilter('month', value)}
      clearable
      w={w}
    />
  );
}

/** A request's status, and whom it waits for while pending. */
export function StatusCell({ status, waitingFor }: { status: TRequestStatus; waitingFor: string | null | undefined }) {
  return (
    <Stack gap={2} align="flex-start">
      <RequestStatusBadge status={status} />
      {waitingFor ? (
        <Text fz="xs" c="dimmed">
          Waiting for: {waitingFor}
        </Text>
      ) : null}
    </Stack>
  );
}

/** When a request was filed: "3 days ago", the exact time on hover. */
export function FiledCell({ at }: { at: string }) {
  return (
    <Text fz="sm" title={formatDateTime(at)}>
      {formatRelative(at)}
    </Text>
  );
}

/** What every request list asks for from its list state: the status, the month, the search and the page. */
export function requestListQuery(list: { filters: { status?: TRequestStatus | null; month?: string | null }; term: string | undefined; page: number }) {
  return { status: list.filters.status ?? undefined, month: list.filters.month ?? undefined, term: list.term, page: list.page, per_page: TABLE_PAGE_SIZE };
}

/** The "Employee" column, on the lists of other people's requests only. */
export function employeeColumn<T>(shown: boolean, render: (row: T) => ReactNode): Column<T>[] {
  return shown ? [{ key: 'person', header: 'Employee', render }] : [];
}

type Props<T extends { id: number }> = {
  /** The page's header, when the list is a whole page. */
  page?: { title: string; description: string; actions: ReactNode };
  gap: MantineSpacing;
  /** What the list state (search, filters, page) drives. */
  list: ListState;
  /** The search box, for the lists of other people's requests. */
  search?: { placeholder: string; w?: Width } | null;
  /** The filters after the search box (StatusFilter, MonthFilter, …). */
  filters: ReactNode;
  /** The answer of the list's query. */
  answer: { rows: T[] | undefined; meta: TableProps<T>['meta']; loading: boolean };
  table: Omit<TableProps<T>, 'rows' | 'rowKey' | 'loading' | 'meta' | 'onPageChange'>;
  /** Below the table (the filing modal of "mine"). */
  children?: ReactNode;
};

/**
 * The one list of requests (leave, travel, overtime, appeals, schedules): a search and
 * filters above a paged table whose rows open the request.
 */
export function RequestList<T extends { id: number }>({ page, gap, list, search, filters, answer, table, children }: Props<T>) {
  return (
    <Stack gap={gap}>
      {page ? <PageHeader title={page.title} description={page.description} actions={page.actions} /> : null}
      <Group gap="sm" wrap="wrap">
        {search ? <SearchField value={list.typed} onChange={list.setTyped} placeholder={search.placeholder} w={search.w} /> : null}
        {filters}
      </Group>
      <DataTable {...table} rows={answer.rows} rowKey={(row) => row.id} loading={answer.loading} meta={answer.meta} onPageChange={list.setPage} />
      {children}
    </Stack>
  );
}
