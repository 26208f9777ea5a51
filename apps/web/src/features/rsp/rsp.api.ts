import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApplicationStatus, TBoardKind, THiringRequestBody, TJobPostBody, TPublicJobPost, TRequestStatus } from '@hris/contracts';
import { api, type QueryValue } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import type { TListAnswer } from '../../lib/list-state';

// The one client of the recruitment office's and the selection boards' endpoints: requests to hire,
// job posts, applications and screening (recruitment module), interviews, boards, assessment,
// ranking and appointment (selection module).

export type TNamedRef = { id: number; name: string };
export type TJobPost = TPublicJobPost & {
  hiring_request_id?: number | null;
  counts?: { applications: number; qualified: number; not_qualified: number; interview: number; assessed: number };
};

export type THiringRequest = {
  id: number;
  department: { id: number; fullname: string; acronym: string };
  position: TNamedRef & { salary_grade?: number | null };
  kind: 'vacant' | 'new';
  plantilla_item_no: string | null;
  slots: number;
  employment_kind: 'staff' | 'faculty';
  justification: string;
  status: TRequestStatus;
  approval_request_id: number | null;
  waiting_for: string | null;
  requested_by: TNamedRef | null;
  job_post_id: number | null;
  created_at: string;
};

export type TApplicationEvent = { status: TApplicationStatus; status_label: string; remarks: string | null; created_at: string };
export type TApplicationDocument = { id: number; requirement: string; file_name: string; created_at: string };
export type TProfile = {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  name_extension: string | null;
  sex: 'male' | 'female' | null;
  birth_date: string | null;
  mobile_no: string | null;
  address: string | null;
  sections: Partial<Record<'educbackground' | 'eligibility' | 'workexp' | 'training', Record<string, unknown>[]>>;
  complete?: boolean;
};

export type TApplicationRow = {
  id: number;
  status: TApplicationStatus;
  status_label: string;
  remarks: string | null;
  submitted_at: string;
  applicant: { id: number; name: string; email: string };
  job_post: { id: number; code: string; position: TNamedRef | string };
  documents_count: number;
  interview_response: string | null;
};

export type TApplication = {
  id: number;
  status: TApplicationStatus;
  status_label: string;
  remarks: string | null;
  submitted_at: string;
  job_post: TJobPost;
  events: TApplicationEvent[];
  documents: TApplicationDocument[];
  document_requests: { id: number; description: string; created_at: string; fulfilled_at: string | null }[];
  interview: { slot: { starts_at: string; venue: string }; response: string | null; response_note: string | null } | null;
  applicant: { id: number; name: string; email: string };
  profile: TProfile;
};

export type TApplicantRow = { id: number; name: string; email: string; email_verified: boolean; applications_count: number; profile_complete: boolean };
export type TApplicant = {
  id: number;
  name: string;
  email: string;
  profile: TProfile | null;
  /** The applicant's applications, when the API lists them with the profile. */
  applications?: { id: number; status: TApplicationStatus; status_label: string; submitted_at: string; job_post: { id: number; code: string; position: TNamedRef | string } }[];
};

export type TInvitation = { id: number; application_id: number; applicant_name: string; response: string | null; response_note: string | null; responded_at: string | null };
export type TSlot = { id: number; starts_at: string; venue: string; invitations: TInvitation[] };

export type TCriterion = { id: number; name: string; weight: number; max_score: number; position: number };
export type TBoardRole = 'chair' | 'member' | 'secretariat';
export type TBoard = {
  id: number;
  kind: TBoardKind;
  name: string;
  campus: { id: number; name: string; acronym?: string } | null;
  members: { user_id: number; name: string; role: TBoardRole }[];
  criteria: TCriterion[];
};

