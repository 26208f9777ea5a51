import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  overtimeApi,
  leaveApi,
  type TBalanceExportQuery,
  type TBalanceSummaryQuery,
  type TForcedLeaveScheduleBody,
  type TLeaveApplication,
  type TLeaveApplicationBody,
  type TLeaveApplicationQuery,
  type TLedgerAnswer,
  type TOpeningBalanceBody,
  type TServiceCreditBody,
  type ZForcedLeaveDecisionBody,
  type ZForcedLeaveQuery,
} from '@hris/contracts';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
import { openPdf, saveDownload } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { uploadPdf } from '../../lib/upload-pdf';
import { approvalKeys } from '../approvals/approvals.api';
import { dtrKeys } from '../attendance/dtr.api';

// The one client module of leave and credits (issue 6): the employee's, the head's and HR's pages all read through it.
// Every answer's type is the API's contract (packages/contracts/src/leave.ts), re-exported under the names the pages use.

export type {
  TBalanceRow,
  TChargedTo,
  TForcedLeaveSchedule,
  TForcedLeaveStatus,
  TLeaveApplication,
  TLeaveBalances,
  TLeavePreview,
  TLeaveType,
  TLedgerRow,
  TOpeningImport,
  TServiceCreditEntry,
  TWithoutPay,
} from '@hris/contracts';
/** A person as the leave lists show them. */
export type { TLeavePersonRef as TPersonRef } from '@hris/contracts';
/** A person's leave card of a year (GET /api/leave/{id}/ledger). */
export type TLedger = TLedgerAnswer;

/** Whose rows a list shows: mine (My Account), my department's (heads), everyone's (eDATS). */
export type TLeaveScope = TLeaveApplicationQuery['scope'];

/** The application body as the form sends it (monetization adds `days`). */
export type TLeaveFiling = TLeaveApplicationBody;

export type TLeaveQuery = TLeaveApplicationQuery;
export type TLeaveFilters = Omit<TLeaveQuery, 'page' | 'per_page'>;

/** `scope` omitted: everyone's for the leave office, else the departments the caller heads. */
export type TBalanceQuery = TBalanceSummaryQuery;
/** The summary's filters without its page: what the Excel export takes. */
export type TBalanceFilters = TBalanceExportQuery;

export type TForcedLeaveFilters = z.infer<typeof ZForcedLeaveQuery>;
export type TForcedLeaveDecision = z.input<typeof ZForcedLeaveDecisionBody>;

export const leaveKeys = {
  all: ['leave'] as const,
  types: () => [...leaveKeys.all, 'types'] as const,
  applications: () => [...leaveKeys.all, 'applications'] as const,
  list: (query: TLeaveQuery) => [...leaveKeys.applications(), 'list', query] as const,
  one: (id: number) => [...leaveKeys.applications(), 'one', id] as const,
  preview: (body: unknown) => [...leaveKeys.all, 'preview', body] as const,
  ledger: (personnelId: number, year: number | undefined) => [...leaveKeys.all, 'ledger', personnelId, year ?? 0] as const,
  balances: (personnelId: number) => [...leaveKeys.all, 'balances', personnelId] as const,
  balanceList: (query: TBalanceQuery) => [...leaveKeys.all, 'balance-list', query] as const,
  withoutPay: (personnelId: number | undefined, year: number | undefined) => [...leaveKeys.all, 'without-pay', personnelId ?? 0, year ?? 0] as const,
  forcedLeave: (filters: TForcedLeaveFilters) => [...leaveKeys.all, 'forced-leave', filters] as const,
  serviceCredits: (personnelId: number | undefined) => [...leaveKeys.all, 'service-credits', personnelId ?? 0] as const,
  cocLedger: (personnelId: number) => [...leaveKeys.all, 'coc', personnelId] as const,
};

/**
 * The application's day counts as numbers: PostgreSQL's numeric(8,3) may arrive as text ("2.000"),
 * and the pages add and compare them.
 */
