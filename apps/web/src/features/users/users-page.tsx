import { Button, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { useModalFor } from '../../components/form-modal';
import { SignInHistoryDrawer } from './sign-in-history-drawer';
import { UserAccountsList } from './user-accounts-list';
import { UserFormModal } from './user-form-modal';
import type { TUserAccount } from './users.api';

/** /settings/admin/users: staff accounts, their roles and personnel records. */
export function UsersPage() {
  const form = useModalFor<TUserAccount>();
  const history = useModalFor<TUserAccount>();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Users"
        description="Staff accounts: who may sign in, with which roles, linked to which personnel record."
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => form.open()}>
            New user
          </Button>
        }
      />
      <UserAccountsList kind="staff" onEdit={form.open} onShowHistory={history.open} />
      <UserFormModal key={form.key} user={form.subject} opened={form.opened} onClose={form.close} />
      <SignInHistoryDrawer user={history.subject} opened={history.opened} onClose={history.close} />
    </Stack>
  );
}