/** A post as the boards see it: what it is and how far the rating has gone. */
export type TPostSummary = Pick<TJobPost, 'id' | 'code' | 'position' | 'department' | 'campus' | 'plantilla_item_no' | 'salary_grade' | 'monthly_salary' | 'board' | 'slots' | 'status' | 'publish_from' | 'closing_date'>;
export type TAssessmentPost = Pick<TJobPost, 'id' | 'code' | 'status' | 'slots' | 'closing_date' | 'position' | 'department' | 'campus'> & {
  board: { id: number; kind: TBoardKind; name: string };
  counts: { shortlisted: number; assessed: number; rated_by_me: number };
};
export type TAssessmentSheet = {
  job_post: TPostSummary;
  board: { id: number; kind: TBoardKind; name: string; my_role: TBoardRole | null; ready: boolean };
  criteria: TCriterion[];
  can_rate: boolean;
  applicants: { application_id: number; name: string; status: TApplicationStatus; my_ratings: Record<string, number> }[];
};
export type TRankingRow = {
  rank: number;
  application_id: number;
  name: string;
  status: TApplicationStatus;
  total: number;
  tied: boolean;
  by_criterion: Record<string, number>;
  members?: { user_id: number; name: string; scores: Record<string, number> }[];
};
export type TRanking = { ranking: TRankingRow[]; criteria: TCriterion[]; raters: { user_id: number; name: string }[]; members_visible: boolean };

/** One row of the Report on Appointments Issued (CS Form No. 2). */
export type TRaiAppointment = {
  id: number;
  date_issued: string;
  effective_date: string;
  salary_grade: number;
  salary_step: number;
  monthly_salary: number;
  personnel: { id: number; idno: string | null; fullname: string };
  position: TNamedRef | null;
  department: { id: number; fullname: string; acronym: string } | null;
  appointment_status: TNamedRef | null;
  nature: TNamedRef | null;
  plantilla_item_no: string | null;
};

export type TJobPostQuery = { status?: string; term?: string; campus_id?: number | null; department_id?: number | null; page: number; per_page: number };
export type THiringQuery = { scope: 'mine' | 'department' | 'all'; status?: string; page: number; per_page: number };
export type TApplicationQuery = { job_post_id?: number; status?: string; term?: string; page: number; per_page: number };

type Msg = { message: string };

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
export const useHiringRequest = (id: number) => useRspQuery<{ hiring_request: THiringRequest }>(rspKeys.hiringOne(id), `/api/hiring-requests/${id}`, undefined, id > 0);
export const useFileHiringRequest = () =>
  useRspMutation((body: THiringRequestBody) => api.post<Msg & { hiring_request: THiringRequest }>('/api/hiring-requests', body, form));
export function useRefreshRsp() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rspKeys.all });
}

// Job posts
export const useJobPosts = (query: TJobPostQuery) => useRspQuery<TListAnswer<'job_posts', TJobPost>>(rspKeys.posts(query), '/api/job-posts', query);
export const useJobPost = (id: number) => useRspQuery<{ job_post: TJobPost }>(rspKeys.post(id), `/api/job-posts/${id}`, undefined, id > 0);
export const useSaveJobPost = () =>
  useRspMutation(({ id, body }: { id?: number; body: TJobPostBody }) =>
    id ? api.put<Msg & { job_post: TJobPost }>(`/api/job-posts/${id}`, body, form) : api.post<Msg & { job_post: TJobPost }>('/api/job-posts', body, form),
  );
export const usePublishJobPost = () =>
  useRspMutation(({ id, publish_from, closing_date }: { id: number; publish_from: string; closing_date: string }) =>
    api.post<Msg>(`/api/job-posts/${id}/publish`, { publish_from, closing_date }, form),
  );
export const useCloseJobPost = () => useRspMutation((id: number) => api.post<Msg>(`/api/job-posts/${id}/close`, {}));

// Applications and screening
export const useApplications = (query: TApplicationQuery) =>
  useRspQuery<TListAnswer<'applications', TApplicationRow>>(rspKeys.applications(query), '/api/applications', query);
export const useApplication = (id: number) => useRspQuery<{ application: TApplication }>(rspKeys.application(id), `/api/applications/${id}`, undefined, id > 0);
export const useScreenApplication = () =>
  useRspMutation(({ id, decision, remarks }: { id: number; decision: 'qualified' | 'not_qualified'; remarks: string | null }) =>
    api.post<Msg>(`/api/applications/${id}/screening`, { decision, remarks }, form),
  );
