import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { accountKeys } from './account.api';

const sessionKeys = {
  all: () => [...accountKeys.all, 'sessions'] as const,
};

/** Where the signed-in user is signed in (their live sessions), the current one marked. */
export function useOwnSessions() {
  return useQuery({
    queryKey: sessionKeys.all(),
    queryFn: ({ signal }) => callApi(authApi.ownSessions, { signal }),
    select: (answer) => answer.sessions,
  });
}

/** Ends every session but this one. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(authApi.signOutOthers),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all() }),
  });
}

/** Ends one other session. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(authApi.endSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all() }),
  });
}
