import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { overtimeApi, type TMakeupClassBody, type TOvertimeBody, type TOvertimeKind, type TOvertimeListQuery, type TOvertimeSaved } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf } from '../../lib/download';
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
    queryFn: ({ signal }) => callApi(overtimeApi.list, { signal, query }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useOvertimeRequest(id: number | null) {
  return useQuery({
    queryKey: overtimeKeys.one(id ?? 0),
    queryFn: ({ signal }) => callApi(overtimeApi.one, { params: { id: id ?? 0 }, signal }),
    select: (answer) => answer.overtime_request,
    enabled: id !== null,
    ...FRESH,
  });
}

/** My compensatory overtime credits: the balance and every entry with its expiry. */
export function useMyCredits() {
  return useQuery({
    queryKey: overtimeKeys.myCredits(),
    queryFn: ({ signal }) => callApi(overtimeApi.myCredits, { signal }),
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
  return useOvertimeMutation((body: TOvertimeBody) => callApi(overtimeApi.file, { body, handleError: isShownByForm }));
}

export function useFileMakeupClass() {
  return useOvertimeMutation((body: TMakeupClassBody) => callApi(overtimeApi.fileMakeupClass, { body, handleError: isShownByForm }));
}

/** eDATS admin: work out the served time again from the punches and rewrite the credit. */
export function useRecomputeOvertime() {
  return useOvertimeMutation((id: number) => callApi(overtimeApi.compute, { params: { id } }));
}

/** Opens the printable authorization of an overtime or make-up class. */
export const openOvertimeForm = (id: number) => openPdf(overtimeApi.form, { params: { id } });

/** Opens my Certificate of COC Earned of a month. */
export const openCocCertificate = (month: string) => openPdf(overtimeApi.certificate, { query: { month } });

/** "2.00 hours". */
export const hoursLabel = (hours: number | null | undefined) => (hours == null ? '—' : `${hours.toFixed(2)} hours`);

export const KIND_LABELS: Record<TOvertimeKind, string> = { overtime: 'Overtime', makeup: 'Make-up class' };
