import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '@hris/contracts';
import { api, type ApiError } from '../../lib/api';

export const systemKeys = {
  all: ['system'] as const,
  maintenance: () => [...systemKeys.all, 'maintenance'] as const,
};

type TMaintenance = { maintenance: boolean };

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
    onSuccess: (answer, enabled) =>
      queryClient.setQueryData<TMaintenance>(systemKeys.maintenance(), { maintenance: answer?.maintenance ?? enabled }),
  });
}

export type TAnnouncement = { user_email: string; title: string; description: string; link?: string };

/** Sends a notification to one user, found by e-mail address; 422 messages go under the inputs. */
export function useSendAnnouncement() {
  return useMutation<{ notification: TNotification }, ApiError, TAnnouncement>({
    mutationFn: (body) =>
      api.post<{ notification: TNotification }>('/api/notifications', body, {
        handleError: (error) => error.status === 422 && Boolean(error.fieldErrors),
      }),
  });
}
