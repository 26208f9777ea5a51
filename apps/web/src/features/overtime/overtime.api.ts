import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMakeupClassBody, TOvertimeBody, TOvertimeKind, TRequestStatus } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import type { TListAnswer } from '../../lib/list-state';

export type TRequestScope = 'mine' | 'department' | 'all';
export type { TOvertimeKind };

export type TOvertimeRequest = {
  id: number;
  personnel: { id: number; idno: string | null; fullname: string; department: string | null };
  kind: TOvertimeKind;
  date: string;
  start_time: string;
  end_time: string;
  purpose: string;
  details: { subject?: string; section?: string; room?: string; date_missed?: string } | null;
  status: TRequestStatus;
  approval_request_id: number | null;
  served_minutes: number | null;
  served_hours: number | null;
  served_computed_at: string | null;
  credit: { id: number; hours: number; expires_on: string | null; remarks: string | null } | null;
  created_at: string;
};

export type TCreditEntry = {
  id: number;
  entry_kind: 'earned' | 'used' | 'expired';
  hours: number;
  entry_date: string;
  expires_on: string | null;
  expired: boolean;
  remarks: string | null;
  overtime: { id: number; start_time: string; end_time: string; purpose: string; served_minutes: number | null } | null;
};
export type TCredits = { personnel_id: number | null; balance: number; as_of: string; entries: TCreditEntry[] };

export type TOvertimeQuery = { scope: TRequestScope; kind?: TOvertimeKind; status?: TRequestStatus; month?: string; term?: string; page: number; per_page: number };
type TSaved = { message: string; overtime_request: TOvertimeRequest };

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
    queryFn: ({ signal }) => api.get<TListAnswer<'overtime_requests', TOvertimeRequest>>('/api/overtime', { signal, query }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useOvertimeRequest(id: number | null) {
  return useQuery({
    queryKey: overtimeKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<{ overtime_request: TOvertimeRequest }>(`/api/overtime/${id}`, { signal }),
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
  return () => queryClient.invalidateQueries({ queryKey: overtimeKeys.all });
}

function useOvertimeMutation<V>(send: (variables: V) => Promise<TSaved>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeKeys.all }) });
}

export function useFileOvertime() {
  return useOvertimeMutation((body: TOvertimeBody) => api.post<TSaved>('/api/overtime', body, { handleError: isShownByForm }));
}

export function useFileMakeupClass() {
  return useOvertimeMutation((body: TMakeupClassBody) => api.post<TSaved>('/api/overtime/makeup-classes', body, { handleError: isShownByForm }));
}

/** eDATS admin: work out the served time again from the punches and rewrite the credit. */
export function useRecomputeOvertime() {
  return useOvertimeMutation((id: number) => api.post<TSaved>(`/api/overtime/${id}/compute`, {}));
}

/** "2.00 hours". */
export const hoursLabel = (hours: number | null | undefined) => (hours == null ? '—' : `${hours.toFixed(2)} hours`);

export const KIND_LABELS: Record<TOvertimeKind, string> = { overtime: 'Overtime', makeup: 'Make-up class' };
