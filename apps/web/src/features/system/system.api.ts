import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAnnouncementBody, TMaintenance, TNotificationAnswer } from '@hris/contracts';
import { api, type ApiError } from '../../lib/api';

export const systemKeys = {
  all: ['system'] as const,
  maintenance: () => [...systemKeys.all, 'maintenance'] as const,
};

export function useMaintenanceMode() {
  return useQuery({
    queryKey: systemKeys.maintenance(),
    queryFn: ({ signal }) => api.get<TMaintenance>('/api/system/maintenance', { signal }),
    select: (answer) => answer.maintenance,
  });
}

export function useSetMaintenanceMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.put<TMaintenance>('/api/system/maintenance', { enabled }),
    onSuccess: (answer, enabled) => queryClient.setQueryData<TMaintenance>(systemKeys.maintenance(), { maintenance: answer?.maintenance ?? enabled }),
  });
}

export type TAnnouncement = TAnnouncementBody;

/** Sends a notification to one user, found by e-mail address; 422 messages go under the inputs. */
export function useSendAnnouncement() {
  return useMutation<TNotificationAnswer, ApiError, TAnnouncement>({
    mutationFn: (body) =>
      api.post<TNotificationAnswer>('/api/notifications', body, {
        handleError: (error) => error.status === 422 && Boolean(error.fieldErrors),
      }),
  });
}
