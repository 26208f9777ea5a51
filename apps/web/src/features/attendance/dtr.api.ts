import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { TDtrDayLike } from './dtr-format';

export type TDtrDay = TDtrDayLike;

export type TDtrTotals = { late_minutes: number; undertime_minutes: number; absent_days: number; times_late: number };

/** GET /api/dtr/:personnelId?month= */
export type TDtr = {
  personnel: { id: number; idno: string | null; fullname: string; department: string | null; position: string | null };
  month: string;
  days: TDtrDay[];
  totals: TDtrTotals;
};

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
    queryFn: ({ signal }) => api.get<{ dtr: TDtr }>(`/api/dtr/${personnelId}`, { signal, query: { month } }),
    select: (answer) => answer.dtr,
    enabled: Boolean(personnelId),
  });
}
