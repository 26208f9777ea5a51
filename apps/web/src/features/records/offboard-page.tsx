import { PersonCell } from '../../components/person-cell';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TSeparationStatus } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField } from '../../components/search-field';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { useSignedInUser } from '../account/current-user';
import { ClearanceDrawer } from './clearance-drawer';
import { SeparationStatusBadge } from './record-badges';
import { useSeparations, type TSeparation } from './records.api';
import { longDate } from './records-format';
import { SeparationFormModal } from './separation-form-modal';

const columns: Column<TSeparation>[] = [
  {
    key: 'employee',
    header: 'Employee',
    render: (s) => <PersonCell name={s.personnel.fullname} details={[s.personnel.idno, s.personnel.position, s.personnel.department]} />,
  },
  { key: 'cause', header: 'Cause', width: 170, render: (s) => <Text fz="sm">{s.cause_label}</Text> },
  { key: 'effective', header: 'Effective', width: 160, render: (s) => <Text fz="sm">{longDate(s.effective_date)}</Text> },
  {
    key: 'clearance',
    header: 'Clearance',
    width: 170,
    render: (s) => (
      <Stack gap={4}>
        <Text fz="xs">
          {s.clearance.cleared} of {s.clearance.total} offices
        </Text>
        <Progress
          size="sm"
          value={s.clearance.total ? (s.clearance.cleared / s.clearance.total) * 100 : 0}
          color={s.clearance.cleared === s.clearance.total ? 'teal' : 'blue'}
        />
      </Stack>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    width: 150,
    render: (s) => (
      <Stack gap={2} align="flex-start">
        <SeparationStatusBadge status={s.status} />
        <Text fz="xs" c="dimmed">
          {s.account_deactivated_at ? 'Account deactivated' : s.status === 'cancelled' ? 'Account kept' : 'Account active'}
        </Text>
      </Stack>
    ),
  },
];

type StatusFilter = TSeparationStatus | 'all';

/** /offboard: separations, their clearance across offices, and the accounts switched off on the effective date. */
export function OffboardPage() {
  const { user } = useSignedInUser();
  const officer = user.allowed_views.includes('OFFBOARDPERSONNEL');
  const list = useListState<{ status: StatusFilter }>({ status: 'clearing' });
  const status = list.filters.status === 'all' ? undefined : list.filters.status;
  const separations = useSeparations({ status, term: list.term, page: list.page, per_page: TABLE_PAGE_SIZE });
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const [creating, setCreating] = useState(false);
  const [modalKey, setModalKey] = useState(0);
  const setOpen = (id: number | null) => setParams(id ? { id: String(id) } : {}, { replace: true });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Offboarding"
        description="Separations from the university: the clearance across offices, and the record and account deactivated on the effective date."
        actions={
          officer ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                setModalKey((k) => k + 1);
                setCreating(true);
              }}
            >
              New separation
            </Button>
          ) : null
        }
      />
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          data={[
            { value: 'clearing', label: 'Clearing' },
            { value: 'completed', label: 'Completed' },
            { value: 'cancelled', label: 'Cancelled' },
            { value: 'all', label: 'All' },
          ]}
          aria-label="Status"
        />
        <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search by name or employee number" w={300} />
      </Group>
      <DataTable
        label="Separations"
        columns={columns}
        rows={separations.data?.separations}
        rowKey={(s) => s.id}
        loading={separations.isPending}
        meta={separations.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(s) => setOpen(s.id)}
        minWidth={880}
        emptyTitle={list.filters.status === 'clearing' ? 'No one is clearing' : 'No separations here'}
        emptyDescription={
          officer && list.filters.status === 'clearing' ? 'Record a separation with "New separation"; the clearance checklist starts with it.' : undefined
        }
      />
      <ClearanceDrawer separationId={openId} onClose={() => setOpen(null)} canCancel={officer} />
      <SeparationFormModal key={modalKey} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
