import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import {
  DTS_EVENT,
  ZDtsChanged,
  type TDocumentAnswer,
  type TDocumentBody,
  type TDocumentEditBody,
  type TDocumentList,
  type TDocumentMove,
  type TDocumentQuery,
  type TDocumentSaved,
  type TDocumentTypeBody,
  type TDocumentTypeList,
  type TDtsListView,
  type TDtsOffices,
  type TForwardBody,
  type TMyDocumentList,
  type TOverdueAnswer,
  type TReaderBody,
  type TTrackAnswer,
  type ZDocumentTypeSaved,
} from '@hris/contracts';
import type { z } from 'zod';
import { api, type ApiError } from '../../lib/api';
import { saveFileFrom } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { TABLE_PAGE_SIZE } from '../../lib/list-state';
import { useToken } from '../../lib/session';
import { openRealtimeSocket } from '../../lib/socket';
import { uploadPdfs } from '../../lib/upload-pdf';

// The answers' types are the API's contracts (@hris/contracts), re-exported under the names the pages use.
export type { TDocument, TDocumentAnswer, TDocumentLogEntry, TDocumentMove, TDocumentType, TDtsCounts, TDtsListView } from '@hris/contracts';
export type TOffice = TDtsOffices['offices'][number];
type TDocumentTypeSaved = z.infer<typeof ZDocumentTypeSaved>;

/** An office's list: the view, its filters and the page (the office named, or the caller's own). */
export type TDocumentListQuery = Omit<TDocumentQuery, 'view' | 'page' | 'per_page'> & { view: TDtsListView; page: number; per_page?: number };

export const dtsKeys = {
  all: ['dts'] as const,
  offices: () => [...dtsKeys.all, 'offices'] as const,
  types: () => [...dtsKeys.all, 'types'] as const,
  lists: () => [...dtsKeys.all, 'list'] as const,
  list: (query: TDocumentListQuery) => [...dtsKeys.lists(), query] as const,
  mine: (term: string | undefined, page: number) => [...dtsKeys.all, 'mine', term ?? '', page] as const,
  documents: () => [...dtsKeys.all, 'document'] as const,
  one: (id: number) => [...dtsKeys.documents(), 'id', id] as const,
  byNumber: (trackingNumber: string) => [...dtsKeys.documents(), 'number', trackingNumber] as const,
  overdue: (logId: number) => [...dtsKeys.documents(), 'overdue', logId] as const,
  track: (trackingNumber: string) => [...dtsKeys.all, 'track', trackingNumber] as const,
};

export const slipPath = (id: number) => `/api/dts/documents/${id}/slip`;
export const attachmentPath = (id: number) => `/api/dts/attachments/${id}`;
export const documentPagePath = (id: number) => `/dts/documents/${id}`;
/** SPEC.md §2's correction address: the document, the office that filed it and the year of its number. */
export const editDocumentPath = (d: { id: number; tracking_number: string; origin_office: { id: number } }) =>
  `/dts/edit-document/${d.id}/${d.origin_office.id}/${d.tracking_number.slice(0, 4)}`;

