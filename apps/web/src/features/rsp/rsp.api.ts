import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAppointBody,
  TAppointed,
  TApplicationSaved,
  TBoardSaved,
  THiringRequestSaved,
  TInterviewSlotSaved,
  TInvited,
  TJobPostSaved,
  TRatingsSaved,
  TSelected,
  TApplicant,
  TApplicantProfileSnapshot,
  TApplication,
  TApplicationRow,
  TApplicantRow,
  TAssessmentPost,
  TAssessmentSheet,
  TBoard,
  TBoardBody,
  TBoardCriterion,
  TBoardMemberBody,
  TCriterionBody,
  THiringRequest,
  THiringRequestBody,
  THiringRequestQuery,
  TApplicationQuery,
  TInterviewSlot,
  TInterviewSlotBody,
  TInviteBody,
  TJobPost,
  TJobPostBody,
  TJobPostQuery,
  TMessage,
  TPublishBody,
  TRai,
  TRanking,
  TRatingBody,
  TScreeningBody,
  TSlotInvitation,
  TNamedLookupItem,
} from '@hris/contracts';
import { api, type QueryValue } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import type { TListAnswer } from '../../lib/list-state';

// The one client of the recruitment office's and the selection boards' endpoints: requests to hire,
// job posts, applications and screening (recruitment module), interviews, boards, assessment,
// ranking and appointment (selection module). Every answer's type is its route's contract
// (packages/contracts/src/recruitment.ts, selection.ts).

export type {
  TApplicant,
  TApplication,
  TApplicationDocument,
  TApplicationEvent,
  TApplicationQuery,
  TApplicationRow,
  TApplicantRow,
  TAssessmentPost,
  TAssessmentSheet,
  TBoard,
  TBoardRole,
  THiringRequest,
  TJobPost,
  TJobPostQuery,
  TPostSummary,
  TRaiAppointment,
  TRanking,
  TRankingRow,
} from '@hris/contracts';
export type TNamedRef = TNamedLookupItem;
/** The profile as applied (kept with the application). */
export type TProfile = TApplicantProfileSnapshot;
export type TCriterion = TBoardCriterion;
export type TInvitation = TSlotInvitation;
export type TSlot = TInterviewSlot;
export type THiringQuery = THiringRequestQuery;

type Msg = TMessage;

export const rspKeys = {
  all: ['rsp'] as const,
  hiring: (query: THiringQuery) => [...rspKeys.all, 'hiring', query] as const,
  hiringOne: (id: number) => [...rspKeys.all, 'hiring-one', id] as const,
  posts: (query: TJobPostQuery) => [...rspKeys.all, 'posts', query] as const,
  post: (id: number) => [...rspKeys.all, 'post', id] as const,
  applications: (query: TApplicationQuery) => [...rspKeys.all, 'applications', query] as const,
  application: (id: number) => [...rspKeys.all, 'application', id] as const,
  applicants: (query: Record<string, QueryValue>) => [...rspKeys.all, 'applicants', query] as const,
  applicant: (id: number) => [...rspKeys.all, 'applicant', id] as const,
  slots: (postId: number) => [...rspKeys.all, 'slots', postId] as const,
  boards: () => [...rspKeys.all, 'boards'] as const,
  assessmentPosts: () => [...rspKeys.all, 'assessment-posts'] as const,
  sheet: (postId: number) => [...rspKeys.all, 'sheet', postId] as const,
  ranking: (postId: number) => [...rspKeys.all, 'ranking', postId] as const,
  rai: (month: string) => [...rspKeys.all, 'rai', month] as const,
};

// Applications move while the page is closed (applicants answer, members rate): reload on opening.
const FRESH = { staleTime: 0, refetchOnMount: 'always' as const };

function useRspQuery<T>(key: readonly unknown[], path: string, query?: Record<string, QueryValue>, enabled = true) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<T>(path, { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
    ...FRESH,
  });
}

