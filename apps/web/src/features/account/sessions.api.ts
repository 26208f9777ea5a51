import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessage, TOwnSessionList } from '@hris/contracts';
import { api } from '../../lib/api';
import { accountKeys } from './account.api';

const sessionKeys = {
  all: () => [...accountKeys.all, 'sessions'] as const,
};

/** Where the signed-in user is signed in (their live sessions), the current one marked. */
export function useOwnSessions() {
  return useQuery({
    queryKey: sessionKeys.all(),
    queryFn: ({ signal }) => api.get<TOwnSessionList>('/api/users/me/sessions', { signal }),
    select: (answer) => answer.sessions,
  });
}

/** Ends every session but this one. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TMessage>('/api/users/me/sessions/sign-out-others', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all() }),
  });
}

/** Ends one other session. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<TMessage>(`/api/users/me/sessions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all() }),
  });
}
