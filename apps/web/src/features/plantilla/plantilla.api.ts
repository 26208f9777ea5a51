import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  type TPlantillaItem,
  type TPlantillaItemBody,
  type TPlantillaItemList,
  type TPlantillaItemQuery,
  type TPlantillaItemSaved,
} from '@hris/contracts';
import type { TNamedLookupItem } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

// The one client of the plantilla: its items (authorized positions, vacant or filled) and the two
// reference lists an item carries (level, coverage). The RSP forms pick vacant items through it.

export type TPlantillaListQuery = Partial<Pick<TPlantillaItemQuery, 'status' | 'department_id' | 'position_id' | 'term'>> & { page: number; per_page: number };
type TNamed = TNamedLookupItem;

export const plantillaKeys = {
  all: ['plantilla'] as const,
  items: (query: TPlantillaListQuery) => [...plantillaKeys.all, 'items', query] as const,
  vacant: (filter: TVacantFilter) => [...plantillaKeys.all, 'vacant', filter] as const,
  list: (field: string) => [...plantillaKeys.all, 'list', field] as const,
};

export function usePlantillaItems(query: TPlantillaListQuery) {
  return useQuery({
    queryKey: plantillaKeys.items(query),
    queryFn: ({ signal }) => api.get<TPlantillaItemList>('/api/plantilla/items', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** Which vacant items a form offers: of one office, of one position, or both. */
export type TVacantFilter = { department_id?: number; position_id?: number };

/**
 * Every vacant item matching the filter, in one answer. Items are filled by appointments made
 * elsewhere, so the list is read again each time a form opens.
 */
export function useVacantItems(filter: TVacantFilter, enabled = true) {
  return useQuery({
    queryKey: plantillaKeys.vacant(filter),
    queryFn: ({ signal }) =>
      api.get<TPlantillaItemList>('/api/plantilla/items', { signal, lookup: true, query: { ...filter, status: 'vacant', per_page: PAGE_SIZES.fullList } }),
    select: (answer) => answer.plantilla_items,
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** "SU-ADA4-2026-01 — Administrative Aide IV (SG 4)": how a form lists an item to choose. */
export function itemLabel(item: TPlantillaItem): string {
  return `${item.item_no} — ${item.position.name} (SG ${item.salary_grade})`;
}

/** The short reference lists of an item (a handful of entries each), loaded whole. */
function useReferenceList(path: string, field: 'levels' | 'coverages') {
  return useQuery({
    queryKey: plantillaKeys.list(field),
    queryFn: ({ signal }) => api.get<Record<string, TNamed[]>>(path, { signal, lookup: true, query: { per_page: PAGE_SIZES.fullList } }),
    select: (answer) => (answer[field] ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })),
    staleTime: 10 * 60_000,
  });
}

export const usePlantillaLevels = () => useReferenceList('/api/plantilla/levels', 'levels');
export const usePlantillaCoverages = () => useReferenceList('/api/plantilla/coverages', 'coverages');

export function useSavePlantillaItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TPlantillaItemBody }) =>
      id
        ? api.put<TPlantillaItemSaved>(`/api/plantilla/items/${id}`, body, { handleError: isShownByForm })
        : api.post<TPlantillaItemSaved>('/api/plantilla/items', body, { handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plantillaKeys.all }),
  });
}
