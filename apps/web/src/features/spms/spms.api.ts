import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  spmsApi,
  type TIpcrAccomplishmentsBody,
  type TIpcrTargetsBody,
  type TRatingScaleBody,
  type TSpmsPeriodBody,
  type TSuccessIndicatorBody,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

// SPMS (issue 24): the SPMIS Admin's settings, my IPCRs, my office's, one IPCR and its actions. The rating itself is
// the approval decision (features/approvals useActOnRequest with details.ratings). Types are the contracts'.
export type { TIpcr, TIpcrRow, TIpcrTarget, TSpmsPeriod, TSuccessIndicator, TRatingScaleRow } from '@hris/contracts';

export const spmsKeys = {
  all: ['spms'] as const,
  options: () => [...spmsKeys.all, 'options'] as const,
  settings: () => [...spmsKeys.all, 'settings'] as const,
  mine: () => [...spmsKeys.all, 'mine'] as const,
  office: (periodId: number | null) => [...spmsKeys.all, 'office', periodId] as const,
  waiting: () => [...spmsKeys.all, 'waiting'] as const,
  one: (id: number) => [...spmsKeys.all, 'one', id] as const,
};

export const ipcrPath = (id: number) => `/spmis/ipcr/${id}`;

export const useSpmsOptions = () => useQuery({ queryKey: spmsKeys.options(), queryFn: ({ signal }) => callApi(spmsApi.options, { signal }) });
export const useSpmsSettings = () => useQuery({ queryKey: spmsKeys.settings(), queryFn: ({ signal }) => callApi(spmsApi.settings, { signal }) });
export const useMyIpcrs = () => useQuery({ queryKey: spmsKeys.mine(), queryFn: ({ signal }) => callApi(spmsApi.mine, { signal }) });
export const useOfficeIpcrs = (periodId: number | null) =>
  useQuery({
    queryKey: spmsKeys.office(periodId),
    queryFn: ({ signal }) => callApi(spmsApi.office, { signal, query: periodId ? { period_id: periodId } : {} }),
  });
/** The IPCRs whose chain waits at a step of a role I hold: the PMT's calibration, the head of agency's approval. */
export const useWaitingIpcrs = () =>
  useQuery({ queryKey: spmsKeys.waiting(), queryFn: ({ signal }) => callApi(spmsApi.office, { signal, query: { list: 'waiting' } }) });

/** Where an IPCR was opened from, so its page leads back there (the rater's list, not "My IPCR"). */
export type IpcrOpener = 'office' | 'calibration';
export const ipcrOpenedFrom = (opener: IpcrOpener) => ({ state: { ipcrOpener: opener } });

export const useIpcr = (id: number) => useQuery({ queryKey: spmsKeys.one(id), queryFn: ({ signal }) => callApi(spmsApi.one, { params: { id }, signal }) });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: spmsKeys.all });
}

export function useCreateIpcr() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (periodId: number) => callApi(spmsApi.open, { body: { period_id: periodId } }), onSuccess: invalidate });
}

export function useSaveTargets(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TIpcrTargetsBody) => callApi(spmsApi.saveTargets, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

export function useSaveAccomplishments(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TIpcrAccomplishmentsBody) => callApi(spmsApi.saveAccomplishments, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

/** Commit to the targets, or submit for rating. */
export function useIpcrStep(id: number, step: 'commit' | 'submit') {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => callApi(step === 'commit' ? spmsApi.commit : spmsApi.submit, { params: { id }, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

export function useSavePeriod(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TSpmsPeriodBody) =>
      id === null
        ? callApi(spmsApi.addPeriod, { body, handleError: isShownByForm })
        : callApi(spmsApi.editPeriod, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

export function useSaveScale() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TRatingScaleBody) => callApi(spmsApi.saveRatingScale, { body, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

export function useSaveIndicator(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TSuccessIndicatorBody) =>
      id === null
        ? callApi(spmsApi.addIndicator, { body, handleError: isShownByForm })
        : callApi(spmsApi.editIndicator, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}
