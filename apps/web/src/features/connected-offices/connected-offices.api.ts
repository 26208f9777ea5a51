import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TConnectedOfficesAnswer, TMessage, TOfficeConnectionBody, TOfficeConnectionList, TOfficeConnectionSaved } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

// The connected office (/account/connectedoffice, issue 24): my offices with why, my requests to be connected to
// another office (decided by its head), and, for heads, the people connected to their offices. Types are the contracts'.
export type { TConnectedOffice, TOfficeConnection, TOfficeConnectionBody } from '@hris/contracts';

export const connectedOfficeKeys = {
  all: ['connected-offices'] as const,
  mine: () => [...connectedOfficeKeys.all, 'mine'] as const,
  people: () => [...connectedOfficeKeys.all, 'people'] as const,
};

export function useMyOffices() {
  return useQuery({
    queryKey: connectedOfficeKeys.mine(),
    queryFn: ({ signal }) => api.get<TConnectedOfficesAnswer>('/api/connected-offices', { signal }),
  });
}

export function useConnectedPeople(enabled: boolean) {
  return useQuery({
    queryKey: connectedOfficeKeys.people(),
    queryFn: ({ signal }) => api.get<TOfficeConnectionList>('/api/connected-offices/people', { signal }),
    enabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: connectedOfficeKeys.all });
}

export function useRequestConnection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TOfficeConnectionBody) => api.post<TOfficeConnectionSaved>('/api/connected-offices', body, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useCancelConnection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.post<TMessage>(`/api/connected-offices/${id}/cancel`, {}, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useEndConnection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.post<TOfficeConnectionSaved>(`/api/connected-offices/${id}/end`, {}, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}
