import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useModalFor } from '../../components/form-modal';
import { SignInHistoryDrawer } from './sign-in-history-drawer';
import { UserAccountsList } from './user-accounts-list';
import type { TUserAccount } from './users.api';

/** /settings/accounts: accounts job applicants registered themselves. */
export function ApplicantAccountsPage() {
  const history = useModalFor<TUserAccount>();
  return (
    <Stack gap="lg">
      <PageHeader title="Applicant accounts" description="Accounts job applicants registered themselves. Deactivate one to stop it from signing in." />
      <UserAccountsList kind="applicant" onShowHistory={history.open} />
      <SignInHistoryDrawer user={history.subject} opened={history.opened} onClose={history.close} />
    </Stack>
  );
}