export function asApplication(row: TLeaveApplication): TLeaveApplication {
  return {
    ...row,
    working_days: Number(row.working_days),
    days_with_pay: Number(row.days_with_pay),
    days_without_pay: Number(row.days_without_pay),
    hours: row.hours == null ? null : Number(row.hours),
  };
}

// Applications move on while the page is closed (approvers act, HR certifies): reload on opening.
const FRESH = { staleTime: 0, refetchOnMount: 'always' as const };

/** Opens the application as CS Form No. 6. */
export const openLeaveForm = (id: number) => openPdf(leaveApi.form, { params: { id } });
/** Opens the application's attachment (a medical certificate…). */
export const openLeaveAttachment = (id: number) => openPdf(leaveApi.attachment, { params: { id } });

/** The kinds of leave (CS Form No. 6, 6.A), for the pickers. They rarely change. */
export function useLeaveTypes() {
  return useQuery({
    queryKey: leaveKeys.types(),
    queryFn: ({ signal }) => callApi(leaveApi.types, { signal }),
    select: (answer) => answer.leave_types,
    staleTime: 10 * 60_000,
  });
}

export function useLeaveApplications(query: TLeaveQuery, enabled = true) {
  return useQuery({
    queryKey: leaveKeys.list(query),
    queryFn: ({ signal }) => callApi(leaveApi.list, { signal, query }),
    select: (answer) => ({ ...answer, leave_applications: answer.leave_applications.map(asApplication) }),
    placeholderData: keepPreviousData,
    enabled,
    ...FRESH,
  });
}

export function useLeaveApplication(id: number | null) {
  return useQuery({
    queryKey: leaveKeys.one(id ?? 0),
    queryFn: ({ signal }) => callApi(leaveApi.one, { params: { id: id ?? 0 }, signal }),
    select: (answer) => asApplication(answer.leave_application),
    enabled: id !== null,
    ...FRESH,
  });
}

/**
 * What filing would give (working days, pay, the balance left, warnings, refusals) — asked again
 * as the form changes; `body` is null while the form is not complete enough to ask.
 */
