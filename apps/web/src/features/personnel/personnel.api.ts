import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demographicsApi, personnelApi, type TDemographicsQuery, type TPersonnelBody, type TPersonnelQuery, type TPersonnelUpdate } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { pickerKeys } from '../../components/remote-search-picker';

export type { TPersonnel, TPersonnelFormOptions, TPersonnelRecord } from '@hris/contracts';

/** The list's filters, as the list and the Excel export take them. */
export type TPersonnelFilters = Omit<TPersonnelQuery, 'page' | 'per_page'>;
export type { TPersonnelQuery } from '@hris/contracts';

/** The list's records (same filters, every page) as an Excel file. */
export const exportPersonnel = (filters: TPersonnelFilters) => saveDownload(personnelApi.exportList, { query: filters }, 'personnel.xlsx');

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
    queryFn: ({ signal }) => callApi(personnelApi.list, { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function usePersonnelRecord(id: number) {
  return useQuery({
    queryKey: personnelKeys.record(id),
    queryFn: ({ signal }) => callApi(personnelApi.one, { params: { id }, signal }),
    select: (answer) => answer.personnel,
  });
}

/** The form's choices; only HR may ask (a read-only form shows the record's own values instead). */
export function usePersonnelFormOptions(enabled = true) {
  return useQuery({
    queryKey: personnelKeys.formOptions(),
    queryFn: ({ signal }) => callApi(personnelApi.formOptions, { signal, lookup: true }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** A new record (all its fields), or the changes to one. */
type TPersonnelSave = { id?: undefined; body: TPersonnelBody } | { id: number; body: TPersonnelUpdate };

/**
 * Creates a record (POST) or saves changes to one (PUT); the lists and pickers then reload.
 */
export function useSavePersonnel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: TPersonnelSave) =>
      record.id === undefined
        ? callApi(personnelApi.create, { body: record.body, handleError: isShownByForm })
        : callApi(personnelApi.update, { params: { id: record.id }, body: record.body, handleError: isShownByForm }),
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
    queryFn: ({ signal }) => callApi(demographicsApi.counts, { signal, query }),
    placeholderData: (previous) => previous,
  });
}
