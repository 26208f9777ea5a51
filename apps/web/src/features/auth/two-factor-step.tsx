import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck, IconShieldLock } from '@tabler/icons-react';
import { showSuccessToast } from '../../lib/toasts';
import { useResendCode, useVerifyCode, type TSignedIn } from './auth.api';
import type { TChallenge } from './credentials-step';

type Props = {
  challenge: TChallenge;
  onSignedIn: (signedIn: TSignedIn) => void;
  onUseAnotherAccount: () => void;
};

/** Second sign-in step: the 6-digit code that was e-mailed to the user. */
export function TwoFactorStep({ challenge, onSignedIn, onUseAnotherAccount }: Props) {
  const [code, setCode] = useState('');
  const verify = useVerifyCode();
  const resend = useResendCode();
  const trimmedCode = code.trim(); // SPEC.md §5: the two-factor code is trimmed

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate({ code: trimmedCode, id: challenge.userId }, { onSuccess: onSignedIn });
  };

  const resendCode = () =>
    resend.mutate(challenge.userId, {
      onSuccess: (answer) => showSuccessToast(answer.message || 'A new code has been sent to your e-mail.'),
    });

  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconMailCheck size={18} />}>
        {challenge.message || 'We sent a verification code to your e-mail.'}
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
            onChange={(event) => setCode(event.currentTarget.value)}
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