export function useLeavePreview(body: TLeaveFiling | null) {
  return useQuery({
    queryKey: leaveKeys.preview(body),
    queryFn: ({ signal }) => callApi(leaveApi.preview, { body: body!, signal, lookup: true }),
    select: (answer) => answer.preview,
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After filing or a decision: the lists, the balances, the approvals and the DTR (leave days) may all have changed. */
export function useRefreshLeave() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    void queryClient.invalidateQueries({ queryKey: dtrKeys.all });
  };
}

function useLeaveMutation<V, A>(send: (variables: V) => Promise<A>) {
  const refresh = useRefreshLeave();
  return useMutation({ mutationFn: send, onSuccess: refresh });
}

/**
 * Files a leave application (for oneself, or HR for `personnel_id`); the optional PDF (a medical
 * certificate) is uploaded first and its stored path sent with it. Field errors are left to the form.
 */
export function useFileLeave() {
  return useLeaveMutation(async ({ body, file }: { body: TLeaveFiling; file: File | null }) => {
    const attachment_path = file ? (await uploadPdf(file)).path : (body.attachment_path ?? null);
    const answer = await callApi(leaveApi.file, { body: { ...body, attachment_path }, handleError: isShownByForm });
    return { ...answer, leave_application: asApplication(answer.leave_application) };
  });
}

/** A person's leave card of one year (the ledger), with balances and the years there is a card for. */
export function useLedger(personnelId: number | null | undefined, year?: number) {
  return useQuery({
    queryKey: leaveKeys.ledger(personnelId ?? 0, year),
    queryFn: ({ signal }) => callApi(leaveApi.ledger, { params: { personnelId: personnelId ?? 0 }, signal, query: { year } }),
    enabled: !!personnelId,
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useBalances(personnelId: number | null | undefined) {
  return useQuery({
    queryKey: leaveKeys.balances(personnelId ?? 0),
    queryFn: ({ signal }) => callApi(leaveApi.personBalances, { params: { personnelId: personnelId ?? 0 }, signal }),
    enabled: !!personnelId,
    ...FRESH,
  });
}

/** The balance summary: everyone's (HR) or the department's (head). */
export function useBalanceList(query: TBalanceQuery) {
  return useQuery({
    queryKey: leaveKeys.balanceList(query),
    queryFn: ({ signal }) => callApi(leaveApi.balances, { signal, query }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function exportBalances(filters: TBalanceFilters): Promise<void> {
  return saveDownload(leaveApi.exportBalances, { query: filters }, 'leave-balances.xlsx');
}

/** HR sets the balances carried over from the old system. */
export function useSetOpeningBalance(personnelId: number) {
  return useLeaveMutation((body: TOpeningBalanceBody) => callApi(leaveApi.setOpening, { params: { personnelId }, body, handleError: isShownByForm }));
}

/** HR imports opening balances from a CSV (`idno,as_of,vl,sl`); rejected lines come back with their reason. */
export function useImportOpeningBalances() {
  return useLeaveMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return callApi(leaveApi.importOpening, { body: form, handleError: isShownByForm });
  });
}

/** Leave without pay of a year: by month and the applications with days without pay (own by default). */
export function useWithoutPay(personnelId?: number, year?: number) {
  return useQuery({
    queryKey: leaveKeys.withoutPay(personnelId, year),
    queryFn: ({ signal }) => callApi(leaveApi.withoutPay, { signal, query: { personnel_id: personnelId, year } }),
    select: (answer) => ({ ...answer, applications: answer.applications.map(asApplication) }),
    ...FRESH,
  });
}

export function useForcedLeave(filters: TForcedLeaveFilters) {
  return useQuery({
    queryKey: leaveKeys.forcedLeave(filters),
    queryFn: ({ signal }) => callApi(leaveApi.forcedLeave, { signal, query: filters }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useScheduleForcedLeave() {
  return useLeaveMutation((body: TForcedLeaveScheduleBody) => callApi(leaveApi.scheduleForcedLeave, { body, handleError: isShownByForm }));
}

/** The head (or HR) approves a forced leave schedule or cancels it for the needs of the service. */
export function useDecideForcedLeave() {
  return useLeaveMutation(({ id, ...body }: TForcedLeaveDecision & { id: number }) =>
    callApi(leaveApi.decideForcedLeave, { params: { id }, body, handleError: isShownByForm }),
  );
}

/** A faculty member's service credits: the entries and the balance (own when no person is given). */
export function useServiceCredits(personnelId?: number, enabled = true) {
  return useQuery({
    queryKey: leaveKeys.serviceCredits(personnelId),
    queryFn: ({ signal }) => callApi(leaveApi.serviceCredits, { signal, query: { personnel_id: personnelId } }),
    enabled,
    ...FRESH,
  });
}

export function useGrantServiceCredits() {
  return useLeaveMutation((body: TServiceCreditBody) => callApi(leaveApi.grantServiceCredits, { body, handleError: isShownByForm }));
}

/** A person's compensatory overtime credits (COC) ledger; the person's own are in overtime.api's useMyCredits. */
export function useCompensatoryCredits(personnelId: number | null | undefined) {
  return useQuery({
    queryKey: leaveKeys.cocLedger(personnelId ?? 0),
    queryFn: ({ signal }) => callApi(overtimeApi.creditsOf, { params: { id: personnelId ?? 0 }, signal }),
    enabled: !!personnelId,
    ...FRESH,
  });
}

/** Days to three decimals, as the leave card writes them ("2.000"). */
export const daysLabel = (days: number | null | undefined) => (days == null ? '—' : Number(days).toFixed(3));

/** The leave card's path of a person (`role`: whose page it was opened from, for the way back). */
export const leaveCardPath = (personnelId: number, year: number, typeId = 0, role: 'employee' | 'head' | 'hr' = 'employee') =>
  `/account/leave/${personnelId}/${year}/${typeId}/${role}`;
