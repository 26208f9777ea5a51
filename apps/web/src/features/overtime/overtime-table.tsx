import { Stack, Text } from '@mantine/core';
import type { TRequestStatus } from '@hris/contracts';
import type { Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { employeeColumn, MonthFilter, RequestList, requestListQuery, StatusFilter } from '../../components/request-pages/request-list';
import { formatLongDate } from '../../lib/dates';
import { useListState } from '../../lib/list-state';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { clockTime } from '../attendance/attendance.api';
import { hoursLabel, KIND_LABELS, useOvertimeList, type TOvertimeKind, type TOvertimeRequest, type TRequestScope } from './overtime.api';

type Props = {
  scope: TRequestScope;
  /** Only one kind (the VPAA's page lists make-up classes only). */
  kind?: TOvertimeKind;
  onOpen: (request: TOvertimeRequest) => void;
  emptyTitle: string;
  emptyDescription?: string;
};

/** Overtime and make-up class requests of a scope (mine, my department's, all) with status and month filters. */
export function OvertimeTable({ scope, kind, onOpen, emptyTitle, emptyDescription }: Props) {
  const list = useListState<{ status: TRequestStatus | null; month: string | null }>({ status: scope === 'mine' ? null : 'pending', month: null });
  const requests = useOvertimeList({ scope, kind, ...requestListQuery(list) });
  const showPerson = scope !== 'mine';

  const columns: Column<TOvertimeRequest>[] = [
    ...employeeColumn(showPerson, (r: TOvertimeRequest) => <PersonCell name={r.personnel.fullname} details={[r.personnel.idno, r.personnel.department]} />),
    {
      key: 'date',
      header: 'Date and time',
      width: 210,
      render: (r) => (
        <Stack gap={0}>
          <Text fz="sm" fw={showPerson ? 400 : 600}>
            {formatLongDate(r.date)}
          </Text>
          <Text fz="xs" c="dimmed">
            {clockTime(r.start_time)} – {clockTime(r.end_time)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'purpose',
      header: kind === 'makeup' ? 'Class' : 'Work planned',
      render: (r) => (
        <Stack gap={0}>
          {kind ? null : (
            <Text fz="xs" c="dimmed">
              {KIND_LABELS[r.kind]}
            </Text>
          )}
          <Text fz="sm" lineClamp={2}>
            {r.kind === 'makeup' && r.details ? `${r.details.subject ?? ''} ${r.details.section ?? ''} — ${r.purpose}` : r.purpose}
          </Text>
        </Stack>
      ),
    },
    ...(kind === 'makeup' ? [] : [{ key: 'served', header: 'Served / COC', width: 150, render: (r: TOvertimeRequest) => <ServedCell request={r} /> }]),
    { key: 'status', header: 'Status', width: 120, render: (r) => <RequestStatusBadge status={r.status} /> },
  ];

  return (
    <RequestList
      gap="md"
      list={list}
      search={
        showPerson ? { placeholder: kind === 'makeup' ? 'Search by employee or reason' : 'Search by employee or work', w: { base: '100%', sm: 280 } } : null
      }
      filters={
        <>
          <StatusFilter list={list} w={170} />
          <MonthFilter list={list} w={190} />
        </>
      }
      answer={{ rows: requests.data?.overtime_requests, meta: requests.data?.meta, loading: requests.isPending }}
      table={{
        label: kind === 'makeup' ? 'Make-up class requests' : 'Overtime requests',
        columns,
        onRowClick: onOpen,
        minWidth: showPerson ? 900 : 680,
        emptyTitle,
        emptyDescription,
      }}
    />
  );
}

function ServedCell({ request }: { request: TOvertimeRequest }) {
  if (request.kind === 'makeup')
    return (
      <Text fz="sm" c="dimmed">
        No COC
      </Text>
    );
  if (request.served_hours == null)
    return (
      <Text fz="sm" c="dimmed">
        {request.status === 'approved' ? 'After the day' : '—'}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text fz="sm">{hoursLabel(request.served_hours)} served</Text>
      <Text fz="xs" c="dimmed">
        {hoursLabel(request.credit?.hours ?? 0)} COC
      </Text>
    </Stack>
  );
}
