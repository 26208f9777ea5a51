import { Link } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { PASSWORD_HINT, ZApplicantRegisterBody, type TApplicantRegisterBody } from '@hris/contracts';
import { formErrorsOf } from '../../lib/field-errors';
import { useContractForm } from '../../lib/use-contract-form';
import { AuthLayout } from '../auth/auth-layout';
import { useRegisterApplicant, useResendVerification } from './jobs.api';

const EMPTY: TApplicantRegisterBody = {
  email: '',
  password: '',
  password_confirmation: '',
  first_name: '',
  middle_name: '',
  last_name: '',
  name_extension: '',
  mobile_no: '',
};

/** After registering: the link is on its way; it may be sent again. */
function CheckYourEmail({ email, message }: { email: string; message: string }) {
  const resend = useResendVerification();
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} title="Check your e-mail">
        {message}
      </Alert>
      <Text fz="sm" c="dimmed">
        The link is good for 48 hours. Not in your inbox? Look in the spam folder, or have it sent again.
      </Text>
      {resend.data ? (
        <Text fz="sm" c="green.8">
          {resend.data.message}
        </Text>
      ) : null}
      <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate(email)}>
        Send the link again
      </Button>
      <Button component={Link} to="/login">
        Go to sign in
      </Button>
    </Stack>
  );
}

/** /jobs/register: a job applicant makes an account; it opens once the e-mail address is proven. */
export function RegisterPage() {
  const register = useRegisterApplicant();
  // Once registered, the page says what happens next in place of the form: nothing is left unsaved.
  const form = useContractForm(ZApplicantRegisterBody, { initialValues: EMPTY, warnOnLeave: !register.isSuccess });
  const { errors } = form;

  // The answer is shown on the page (no toast), so the registration is sent here rather than through form.save.
  const submit = () => {
    const checked = form.validate();
    if (!checked) return;
    const { middle_name, name_extension, mobile_no } = checked;
    const body = { ...checked, middle_name: middle_name || null, name_extension: name_extension || null, mobile_no: mobile_no || null };
    register.mutate(body, { onError: (error) => form.setErrors(formErrorsOf(error)) });
  };

  if (register.data) {
    return (
      <AuthLayout title="Almost done">
        <CheckYourEmail email={form.values.email.trim().toLowerCase()} message={register.data.message} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Register as a job applicant" subtitle="For applicants from outside the university. Employees sign in with their own account.">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          {errors.form ? (
            <Alert color="red" variant="light">
              {errors.form}
            </Alert>
          ) : null}
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="First name" required autoComplete="given-name" autoFocus {...form.getInputProps('first_name')} />
            <TextInput label="Middle name" autoComplete="additional-name" {...form.getInputProps('middle_name')} />
            <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('last_name')} />
            <TextInput label="Name extension" description="Jr., Sr., III" {...form.getInputProps('name_extension')} />
          </SimpleGrid>
          <TextInput
            label="E-mail address"
            type="email"
            required
            autoComplete="email"
            description="We send a link to verify it"
            {...form.getInputProps('email')}
          />
          <TextInput label="Mobile number" autoComplete="tel" placeholder="09XX XXX XXXX" {...form.getInputProps('mobile_no')} />
          <PasswordInput label="Password" required autoComplete="new-password" description={PASSWORD_HINT} {...form.getInputProps('password')} />
          <PasswordInput label="Confirm password" required autoComplete="new-password" {...form.getInputProps('password_confirmation')} />
          <Button type="submit" fullWidth loading={register.isPending} mt="xs">
            Create my account
          </Button>
          <Text fz="sm" ta="center">
            Already registered?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>{' '}
            ·{' '}
            <Anchor component={Link} to="/jobs">
              Job openings
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
