import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { PASSWORD_HINT, ZApplicantRegisterBody, type TApplicantRegisterBody } from '@hris/contracts';
import { errorsFromIssues, formErrorsOf, type FieldErrors } from '../../lib/field-errors';
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

type Field = keyof TApplicantRegisterBody;

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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const register = useRegisterApplicant();

  const input = (field: Field) => ({
    name: field,
    value: values[field] ?? '',
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZApplicantRegisterBody.safeParse(values);
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    const { middle_name, name_extension, mobile_no } = checked.data;
    const body = { ...checked.data, middle_name: middle_name || null, name_extension: name_extension || null, mobile_no: mobile_no || null };
    register.mutate(body, { onError: (error) => setErrors(formErrorsOf(error)) });
  };

  if (register.data) {
    return (
      <AuthLayout title="Almost done">
        <CheckYourEmail email={values.email.trim().toLowerCase()} message={register.data.message} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Register as a job applicant" subtitle="For applicants from outside the university. Employees sign in with their own account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {errors.form ? (
            <Alert color="red" variant="light">
              {errors.form}
            </Alert>
          ) : null}
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="First name" required autoComplete="given-name" autoFocus {...input('first_name')} />
            <TextInput label="Middle name" autoComplete="additional-name" {...input('middle_name')} />
            <TextInput label="Last name" required autoComplete="family-name" {...input('last_name')} />
            <TextInput label="Name extension" description="Jr., Sr., III" {...input('name_extension')} />
          </SimpleGrid>
          <TextInput label="E-mail address" type="email" required autoComplete="email" description="We send a link to verify it" {...input('email')} />
          <TextInput label="Mobile number" autoComplete="tel" placeholder="09XX XXX XXXX" {...input('mobile_no')} />
          <PasswordInput label="Password" required autoComplete="new-password" description={PASSWORD_HINT} {...input('password')} />
          <PasswordInput label="Confirm password" required autoComplete="new-password" {...input('password_confirmation')} />
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
