import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCredits,
  TMakeupClassBody,
  TOvertimeAnswer,
  TOvertimeBody,
  TOvertimeKind,
  TOvertimeList,
  TOvertimeListQuery,
  TOvertimeSaved,
} from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

export type { TRequestScope } from '@hris/contracts';
export type { TOvertimeKind };

export type { TCreditEntry, TCredits, TOvertimeRequest } from '@hris/contracts';

export type TOvertimeQuery = TOvertimeListQuery;

export const overtimeKeys = {
  all: ['overtime'] as const,
  list: (query: TOvertimeQuery) => [...overtimeKeys.all, 'list', query] as const,
  one: (id: number) => [...overtimeKeys.all, 'one', id] as const,
  myCredits: () => [...overtimeKeys.all, 'credits', 'mine'] as const,
};

// Requests move on while the page is closed (approvers act, the hourly job credits): reload on opening.
const FRESH = { staleTime: 0, refetchOnMount: 'always' as const };

export function useOvertimeList(query: TOvertimeQuery) {
  return useQuery({
    queryKey: overtimeKeys.list(query),
    queryFn: ({ signal }) => api.get<TOvertimeList>('/api/overtime', { signal, query }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useOvertimeRequest(id: number | null) {
  return useQuery({
    queryKey: overtimeKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<TOvertimeAnswer>(`/api/overtime/${id}`, { signal }),
    select: (answer) => answer.overtime_request,
    enabled: id !== null,
    ...FRESH,
  });
}

/** My compensatory overtime credits: the balance and every entry with its expiry. */
export function useMyCredits() {
  return useQuery({
    queryKey: overtimeKeys.myCredits(),
    queryFn: ({ signal }) => api.get<TCredits>('/api/overtime/credits/mine', { signal }),
    ...FRESH,
  });
}

/** Reloads every overtime list, request and balance (after a decision or a recompute). */
export function useRefreshOvertime() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: overtimeKeys.all });
}

function useOvertimeMutation<V>(send: (variables: V) => Promise<TOvertimeSaved>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeKeys.all }) });
}

export function useFileOvertime() {
  return useOvertimeMutation((body: TOvertimeBody) => api.post<TOvertimeSaved>('/api/overtime', body, { handleError: isShownByForm }));
}

export function useFileMakeupClass() {
  return useOvertimeMutation((body: TMakeupClassBody) => api.post<TOvertimeSaved>('/api/overtime/makeup-classes', body, { handleError: isShownByForm }));
}

/** eDATS admin: work out the served time again from the punches and rewrite the credit. */
export function useRecomputeOvertime() {
  return useOvertimeMutation((id: number) => api.post<TOvertimeSaved>(`/api/overtime/${id}/compute`, {}));
}

/** "2.00 hours". */
export const hoursLabel = (hours: number | null | undefined) => (hours == null ? '—' : `${hours.toFixed(2)} hours`);

export const KIND_LABELS: Record<TOvertimeKind, string> = { overtime: 'Overtime', makeup: 'Make-up class' };