/** A change anywhere reloads every recruitment list and page (counts and stages hang together). */
function useRspMutation<V, A = Msg>(send: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: rspKeys.all }) });
}

const form = { handleError: isShownByForm };

// Requests to hire
export const useHiringRequests = (query: THiringQuery) =>
  useRspQuery<TListAnswer<'hiring_requests', THiringRequest>>(rspKeys.hiring(query), '/api/hiring-requests', query);
export const useHiringRequest = (id: number) =>
  useRspQuery<{ hiring_request: THiringRequest }>(rspKeys.hiringOne(id), `/api/hiring-requests/${id}`, undefined, id > 0);
export const useFileHiringRequest = () => useRspMutation((body: THiringRequestBody) => api.post<THiringRequestSaved>('/api/hiring-requests', body, form));
export function useRefreshRsp() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rspKeys.all });
}

// Job posts
export const useJobPosts = (query: TJobPostQuery) => useRspQuery<TListAnswer<'job_posts', TJobPost>>(rspKeys.posts(query), '/api/job-posts', query);
export const useJobPost = (id: number) => useRspQuery<{ job_post: TJobPost }>(rspKeys.post(id), `/api/job-posts/${id}`, undefined, id > 0);
export const useSaveJobPost = () =>
  useRspMutation(({ id, body }: { id?: number; body: TJobPostBody }) =>
    id ? api.put<TJobPostSaved>(`/api/job-posts/${id}`, body, form) : api.post<TJobPostSaved>('/api/job-posts', body, form),
  );
export const usePublishJobPost = () =>
  useRspMutation(({ id, publish_from, closing_date }: TPublishBody & { id: number }) =>
    api.post<TJobPostSaved>(`/api/job-posts/${id}/publish`, { publish_from, closing_date }, form),
  );
export const useCloseJobPost = () => useRspMutation((id: number) => api.post<TJobPostSaved>(`/api/job-posts/${id}/close`, {}));

// Applications and screening
export const useApplications = (query: TApplicationQuery) =>
  useRspQuery<TListAnswer<'applications', TApplicationRow>>(rspKeys.applications(query), '/api/applications', query);
export const useApplication = (id: number) => useRspQuery<{ application: TApplication }>(rspKeys.application(id), `/api/applications/${id}`, undefined, id > 0);
export const useScreenApplication = () =>
  useRspMutation(({ id, decision, remarks }: TScreeningBody & { id: number }) =>
    api.post<TApplicationSaved>(`/api/applications/${id}/screening`, { decision, remarks }, form),
  );
export const useRequestDocument = () =>
  useRspMutation(({ id, description }: { id: number; description: string }) =>
    api.post<Msg>(`/api/applications/${id}/document-requests`, { description }, form),
  );

// Applicants
export const useApplicants = (query: { term?: string; page: number; per_page: number }) =>
  useRspQuery<TListAnswer<'applicants', TApplicantRow>>(rspKeys.applicants(query), '/api/applicants', query);
export const useApplicant = (id: number) => useRspQuery<{ applicant: TApplicant }>(rspKeys.applicant(id), `/api/applicants/${id}`, undefined, id > 0);

// Interviews
export const useInterviewSlots = (postId: number) => useRspQuery<{ slots: TSlot[] }>(rspKeys.slots(postId), `/api/job-posts/${postId}/interview-slots`);
export const useAddSlot = (postId: number) =>
  useRspMutation((body: TInterviewSlotBody) => api.post<TInterviewSlotSaved>(`/api/job-posts/${postId}/interview-slots`, body, form));
export const useRemoveSlot = () => useRspMutation((id: number) => api.delete<Msg>(`/api/interview-slots/${id}`));
export const useInvite = (postId: number) => useRspMutation((body: TInviteBody) => api.post<TInvited>(`/api/job-posts/${postId}/invitations`, body, form));

