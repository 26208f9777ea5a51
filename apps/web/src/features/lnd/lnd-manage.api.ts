import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TCommitteeMember,
  TCommitteeMemberBody,
  TCompetencyBody,
  TInterventionType,
  TInterventionTypeBody,
  TLdBudget,
  TLdBudgetBody,
  TPositionProfile,
  TPositionProfileBody,
  TRecommendation,
  TRecommendationBody,
  TRecommendationList,
  ZCommitteeMemberList,
  ZCommitteeMemberSaved,
  ZCompetencySaved,
  ZInterventionTypeList,
  ZInterventionTypeSaved,
  ZLdBudgetList,
  ZLdBudgetSaved,
  ZLdFundList,
  ZLdYearList,
  ZLdYearSaved,
  ZMessage,
  ZPositionProfileSaved,
  ZRecommendationSaved,
} from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { lndKeys } from './lnd.api';

// The client of what the L&D administrators keep (/lnd/manage) and of the recommendations (/lnd/recommendations).
// Every answer's type is the API's contract.

export type { TCommitteeMember, TInterventionType, TLdBudget, TRecommendation, TPositionProfile };
type A<S extends z.ZodType> = z.infer<S>;

export const manageKeys = {
  types: ['lnd', 'intervention-types'] as const,
  profile: (positionId: number | 'mine') => ['lnd', 'profile', positionId] as const,
  members: ['lnd', 'committee-members'] as const,
  years: ['lnd', 'years'] as const,
  budgets: (year: number) => ['lnd', 'budgets', year] as const,
  recommendations: (scope: 'mine' | 'given') => ['lnd', 'recommendations', scope] as const,
};

export function useInterventionTypes() {
  return useQuery({ queryKey: manageKeys.types, queryFn: () => api.get<A<typeof ZInterventionTypeList>>('/api/lnd/intervention-types'), staleTime: 60_000 });
}
export function useMyProfile() {
  return useQuery({ queryKey: manageKeys.profile('mine'), queryFn: () => api.get<TPositionProfile>('/api/lnd/my-profile') });
}
export function usePositionProfile(positionId: number | null) {
  return useQuery({
    queryKey: manageKeys.profile(positionId ?? 0),
    queryFn: () => api.get<TPositionProfile>(`/api/lnd/positions/${positionId}/competencies`),
    enabled: positionId !== null,
  });
}
export function useCommitteeMembers() {
  return useQuery({ queryKey: manageKeys.members, queryFn: () => api.get<A<typeof ZCommitteeMemberList>>('/api/lnd/committee-members') });
}
export function useLdYears() {
  return useQuery({ queryKey: manageKeys.years, queryFn: () => api.get<A<typeof ZLdYearList>>('/api/lnd/years') });
}
export function useLdBudgets(year: number | null) {
  return useQuery({
    queryKey: manageKeys.budgets(year ?? 0),
    queryFn: () => api.get<A<typeof ZLdBudgetList>>(`/api/lnd/budgets?year=${year}`),
    enabled: year !== null,
  });
}
export function useLdFunds() {
  return useQuery({ queryKey: ['lnd', 'funds'], queryFn: () => api.get<A<typeof ZLdFundList>>('/api/lnd/fund-sources'), staleTime: 60_000 });
}
export function useRecommendations(scope: 'mine' | 'given', enabled = true) {
  return useQuery({
    queryKey: manageKeys.recommendations(scope),
    queryFn: () => api.get<TRecommendationList>(`/api/lnd/recommendations?scope=${scope}`),
    enabled,
  });
}

/** A mutation that refreshes every L&D answer once it succeeds (lists, the plan form's options). */
function useLndMutation<TVars, TAnswer>(fn: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: lndKeys.all }) });
}
const form = { handleError: isShownByForm };

export const useSaveCompetency = () =>
  useLndMutation(({ id, body }: { id: number | null; body: TCompetencyBody }) =>
    id === null
      ? api.post<A<typeof ZCompetencySaved>>('/api/lnd/competencies', body, form)
      : api.put<A<typeof ZCompetencySaved>>(`/api/lnd/competencies/${id}`, body, form),
  );
export const useRemoveCompetency = () => useLndMutation((id: number) => api.delete<A<typeof ZMessage>>(`/api/lnd/competencies/${id}`));
export const useSaveProfile = () =>
  useLndMutation(({ positionId, body }: { positionId: number; body: TPositionProfileBody }) =>
    api.put<A<typeof ZPositionProfileSaved>>(`/api/lnd/positions/${positionId}/competencies`, body, form),
  );
export const useSaveInterventionType = () =>
  useLndMutation((body: TInterventionTypeBody) => api.put<A<typeof ZInterventionTypeSaved>>('/api/lnd/intervention-types', body, form));
export const useSaveMember = () =>
  useLndMutation((body: TCommitteeMemberBody) => api.put<A<typeof ZCommitteeMemberSaved>>('/api/lnd/committee-members', body, form));
export const useRemoveMember = () => useLndMutation((id: number) => api.delete<A<typeof ZMessage>>(`/api/lnd/committee-members/${id}`));
export const useOpenYear = () => useLndMutation((year: number) => api.post<A<typeof ZLdYearSaved>>('/api/lnd/years', { year }, form));
export const useMakeCurrentYear = () => useLndMutation((year: number) => api.post<A<typeof ZLdYearSaved>>(`/api/lnd/years/${year}/current`, {}));
export const useSaveBudget = () => useLndMutation((body: TLdBudgetBody) => api.put<A<typeof ZLdBudgetSaved>>('/api/lnd/budgets', body, form));
export const useRemoveBudget = () => useLndMutation((id: number) => api.delete<A<typeof ZMessage>>(`/api/lnd/budgets/${id}`));
export const useRecommend = () =>
  useLndMutation((body: TRecommendationBody) => api.post<A<typeof ZRecommendationSaved>>('/api/lnd/recommendations', body, form));
export const useSetAside = () =>
  useLndMutation(({ id, dismissed }: { id: number; dismissed: boolean }) =>
    api.post<A<typeof ZRecommendationSaved>>(`/api/lnd/recommendations/${id}/${dismissed ? 'dismiss' : 'reopen'}`, {}),
  );
