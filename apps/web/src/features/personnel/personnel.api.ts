import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDemographics,
  TDemographicsQuery,
  TPersonnelAnswer,
  TPersonnelBody,
  TPersonnelFormOptions,
  TPersonnelList,
  TPersonnelQuery,
  TPersonnelSaved,
  TPersonnelUpdate,
} from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { pickerKeys } from '../../components/remote-search-picker';

export type { TPersonnel, TPersonnelFormOptions, TPersonnelRecord } from '@hris/contracts';

/** The list's filters, as the list and the Excel export take them. */
export type TPersonnelFilters = Omit<TPersonnelQuery, 'page' | 'per_page'>;
export type { TPersonnelQuery } from '@hris/contracts';

export const PERSONNEL_EXPORT_PATH = '/api/personnels/export';

export const personnelKeys = {
  all: ['personnels'] as const,
  list: (query: TPersonnelQuery) => [...personnelKeys.all, 'list', query] as const,
  record: (id: number) => [...personnelKeys.all, 'record', id] as const,
  formOptions: () => [...personnelKeys.all, 'form-options'] as const,
  demographics: (query: TDemographicsQuery) => [...personnelKeys.all, 'demographics', query] as const,
};

export function usePersonnelList(query: TPersonnelQuery) {
  return useQuery({
    queryKey: personnelKeys.list(query),
    queryFn: ({ signal }) => api.get<TPersonnelList>('/api/personnels', { signal, query }),
    placeholderData: (previous) => previous,
  });
}

export function usePersonnelRecord(id: number) {
  return useQuery({
    queryKey: personnelKeys.record(id),
    queryFn: ({ signal }) => api.get<TPersonnelAnswer>(`/api/personnels/${id}`, { signal }),
    select: (answer) => answer.personnel,
  });
}

/** The form's choices; only HR may ask (a read-only form shows the record's own values instead). */
export function usePersonnelFormOptions(enabled = true) {
  return useQuery({
    queryKey: personnelKeys.formOptions(),
    queryFn: ({ signal }) => api.get<TPersonnelFormOptions>('/api/personnels/create', { signal, lookup: true }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * Creates a record (POST) or saves changes to one (PUT); the lists and pickers then reload.
 */
export function useSavePersonnel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TPersonnelBody | TPersonnelUpdate }) =>
      id
        ? api.put<TPersonnelSaved>(`/api/personnels/${id}`, body, { handleError: isShownByForm })
        : api.post<TPersonnelSaved>('/api/personnels', body, { handleError: isShownByForm }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personnelKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...pickerKeys.all, 'personnel'] }),
      ]),
  });
}

export function useDemographics(query: TDemographicsQuery) {
  return useQuery({
    queryKey: personnelKeys.demographics(query),
    queryFn: ({ signal }) => api.get<TDemographics>('/api/demographics', { signal, query }),
    placeholderData: (previous) => previous,
  });
}
