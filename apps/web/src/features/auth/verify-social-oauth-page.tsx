import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MESSAGES } from '@hris/contracts';
import { setToken } from '../../lib/session';
import { AuthLayout } from './auth-layout';
import { useSocialSignIn, type TSignedIn } from './auth.api';
import type { TChallenge } from './credentials-step';
import { TwoFactorStep } from './two-factor-step';

/**
 * /verify_social_oauth: the provider sends the user back here with code, state, … Unless the provider ran
 * its own MFA, the e-mailed code is asked next, as after a password.
 */
export function VerifySocialOAuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSocialSignIn();
  const started = useRef(false);
  const [challenge, setChallenge] = useState<TChallenge | null>(null);

  useEffect(() => {
    // The provider's code is single-use: never send it twice (React runs effects twice in development).
    if (started.current) return;
    started.current = true;
    signIn.mutate(Object.fromEntries(params.entries()), {
      onSuccess: (answer) => {
        if ('token' in answer) void navigate('/dashboard', { replace: true });
        else setChallenge({ userId: answer.user_id, challenge: answer.challenge, email: answer.email, message: answer.message, codeSent: answer.code_sent });
      },
    });
  }, [params, navigate, signIn]);

  const enter = (signedIn: TSignedIn) => {
    setToken(signedIn.token);
    void navigate('/dashboard', { replace: true });
  };

  if (challenge) {
    return (
      <AuthLayout title="Two-factor verification" subtitle="One more step to keep your records safe.">
        <TwoFactorStep challenge={challenge} onSignedIn={enter} onUseAnotherAccount={() => void navigate('/login', { replace: true })} />
      </AuthLayout>
    );
  }

  return (
    // Cancelled at the provider, an old or replayed link, another browser: the server's message says which.
    <AuthLayout title={signIn.isError ? 'Sign-in not completed' : 'Signing you in'}>
      {signIn.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {signIn.error.body.message}
          </Alert>
          <Anchor component={Link} to="/login" fz="sm">
            {MESSAGES.backToLogin}
          </Anchor>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" py="md">
          <Loader />
          <Text c="dimmed" fz="sm">
            Checking your account with the provider…
          </Text>
        </Stack>
      )}
    </AuthLayout>
  );
}
