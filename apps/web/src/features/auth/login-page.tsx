import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../../lib/navigation';
import { setToken } from '../../lib/session';
import { AuthLayout } from './auth-layout';
import type { TSignedIn } from './auth.api';
import { CredentialsStep, type TChallenge } from './credentials-step';
import { TwoFactorStep } from './two-factor-step';

/** /login: e-mail and password, then the e-mailed code, on the same page. */
export function LoginPage() {
  const [challenge, setChallenge] = useState<TChallenge | null>(null);
  // Back from the code step (another account, or an expired sign-in), the address is kept.
  const [lastEmail, setLastEmail] = useState('');
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const enter = (signedIn: TSignedIn) => {
    setToken(signedIn.token);
    void navigate(safeRedirectTarget(params.get('redirect')), { replace: true });
  };

  if (challenge) {
    return (
      <AuthLayout title="Two-factor verification" subtitle="One more step to keep your records safe.">
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={enter}
          onUseAnotherAccount={() => {
            setLastEmail(challenge.email);
            setChallenge(null);
          }}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Sign in" subtitle="Use your university e-mail address and password.">
      <CredentialsStep initialEmail={lastEmail} onChallenge={setChallenge} onSignedIn={enter} />
    </AuthLayout>
  );
}
