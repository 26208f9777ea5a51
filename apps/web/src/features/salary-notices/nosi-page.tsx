import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  List,
  Popover,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconClipboardList, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { departmentSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { SearchField } from '../../components/search-field';
import { formatLongDate } from '../../lib/dates';
import { formatPeso } from '../../lib/money';
import { useListState } from '../../lib/list-state';
import { showSuccessToast } from '../../lib/toasts';
import { manilaToday } from '../../lib/dates';
import { Adjustment, NoticeStatusCell, NosiStatusBadge, Peso, RowPdfButton, ShortDay } from './notice-parts';
import { defaultDueWindow, delayLabel, dueCounts, dueGroups, dueWindowProblem, LONG_OVERDUE_MONTHS, stepMove } from './salary-notices-format';
import { openNosi, useIssueNosi, useNosiDue, useNosiList, type TNosi, type TNosiDue, type TNosiStatus } from './salary-notices.api';
import { StepIncrementDrawer, type TDrawerPerson } from './step-increment-drawer';

const personDetails = (p: TNosiDue['personnel']) => [p.idno, p.department?.acronym || p.department?.fullname];

/** "Delayed by 45 days" (or "Notes"), opening the reasons the due date moved: leave without pay, a rating, a penalty. */
export function DelayNote({ days, reasons }: { days: number; reasons: readonly string[] }) {
  const label = delayLabel(days);
  if (!label && reasons.length === 0) return null;
  return (
    <Popover width={320} position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton aria-label={`${label ?? 'Notes'}: why`}>
          <Group gap={4} wrap="nowrap">
            {label ? <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" /> : <IconInfoCircle size={14} color="var(--mantine-color-blue-7)" />}
            <Text fz="xs" c={label ? 'orange.8' : 'blue.8'} td="underline" style={{ textDecorationStyle: 'dotted', whiteSpace: 'nowrap' }}>
              {label ?? 'Notes'}
            </Text>
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
            {label ? 'Why the step is delayed' : 'Notes'}
          </Text>
          {reasons.length > 0 ? (
            <List size="sm" spacing={4}>
              {reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          ) : (
            <Text fz="sm">No reason was recorded.</Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Who is due a step in the window: issue their NOSI, or open the record the due date is computed from. */
function DueTab() {
  const [dueWindow, setDueWindow] = useState(() => defaultDueWindow(manilaToday()));
  const [office, setOffice] = useState<PickerOption | null>(null);
  const [person, setPerson] = useState<TDrawerPerson | null>(null);
  const [showLong, setShowLong] = useState(false);
  const problem = dueWindowProblem(dueWindow.from, dueWindow.to);
  const due = useNosiDue({ from: dueWindow.from, to: dueWindow.to, department_id: office?.id }, problem === null);
  const issue = useIssueNosi();
  const confirm = useConfirm();

  const askToIssue = (d: TNosiDue) =>
    confirm({
      title: 'Issue notice of salary step increment',
      message: (
        <Stack gap="xs">
          <Text fz="sm">
            Issue the NOSI to <b>{d.personnel.fullname}</b>: {stepMove(d.step_from, d.step_to).toLowerCase()} of SG {d.salary_grade}, due{' '}
            {formatLongDate(d.due_date)}?
          </Text>
          {d.current_monthly !== null && d.new_monthly !== null ? (
            <Text fz="sm">
              Monthly salary {formatPeso(d.current_monthly)} → <b>{formatPeso(d.new_monthly)}</b>.
            </Text>
          ) : null}
          <Text fz="sm" c="dimmed">
            The employee is told and sees it under My Account; the step moves on its effective date.
          </Text>
        </Stack>
      ),
      confirmLabel: 'Issue NOSI',
      onConfirm: async () => showSuccessToast((await issue.mutateAsync(d.personnel_id)).message),
    });

  const columns: Column<TNosiDue>[] = [
    { key: 'employee', header: 'Employee', render: (d) => <PersonCell name={d.personnel.fullname} details={personDetails(d.personnel)} /> },
    { key: 'position', header: 'Position', render: (d) => <Text fz="sm">{d.position_title}</Text> },
    { key: 'grade', header: 'SG', width: 60, render: (d) => <Text fz="sm">{d.salary_grade}</Text> },
    {
      key: 'step',
      header: 'Step',
      width: 110,
      render: (d) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {d.step_from} → {d.step_to}
        </Text>
      ),
    },
    {
      key: 'due',
      header: 'Due',
      render: (d) => (
        <Stack gap={2} align="flex-start">
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatLongDate(d.due_date)}
          </Text>
          {due.data && d.nosi_id === null && d.due_date < due.data.from ? (
            <Badge color="red" variant="light" radius="sm" size="sm">
              Overdue
            </Badge>
          ) : null}
          <DelayNote days={d.delayed_by_days} reasons={d.reasons} />
        </Stack>
      ),
    },
    { key: 'current', header: 'Current monthly', align: 'right', render: (d) => <Peso centavos={d.current_monthly} /> },
    { key: 'new', header: 'New monthly', align: 'right', render: (d) => <Peso centavos={d.new_monthly} strong /> },
    {
      key: 'actions',
      header: '',
      width: 190,
      align: 'right',
      render: (d) => {
        const nosiId = d.nosi_id;
        return (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            {nosiId === null ? (
              <Button size="xs" leftSection={<IconSend size={14} />} onClick={() => askToIssue(d)}>
                Issue NOSI
              </Button>
            ) : (
              <>
                <Badge color="teal" variant="light" radius="sm">
                  Issued
                </Badge>
                <RowPdfButton open={() => openNosi(nosiId)} label={`PDF of the NOSI of ${d.personnel.fullname}`} />
              </>
            )}
            <Tooltip label="Step-increment record: ratings and disciplinary notices" withinPortal>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Step-increment record of ${d.personnel.fullname}`}
                onClick={() => setPerson({ id: d.personnel_id, fullname: d.personnel.fullname })}
              >
                <IconClipboardList size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    },
  ];

  const counts = due.data ? dueCounts(due.data.due, due.data.from) : null;
  const groups = due.data && !problem ? dueGroups(due.data.due, due.data.from) : null;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          type="date"
          label="Due from"
          value={dueWindow.from}
          max={dueWindow.to || undefined}
          onChange={(event) => setDueWindow({ ...dueWindow, from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="Due to"
          value={dueWindow.to}
          min={dueWindow.from || undefined}
          onChange={(event) => setDueWindow({ ...dueWindow, to: event.currentTarget.value })}
        />
        <RemoteSearchPicker
          label="Office"
          placeholder="Every office"
          source={departmentSource}
          value={office}
          onChange={setOffice}
          w={{ base: '100%', sm: 300 }}
        />
        <Button variant="subtle" onClick={() => setDueWindow(defaultDueWindow(manilaToday()))}>
          This month and the next three
        </Button>
      </Group>
      {problem ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {problem}
        </Alert>
      ) : due.data && counts ? (
        <Text fz="sm" c="dimmed">
          {counts.inWindow === 0 ? 'Nobody is' : `${counts.inWindow.toLocaleString('en-PH')} ${counts.inWindow === 1 ? 'employee is' : 'employees are'}`} due a
          step from {formatLongDate(due.data.from)} to {formatLongDate(due.data.to)}
          {counts.overdue > 0 ? `; ${counts.overdue.toLocaleString('en-PH')} more fell due in the ${LONG_OVERDUE_MONTHS} months before, with no NOSI yet` : ''}
          {counts.longOverdue > 0 ? `; ${counts.longOverdue.toLocaleString('en-PH')} long overdue, listed apart to review` : ''}.
        </Text>
      ) : null}
      <DataTable
        label="Steps due"
        columns={columns}
        rows={problem ? [] : groups?.inWindow}
        rowKey={(d) => `${d.personnel_id}-${d.step_to}`}
        loading={problem === null && due.isPending}
        minWidth={1040}
        emptyTitle="Nobody is due a step in this window"
        emptyDescription="A step is due every three years of satisfactory service in the position (CSC-DBM Joint Circular No. 1, s. 2012)."
      />
      {groups && groups.overdue.length > 0 ? (
        <Stack gap="xs" mt="md">
          <Title order={3} fz="h4">
            Overdue: due in the {LONG_OVERDUE_MONTHS} months before the window
          </Title>
          <DataTable
            label="Steps overdue"
            columns={columns}
            rows={groups.overdue}
            rowKey={(d) => `${d.personnel_id}-${d.step_to}`}
            loading={false}
            minWidth={1040}
            emptyTitle="Nothing overdue"
          />
        </Stack>
      ) : null}
      {groups && groups.longOverdue.length > 0 ? (
        <Stack gap="xs" mt="md">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Title order={3} fz="h4">
                Long overdue, to review: {groups.longOverdue.length.toLocaleString('en-PH')}
              </Title>
              <Text fz="sm" c="dimmed" maw={760}>
                These steps fell due more than {LONG_OVERDUE_MONTHS} months before the window. That usually means something is missing from the record (an
                appointment or promotion, a rating, a NOSI issued on paper): open each record before issuing a notice.
              </Text>
            </div>
            <Button variant="default" onClick={() => setShowLong((shown) => !shown)} aria-expanded={showLong}>
              {showLong ? 'Hide them' : 'Show them'}
            </Button>
          </Group>
          {showLong ? (
            <DataTable
              label="Steps long overdue"
              columns={columns}
              rows={groups.longOverdue}
              rowKey={(d) => `${d.personnel_id}-${d.step_to}`}
              loading={false}
              minWidth={1040}
              emptyTitle="Nothing long overdue"
            />
          ) : null}
        </Stack>
      ) : null}
      <StepIncrementDrawer person={person} onClose={() => setPerson(null)} />
    </Stack>
  );
}

type StatusFilter = 'all' | TNosiStatus;

/** The notices issued: their status (issued, applied on the effective date), received date and PDF. */
function IssuedTab() {
  const list = useListState<{ status: StatusFilter; department_id: number | null }>({ status: 'all', department_id: null });
  const [office, setOffice] = useState<PickerOption | null>(null);
  const nosis = useNosiList({
    status: list.filters.status === 'all' ? undefined : list.filters.status,
    department_id: list.filters.department_id ?? undefined,
    term: list.term,
    page: list.page,
  });

  const columns: Column<TNosi>[] = [
    { key: 'employee', header: 'Employee', render: (n) => <PersonCell name={n.personnel.fullname} details={personDetails(n.personnel)} /> },
    {
      key: 'position',
      header: 'Position, SG, item',
      render: (n) => (
        <Stack gap={0}>
          <Text fz="sm">{n.position_title}</Text>
          <Text fz="xs" c="dimmed">
            SG {n.salary_grade} · {n.item_no ? `Item ${n.item_no}` : 'No item'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'step',
      header: 'Step',
      width: 80,
      render: (n) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {n.step_from} → {n.step_to}
        </Text>
      ),
    },
    {
      key: 'effective',
      header: 'Effective',
      render: (n) => (
        <Stack gap={2}>
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatLongDate(n.effective_date)}
          </Text>
          <DelayNote days={0} reasons={n.reasons} />
        </Stack>
      ),
    },
    { key: 'previous', header: 'Previous monthly', align: 'right', render: (n) => <Peso centavos={n.previous_monthly} /> },
    { key: 'new', header: 'New monthly', align: 'right', render: (n) => <Peso centavos={n.new_monthly} strong /> },
    { key: 'adjustment', header: 'Increase', align: 'right', render: (n) => <Adjustment centavos={n.adjustment} /> },
    {
      key: 'status',
      header: 'Status',
      width: 180,
      render: (n) => (
        <NoticeStatusCell notice={n} badge={<NosiStatusBadge status={n.status} />}>
          {n.applied_at ? <ShortDay prefix="Applied" iso={n.applied_at} /> : null}
        </NoticeStatusCell>
      ),
    },
    {
      key: 'pdf',
      header: '',
      width: 56,
      align: 'right',
      render: (n) => <RowPdfButton open={() => openNosi(n.id)} label={`PDF of the NOSI of ${n.personnel.fullname}`} />,
    },
  ];

  const filtered = Boolean(list.term) || list.filters.status !== 'all' || list.filters.department_id !== null;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label="Status"
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'issued', label: 'Issued' },
            { value: 'applied', label: 'Applied' },
          ]}
        />
        <RemoteSearchPicker
          aria-label="Office"
          placeholder="Every office"
          source={departmentSource}
          value={office}
          onChange={(option) => {
            setOffice(option);
            list.setFilter('department_id', option?.id ?? null);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search name, employee no. or item no." w={{ base: '100%', sm: 300 }} />
      </Group>
      <DataTable
        label="Notices of salary step increment"
        columns={columns}
        rows={nosis.data?.nosis}
        rowKey={(n) => n.id}
        loading={nosis.isPending}
        meta={nosis.data?.meta}
        onPageChange={list.setPage}
        minWidth={1000}
        emptyTitle={filtered ? 'No notice matches the filters' : 'No NOSI issued yet'}
        emptyDescription={filtered ? undefined : 'Issue one from the Due tab when an employee’s step falls due.'}
      />
    </Stack>
  );
}

/** /nosi (SPEC.md §2, Personnel; NOSINOSA): the steps due and the Notices of Salary Step Increment issued. */
export function NosiPage() {
  const [tab, setTab] = useState<'due' | 'issued'>('due');
  return (
    <Stack gap="lg">
      <PageHeader
        title="Notices of Salary Step Increment"
        description="A step is due after three years of satisfactory service in the position; leave without pay, a poor rating or a penalty moves the date."
      />
      <Tabs value={tab} onChange={(value) => setTab(value === 'issued' ? 'issued' : 'due')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="due">Due</Tabs.Tab>
          <Tabs.Tab value="issued">Issued</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="due">
          <DueTab />
        </Tabs.Panel>
        <Tabs.Panel value="issued">
          <IssuedTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
