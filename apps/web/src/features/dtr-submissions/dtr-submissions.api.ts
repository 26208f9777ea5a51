import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDtrSubmissionBody } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import type { TDtr, TDtrTotals } from '../attendance/dtr.api';

export type TSubmissionStatus = 'not_submitted' | 'submitted' | 'received' | 'returned';

export type TDtrSubmission = {
  id: number;
  department_id: number;
  month: string;
  status: Exclude<TSubmissionStatus, 'not_submitted'>;
  submitted_by: { id: number; name: string } | null;
  submitted_at: string;
  remarks: string | null;
  /** Whoever decided: HR on receiving, or the head (or HR) on returning. */
  reviewed_by: { id: number; name: string } | null;
  reviewed_at: string | null;
  /** Why it was returned; `remarks` is the clerk's own note. */
  review_remarks: string | null;
  /** Its way through the approval chain (the head certifies, HR receives): open it in <ApprovalPanel>. */
  approval_request_id: number | null;
  /** While submitted: the step it waits at, e.g. { position: 1, of: 2, label: 'Recommending approval', who: 'the department head' }. */
  waiting_for: { position: number; of: number; label: string; who: string } | null;
};

type TCampusRef = { id: number; name: string; acronym: string };

/** A person of the department with the month's totals (late, undertime, absences). */
export type TPersonTotals = { personnel: TDtr['personnel']; totals: TDtrTotals };

/** GET /api/dtr-submissions/mine: a department the caller keeps the DTRs of. */
export type TKeptDepartment = {
  id: number;
  fullname: string;
  acronym: string;
  campus: TCampusRef;
  my_role: 'clerk' | 'head' | 'oic';
  status: TSubmissionStatus;
  submission: TDtrSubmission | null;
  people: TPersonTotals[];
};

/** GET /api/dtr-submissions: a department and where its DTRs of the month stand. */
export type TDepartmentSubmission = { id: number; fullname: string; acronym: string; campus: TCampusRef; status: TSubmissionStatus; submission: TDtrSubmission | null };
export type TSubmissionCounts = { departments: number; submitted: number; to_receive: number; received: number; returned: number; not_submitted: number };

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
    queryFn: ({ signal }) => api.get<{ month: string; departments: TKeptDepartment[] }>('/api/dtr-submissions/mine', { signal, query: { month } }),
    select: (answer) => answer.departments,
    ...FRESH,
  });
}

export function useSubmissionsOfMonth(month: string, campusId: number | null) {
  return useQuery({
    queryKey: dtrSubmissionKeys.month(month, campusId),
    queryFn: ({ signal }) =>
      api.get<{ month: string; counts: TSubmissionCounts; departments: TDepartmentSubmission[] }>('/api/dtr-submissions', { signal, query: { month, campus_id: campusId } }),
    placeholderData: (previous) => previous,
    ...FRESH,
  });
}

type TSubmissionAnswer = { message: string; submission: TDtrSubmission };

export function useSubmitDtrs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDtrSubmissionBody) => api.post<TSubmissionAnswer>('/api/dtr-submissions', body, { handleError: isShownByForm }),
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
    queryFn: ({ signal }) => api.get<{ month: string; people: TPersonTotals[] }>('/api/dtr/faculty', { signal, query: { department_id: departmentId, month } }),
    select: (answer) => answer.people,
    enabled: departmentId !== null,
  });
}
