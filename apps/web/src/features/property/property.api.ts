import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROPERTY_EVENT,
  propertyApi,
  type TDisposalBody,
  type TIssueBody,
  type TMyDocumentStatus,
  type TOfficeHoldingsQuery,
  type TPropertyItemBody,
  type TPropertyItemPatch,
  type TPropertyItemQuery,
  type TPropertySettings,
  type TReturnBody,
  type TTransferBody,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf, saveDownload } from '../../lib/download';
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

/** The register as the search and filters show it, as an .xlsx. */
export const exportRegister = (query: Omit<TPropertyItemQuery, 'page' | 'per_page'>) =>
  saveDownload(propertyApi.exportItems, { query }, 'property-register.xlsx');

/** A property document printed on its COA form, in a new tab. */
export const openDocumentPdf = (id: number) => openPdf(propertyApi.documentPdf, { params: { id } });

export function usePropertyItems(query: Partial<TPropertyItemQuery>, enabled = true) {
  return useQuery({
    queryKey: propertyKeys.items(query),
    queryFn: ({ signal }) => callApi(propertyApi.items, { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAddPropertyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPropertyItemBody) => callApi(propertyApi.addItem, { body, handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

export function useIssueProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TIssueBody) => callApi(propertyApi.issue, { body, handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/** After a write the register, what each holds and the documents may all have changed. */
function useRefreshProperty() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
}

// A transfer (PTR/ITR), a return (PRS/RRSP) or a disposal (IIRUP/IIRUSP): each answers the document made.
export function useTransferProperty() {
  const refresh = useRefreshProperty();
  return useMutation({
    mutationFn: (body: TTransferBody) => callApi(propertyApi.transfer, { body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}
export function useReturnProperty() {
  const refresh = useRefreshProperty();
  return useMutation({
    mutationFn: (body: TReturnBody) => callApi(propertyApi.receiveReturn, { body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}
export function useDisposeProperty() {
  const refresh = useRefreshProperty();
  return useMutation({
    mutationFn: (body: TDisposalBody) => callApi(propertyApi.dispose, { body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

/** Corrects an item's condition or location. */
export function useCorrectPropertyItem(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPropertyItemPatch) => callApi(propertyApi.correctItem, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

export function useMyProperty() {
  return useQuery({ queryKey: propertyKeys.mine(), queryFn: ({ signal }) => callApi(propertyApi.mine, { signal }) });
}

export function useMyPropertyDocuments(status: TMyDocumentStatus) {
  return useQuery({
    queryKey: propertyKeys.myDocuments(status),
    queryFn: ({ signal }) => callApi(propertyApi.myDocuments, { signal, query: { status } }),
  });
}

export function useAcknowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(propertyApi.acknowledge, { params: { id } }),
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
    queryFn: ({ signal }) => callApi(propertyApi.settings, { signal }),
    enabled,
  });
}

export function useSavePropertySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPropertySettings) => callApi(propertyApi.saveSettings, { body, handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.settings() }),
  });
}

/** One item with the forms it was issued on (the office's read of the holders is audited). */
export function usePropertyItem(id: number | null) {
  return useQuery({
    queryKey: propertyKeys.item(id ?? 0),
    queryFn: ({ signal }) => callApi(propertyApi.item, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** The holdings of an office the user heads (empty `offices` when they head none). */
export function useOfficeHoldings(query: Partial<TOfficeHoldingsQuery>) {
  return useQuery({
    queryKey: [...propertyKeys.all, 'office-holdings', query] as const,
    queryFn: ({ signal }) => callApi(propertyApi.officeHoldings, { signal, query }),
    placeholderData: keepPreviousData,
  });
}
