import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { ZResendVerificationBody } from '@hris/contracts';
import { formErrorsOf } from '../../lib/field-errors';
import { useContractForm } from '../../lib/use-contract-form';
import { AuthLayout } from '../auth/auth-layout';
import { useResendVerification, useVerifyEmail } from './jobs.api';

/** A refused or expired link: ask for a new one by e-mail address. */
function AskForNewLink() {
  const resend = useResendVerification();
  const form = useContractForm(ZResendVerificationBody, { initialValues: { email: '' }, warnOnLeave: !resend.isSuccess });
  // The answer replaces the form (no toast), so it is sent here rather than through form.save.
  const submit = () => {
    const body = form.validate();
    if (body) resend.mutate(body.email, { onError: (failure) => form.setErrors(formErrorsOf(failure)) });
  };
  if (resend.data) {
    return (
      <Alert color="green" variant="light">
        {resend.data.message}
      </Alert>
    );
  }
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Your e-mail address"
          type="email"
          {...form.getInputProps('email')}
          // A refusal that names no field is about the address too.
          error={form.errors.email ?? form.errors.form}
          required
        />
        <Button type="submit" variant="default" loading={resend.isPending}>
          Send a new link
        </Button>
      </Stack>
    </form>
  );
}

/** /jobs/verify_email?token=…: the link from the registration e-mail proves the address. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development: a token is good for one use.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const refusal = verify.isError
    ? (formErrorsOf(verify.error).token ?? formErrorsOf(verify.error).form ?? 'This link is invalid or has expired. Ask for a new one.')
    : null;

  return (
    <AuthLayout title="Verify your e-mail address">
      {!token ? (
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            This link is incomplete. Open the link from the e-mail again, or ask for a new one.
          </Alert>
          <AskForNewLink />
        </Stack>
      ) : verify.data ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
            {verify.data.message}
          </Alert>
          <Button component={Link} to="/login?redirect=%2Fjobs%2Fprofile" fullWidth>
            Sign in
          </Button>
          <Text fz="sm" c="dimmed" ta="center">
            After signing in, fill in your profile, then apply from the job board.
          </Text>
        </Stack>
      ) : refusal ? (
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {refusal}
          </Alert>
          <AskForNewLink />
        </Stack>
      ) : (
        <Stack align="center" gap="sm" py="md">
          <Loader role="status" aria-label="Verifying" />
          <Text c="dimmed">Verifying your e-mail address…</Text>
        </Stack>
      )}
    </AuthLayout>
  );
}