/** The offices the user acts for, their own first (every office, for a DTS administrator). */
export function useDtsOffices() {
  return useQuery({
    queryKey: dtsKeys.offices(),
    queryFn: ({ signal }) => api.get<TDtsOffices>('/api/dts/offices', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDocumentTypes() {
  return useQuery({
    queryKey: dtsKeys.types(),
    queryFn: ({ signal }) => api.get<TDocumentTypeList>('/api/dts/document-types', { signal }),
    select: (answer) => answer.document_types,
    staleTime: 5 * 60_000,
  });
}

export function useSaveDocumentType(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDocumentTypeBody) =>
      id === null
        ? api.post<TDocumentTypeSaved>('/api/dts/document-types', body, { handleError: isShownByForm })
        : api.put<TDocumentTypeSaved>(`/api/dts/document-types/${id}`, body, { handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: dtsKeys.types() }),
  });
}

/** An office's view with the six counts. Documents arrive while the page is open: the socket asks again (useDtsLive). */
export function useDocuments(query: TDocumentListQuery | null) {
  const sent = query ? { ...query, per_page: query.per_page ?? TABLE_PAGE_SIZE } : null;
  return useQuery({
    queryKey: dtsKeys.list(sent ?? { view: 'incoming', page: 1 }),
    queryFn: ({ signal }) => api.get<TDocumentList>('/api/dts/documents', { signal, query: sent ?? undefined }),
    enabled: sent !== null,
    placeholderData: keepPreviousData,
  });
}

/** The view's documents (same filters, every page) as an Excel file named by the server. */
export function exportDocuments(query: Omit<TDocumentListQuery, 'page' | 'per_page'>): Promise<void> {
  return saveFileFrom('/api/dts/documents/export', `documents-${query.view}.xlsx`, query);
}

export function useMyDocuments(term: string | undefined, page: number) {
  return useQuery({
    queryKey: dtsKeys.mine(term, page),
    queryFn: ({ signal }) => api.get<TMyDocumentList>('/api/dts/my-documents', { signal, query: { term, page, per_page: TABLE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** A 404 (not there, or not the viewer's to see) is shown by the page, not as a toast. */
const notFoundIsShown = (error: ApiError) => error.status === 404;

export function useDocument(id: number | null) {
  return useQuery({
    queryKey: dtsKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<TDocumentAnswer>(`/api/dts/documents/${id}`, { signal, handleError: notFoundIsShown }),
    enabled: id !== null,
    // Other offices move it while the page is closed.
    staleTime: 0,
    retry: false,
  });
}

/** A document by its tracking number; null when there is none the user may see (the page then shows the public answer). */
export function useDocumentByNumber(trackingNumber: string | null) {
  return useQuery({
    queryKey: dtsKeys.byNumber(trackingNumber ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<TDocumentAnswer>(`/api/dts/documents/by-number/${encodeURIComponent(trackingNumber ?? '')}`, {
          signal,
          handleError: (error) => error.status === 404 || error.status === 422,
        })
        .catch((error: unknown) => {
          if ((error as ApiError).status === 404 || (error as ApiError).status === 422) return null;
          throw error;
        }),
    enabled: trackingNumber !== null,
    staleTime: 0,
    retry: false,
  });
}

export function useOverdueStep(logId: number | null) {
  return useQuery({
    queryKey: dtsKeys.overdue(logId ?? 0),
    queryFn: ({ signal }) => api.get<TOverdueAnswer>(`/api/dts/overdue/${logId}`, { signal, handleError: notFoundIsShown }),
    enabled: logId !== null,
    staleTime: 0,
    retry: false,
  });
}

/**
 * The public "where is my document" answer (no session needed). A number that is not there (404), not a tracking
 * number (422) or asked too often (429) is told on the page itself.
 */
export function useTrack(trackingNumber: string | null) {
  return useQuery({
    queryKey: dtsKeys.track(trackingNumber ?? ''),
    queryFn: ({ signal }) =>
      api.get<TTrackAnswer>(`/api/dts/track/${encodeURIComponent(trackingNumber ?? '')}`, {
        signal,
        handleError: (error) => [404, 422, 429].includes(error.status),
      }),
    enabled: trackingNumber !== null,
    retry: false,
  });
}

function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: dtsKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: dtsKeys.documents() });
    void queryClient.invalidateQueries({ queryKey: [...dtsKeys.all, 'mine'] });
  };
}

/** What the filing and correction forms send: the body, and the PDFs to upload first (their keys go in `attachments`). */
export type TWithFiles<B> = { body: B; files: File[] };

export function useFileDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: async ({ body, files }: TWithFiles<TDocumentBody>) => {
      const attachments = await uploadPdfs(files);
      return api.post<TDocumentSaved>('/api/dts/documents', { ...body, attachments }, { handleError: isShownByForm });
    },
    onSuccess: refresh,
  });
}

export function useEditDocument(id: number) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: async ({ body, files }: TWithFiles<TDocumentEditBody>) => {
      const attachments = await uploadPdfs(files);
      return api.put<TDocumentSaved>(`/api/dts/documents/${id}`, { ...body, attachments }, { handleError: isShownByForm });
    },
    onSuccess: refresh,
  });
}

