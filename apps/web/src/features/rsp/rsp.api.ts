import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lookupsApi,
  PAGE_SIZES,
  recruitmentApi,
  selectionApi,
  type RouteInput,
  type TAppointBody,
  type TApplicantProfileSnapshot,
  type TBoardBody,
  type TBoardCriterion,
  type TBoardMemberBody,
  type TCriterionBody,
  type TDocumentRequestBody,
  type THiringRequestBody,
  type THiringRequestQuery,
  type TApplicationQuery,
  type TInterviewSlot,
  type TInterviewSlotBody,
  type TInviteBody,
  type TJobPostBody,
  type TJobPostQuery,
  type TMessage,
  type TPublishBody,
  type TRatingBody,
  type TScreeningBody,
  type TSlotInvitation,
  type TNamedLookupItem,
} from '@hris/contracts';
import { ApiError, callApi, downloadApi } from '../../lib/api';
import { openPdf } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';

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
/** The applicants list's search and page. */
export type TApplicantsQuery = NonNullable<RouteInput<typeof recruitmentApi.applicants>['query']>;
/** Which document of which application (the office's viewer). */
export type TApplicationDocumentRef = RouteInput<typeof recruitmentApi.document>['params'];

export const rspKeys = {
  all: ['rsp'] as const,
  hiring: (query: THiringQuery) => [...rspKeys.all, 'hiring', query] as const,
  hiringOne: (id: number) => [...rspKeys.all, 'hiring-one', id] as const,
  posts: (query: TJobPostQuery) => [...rspKeys.all, 'posts', query] as const,
  post: (id: number) => [...rspKeys.all, 'post', id] as const,
  applications: (query: TApplicationQuery) => [...rspKeys.all, 'applications', query] as const,
  application: (id: number) => [...rspKeys.all, 'application', id] as const,
  applicants: (query: TApplicantsQuery) => [...rspKeys.all, 'applicants', query] as const,
  applicant: (id: number) => [...rspKeys.all, 'applicant', id] as const,
  slots: (postId: number) => [...rspKeys.all, 'slots', postId] as const,
  boards: () => [...rspKeys.all, 'boards'] as const,
  assessmentPosts: () => [...rspKeys.all, 'assessment-posts'] as const,
  sheet: (postId: number) => [...rspKeys.all, 'sheet', postId] as const,
  ranking: (postId: number) => [...rspKeys.all, 'ranking', postId] as const,
  rai: (month: string) => [...rspKeys.all, 'rai', month] as const,
};

// Applications move while the page is closed (applicants answer, members rate): reload on opening, keeping the last
// answer shown while the next loads.
const LIVE = { placeholderData: keepPreviousData, staleTime: 0, refetchOnMount: 'always' as const };

/** A change anywhere reloads every recruitment list and page (counts and stages hang together). */
function useRspMutation<V, A>(send: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: rspKeys.all }) });
}

const form = { handleError: isShownByForm };

// Requests to hire
export const useHiringRequests = (query: THiringQuery) =>
  useQuery({ queryKey: rspKeys.hiring(query), queryFn: ({ signal }) => callApi(recruitmentApi.hiringRequests, { query, signal }), ...LIVE });
export const useHiringRequest = (id: number) =>
  useQuery({
    queryKey: rspKeys.hiringOne(id),
    queryFn: ({ signal }) => callApi(recruitmentApi.hiringRequest, { params: { id }, signal }),
    enabled: id > 0,
    ...LIVE,
  });
export const useFileHiringRequest = () => useRspMutation((body: THiringRequestBody) => callApi(recruitmentApi.fileHiringRequest, { body, ...form }));
export function useRefreshRsp() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rspKeys.all });
}

// Job posts
export const useJobPosts = (query: TJobPostQuery) =>
  useQuery({ queryKey: rspKeys.posts(query), queryFn: ({ signal }) => callApi(recruitmentApi.posts, { query, signal }), ...LIVE });
export const useJobPost = (id: number) =>
  useQuery({ queryKey: rspKeys.post(id), queryFn: ({ signal }) => callApi(recruitmentApi.post, { params: { id }, signal }), enabled: id > 0, ...LIVE });
export const useSaveJobPost = () =>
  useRspMutation(({ id, body }: { id?: number; body: TJobPostBody }) =>
    id ? callApi(recruitmentApi.updatePost, { params: { id }, body, ...form }) : callApi(recruitmentApi.draftPost, { body, ...form }),
  );
