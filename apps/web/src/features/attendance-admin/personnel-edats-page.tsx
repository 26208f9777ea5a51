import type { ReactNode } from 'react';
import { Alert, Anchor, Group, Paper, SegmentedControl, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TListMeta, TRequestStatus } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { PersonLine } from '../../components/person-line';
import { DataTable, type Column } from '../../components/data-table';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { formatLongDate, manilaMonth, recentMonths } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { clockTime, useAttendanceLogs } from '../attendance/attendance.api';
import { ATTENDANCE_LOG_COLUMNS } from '../attendance/attendance-log-columns';
import { useDtr } from '../attendance/dtr.api';
import { DtrMonthSkeleton, DtrMonthTable, DtrTotalsCard } from '../attendance/dtr-month-table';
import { LeaveCard } from '../leave/leave-card';
import { LeaveApplicationsTable } from '../leave/leave-applications-table';
import { thisYear } from '../leave/leave-format';
import { useTravels } from '../travel/travel.api';
import { useOvertimeList } from '../overtime/overtime.api';
import { useAppeals } from '../appeals/appeals.api';
import { useScheduleRequests } from '../schedules/schedules.api';

// SPEC.md §2 /edats/personnel/{personnelId}/{view}/{id?}/{date?}: one employee's eDATS for HR in one place. The view is
// the tab; `id` picks inside it (the month of the DTR and the logs, the year of the leave card, the kind of request) and
// `date` a day of the DTR's month, whose punches show under it. Every list is the office's own, narrowed to the person
// (each read audited by the API).

export const PERSONNEL_VIEWS = ['dtr', 'logs', 'leave', 'requests'] as const;
type View = (typeof PERSONNEL_VIEWS)[number];
const VIEW_LABELS: Record<View, string> = { dtr: 'Daily time record', logs: 'Time logs', leave: 'Leave', requests: 'Requests' };

const REQUEST_KINDS = ['travel', 'overtime', 'appeals', 'schedules'] as const;
type RequestKind = (typeof REQUEST_KINDS)[number];
const REQUEST_LABELS: Record<RequestKind, string> = {
  travel: 'Official business',
  overtime: 'Overtime',
  appeals: 'Time-log appeals',
  schedules: 'Work schedules',
};

/** The address of a view of one employee's eDATS (the admin pages link here). */
export const personnelEdatsPath = (personnelId: number, view: View = 'dtr', id?: string, date?: string) =>
  ['/edats/personnel', personnelId, view, id, date].filter((part) => part !== undefined).join('/');

const isMonth = (value: string | undefined): value is string => !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value);
const monthOptions = (chosen: string) => {
  const months = recentMonths(manilaMonth(), 24);
  return months.some((m) => m.value === chosen) ? months : [{ value: chosen, label: chosen }, ...months];
};

function MonthSelect({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  return (
    <Select label="Month" data={monthOptions(value)} value={value} onChange={(v) => v && onChange(v)} allowDeselect={false} w={{ base: '100%', sm: 200 }} />
  );
}

/** One day's punches (the day opened from the DTR), or a month's, newest first, a page at a time. */
function LogsTable({ personnelId, from, to, label }: { personnelId: number; from: string; to: string; label: string }) {
  const list = useListState<Record<string, never>>({});
  const logs = useAttendanceLogs({ personnel_id: personnelId, from, to, page: list.page, per_page: TABLE_PAGE_SIZE });
  return (
    <DataTable
      label={label}
      columns={ATTENDANCE_LOG_COLUMNS}
      rows={logs.data?.logs}
      rowKey={(l) => l.id}
      loading={logs.isPending}
      meta={logs.data?.meta}
      onPageChange={list.setPage}
      minWidth={640}
      emptyTitle="No time log received"
    />
  );
}

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

function DtrView({ personnelId, month, day }: { personnelId: number; month: string; day: string | null }) {
  const navigate = useNavigate();
  const dtr = useDtr(personnelId, month);
  return (
    <Stack gap="md">
      <MonthSelect value={month} onChange={(m) => void navigate(personnelEdatsPath(personnelId, 'dtr', m))} />
      {dtr.isPending ? (
        <DtrMonthSkeleton />
      ) : dtr.data ? (
        <>
          <DtrTotalsCard totals={dtr.data.totals} />
          {day ? (
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={3} fz="h5">
                    Time logs of {formatLongDate(day)}
                  </Title>
                  <Anchor component={Link} to={personnelEdatsPath(personnelId, 'dtr', month)} fz="sm">
                    Close the day
                  </Anchor>
                </Group>
                <LogsTable personnelId={personnelId} from={day} to={day} label={`Time logs of ${formatLongDate(day)}`} />
              </Stack>
            </Paper>
          ) : null}
          <DtrMonthTable dtr={dtr.data} dayLink={(date) => personnelEdatsPath(personnelId, 'dtr', month, date)} />
        </>
      ) : (
        <Text c="dimmed">The record of this month could not be loaded.</Text>
      )}
    </Stack>
  );
}

function LogsView({ personnelId, month }: { personnelId: number; month: string }) {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <MonthSelect value={month} onChange={(m) => void navigate(personnelEdatsPath(personnelId, 'logs', m))} />
      <LogsTable personnelId={personnelId} from={`${month}-01`} to={lastDayOf(month)} label="Time logs of the month" />
    </Stack>
  );
}