export function useForwardDocument(id: number) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: async ({ body, files }: TWithFiles<TForwardBody>) => {
      const attachments = await uploadPdfs(files);
      return api.post<TDocumentSaved>(`/api/dts/documents/${id}/forward`, { ...body, attachments }, { handleError: isShownByForm });
    },
    onSuccess: refresh,
  });
}

/** Its holder names someone of their office who may read a confidential document. */
export function useNameReader(id: number) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (body: TReaderBody) => api.post<TDocumentSaved>(`/api/dts/documents/${id}/readers`, body, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

/** The moves other than forwarding and correcting; hold, return and reject say why (`reason`), the others may add remarks. */
export type TSimpleMove = Exclude<TDocumentMove, 'edit' | 'forward'>;
const MOVE_PATHS: Record<TSimpleMove, string> = {
  receive: 'receive',
  hold: 'hold',
  return: 'return',
  for_pickup: 'for-pickup',
  release: 'release',
  reject: 'reject',
  archive: 'archive',
};

export type TMoveVariables = { id: number; move: TSimpleMove; reason?: string; remarks?: string };

/**
 * One move of a document by the office that holds it. `quiet` leaves a refusal to the caller (the scanner's
 * receive shows it on the page); otherwise a 422 of a form (the reason) goes under its field.
 */
export function useMoveDocument({ quiet = false }: { quiet?: boolean } = {}) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ id, move, reason, remarks }: TMoveVariables) =>
      api.post<TDocumentSaved>(`/api/dts/documents/${id}/${MOVE_PATHS[move]}`, reason === undefined ? { remarks: remarks || undefined } : { reason }, {
        handleError: quiet ? (error) => error.status === 422 || error.status === 404 : isShownByForm,
      }),
    onSuccess: refresh,
  });
}

/** Finds a scanned tracking number among an office's incoming documents (exact match), or null. */
export async function findIncoming(officeId: number, trackingNumber: string) {
  const answer = await api.get<TDocumentList>('/api/dts/documents', {
    query: { office_id: officeId, view: 'incoming', term: trackingNumber, page: 1, per_page: TABLE_PAGE_SIZE },
  });
  return answer.documents.find((d) => d.tracking_number === trackingNumber) ?? null;
}

/** Where a scanned document is, when it is not incoming to the office; null when the user may not see it (or it is not there). */
export function whereIs(trackingNumber: string) {
  return api
    .get<TDocumentAnswer>(`/api/dts/documents/by-number/${encodeURIComponent(trackingNumber)}`, {
      handleError: (error) => error.status === 404 || error.status === 422,
    })
    .then((answer) => answer.document)
    .catch(() => null);
}

/**
 * Keeps an office's lists live: the server says which offices' documents moved (ids only), and when the office
 * on screen is among them its lists and counts are asked again, so a document sent to it shows without a reload.
 */
export function useDtsLive(officeId: number | null) {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || officeId === null) return;
    const socket = openRealtimeSocket(token);
    socket.on(DTS_EVENT, (payload: unknown) => {
      const changed = ZDtsChanged.safeParse(payload);
      if (!changed.success || !changed.data.office_ids.includes(officeId)) return;
      void queryClient.invalidateQueries({
        queryKey: dtsKeys.lists(),
        predicate: (query: Query) => (query.queryKey[2] as TDocumentListQuery | undefined)?.office_id === officeId,
      });
      void queryClient.invalidateQueries({ queryKey: [...dtsKeys.all, 'mine'] });
    });
    return () => {
      socket.disconnect();
    };
  }, [token, officeId, queryClient]);
}
