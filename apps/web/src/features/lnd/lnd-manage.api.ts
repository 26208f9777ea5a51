import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lndApi,
  type TCommitteeMember,
  type TCommitteeMemberBody,
  type TCompetencyBody,
  type TInterventionType,
  type TInterventionTypeBody,
  type TLdBudget,
  type TLdBudgetBody,
  type TPositionProfile,
  type TPositionProfileBody,
  type TRecommendation,
  type TRecommendationBody,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { lndKeys } from './lnd.api';

// The client of what the L&D administrators keep (/lnd/manage) and of the recommendations (/lnd/recommendations).
// Every answer's type is the API's contract.

export type { TCommitteeMember, TInterventionType, TLdBudget, TRecommendation, TPositionProfile };

export const manageKeys = {
  types: ['lnd', 'intervention-types'] as const,
  profile: (positionId: number | 'mine') => ['lnd', 'profile', positionId] as const,
  members: ['lnd', 'committee-members'] as const,
  years: ['lnd', 'years'] as const,
  budgets: (year: number) => ['lnd', 'budgets', year] as const,
  recommendations: (scope: 'mine' | 'given') => ['lnd', 'recommendations', scope] as const,
};

export function useInterventionTypes() {
  return useQuery({ queryKey: manageKeys.types, queryFn: ({ signal }) => callApi(lndApi.interventionTypes, { signal }), staleTime: 60_000 });
}
export function useMyProfile() {
  return useQuery({ queryKey: manageKeys.profile('mine'), queryFn: ({ signal }) => callApi(lndApi.myProfile, { signal }) });
}
export function usePositionProfile(positionId: number | null) {
  return useQuery({
    queryKey: manageKeys.profile(positionId ?? 0),
    queryFn: ({ signal }) => callApi(lndApi.positionProfile, { params: { id: positionId ?? 0 }, signal }),
    enabled: positionId !== null,
  });
}
export function useCommitteeMembers() {
  return useQuery({ queryKey: manageKeys.members, queryFn: ({ signal }) => callApi(lndApi.committeeMembers, { signal }) });
}
export function useLdYears() {
  return useQuery({ queryKey: manageKeys.years, queryFn: ({ signal }) => callApi(lndApi.years, { signal }) });
}
export function useLdBudgets(year: number | null) {
  return useQuery({
    queryKey: manageKeys.budgets(year ?? 0),
    queryFn: ({ signal }) => callApi(lndApi.budgets, { query: { year: year ?? 0 }, signal }),
    enabled: year !== null,
  });
}
export function useLdFunds() {
  return useQuery({ queryKey: ['lnd', 'funds'], queryFn: ({ signal }) => callApi(lndApi.fundSources, { signal }), staleTime: 60_000 });
}
export function useRecommendations(scope: 'mine' | 'given', enabled = true) {
  return useQuery({
    queryKey: manageKeys.recommendations(scope),
    queryFn: ({ signal }) => callApi(lndApi.recommendations, { query: { scope }, signal }),
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
    id === null ? callApi(lndApi.addCompetency, { body, ...form }) : callApi(lndApi.changeCompetency, { params: { id }, body, ...form }),
  );
export const useRemoveCompetency = () => useLndMutation((id: number) => callApi(lndApi.removeCompetency, { params: { id } }));
export const useSaveProfile = () =>
  useLndMutation(({ positionId, body }: { positionId: number; body: TPositionProfileBody }) =>
    callApi(lndApi.saveProfile, { params: { id: positionId }, body, ...form }),
  );
export const useSaveInterventionType = () => useLndMutation((body: TInterventionTypeBody) => callApi(lndApi.saveInterventionType, { body, ...form }));
export const useSaveMember = () => useLndMutation((body: TCommitteeMemberBody) => callApi(lndApi.seatMember, { body, ...form }));
export const useRemoveMember = () => useLndMutation((id: number) => callApi(lndApi.unseatMember, { params: { id } }));
export const useOpenYear = () => useLndMutation((year: number) => callApi(lndApi.openYear, { body: { year }, ...form }));
export const useMakeCurrentYear = () => useLndMutation((year: number) => callApi(lndApi.makeYearCurrent, { params: { year } }));
export const useSaveBudget = () => useLndMutation((body: TLdBudgetBody) => callApi(lndApi.saveBudget, { body, ...form }));
export const useRemoveBudget = () => useLndMutation((id: number) => callApi(lndApi.removeBudget, { params: { id } }));
export const useRecommend = () => useLndMutation((body: TRecommendationBody) => callApi(lndApi.recommend, { body, ...form }));
export const useSetAside = () =>
  useLndMutation(({ id, dismissed }: { id: number; dismissed: boolean }) => callApi(dismissed ? lndApi.setAside : lndApi.takeUpAgain, { params: { id } }));
