import { Navigate } from 'react-router';
import { Badge, Button, Grid, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck, IconEdit, IconList, IconPlus, IconTrash } from '@tabler/icons-react';
import { removeFilePrompt, type TLookupStatus } from '@hris/contracts';
import { useCurrentRoute } from '../../lib/current-route';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { SearchField } from '../../components/search-field';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { showSuccessToast } from '../../lib/toasts';
import { DegreeMajorsDrawer } from './degree-majors-drawer';
import { ReferenceItemFormModal } from './reference-item-form-modal';
import { ReferenceListsNavigator } from './reference-lists-navigator';
import { nameOf, shapeOf, useApproveReferenceItem, useReferenceList, useRemoveReferenceItem, type TReferenceItem } from './reference-lists.api';
import { referenceListAt, withArticle, type ExtraField, type ReferenceList } from './reference-lists.config';

type StatusFilter = 'all' | TLookupStatus;

function extraCell(extra: ExtraField, item: TReferenceItem) {
  const value = item[extra.field];
  switch (extra.kind) {
    case 'boolean':
      return value === true ? (
        <Badge variant="light" color="teal" radius="sm">
          Yes
        </Badge>
      ) : (
        <Text fz="sm" c="dimmed">
          No
        </Text>
      );
    case 'choice':
      return (
        extra.options.find((option) => option.value === value)?.label ?? (
          <Text fz="sm" c="dimmed">
            —
          </Text>
        )
      );
    case 'number':
    case 'degree-level':
    case 'text':
      return value === null || value === undefined || value === '' ? (
        <Text fz="sm" c="dimmed">
          —
        </Text>
      ) : typeof value === 'string' || typeof value === 'number' ? (
        String(value)
      ) : (
        JSON.stringify(value)
      );
  }
}

function StatusBadge({ status }: { status: TLookupStatus | undefined }) {
  if (status === 'pending')
    return (
      <Badge color="orange" variant="light" radius="sm">
        Pending
      </Badge>
    );
  return (
    <Badge color="teal" variant="light" radius="sm">
      Approved
    </Badge>
  );
}

/** One reference list: search, pages, add, edit, remove, and approve where employees propose entries. */
function ReferenceListView({ list }: { list: ReferenceList }) {
  const state = useListState<{ status: StatusFilter }>({ status: 'all' }, { minLength: list.searchMinLength });
  const status = state.filters.status;
  const items = useReferenceList(list, { term: state.term, page: state.page, per_page: TABLE_PAGE_SIZE, status: status === 'all' ? undefined : status });
  const form = useModalFor<TReferenceItem>();
  const majors = useModalFor<{ id: number; name: string }>();
  const remove = useRemoveReferenceItem(list);
  const approve = useApproveReferenceItem(list);
  const confirm = useConfirm();
  const approvable = shapeOf(list).approvable === true;

  const askRemove = (item: TReferenceItem) =>
    confirm({
      title: `Remove ${withArticle(list.singular)}`,
      message: removeFilePrompt(nameOf(list, item)),
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => remove.mutateAsync(item.id).then((answer) => showSuccessToast(answer.message)),
    });

  const columns: Column<TReferenceItem>[] = [
    {
      key: 'name',
      header: list.nameLabel,
      render: (item) => (
        <Text fz="sm" fw={500}>
          {nameOf(list, item)}
        </Text>
      ),
    },
    ...(list.extras ?? [])
      .filter((extra) => !extra.formOnly)
      .map((extra) => ({ key: extra.field, header: extra.label, width: 170, render: (item: TReferenceItem) => extraCell(extra, item) })),
    ...(approvable ? [{ key: 'status', header: 'Status', width: 110, render: (item: TReferenceItem) => <StatusBadge status={item.status} /> }] : []),
    {
      key: 'actions',
      header: '',
      width: approvable ? 140 : 56,
      align: 'right',
      render: (item) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {approvable && item.status === 'pending' ? (
            <Button
              size="compact-sm"
              variant="light"
              color="teal"
              leftSection={<IconCheck size={14} />}
              loading={approve.isPending && approve.variables === item.id}
              onClick={(event) => {
                event.stopPropagation();
                approve.mutate(item.id, { onSuccess: (answer) => showSuccessToast(answer.message) });
              }}
            >
              Approve
            </Button>
          ) : null}
          <RowActions
            subject={nameOf(list, item)}
            actions={[
              { label: 'Majors', icon: IconList, onClick: () => majors.open({ id: item.id, name: nameOf(list, item) }), hidden: !list.withMajors },
              { label: 'Edit', icon: IconEdit, onClick: () => form.open(item) },
              { label: 'Remove', icon: IconTrash, onClick: () => askRemove(item), danger: true },
            ]}
          />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={list.title} description={list.description} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap" style={{ flex: 1 }}>
          <SearchField value={state.typed} onChange={state.setTyped} placeholder={`Search ${list.title.toLowerCase()}`} w={{ base: '100%', sm: 320 }} />
          {approvable ? (
            <SegmentedControl
              aria-label="Status"
              value={status}
              onChange={(value) => state.setFilter('status', value)}
              data={[
                { value: 'all', label: 'All' },
                { value: 'approved', label: 'Approved' },
                { value: 'pending', label: 'Pending' },
              ]}
            />
          ) : null}
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => form.open()}>
          Add {list.singular}
        </Button>
      </Group>
      <DataTable
        label={list.title}
        columns={columns}
        rows={items.data?.items}
        rowKey={(item) => item.id}
        loading={items.isPending}
        meta={items.data?.meta}
        onPageChange={state.setPage}
        minWidth={560}
        emptyTitle={state.term || status !== 'all' ? `No ${list.title.toLowerCase()} match` : `No ${list.title.toLowerCase()} yet`}
        emptyDescription={state.term ? 'Try another spelling, or add it.' : undefined}
      />
      <ReferenceItemFormModal key={form.key} list={list} item={form.subject} opened={form.opened} onClose={form.close} />
      {list.withMajors ? <DegreeMajorsDrawer degree={majors.subject} opened={majors.opened} onClose={majors.close} /> : null}
    </Stack>
  );
}

/** Every reference list route (the table in reference-lists.config) renders this page. */
export function ReferenceListPage() {
  const route = useCurrentRoute();
  const list = route ? referenceListAt(route.path) : undefined;
  if (!list) return <Navigate to="/404" replace />;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <ReferenceListsNavigator active={list} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <ReferenceListView key={list.path} list={list} />
      </Grid.Col>
    </Grid>
  );
}
