import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMail, IconMailForward } from '@tabler/icons-react';
import { AuthLayout } from './auth-layout';
import { useForgotPassword } from './auth.api';

/** /forgot_password: asks for a reset link. The answer is the same whether or not the address exists. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate(email.trim());
  };

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
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="E-mail address"
              type="email"
              name="email"
              autoComplete="email"
              leftSection={<IconMail size={16} />}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
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
