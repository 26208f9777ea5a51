import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { faceApi, type TFaceEnrolBody, type TFaceEnrolmentQuery, type TFaceKioskBody, type TFaceRecognizeBody, type TFaceSettingsBody } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

// Face attendance (issues 24 and 37): the enrolments, enrolling and withdrawing, the thresholds, the kiosks and their
// keys, and the kiosk's own calls (with its key, no session). Types are the contracts'.
export type { TFaceEnrolment, TFaceKiosk, TFaceKioskSelf, TFaceRecognition } from '@hris/contracts';

/** The kiosk's page: no session; it asks once for the kiosk's key (pasted, or from the setup link's #key=…). */
export const KIOSK_PATH = '/edats/face/recognize';

export const faceKeys = {
  all: ['face'] as const,
  enrolments: (query: Partial<TFaceEnrolmentQuery>) => [...faceKeys.all, 'enrolments', query] as const,
  settings: () => [...faceKeys.all, 'settings'] as const,
  kiosks: () => [...faceKeys.all, 'kiosks'] as const,
};

export function useFaceEnrolments(query: Partial<TFaceEnrolmentQuery>) {
  return useQuery({
    queryKey: faceKeys.enrolments(query),
    queryFn: ({ signal }) => callApi(faceApi.enrolments, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useEnrolFace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFaceEnrolBody) => callApi(faceApi.enrol, { body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...faceKeys.all, 'enrolments'] }),
  });
}

export function useWithdrawFace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personnelId: number) => callApi(faceApi.withdraw, { params: { id: personnelId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...faceKeys.all, 'enrolments'] }),
  });
}

export function useFaceSettings() {
  return useQuery({ queryKey: faceKeys.settings(), queryFn: ({ signal }) => callApi(faceApi.settings, { signal }) });
}

export function useSaveFaceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFaceSettingsBody) => callApi(faceApi.saveSettings, { body, handleError: isShownByForm }),
    onSuccess: (answer) => queryClient.setQueryData(faceKeys.settings(), answer.settings),
  });
}

export function useFaceKiosks() {
  return useQuery({ queryKey: faceKeys.kiosks(), queryFn: ({ signal }) => callApi(faceApi.kiosks, { signal }) });
}

export function useCreateFaceKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFaceKioskBody) => callApi(faceApi.addKiosk, { body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faceKeys.kiosks() }),
  });
}

export function useRevokeFaceKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(faceApi.revokeKiosk, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faceKeys.kiosks() }),
  });
}

/** The kiosk's calls carry its key, never a session; their errors are shown on the kiosk's own screen, never as a toast. */
const asKiosk = (key: string) => ({ authorization: `Kiosk ${key}`, handleError: () => true });

export const kioskApi = {
  self: (key: string) => callApi(faceApi.kiosk, asKiosk(key)),
  recognize: (key: string, body: TFaceRecognizeBody) => callApi(faceApi.recognize, { body, ...asKiosk(key) }),
};