export const usePublishJobPost = () =>
  useRspMutation(({ id, publish_from, closing_date }: TPublishBody & { id: number }) =>
    callApi(recruitmentApi.publish, { params: { id }, body: { publish_from, closing_date }, ...form }),
  );
export const useCloseJobPost = () => useRspMutation((id: number) => callApi(recruitmentApi.close, { params: { id } }));
/** Opens CS Form No. 9, the publication of a post's vacancy. */
export const openCsForm9 = (id: number) => openPdf(recruitmentApi.csForm9, { params: { id } });

// Applications and screening
export const useApplications = (query: TApplicationQuery) =>
  useQuery({ queryKey: rspKeys.applications(query), queryFn: ({ signal }) => callApi(recruitmentApi.applications, { query, signal }), ...LIVE });
export const useApplication = (id: number) =>
  useQuery({
    queryKey: rspKeys.application(id),
    queryFn: ({ signal }) => callApi(recruitmentApi.application, { params: { id }, signal }),
    enabled: id > 0,
    ...LIVE,
  });
export const useScreenApplication = () =>
  useRspMutation(({ id, decision, remarks }: TScreeningBody & { id: number }) =>
    callApi(recruitmentApi.screen, { params: { id }, body: { decision, remarks }, ...form }),
  );
export const useRequestDocument = () =>
  useRspMutation(({ id, description }: TDocumentRequestBody & { id: number }) =>
    callApi(recruitmentApi.requestDocument, { params: { id }, body: { description }, ...form }),
  );

// Applicants
export const useApplicants = (query: TApplicantsQuery) =>
  useQuery({ queryKey: rspKeys.applicants(query), queryFn: ({ signal }) => callApi(recruitmentApi.applicants, { query, signal }), ...LIVE });
export const useApplicant = (id: number) =>
  useQuery({
    queryKey: rspKeys.applicant(id),
    queryFn: ({ signal }) => callApi(recruitmentApi.applicant, { params: { id }, signal }),
    enabled: id > 0,
    ...LIVE,
  });

// Interviews
export const useInterviewSlots = (postId: number) =>
  useQuery({ queryKey: rspKeys.slots(postId), queryFn: ({ signal }) => callApi(selectionApi.slots, { params: { id: postId }, signal }), ...LIVE });
export const useAddSlot = (postId: number) =>
  useRspMutation((body: TInterviewSlotBody) => callApi(selectionApi.addSlot, { params: { id: postId }, body, ...form }));
export const useRemoveSlot = () => useRspMutation((id: number) => callApi(selectionApi.removeSlot, { params: { id } }));
export const useInvite = (postId: number) => useRspMutation((body: TInviteBody) => callApi(selectionApi.invite, { params: { id: postId }, body, ...form }));

// Selection boards
export const useBoards = () => useQuery({ queryKey: rspKeys.boards(), queryFn: ({ signal }) => callApi(selectionApi.boards, { signal }), ...LIVE });
export const useSaveBoard = () =>
  useRspMutation(({ id, body }: { id?: number; body: TBoardBody }) =>
    id ? callApi(selectionApi.updateBoard, { params: { id }, body, ...form }) : callApi(selectionApi.createBoard, { body, ...form }),
  );
export const useAddMember = () =>
  useRspMutation(({ boardId, user_id, role }: TBoardMemberBody & { boardId: number }) =>
    callApi(selectionApi.addMember, { params: { id: boardId }, body: { user_id, role }, ...form }),
  );
export const useRemoveMember = () =>
  useRspMutation(({ boardId, userId }: { boardId: number; userId: number }) => callApi(selectionApi.removeMember, { params: { id: boardId, userId } }));
export const useSaveCriterion = () =>
  useRspMutation(({ boardId, id, body }: { boardId: number; id?: number; body: TCriterionBody }) =>
    id
      ? callApi(selectionApi.updateCriterion, { params: { id }, body, ...form })
      : callApi(selectionApi.addCriterion, { params: { id: boardId }, body, ...form }),
  );
export const useRemoveCriterion = () => useRspMutation((id: number) => callApi(selectionApi.removeCriterion, { params: { id } }));

