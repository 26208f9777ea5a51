import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCountAnswer,
  TCountBody,
  TCountCloseInput,
  TCountDifferences,
  TCountLineSaved,
  TCountLinesQuery,
  TCountLineUpdate,
  TCountList,
  TCountQuery,
  TCountSaved,
} from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

// The physical count of property (issue 23, PROPERTYACCOUNT): the counts, a count's lines a page at a time, the
// differences. Types are the API's contracts.
export type { TCount, TCountLine } from '@hris/contracts';

export const countKeys = {
  all: ['property', 'counts'] as const,
  list: (query: Partial<TCountQuery>) => [...countKeys.all, 'list', query] as const,
  one: (id: number) => [...countKeys.all, 'one', id] as const,
  lines: (id: number, query: Partial<TCountLinesQuery>) => [...countKeys.one(id), 'lines', query] as const,
  differences: (id: number) => [...countKeys.one(id), 'differences'] as const,
};

export const countSheetPath = (id: number) => `/api/property/counts/${id}/sheet.pdf`;
export const countDifferencesPdfPath = (id: number) => `/api/property/counts/${id}/differences.pdf`;

export function useCounts(query: Partial<TCountQuery>) {
  return useQuery({
    queryKey: countKeys.list(query),
    queryFn: ({ signal }) => api.get<TCountList>('/api/property/counts', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useOpenCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCountBody) => api.post<TCountSaved>('/api/property/counts', body, { handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: countKeys.all }),
  });
}

export function useCount(id: number, query: Partial<TCountLinesQuery>) {
  return useQuery({
    queryKey: countKeys.lines(id, query),
    queryFn: ({ signal }) => api.get<TCountAnswer>(`/api/property/counts/${id}`, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** Records one line; the page's lists and totals are refreshed from the answer. */
export function useRecordLine(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: TCountLineUpdate }) => api.put<TCountLineSaved>(`/api/property/counts/${id}/lines/${itemId}`, body),
    onSuccess: (answer) => {
      // The line and the totals in every page held, at once; then the lists re-read (a filter may now leave it out).
      queryClient.setQueriesData<TCountAnswer>({ queryKey: [...countKeys.one(id), 'lines'] }, (old) =>
        old
          ? {
              ...old,
              count: { ...old.count, counts: answer.counts },
              lines: old.lines.map((l) => (l.item.id === answer.line.item.id ? answer.line : l)),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: countKeys.differences(id) });
      void queryClient.invalidateQueries({ queryKey: [...countKeys.all, 'list'] });
    },
  });
}

export function useCloseCount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCountCloseInput) => api.post<TCountSaved>(`/api/property/counts/${id}/close`, body, { handleError: () => true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['property'] }),
  });
}

export function useCountDifferences(id: number, enabled: boolean) {
  return useQuery({
    queryKey: countKeys.differences(id),
    queryFn: ({ signal }) => api.get<TCountDifferences>(`/api/property/counts/${id}/differences`, { signal }),
    enabled,
  });
}
