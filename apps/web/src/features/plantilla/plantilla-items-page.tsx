import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import type { TPlantillaItem } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { useModalFor } from '../../components/form-modal';
import { PersonCell } from '../../components/person-cell';
import { departmentSource, idnoLabel } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { RowActions } from '../../components/row-actions';
import { SearchField } from '../../components/search-field';
import { formatLongDate } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { PlantillaItemFormModal } from './plantilla-item-form-modal';
import { usePlantillaItems } from './plantilla.api';
import { DimmedText } from '../../components/dimmed-text';

type StatusFilter = 'all' | TPlantillaItem['status'];

const STATUS_LABELS = { vacant: 'Vacant', filled: 'Filled' } as const;

export function PlantillaStatusBadge({ status }: { status: TPlantillaItem['status'] }) {
  return (
    <Badge color={status === 'vacant' ? 'orange' : 'teal'} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** /plantilla/items: the university's authorized positions, each vacant or filled, and who holds it. */
export function PlantillaItemsPage() {
  const list = useListState<{ status: StatusFilter; department_id: number | null }>({ status: 'all', department_id: null });
  const { status, department_id } = list.filters;
  // The picker keeps the chosen office's label; the list state keeps only its id.
  const [office, setOffice] = useState<PickerOption | null>(null);
  const items = usePlantillaItems({
    term: list.term,
    status: status === 'all' ? undefined : status,
    department_id: department_id ?? undefined,
    page: list.page,
    per_page: TABLE_PAGE_SIZE,
  });
  const form = useModalFor<TPlantillaItem>();

  // Nine facts an item carries, in six columns, so the table fits beside the sidebar on a laptop.
  const columns: Column<TPlantillaItem>[] = [
    {
      key: 'item',
      header: 'Item no. and position',
      render: (i) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {i.item_no}
          </Text>
          <Text fz="sm">{i.position.name}</Text>
        </Stack>
      ),
    },
    {
      key: 'office',
      header: 'Office',
      render: (i) => (
        <Text fz="sm" title={i.department.fullname}>
          {i.department.acronym || i.department.fullname}
        </Text>
      ),
    },
    {
      key: 'grade',
      header: 'SG-Step',
      width: 96,
      render: (i) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {`${i.salary_grade}-${i.salary_step}`}
        </Text>
      ),
    },
    {
      key: 'level',
      header: 'Level and fund',
      render: (i) =>
        i.level || i.coverage ? (
          <Stack gap={0} maw={200}>
            {i.level ? <Text fz="sm">{i.level.name}</Text> : null}
            {i.coverage ? (
              <Text fz="xs" c="dimmed" lineClamp={2} title={i.coverage.name}>
                {i.coverage.name}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <DimmedText>—</DimmedText>
        ),
    },
    { key: 'status', header: 'Status', width: 112, render: (i) => <PlantillaStatusBadge status={i.status} /> },
    {
      key: 'incumbent',
      header: 'Incumbent',
      render: (i) =>
        i.incumbent ? (
          <PersonCell name={i.incumbent.fullname} details={[idnoLabel(i.incumbent.idno), i.filled_on ? `filled ${formatLongDate(i.filled_on)}` : null]} />
        ) : (
          <DimmedText>None</DimmedText>
        ),
    },
    {
      key: 'actions',
      header: '',
      width: 56,
      align: 'right',
      render: (i) => <RowActions subject={i.item_no} actions={[{ label: 'Edit', icon: IconEdit, onClick: () => form.open(i) }]} />,
    },
  ];

  const filtered = Boolean(list.term) || status !== 'all' || department_id !== null;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Plantilla Items"
        description="The authorized positions of the university. An item is filled by an appointment issued under Recruitment."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => form.open()}>
            New item
          </Button>
        }
      />
      <Group gap="sm" wrap="wrap" align="center">
        <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search item no., position or incumbent" w={{ base: '100%', sm: 320 }} />
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => list.setFilter('status', value)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'vacant', label: 'Vacant' },
            { value: 'filled', label: 'Filled' },
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
          w={{ base: '100%', sm: 300 }}
        />
      </Group>
      <DataTable
        label="Plantilla items"
        columns={columns}
        rows={items.data?.plantilla_items}
        rowKey={(i) => i.id}
        loading={items.isPending}
        meta={items.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(i) => form.open(i)}
        minWidth={860}
        emptyTitle={filtered ? 'No item matches the filters' : 'No plantilla items yet'}
        emptyDescription={filtered ? undefined : 'Add each authorized position of the approved plantilla with New item.'}
      />
      <PlantillaItemFormModal key={form.key} item={form.subject} opened={form.opened} onClose={form.close} />
    </Stack>
  );
}
