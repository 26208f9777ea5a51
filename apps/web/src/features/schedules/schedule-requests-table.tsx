import { Stack, Text } from '@mantine/core';
import type { TRequestStatus } from '@hris/contracts';
import type { Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { employeeColumn, FiledCell, RequestList, StatusFilter } from '../../components/request-pages/request-list';
import { formatLongDate } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { KindBadge } from './schedule-week';
import { useScheduleRequests, type TRequestScope, type TScheduleRequest } from './schedules.api';

type Props = { scope: TRequestScope; onOpen: (request: TScheduleRequest) => void; emptyTitle: string; emptyDescription?: string };

/** Schedule requests of a scope (mine, my department's, all) with a status filter, a search and pages. */
export function ScheduleRequestsTable({ scope, onOpen, emptyTitle, emptyDescription }: Props) {
  const list = useListState<{ status: TRequestStatus | null }>({ status: scope === 'mine' ? null : 'pending' });
  const requests = useScheduleRequests({ scope, status: list.filters.status ?? undefined, term: list.term, page: list.page, per_page: TABLE_PAGE_SIZE });
  const showPerson = scope !== 'mine';

  const columns: Column<TScheduleRequest>[] = [
    ...employeeColumn(showPerson, (r: TScheduleRequest) => <PersonCell name={r.personnel.fullname} details={[r.personnel.idno, r.personnel.department]} />),
    {
      key: 'schedule',
      header: 'Schedule asked for',
      render: (r) => (
        <Stack gap={2}>
          <Text fz="sm" fw={showPerson ? 400 : 600}>
            {r.schedule_name ?? 'A schedule since deleted'}
          </Text>
          {r.schedule_kind ? <KindBadge kind={r.schedule_kind} /> : null}
        </Stack>
      ),
    },
    { key: 'from', header: 'Effective from', width: 170, render: (r) => <Text fz="sm">{formatLongDate(r.effective_from)}</Text> },
    { key: 'status', header: 'Status', width: 120, render: (r) => <RequestStatusBadge status={r.status} /> },
    { key: 'submitted', header: 'Submitted', width: 130, render: (r) => <FiledCell at={r.created_at} /> },
  ];

  return (
    <RequestList
      gap="md"
      list={list}
      search={showPerson ? { placeholder: 'Search by employee or schedule', w: { base: '100%', sm: 300 } } : null}
      filters={<StatusFilter list={list} w={170} />}
      answer={{ rows: requests.data?.requests, meta: requests.data?.meta, loading: requests.isPending }}
      table={{ label: 'Work schedule requests', columns, onRowClick: onOpen, minWidth: showPerson ? 860 : 640, emptyTitle, emptyDescription }}
    />
  );
}
