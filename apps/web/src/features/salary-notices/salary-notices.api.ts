import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SALARY_NOTICE_EVENT,
  type TDisciplinaryNoticeBody,
  type TMySalaryNotices,
  type TNosaIssueBody,
  type TNosaList,
  type TNosaQuery,
  type TNosaSaved,
  type TNosiDueList,
  type TNosiDueQuery,
  type TNosiList,
  type TNosiQuery,
  type TNosiSaved,
  type TNoticesIssued,
  type TPerformanceRatingBody,
  type TSalaryTrancheList,
  type TStepIncrementAnswer,
  type TStepIncrementSaved,
  type TTrancheApplied,
} from '@hris/contracts';
import { api } from '../../lib/api';
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

export const nosaPdfPath = (id: number) => `/api/nosa/${id}/pdf`;
export const NOSA_OFFICE_PDF_PATH = '/api/nosa/pdf';
export const nosiPdfPath = (id: number) => `/api/nosi/${id}/pdf`;
const stepIncrementPath = (personnelId: number) => `/api/personnel/${personnelId}`;

/** A refusal (422) of an action asked through the confirm dialog is shown in the dialog, not as a toast. */
const shownByDialog = { handleError: isShownByForm };

// ——— Tranches and NOSA ———

export function useSalaryTranches() {
  return useQuery({
    queryKey: salaryNoticeKeys.tranches(),
    queryFn: ({ signal }) => api.get<TSalaryTrancheList>('/api/salary-tranches', { signal }),
    select: (answer) => answer.tranches,
  });
}

/** Every incumbent's salary read again from the tranche; a NOSA prepared for each whose salary changes. */
export function useApplyTranche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (effectiveDate: string) => api.post<TTrancheApplied>(`/api/salary-tranches/${effectiveDate}/apply`, {}, shownByDialog),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.tranches() }),
        queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.nosas() }),
        // The salaries changed: the steps due show the new figures.
        queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.due() }),
      ]),
  });
}

export function useNosaList(query: TNosaListQuery) {
  return useQuery({
    queryKey: salaryNoticeKeys.nosaList(query),
    queryFn: ({ signal }) => api.get<TNosaList>('/api/nosa', { signal, query: { ...query, per_page: TABLE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Issues the notices named, or every prepared one of a tranche (and office); each employee is told. */
export function useIssueNosas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNosaIssueBody) => api.post<TNoticesIssued>('/api/nosa/issue', body, shownByDialog),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.nosas() }),
  });
}

// ——— NOSI ———

export function useNosiDue(query: TNosiDueQuery, enabled = true) {
  return useQuery({
    queryKey: salaryNoticeKeys.dueList(query),
    queryFn: ({ signal }) => api.get<TNosiDueList>('/api/nosi/due', { signal, query }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useNosiList(query: TNosiListQuery) {
  return useQuery({
    queryKey: salaryNoticeKeys.nosiList(query),
    queryFn: ({ signal }) => api.get<TNosiList>('/api/nosi', { signal, query: { ...query, per_page: TABLE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** The NOSI of the step now due to the person; refused (422, shown in the dialog) when no step is due. */
export function useIssueNosi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personnelId: number) => api.post<TNosiSaved>('/api/nosi', { personnel_id: personnelId }, shownByDialog),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.due() }), queryClient.invalidateQueries({ queryKey: salaryNoticeKeys.nosis() })]),
  });
}

// ——— The step increment's inputs (HR, by hand until the SPMS module exists) ———

export function useStepIncrement(personnelId: number | null) {
  return useQuery({
    queryKey: salaryNoticeKeys.stepIncrement(personnelId ?? 0),
    queryFn: ({ signal }) => api.get<TStepIncrementAnswer>(`${stepIncrementPath(personnelId ?? 0)}/step-increment`, { signal }),
    select: (answer) => answer.step_increment,
    enabled: personnelId !== null,
    staleTime: 0,
  });
}

/** Each change answers the record computed again: it replaces the drawer's copy, and the due list is asked again. */
function useStepInput<V>(personnelId: number, send: (variables: V) => Promise<TStepIncrementSaved>) {
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
    api.post<TStepIncrementSaved>(`${stepIncrementPath(personnelId)}/performance-ratings`, body, { handleError: isShownByForm }),
  );

export const useDeleteRating = (personnelId: number) =>
  useStepInput(personnelId, (entryId: number) =>
    api.delete<TStepIncrementSaved>(`${stepIncrementPath(personnelId)}/performance-ratings/${entryId}`, shownByDialog),
  );

export const useAddDisciplinaryNotice = (personnelId: number) =>
  useStepInput(personnelId, (body: TDisciplinaryNoticeBody) =>
    api.post<TStepIncrementSaved>(`${stepIncrementPath(personnelId)}/disciplinary-notices`, body, { handleError: isShownByForm }),
  );

export const useDeleteDisciplinaryNotice = (personnelId: number) =>
  useStepInput(personnelId, (entryId: number) =>
    api.delete<TStepIncrementSaved>(`${stepIncrementPath(personnelId)}/disciplinary-notices/${entryId}`, shownByDialog),
  );

// ——— The employee's own notices ———

export function useMySalaryNotices() {
  return useQuery({
    queryKey: salaryNoticeKeys.mine(),
    queryFn: ({ signal }) => api.get<TMySalaryNotices>('/api/my/salary-notices', { signal }),
  });
}

/** The employee acknowledges receipt of their own notice. */
export function useAcknowledgeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'nosa' | 'nosi'; id: number }): Promise<TNosaSaved | TNosiSaved> =>
      kind === 'nosa'
        ? api.post<TNosaSaved>(`/api/nosa/${id}/acknowledge`, {}, shownByDialog)
        : api.post<TNosiSaved>(`/api/nosi/${id}/acknowledge`, {}, shownByDialog),
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
