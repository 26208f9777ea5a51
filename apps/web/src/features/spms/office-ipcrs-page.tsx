import { useState } from 'react';
import { Group, Select, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { ipcrColumns } from './ipcr-status';
import { ipcrOpenedFrom, ipcrPath, useOfficeIpcrs, useSpmsOptions, useWaitingIpcrs } from './spms.api';

/** The IPCRs of the offices I head or stand in for, for a period (the open one unless another is chosen). */
export function OfficeIpcrsPage() {
  const navigate = useNavigate();
  const options = useSpmsOptions();
  const [periodId, setPeriodId] = useState<number | null>(null);
  const chosen = periodId ?? options.data?.open_period_id ?? null;
  const list = useOfficeIpcrs(chosen);
  return (
    <Stack gap="md">
      <PageHeader title="Office IPCRs" description="Your people's IPCRs for a semester. Open one waiting for you to rate its targets." />
      <Group>
        <Select
          label="Period"
          w={260}
          data={(options.data?.periods ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={chosen ? String(chosen) : null}
          onChange={(v) => setPeriodId(v ? Number(v) : null)}
          allowDeselect={false}
        />
      </Group>
      <DataTable
        label="Office IPCRs"
        columns={ipcrColumns(true)}
        rows={list.data?.ipcrs}
        rowKey={(r) => r.id}
        loading={list.isPending}
        onRowClick={(r) => void navigate(ipcrPath(r.id), ipcrOpenedFrom('office'))}
        emptyTitle="No IPCR for this period"
        emptyDescription="Your people's IPCRs appear here once they open them."
      />
    </Stack>
  );
}

/** /spmis/calibration (the PMT): the IPCRs its heads rated, waiting for the team's calibration, whatever their office. */
export function CalibrationIpcrsPage() {
  const navigate = useNavigate();
  const list = useWaitingIpcrs();
  return (
    <Stack gap="md">
      <PageHeader
        title="IPCRs to calibrate"
        description="IPCRs their heads have rated, waiting for the performance management team: open one to calibrate its ratings. The rating stays provisional until the head of agency approves."
      />
      <DataTable
        label="IPCRs to calibrate"
        columns={ipcrColumns(true)}
        rows={list.data?.ipcrs}
        rowKey={(r) => r.id}
        loading={list.isPending}
        onRowClick={(r) => void navigate(ipcrPath(r.id), ipcrOpenedFrom('calibration'))}
        emptyTitle="No IPCR waits for calibration"
        emptyDescription="An IPCR comes here once the head of its office has rated it."
      />
    </Stack>
  );
}
