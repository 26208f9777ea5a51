import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dtrSubmissionsApi, type TDtrSubmissionBody } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';

export type { TDepartmentSubmission, TDtrSubmission, TKeptDepartment, TPersonTotals, TSubmissionCounts, TSubmissionStatus } from '@hris/contracts';

export const dtrSubmissionKeys = {
  all: ['dtr-submissions'] as const,
  mine: (month: string) => [...dtrSubmissionKeys.all, 'mine', month] as const,
  month: (month: string, campusId: number | null) => [...dtrSubmissionKeys.all, 'month', month, campusId] as const,
  faculty: (departmentId: number, month: string) => ['faculty-dtr', departmentId, month] as const,
};

// Clerks and HR act on the same rows from two desks: always reload on opening.
const FRESH = { staleTime: 0, refetchOnMount: 'always' as const };

export function useMyDepartments(month: string) {
  return useQuery({
    queryKey: dtrSubmissionKeys.mine(month),
    queryFn: ({ signal }) => callApi(dtrSubmissionsApi.mine, { signal, query: { month } }),
    select: (answer) => answer.departments,
    ...FRESH,
  });
}

export function useSubmissionsOfMonth(month: string, campusId: number | null) {
  return useQuery({
    queryKey: dtrSubmissionKeys.month(month, campusId),
    queryFn: ({ signal }) => callApi(dtrSubmissionsApi.ofMonth, { signal, query: { month, campus_id: campusId ?? undefined } }),
    placeholderData: (previous) => previous,
    ...FRESH,
  });
}

export function useSubmitDtrs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDtrSubmissionBody) => callApi(dtrSubmissionsApi.submit, { body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dtrSubmissionKeys.all }),
  });
}

/** After a decision in the ApprovalPanel: the month's rows change with it. */
export function useReloadSubmissions() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: dtrSubmissionKeys.all });
}

/** A college's faculty members with their totals (Faculty DTR); nothing is asked until a college is chosen. */
export function useFacultyOf(departmentId: number | null, month: string) {
  return useQuery({
    queryKey: dtrSubmissionKeys.faculty(departmentId ?? 0, month),
    queryFn: ({ signal }) => callApi(dtrSubmissionsApi.faculty, { signal, query: { department_id: departmentId ?? 0, month } }),
    select: (answer) => answer.people,
    enabled: departmentId !== null,
  });
}

/** The month's list (one campus or all) as an Excel file. */
export function exportSubmissions(month: string, campusId: number | null): Promise<void> {
  return saveDownload(dtrSubmissionsApi.export, { query: { month, campus_id: campusId ?? undefined } }, `dtr-submissions-${month}.xlsx`);
}
