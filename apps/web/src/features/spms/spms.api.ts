import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TIpcr,
  TIpcrAccomplishmentsBody,
  TIpcrList,
  TIpcrTargetsBody,
  TRatingScaleBody,
  TSpmsOptions,
  TSpmsPeriod,
  TSpmsPeriodBody,
  TSuccessIndicator,
  TSuccessIndicatorBody,
} from '@hris/contracts';
import { api } from '../../lib/api';
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
  one: (id: number) => [...spmsKeys.all, 'one', id] as const,
};

export const ipcrPath = (id: number) => `/spmis/ipcr/${id}`;

export const useSpmsOptions = () =>
  useQuery({ queryKey: spmsKeys.options(), queryFn: ({ signal }) => api.get<TSpmsOptions>('/api/spmis/options', { signal }) });
export const useSpmsSettings = () =>
  useQuery({ queryKey: spmsKeys.settings(), queryFn: ({ signal }) => api.get<TSpmsOptions>('/api/spmis/settings', { signal }) });
export const useMyIpcrs = () => useQuery({ queryKey: spmsKeys.mine(), queryFn: ({ signal }) => api.get<TIpcrList>('/api/spmis/ipcrs/mine', { signal }) });
export const useOfficeIpcrs = (periodId: number | null) =>
  useQuery({
    queryKey: spmsKeys.office(periodId),
    queryFn: ({ signal }) => api.get<TIpcrList>('/api/spmis/ipcrs/office', { signal, query: periodId ? { period_id: periodId } : {} }),
  });
export const useIpcr = (id: number) =>
  useQuery({ queryKey: spmsKeys.one(id), queryFn: ({ signal }) => api.get<{ ipcr: TIpcr }>(`/api/spmis/ipcrs/${id}`, { signal }) });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: spmsKeys.all });
}

type Saved = { message: string; ipcr: TIpcr };

export function useCreateIpcr() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (periodId: number) => api.post<Saved>('/api/spmis/ipcrs', { period_id: periodId }), onSuccess: invalidate });
}

export function useSaveTargets(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TIpcrTargetsBody) => api.put<Saved>(`/api/spmis/ipcrs/${id}/targets`, body, { handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

export function useSaveAccomplishments(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TIpcrAccomplishmentsBody) => api.put<Saved>(`/api/spmis/ipcrs/${id}/accomplishments`, body, { handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

/** Commit to the targets, or submit for rating. */
export function useIpcrStep(id: number, step: 'commit' | 'submit') {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => api.post<Saved>(`/api/spmis/ipcrs/${id}/${step}`, {}, { handleError: isShownByForm }), onSuccess: invalidate });
}

export function useSavePeriod(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TSpmsPeriodBody) =>
      id === null
        ? api.post<{ message: string; period: TSpmsPeriod }>('/api/spmis/periods', body, { handleError: isShownByForm })
        : api.put<{ message: string; period: TSpmsPeriod }>(`/api/spmis/periods/${id}`, body, { handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

export function useSaveScale() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TRatingScaleBody) => api.put<{ message: string }>('/api/spmis/rating-scale', body, { handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

export function useSaveIndicator(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TSuccessIndicatorBody) =>
      id === null
        ? api.post<{ message: string; indicator: TSuccessIndicator }>('/api/spmis/success-indicators', body, { handleError: isShownByForm })
        : api.put<{ message: string; indicator: TSuccessIndicator }>(`/api/spmis/success-indicators/${id}`, body, { handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}
