import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  APPROVAL_ACTIONS,
  TApprovalActed,
  TApprovalRequest,
  TApprovalRequestAnswer,
  TApprovalRequestList,
  TMessage,
  TRequestStatus,
  TRequestSummary,
  TRequestSummaryAnswer,
  TStepState,
} from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

export type { TApprovalRequest, TRequestStatus, TRequestSummary, TStepState };
export type TApprovalAction = (typeof APPROVAL_ACTIONS)[number];

type TRequestList = TApprovalRequestList;

export const approvalKeys = {
  all: ['approval-requests'] as const,
  waiting: () => [...approvalKeys.all, 'waiting'] as const,
  mine: () => [...approvalKeys.all, 'mine'] as const,
  one: (id: number) => [...approvalKeys.all, 'one', id] as const,
  summary: (id: number) => [...approvalKeys.all, 'summary', id] as const,
};

// Requests move on while the page is closed (others act on them): always reload on opening.
const FRESH = { staleTime: 0, refetchOnMount: 'always' as const };

/** Requests at a step the signed-in user acts on. */
export function useWaitingRequests() {
  return useQuery({
    queryKey: approvalKeys.waiting(),
    queryFn: ({ signal }) => api.get<TRequestList>('/api/approval-requests/waiting', { signal }),
    select: (answer) => answer.requests,
    ...FRESH,
  });
}

/** Requests the signed-in user made. */
export function useMyRequests() {
  return useQuery({
    queryKey: approvalKeys.mine(),
    queryFn: ({ signal }) => api.get<TRequestList>('/api/approval-requests/mine', { signal }),
    select: (answer) => answer.requests,
    ...FRESH,
  });
}

/**
 * A request opened by its link (/approvals?id=N) that is in neither list, e.g. one the user
 * already acted on. Not in the agreed contract yet: a failure just leaves the drawer empty.
 */
export function useApprovalRequest(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<TApprovalRequestAnswer>(`/api/approval-requests/${id}`, { signal, lookup: true }),
    select: (answer) => answer.request,
    enabled: enabled && id !== null,
    ...FRESH,
  });
}

/** What the approver sees before deciding: the request's details, the person's credits and (leave) the 7.A certification. */
export function useRequestSummary(id: number | null, enabled = true) {
  return useQuery({
    queryKey: approvalKeys.summary(id ?? 0),
    queryFn: ({ signal }) => api.get<TRequestSummaryAnswer>(`/api/approval-requests/${id}/summary`, { signal, lookup: true }),
    select: (answer) => answer.summary,
    enabled: enabled && id !== null,
    ...FRESH,
  });
}

export function useActOnRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { action: TApprovalAction; remarks?: string }) =>
      api.post<TApprovalActed>(`/api/approval-requests/${id}/act`, body, { handleError: isShownByForm }),
    // Not awaited: the acted request leaves the lists the drawer reads from, and the caller's own
    // onSuccess (the toast) must run before the drawer's content goes away with it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

/** The requester withdraws a pending request. */
export function useCancelRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // A refusal (already decided) is shown in the confirmation dialog: not a toast as well.
    mutationFn: () => api.post<TMessage>(`/api/approval-requests/${id}/cancel`, {}, { handleError: (error) => error.status === 409 || error.status === 422 }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}
