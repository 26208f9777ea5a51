import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FEEDBACK_EVENT,
  type TFeedbackAnswer,
  type TFeedbackBody,
  type TFeedbackList,
  type TFeedbackModuleBody,
  type TFeedbackModuleList,
  type TFeedbackModuleSaved,
  type TFeedbackModulesReordered,
  type TFeedbackQuery,
  type TFeedbackReplyBody,
  type TFeedbackSaved,
  type TFeedbackStats,
  type TMessage,
  type TMyFeedback,
  type TUploadedFile,
} from '@hris/contracts';
import { api, apiDownload, ApiError } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { useToken } from '../../lib/session';
import { openRealtimeSocket } from '../../lib/socket';
import { showErrorToast } from '../../lib/toasts';
import { uploadFailureMessage } from '../../lib/upload-pdf';

// Feedback (issue 24): sending and one's own (any signed-in user), the module list, everyone's feedback, the averages
// and the answer (FEEDBACK). Types are the API's contracts.
export type { TFeedback, TFeedbackModule, TFeedbackStats, TFeedbackStatus } from '@hris/contracts';

export const feedbackKeys = {
  all: ['feedback'] as const,
  modules: (all: boolean) => [...feedbackKeys.all, 'modules', all] as const,
  mine: () => [...feedbackKeys.all, 'mine'] as const,
  list: (query: Partial<TFeedbackQuery>) => [...feedbackKeys.all, 'list', query] as const,
  stats: () => [...feedbackKeys.all, 'stats'] as const,
  one: (id: number) => [...feedbackKeys.all, 'one', id] as const,
};

export const feedbackDetailsPath = (id: number) => `/feedback/details/${id}`;

/** The active modules (the send form), or every one with its count (the administrators' list). */
export function useFeedbackModules(all = false) {
  return useQuery({
    queryKey: feedbackKeys.modules(all),
    queryFn: ({ signal }) => api.get<TFeedbackModuleList>(all ? '/api/feedback/modules/all' : '/api/feedback/modules', { signal }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
}

export function useSaveFeedbackModule(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TFeedbackModuleBody) =>
      id === null
        ? api.post<TFeedbackModuleSaved>('/api/feedback/modules', body, { handleError: isShownByForm })
        : api.put<TFeedbackModuleSaved>(`/api/feedback/modules/${id}`, body, { handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

/** Retires a module or brings it back (its name and description unchanged). */
export function useSetModuleActive() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; name: string; description: string | null; is_active: boolean }) =>
      api.put<TFeedbackModuleSaved>(`/api/feedback/modules/${v.id}`, { name: v.name, description: v.description, is_active: v.is_active }),
    onSuccess: invalidate,
  });
}

export function useDeleteFeedbackModule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<TMessage>(`/api/feedback/modules/${id}`, { handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

export function useReorderFeedbackModules() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: number[]) => api.put<TFeedbackModulesReordered>('/api/feedback/modules/order', { ids }),
    onSuccess: invalidate,
  });
}

/**
 * Sends a screenshot to POST /api/feedback/screenshot (the server checks the bytes: PNG or JPEG) and answers its key.
 * A refusal (422) is left to the form; any other failure is SPEC.md §8's "Unable to upload the file at the moment."
 */
export function uploadScreenshot(file: File): Promise<TUploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return api.post<TUploadedFile>('/api/feedback/screenshot', form, {
    handleError: (error) => {
      if (error.status === 422 || error.status === 401) return error.status === 422;
      showErrorToast(uploadFailureMessage(error));
      return true;
    },
  });
}

/** Sends feedback: the screenshot first (if any), then the feedback naming its key. */
export function useSendFeedback() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ body, screenshot }: { body: TFeedbackBody; screenshot: File | null }) => {
      const path = screenshot ? (await uploadScreenshot(screenshot).catch(screenshotRefusal)).path : null;
      return api.post<TFeedbackSaved>('/api/feedback', { ...body, screenshot_path: path }, { handleError: isShownByForm });
    },
    onSuccess: invalidate,
  });
}

/** A refused screenshot's message goes under the screenshot input. */
function screenshotRefusal(error: unknown): never {
  if (error instanceof ApiError && error.status === 422) {
    const reasons = Object.values(error.fieldErrors ?? {}).flat();
    throw new ApiError(422, { ...error.body, errors: { screenshot_path: reasons.length ? reasons : [error.message] } });
  }
  throw error;
}

export function useMyFeedback() {
  return useQuery({ queryKey: feedbackKeys.mine(), queryFn: ({ signal }) => api.get<TMyFeedback>('/api/feedback/mine', { signal }) });
}

/** /feedback refreshes the moment an administrator answers the user's feedback. */
export function useFeedbackLiveRefresh() {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const socket = openRealtimeSocket(token);
    socket.on(FEEDBACK_EVENT, () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine() }));
    return () => {
      socket.close();
    };
  }, [token, queryClient]);
}

export function useFeedbackList(query: Partial<TFeedbackQuery>) {
  return useQuery({
    queryKey: feedbackKeys.list(query),
    queryFn: ({ signal }) => api.get<TFeedbackList>('/api/feedback', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackStats() {
  return useQuery({ queryKey: feedbackKeys.stats(), queryFn: ({ signal }) => api.get<TFeedbackStats>('/api/feedback/stats', { signal }) });
}

export function useFeedbackDetails(id: number) {
  return useQuery({ queryKey: feedbackKeys.one(id), queryFn: ({ signal }) => api.get<TFeedbackAnswer>(`/api/feedback/${id}`, { signal }) });
}

export function useAnswerFeedback(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TFeedbackReplyBody) => api.post<TFeedbackSaved>(`/api/feedback/${id}/answer`, body, { handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

/** The screenshot as an object URL for an <img> (read through the authenticated route), revoked when done. */
export function useScreenshotUrl(id: number, has: boolean) {
  const query = useQuery({
    queryKey: [...feedbackKeys.one(id), 'screenshot'],
    queryFn: async ({ signal }) => {
      const { blob } = await apiDownload(`/api/feedback/${id}/screenshot`, { signal });
      return URL.createObjectURL(blob);
    },
    enabled: has,
    staleTime: Infinity,
    gcTime: 0,
  });
  const url = query.data;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return query;
}
