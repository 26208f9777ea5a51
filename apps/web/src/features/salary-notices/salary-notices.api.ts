import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  SALARY_NOTICE_EVENT,
  salaryNoticesApi,
  type RouteAnswer,
  type TDisciplinaryNoticeBody,
  type TNosaIssueBody,
  type TNosaPrintQuery,
  type TNosaQuery,
  type TNosiDueQuery,
  type TNosiQuery,
  type TPerformanceRatingBody,
  type TSalaryTranche,
  type TStepIncrementAnswer,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { TABLE_PAGE_SIZE } from '../../lib/list-state';
import { useToken } from '../../lib/session';
import { openRealtimeSocket } from '../../lib/socket';

// The one client of the salary notices (issue 20): tranches applied to the incumbents, their Notices of Salary
// Adjustment (NOSA), the steps due and their Notices of Salary Step Increment (NOSI), the inputs HR records for the
// step increment, and the employee's own notices. Every answer's type is the API's contract.

export type {
  TDisciplinaryNotice,
  TNosa,
  TNosaStatus,
  TNosi,
  TNosiDue,
  TNosiStatus,
  TPerformanceRating,
  TSalaryTranche,
  TStepIncrementRecord,
} from '@hris/contracts';

/** The NOSA list's filters and page (the API's defaults left out). */
export type TNosaListQuery = Partial<Omit<TNosaQuery, 'page' | 'per_page'>> & { page: number };
export type TNosiListQuery = Partial<Omit<TNosiQuery, 'page' | 'per_page'>> & { page: number };

export const salaryNoticeKeys = {
  all: ['salary-notices'] as const,
  tranches: () => [...salaryNoticeKeys.all, 'tranches'] as const,
  nosas: () => [...salaryNoticeKeys.all, 'nosa'] as const,
  nosaList: (query: TNosaListQuery) => [...salaryNoticeKeys.nosas(), query] as const,
  due: () => [...salaryNoticeKeys.all, 'nosi-due'] as const,
  dueList: (query: TNosiDueQuery) => [...salaryNoticeKeys.due(), query] as const,
  nosis: () => [...salaryNoticeKeys.all, 'nosi'] as const,
  nosiList: (query: TNosiListQuery) => [...salaryNoticeKeys.nosis(), query] as const,
  stepIncrement: (personnelId: number) => [...salaryNoticeKeys.all, 'step-increment', personnelId] as const,
  mine: () => [...salaryNoticeKeys.all, 'mine'] as const,
};

/** One notice's PDF (HR's any, or the employee's own once issued). */
export const openNosa = (id: number) => openPdf(salaryNoticesApi.nosaPdf, { params: { id } });
export const openNosi = (id: number) => openPdf(salaryNoticesApi.nosiPdf, { params: { id } });
/** All of an office's notices of a tranche in one PDF. */
export const openOfficeNosas = (query: TNosaPrintQuery) => openPdf(salaryNoticesApi.officeNosaPdf, { query });

/** A refusal (422) of an action asked through the confirm dialog is shown in the dialog, not as a toast. */
const shownByDialog = { handleError: isShownByForm };

// ——— Tranches and NOSA ———

export function useSalaryTranches() {
  return useQuery({
    queryKey: salaryNoticeKeys.tranches(),
    queryFn: ({ signal }) => callApi(salaryNoticesApi.tranches, { signal }),
    select: (answer) => answer.tranches,
  });
}

/** Every incumbent's salary read again from the tranche, as a job (issue 42): the answer is the job, its bar on the tranche's row. */
export function useApplyTranche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (effectiveDate: string) => callApi(salaryNoticesApi.applyTranche, { params: { effective_date: effectiveDate }, ...shownByDialog }),
    onSuccess: (answer, effectiveDate) => setTrancheJob(queryClient, effectiveDate, { apply_job: answer.job }),
  });
}

/** Once an application has ended: the notices, the tranches' counts and the steps due (the salaries changed) read again. */
export function useRefreshAfterApplying() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.tranches() }),
      queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.nosas() }),
      queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.due() }),
    ]);
}

/** Every notice of a tranche (or of an office) in one PDF, made as a job; its file is saved from the job once ready. */
export function usePrintTranche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ effectiveDate, departmentId }: { effectiveDate: string; departmentId?: number }) =>
      callApi(salaryNoticesApi.printTranche, { params: { effective_date: effectiveDate }, body: departmentId ? { department_id: departmentId } : {} }),
    onSuccess: (answer, { effectiveDate }) => setTrancheJob(queryClient, effectiveDate, { print_job: answer.job }),
  });
}

