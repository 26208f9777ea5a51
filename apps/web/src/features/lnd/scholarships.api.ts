import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lndApi,
  type TScholarshipApplicationBody,
  type TScholarshipProgramBody,
  type TScholarshipStatus,
  type TScholarshipTermBody,
  type TScholarshipVoteBody,
  type TStudyEndBody,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { uploadPdfAs } from '../../lib/upload-pdf';
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
    queryFn: ({ signal }) => callApi(lndApi.scholarshipPrograms, { query: { scope }, signal }),
  });
}

/** Adds a program (no id) or changes one (closing it is `open: false`). */
export function useSaveScholarshipProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TScholarshipProgramBody }) =>
      id === null
        ? callApi(lndApi.addScholarshipProgram, { body, handleError: isShownByForm })
        : callApi(lndApi.changeScholarshipProgram, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scholarshipKeys.all }),
  });
}

export function useScholarshipApplications(scope: TScholarshipScope, status?: TScholarshipStatus) {
  return useQuery({
    queryKey: scholarshipKeys.applications(scope, status),
    queryFn: ({ signal }) => callApi(lndApi.scholarshipApplications, { query: { scope, status }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One application (the approval request links here: the head and the committee open it from Approvals). */
export function useScholarshipApplication(id: number | null) {
  return useQuery({
    queryKey: scholarshipKeys.application(id ?? 0),
    queryFn: ({ signal }) => callApi(lndApi.scholarshipApplication, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export function useApplyForScholarship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TScholarshipApplicationBody) => callApi(lndApi.applyForScholarship, { body, handleError: isShownByForm }),
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
      callApi(lndApi.voteOnScholarship, { params: { id }, body, handleError: isShownByForm }),
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
    mutationFn: ({ id, body }: { id: number; body: TStudyEndBody }) => callApi(lndApi.endStudy, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scholarshipKeys.all }),
  });
}

/** Reports a term's grades: the PDF is uploaded first (the one upload check), then the term names it. */
export function useAddScholarshipTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, file }: { id: number; body: Omit<TScholarshipTermBody, 'grades_path'>; file: File }) => {
      const grades_path = await uploadPdfAs(file, 'grades_path');
      return callApi(lndApi.addScholarshipTerm, { params: { id }, body: { ...body, grades_path }, handleError: isShownByForm });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: scholarshipKeys.all }),
  });
}

/** Opens a term's grades (the PDF the scholar or the committee uploaded). */
export const openGrades = (termId: number) => openPdf(lndApi.grades, { params: { id: termId } });
