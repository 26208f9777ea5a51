import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lookupsApi,
  DEGREE_LEVELS,
  PAGE_SIZES,
  type TDegreeMajor,
  type TDegreeMajorList,
  type TLookupItem,
  type TListQuery,
  type TLookupItemSaved,
  type TLookupList,
  type TLookupStatus,
  type TMessage,
} from '@hris/contracts';
import { api, callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { pickerKeys } from '../../components/remote-search-picker';
import type { ReferenceList } from './reference-lists.config';

/** An entry of any reference list: its name field and extras vary by list. */
export type TReferenceItem = TLookupItem;
export type TReferenceBody = Record<string, string | number | boolean | null>;
export type TReferenceQuery = TListQuery & { status?: TLookupStatus };

export type { TDegreeMajor } from '@hris/contracts';

export const referenceKeys = {
  all: ['reference-lists'] as const,
  list: (api: string, query: TReferenceQuery) => [...referenceKeys.all, api, query] as const,
  ofList: (api: string) => [...referenceKeys.all, api] as const,
  degreeLevels: () => [...referenceKeys.all, 'degree-levels'] as const,
  majors: (degreeId: number) => [...referenceKeys.all, 'degree-majors', degreeId] as const,
};

/** The name an entry is shown by (`name`, or `fullname` for MFOs). */
export function nameOf(list: ReferenceList, item: TReferenceItem): string {
  const name = item[list.nameField];
  return typeof name === 'string' ? name : typeof name === 'number' ? String(name) : '';
}

export function useReferenceList(list: ReferenceList, query: TReferenceQuery) {
  return useQuery({
    queryKey: referenceKeys.list(list.api, query),
    queryFn: async ({ signal }) => {
      const answer = await api.get<TLookupList>(list.api, { signal, query });
      return { items: answer[list.field] ?? [], meta: answer.meta };
    },
    placeholderData: (previous) => previous,
  });
}

/** A list changed: its pages and every picker that offers it. */
function useRefreshList(list: ReferenceList) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: referenceKeys.ofList(list.api) }), queryClient.invalidateQueries({ queryKey: pickerKeys.all })]);
}

type TItemAnswer = TLookupItemSaved;

export function useSaveReferenceItem(list: ReferenceList) {
  const refresh = useRefreshList(list);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TReferenceBody }) =>
      id
        ? api.put<TItemAnswer>(`${list.api}/${id}`, body, { handleError: isShownByForm })
        : api.post<TItemAnswer>(list.api, body, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useRemoveReferenceItem(list: ReferenceList) {
  const refresh = useRefreshList(list);
  return useMutation({
    mutationFn: (id: number) => api.delete<TMessage>(`${list.api}/${id}`, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useApproveReferenceItem(list: ReferenceList) {
  const refresh = useRefreshList(list);
  return useMutation({
    mutationFn: (id: number) => api.put<TItemAnswer>(`${list.api}/${id}/approve`),
    onSuccess: refresh,
  });
}

/** The levels a degree belongs to (GET /api/degree/create); the shared list until it answers. */
export function useDegreeLevels(): readonly string[] {
  const query = useQuery({
    queryKey: referenceKeys.degreeLevels(),
    queryFn: ({ signal }) => callApi(lookupsApi.degreeLevels, { signal, lookup: true }),
    staleTime: Infinity,
  });
  return query.data?.levels ?? DEGREE_LEVELS;
}

export function useDegreeMajors(degreeId: number) {
  return useQuery({
    queryKey: referenceKeys.majors(degreeId),
    queryFn: ({ signal }) => api.get<TDegreeMajorList>('/api/degree-majors', { signal, query: { degreeId, per_page: PAGE_SIZES.fullList } }),
    select: (answer) => answer.degree_majors,
  });
}

export function useSaveMajor(degreeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, major }: { id?: number; major: string }) =>
      id
        ? api.put<TLookupItemSaved<TDegreeMajor>>(`/api/degree-majors/${id}`, { major }, { handleError: isShownByForm })
        : api.post<TLookupItemSaved<TDegreeMajor>>('/api/degree-majors', { major, degree_id: degreeId }, { handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.majors(degreeId) }),
  });
}

export function useRemoveMajor(degreeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<TMessage>(`/api/degree-majors/${id}`, { handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.majors(degreeId) }),
  });
}
