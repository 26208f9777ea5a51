import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  PAYROLL_EVENT,
  payrollApi,
  type RouteAnswer,
  type TDeductionTypeBody,
  type TFundSourceBody,
  type TPayProfileBody,
  type TPayrollAdjustmentBody,
  type TBackgroundJob,
  type TPayrollComputeBody,
  type TPayrollRunBody,
  type TPayrollSettings,
  type TPayrollTableBody,
  type TPersonDeductionBody,
  type ZPayrollListQuery,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf, saveDownload } from '../../lib/download';
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
  TMyPayslips,
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

/** The runs list's filters and page. */
export type TRunListQuery = z.output<typeof ZPayrollListQuery>;

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
  payProfiles: (fundSourceId: number | null, term = '') => [...payrollKeys.all, 'pay-profiles', fundSourceId, term] as const,
  tables: () => [...payrollKeys.all, 'tables'] as const,
  settings: () => [...payrollKeys.all, 'settings'] as const,
  mine: () => [...payrollKeys.all, 'payslips', 'mine'] as const,
};

/** The register as Excel, its PDF, and every payslip of the run in one PDF. */
export const saveRegisterWorkbook = (run: { id: number; month: string }) =>
  saveDownload(payrollApi.registerExport, { params: { id: run.id } }, `payroll-register-${run.month}-${run.id}.xlsx`);
export const openRegisterPdf = (id: number) => openPdf(payrollApi.registerPdf, { params: { id } });
/** One's own payslip once paid (PAYROLL: anyone's). */
export const openPayslip = (id: number) => openPdf(payrollApi.payslipPdf, { params: { id } });
/** BIR Form 2316 of an employee's year. */
export const openBir2316 = (personnelId: number, year: string) => openPdf(payrollApi.bir2316, { query: { personnel_id: personnelId, year } });

/** A refusal (422) of an action asked through the confirm dialog is shown in the dialog, not as a toast. */
const shownByDialog = { handleError: isShownByForm };
const shownByForm = { handleError: isShownByForm };

// ——— Runs ———

export function usePayrollRuns(query: TRunListQuery) {
  return useQuery({
    queryKey: payrollKeys.runList(query),
    queryFn: ({ signal }) => callApi(payrollApi.runs, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function usePayrollRun(id: number | null) {
  return useQuery({
    queryKey: payrollKeys.run(id ?? 0),
    queryFn: ({ signal }) => callApi(payrollApi.run, { params: { id: id ?? 0 }, signal }),
    select: (answer) => answer.run,
    enabled: id !== null,
    // While the run is computed (a job), read again every few seconds: the figures appear when it ends, for every HR officer.
    refetchInterval: (query) => (computing(query.state.data?.compute_job) ? 3_000 : false),
  });
}

const computing = (job: TBackgroundJob | null | undefined) => job?.status === 'queued' || job?.status === 'running';

/** Reads every run's data again (a compute job ended: the figures, the register, the lists). */
export function useRefreshRuns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: payrollKeys.all });
}

/** The caller's PDF of the run's payslips under way, or their last one with its file (null when never asked). */
export function useRunPayslipsJob(id: number) {
  return useQuery({
    queryKey: payrollKeys.run(id),
    queryFn: ({ signal }) => callApi(payrollApi.run, { params: { id }, signal }),
    select: (answer) => answer.payslips_job,
    enabled: id > 0,
  });
}

/** HR asks for every payslip of the run in one PDF: a job, whose bar and file the run page shows. */
export function usePrintPayslips(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(payrollApi.payslipsPdf, { params: { id } }),
    onSuccess: (answer) =>
      queryClient.setQueryData<RouteAnswer<typeof payrollApi.run>>(payrollKeys.run(id), (old) => (old ? { ...old, payslips_job: answer.job } : old)),
  });
}

/** The run's compute under way, or the last one's outcome (null when never computed as a job). */
export function useRunComputeJob(id: number) {
  return useQuery({
    queryKey: payrollKeys.run(id),
    queryFn: ({ signal }) => callApi(payrollApi.run, { params: { id }, signal }),
    select: (answer) => answer.compute_job,
    enabled: id > 0,
  });
}

export function useCreateRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayrollRunBody) => callApi(payrollApi.openRun, { body, ...shownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.runs() }),
  });
}

/** The run as answered after an action replaces the cached one, and everything shown of it is read again. */
function useRunAction<V>(id: number, send: (variables: V) => Promise<RouteAnswer<typeof payrollApi.submit>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData<RouteAnswer<typeof payrollApi.run>>(payrollKeys.run(id), (old) => ({
        run: answer.run,
        compute_job: old?.compute_job ?? null,
        payslips_job: old?.payslips_job ?? null,
      }));
      return queryClient.invalidateQueries({ queryKey: payrollKeys.runs() });
    },
  });
}

/**
 * Computes (or recomputes) the run: the answer is the job doing it (issue 42), which the page shows as a bar. Its
 * refusals are the page's to show: the offices whose DTRs are missing (`errors.confirm_missing_dtr`: compute anyway?),
 * a compute already under way (409); the people who cannot be paid are the ended job's error.
 */
export function useComputeRun(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayrollComputeBody) => callApi(payrollApi.compute, { params: { id }, body, ...shownByForm }),
    onSuccess: (answer) => {
      queryClient.setQueryData<RouteAnswer<typeof payrollApi.run>>(payrollKeys.run(id), (old) => (old ? { ...old, compute_job: answer.job } : old));
      return queryClient.invalidateQueries({ queryKey: payrollKeys.all });
    },
  });
}

