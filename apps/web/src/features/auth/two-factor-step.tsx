import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck, IconMailExclamation, IconShieldLock } from '@tabler/icons-react';
import { MESSAGES } from '@hris/contracts';
import { showSuccessToast } from '../../lib/toasts';
import { useResendCode, useVerifyCode, type TSignedIn } from './auth.api';
import type { TChallenge } from './credentials-step';

type Props = {
  challenge: TChallenge;
  onSignedIn: (signedIn: TSignedIn) => void;
  onUseAnotherAccount: () => void;
};

/**
 * Second sign-in step: the 6-digit code that was e-mailed to the user, sent with the challenge of the
 * password step. A sign-in lives 5 minutes and 5 wrong codes; once over, the form says so and leads back
 * to the password. When the mail server could not take the code yet (it is retried), the step says so
 * instead of "we sent": the code may still arrive within the sign-in's 5 minutes.
 */
export function TwoFactorStep({ challenge, onSignedIn, onUseAnotherAccount }: Props) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [delivery, setDelivery] = useState({ sent: challenge.codeSent, message: challenge.message });
  const verify = useVerifyCode();
  const resend = useResendCode();
  const trimmedCode = code.trim(); // SPEC.md §5: the two-factor code is trimmed

  const refused = (message: string | undefined) => {
    if (message === MESSAGES.signInExpired) setExpired(true);
    else setCodeError(message ?? MESSAGES.invalidCode);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCodeError(null);
    verify.mutate(
      { code: trimmedCode, id: challenge.userId, challenge: challenge.challenge },
      { onSuccess: onSignedIn, onError: (error) => refused(error.fieldErrors?.code?.[0] ?? error.message) },
    );
  };

  const resendCode = () =>
    resend.mutate(
      { id: challenge.userId, challenge: challenge.challenge },
      {
        onSuccess: (answer) => {
          setDelivery({ sent: answer.code_sent, message: answer.message });
          if (answer.code_sent) showSuccessToast(answer.message || 'A new code has been sent to your e-mail.');
        },
        onError: (error) => {
          if (error.status === 422) refused(error.fieldErrors?.code?.[0] ?? error.message);
        },
      },
    );

  if (expired) {
    return (
      <Stack gap="md">
        <Alert variant="light" color="orange" icon={<IconAlertTriangle size={18} />}>
          {MESSAGES.signInExpired}
        </Alert>
        <Button fullWidth size="md" onClick={onUseAnotherAccount}>
          Sign in again
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Alert
        variant="light"
        color={delivery.sent ? 'blue' : 'orange'}
        icon={delivery.sent ? <IconMailCheck size={18} /> : <IconMailExclamation size={18} />}
        role={delivery.sent ? undefined : 'alert'}
      >
        {delivery.sent ? delivery.message || 'We sent a verification code to your e-mail.' : MESSAGES.codeNotSentYet}
        <Text fz="sm" c="dimmed" mt={4}>
          Signing in as <b>{challenge.email}</b>
        </Text>
      </Alert>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Verification code"
            description="Enter the 6-digit code from the e-mail"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={12}
            leftSection={<IconShieldLock size={16} />}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(null);
            }}
            error={codeError}
            styles={{ input: { letterSpacing: '0.3em', fontWeight: 600 } }}
            autoFocus
          />
          <Button type="submit" fullWidth size="md" loading={verify.isPending} disabled={trimmedCode.length === 0}>
            Verify and sign in
          </Button>
        </Stack>
      </form>
      <Group justify="space-between">
        <Button variant="subtle" size="compact-sm" onClick={onUseAnotherAccount}>
          Use another account
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={resendCode} loading={resend.isPending}>
          Resend code
        </Button>
      </Group>
    </Stack>
  );
}
