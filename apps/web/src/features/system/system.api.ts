import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, systemApi, type TAnnouncementBody, type TMaintenance, type TNotificationAnswer, type TUndeliveredMailQuery } from '@hris/contracts';
import { callApi, type ApiError } from '../../lib/api';

export const systemKeys = {
  all: ['system'] as const,
  maintenance: () => [...systemKeys.all, 'maintenance'] as const,
  undeliveredMail: () => [...systemKeys.all, 'undelivered-mail'] as const,
  undeliveredMailPage: (query: TUndeliveredMailQuery) => [...systemKeys.undeliveredMail(), query] as const,
};

export function useMaintenanceMode() {
  return useQuery({
    queryKey: systemKeys.maintenance(),
    queryFn: ({ signal }) => callApi(systemApi.maintenance, { signal }),
    select: (answer) => answer.maintenance,
  });
}

export function useSetMaintenanceMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => callApi(systemApi.setMaintenance, { body: { enabled } }),
    onSuccess: (answer, enabled) => queryClient.setQueryData<TMaintenance>(systemKeys.maintenance(), { maintenance: answer?.maintenance ?? enabled }),
  });
}

export type TAnnouncement = TAnnouncementBody;

/** Sends a notification to one user, found by e-mail address; 422 messages go under the inputs. */
export function useSendAnnouncement() {
  return useMutation<TNotificationAnswer, ApiError, TAnnouncement>({
    mutationFn: (body) => callApi(notificationsApi.announce, { body, handleError: (error) => error.status === 422 && Boolean(error.fieldErrors) }),
  });
}

/** Mail the server refused or has not taken yet (administrators); refreshed every minute, as the retry job runs. */
export function useUndeliveredMail(query: TUndeliveredMailQuery) {
  return useQuery({
    queryKey: systemKeys.undeliveredMailPage(query),
    queryFn: ({ signal }) => callApi(systemApi.undeliveredMail, { signal, query }),
    placeholderData: (previous) => previous,
    refetchInterval: 60_000,
  });
}

/** "Retry now": the answer says whether the mail server took it this time. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(systemApi.retryMail, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemKeys.undeliveredMail() }),
  });
}

export function useDiscardMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(systemApi.dropMail, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemKeys.undeliveredMail() }),
  });
}
