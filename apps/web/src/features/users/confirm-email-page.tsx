import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formErrorsOf } from '../../lib/field-errors';
import { AuthLayout } from '../auth/auth-layout';
import { useConfirmEmailChange } from './users.api';

/**
 * /confirm-email?token=…: the link e-mailed to a new sign-in address. The address changes only when
 * its owner presses the button: mail scanners that open links must not confirm it for them.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const refusal = confirm.isError
    ? (formErrorsOf(confirm.error).token ?? formErrorsOf(confirm.error).form ?? 'The address could not be confirmed. Try again later.')
    : null;

  return (
    <AuthLayout title="Confirm your new sign-in address">
      {!token ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          This link is incomplete. Open the link from the e-mail again.
        </Alert>
      ) : confirm.data ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
            {confirm.data.message}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            Sign in
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          {refusal ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              {refusal}
            </Alert>
          ) : (
            <Text>Your HRIS sign-in address is to change to the address this link was sent to. Confirm it to sign in with it from now on.</Text>
          )}
          {refusal ? null : (
            <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending} fullWidth>
              Confirm the new address
            </Button>
          )}
        </Stack>
      )}
    </AuthLayout>
  );
}
