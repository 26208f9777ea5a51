import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  PAYROLL_EVENT,
  type TDeductionTypeBody,
  type TDeductionTypeList,
  type TDeductionTypeSaved,
  type TFundSourceBody,
  type TFundSourceList,
  type TMessage,
  type TMyPayslips,
  type TPayProfileBody,
  type TPayProfileList,
  type TPayrollAdjustmentBody,
  type TPayrollComputeBody,
  type TPayrollDifferences,
  type TPayrollRegister,
  type TPayrollRemittances,
  type TPayrollRunBody,
  type TPayrollRunList,
  type TPayrollRunOne,
  type TPayrollRunSaved,
  type TPayrollRunStatus,
  type TPayrollSettings,
  type TPayrollTableBody,
  type TPayrollTableList,
  type TPersonDeductionBody,
  type TPersonDeductionList,
  type ZFundSourceSaved,
  type ZPayProfileSaved,
  type ZPayrollAdjustmentList,
  type ZPayrollAdjustmentSaved,
  type ZPayrollSettingsSaved,
  type ZPayrollTableSaved,
  type ZPersonDeductionSaved,
} from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { useToken } from '../../lib/session';
import { openRealtimeSocket } from '../../lib/socket';

// The one client of the payroll (issue 21): runs and their register, differences and adjustments; remittances and
// BIR 2316; the deductions HR keeps; fund sources and the casuals' and job order workers' pay; the dated rate tables;
// and every employee's own payslips. Every answer's type is the API's contract.

export type {
  TDeductionOutcome,
  TDeductionType,
  TFundSource,
  TMyPayslip,
  TPayLine,
  TPayProfile,
  TPayrollAdjustment,
  TPayrollDifferences,
  TPayrollRegister,
  TPayrollRemittances,
  TPayrollRun,
  TPayrollRunKind,
  TPayrollRunStatus,
  TPayrollSettings,
  TPayrollTable,
  TPayrollTableBody,
  TPayrollTableKind,
  TPersonDeduction,
  TRegisterRow,
  TRegisterSums,
  TRemittance,
} from '@hris/contracts';

type TPayrollAdjustmentList = z.infer<typeof ZPayrollAdjustmentList>;
type TPayrollAdjustmentSaved = z.infer<typeof ZPayrollAdjustmentSaved>;
type TPersonDeductionSaved = z.infer<typeof ZPersonDeductionSaved>;
type TFundSourceSaved = z.infer<typeof ZFundSourceSaved>;
type TPayProfileSaved = z.infer<typeof ZPayProfileSaved>;
type TPayrollTableSaved = z.infer<typeof ZPayrollTableSaved>;
type TPayrollSettingsSaved = z.infer<typeof ZPayrollSettingsSaved>;

/** The runs list's filters and page. */
export type TRunListQuery = { month?: string; status?: TPayrollRunStatus; page: number };

export const payrollKeys = {
  all: ['payroll'] as const,
  // Everything of the runs under one key: a run computed, sent or paid refreshes its list, register and tabs at once.
  runs: () => [...payrollKeys.all, 'runs'] as const,
  runList: (query: TRunListQuery) => [...payrollKeys.runs(), 'list', query] as const,
  run: (id: number) => [...payrollKeys.runs(), 'one', id] as const,
  register: (id: number) => [...payrollKeys.run(id), 'register'] as const,
  differences: (id: number) => [...payrollKeys.run(id), 'differences'] as const,
  adjustments: (id: number) => [...payrollKeys.run(id), 'adjustments'] as const,
  remittances: (month: string) => [...payrollKeys.all, 'remittances', month] as const,
  deductions: (personnelId: number | null) => [...payrollKeys.all, 'deductions', personnelId] as const,
  deductionTypes: () => [...payrollKeys.all, 'deduction-types'] as const,
  fundSources: () => [...payrollKeys.all, 'fund-sources'] as const,
  fundSourceList: (month: string | null) => [...payrollKeys.fundSources(), month] as const,
  payProfiles: (fundSourceId: number | null) => [...payrollKeys.all, 'pay-profiles', fundSourceId] as const,
  tables: () => [...payrollKeys.all, 'tables'] as const,
  settings: () => [...payrollKeys.all, 'settings'] as const,
  mine: () => [...payrollKeys.all, 'payslips', 'mine'] as const,
};

const runPath = (id: number) => `/api/payroll/runs/${id}`;
export const registerExportPath = (id: number) => `${runPath(id)}/register/export`;
export const registerPdfPath = (id: number) => `${runPath(id)}/register/pdf`;
export const payslipsPdfPath = (id: number) => `${runPath(id)}/payslips/pdf`;
export const myPayslipPdfPath = (id: number) => `/api/payroll/payslips/${id}/pdf`;
export const BIR_2316_PDF_PATH = '/api/payroll/bir-2316/pdf';

