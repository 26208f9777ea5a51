import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PAYROLL_RUN_STATUSES } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { useModalFor } from '../../components/form-modal';
import { monthLabel } from '../../lib/dates';
import { RUN_STATUS, runScopeLabel } from './payroll-format';
import { Amount, MonthSelect, RunStatusBadge } from './payroll-parts';
import { usePayrollLive, usePayrollRuns, type TPayrollRun, type TPayrollRunStatus } from './payroll.api';
import { NewRunModal } from './new-run-modal';

/** /payroll/runs (PAYROLL): the runs of a month or of all, their status and totals; a new run. */
export function RunsPage() {
  const navigate = useNavigate();
  const [month, setMonth] = useState<string | null>(null);
  const [status, setStatus] = useState<TPayrollRunStatus | null>(null);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${month}-${status}`;
  const page = paging.key === key ? paging.page : 1;
  const creating = useModalFor<null>();
  const runs = usePayrollRuns({ month: month ?? undefined, status: status ?? undefined, page });
  usePayrollLive();

  const columns: Column<TPayrollRun>[] = [
    {
      key: 'run',
      header: 'Run',
      render: (r) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {r.title}
          </Text>
          <Text fz="xs" c="dimmed">
            {monthLabel(r.month)} · {runScopeLabel(r)}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: 'Status', width: 130, render: (r) => <RunStatusBadge status={r.status} /> },
    { key: 'people', header: 'People', width: 90, align: 'right', render: (r) => <Text fz="sm">{r.totals.people.toLocaleString('en-PH')}</Text> },
    { key: 'gross', header: 'Gross', align: 'right', render: (r) => <Amount centavos={r.totals.gross} /> },
    { key: 'deductions', header: 'Deductions', align: 'right', render: (r) => <Amount centavos={r.totals.deductions} /> },
    { key: 'net', header: 'Net', align: 'right', render: (r) => <Amount centavos={r.totals.net} strong /> },
  ];

  const filtered = month !== null || status !== null;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Payroll runs"
        description="A run pays a month: the regular employees (all, a campus or an office), a fund’s casuals, or an office’s job order workers."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => creating.open()}>
            New run
          </Button>
        }
      />
      <Group gap="sm" align="flex-end">
        <MonthSelect label="Month" placeholder="Every month" withNext value={month} onChange={setMonth} clearable w={{ base: '100%', sm: 220 }} />
        <Select
          label="Status"
          placeholder="Every status"
          data={PAYROLL_RUN_STATUSES.map((s) => ({ value: s, label: RUN_STATUS[s].label }))}
          value={status}
          onChange={(value) => setStatus(value)}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      <DataTable
        label="Payroll runs"
        columns={columns}
        rows={runs.data?.runs}
        rowKey={(r) => r.id}
        loading={runs.isPending}
        meta={runs.data?.meta}
        onPageChange={(next) => setPaging({ key, page: next })}
        onRowClick={(r) => void navigate(`/payroll/runs/${r.id}`)}
        emptyTitle={filtered ? 'No run matches the filters' : 'No payroll run yet'}
        emptyDescription={filtered ? undefined : 'Create the month’s first run with “New run”.'}
      />
      <NewRunModal
        key={creating.key}
        opened={creating.opened}
        onClose={creating.close}
        onCreated={(answer) => {
          creating.close();
          void navigate(`/payroll/runs/${answer.run.id}`);
        }}
      />
    </Stack>
  );
}
