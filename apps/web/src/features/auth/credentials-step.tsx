import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { isSignedIn, useLogin, useSocialLinks, type TSignedIn } from './auth.api';

/** What the code step needs from the password step: the user, the challenge token, and what to show (whether the code went out). */
export type TChallenge = { userId: number; challenge: string; email: string; message: string; codeSent: boolean };

type Props = {
  initialEmail: string;
  onChallenge: (challenge: TChallenge) => void;
  onSignedIn: (signedIn: TSignedIn) => void;
};

/** First sign-in step: e-mail and password, then the server sends a code by e-mail. */
export function CredentialsStep({ initialEmail, onChallenge, onSignedIn }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedEmail = email.trim(); // SPEC.md §5: the login e-mail is trimmed
    login.mutate(
      { email: trimmedEmail, password },
      {
        onSuccess: (answer) => {
          if (isSignedIn(answer)) onSignedIn(answer);
          else onChallenge({ userId: answer.user_id, challenge: answer.challenge, email: trimmedEmail, message: answer.message, codeSent: answer.code_sent });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail address"
            name="email"
            type="email"
            autoComplete="username"
            placeholder="you@university.edu.ph"
            leftSection={<IconMail size={16} />}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            required
            autoFocus
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            leftSection={<IconLock size={16} />}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            required
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot_password" fz="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={login.isPending} disabled={!email.trim() || !password}>
            Sign in
          </Button>
        </Stack>
      </form>
      <SocialSignIn />
    </Stack>
  );
}

/** One button per configured provider; nothing at all when none is configured. */
function SocialSignIn() {
  const links = useSocialLinks();
  if (!links.data || links.data.length === 0) return null;
  return (
    <>
      <Divider label="or continue with" labelPosition="center" />
      <Stack gap="xs">
        {links.data.map((link) => (
          <Button key={link.id} component="a" href={link.url} variant="default" fullWidth>
            {link.name}
          </Button>
        ))}
      </Stack>
    </>
  );
}