/** A refusal (422) of an action asked through the confirm dialog is shown in the dialog, not as a toast. */
const shownByDialog = { handleError: isShownByForm };
const shownByForm = { handleError: isShownByForm };

// ——— Runs ———

export function usePayrollRuns(query: TRunListQuery) {
  return useQuery({
    queryKey: payrollKeys.runList(query),
    queryFn: ({ signal }) => api.get<TPayrollRunList>('/api/payroll/runs', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function usePayrollRun(id: number | null) {
  return useQuery({
    queryKey: payrollKeys.run(id ?? 0),
    queryFn: ({ signal }) => api.get<TPayrollRunOne>(runPath(id ?? 0), { signal }),
    select: (answer) => answer.run,
    enabled: id !== null,
  });
}

export function useCreateRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayrollRunBody) => api.post<TPayrollRunSaved>('/api/payroll/runs', body, shownByForm),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.runs() }),
  });
}

/** The run as answered after an action replaces the cached one, and everything shown of it is read again. */
function useRunAction<V>(id: number, send: (variables: V) => Promise<TPayrollRunSaved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData<TPayrollRunOne>(payrollKeys.run(id), { run: answer.run });
      return queryClient.invalidateQueries({ queryKey: payrollKeys.runs() });
    },
  });
}

/**
 * Computes (or recomputes) the run. Its refusals (422) are the page's to show: the offices whose DTRs are missing
 * (`errors.confirm_missing_dtr`: compute anyway?) and the people who cannot be paid (`errors.people`).
 */
export const useComputeRun = (id: number) =>
  useRunAction(id, (body: TPayrollComputeBody) => api.post<TPayrollRunSaved>(`${runPath(id)}/compute`, body, shownByForm));

/** HR sends the computed run through its chain: accounting, then the approving official. */
export const useSubmitRun = (id: number) => useRunAction(id, () => api.post<TPayrollRunSaved>(`${runPath(id)}/submit`, {}, shownByDialog));

/** The approved run is paid: it is locked, and each employee's payslip is theirs to see. */
export const useMarkRunPaid = (id: number) => useRunAction(id, () => api.post<TPayrollRunSaved>(`${runPath(id)}/paid`, {}, shownByDialog));

export function useDeleteRun(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<TMessage>(runPath(id), shownByDialog),
    // Only the lists are read again: the deleted run's own page, still open until the page moves on, would answer 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...payrollKeys.runs(), 'list'] }),
  });
}

export function useRegister(id: number, enabled = true) {
  return useQuery({
    queryKey: payrollKeys.register(id),
    queryFn: ({ signal }) => api.get<TPayrollRegister>(`${runPath(id)}/register`, { signal }),
    enabled,
  });
}

export function useDifferences(id: number, enabled = true) {
  return useQuery({
    queryKey: payrollKeys.differences(id),
    queryFn: ({ signal }) => api.get<TPayrollDifferences>(`${runPath(id)}/differences`, { signal }),
    enabled,
  });
}

export function useAdjustments(id: number) {
  return useQuery({
    queryKey: payrollKeys.adjustments(id),
    queryFn: ({ signal }) => api.get<TPayrollAdjustmentList>(`${runPath(id)}/adjustments`, { signal }),
    select: (answer) => answer.adjustments,
  });
}

export function useAddAdjustment(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayrollAdjustmentBody) => api.post<TPayrollAdjustmentSaved>(`${runPath(runId)}/adjustments`, body, shownByForm),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.run(runId) }),
  });
}

export function useDeleteAdjustment(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustmentId: number) => api.delete<TMessage>(`${runPath(runId)}/adjustments/${adjustmentId}`, shownByDialog),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.run(runId) }),
  });
}

// ——— Remittances ———

export function useRemittances(month: string) {
  return useQuery({
    queryKey: payrollKeys.remittances(month),
    queryFn: ({ signal }) => api.get<TPayrollRemittances>('/api/payroll/remittances', { signal, query: { month } }),
    placeholderData: keepPreviousData,
  });
}

// ——— Deductions HR keeps ———

export function usePersonDeductions(personnelId: number | null) {
  return useQuery({
    queryKey: payrollKeys.deductions(personnelId),
    queryFn: ({ signal }) => api.get<TPersonDeductionList>('/api/payroll/deductions', { signal, query: { personnel_id: personnelId } }),
    select: (answer) => answer.deductions,
    placeholderData: keepPreviousData,
  });
}

export function useSaveDeduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TPersonDeductionBody }) =>
      id === undefined
        ? api.post<TPersonDeductionSaved>('/api/payroll/deductions', body, shownByForm)
        : api.put<TPersonDeductionSaved>(`/api/payroll/deductions/${id}`, body, shownByForm),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...payrollKeys.all, 'deductions'] }),
  });
}

