import { useNavigate } from 'react-router';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconFileTypePdf, IconHistory, IconPlus, IconUserSquareRounded } from '@tabler/icons-react';
import { EMPLOYMENT_KIND_LABELS, EMPLOYMENT_KINDS, type TEmploymentKind } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { idnoLabel } from '../../components/picker-sources';
import { RowActions } from '../../components/row-actions';
import { SearchField } from '../../components/search-field';
import { ActiveBadge } from '../../components/status-badge';
import { TABLE_PAGE_SIZE } from '../../lib/list-state';
import { useSignedInUser } from '../account/current-user';
import { useCampusOptions, useEveryDepartment } from '../departments/departments.api';
import { exportPersonnel, usePersonnelList, type TPersonnel } from './personnel.api';
import { openPdsPdf } from '../pds/pds.api';
import { usePersonnelListState } from './personnel-list-state';
import { DownloadButton } from '../../components/busy-button';

const KIND_COLORS: Record<TEmploymentKind, string> = { faculty: 'indigo', staff: 'blue', job_order: 'orange', casual: 'grape' };

export function EmploymentKindBadge({ kind }: { kind: TEmploymentKind }) {
  return (
    <Badge color={KIND_COLORS[kind]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {EMPLOYMENT_KIND_LABELS[kind]}
    </Badge>
  );
}

type Props = {
  title: string;
  description: string;
  /** A list of one kind only (the job orders of /joborders/list): no kind filter. */
  fixedKind?: TEmploymentKind;
};

/**
 * The personnel list of /personnels and /joborders/list: search by name or employee number,
 * filters kept in the address, paging, the Excel export of what the filters match, and each
 * row's records. Holders of JO alone see job orders only (the server enforces it) and cannot
 * open the records themselves.
 */
export function PersonnelList({ title, description, fixedKind }: Props) {
  const list = usePersonnelListState({ fixedKind });
  const { filters } = list;
  const personnels = usePersonnelList({ ...filters, page: list.page, per_page: TABLE_PAGE_SIZE });
  const campuses = useCampusOptions();
  const departments = useEveryDepartment();
  const navigate = useNavigate();
  const { user } = useSignedInUser();
  const isHr = user.allowed_views.includes('PERSONNELS');
  const canOpen = isHr || user.allowed_views.includes('PDS-CHECKING');

  const departmentOptions = (departments.data ?? [])
    .filter((d) => !filters.campus_id || d.campus_id === filters.campus_id)
    .map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }));

  const columns: Column<TPersonnel>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (p) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {p.fullname}
          </Text>
          <Text fz="xs" c="dimmed">
            {idnoLabel(p.idno)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'campus',
      header: 'Campus',
      width: 90,
      render: (p) => (
        <Text fz="sm" title={p.campus.name}>
          {p.campus.acronym}
        </Text>
      ),
    },
    {
      key: 'department',
      header: 'Department',
      render: (p) =>
        p.department ? (
          <Text fz="sm" title={p.department.fullname}>
            {p.department.acronym}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            Not set
          </Text>
        ),
    },
    { key: 'position', header: 'Position', render: (p) => <Text fz="sm">{p.position?.name ?? '—'}</Text> },
    { key: 'kind', header: 'Kind', width: 110, render: (p) => <EmploymentKindBadge kind={p.employment_kind} /> },
    { key: 'status', header: 'Status', width: 100, render: (p) => <ActiveBadge active={p.is_active} /> },
    {
      key: 'actions',
      header: '',
      width: 56,
      align: 'right',
      render: (p) => (
        <RowActions
          subject={p.fullname}
          actions={[
            { label: 'Open record', icon: IconUserSquareRounded, onClick: () => void navigate(`/personnels/${p.id}`), hidden: !canOpen },
            { label: 'Service record', icon: IconHistory, onClick: () => void navigate(`/personnels/${p.id}/service_record`), hidden: !isHr },
            {
              label: 'Reclassification / reappointment',
              icon: IconArrowsExchange,
              onClick: () => void navigate(`/personnels/${p.id}/reclassification-reappoint`),
              hidden: !isHr,
            },
            {
              label: 'Print PDS',
              icon: IconFileTypePdf,
              onClick: () => void openPdsPdf(p.id).catch(() => undefined),
              hidden: !canOpen,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Group gap="sm">
            <DownloadButton save={() => exportPersonnel(filters)}>Export to Excel</DownloadButton>
            {isHr ? (
              <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate('/personnels/new')}>
                New personnel
              </Button>
            ) : null}
          </Group>
        }
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search name or employee no." w={{ base: '100%', sm: 250 }} />
        <Select
          aria-label="Campus"
          placeholder="Every campus"
          clearable
          data={campuses}
          value={filters.campus_id ? String(filters.campus_id) : null}
          onChange={list.setCampus}
          w={{ base: '100%', sm: 160 }}
        />
        <Select
          aria-label="Department"
          placeholder="Every department"
          clearable
          searchable
          nothingFoundMessage="No department on this campus"
          data={departmentOptions}
          value={filters.department_id ? String(filters.department_id) : null}
          onChange={list.setDepartment}
          w={{ base: '100%', sm: 210 }}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          clearable
          data={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          value={filters.status ?? null}
          onChange={(value) => list.setStatus(value)}
          w={{ base: '100%', sm: 150 }}
        />
        {fixedKind ? null : (
          <Select
            aria-label="Employment kind"
            placeholder="Every kind"
            clearable
            data={EMPLOYMENT_KINDS.map((kind) => ({ value: kind, label: EMPLOYMENT_KIND_LABELS[kind] }))}
            value={filters.kind ?? null}
            onChange={(value) => list.setKind(value)}
            w={{ base: '100%', sm: 130 }}
          />
        )}
      </Group>
      <DataTable
        label={title}
        columns={columns}
        rows={personnels.data?.personnels}
        rowKey={(p) => p.id}
        loading={personnels.isPending}
        meta={personnels.data?.meta}
        onPageChange={list.setPage}
        onRowClick={canOpen ? (p) => void navigate(`/personnels/${p.id}`) : undefined}
        minWidth={860}
        emptyTitle={list.filtered ? 'No one matches the search and filters' : 'No personnel records yet'}
        emptyDescription={list.filtered ? 'Clear a filter or search with another name or employee number.' : undefined}
      />
    </Stack>
  );
}
