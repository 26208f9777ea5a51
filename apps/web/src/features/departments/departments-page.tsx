import { useNavigate } from 'react-router';
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconEdit, IconEye, IconPlus, IconSitemap, IconTrash, IconWriting } from '@tabler/icons-react';
import { removeFilePrompt } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { SearchField } from '../../components/search-field';
import { ActiveBadge } from '../../components/status-badge';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { showSuccessToast } from '../../lib/toasts';
import { DepartmentDetailDrawer } from './department-detail-drawer';
import { DepartmentFormModal } from './department-form-modal';
import { RenameDepartmentModal } from './rename-department-modal';
import { useCampusOptions, useDeleteDepartment, useDepartmentList, type TDepartment } from './departments.api';
import { DimmedText } from '../../components/dimmed-text';

type StatusFilter = 'all' | 'active' | 'inactive';

/** /settings/departments: offices and colleges of every campus, their heads and units. */
export function DepartmentsPage() {
  const list = useListState<{ campus: string | null; status: StatusFilter }>({ campus: null, status: 'all' });
  const { campus, status } = list.filters;
  const departments = useDepartmentList({
    term: list.term,
    page: list.page,
    per_page: TABLE_PAGE_SIZE,
    campus_id: campus ? Number(campus) : undefined,
    is_active: status === 'all' ? undefined : status === 'active',
  });
  const campuses = useCampusOptions();
  const form = useModalFor<TDepartment>();
  const rename = useModalFor<TDepartment>();
  const details = useModalFor<number>();
  const remove = useDeleteDepartment();
  const confirm = useConfirm();
  const navigate = useNavigate();

  const askDelete = (department: TDepartment) =>
    confirm({
      title: 'Delete department',
      message: removeFilePrompt(department.fullname),
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => remove.mutateAsync(department.id).then((answer) => showSuccessToast(answer.message)),
    });

  const columns: Column<TDepartment>[] = [
    {
      key: 'name',
      header: 'Department',
      render: (d) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {d.fullname}
          </Text>
          <Text fz="xs" c="dimmed">
            {d.acronym}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'campus',
      header: 'Campus',
      width: 90,
      render: (d) => (
        <Text fz="sm" title={d.campus.name}>
          {d.campus.acronym}
        </Text>
      ),
    },
    {
      key: 'parent',
      header: 'Under',
      render: (d) =>
        d.parent ? (
          <Text fz="sm" title={d.parent.fullname}>
            {d.parent.acronym}
          </Text>
        ) : (
          <DimmedText>Top level</DimmedText>
        ),
    },
    {
      key: 'head',
      header: 'Head',
      render: (d) => (
        <Stack gap={0}>
          {d.head ? <Text fz="sm">{d.head.fullname}</Text> : <DimmedText>Not set</DimmedText>}
          {d.oic ? (
            <Text fz="xs" c="dimmed">
              OIC: {d.oic.fullname}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'status', header: 'Status', width: 100, render: (d) => <ActiveBadge active={d.is_active} /> },
    {
      key: 'actions',
      header: '',
      width: 56,
      align: 'right',
      render: (d) => (
        <RowActions
          subject={d.fullname}
          actions={[
            { label: 'Details', icon: IconEye, onClick: () => details.open(d.id) },
            { label: 'Edit', icon: IconEdit, onClick: () => form.open(d) },
            { label: 'Rename', icon: IconWriting, onClick: () => rename.open(d) },
            { label: 'Split into units', icon: IconSitemap, onClick: () => void navigate(`/settings/departments/${d.id}/split-unit`) },
            { label: 'Delete', icon: IconTrash, onClick: () => askDelete(d), danger: true },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Departments"
        description="Offices and colleges of every campus, the office each falls under, and their heads."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => form.open()}>
            New department
          </Button>
        }
      />
      <Group gap="sm" wrap="wrap">
        <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search by name or acronym" w={{ base: '100%', sm: 320 }} />
        <Select
          aria-label="Campus"
          placeholder="Every campus"
          clearable
          data={campuses}
          value={campus}
          onChange={(value) => list.setFilter('campus', value)}
          w={{ base: '100%', sm: 220 }}
        />
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => list.setFilter('status', value)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
      </Group>
      <DataTable
        label="Departments"
        columns={columns}
        rows={departments.data?.departments}
        rowKey={(d) => d.id}
        loading={departments.isPending}
        meta={departments.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(d) => details.open(d.id)}
        minWidth={820}
        emptyTitle={list.term || campus || status !== 'all' ? 'No department matches the filters' : 'No departments yet'}
      />
      <DepartmentFormModal key={form.key} department={form.subject} opened={form.opened} onClose={form.close} />
      <RenameDepartmentModal key={`rename-${rename.key}`} department={rename.subject} opened={rename.opened} onClose={rename.close} />
      <DepartmentDetailDrawer departmentId={details.subject} opened={details.opened} onClose={details.close} />
    </Stack>
  );
}
