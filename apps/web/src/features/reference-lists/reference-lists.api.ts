import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lookupsApi,
  DEGREE_LEVELS,
  PAGE_SIZES,
  REFERENCE_LIST_ADDRESSES,
  REFERENCE_LIST_SHAPES,
  referenceListOf,
  referenceListRoutes,
  type ReferenceListShape,
  type TLookupItem,
  type TListQuery,
  type TLookupStatus,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { pickerKeys } from '../../components/remote-search-picker';
import type { ReferenceList } from './reference-lists.config';

/** An entry of any reference list: its name field and extras vary by list. */
export type TReferenceItem = TLookupItem;
export type TReferenceQuery = TListQuery & { status?: TLookupStatus };

export type { TDegreeMajor } from '@hris/contracts';

export const referenceKeys = {
  all: ['reference-lists'] as const,
  list: (api: string, query: TReferenceQuery) => [...referenceKeys.all, api, query] as const,
  ofList: (api: string) => [...referenceKeys.all, api] as const,
  degreeLevels: () => [...referenceKeys.all, 'degree-levels'] as const,
  majors: (degreeId: number) => [...referenceKeys.all, 'degree-majors', degreeId] as const,
};

/** The list's contract: its answer's field, its name field, its extras' schemas, whether entries wait for approval. */
export const shapeOf = (list: ReferenceList): ReferenceListShape => REFERENCE_LIST_SHAPES[REFERENCE_LIST_ADDRESSES[list.api]];

/** The name an entry is shown by (`name`, or `fullname` for MFOs). */
export function nameOf(list: ReferenceList, item: TReferenceItem): string {
  const name = item[shapeOf(list).nameField];
  return typeof name === 'string' ? name : typeof name === 'number' ? String(name) : '';
}

export function useReferenceList(list: ReferenceList, query: TReferenceQuery) {
  return useQuery({
    queryKey: referenceKeys.list(list.api, query),
    queryFn: async ({ signal }) => {
      const answer = await callApi(referenceListRoutes(list.api).list, { signal, query });
      return { items: answer[shapeOf(list).field] ?? [], meta: answer.meta };
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

/** Adds an entry, or edits the entry `id`, with the body the list's form checked. */
export function useSaveReferenceItem(list: ReferenceList, id: number | undefined) {
  const refresh = useRefreshList(list);
  const routes = referenceListRoutes(list.api);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id ? callApi(routes.edit, { params: { id }, body, handleError: isShownByForm }) : callApi(routes.add, { body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useRemoveReferenceItem(list: ReferenceList) {
  const refresh = useRefreshList(list);
  return useMutation({
    mutationFn: (id: number) => callApi(referenceListRoutes(list.api).remove, { params: { id }, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export function useApproveReferenceItem(list: ReferenceList) {
  const refresh = useRefreshList(list);
  return useMutation({
    mutationFn: (id: number) => {
      const approve = referenceListRoutes(list.api).approve;
      if (!approve) throw new Error(`${list.title} has no entries waiting for approval`);
      return callApi(approve, { params: { id } });
    },
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

const majors = referenceListOf('/api/degree-majors');

export function useDegreeMajors(degreeId: number) {
  return useQuery({
    queryKey: referenceKeys.majors(degreeId),
    queryFn: ({ signal }) => callApi(majors.list, { signal, query: { degreeId, per_page: PAGE_SIZES.fullList } }),
    select: (answer) => answer.degree_majors,
  });
}

/** Adds a major to the degree, or renames the major `id`. */
export function useSaveMajor(degreeId: number, id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id ? callApi(majors.edit, { params: { id }, body, handleError: isShownByForm }) : callApi(majors.add, { body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.majors(degreeId) }),
  });
}

export function useRemoveMajor(degreeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(majors.remove, { params: { id }, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.majors(degreeId) }),
  });
}
