import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { salaryScheduleApi, type TSalaryScheduleBody } from '@hris/contracts';
import { callApi } from '../../lib/api';
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
    queryFn: ({ signal }) => callApi(salaryScheduleApi.schedule, { signal, query: { date } }),
    placeholderData: (previous) => previous,
  });
}

/** A new tranche, effective from its date; 422 messages (e.g. "grades.4.steps") go next to the rows. */
export function useAddTranche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSalaryScheduleBody) => callApi(salaryScheduleApi.add, { body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryKeys.all }),
  });
}