// Assessment and ranking
export const useAssessmentPosts = () =>
  useQuery({
    queryKey: rspKeys.assessmentPosts(),
    queryFn: ({ signal }) => callApi(selectionApi.assessmentPosts, { query: { per_page: 100 }, signal }),
    ...LIVE,
  });
export const useAssessmentSheet = (postId: number) =>
  useQuery({
    queryKey: rspKeys.sheet(postId),
    queryFn: ({ signal }) => callApi(selectionApi.sheet, { params: { id: postId }, signal }),
    enabled: postId > 0,
    ...LIVE,
  });
export const useRanking = (postId: number) =>
  useQuery({
    queryKey: rspKeys.ranking(postId),
    queryFn: ({ signal }) => callApi(selectionApi.ranking, { params: { id: postId }, signal }),
    enabled: postId > 0,
    ...LIVE,
  });
/** Opens the comparative assessment result of a post as a PDF. */
export const openRankingPdf = (postId: number) => openPdf(selectionApi.rankingPdf, { params: { id: postId } });
export const useRate = () =>
  useRspMutation(({ applicationId, ratings }: TRatingBody & { applicationId: number }) =>
    callApi(selectionApi.rate, { params: { id: applicationId }, body: { ratings }, ...form }).catch((error: unknown) => {
      throw byCriterion(error, ratings);
    }),
  );

/**
 * The server keys a refused score by its place in the list sent (`ratings.<i>.score`); the rating form keys each
 * score by its criterion (`c<id>`), so the message goes under the criterion's input. Anything else is the form's.
 */
function byCriterion(error: unknown, ratings: TRatingBody['ratings']): unknown {
  if (!(error instanceof ApiError) || !error.body.errors) return error;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.body.errors)) {
    const index = /^ratings\.(\d+)/.exec(key)?.[1];
    const rating = index === undefined ? undefined : ratings[Number(index)];
    const field = rating ? `c${rating.criterion_id}` : 'form';
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  return new ApiError(error.status, { ...error.body, errors });
}

// Selection, appointment and the RAI
export const useSelect = () => useRspMutation((applicationId: number) => callApi(selectionApi.select, { params: { id: applicationId } }));
export const useAppoint = () =>
  useRspMutation(({ applicationId, body }: { applicationId: number; body: TAppointBody }) =>
    callApi(selectionApi.appoint, { params: { id: applicationId }, body, ...form }),
  );
export const useRai = (month: string) =>
  useQuery({ queryKey: rspKeys.rai(month), queryFn: ({ signal }) => callApi(selectionApi.rai, { query: { month }, signal }), ...LIVE });
/** Opens the Report on Appointments Issued (CS Form No. 2) of a month. */
export const openRaiPdf = (month: string) => openPdf(selectionApi.raiPdf, { query: { month } });

/** One document of an application, as bytes for the page's own viewer. */
export const downloadApplicationDocument = (document: TApplicationDocumentRef, signal: AbortSignal) =>
  downloadApi(recruitmentApi.document, { params: document, signal });

/** "Instructor I" whether the API sends the position as a name or as {id, name}. */
export const positionName = (position: TNamedRef | string | null | undefined) => (typeof position === 'string' ? position : (position?.name ?? '—'));

/** The appointment statuses and natures an appointment is issued with (short lists, loaded whole, under recruitment's paths). */
export function useAppointmentLookups() {
  const options = { lookup: true, query: { per_page: PAGE_SIZES.fullList } } as const;
  const statuses = useQuery({
    queryKey: [...rspKeys.all, 'lookup', 'current_status'] as const,
    queryFn: ({ signal }) => callApi(lookupsApi.recruitmentStatuses, { signal, ...options }),
    select: (answer) => answer.current_status,
    staleTime: 10 * 60_000,
  });
  const natures = useQuery({
    queryKey: [...rspKeys.all, 'lookup', 'appointment_nature'] as const,
    queryFn: ({ signal }) => callApi(lookupsApi.recruitmentNatures, { signal, ...options }),
    select: (answer) => answer.appointment_nature,
    staleTime: 10 * 60_000,
  });
  return { statuses: statuses.data ?? [], natures: natures.data ?? [] };
}

/** For actions confirmed in the dialog: the server's message as a toast once done. */
export const andTell = <A extends TMessage>(done: Promise<A>) => done.then((answer) => showSuccessToast(answer.message));
