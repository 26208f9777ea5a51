import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSalaryScheduleBody } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

export type TSalaryGrade = { grade: number; steps: { step: number; amount: number }[] };
export type TScheduleRef = { effective_date: string; tranche: string };
export type TSalarySchedule = TScheduleRef & { salary_grades: TSalaryGrade[]; schedules: TScheduleRef[] };

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
    mutationFn: (body: TSalaryScheduleBody) => api.post<{ message: string }>('/api/salary-grades', body, { handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryKeys.all }),
  });
}
