import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TCovidAnalytics,
  type TCovidHeadOffices,
  type TDoseBody,
  type TExemptionBody,
  type TVaccinationAnswer,
  type TVaccinationList,
  type TVaccinationQuery,
  type TVaccinationSaved,
  type TVaccineBrandBody,
  type TVaccineBrandList,
  type TVaccineBrandSaved,
} from '@hris/contracts';
import { api, ApiError } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { showErrorToast } from '../../lib/toasts';
import { uploadFailureMessage } from '../../lib/upload-pdf';

// COVID vaccination (issue 24): my record, the brands, a head's offices' counts, the analytics, everyone's records
// (the health officers). Types are the API's contracts.
export type { TCovidAnalytics, TCovidCounts, TCovidStatus, TVaccinationDose, TVaccinationRecord, TVaccinationRow, TVaccineBrand } from '@hris/contracts';

export const covidKeys = {
  all: ['covid'] as const,
  mine: () => [...covidKeys.all, 'mine'] as const,
  brands: () => [...covidKeys.all, 'brands'] as const,
  offices: () => [...covidKeys.all, 'offices'] as const,
  analytics: () => [...covidKeys.all, 'analytics'] as const,
  records: (q: Partial<TVaccinationQuery>) => [...covidKeys.all, 'records', q] as const,
  record: (id: number) => [...covidKeys.all, 'record', id] as const,
};

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: covidKeys.all });
}

export const useMyVaccination = () =>
  useQuery({ queryKey: covidKeys.mine(), queryFn: ({ signal }) => api.get<TVaccinationAnswer>('/api/covid/vaccination', { signal }) });

export const useVaccineBrands = () =>
  useQuery({ queryKey: covidKeys.brands(), queryFn: ({ signal }) => api.get<TVaccineBrandList>('/api/covid/brands', { signal }) });

export function useAddDose() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TDoseBody) => api.post<TVaccinationSaved>('/api/covid/vaccination/doses', body, { handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

export function useRemoveDose() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api.delete<TVaccinationSaved>(`/api/covid/vaccination/doses/${id}`), onSuccess: invalidate });
}

export function useSetExemption() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TExemptionBody) => api.put<TVaccinationSaved>('/api/covid/vaccination/exemption', body, { handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

/** Sends the card (the server checks the bytes: PDF, PNG or JPEG); a refusal is left to the form. */
export function useUploadCard() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<TVaccinationSaved>('/api/covid/vaccination/card', form, {
        handleError: (error) => {
          if (error instanceof ApiError && error.status === 422) return true;
          showErrorToast(uploadFailureMessage(error));
          return true;
        },
      });
    },
    onSuccess: invalidate,
  });
}

export const useMyOffices = () =>
  useQuery({ queryKey: covidKeys.offices(), queryFn: ({ signal }) => api.get<TCovidHeadOffices>('/api/covid/offices', { signal }) });

export const useCovidAnalytics = (enabled = true) =>
  useQuery({ queryKey: covidKeys.analytics(), enabled, queryFn: ({ signal }) => api.get<TCovidAnalytics>('/api/covid/analytics', { signal }) });

export const useVaccinationRecords = (q: Partial<TVaccinationQuery>) =>
  useQuery({
    queryKey: covidKeys.records(q),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<TVaccinationList>('/api/covid/records', { signal, query: q }),
  });

export const useVaccinationRecord = (id: number | null) =>
  useQuery({
    queryKey: covidKeys.record(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => api.get<TVaccinationAnswer>(`/api/covid/records/${id}`, { signal }),
  });

export function useVerifyRecord() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api.post<TVaccinationSaved>(`/api/covid/records/${id}/verify`), onSuccess: invalidate });
}

export function useSaveBrand(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TVaccineBrandBody) =>
      id === null
        ? api.post<TVaccineBrandSaved>('/api/covid/brands', body, { handleError: isShownByForm })
        : api.put<TVaccineBrandSaved>(`/api/covid/brands/${id}`, body, { handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}
