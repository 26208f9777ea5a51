import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconClipboardCheck, IconPackages } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { COUNT_STATUS_LABELS, COUNT_STATUSES, ZCountBody, type TCountScope, type TCountStatus } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { departmentSource, personnelSource } from '../../components/picker-sources';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { useContractForm } from '../../lib/use-contract-form';
import { useCounts, useOpenCount, type TCount } from './count.api';
import { manilaDay, progressLabel } from './count-format';

/** Opens a count of an office's people or of one employee: the API makes a line for every item they hold. */
function NewCountModal({ opened, onClose, onOpened }: { opened: boolean; onClose: () => void; onOpened: (id: number) => void }) {
  const openCount = useOpenCount();
  // The office and the employee are the pickers' options, under the body's names so a refusal's message sits under them.
  const initialValues: { scope: TCountScope; department_id: PickerOption | null; personnel_id: PickerOption | null; as_of: string; remarks: string } = {
    scope: 'office',
    department_id: null,
    personnel_id: null,
    as_of: manilaDay(),
    remarks: '',
  };
  const form = useContractForm(ZCountBody, {
    initialValues,
    toInput: ({ scope, department_id, personnel_id, ...values }) => ({
      ...values,
      scope,
      department_id: scope === 'office' ? (department_id?.id ?? null) : null,
      personnel_id: scope === 'employee' ? (personnel_id?.id ?? null) : null,
    }),
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="New physical count"
      submitLabel="Open the count"
      onSubmit={() => form.save(openCount, (answer) => onOpened(answer.count.id))}
      submitting={openCount.isPending}
      errors={form.errors}
    >
      <SegmentedControl
        aria-label="Whose property"
        fullWidth
        value={form.values.scope}
        onChange={(v) => form.setFieldValue('scope', v)}
        data={[
          { value: 'office', label: 'An office' },
          { value: 'employee', label: 'An employee' },
        ]}
      />
      {form.values.scope === 'office' ? (
        <RemoteSearchPicker
          label="Office"
          description="Every item issued to the office's employees is counted"
          required
          source={departmentSource}
          value={form.values.department_id}
          onChange={(option) => form.setFieldValue('department_id', option)}
          error={form.errors.department_id}
        />
      ) : (
        <RemoteSearchPicker
          label="Employee"
          required
          source={personnelSource}
          value={form.values.personnel_id}
          onChange={(option) => form.setFieldValue('personnel_id', option)}
          error={form.errors.personnel_id}
          withAvatar
        />
      )}
      <TextInput type="date" label="Count as at" required max={manilaDay()} {...form.getInputProps('as_of')} />
      <Textarea label="Remarks" autosize minRows={2} maxLength={1000} {...form.getInputProps('remarks')} />
    </FormModal>
  );
}

/** /property/counts (PROPERTYACCOUNT): the physical counts (RPCPPE / RPCSP), open and closed, and a new one. */
export function PropertyCountsPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<TCountStatus | null>(null);
  const [page, setPage] = useState(1);
  const counts = useCounts({ status: status ?? undefined, page });
  const modal = useModalFor<null>();

  const columns: Column<TCount>[] = [
    {
      key: 'subject',
      header: 'Office or employee',
      render: (c) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {c.office ? c.office.fullname : c.personnel?.fullname}
          </Text>
          <Text fz="xs" c="dimmed">
            {c.office ? `Office · ${c.office.acronym}` : `Employee${c.personnel?.department ? ` · ${c.personnel.department}` : ''}`}
          </Text>
        </Stack>
      ),
    },
    { key: 'as_of', header: 'As at', render: (c) => formatLongDate(c.as_of) },
    { key: 'progress', header: 'Counted', render: (c) => progressLabel(c.counts) },
    {
      key: 'not_found',
      header: 'Not found',
      align: 'right',
      render: (c) =>
        c.counts.not_found ? (
          <Text c="red" fz="sm" fw={600}>
            {c.counts.not_found}
          </Text>
        ) : (
          '0'
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (c) => (
        <Badge variant="light" color={c.status === 'open' ? 'blue' : 'gray'} radius="sm" tt="none">
          {c.status === 'open' ? 'Open' : `Closed ${c.closed_at ? formatDateTime(c.closed_at) : ''}`}
        </Badge>
      ),
    },
    { key: 'by', header: 'Opened by', render: (c) => c.created_by },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Physical count of property"
        description="Count what an office's people, or one employee, hold: the Report on the Physical Count of PPE (RPCPPE) and of Semi-expendable Property (RPCSP)."
        actions={
          <Group gap="sm">
            <Button component={Link} to="/property/register" variant="subtle" leftSection={<IconPackages size={16} />}>
              Property register
            </Button>
            <Button leftSection={<IconClipboardCheck size={16} />} onClick={() => modal.open()}>
              New count
            </Button>
          </Group>
        }
      />
      <Group>
        <Select
          aria-label="Status"
          placeholder="Open and closed"
          clearable
          data={COUNT_STATUSES.map((s) => ({ value: s, label: COUNT_STATUS_LABELS[s] }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </Group>
      <DataTable
        label="Physical counts"
        columns={columns}
        rows={counts.data?.counts}
        rowKey={(c) => c.id}
        loading={counts.isPending}
        meta={counts.data?.meta}
        onPageChange={setPage}
        onRowClick={(c) => void navigate(`/property/counts/${c.id}`)}
        minWidth={860}
        emptyTitle="No count yet"
        emptyDescription="Open a count of an office or an employee to list what they hold."
      />
      <NewCountModal
        key={`count-${modal.key}`}
        opened={modal.opened}
        onClose={modal.close}
        onOpened={(id) => {
          modal.close();
          void navigate(`/property/counts/${id}`);
        }}
      />
    </Stack>
  );
}
