import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@hris/contracts';
import { useCurrentUserQuery } from '../features/account/account.api';
import { CurrentUserProvider, useSignedInUser } from '../features/account/current-user';
import { ApiError } from '../lib/api';
import { loginPathWithRedirect, safeRedirectTarget } from '../lib/navigation';
import { endSession, useToken } from '../lib/session';
import { canOpenRoute } from './route-access';
import type { AppRoute } from './routes';

export function FullPageLoader({ delayed = false }: { delayed?: boolean }) {
  return (
    <Center mih="100vh" className={delayed ? 'hris-delayed-loader' : undefined}>
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

/** The server could not be reached or is in maintenance: not a reason to sign the user out. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 503);
}

/**
 * SPEC.md §6, for every page that needs a session: without a token go to sign in (and come
 * back afterwards); with one, load the user once; if that fails the session is ended with
 * "Verification failed, please login again".
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const me = useCurrentUserQuery();
  const verificationFailed = me.isError && !isTransient(me.error);

  useEffect(() => {
    if (token && verificationFailed) endSession(MESSAGES.verificationFailed);
  }, [token, verificationFailed]);

  // The signed-in layout and its page are drawn as a transition once the user has answered: React builds them a few
  // milliseconds at a time and lets the browser in between, where the answer itself (a query's) would have them drawn
  // in one long task (issue 42 item 19: the dashboard's Total Blocking Time). The loader stays meanwhile.
  const user = useDeferredValue(me.data);

  if (!token) return <Navigate to={loginPathWithRedirect(`${location.pathname}${location.search}`)} replace />;
  if (user) return <CurrentUserProvider me={user}>{children}</CurrentUserProvider>;
  if (me.data) return <FullPageLoader />;
  if (me.isError && isTransient(me.error)) {
    return (
      <Center mih="100vh">
        <Stack align="center" gap="sm">
          <Text c="dimmed">We could not reach the server.</Text>
          <Button variant="light" onClick={() => void me.refetch()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  return <FullPageLoader />;
}

/** A route whose group is not among the user's allowed views (or the default ones) is a 404. */
export function ViewGate({ route, children }: { route: Pick<AppRoute, 'group' | 'alsoOpenTo'>; children: ReactNode }) {
  const { user } = useSignedInUser();
  if (!canOpenRoute(route, user.allowed_views)) return <Navigate to="/404" replace />;
  return <>{children}</>;
}

/** Public pages; a signed-in user who opens the sign-in page is sent on (to / by default). */
export function PublicGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const token = useToken();
  const [params] = useSearchParams();
  if (route.guestOnly && token) return <Navigate to={safeRedirectTarget(params.get('redirect'), '/')} replace />;
  return <>{children}</>;
}
