import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TFaceEnrolAnswer,
  TFaceEnrolBody,
  TFaceEnrolmentList,
  TFaceEnrolmentQuery,
  TFaceRecognition,
  TFaceRecognizeBody,
  TFaceSettings,
  TFaceSettingsAnswer,
  TMessage,
} from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

// Face attendance (issue 24): the enrolments, enrolling and withdrawing, the threshold, and the kiosk's recognition.
// Types are the contracts'.
export type { TFaceEnrolment, TFaceRecognition } from '@hris/contracts';

export const faceKeys = {
  all: ['face'] as const,
  enrolments: (query: Partial<TFaceEnrolmentQuery>) => [...faceKeys.all, 'enrolments', query] as const,
  settings: () => [...faceKeys.all, 'settings'] as const,
};

export function useFaceEnrolments(query: Partial<TFaceEnrolmentQuery>) {
  return useQuery({
    queryKey: faceKeys.enrolments(query),
    queryFn: ({ signal }) => api.get<TFaceEnrolmentList>('/api/face/enrolments', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useEnrolFace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFaceEnrolBody) => api.post<TFaceEnrolAnswer>('/api/face/enrolments', body, { handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...faceKeys.all, 'enrolments'] }),
  });
}

export function useWithdrawFace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personnelId: number) => api.delete<TMessage>(`/api/face/enrolments/${personnelId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...faceKeys.all, 'enrolments'] }),
  });
}

export function useFaceSettings() {
  return useQuery({ queryKey: faceKeys.settings(), queryFn: ({ signal }) => api.get<TFaceSettings>('/api/face/settings', { signal }) });
}

export function useSaveFaceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { match_threshold: number }) => api.put<TFaceSettingsAnswer>('/api/face/settings', body, { handleError: isShownByForm }),
    onSuccess: (answer) => queryClient.setQueryData(faceKeys.settings(), answer.settings),
  });
}

/** The kiosk's recognition: errors are shown on the kiosk's own screen, never as a toast. */
export function useRecognizeFace() {
  return useMutation({
    mutationFn: (body: TFaceRecognizeBody) => api.post<TFaceRecognition>('/api/face/recognize', body, { handleError: () => true }),
  });
}
