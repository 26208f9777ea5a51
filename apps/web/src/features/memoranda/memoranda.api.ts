import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMORANDA_EVENT, memorandaApi, type TMemorandumBody, type TMemorandumQuery, type TMemorandumReportQuery } from '@hris/contracts';
import { callApi, downloadApi } from '../../lib/api';
import { openPdf, saveDownload } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { useToken } from '../../lib/session';
import { openRealtimeSocket } from '../../lib/socket';
import { uploadPdfAs } from '../../lib/upload-pdf';
import { dashboardKeys } from '../dashboard/dashboard.api';

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

/** The memorandum's PDF in a new tab, or saved under its file name. */
export const openMemorandumPdf = (id: number) => openPdf(memorandaApi.file, { params: { id } });
export const saveMemorandumPdf = (id: number, fileName: string) => saveDownload(memorandaApi.file, { params: { id } }, fileName);

/** The readers, as the report is filtered, as an Excel file. */
export const exportReaders = (id: number, query: Partial<TMemorandumReportQuery>) =>
  saveDownload(memorandaApi.exportReaders, { params: { id }, query }, 'readers.xlsx');

export function useMyMemoranda(query: Partial<TMemorandumQuery>) {
  return useQuery({
    queryKey: memorandaKeys.mine(query),
    queryFn: ({ signal }) => callApi(memorandaApi.mine, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useIssuedMemoranda(query: Partial<TMemorandumQuery>, enabled: boolean) {
  return useQuery({
    queryKey: memorandaKeys.issued(query),
    queryFn: ({ signal }) => callApi(memorandaApi.issued, { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMemorandum(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: memorandaKeys.one(id),
    queryFn: async ({ signal }) => {
      const answer = await callApi(memorandaApi.one, { params: { id }, signal });
      // Opening it recorded my read: the list's "New" marks change.
      void queryClient.invalidateQueries({ queryKey: [...memorandaKeys.all, 'mine'] });
      return answer;
    },
  });
}

export function useAudienceOptions(enabled: boolean) {
  return useQuery({
    queryKey: memorandaKeys.options(),
    queryFn: ({ signal }) => callApi(memorandaApi.audienceOptions, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useReaders(id: number, query: Partial<TMemorandumReportQuery>, enabled: boolean) {
  return useQuery({
    queryKey: memorandaKeys.readers(id, query),
    queryFn: ({ signal }) => callApi(memorandaApi.readers, { params: { id }, signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: memorandaKeys.all });
}

/** Issues (id null) or edits a memorandum: the PDF first through POST /api/upload (if one is chosen), then the memorandum. */
export function useSaveMemorandum(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ body, file }: { body: TMemorandumBody; file: File | null }) => {
      const file_path = file ? await uploadPdfAs(file, 'file_path') : null;
      const sent = { ...body, file_path };
      return id === null
        ? callApi(memorandaApi.issue, { body: sent, handleError: isShownByForm })
        : callApi(memorandaApi.edit, { params: { id }, body: sent, handleError: isShownByForm });
    },
    onSuccess: invalidate,
  });
}

export function useWithdrawMemorandum() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => callApi(memorandaApi.withdraw, { params: { id } }), onSuccess: invalidate });
}

export function useAcknowledge(id: number) {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(memorandaApi.acknowledge, { params: { id } }),
    // The landing page's and the dashboard's "Memoranda to acknowledge" count one fewer.
    onSuccess: () => {
      invalidate();
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

/** The PDF as an object URL for the inline viewer (read through the authenticated route), revoked when done. */
export function usePdfUrl(id: number) {
  const query = useQuery({
    queryKey: [...memorandaKeys.one(id), 'pdf'],
    queryFn: async ({ signal }) => URL.createObjectURL((await downloadApi(memorandaApi.file, { params: { id }, signal })).blob),
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
