import { Alert, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { showSuccessToast } from '../../lib/toasts';
import { ipcrColumns } from './ipcr-status';
import { ipcrPath, useCreateIpcr, useMyIpcrs, useSpmsOptions } from './spms.api';

/** My IPCRs, newest period first; opening this semester's when I have none yet. */
export function IpcrListPage() {
  const navigate = useNavigate();
  const list = useMyIpcrs();
  const options = useSpmsOptions();
  const create = useCreateIpcr();
  const open = options.data?.periods.find((p) => p.id === options.data?.open_period_id) ?? null;
  const hasOpen = open !== null && list.data?.ipcrs.some((i) => i.period_id === open.id);
  return (
    <Stack gap="md">
      <PageHeader
        title="My IPCR"
        description="Your Individual Performance Commitment and Review: set your targets for the semester, commit to them, file your accomplishments and submit them for rating."
        actions={
          open && list.data && !hasOpen ? (
            <Button
              leftSection={<IconPlus size={16} />}
              loading={create.isPending}
              onClick={() =>
                create.mutate(open.id, {
                  onSuccess: (r) => {
                    showSuccessToast(r.message);
                    void navigate(ipcrPath(r.ipcr.id));
                  },
                })
              }
            >
              Open my IPCR for {open.name}
            </Button>
          ) : null
        }
      />
      {options.data && !open ? <Alert color="gray">No rating period is open for target setting now.</Alert> : null}
      <DataTable
        label="My IPCRs"
        columns={ipcrColumns(false)}
        rows={list.data?.ipcrs}
        rowKey={(r) => r.id}
        loading={list.isPending}
        onRowClick={(r) => void navigate(ipcrPath(r.id))}
        emptyTitle="No IPCR yet"
        emptyDescription="Open your IPCR for the current semester to set your targets."
      />
    </Stack>
  );
}
