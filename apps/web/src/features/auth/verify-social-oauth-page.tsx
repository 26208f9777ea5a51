import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MESSAGES } from '@hris/contracts';
import { AuthLayout } from './auth-layout';
import { useSocialSignIn } from './auth.api';

/** /verify_social_oauth: the provider sends the user back here with code, state, … */
export function VerifySocialOAuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSocialSignIn();
  const started = useRef(false);

  useEffect(() => {
    // The provider's code is single-use: never send it twice (React runs effects twice in development).
    if (started.current) return;
    started.current = true;
    signIn.mutate(Object.fromEntries(params.entries()), {
      onSuccess: () => navigate('/dashboard', { replace: true }),
    });
  }, [params, navigate, signIn]);

  return (
    <AuthLayout title="Signing you in">
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
