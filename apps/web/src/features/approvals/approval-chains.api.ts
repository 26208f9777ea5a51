import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REQUEST_TYPES, type TActorKind, type TChainBody } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import type { TApprovalRequest } from './approvals.api';
import { approvalKeys } from './approvals.api';

export type TChainStep = {
  position: number;
  actor_kind: TActorKind;
  role: { id: number; name: string } | null;
  personnel: { id: number; fullname: string } | null;
  label: string;
};

export type TApprovalChain = {
  id: number;
  request_type: string;
  request_type_label: string;
  name: string;
  campus: { id: number; acronym: string } | null;
  department: { id: number; fullname: string; acronym: string } | null;
  steps: TChainStep[];
};

export type TChainStepBody = TChainBody['steps'][number];
export type { TActorKind, TChainBody };
export type TRequestType = { value: string; label: string };

export const chainKeys = {
  all: ['approval-chains'] as const,
  list: (requestType: string | null) => [...chainKeys.all, 'list', requestType ?? 'every'] as const,
  requestTypes: () => [...chainKeys.all, 'request-types'] as const,
};

export function useApprovalChains(requestType: string | null) {
  return useQuery({
    queryKey: chainKeys.list(requestType),
    queryFn: ({ signal }) => api.get<{ approval_chains: TApprovalChain[] }>('/api/approval-chains', { signal, query: { request_type: requestType } }),
    select: (answer) => answer.approval_chains,
    placeholderData: (previous) => previous,
  });
}

const CONTRACT_REQUEST_TYPES: TRequestType[] = Object.entries(REQUEST_TYPES).map(([value, label]) => ({ value, label }));

/** Leave, overtime, time-log appeal, travel… every request type goes through a chain; the shared list until the API answers. */
export function useRequestTypes(): TRequestType[] {
  const query = useQuery({
    queryKey: chainKeys.requestTypes(),
    queryFn: ({ signal }) => api.get<{ request_types: TRequestType[] }>('/api/approval-chains/request-types', { signal, lookup: true }),
    staleTime: Infinity,
  });
  return query.data?.request_types ?? CONTRACT_REQUEST_TYPES;
}

export function useSaveChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TChainBody }) =>
      id
        ? api.put<{ message: string }>(`/api/approval-chains/${id}`, body, { handleError: isShownByForm })
        : api.post<{ message: string }>('/api/approval-chains', body, { handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chainKeys.all }),
  });
}

export function useDeleteChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/approval-chains/${id}`, { handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chainKeys.all }),
  });
}

/** The API answers the new request's id and status (not the whole request). */
export type TTestRequestAnswer = { message?: string; request: Pick<TApprovalRequest, 'id' | 'status'> };

/** Sends a request through the chain as if the chosen user had made it, to check who gets it. */
export function useSendTestRequest(chainId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requesterUserId: number) =>
      api.post<TTestRequestAnswer>(`/api/approval-chains/${chainId}/test`, { requester_user_id: requesterUserId }, { handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}
