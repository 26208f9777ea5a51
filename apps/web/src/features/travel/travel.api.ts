import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { travelApi, type TRequestListQuery, type TRequestScope, type TTravelBody } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf, saveDownload } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { approvalKeys } from '../approvals/approvals.api';
import { dtrKeys } from '../attendance/dtr.api';

/** Whose travels a list shows: mine (My Account), my department's (heads), everyone's (eDATS admin). */
export type TTravelScope = TRequestScope;

export type { TTravel } from '@hris/contracts';

export type TTravelQuery = TRequestListQuery;
/** The list's filters without its page: what the Excel export takes. */
export type TTravelFilters = Omit<TTravelQuery, 'page' | 'per_page'>;

export const travelKeys = {
  all: ['official-business'] as const,
  list: (query: TTravelQuery) => [...travelKeys.all, 'list', query] as const,
  one: (id: number) => [...travelKeys.all, 'one', id] as const,
};

/** Opens the travel order of an approved travel. */
export const openTravelOrder = (id: number) => openPdf(travelApi.order, { params: { id } });

export function useTravels(query: TTravelQuery) {
  return useQuery({
    queryKey: travelKeys.list(query),
    queryFn: ({ signal }) => callApi(travelApi.list, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useTravel(id: number | null) {
  return useQuery({
    queryKey: travelKeys.one(id ?? 0),
    queryFn: ({ signal }) => callApi(travelApi.one, { params: { id: id ?? 0 }, signal }),
    select: (answer) => answer.travel,
    enabled: id !== null,
    // Others act on it while the page is closed.
    staleTime: 0,
  });
}

export function useFileTravel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTravelBody) => callApi(travelApi.file, { body, handleError: isShownByForm }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: travelKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

/** After an approver acted or the traveller cancelled: the travel, the lists and the DTR may have changed. */
export function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: travelKeys.all });
    void queryClient.invalidateQueries({ queryKey: dtrKeys.all });
  };
}

/** The list's travels (same filters, every page) as an Excel file. */
export function exportTravels(filters: TTravelFilters): Promise<void> {
  return saveDownload(travelApi.export, { query: filters }, `official-business-${filters.month ?? 'all'}.xlsx`);
}
