import { Badge, Group, Stack, Text, Select, SegmentedControl } from '@mantine/core';
import { IconEdit, IconHistory, IconKey, IconMailForward, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { RowActions, type RowAction } from '../../components/row-actions';
import { SearchField } from '../../components/search-field';
import { ActiveBadge } from '../../components/status-badge';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { showSuccessToast } from '../../lib/toasts';
import { useAllRoles } from '../roles/roles.api';
import { useAccountAction, useUserList, type TAccountAction, type TUserAccount, type TUserKind } from './users.api';

type Props = {
  kind: TUserKind;
  onEdit?: (user: TUserAccount) => void;
  onShowHistory: (user: TUserAccount) => void;
};

type StatusFilter = 'all' | 'active' | 'inactive';

const CONFIRMATIONS: Record<
  Exclude<TAccountAction, 'resend-invitation'>,
  { title: string; label: string; danger: boolean; message: (name: string) => string }
> = {
  deactivate: {
    title: 'Deactivate user',
    label: 'Deactivate',
    danger: true,
    message: (name) => `Deactivate ${name}? They can no longer sign in until the account is reactivated.`,
  },
  reactivate: { title: 'Reactivate user', label: 'Reactivate', danger: false, message: (name) => `Reactivate ${name}? They can sign in again.` },
  'reset-2fa': {
    title: 'Reset two-factor sign-in',
    label: 'Reset 2FA',
    danger: true,
    message: (name) => `Reset the two-factor sign-in of ${name}? Their next sign-in sets it up again.`,
  },
};

function LastSignIn({ at }: { at: string | null }) {
  if (!at)
    return (
      <Text fz="sm" c="dimmed">
        Never
      </Text>
    );
  return (
    <Text fz="sm" title={formatDateTime(at)}>
      {formatRelative(at)}
    </Text>
  );
}

/** The user accounts of one kind (staff or self-registered applicants) with their account actions. */
export function UserAccountsList({ kind, onEdit, onShowHistory }: Props) {
  const list = useListState<{ status: StatusFilter; role: string | null }>({ status: 'all', role: null });
  const { status, role } = list.filters;
  const users = useUserList({
    kind,
    term: list.term,
    page: list.page,
    per_page: TABLE_PAGE_SIZE,
    is_active: status === 'all' ? undefined : status === 'active',
    role_id: role ? Number(role) : undefined,
  });
  const roles = useAllRoles();
  const act = useAccountAction();
  const confirm = useConfirm();

  const run = (user: TUserAccount, action: TAccountAction) => {
    if (action === 'resend-invitation') {
      act.mutate({ id: user.id, action }, { onSuccess: (answer) => showSuccessToast(answer.message) });
      return;
    }
    const confirmation = CONFIRMATIONS[action];
    confirm({
      title: confirmation.title,
      message: confirmation.message(user.name),
      confirmLabel: confirmation.label,
      danger: confirmation.danger,
      onConfirm: () => act.mutateAsync({ id: user.id, action }).then((answer) => showSuccessToast(answer.message)),
    });
  };

  const actionsOf = (user: TUserAccount): RowAction[] => [
    { label: 'Edit', icon: IconEdit, onClick: () => onEdit?.(user), hidden: !onEdit },
    { label: 'Sign-in history', icon: IconHistory, onClick: () => onShowHistory(user) },
    {
      label: 'Resend invitation',
      icon: IconMailForward,
      onClick: () => run(user, 'resend-invitation'),
      hidden: kind !== 'staff' || user.last_sign_in_at !== null,
    },
    { label: 'Reset 2FA', icon: IconKey, onClick: () => run(user, 'reset-2fa'), hidden: kind !== 'staff' },
    user.is_active
      ? { label: 'Deactivate', icon: IconUserOff, onClick: () => run(user, 'deactivate'), danger: true }
      : { label: 'Reactivate', icon: IconUserCheck, onClick: () => run(user, 'reactivate') },
  ];

  const columns: Column<TUserAccount>[] = [
    {
      key: 'name',
      header: kind === 'staff' ? 'User' : 'Applicant',
      render: (user) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {user.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {user.email}
          </Text>
          {user.pending_email ? (
            <Text fz="xs" c="orange.8" title="The address changes when its owner opens the link e-mailed to it (within 24 hours).">
              {`Changing to ${user.pending_email}: waits for confirmation`}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    ...(kind === 'staff'
      ? [
          {
            key: 'roles',
            header: 'Roles',
            render: (user: TUserAccount) => (
              <Group gap={4}>
                {user.roles.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    No roles
                  </Text>
                ) : null}
                {user.roles.map((r) => (
                  <Badge key={r.id} variant="light" size="sm" tt="none">
                    {r.name}
                  </Badge>
                ))}
              </Group>
            ),
          },
          {
            key: 'personnel',
            header: 'Personnel record',
            render: (user: TUserAccount) =>
              user.personnel ? (
                <Text fz="sm">
                  {user.personnel.fullname}
                  {user.personnel.department_acronym ? <Text span c="dimmed" fz="xs">{` · ${user.personnel.department_acronym}`}</Text> : null}
                </Text>
              ) : (
                <Text fz="sm" c="dimmed">
                  Not linked
                </Text>
              ),
          },
        ]
      : [{ key: 'created', header: 'Registered', render: (user: TUserAccount) => <Text fz="sm">{formatDateTime(user.created_at)}</Text> }]),
    { key: 'last', header: 'Last sign-in', width: 130, render: (user) => <LastSignIn at={user.last_sign_in_at} /> },
    { key: 'status', header: 'Status', width: 100, render: (user) => <ActiveBadge active={user.is_active} /> },
    { key: 'actions', header: '', width: 56, align: 'right', render: (user) => <RowActions subject={user.name} actions={actionsOf(user)} /> },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search by name or e-mail" w={{ base: '100%', sm: 320 }} />
        {kind === 'staff' ? (
          <Select
            aria-label="Role"
            placeholder="Every role"
            clearable
            data={(roles.data?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            value={role}
            onChange={(value) => list.setFilter('role', value)}
            w={{ base: '100%', sm: 200 }}
          />
        ) : null}
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
        label={kind === 'staff' ? 'Users' : 'Applicant accounts'}
        columns={columns}
        rows={users.data?.users}
        rowKey={(user) => user.id}
        loading={users.isPending}
        meta={users.data?.meta}
        onPageChange={list.setPage}
        minWidth={860}
        emptyTitle={list.term || status !== 'all' || role ? 'No account matches the filters' : 'No accounts yet'}
      />
    </Stack>
  );
}