export const useRequestDocument = () =>
  useRspMutation(({ id, description }: { id: number; description: string }) => api.post<Msg>(`/api/applications/${id}/document-requests`, { description }, form));

// Applicants
export const useApplicants = (query: { term?: string; page: number; per_page: number }) =>
  useRspQuery<TListAnswer<'applicants', TApplicantRow>>(rspKeys.applicants(query), '/api/applicants', query);
export const useApplicant = (id: number) => useRspQuery<{ applicant: TApplicant }>(rspKeys.applicant(id), `/api/applicants/${id}`, undefined, id > 0);

// Interviews
export const useInterviewSlots = (postId: number) => useRspQuery<{ slots: TSlot[] }>(rspKeys.slots(postId), `/api/job-posts/${postId}/interview-slots`);
export const useAddSlot = (postId: number) =>
  useRspMutation((body: { starts_at: string; venue: string }) => api.post<Msg>(`/api/job-posts/${postId}/interview-slots`, body, form));
export const useRemoveSlot = () => useRspMutation((id: number) => api.delete<Msg>(`/api/interview-slots/${id}`));
export const useInvite = (postId: number) =>
  useRspMutation((body: { slot_id: number; application_ids: number[] }) => api.post<Msg>(`/api/job-posts/${postId}/invitations`, body, form));

// Selection boards
export const useBoards = () => useRspQuery<{ boards: TBoard[] }>(rspKeys.boards(), '/api/selection-boards');
export const useSaveBoard = () =>
  useRspMutation(({ id, body }: { id?: number; body: { kind: TBoardKind; name: string; campus_id: number | null } }) =>
    id ? api.put<Msg>(`/api/selection-boards/${id}`, body, form) : api.post<Msg>('/api/selection-boards', body, form),
  );
export const useAddMember = () =>
  useRspMutation(({ boardId, user_id, role }: { boardId: number; user_id: number; role: TBoardRole }) =>
    api.post<Msg>(`/api/selection-boards/${boardId}/members`, { user_id, role }, form),
  );
export const useRemoveMember = () =>
  useRspMutation(({ boardId, userId }: { boardId: number; userId: number }) => api.delete<Msg>(`/api/selection-boards/${boardId}/members/${userId}`));
export const useSaveCriterion = () =>
  useRspMutation(({ boardId, id, body }: { boardId: number; id?: number; body: { name: string; weight: number; max_score: number } }) =>
    id ? api.put<Msg>(`/api/board-criteria/${id}`, body, form) : api.post<Msg>(`/api/selection-boards/${boardId}/criteria`, body, form),
  );
export const useRemoveCriterion = () => useRspMutation((id: number) => api.delete<Msg>(`/api/board-criteria/${id}`));

// Assessment and ranking
export const useAssessmentPosts = () => useRspQuery<TListAnswer<'job_posts', TAssessmentPost>>(rspKeys.assessmentPosts(), '/api/assessment/job-posts', { per_page: 100 });
export const useAssessmentSheet = (postId: number) => useRspQuery<TAssessmentSheet>(rspKeys.sheet(postId), `/api/assessment/job-posts/${postId}`, undefined, postId > 0);
export const useRanking = (postId: number) => useRspQuery<TRanking>(rspKeys.ranking(postId), `/api/assessment/job-posts/${postId}/ranking`, undefined, postId > 0);
export const useRate = () =>
  useRspMutation(({ applicationId, ratings }: { applicationId: number; ratings: { criterion_id: number; score: number }[] }) =>
    api.put<Msg>(`/api/assessment/applications/${applicationId}/ratings`, { ratings }, form),
  );

// Selection, appointment and the RAI
export const useSelect = () => useRspMutation((applicationId: number) => api.post<Msg>(`/api/applications/${applicationId}/select`, {}));
export const useAppoint = () =>
  useRspMutation(({ applicationId, body }: { applicationId: number; body: { appointment_status_id: number; nature_id: number; effective_date: string; salary_step: number } }) =>
    api.post<Msg & { personnel_id: number }>(`/api/applications/${applicationId}/appoint`, body, form),
  );
export const useRai = (month: string) => useRspQuery<{ appointments: TRaiAppointment[] }>(rspKeys.rai(month), '/api/rai', { month });

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
