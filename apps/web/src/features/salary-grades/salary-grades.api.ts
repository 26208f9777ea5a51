import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSalarySchedule, TSalaryScheduleBody, TSalaryScheduleSaved } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

export type { TSalaryGrade, TSalarySchedule, TScheduleRef } from '@hris/contracts';

export const salaryKeys = {
  all: ['salary-grades'] as const,
  /** `date` undefined: the schedule in force today. */
  schedule: (date: string | undefined) => [...salaryKeys.all, 'schedule', date ?? 'today'] as const,
};

export function useSalarySchedule(date?: string) {
  return useQuery({
    queryKey: salaryKeys.schedule(date),
    queryFn: ({ signal }) => api.get<TSalarySchedule>('/api/salary-grades', { signal, query: { date } }),
    placeholderData: (previous) => previous,
  });
}

/** A new tranche, effective from its date; 422 messages (e.g. "grades.4.steps") go next to the rows. */
export function useAddTranche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSalaryScheduleBody) => api.post<TSalaryScheduleSaved>('/api/salary-grades', body, { handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryKeys.all }),
  });
}