/** The job just started shown on its tranche at once (the list read again brings its progress from then on). */
function setTrancheJob(queryClient: QueryClient, effectiveDate: string, job: Partial<Pick<TSalaryTranche, 'apply_job' | 'print_job'>>) {
  queryClient.setQueryData<RouteAnswer<typeof salaryNoticesApi.tranches>>(salaryNoticeKeys.tranches(), (old) =>
    old ? { ...old, tranches: old.tranches.map((t) => (t.effective_date === effectiveDate ? { ...t, ...job } : t)) } : old,
  );
}

export function useNosaList(query: TNosaListQuery) {
  return useQuery({
    queryKey: salaryNoticeKeys.nosaList(query),
    queryFn: ({ signal }) => callApi(salaryNoticesApi.nosas, { signal, query: { ...query, per_page: TABLE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Issues the notices named, or every prepared one of a tranche (and office); each employee is told. */
export function useIssueNosas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNosaIssueBody) => callApi(salaryNoticesApi.issueNosas, { body, ...shownByDialog }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.nosas() }),
  });
}

// ——— NOSI ———

export function useNosiDue(query: TNosiDueQuery, enabled = true) {
  return useQuery({
    queryKey: salaryNoticeKeys.dueList(query),
    queryFn: ({ signal }) => callApi(salaryNoticesApi.nosiDue, { signal, query }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useNosiList(query: TNosiListQuery) {
  return useQuery({
    queryKey: salaryNoticeKeys.nosiList(query),
    queryFn: ({ signal }) => callApi(salaryNoticesApi.nosis, { signal, query: { ...query, per_page: TABLE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** The NOSI of the step now due to the person; refused (422, shown in the dialog) when no step is due. */
export function useIssueNosi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personnelId: number) => callApi(salaryNoticesApi.issueNosi, { body: { personnel_id: personnelId }, ...shownByDialog }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.due() }), queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.nosis() })]),
  });
}

// ——— The step increment's inputs (HR, by hand until the SPMS module exists) ———

export function useStepIncrement(personnelId: number | null) {
  return useQuery({
    queryKey: salaryNoticeKeys.stepIncrement(personnelId ?? 0),
    queryFn: ({ signal }) => callApi(salaryNoticesApi.stepIncrement, { params: { id: personnelId ?? 0 }, signal }),
    select: (answer) => answer.step_increment,
    enabled: personnelId !== null,
    staleTime: 0,
  });
}

/** Each change answers the record computed again: it replaces the drawer's copy, and the due list is asked again. */
function useStepInput<V>(personnelId: number, send: (variables: V) => Promise<RouteAnswer<typeof salaryNoticesApi.addRating>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData<TStepIncrementAnswer>(salaryNoticeKeys.stepIncrement(personnelId), { step_increment: answer.step_increment });
      return queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.due() });
    },
  });
}

export const useAddRating = (personnelId: number) =>
  useStepInput(personnelId, (body: TPerformanceRatingBody) =>
    callApi(salaryNoticesApi.addRating, { params: { id: personnelId }, body, handleError: isShownByForm }),
  );

export const useDeleteRating = (personnelId: number) =>
  useStepInput(personnelId, (entryId: number) => callApi(salaryNoticesApi.removeRating, { params: { id: personnelId, entryId }, ...shownByDialog }));

export const useAddDisciplinaryNotice = (personnelId: number) =>
  useStepInput(personnelId, (body: TDisciplinaryNoticeBody) =>
    callApi(salaryNoticesApi.addDisciplinary, { params: { id: personnelId }, body, handleError: isShownByForm }),
  );

export const useDeleteDisciplinaryNotice = (personnelId: number) =>
  useStepInput(personnelId, (entryId: number) => callApi(salaryNoticesApi.removeDisciplinary, { params: { id: personnelId, entryId }, ...shownByDialog }));

// ——— The employee's own notices ———

export function useMySalaryNotices() {
  return useQuery({
    queryKey: salaryNoticeKeys.mine(),
    queryFn: ({ signal }) => callApi(salaryNoticesApi.mine, { signal }),
  });
}

/** The employee acknowledges receipt of their own notice. */
export function useAcknowledgeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      id,
    }: {
      kind: 'nosa' | 'nosi';
      id: number;
    }): Promise<RouteAnswer<typeof salaryNoticesApi.acknowledgeNosa> | RouteAnswer<typeof salaryNoticesApi.acknowledgeNosi>> =>
      kind === 'nosa'
        ? callApi(salaryNoticesApi.acknowledgeNosa, { params: { id }, ...shownByDialog })
        : callApi(salaryNoticesApi.acknowledgeNosi, { params: { id }, ...shownByDialog }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.mine() }),
  });
}

/** A notice issued to the employee while the page is open: the server says so on the socket, and the list is read again. */
export function useMySalaryNoticesLive() {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const socket = openRealtimeSocket(token);
    socket.on(SALARY_NOTICE_EVENT, () => void queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.mine() }));
    return () => {
      socket.disconnect();
    };
  }, [token, queryClient]);
}
