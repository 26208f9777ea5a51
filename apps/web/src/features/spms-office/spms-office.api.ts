import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { spmsOfficeApi, type TOfficeRollupBody } from '@hris/contracts';
import { openPdf } from '../../lib/download';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

// Office performance (issue 24): the periods and a period's offices (SPMIS Admin: all; a head: theirs), computing them
// (SPMIS Admin), one office's DPCR/OPCR and its PDF. Types are the contracts'.
export type { TOfficePerformanceLine, TOfficePerformanceRow, TOfficePerson } from '@hris/contracts';

export const officeKeys = {
  all: ['spms-office'] as const,
  list: (periodId: number | null) => [...officeKeys.all, 'list', periodId] as const,
  one: (periodId: number, departmentId: number) => [...officeKeys.all, 'one', periodId, departmentId] as const,
};

export const officePath = (periodId: number, departmentId: number) => `/spmis/offices/${periodId}/${departmentId}`;
/** Opens an office's OPCR/DPCR. */
export const openOfficePdf = (periodId: number, departmentId: number) => openPdf(spmsOfficeApi.pdf, { params: { periodId, departmentId } });

export function useOffices(periodId: number | null) {
  return useQuery({
    queryKey: officeKeys.list(periodId),
    queryFn: ({ signal }) => callApi(spmsOfficeApi.offices, { signal, query: { period_id: periodId ?? undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useOffice(periodId: number, departmentId: number) {
  return useQuery({
    queryKey: officeKeys.one(periodId, departmentId),
    queryFn: ({ signal }) => callApi(spmsOfficeApi.office, { params: { periodId, departmentId }, signal }),
  });
}

export function useRollup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TOfficeRollupBody) => callApi(spmsOfficeApi.rollup, { body, handleError: isShownByForm }),
    onSuccess: () => client.invalidateQueries({ queryKey: officeKeys.all }),
  });
}
