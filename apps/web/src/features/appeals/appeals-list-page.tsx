import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { TRequestStatus } from '@hris/contracts';
import type { Column } from '../../components/data-table';
import { idnoLabel } from '../../components/picker-sources';
import { employeeColumn, MonthFilter, RequestList, requestListQuery, StatusFilter } from '../../components/request-pages/request-list';
import { formatLongDate } from '../../lib/dates';
import { useListState } from '../../lib/list-state';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { manilaToday } from '../../lib/dates';
import { useAppeals, type TAppeal, type TAppealScope } from './appeals.api';
import { AppealTimes } from './appeal-times';

/** Where each list's rows open. */
const DETAIL_BASE: Record<TAppealScope, string> = {
  mine: '/account/time-log-appeals',
  department: '/department/edats/time-log-appeals',
  all: '/edats/time-log-appeals',
};

type Props = { scope: TAppealScope; title: string; description: string };

function AppealsList({ scope, title, description }: Props) {
  const navigate = useNavigate();
  const list = useListState<{ status: TRequestStatus | null; month: string | null }>({ status: scope === 'mine' ? null : 'pending', month: null });
  const appeals = useAppeals({ scope, ...requestListQuery(list) });

  const columns: Column<TAppeal>[] = [
    ...employeeColumn(scope !== 'mine', (a: TAppeal) => (
      <Stack gap={0}>
        <Text fz="sm" fw={600}>
          {a.personnel.fullname}
        </Text>
        <Text fz="xs" c="dimmed">
          {[idnoLabel(a.personnel.idno), a.personnel.department].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    )),
    {
      key: 'date',
      header: 'Day',
      width: 190,
      render: (a) => (
        <Text fz="sm" fw={scope === 'mine' ? 600 : undefined}>
          {formatLongDate(a.date)}
        </Text>
      ),
    },
    { key: 'times', header: 'Corrected times', render: (a) => <AppealTimes appeal={a} /> },
    {
      key: 'reason',
      header: 'Reason',
      render: (a) => (
        <Text fz="sm" lineClamp={2}>
          {a.reason}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', width: 130, render: (a) => <RequestStatusBadge status={a.status} /> },
  ];

  return (
    <RequestList
      gap="lg"
      page={{
        title,
        description,
        actions:
          scope === 'mine' ? (
            <Button component={Link} to={`/account/time-log-appeals/new/${manilaToday()}`} leftSection={<IconPlus size={16} />}>
              File an appeal
            </Button>
          ) : null,
      }}
      list={list}
      search={scope === 'mine' ? null : { placeholder: 'Search employee name or number' }}
      filters={
        <>
          <StatusFilter list={list} />
          <MonthFilter list={list} />
        </>
      }
      answer={{ rows: appeals.data?.appeals, meta: appeals.data?.meta, loading: appeals.isPending }}
      table={{
        label: title,
        columns,
        onRowClick: (a) => void navigate(`${DETAIL_BASE[scope]}/${a.id}`),
        emptyTitle: scope === 'mine' ? 'No appeals filed' : 'No appeals to show',
        emptyDescription:
          scope === 'mine'
            ? 'A missing or wrong punch? Open the day on your Daily Time Record and file an appeal from there.'
            : 'Appeals of the employees matching the filters appear here.',
      }}
    />
  );
}

export function MyAppealsPage() {
  return (
    <AppealsList scope="mine" title="Time-log appeals" description="Corrections you asked for a missing or wrong punch. Your DTR changes once HR approves." />
  );
}

export function DepartmentAppealsPage() {
  return <AppealsList scope="department" title="Time-log appeals" description="Your staff's appeals. Recommend or return them; HR approves after you." />;
}

export function AllAppealsPage() {
  return <AppealsList scope="all" title="Time-log appeals" description="Every employee's appeals. Approve those the department head has recommended." />;
}
