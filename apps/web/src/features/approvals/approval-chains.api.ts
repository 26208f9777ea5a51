import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approvalsApi,
  REQUEST_TYPES,
  type TActorKind,
  type TApprovalChain,
  type TChainBody,
  type TChainStepRow,
  type TChainTestAnswer,
  type TChainTestBody,
  type TRequestTypeOption,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { approvalKeys } from './approvals.api';

export type TChainStep = TChainStepRow;
export type { TApprovalChain };

export type TChainStepBody = TChainBody['steps'][number];
export type { TActorKind, TChainBody };
export type TRequestType = TRequestTypeOption;
/** A request type's code (`leave`, `overtime`…). */
type TRequestCode = keyof typeof REQUEST_TYPES;

export const chainKeys = {
  all: ['approval-chains'] as const,
  list: (requestType: string | null) => [...chainKeys.all, 'list', requestType ?? 'every'] as const,
  requestTypes: () => [...chainKeys.all, 'request-types'] as const,
};

export function useApprovalChains(requestType: string | null) {
  return useQuery({
    queryKey: chainKeys.list(requestType),
    queryFn: ({ signal }) => callApi(approvalsApi.chains, { signal, query: { request_type: (requestType ?? undefined) as TRequestCode | undefined } }),
    select: (answer) => answer.approval_chains,
    placeholderData: (previous) => previous,
  });
}

const CONTRACT_REQUEST_TYPES: TRequestType[] = Object.entries(REQUEST_TYPES).map(([value, label]) => ({ value, label }));

/** Leave, overtime, time-log appeal, travel… every request type goes through a chain; the shared list until the API answers. */
export function useRequestTypes(): TRequestType[] {
  const query = useQuery({
    queryKey: chainKeys.requestTypes(),
    queryFn: ({ signal }) => callApi(approvalsApi.requestTypes, { signal, lookup: true }),
    staleTime: Infinity,
  });
  return query.data?.request_types ?? CONTRACT_REQUEST_TYPES;
}

/** Saves the chain `id` (a new one without it): the mutation takes the checked body, as `form.save` sends it. */
export function useSaveChain(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChainBody) =>
      id
        ? callApi(approvalsApi.editChain, { params: { id }, body, handleError: isShownByForm })
        : callApi(approvalsApi.addChain, { body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chainKeys.all }),
  });
}

export function useDeleteChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(approvalsApi.removeChain, { params: { id }, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chainKeys.all }),
  });
}

/** The API answers the new request's id and status (not the whole request). */
export type TTestRequestAnswer = TChainTestAnswer;

/** Sends a request through the chain as if the chosen user had made it, to check who gets it. */
export function useSendTestRequest(chainId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChainTestBody) => callApi(approvalsApi.testChain, { params: { id: chainId }, body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}
