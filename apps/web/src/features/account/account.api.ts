import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersApi, type TCurrentUser, type TMeResponse, type TMessage, type TUpdateInfoBody, type TUpdatePasswordBody } from '@hris/contracts';
import { callApi, type ApiError } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { useToken } from '../../lib/session';
import { showErrorToast } from '../../lib/toasts';
import { uploadFailureMessage } from '../../lib/upload-pdf';

const AVATAR_REFRESH_MS = 20 * 60_000;

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

/**
 * The signed-in user (GET /api/users/me), loaded at the start of the session. Its failure is
 * handled by the route guard ("Verification failed, please login again"), not by a toast.
 * Its avatar link expires after 60 to 90 minutes: after 20 minutes the answer is stale and is reloaded
 * when the tab is next focused (or the network comes back): a tab left open gets a fresh link. Not
 * polled: a background request must not keep an unattended session alive.
 */
export function useCurrentUserQuery() {
  const token = useToken();
  return useQuery({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => callApi(usersApi.me, { signal, handleError: () => true }),
    enabled: Boolean(token),
    staleTime: AVATAR_REFRESH_MS,
  });
}

function usePatchCurrentUser() {
  const queryClient = useQueryClient();
  return (patch: Partial<TCurrentUser>) =>
    queryClient.setQueryData<TMeResponse>(accountKeys.me(), (me) => (me ? { ...me, user: { ...me.user, ...patch } } : me));
}

export function useUpdateInfo() {
  const patchUser = usePatchCurrentUser();
  return useMutation({
    mutationFn: (body: TUpdateInfoBody) => callApi(usersApi.updateInfo, { body, handleError: isShownByForm }),
    onSuccess: ({ user }) => patchUser(user),
  });
}

/** 422 field errors are shown under the inputs by the form, not as toasts. */
export function useUpdatePassword() {
  return useMutation<TMessage, ApiError, TUpdatePasswordBody>({
    mutationFn: (body) => callApi(usersApi.updatePassword, { body, handleError: (error) => error.status === 422 && Boolean(error.fieldErrors) }),
  });
}

export function useUploadAvatar() {
  const patchUser = usePatchCurrentUser();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return callApi(usersApi.uploadAvatar, {
        body: form,
        handleError: (error) => {
          if (error.status === 422 || error.status === 401) return false;
          showErrorToast(uploadFailureMessage(error));
          return true;
        },
      });
    },
    onSuccess: ({ avatar_path }) => patchUser({ avatar_path }),
  });
}
