import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEMORANDA_EVENT,
  type TIssuedMemorandumList,
  type TMemorandumAnswer,
  type TMemorandumAudienceOptions,
  type TMemorandumBody,
  type TMemorandumList,
  type TMemorandumQuery,
  type TMemorandumReport,
  type TMemorandumReportQuery,
  type TMemorandumSaved,
  type TMessage,
} from '@hris/contracts';
import { api, apiDownload, ApiError } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { useToken } from '../../lib/session';
import { openRealtimeSocket } from '../../lib/socket';
import { uploadPdf } from '../../lib/upload-pdf';

// Memorandum circulars (issue 24): the memoranda addressed to me, one with its PDF and my acknowledgment (any staff
// user); issuing, editing, withdrawing, the issued list and the readers' report (MEMORANDA). Types are the contracts'.
export type { TIssuedMemorandum, TMemorandum, TMemorandumReader, TMemorandumReport } from '@hris/contracts';

export const memorandaKeys = {
  all: ['memoranda'] as const,
  mine: (query: Partial<TMemorandumQuery>) => [...memorandaKeys.all, 'mine', query] as const,
  issued: (query: Partial<TMemorandumQuery>) => [...memorandaKeys.all, 'issued', query] as const,
  one: (id: number) => [...memorandaKeys.all, 'one', id] as const,
  readers: (id: number, query: Partial<TMemorandumReportQuery>) => [...memorandaKeys.all, 'readers', id, query] as const,
  options: () => [...memorandaKeys.all, 'options'] as const,
};

export const memorandumPath = (id: number) => `/memorandum_circular/${id}`;

export function useMyMemoranda(query: Partial<TMemorandumQuery>) {
  return useQuery({
    queryKey: memorandaKeys.mine(query),
    queryFn: ({ signal }) => api.get<TMemorandumList>('/api/memoranda', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useIssuedMemoranda(query: Partial<TMemorandumQuery>, enabled: boolean) {
  return useQuery({
    queryKey: memorandaKeys.issued(query),
    queryFn: ({ signal }) => api.get<TIssuedMemorandumList>('/api/memoranda/issued', { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMemorandum(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: memorandaKeys.one(id),
    queryFn: async ({ signal }) => {
      const answer = await api.get<TMemorandumAnswer>(`/api/memoranda/${id}`, { signal });
      // Opening it recorded my read: the list's "New" marks change.
      void queryClient.invalidateQueries({ queryKey: [...memorandaKeys.all, 'mine'] });
      return answer;
    },
  });
}

export function useAudienceOptions(enabled: boolean) {
  return useQuery({
    queryKey: memorandaKeys.options(),
    queryFn: ({ signal }) => api.get<TMemorandumAudienceOptions>('/api/memoranda/audience-options', { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useReaders(id: number, query: Partial<TMemorandumReportQuery>, enabled: boolean) {
  return useQuery({
    queryKey: memorandaKeys.readers(id, query),
    queryFn: ({ signal }) => api.get<TMemorandumReport>(`/api/memoranda/${id}/readers`, { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: memorandaKeys.all });
}

/** A refused PDF's message goes under the PDF input. */
function pdfRefusal(error: unknown): never {
  if (error instanceof ApiError && error.status === 422) {
    const reasons = Object.values(error.fieldErrors ?? {}).flat();
    throw new ApiError(422, { ...error.body, errors: { file_path: reasons.length ? reasons : [error.message] } });
  }
  throw error;
}

/** Issues (id null) or edits a memorandum: the PDF first through POST /api/upload (if one is chosen), then the memorandum. */
export function useSaveMemorandum(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ body, file }: { body: TMemorandumBody; file: File | null }) => {
      const file_path = file ? (await uploadPdf(file).catch(pdfRefusal)).path : null;
      const sent = { ...body, file_path };
      return id === null
        ? api.post<TMemorandumSaved>('/api/memoranda', sent, { handleError: isShownByForm })
        : api.put<TMemorandumSaved>(`/api/memoranda/${id}`, sent, { handleError: isShownByForm });
    },
    onSuccess: invalidate,
  });
}

export function useWithdrawMemorandum() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api.delete<TMessage>(`/api/memoranda/${id}`), onSuccess: invalidate });
}

export function useAcknowledge(id: number) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => api.post<TMemorandumSaved>(`/api/memoranda/${id}/acknowledge`, {}), onSuccess: invalidate });
}

/** The PDF as an object URL for the inline viewer (read through the authenticated route), revoked when done. */
export function usePdfUrl(id: number) {
  const query = useQuery({
    queryKey: [...memorandaKeys.one(id), 'pdf'],
    queryFn: async ({ signal }) => URL.createObjectURL((await apiDownload(`/api/memoranda/${id}/file`, { signal })).blob),
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

/** The list refreshes the moment a memorandum is issued to me (or I read one elsewhere). */
export function useMemorandaLiveRefresh() {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const socket = openRealtimeSocket(token);
    socket.on(MEMORANDA_EVENT, () => void queryClient.invalidateQueries({ queryKey: memorandaKeys.all }));
    return () => {
      socket.close();
    };
  }, [token, queryClient]);
}
