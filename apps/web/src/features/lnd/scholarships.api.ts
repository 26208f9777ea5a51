import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TScholarshipApplicationBody,
  TScholarshipApplicationList,
  TScholarshipApplicationOne,
  TScholarshipApplicationSaved,
  TScholarshipProgramBody,
  TScholarshipProgramList,
  TScholarshipProgramSaved,
  TScholarshipStatus,
  TScholarshipTermBody,
  TScholarshipVoteBody,
  TStudyEndBody,
} from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { uploadPdf } from '../../lib/upload-pdf';
import { approvalKeys } from '../approvals/approvals.api';

// The one client of scholarships (issue 22): programs, applications (mine, my office's, all), the committee's votes
// and the scholars' grades per term. Every answer's type is the API's contract.

export type { TScholarshipApplication, TScholarshipProgram, TScholarshipTerm } from '@hris/contracts';

export type TScholarshipScope = 'mine' | 'office' | 'all';

export const scholarshipKeys = {
  all: ['scholarships'] as const,
  programs: (scope: 'open' | 'all') => ['scholarships', 'programs', scope] as const,
  application: (id: number) => ['scholarships', 'application', id] as const,
  applications: (scope: TScholarshipScope, status?: TScholarshipStatus) => ['scholarships', 'applications', scope, status ?? 'any'] as const,
};

export function useScholarshipPrograms(scope: 'open' | 'all') {
  return useQuery({
    queryKey: scholarshipKeys.programs(scope),
    queryFn: () => api.get<TScholarshipProgramList>(`/api/lnd/scholarship-programs?scope=${scope}`),
  });
}

/** Adds a program (no id) or changes one (closing it is `open: false`). */
export function useSaveScholarshipProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TScholarshipProgramBody }) =>
      id === null
        ? api.post<TScholarshipProgramSaved>('/api/lnd/scholarship-programs', body, { handleError: isShownByForm })
        : api.put<TScholarshipProgramSaved>(`/api/lnd/scholarship-programs/${id}`, body, { handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scholarshipKeys.all }),
  });
}

export function useScholarshipApplications(scope: TScholarshipScope, status?: TScholarshipStatus) {
  return useQuery({
    queryKey: scholarshipKeys.applications(scope, status),
    queryFn: () => api.get<TScholarshipApplicationList>(`/api/lnd/scholarship-applications?scope=${scope}${status ? `&status=${status}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

/** One application (the approval request links here: the head and the committee open it from Approvals). */
export function useScholarshipApplication(id: number | null) {
  return useQuery({
    queryKey: scholarshipKeys.application(id ?? 0),
    queryFn: () => api.get<TScholarshipApplicationOne>(`/api/lnd/scholarship-applications/${id}`),
    enabled: id !== null,
  });
}

export function useApplyForScholarship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TScholarshipApplicationBody) =>
      api.post<TScholarshipApplicationSaved>('/api/lnd/scholarship-applications', body, { handleError: isShownByForm }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: scholarshipKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

export function useVoteOnScholarship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TScholarshipVoteBody }) =>
      api.post<TScholarshipApplicationSaved>(`/api/lnd/scholarship-applications/${id}/votes`, body, { handleError: isShownByForm }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: scholarshipKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

/** The committee records how a scholar's study ended; the obligation's last day follows. */
export function useEndStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TStudyEndBody }) =>
      api.post<TScholarshipApplicationSaved>(`/api/lnd/scholarship-applications/${id}/study`, body, { handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scholarshipKeys.all }),
  });
}

/** Reports a term's grades: the PDF is uploaded first (the one upload check), then the term names it. */
export function useAddScholarshipTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, file }: { id: number; body: Omit<TScholarshipTermBody, 'grades_path'>; file: File }) => {
      const grades_path = (await uploadPdf(file)).path;
      return api.post<TScholarshipApplicationSaved>(`/api/lnd/scholarship-applications/${id}/terms`, { ...body, grades_path }, { handleError: isShownByForm });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scholarshipKeys.all }),
  });
}
