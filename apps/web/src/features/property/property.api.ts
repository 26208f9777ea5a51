import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROPERTY_EVENT,
  type TDisposalBody,
  type TIssueBody,
  type TIssueSaved,
  type TPropertyItemPatch,
  type TReturnBody,
  type TTransferBody,
  type TMyDocumentStatus,
  type TMyProperty,
  type TMyPropertyDocuments,
  type TOfficeHoldings,
  type TOfficeHoldingsQuery,
  type TPropertyDocumentSaved,
  type TPropertyItemBody,
  type TPropertyItemAnswer,
  type TPropertyItemList,
  type TPropertyItemQuery,
  type TPropertyItemSaved,
  type TPropertySettings,
  type TPropertySettingsSaved,
} from '@hris/contracts';
import { api, apiRequest } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { useToken } from '../../lib/session';
import { openRealtimeSocket } from '../../lib/socket';

// Property accountability (issue 23): the register and the forms of the supply and property office (PROPERTYACCOUNT),
// and what each employee holds (PPTY-MR, /my/mrs). Types are the API's contracts.
export type { TMyDocumentStatus, TPropertyDocument, TPropertyHistoryEntry, TPropertyItem } from '@hris/contracts';

export const propertyKeys = {
  all: ['property'] as const,
  items: (query: Partial<TPropertyItemQuery>) => [...propertyKeys.all, 'items', query] as const,
  mine: () => [...propertyKeys.all, 'mine'] as const,
  item: (id: number) => [...propertyKeys.all, 'item', id] as const,
  settings: () => [...propertyKeys.all, 'settings'] as const,
  myDocuments: (status: TMyDocumentStatus) => [...propertyKeys.all, 'mine', 'documents', status] as const,
};

export const documentPdfPath = (id: number) => `/api/property/documents/${id}/pdf`;

export function usePropertyItems(query: Partial<TPropertyItemQuery>, enabled = true) {
  return useQuery({
    queryKey: propertyKeys.items(query),
    queryFn: ({ signal }) => api.get<TPropertyItemList>('/api/property/items', { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAddPropertyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPropertyItemBody) => api.post<TPropertyItemSaved>('/api/property/items', body, { handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

export function useIssueProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TIssueBody) => api.post<TIssueSaved>('/api/property/issues', body, { handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/** A transfer (PTR/ITR), a return (PRS/RRSP) or a disposal (IIRUP/IIRUSP): each answers the document made. */
function useMovement<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<TPropertyDocumentSaved>(path, body, { handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
export const useTransferProperty = () => useMovement<TTransferBody>('/api/property/transfers');
export const useReturnProperty = () => useMovement<TReturnBody>('/api/property/returns');
export const useDisposeProperty = () => useMovement<TDisposalBody>('/api/property/disposals');

/** Corrects an item's condition or location. */
export function useCorrectPropertyItem(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPropertyItemPatch) =>
      apiRequest<TPropertyItemSaved>(`/api/property/items/${id}`, { method: 'PATCH', body, handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

export function useMyProperty() {
  return useQuery({ queryKey: propertyKeys.mine(), queryFn: ({ signal }) => api.get<TMyProperty>('/api/property/mine', { signal }) });
}

export function useMyPropertyDocuments(status: TMyDocumentStatus) {
  return useQuery({
    queryKey: propertyKeys.myDocuments(status),
    queryFn: ({ signal }) => api.get<TMyPropertyDocuments>('/api/property/mine/documents', { signal, query: { status } }),
  });
}

export function useAcknowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<TPropertyDocumentSaved>(`/api/property/documents/${id}/acknowledge`, {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/** /my/mrs refreshes the moment something is issued to the user. */
export function usePropertyLiveRefresh() {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const socket = openRealtimeSocket(token);
    socket.on(PROPERTY_EVENT, () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }));
    return () => {
      socket.close();
    };
  }, [token, queryClient]);
}

export function usePropertySettings(enabled = true) {
  return useQuery({
    queryKey: propertyKeys.settings(),
    queryFn: ({ signal }) => api.get<TPropertySettings>('/api/property/settings', { signal }),
    enabled,
  });
}

export function useSavePropertySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPropertySettings) => api.put<TPropertySettingsSaved>('/api/property/settings', body, { handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.settings() }),
  });
}

/** One item with the forms it was issued on (the office's read of the holders is audited). */
export function usePropertyItem(id: number | null) {
  return useQuery({
    queryKey: propertyKeys.item(id ?? 0),
    queryFn: ({ signal }) => api.get<TPropertyItemAnswer>(`/api/property/items/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** The holdings of an office the user heads (empty `offices` when they head none). */
export function useOfficeHoldings(query: Partial<TOfficeHoldingsQuery>) {
  return useQuery({
    queryKey: [...propertyKeys.all, 'office-holdings', query] as const,
    queryFn: ({ signal }) => api.get<TOfficeHoldings>('/api/property/office-holdings', { signal, query }),
    placeholderData: keepPreviousData,
  });
}
