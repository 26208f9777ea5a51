import { useQuery } from '@tanstack/react-query';
import type { TDtrAnswer } from '@hris/contracts';
import { api } from '../../lib/api';

// GET /api/dtr/:personnelId?month= answers the DTR contract of @hris/contracts.
export type { TDtr, TDtrDay, TDtrTotals } from '@hris/contracts';

export const dtrKeys = {
  all: ['dtr'] as const,
  month: (personnelId: number, month: string) => [...dtrKeys.all, personnelId, month] as const,
};

export const form48Path = (personnelId: number) => `/api/dtr/${personnelId}/form48.pdf`;
export const departmentForm48Path = (departmentId: number) => `/api/dtr/department/${departmentId}/form48.pdf`;

/** A person's record of a month; nothing is asked until a person is chosen. */
export function useDtr(personnelId: number | null | undefined, month: string) {
  return useQuery({
    queryKey: dtrKeys.month(personnelId ?? 0, month),
    queryFn: ({ signal }) => api.get<TDtrAnswer>(`/api/dtr/${personnelId}`, { signal, query: { month } }),
    select: (answer) => answer.dtr,
    enabled: Boolean(personnelId),
  });
}
