import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAttendedBody,
  TAttendedDecision,
  TAttendedList,
  TAttendedSaved,
  TCompetencyList,
  TDevelopmentPlanList,
  TDevelopmentPlanOne,
  TDevelopmentPlanSaved,
  TPlanBody,
  TPlanStatus,
} from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { uploadPdf } from '../../lib/upload-pdf';
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
  return useQuery({ queryKey: lndKeys.competencies, queryFn: () => api.get<TCompetencyList>('/api/lnd/competencies'), staleTime: 5 * 60_000 });
}

/** The plans of a scope; the committees' pages narrow them to one kind or status. */
export function useDevelopmentPlans(scope: TPlanScope, filter: { kind?: 'faculty' | 'administrative'; status?: TPlanStatus } = {}) {
  const extra = `${filter.kind ? `&kind=${filter.kind}` : ''}${filter.status ? `&status=${filter.status}` : ''}`;
  return useQuery({
    queryKey: [...lndKeys.plans(scope), extra],
    queryFn: () => api.get<TDevelopmentPlanList>(`/api/lnd/development-plans?scope=${scope}${extra}`),
    placeholderData: keepPreviousData,
  });
}

export function useDevelopmentPlan(id: number | null) {
  return useQuery({
    queryKey: lndKeys.plan(id ?? 0),
    queryFn: () => api.get<TDevelopmentPlanOne>(`/api/lnd/development-plans/${id}`),
    enabled: id !== null,
  });
}

/** Makes a plan (no id) or changes a draft or returned one. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TPlanBody }) =>
      id === null
        ? api.post<TDevelopmentPlanSaved>('/api/lnd/development-plans', body, { handleError: isShownByForm })
        : api.put<TDevelopmentPlanSaved>(`/api/lnd/development-plans/${id}`, body, { handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lndKeys.all }),
  });
}

export function useSubmitPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<TDevelopmentPlanSaved>(`/api/lnd/development-plans/${id}/submit`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lndKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

export function useAttended(scope: 'mine' | 'all', status?: 'pending' | 'verified' | 'rejected') {
  return useQuery({
    queryKey: lndKeys.attended(scope, status),
    queryFn: () => api.get<TAttendedList>(`/api/lnd/attended?scope=${scope}${status ? `&status=${status}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

/** Records a training attended: the certificate is uploaded first (the one upload check), then the record names it. */
export function useRecordAttended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, file }: { body: Omit<TAttendedBody, 'certificate_path'>; file: File }) => {
      const certificate_path = (await uploadPdf(file)).path;
      return api.post<TAttendedSaved>('/api/lnd/attended', { ...body, certificate_path }, { handleError: isShownByForm });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lndKeys.all }),
  });
}

export function useDecideAttended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAttendedDecision }) => api.post<TAttendedSaved>(`/api/lnd/attended/${id}/decision`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lndKeys.all }),
  });
}
