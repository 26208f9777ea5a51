import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FEEDBACK_EVENT,
  feedbackApi,
  type RouteAnswer,
  type TFeedbackBody,
  type TFeedbackModuleBody,
  type TFeedbackQuery,
  type TFeedbackReplyBody,
} from '@hris/contracts';
import { callApi, downloadApi } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { useToken } from '../../lib/session';
import { openRealtimeSocket } from '../../lib/socket';
import { showErrorToast } from '../../lib/toasts';
import { refusalUnder, uploadFailureMessage } from '../../lib/upload-pdf';

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

/** A feedback's screenshot, saved under its file name. */
export const saveScreenshot = (id: number, fileName: string) => saveDownload(feedbackApi.screenshot, { params: { id } }, fileName);

/** The active modules (the send form), or every one with its count (the administrators' list). */
export function useFeedbackModules(all = false) {
  return useQuery({
    queryKey: feedbackKeys.modules(all),
    queryFn: ({ signal }) => callApi(all ? feedbackApi.allModules : feedbackApi.modules, { signal }),
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
        ? callApi(feedbackApi.addModule, { body, handleError: isShownByForm })
        : callApi(feedbackApi.editModule, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

/** Retires a module or brings it back (its name and description unchanged). */
export function useSetModuleActive() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; name: string; description: string | null; is_active: boolean }) =>
      callApi(feedbackApi.editModule, { params: { id: v.id }, body: { name: v.name, description: v.description, is_active: v.is_active } }),
    onSuccess: invalidate,
  });
}

export function useDeleteFeedbackModule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => callApi(feedbackApi.deleteModule, { params: { id }, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

export function useReorderFeedbackModules() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: number[]) => callApi(feedbackApi.orderModules, { body: { ids } }),
    onSuccess: invalidate,
  });
}

/**
 * Sends a screenshot to POST /api/feedback/screenshot (the server checks the bytes: PNG or JPEG) and answers its key.
 * A refusal (422) is left to the form; any other failure is SPEC.md §8's "Unable to upload the file at the moment."
 */
export function uploadScreenshot(file: File): Promise<RouteAnswer<typeof feedbackApi.uploadScreenshot>> {
  const form = new FormData();
  form.append('file', file);
  return callApi(feedbackApi.uploadScreenshot, {
    body: form,
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
      let path: string | null = null;
      try {
        if (screenshot) path = (await uploadScreenshot(screenshot)).path;
      } catch (error) {
        // A refused screenshot's message goes under the screenshot input.
        throw refusalUnder(error, 'screenshot_path');
      }
      return callApi(feedbackApi.send, { body: { ...body, screenshot_path: path }, handleError: isShownByForm });
    },
    onSuccess: invalidate,
  });
}

export function useMyFeedback() {
  return useQuery({ queryKey: feedbackKeys.mine(), queryFn: ({ signal }) => callApi(feedbackApi.mine, { signal }) });
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
    queryFn: ({ signal }) => callApi(feedbackApi.list, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackStats() {
  return useQuery({ queryKey: feedbackKeys.stats(), queryFn: ({ signal }) => callApi(feedbackApi.stats, { signal }) });
}

export function useFeedbackDetails(id: number) {
  return useQuery({ queryKey: feedbackKeys.one(id), queryFn: ({ signal }) => callApi(feedbackApi.one, { params: { id }, signal }) });
}

export function useAnswerFeedback(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TFeedbackReplyBody) => callApi(feedbackApi.answer, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

/** The screenshot as an object URL for an <img> (read through the authenticated route), revoked when done. */
export function useScreenshotUrl(id: number, has: boolean) {
  const query = useQuery({
    queryKey: [...feedbackKeys.one(id), 'screenshot'],
    queryFn: async ({ signal }) => {
      const { blob } = await downloadApi(feedbackApi.screenshot, { params: { id }, signal });
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
