import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { APPROVAL_ACTIONS, TRequestStatus } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

export type { TRequestStatus };
export type TStepState = 'done' | 'current' | 'waiting';
export type TApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export type TApprovalRequest = {
  id: number;
  request_type: string;
  request_type_label: string;
  title: string;
  link: string | null;
  status: TRequestStatus;
  current_step: number | null;
  requester: { id: number; name: string };
  created_at: string;
  steps: { position: number; label: string; actor_description: string; state: TStepState }[];
  actions: { step: number; actor: { id: number; name: string }; action: string; remarks: string | null; created_at: string }[];
  can_act: boolean;
  /** The requester may withdraw it while nobody has decided it. */
  can_cancel?: boolean;
};

type TRequestList = { requests: TApprovalRequest[] };

export const approvalKeys = {
  all: ['approval-requests'] as const,
  waiting: () => [...approvalKeys.all, 'waiting'] as const,
  mine: () => [...approvalKeys.all, 'mine'] as const,
  one: (id: number) => [...approvalKeys.all, 'one', id] as const,
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
    queryFn: ({ signal }) => api.get<{ request: TApprovalRequest }>(`/api/approval-requests/${id}`, { signal, lookup: true }),
    select: (answer) => answer.request,
    enabled: enabled && id !== null,
    ...FRESH,
  });
}

export function useActOnRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { action: TApprovalAction; remarks?: string }) =>
      api.post<{ message: string; request?: TApprovalRequest }>(`/api/approval-requests/${id}/act`, body, { handleError: isShownByForm }),
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
    mutationFn: () => api.post<{ message: string }>(`/api/approval-requests/${id}/cancel`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}
