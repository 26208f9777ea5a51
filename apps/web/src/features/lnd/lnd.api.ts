import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lndApi, type TAttendedBody, type TAttendedDecision, type TPlanBody, type TPlanStatus } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { uploadPdfAs } from '../../lib/upload-pdf';
import { approvalKeys } from '../approvals/approvals.api';

// The one client of learning and development (issue 22): the competency library, development plans (mine, my
// office's, everyone's), and the trainings attended with HR's verification. Every answer's type is the API's contract.

export type { TAttended, TCompetency, TDevelopmentPlan, TPlanItem, TPlanItemBody } from '@hris/contracts';

export type TPlanScope = 'mine' | 'office' | 'all';

export const lndKeys = {
  all: ['lnd'] as const,
  competencies: ['lnd', 'competencies'] as const,
  plans: (scope: TPlanScope) => ['lnd', 'plans', scope] as const,
  plan: (id: number) => ['lnd', 'plan', id] as const,
  attended: (scope: 'mine' | 'all', status?: string) => ['lnd', 'attended', scope, status ?? 'any'] as const,
};

export function useCompetencies() {
  return useQuery({ queryKey: lndKeys.competencies, queryFn: ({ signal }) => callApi(lndApi.competencies, { signal }), staleTime: 5 * 60_000 });
}

/** The plans of a scope; the committees' pages narrow them to one kind or status. */
export function useDevelopmentPlans(scope: TPlanScope, filter: { kind?: 'faculty' | 'administrative'; status?: TPlanStatus } = {}) {
  return useQuery({
    queryKey: [...lndKeys.plans(scope), filter.kind ?? '', filter.status ?? ''],
    queryFn: ({ signal }) => callApi(lndApi.plans, { signal, query: { scope, ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useDevelopmentPlan(id: number | null) {
  return useQuery({
    queryKey: lndKeys.plan(id ?? 0),
    queryFn: ({ signal }) => callApi(lndApi.plan, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** Makes a plan (no id) or changes a draft or returned one. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TPlanBody }) =>
      id === null
        ? callApi(lndApi.makePlan, { body, handleError: isShownByForm })
        : callApi(lndApi.changePlan, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lndKeys.all }),
  });
}

export function useSubmitPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(lndApi.submitPlan, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lndKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

export function useAttended(scope: 'mine' | 'all', status?: 'pending' | 'verified' | 'rejected') {
  return useQuery({
    queryKey: lndKeys.attended(scope, status),
    queryFn: ({ signal }) => callApi(lndApi.attended, { signal, query: { scope, status } }),
    placeholderData: keepPreviousData,
  });
}

/** Records a training attended: the certificate is uploaded first (the one upload check), then the record names it. */
export function useRecordAttended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, file }: { body: Omit<TAttendedBody, 'certificate_path'>; file: File }) => {
      const certificate_path = await uploadPdfAs(file, 'certificate_path');
      return callApi(lndApi.recordAttended, { body: { ...body, certificate_path }, handleError: isShownByForm });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lndKeys.all }),
  });
}

export function useDecideAttended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAttendedDecision }) => callApi(lndApi.decideAttended, { params: { id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lndKeys.all }),
  });
}