function LeaveView({ personnelId, year }: { personnelId: number; year: number }) {
  const navigate = useNavigate();
  return (
    <Stack gap="xl">
      <LeaveCard
        personnelId={personnelId}
        year={year}
        typeId={0}
        role="hr"
        onYearChange={(y) => void navigate(personnelEdatsPath(personnelId, 'leave', String(y)))}
      />
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Leave applications
        </Title>
        <LeaveApplicationsTable scope="all" detailBase="/edats/HR/leaves/submitted-leave" label="Leave applications" fixed={{ personnel_id: personnelId }} />
      </Stack>
    </Stack>
  );
}

type RequestRow = { id: number; when: ReactNode; what: ReactNode; status: TRequestStatus; link: string };
type Answer = { isPending: boolean; data?: { meta: TListMeta } };

/** The requests of one kind, each row opening the office's own page of it. */
function RequestTable({ kind, rows, answer, setPage }: { kind: RequestKind; rows: RequestRow[] | undefined; answer: Answer; setPage: (page: number) => void }) {
  const navigate = useNavigate();
  const columns: Column<RequestRow>[] = [
    { key: 'when', header: 'When', width: 280, render: (r) => <Text fz="sm">{r.when}</Text> },
    {
      key: 'what',
      header: WHAT_HEADERS[kind],
      render: (r) => (
        <Text fz="sm" lineClamp={2}>
          {r.what}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', width: 130, render: (r) => <RequestStatusBadge status={r.status} /> },
  ];
  return (
    <DataTable
      label={REQUEST_LABELS[kind]}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={answer.isPending}
      meta={answer.data?.meta}
      onPageChange={setPage}
      onRowClick={(r) => void navigate(r.link)}
      minWidth={640}
      emptyTitle={`No ${REQUEST_LABELS[kind].toLowerCase()} requests filed`}
    />
  );
}

const WHAT_HEADERS: Record<RequestKind, string> = { travel: 'Destination', overtime: 'Work planned', appeals: 'Reason', schedules: 'Schedule asked for' };

/** The office's list of a kind, narrowed to the person: `{ scope: 'all', personnel_id }`, a page at a time. */
function usePersonQuery(personnelId: number) {
  const list = useListState<Record<string, never>>({});
  return { query: { scope: 'all' as const, personnel_id: personnelId, page: list.page, per_page: TABLE_PAGE_SIZE }, setPage: list.setPage };
}

function TravelRows({ personnelId }: { personnelId: number }) {
  const { query, setPage } = usePersonQuery(personnelId);
  const answer = useTravels(query);
  const rows = answer.data?.travels.map((t) => ({ id: t.id, when: t.period, what: t.destination, status: t.status, link: `/edats/obt/${t.id}` }));
  return <RequestTable kind="travel" rows={rows} answer={answer} setPage={setPage} />;
}

function OvertimeRows({ personnelId }: { personnelId: number }) {
  const { query, setPage } = usePersonQuery(personnelId);
  const answer = useOvertimeList(query);
  const rows = answer.data?.overtime_requests.map((o) => ({
    id: o.id,
    when: `${formatLongDate(o.date)}, ${clockTime(o.start_time)} – ${clockTime(o.end_time)}`,
    what: o.purpose,
    status: o.status,
    link: `/edats/overtime/${o.id}`,
  }));
  return <RequestTable kind="overtime" rows={rows} answer={answer} setPage={setPage} />;
}

function AppealRows({ personnelId }: { personnelId: number }) {
  const { query, setPage } = usePersonQuery(personnelId);
  const answer = useAppeals(query);
  const rows = answer.data?.appeals.map((a) => ({
    id: a.id,
    when: formatLongDate(a.date),
    what: a.reason,
    status: a.status,
    link: `/edats/time-log-appeals/${a.id}`,
  }));
  return <RequestTable kind="appeals" rows={rows} answer={answer} setPage={setPage} />;
}

function ScheduleRows({ personnelId }: { personnelId: number }) {
  const { query, setPage } = usePersonQuery(personnelId);
  const answer = useScheduleRequests(query);
  // HR decides a schedule request in Approvals, where its chain brings it.
  const rows = answer.data?.requests.map((r) => ({
    id: r.id,
    when: `From ${formatLongDate(r.effective_from)}`,
    what: r.schedule_name ?? 'A schedule since deleted',
    status: r.status,
    link: `/approvals?id=${r.approval_request_id}`,
  }));
  return <RequestTable kind="schedules" rows={rows} answer={answer} setPage={setPage} />;
}

const REQUEST_ROWS: Record<RequestKind, (props: { personnelId: number }) => ReactNode> = {
  travel: TravelRows,
  overtime: OvertimeRows,
  appeals: AppealRows,
  schedules: ScheduleRows,
};

function RequestsView({ personnelId, kind }: { personnelId: number; kind: RequestKind }) {
  const navigate = useNavigate();
  const Rows = REQUEST_ROWS[kind];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Kind of request"
        data={REQUEST_KINDS.map((k) => ({ value: k, label: REQUEST_LABELS[k] }))}
        value={kind}
        onChange={(k) => void navigate(personnelEdatsPath(personnelId, 'requests', k))}
        w="fit-content"
      />
      <Rows key={kind} personnelId={personnelId} />
    </Stack>
  );
}

/** The employee's name over every tab, from their DTR of this month (the record HR opens most). */
function PersonOfTheRecords({ personnelId }: { personnelId: number }) {
  const dtr = useDtr(personnelId, manilaMonth());
  const p = dtr.data?.personnel;
  return <PersonLine person={dtr.isPending ? undefined : p ? { fullname: p.fullname, details: [p.idno, p.position, p.department] } : null} />;
}

/** /edats/personnel/:personnelId/:view?/:id?/:date? (EDATSADMIN). */
export function PersonnelEdatsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const personnelId = Number(params.personnelId);
  const view = (PERSONNEL_VIEWS as readonly string[]).includes(params.view ?? '') ? (params.view as View) : 'dtr';
  if (!Number.isInteger(personnelId) || personnelId <= 0) return <Alert color="gray">This employee was not found.</Alert>;
  const day = isDay(params.date) ? params.date : null;
  const month = isMonth(params.id) ? params.id : (day?.slice(0, 7) ?? manilaMonth());
  const year = /^\d{4}$/.test(params.id ?? '') ? Number(params.id) : thisYear();
  const kind = (REQUEST_KINDS as readonly string[]).includes(params.id ?? '') ? (params.id as RequestKind) : 'travel';

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/edats/dtr" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Employee DTR
        </Group>
      </Anchor>
      <PageHeader
        title="Employee's eDATS"
        description="One employee's daily time record, time logs, leave and requests, each opening the office's page of it."
      />
      <PersonOfTheRecords personnelId={personnelId} />
      <Tabs value={view} onChange={(v) => v && void navigate(personnelEdatsPath(personnelId, v as View))} keepMounted={false}>
        <Tabs.List>
          {PERSONNEL_VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {VIEW_LABELS[v]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="dtr" pt="md">
          <DtrView personnelId={personnelId} month={month} day={day} />
        </Tabs.Panel>
        <Tabs.Panel value="logs" pt="md">
          <LogsView personnelId={personnelId} month={month} />
        </Tabs.Panel>
        <Tabs.Panel value="leave" pt="md">
          <LeaveView personnelId={personnelId} year={year} />
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          <RequestsView personnelId={personnelId} kind={kind} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
