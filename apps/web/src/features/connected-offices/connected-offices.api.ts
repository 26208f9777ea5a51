import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectedOfficesApi, type TOfficeConnectionBody } from '@hris/contracts';
import { callApi } from '../../lib/api';
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
    queryFn: ({ signal }) => callApi(connectedOfficesApi.mine, { signal }),
  });
}

export function useConnectedPeople(enabled: boolean) {
  return useQuery({
    queryKey: connectedOfficeKeys.people(),
    queryFn: ({ signal }) => callApi(connectedOfficesApi.people, { signal }),
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
    mutationFn: (body: TOfficeConnectionBody) => callApi(connectedOfficesApi.request, { body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useCancelConnection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callApi(connectedOfficesApi.cancel, { params: { id }, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useEndConnection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callApi(connectedOfficesApi.end, { params: { id }, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}
