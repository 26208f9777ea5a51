import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approvalsApi,
  type APPROVAL_ACTIONS,
  type TActBody,
  type TApprovalRequest,
  type TRequestStatus,
  type TRequestSummary,
  type TStepState,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

export type { TApprovalRequest, TRequestStatus, TRequestSummary, TStepState };
export type TApprovalAction = (typeof APPROVAL_ACTIONS)[number];

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
    queryFn: ({ signal }) => callApi(approvalsApi.waiting, { signal }),
    select: (answer) => answer.requests,
    ...FRESH,
  });
}

/** Requests the signed-in user made. */
export function useMyRequests() {
  return useQuery({
    queryKey: approvalKeys.mine(),
    queryFn: ({ signal }) => callApi(approvalsApi.mine, { signal }),
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
    queryFn: ({ signal }) => callApi(approvalsApi.one, { params: { id: id ?? 0 }, signal, lookup: true }),
    select: (answer) => answer.request,
    enabled: enabled && id !== null,
    ...FRESH,
  });
}

/** What the approver sees before deciding: the request's details, the person's credits and (leave) the 7.A certification. */
export function useRequestSummary(id: number | null, enabled = true) {
  return useQuery({
    queryKey: approvalKeys.summary(id ?? 0),
    queryFn: ({ signal }) => callApi(approvalsApi.summary, { params: { id: id ?? 0 }, signal, lookup: true }),
    select: (answer) => answer.summary,
    enabled: enabled && id !== null,
    ...FRESH,
  });
}

export function useActOnRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TActBody) => callApi(approvalsApi.act, { params: { id }, body, handleError: isShownByForm }),
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
    mutationFn: () => callApi(approvalsApi.cancel, { params: { id }, handleError: (error) => error.status === 409 || error.status === 422 }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}