export function useStopDeduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<TPersonDeductionSaved>(`/api/payroll/deductions/${id}/stop`, {}, shownByDialog),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...payrollKeys.all, 'deductions'] }),
  });
}

/** The kinds of deduction and whether each is excluded from taxable compensation (union dues: NIRC Sec. 32(B)(7)(f)). */
export function useDeductionTypes() {
  return useQuery({
    queryKey: payrollKeys.deductionTypes(),
    queryFn: ({ signal }) => api.get<TDeductionTypeList>('/api/payroll/deduction-types', { signal }),
    select: (answer) => answer.deduction_types,
  });
}

export function useSaveDeductionType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: TDeductionTypeBody }) =>
      api.put<TDeductionTypeSaved>(`/api/payroll/deduction-types/${encodeURIComponent(code)}`, body, shownByDialog),
    // A type's exclusion shows on every deduction of its code.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payrollKeys.deductionTypes() }),
        queryClient.invalidateQueries({ queryKey: [...payrollKeys.all, 'deductions'] }),
      ]),
  });
}

// ——— Fund sources and pay profiles ———

/** The fund sources with their cost in `month` (none: this month) against their ceiling. */
export function useFundSources(month: string | null = null) {
  return useQuery({
    queryKey: payrollKeys.fundSourceList(month),
    queryFn: ({ signal }) => api.get<TFundSourceList>('/api/payroll/fund-sources', { signal, query: { month } }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveFundSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TFundSourceBody }) =>
      id === undefined
        ? api.post<TFundSourceSaved>('/api/payroll/fund-sources', body, shownByForm)
        : api.put<TFundSourceSaved>(`/api/payroll/fund-sources/${id}`, body, shownByForm),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.fundSources() }),
  });
}

export function usePayProfiles(fundSourceId: number | null) {
  return useQuery({
    queryKey: payrollKeys.payProfiles(fundSourceId),
    queryFn: ({ signal }) => api.get<TPayProfileList>('/api/payroll/pay-profiles', { signal, query: { fund_source_id: fundSourceId } }),
    select: (answer) => answer.profiles,
    placeholderData: keepPreviousData,
  });
}

export function useSavePayProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personnelId, body }: { personnelId: number; body: TPayProfileBody }) =>
      api.put<TPayProfileSaved>(`/api/payroll/pay-profiles/${personnelId}`, body, shownByForm),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...payrollKeys.all, 'pay-profiles'] }),
        // A casual moved to another fund changes the funds' counts.
        queryClient.invalidateQueries({ queryKey: payrollKeys.fundSources() }),
      ]),
  });
}

// ——— Rate tables ———

export function usePayrollTables() {
  return useQuery({
    queryKey: payrollKeys.tables(),
    queryFn: ({ signal }) => api.get<TPayrollTableList>('/api/payroll/tables', { signal }),
    select: (answer) => answer.tables,
    staleTime: 5 * 60_000,
  });
}

/**
 * Adds a dated table (a change of law is a new table with its own date; none is edited). Its refusals (422) are the
 * form's to show: a table of that kind already taking effect that day (`errors.effective_date`), figures the API
 * finds incomplete (`errors.data`).
 */
export function useAddPayrollTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayrollTableBody) => api.post<TPayrollTableSaved>('/api/payroll/tables', body, shownByForm),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.tables() }),
  });
}

// ——— Pay schedule ———

/** Whether the net is paid in two halves, on the 15th and the 30th. */
export function usePayrollSettings() {
  return useQuery({
    queryKey: payrollKeys.settings(),
    queryFn: ({ signal }) => api.get<TPayrollSettings>('/api/payroll/settings', { signal }),
  });
}

export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayrollSettings) => api.put<TPayrollSettingsSaved>('/api/payroll/settings', body),
    onSuccess: (answer) => queryClient.setQueryData<TPayrollSettings>(payrollKeys.settings(), answer.settings),
  });
}

// ——— The employee's own payslips ———

export function useMyPayslips() {
  return useQuery({
    queryKey: payrollKeys.mine(),
    queryFn: ({ signal }) => api.get<TMyPayslips>('/api/payroll/payslips/mine', { signal }),
    select: (answer) => answer.payslips,
  });
}

/**
 * A run paid while a payroll page is open: the server says so on the socket (PAYROLL_EVENT), and what the page shows
 * of the runs, the remittances, the funds' costs and one's own payslips is read again.
 */
export function usePayrollLive() {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const socket = openRealtimeSocket(token);
    socket.on(PAYROLL_EVENT, () => void queryClient.invalidateQueries({ queryKey: payrollKeys.all }));
    return () => {
      socket.disconnect();
    };
  }, [token, queryClient]);
}
