import '../../lib/users-words';
import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import {
  dtsApi,
  DTS_EVENT,
  ZDtsChanged,
  type TDocumentBody,
  type TDocumentEditBody,
  type TDocumentMove,
  type TDocumentQuery,
  type TDocumentTypeBody,
  type TDtsListView,
  type TDtsOffices,
  type TForwardBody,
  type TReaderBody,
} from '@hris/contracts';
import { callApi, type ApiError } from '../../lib/api';
import { openPdf, saveDownload } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { TABLE_PAGE_SIZE } from '../../lib/list-state';
import { useToken } from '../../lib/session';
import { openRealtimeSocket } from '../../lib/socket';
import { uploadPdfs } from '../../lib/upload-pdf';

// The answers' types are the API's contracts (@hris/contracts), re-exported under the names the pages use.
export type { TDocument, TDocumentAnswer, TDocumentLogEntry, TDocumentMove, TDocumentType, TDtsCounts, TDtsListView } from '@hris/contracts';
export type TOffice = TDtsOffices['offices'][number];

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

/** Opens a document's routing slip. */
export const openSlip = (id: number) => openPdf(dtsApi.slip, { params: { id } });
/** Opens an attached PDF. */
export const openAttachment = (id: number) => openPdf(dtsApi.attachment, { params: { id } });
export const documentPagePath = (id: number) => `/dts/documents/${id}`;
/** SPEC.md §2's correction address: the document, the office that filed it and the year of its number. */
export const editDocumentPath = (d: { id: number; tracking_number: string; origin_office: { id: number } }) =>
  `/dts/edit-document/${d.id}/${d.origin_office.id}/${d.tracking_number.slice(0, 4)}`;

/** The offices the user acts for, their own first (every office, for a DTS administrator). */
export function useDtsOffices() {
  return useQuery({
    queryKey: dtsKeys.offices(),
    queryFn: ({ signal }) => callApi(dtsApi.offices, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDocumentTypes() {
  return useQuery({
    queryKey: dtsKeys.types(),
    queryFn: ({ signal }) => callApi(dtsApi.types, { signal }),
    select: (answer) => answer.document_types,
    staleTime: 5 * 60_000,
  });
}

export function useSaveDocumentType(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDocumentTypeBody) =>
      id === null
        ? callApi(dtsApi.addType, { body, handleError: isShownByForm })
        : callApi(dtsApi.editType, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: dtsKeys.types() }),
  });
}

/** An office's view with the six counts. Documents arrive while the page is open: the socket asks again (useDtsLive). */
export function useDocuments(query: TDocumentListQuery | null) {
  const sent = query ? { ...query, per_page: query.per_page ?? TABLE_PAGE_SIZE } : null;
  return useQuery({
    queryKey: dtsKeys.list(sent ?? { view: 'incoming', page: 1 }),
    queryFn: ({ signal }) => callApi(dtsApi.list, { signal, query: sent ?? undefined }),
    enabled: sent !== null,
    placeholderData: keepPreviousData,
  });
}

/** The view's documents (same filters, every page) as an Excel file named by the server. */
export function exportDocuments(query: Omit<TDocumentListQuery, 'page' | 'per_page'>): Promise<void> {
  return saveDownload(dtsApi.exportList, { query }, `documents-${query.view}.xlsx`);
}

export function useMyDocuments(term: string | undefined, page: number) {
  return useQuery({
    queryKey: dtsKeys.mine(term, page),
    queryFn: ({ signal }) => callApi(dtsApi.mine, { signal, query: { term, page, per_page: TABLE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** A 404 (not there, or not the viewer's to see) is shown by the page, not as a toast. */
const notFoundIsShown = (error: ApiError) => error.status === 404;

export function useDocument(id: number | null) {
  return useQuery({
    queryKey: dtsKeys.one(id ?? 0),
    queryFn: ({ signal }) => callApi(dtsApi.one, { params: { id: id ?? 0 }, signal, handleError: notFoundIsShown }),
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
      callApi(dtsApi.byNumber, {
        params: { tracking_number: trackingNumber ?? '' },
        signal,
        handleError: (error) => error.status === 404 || error.status === 422,
      }).catch((error: unknown) => {
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
    queryFn: ({ signal }) => callApi(dtsApi.overdue, { params: { id: logId ?? 0 }, signal, handleError: notFoundIsShown }),
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
      callApi(dtsApi.track, {
        params: { tracking_number: trackingNumber ?? '' },
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
      return callApi(dtsApi.file, { body: { ...body, attachments }, handleError: isShownByForm });
    },
    onSuccess: refresh,
  });
}

export function useEditDocument(id: number) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: async ({ body, files }: TWithFiles<TDocumentEditBody>) => {
      const attachments = await uploadPdfs(files);
      return callApi(dtsApi.edit, { params: { id }, body: { ...body, attachments }, handleError: isShownByForm });
    },
    onSuccess: refresh,
  });
}

export function useForwardDocument(id: number) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: async ({ body, files }: TWithFiles<TForwardBody>) => {
      const attachments = await uploadPdfs(files);
      return callApi(dtsApi.forward, { params: { id }, body: { ...body, attachments }, handleError: isShownByForm });
    },
    onSuccess: refresh,
  });
}

/** Its holder names someone of their office who may read a confidential document. */
export function useNameReader(id: number) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (body: TReaderBody) => callApi(dtsApi.nameReader, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

/** The moves other than forwarding and correcting; hold, return and reject say why (`reason`), the others may add remarks. */
export type TSimpleMove = Exclude<TDocumentMove, 'edit' | 'forward'>;
/** The moves that take remarks, and those that must say why. */
const MOVES_WITH_REMARKS = { receive: dtsApi.receive, for_pickup: dtsApi.forPickup, release: dtsApi.release, archive: dtsApi.archive } as const;
const MOVES_WITH_REASON = { hold: dtsApi.hold, return: dtsApi.return, reject: dtsApi.reject } as const;
const isMoveWithReason = (move: TSimpleMove): move is keyof typeof MOVES_WITH_REASON => move in MOVES_WITH_REASON;

export type TMoveVariables = { id: number; move: TSimpleMove; reason?: string; remarks?: string };

/**
 * One move of a document by the office that holds it. `quiet` leaves a refusal to the caller (the scanner's
 * receive shows it on the page); otherwise a 422 of a form (the reason) goes under its field.
 */
export function useMoveDocument({ quiet = false }: { quiet?: boolean } = {}) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ id, move, reason, remarks }: TMoveVariables) => {
      const handleError = quiet ? (error: ApiError) => error.status === 422 || error.status === 404 : isShownByForm;
      return isMoveWithReason(move)
        ? callApi(MOVES_WITH_REASON[move], { params: { id }, body: { reason: reason ?? '' }, handleError })
        : callApi(MOVES_WITH_REMARKS[move], { params: { id }, body: { remarks: remarks || undefined }, handleError });
    },
    onSuccess: refresh,
  });
}

/** Finds a scanned tracking number among an office's incoming documents (exact match), or null. */
export async function findIncoming(officeId: number, trackingNumber: string) {
  const answer = await callApi(dtsApi.list, { query: { office_id: officeId, view: 'incoming', term: trackingNumber, page: 1, per_page: TABLE_PAGE_SIZE } });
  return answer.documents.find((d) => d.tracking_number === trackingNumber) ?? null;
}

/** Where a scanned document is, when it is not incoming to the office; null when the user may not see it (or it is not there). */
export function whereIs(trackingNumber: string) {
  return callApi(dtsApi.byNumber, {
    params: { tracking_number: trackingNumber },
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