/** HR sends the computed run through its chain: accounting, then the approving official. */
export const useSubmitRun = (id: number) => useRunAction(id, () => callApi(payrollApi.submit, { params: { id }, ...shownByDialog }));

/** The approved run is paid: it is locked, and each employee's payslip is theirs to see. */
export const useMarkRunPaid = (id: number) => useRunAction(id, () => callApi(payrollApi.paid, { params: { id }, ...shownByDialog }));

export function useDeleteRun(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(payrollApi.deleteRun, { params: { id }, ...shownByDialog }),
    // Only the lists are read again: the deleted run's own page, still open until the page moves on, would answer 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...payrollKeys.runs(), 'list'] }),
  });
}

export function useRegister(id: number, enabled = true) {
  return useQuery({
    queryKey: payrollKeys.register(id),
    queryFn: ({ signal }) => callApi(payrollApi.register, { params: { id }, signal }),
    enabled,
  });
}

export function useDifferences(id: number, enabled = true) {
  return useQuery({
    queryKey: payrollKeys.differences(id),
    queryFn: ({ signal }) => callApi(payrollApi.differences, { params: { id }, signal }),
    enabled,
  });
}

export function useAdjustments(id: number) {
  return useQuery({
    queryKey: payrollKeys.adjustments(id),
    queryFn: ({ signal }) => callApi(payrollApi.adjustments, { params: { id }, signal }),
    select: (answer) => answer.adjustments,
  });
}

export function useAddAdjustment(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayrollAdjustmentBody) => callApi(payrollApi.addAdjustment, { params: { id: runId }, body, ...shownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.run(runId) }),
  });
}

export function useDeleteAdjustment(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustmentId: number) => callApi(payrollApi.removeAdjustment, { params: { id: runId, adjustment_id: adjustmentId }, ...shownByDialog }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.run(runId) }),
  });
}

// ——— Remittances ———

/** The month's remittances as Excel, one sheet per agency. */
export const saveRemittancesWorkbook = (month: string) => saveDownload(payrollApi.remittancesExport, { query: { month } }, `remittances-${month}.xlsx`);

export function useRemittances(month: string) {
  return useQuery({
    queryKey: payrollKeys.remittances(month),
    queryFn: ({ signal }) => callApi(payrollApi.remittances, { signal, query: { month } }),
    placeholderData: keepPreviousData,
  });
}

// ——— Deductions HR keeps ———

export function usePersonDeductions(personnelId: number | null) {
  return useQuery({
    queryKey: payrollKeys.deductions(personnelId),
    queryFn: ({ signal }) => callApi(payrollApi.deductions, { signal, query: { personnel_id: personnelId ?? undefined } }),
    select: (answer) => answer.deductions,
    placeholderData: keepPreviousData,
  });
}

export function useSaveDeduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TPersonDeductionBody }) =>
      id === undefined
        ? callApi(payrollApi.addDeduction, { body, ...shownByForm })
        : callApi(payrollApi.changeDeduction, { params: { id }, body, ...shownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...payrollKeys.all, 'deductions'] }),
  });
}

export function useStopDeduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(payrollApi.stopDeduction, { params: { id }, ...shownByDialog }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...payrollKeys.all, 'deductions'] }),
  });
}

/** The kinds of deduction and whether each is excluded from taxable compensation (union dues: NIRC Sec. 32(B)(7)(f)). */
export function useDeductionTypes() {
  return useQuery({
    queryKey: payrollKeys.deductionTypes(),
    queryFn: ({ signal }) => callApi(payrollApi.deductionTypes, { signal }),
    select: (answer) => answer.deduction_types,
  });
}

export function useSaveDeductionType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: TDeductionTypeBody }) =>
      callApi(payrollApi.saveDeductionType, { params: { code }, body, ...shownByDialog }),
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
    queryFn: ({ signal }) => callApi(payrollApi.fundSources, { signal, query: { month: month ?? undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveFundSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TFundSourceBody }) =>
      id === undefined
        ? callApi(payrollApi.addFundSource, { body, ...shownByForm })
        : callApi(payrollApi.changeFundSource, { params: { id }, body, ...shownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.fundSources() }),
  });
}

export function usePayProfiles(fundSourceId: number | null, term: string) {
  return useQuery({
    queryKey: payrollKeys.payProfiles(fundSourceId, term),
    queryFn: ({ signal }) => callApi(payrollApi.payProfiles, { signal, query: { fund_source_id: fundSourceId ?? undefined, term: term || undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useSavePayProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personnelId, body }: { personnelId: number; body: TPayProfileBody }) =>
      callApi(payrollApi.savePayProfile, { params: { personnel_id: personnelId }, body, ...shownByForm }),
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
    queryFn: ({ signal }) => callApi(payrollApi.tables, { signal }),
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
    mutationFn: (body: TPayrollTableBody) => callApi(payrollApi.addTable, { body, ...shownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollKeys.tables() }),
  });
}

// ——— Pay schedule ———

/** Whether the net is paid in two halves, on the 15th and the 30th. */
export function usePayrollSettings() {
  return useQuery({
    queryKey: payrollKeys.settings(),
    queryFn: ({ signal }) => callApi(payrollApi.settings, { signal }),
  });
}

export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayrollSettings) => callApi(payrollApi.saveSettings, { body }),
    onSuccess: (answer) => queryClient.setQueryData<TPayrollSettings>(payrollKeys.settings(), answer.settings),
  });
}

// ——— The employee's own payslips ———

export function useMyPayslips() {
  return useQuery({
    queryKey: payrollKeys.mine(),
    queryFn: ({ signal }) => callApi(payrollApi.myPayslips, { signal }),
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
