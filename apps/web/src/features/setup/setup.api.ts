import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setupApi, type TUniversityProfileBody } from '@hris/contracts';
import { callApi, type ApiError } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { showErrorToast } from '../../lib/toasts';
import { uploadFailureMessage } from '../../lib/upload-pdf';
import { dashboardKeys } from '../dashboard/dashboard.api';

export const setupKeys = {
  all: ['setup'] as const,
  checklist: () => [...setupKeys.all, 'checklist'] as const,
  profile: () => [...setupKeys.all, 'profile'] as const,
};

/** GET /api/setup/checklist (administrators): each thing to set up, done or what is missing. */
export function useSetupChecklist(enabled = true) {
  return useQuery({
    queryKey: setupKeys.checklist(),
    queryFn: ({ signal }) => callApi(setupApi.checklist, { signal }),
    select: (answer) => answer.items,
    enabled,
  });
}

export function useUniversityProfile() {
  return useQuery({
    queryKey: setupKeys.profile(),
    queryFn: ({ signal }) => callApi(setupApi.profile, { signal }),
    select: (answer) => answer.profile,
  });
}

/** A saved profile or logo changes the checklist's first item, and so the dashboard's card (it carries the progress). */
function setupChanged(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: setupKeys.all }), queryClient.invalidateQueries({ queryKey: dashboardKeys.all })]);
}

export function useSaveUniversityProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUniversityProfileBody) => callApi(setupApi.saveProfile, { body, handleError: isShownByForm }),
    onSuccess: () => setupChanged(queryClient),
  });
}

export function useUploadUniversityLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return callApi(setupApi.uploadLogo, {
        body: form,
        handleError: (error: ApiError) => {
          if (error.status === 422 || error.status === 401 || error.status === 403) return false;
          showErrorToast(uploadFailureMessage(error));
          return true;
        },
      });
    },
    onSuccess: () => setupChanged(queryClient),
  });
}
