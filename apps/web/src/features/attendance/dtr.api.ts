import { useQuery } from '@tanstack/react-query';
import { dtrApi } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf } from '../../lib/download';

// GET /api/dtr/:personnelId?month= answers the DTR contract of @hris/contracts.
export type { TDtr, TDtrDay, TDtrTotals } from '@hris/contracts';

export const dtrKeys = {
  all: ['dtr'] as const,
  month: (personnelId: number, month: string) => [...dtrKeys.all, personnelId, month] as const,
};

/** Opens a person's CS Form No. 48 of a month. */
export const openForm48 = (personnelId: number, month: string) => openPdf(dtrApi.form48, { params: { id: personnelId }, query: { month } });
/** Opens the CS Form No. 48 of a department's active personnel, a page each. */
export const openDepartmentForm48 = (departmentId: number, month: string) => openPdf(dtrApi.departmentForm48, { params: { departmentId }, query: { month } });

/** A person's record of a month; nothing is asked until a person is chosen. */
export function useDtr(personnelId: number | null | undefined, month: string) {
  return useQuery({
    queryKey: dtrKeys.month(personnelId ?? 0, month),
    queryFn: ({ signal }) => callApi(dtrApi.month, { params: { id: personnelId ?? 0 }, query: { month }, signal }),
    select: (answer) => answer.dtr,
    enabled: Boolean(personnelId),
  });
}
