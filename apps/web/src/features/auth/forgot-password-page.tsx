import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMail, IconMailForward } from '@tabler/icons-react';
import { ZForgotPasswordBody } from '@hris/contracts';
import { useContractForm } from '../../lib/use-contract-form';
import { AuthLayout } from './auth-layout';
import { useForgotPassword } from './auth.api';

/** /forgot_password: asks for a reset link. The answer is the same whether or not the address exists. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  // One address typed on the way to a link: nothing to lose by leaving.
  const form = useContractForm(ZForgotPasswordBody, { initialValues: { email: '' }, warnOnLeave: false });
  const email = form.values.email;

  return (
    <AuthLayout title="Forgot password" subtitle="We will e-mail you a link to set a new password.">
      {forgot.data ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailForward size={18} />}>
            {forgot.data.message}
          </Alert>
          <Anchor component={Link} to="/login" fz="sm">
            Back to sign in
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(() => form.send(forgot, () => undefined))} noValidate>
          <Stack gap="md">
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="email"
              leftSection={<IconMail size={16} />}
              {...form.getInputProps('email')}
              required
              autoFocus
            />
            <Button type="submit" fullWidth loading={forgot.isPending} disabled={!email.trim()}>
              Send reset link
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
