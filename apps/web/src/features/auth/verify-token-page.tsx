import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { PASSWORD_HINT, ZResetPasswordBody } from '@hris/contracts';
import { errorsFromServer } from '../../lib/field-errors';
import { useContractForm } from '../../lib/use-contract-form';
import { AuthLayout } from './auth-layout';
import { useResetPassword } from './auth.api';

/** /verify_token?token=…: sets a new password from the e-mailed reset link. */
export function VerifyTokenPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useContractForm(ZResetPasswordBody, {
    initialValues: { password: '', password_confirmation: '' },
    toInput: (values) => ({ ...values, token }),
  });
  const { errors } = form;

  // The answer is shown on the page (not a toast): where to go next.
  const submit = form.onSubmit(() => {
    const body = form.validate();
    if (body) reset.mutate(body, { onSuccess: () => form.reset(), onError: (error) => form.setErrors(errorsFromServer(error.fieldErrors)) });
  });

  if (!token) {
    return (
      <AuthLayout title="Set a new password">
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            This link is incomplete. Open the link from the e-mail again, or ask for a new one.
          </Alert>
          <Anchor component={Link} to="/forgot_password" fz="sm">
            Ask for a new link
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Set a new password" subtitle={PASSWORD_HINT}>
      {reset.data ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
            {reset.data.message}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            Go to sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              {...form.getInputProps('password')}
              error={errors.password ?? errors.token}
              required
              autoFocus
            />
            <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps('password_confirmation')} required />
            <Button type="submit" fullWidth loading={reset.isPending}>
              Save new password
            </Button>
            <Anchor component={Link} to="/login" fz="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
