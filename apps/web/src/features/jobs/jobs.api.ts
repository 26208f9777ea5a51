import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recruitmentApi,
  selectionApi,
  type TApplicantProfile,
  type TApplicantProfileBody,
  type TApplicantRegisterBody,
  type TBoardQuery,
  type TInterviewResponse,
  type TInvitationResponse,
  type TPublicJobPost,
  type TScheduleResponseBody,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { uploadPdf, uploadPdfAs } from '../../lib/upload-pdf';

// The one client of the applicant-facing endpoints: the public job board, registration, the
// applicant's profile, applications and the interview answer through the e-mailed link. Every answer's
// type is its route's contract (packages/contracts/src/recruitment.ts, selection.ts).

export type { TApplicantProfile, TApplicationPrefill, TApplicationSource, TBoardQuery, TInterviewResponse, TInvitation, TMyApplication } from '@hris/contracts';

/** A post as the public board shows it (`monthly_salary` in centavos). */
export type TPublicPost = TPublicJobPost;

export type TProfileEntry = TApplicantProfile['sections'][string][number];

/** An invitation's answer as stored: 'pending' until the applicant answers. */
export type TInvitationAnswer = TInvitationResponse | null;
export const isAnswered = (response: TInvitationAnswer): response is TInterviewResponse => response !== null && response !== 'pending';

export const jobsKeys = {
  all: ['jobs'] as const,
  board: (query: TBoardQuery) => [...jobsKeys.all, 'board', query] as const,
  post: (code: string) => [...jobsKeys.all, 'post', code] as const,
  profile: () => [...jobsKeys.all, 'my-profile'] as const,
  prefill: () => [...jobsKeys.all, 'prefill'] as const,
  applications: () => [...jobsKeys.all, 'my-applications'] as const,
  invitation: (token: string) => [...jobsKeys.all, 'invitation', token] as const,
};

/** Open posts (published, within their publication period); no sign-in needed. */
export function usePublicJobs(query: TBoardQuery) {
  return useQuery({
    queryKey: jobsKeys.board(query),
    queryFn: ({ signal }) => callApi(recruitmentApi.board, { query, signal }),
    placeholderData: (previous) => previous,
  });
}

/** One post by its code (published or closed); a draft or an unknown code is a 404 the page says itself. */
export function usePublicJob(code: string) {
  return useQuery({
    queryKey: jobsKeys.post(code),
    queryFn: ({ signal }) => callApi(recruitmentApi.preview, { params: { code }, signal, handleError: (error) => error.status === 404 }),
    select: (answer) => answer.job_post,
    retry: false,
  });
}

export function useRegisterApplicant() {
  return useMutation({
    mutationFn: (body: TApplicantRegisterBody) => callApi(recruitmentApi.register, { body, handleError: isShownByForm }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => callApi(recruitmentApi.verifyEmail, { body: { token }, handleError: isShownByForm }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => callApi(recruitmentApi.resendVerification, { body: { email }, handleError: isShownByForm }),
  });
}

export function useMyProfile() {
  return useQuery({
    queryKey: jobsKeys.profile(),
    queryFn: ({ signal }) => callApi(recruitmentApi.myProfile, { signal }),
    select: (answer) => answer.profile,
  });
}

/**
 * What an application by me would hold, and from where: an employee's PDS (the copy HR verified, or the sheet as
 * it stands), an applicant's profile. The server reads it again when the application is sent.
 */
export function useApplicationPrefill() {
  return useQuery({
    queryKey: jobsKeys.prefill(),
    queryFn: ({ signal }) => callApi(recruitmentApi.prefill, { signal }),
    // The PDS may have been verified or edited in another tab.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Saves the whole profile (the personal details and the four PDS parts at once). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplicantProfileBody) => callApi(recruitmentApi.saveMyProfile, { body, handleError: isShownByForm }),
    onSuccess: (answer) => {
      queryClient.setQueryData(jobsKeys.profile(), { profile: answer.profile });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.prefill() });
    },
  });
}

export function useMyApplications() {
  return useQuery({
    queryKey: jobsKeys.applications(),
    queryFn: ({ signal }) => callApi(recruitmentApi.myApplications, { signal }),
    select: (answer) => answer.applications,
    // HR moves applications on while the page is closed.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** One chosen PDF for each document the post requires. */
export type TApplyFiles = { job_post_id: number; files: { requirement: string; file: File }[] };

/** Uploads each PDF (POST /api/upload), then sends the application with the stored paths. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ job_post_id, files }: TApplyFiles) => {
      const documents = [];
      // Each refused file under its own document's input, as the form places `documents.N`.
      for (const [index, { requirement, file }] of files.entries()) documents.push({ requirement, path: await uploadPdfAs(file, `documents.${index}`) });
      return callApi(recruitmentApi.apply, { body: { job_post_id, documents }, handleError: isShownByForm });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.applications() }),
  });
}

/** Answers one of HR's document requests with a PDF. */
export function useSubmitDocument(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ document_request_id, file }: { document_request_id: number; file: File }) => {
      const { path } = await uploadPdf(file);
      return callApi(recruitmentApi.submitDocument, { params: { id: applicationId }, body: { document_request_id, path }, handleError: isShownByForm });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.applications() }),
  });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) => callApi(recruitmentApi.withdraw, { params: { id: applicationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.applications() }),
  });
}

/** Opens one of my application's documents. */
export const openApplicationDocument = (applicationId: number, documentId: number) =>
  openPdf(recruitmentApi.document, { params: { id: applicationId, documentId } });

/** The interview invitation behind the e-mailed link; no sign-in. A bad or expired link is shown by the page. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: jobsKeys.invitation(token),
    queryFn: ({ signal }) =>
      callApi(selectionApi.invitation, { query: { token }, signal, handleError: (error) => error.status === 404 || error.status === 422 }),
    select: (answer) => answer.invitation,
    enabled: token.length > 0,
    retry: false,
  });
}

export function useAnswerInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TScheduleResponseBody, 'token'>) =>
      callApi(selectionApi.answerInvitation, { body: { token, ...body }, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.invitation(token) }),
  });
}
