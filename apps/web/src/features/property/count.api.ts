import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  propertyApi,
  type TCountAnswer,
  type TCountBody,
  type TCountCloseInput,
  type TCountLinesQuery,
  type TCountLineUpdate,
  type TCountQuery,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf } from '../../lib/download';
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

/** The count sheet (RPCPPE and RPCSP), and the report of differences, in a new tab. */
export const openCountSheet = (id: number) => openPdf(propertyApi.countSheet, { params: { id } });
export const openDifferencesPdf = (id: number) => openPdf(propertyApi.differencesPdf, { params: { id } });

export function useCounts(query: Partial<TCountQuery>) {
  return useQuery({
    queryKey: countKeys.list(query),
    queryFn: ({ signal }) => callApi(propertyApi.counts, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useOpenCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCountBody) => callApi(propertyApi.openCount, { body, handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: countKeys.all }),
  });
}

export function useCount(id: number, query: Partial<TCountLinesQuery>) {
  return useQuery({
    queryKey: countKeys.lines(id, query),
    queryFn: ({ signal }) => callApi(propertyApi.count, { params: { id }, signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** Records one line; the page's lists and totals are refreshed from the answer. */
export function useRecordLine(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: TCountLineUpdate }) => callApi(propertyApi.recordLine, { params: { id, itemId }, body }),
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
    mutationFn: (body: TCountCloseInput) => callApi(propertyApi.closeCount, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['property'] }),
  });
}

export function useCountDifferences(id: number, enabled: boolean) {
  return useQuery({
    queryKey: countKeys.differences(id),
    queryFn: ({ signal }) => callApi(propertyApi.countDifferences, { params: { id }, signal }),
    enabled,
  });
}
