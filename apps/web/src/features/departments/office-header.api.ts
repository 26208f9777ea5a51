import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { departmentsApi, type TOfficeHeaderBody } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

// The office header (/department/header/setting, view DEPTHEADER): the offices and units whose header the user sets,
// one office's header as set and as it prints, and saving it. The logo goes through useUploadOfficeLogo.
export type { THeaderOffices, TOfficeHeader, TOfficeHeaderBody, TPrintedHeader } from '@hris/contracts';

export const officeHeaderKeys = {
  all: ['office-header'] as const,
  offices: () => [...officeHeaderKeys.all, 'offices'] as const,
  one: (id: number) => [...officeHeaderKeys.all, 'one', id] as const,
};

export function useHeaderOffices() {
  return useQuery({
    queryKey: officeHeaderKeys.offices(),
    queryFn: ({ signal }) => callApi(departmentsApi.headerOffices, { signal }),
  });
}

export function useOfficeHeader(id: number | null) {
  return useQuery({
    queryKey: officeHeaderKeys.one(id ?? 0),
    queryFn: ({ signal }) => callApi(departmentsApi.header, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    select: (answer) => answer.header,
  });
}

export function useSaveOfficeHeader(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOfficeHeaderBody) => callApi(departmentsApi.setHeader, { params: { id }, body, handleError: isShownByForm }),
    // A unit prints its parent's header: every office's answer may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeHeaderKeys.all }),
  });
}

/** After a new logo: the headers that print it show it. */
export function useRefreshOfficeHeaders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: officeHeaderKeys.all });
}