// Selection boards
export const useBoards = () => useRspQuery<{ boards: TBoard[] }>(rspKeys.boards(), '/api/selection-boards');
export const useSaveBoard = () =>
  useRspMutation(({ id, body }: { id?: number; body: TBoardBody }) =>
    id ? api.put<TBoardSaved>(`/api/selection-boards/${id}`, body, form) : api.post<TBoardSaved>('/api/selection-boards', body, form),
  );
export const useAddMember = () =>
  useRspMutation(({ boardId, user_id, role }: TBoardMemberBody & { boardId: number }) =>
    api.post<TBoardSaved>(`/api/selection-boards/${boardId}/members`, { user_id, role }, form),
  );
export const useRemoveMember = () =>
  useRspMutation(({ boardId, userId }: { boardId: number; userId: number }) => api.delete<TBoardSaved>(`/api/selection-boards/${boardId}/members/${userId}`));
export const useSaveCriterion = () =>
  useRspMutation(({ boardId, id, body }: { boardId: number; id?: number; body: TCriterionBody }) =>
    id ? api.put<TBoardSaved>(`/api/board-criteria/${id}`, body, form) : api.post<TBoardSaved>(`/api/selection-boards/${boardId}/criteria`, body, form),
  );
export const useRemoveCriterion = () => useRspMutation((id: number) => api.delete<TBoardSaved>(`/api/board-criteria/${id}`));

// Assessment and ranking
export const useAssessmentPosts = () =>
  useRspQuery<TListAnswer<'job_posts', TAssessmentPost>>(rspKeys.assessmentPosts(), '/api/assessment/job-posts', { per_page: 100 });
export const useAssessmentSheet = (postId: number) =>
  useRspQuery<TAssessmentSheet>(rspKeys.sheet(postId), `/api/assessment/job-posts/${postId}`, undefined, postId > 0);
export const useRanking = (postId: number) =>
  useRspQuery<TRanking>(rspKeys.ranking(postId), `/api/assessment/job-posts/${postId}/ranking`, undefined, postId > 0);
export const useRate = () =>
  useRspMutation(({ applicationId, ratings }: TRatingBody & { applicationId: number }) =>
    api.put<TRatingsSaved>(`/api/assessment/applications/${applicationId}/ratings`, { ratings }, form),
  );

// Selection, appointment and the RAI
export const useSelect = () => useRspMutation((applicationId: number) => api.post<TSelected>(`/api/applications/${applicationId}/select`, {}));
export const useAppoint = () =>
  useRspMutation(({ applicationId, body }: { applicationId: number; body: TAppointBody }) =>
    api.post<TAppointed>(`/api/applications/${applicationId}/appoint`, body, form),
  );
export const useRai = (month: string) => useRspQuery<TRai>(rspKeys.rai(month), '/api/rai', { month });

/** "Instructor I" whether the API sends the position as a name or as {id, name}. */
export const positionName = (position: TNamedRef | string | null | undefined) => (typeof position === 'string' ? position : (position?.name ?? '—'));

/** The appointment statuses and natures an appointment is issued with (short lists, loaded whole). */
export function useAppointmentLookups() {
  const load = (path: string, field: string) => ({
    queryKey: [...rspKeys.all, 'lookup', field] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Record<string, TNamedRef[]>>(path, { signal, lookup: true, query: { per_page: 999 } }),
    select: (answer: Record<string, TNamedRef[]>) => answer[field] ?? [],
    staleTime: 10 * 60_000,
  });
  const statuses = useQuery(load('/api/recruitment/applicants/appointment/status', 'current_status'));
  const natures = useQuery(load('/api/recruitment/applicants/appointment/nature', 'appointment_nature'));
  return { statuses: statuses.data ?? [], natures: natures.data ?? [] };
}

/** For actions confirmed in the dialog: the server's message as a toast once done. */
export const andTell = <A extends Msg>(done: Promise<A>) => done.then((answer) => showSuccessToast(answer.message));
