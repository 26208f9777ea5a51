import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { removeFilePrompt } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { SearchField } from '../../components/search-field';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { showSuccessToast } from '../../lib/toasts';
import { RoleFormModal } from './role-form-modal';
import { useDeleteRole, useRoleList, type TRole } from './roles.api';

const VIEWS_SHOWN = 4;

/** /settings/admin/roles: the roles and the views each opens. */
export function RolesPage() {
  const list = useListState({});
  const roles = useRoleList({ term: list.term, page: list.page, per_page: TABLE_PAGE_SIZE });
  const modal = useModalFor<TRole>();
  const remove = useDeleteRole();
  const confirm = useConfirm();

  const askDelete = (role: TRole) =>
    confirm({
      title: 'Delete role',
      message: removeFilePrompt(role.name),
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => remove.mutateAsync(role.id).then((answer) => showSuccessToast(answer.message)),
    });

  const columns: Column<TRole>[] = [
    {
      key: 'name',
      header: 'Role',
      render: (role) => (
        <Text fw={600} fz="sm">
          {role.name}
        </Text>
      ),
    },
    {
      key: 'views',
      header: 'Views',
      render: (role) => (
        <Group gap={4}>
          {role.views.slice(0, VIEWS_SHOWN).map((view) => (
            <Badge key={view} variant="light" color="gray" size="sm" tt="none">
              {view}
            </Badge>
          ))}
          {role.views.length > VIEWS_SHOWN ? (
            <Badge variant="outline" color="gray" size="sm" tt="none">
              +{role.views.length - VIEWS_SHOWN} more
            </Badge>
          ) : null}
          {role.views.length === 0 ? (
            <Text fz="sm" c="dimmed">
              No views
            </Text>
          ) : null}
        </Group>
      ),
    },
    { key: 'count', header: 'Number of views', align: 'right', width: 160, render: (role) => role.views.length },
    { key: 'users', header: 'Users', align: 'right', width: 90, render: (role) => role.users_count },
    {
      key: 'actions',
      header: '',
      width: 56,
      align: 'right',
      render: (role) => (
        <RowActions
          subject={role.name}
          actions={[
            { label: 'Edit', icon: IconEdit, onClick: () => modal.open(role) },
            { label: 'Delete', icon: IconTrash, onClick: () => askDelete(role), danger: true },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Roles"
        description="A role opens a set of views; users get the modules of every role they hold."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open()}>
            New role
          </Button>
        }
      />
      <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search roles by name" maw={360} />
      <DataTable
        label="Roles"
        columns={columns}
        rows={roles.data?.roles}
        rowKey={(role) => role.id}
        loading={roles.isPending}
        meta={roles.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(role) => modal.open(role)}
        emptyTitle={list.term ? 'No role matches the search' : 'No roles yet'}
      />
      <RoleFormModal key={modal.key} role={modal.subject} opened={modal.opened} onClose={modal.close} />
    </Stack>
  );
}
