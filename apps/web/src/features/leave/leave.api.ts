import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TForcedLeaveScheduleBody,
  TLeaveApplicationBody,
  TLeaveBalances,
  TLeaveDayPart,
  TLeaveDetails,
  TLedgerRow,
  TOpeningBalanceBody,
  TRequestStatus,
  TServiceCreditBody,
  ZForcedLeaveDecisionBody,
} from '@hris/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { saveFileFrom } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import type { TListAnswer } from '../../lib/list-state';
import { uploadPdf } from '../../lib/upload-pdf';
import { approvalKeys } from '../approvals/approvals.api';
import { dtrKeys } from '../attendance/dtr.api';
import type { TCredits } from '../overtime/overtime.api';

// The one client module of leave and credits (issue 6): the employee's, the head's and HR's pages all read through it.

export type { TLeaveBalances, TLedgerRow };

/** Whose rows a list shows: mine (My Account), my department's (heads), everyone's (eDATS). */
export type TLeaveScope = 'mine' | 'department' | 'all';
/** VLSL: VL first, then SL (Sec. 23 monetization). */
export type TChargedTo = 'VL' | 'SL' | 'VLSL' | 'COC' | 'SC';

export type TLeaveType = {
  id: number;
  code: string;
  name: string;
  legal_basis: string | null;
  max_days: number | null;
  unit: string;
  with_pay: boolean;
  charged_to: TChargedTo | null;
  file_ahead_days: number | null;
};

export type TDepartmentRef = { id: number; fullname: string; acronym: string } | null;
export type TPersonRef = { id: number; idno: string | null; fullname: string; department: TDepartmentRef; employment_kind?: string | null };

type TCreditCertification = { total_earned: number; less_this_application: number; balance: number };

export type TLeaveApplication = {
  id: number;
  personnel_id: number;
  personnel: TPersonRef;
  leave_type: { id: number; code: string; name: string; charged_to: TChargedTo | null };
  date_from: string;
  date_to: string;
  part: TLeaveDayPart;
  working_days: number;
  dates: string[];
  hours: number | null;
  details: TLeaveDetails;
  commutation: boolean;
  emergency: boolean;
  attachment: { name: string } | null;
  days_with_pay: number;
  days_without_pay: number;
  certification: { as_of: string; vl: TCreditCertification; sl: TCreditCertification } | null;
  status: TRequestStatus;
  approval_request_id: number | null;
  waiting_for: string | null;
  filed_by: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
};

/** The application body as the form sends it (monetization adds `days`). */
export type TLeaveFiling = TLeaveApplicationBody;

export type TLeavePreview = {
  working_days: number;
  dates: string[];
  days_with_pay: number;
  days_without_pay: number;
  hours: number | null;
  warnings: string[];
  /** What filing would refuse, by field. */
  issues: { field: string; message: string }[];
  balances: TLeaveBalances;
  balance_after: { vl: number; sl: number; coc_hours: number; service_credits: number };
};

export type TLeaveFilters = {
  scope: TLeaveScope;
  status?: TRequestStatus;
  year?: number;
  month?: string;
  term?: string;
  department_id?: number;
  personnel_id?: number;
  leave_type_id?: number;
  type_code?: string;
};
export type TLeaveQuery = TLeaveFilters & { page: number; per_page: number };

export type TLedger = {
  ledger: TLedgerRow[];
  balances: TLeaveBalances;
  brought_forward: { vl: number; sl: number };
  opening: { as_of: string; vl: number; sl: number } | null;
  /** The card's heading: the department by its name. */
  person: { id: number; idno: string | null; fullname: string; department: string | null; employment_kind: string | null };
  years: number[];
};

export type TBalanceRow = {
  personnel: TPersonRef;
  vl: number;
  sl: number;
  spl: number;
  forced_leave_remaining: number;
  coc_hours: number;
  service_credits: number;
  computed_at: string | null;
};
/** `scope` omitted: everyone's for the leave office, else the departments the caller heads. */
export type TBalanceFilters = { scope?: 'department' | 'all'; term?: string; department_id?: number; employment_kind?: string };
export type TBalanceQuery = TBalanceFilters & { page: number; per_page: number };

export type TWithoutPay = {
  months: { period: string; lwop_days: number; particulars: string }[];
  applications: TLeaveApplication[];
  total_days: number;
};

export type TForcedLeaveStatus = 'pending' | 'approved' | 'cancelled';
export type TForcedLeaveSchedule = {
  id: number;
  personnel: TPersonRef;
  year: number;
  dates: string[];
  status: TForcedLeaveStatus;
  remarks: string | null;
  decided_at: string | null;
  vl_balance: number;
  taken_this_year: number;
};
export type TForcedLeaveFilters = { scope: TLeaveScope; year?: number; personnel_id?: number; department_id?: number };
export type TForcedLeaveDecision = z.input<typeof ZForcedLeaveDecisionBody>;

export type TServiceCreditEntry = {
  id: number;
  entry_kind: 'earned' | 'used';
  days: number;
  entry_date: string;
  reference: string | null;
  remarks: string | null;
  leave_application_id: number | null;
};

export type TOpeningImport = { message: string; imported: number; rejected: { line: number; idno: string | null; message: string }[] };

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

export const leaveFormPath = (id: number) => `/api/leave/applications/${id}/pdf`;
export const leaveAttachmentPath = (id: number) => `/api/leave/applications/${id}/attachment`;

/** The kinds of leave (CS Form No. 6, 6.A), for the pickers. They rarely change. */
export function useLeaveTypes() {
  return useQuery({
    queryKey: leaveKeys.types(),
    queryFn: ({ signal }) => api.get<{ leave_types: TLeaveType[] }>('/api/leave/types', { signal }),
    select: (answer) => answer.leave_types,
    staleTime: 10 * 60_000,
  });
}

export function useLeaveApplications(query: TLeaveQuery, enabled = true) {
  return useQuery({
    queryKey: leaveKeys.list(query),
    queryFn: ({ signal }) => api.get<TListAnswer<'leave_applications', TLeaveApplication>>('/api/leave/applications', { signal, query }),
    select: (answer) => ({ ...answer, leave_applications: answer.leave_applications.map(asApplication) }),
    placeholderData: keepPreviousData,
    enabled,
    ...FRESH,
  });
}

export function useLeaveApplication(id: number | null) {
  return useQuery({
    queryKey: leaveKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<{ leave_application: TLeaveApplication }>(`/api/leave/applications/${id}`, { signal }),
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
    queryFn: ({ signal }) => api.post<{ preview: TLeavePreview }>('/api/leave/applications/preview', body, { signal, lookup: true }),
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
    const answer = await api.post<{ message: string; leave_application: TLeaveApplication }>('/api/leave/applications', { ...body, attachment_path }, { handleError: isShownByForm });
    return { ...answer, leave_application: asApplication(answer.leave_application) };
  });
}

/** A person's leave card of one year (the ledger), with balances and the years there is a card for. */
export function useLedger(personnelId: number | null | undefined, year?: number) {
  return useQuery({
    queryKey: leaveKeys.ledger(personnelId ?? 0, year),
    queryFn: ({ signal }) => api.get<TLedger>(`/api/leave/${personnelId}/ledger`, { signal, query: { year } }),
    enabled: !!personnelId,
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useBalances(personnelId: number | null | undefined) {
  return useQuery({
    queryKey: leaveKeys.balances(personnelId ?? 0),
    queryFn: ({ signal }) => api.get<{ balances: TLeaveBalances; as_of: string }>(`/api/leave/${personnelId}/balances`, { signal }),
    enabled: !!personnelId,
    ...FRESH,
  });
}

/** The balance summary: everyone's (HR) or the department's (head). */
export function useBalanceList(query: TBalanceQuery) {
  return useQuery({
    queryKey: leaveKeys.balanceList(query),
    queryFn: ({ signal }) => api.get<TListAnswer<'balances', TBalanceRow>>('/api/leave/balances', { signal, query }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function exportBalances(filters: TBalanceFilters): Promise<void> {
  return saveFileFrom('/api/leave/balances/export', 'leave-balances.xlsx', filters);
}

/** HR sets the balances carried over from the old system. */
export function useSetOpeningBalance(personnelId: number) {
  return useLeaveMutation((body: TOpeningBalanceBody) =>
    api.post<{ message: string; opening: { as_of: string; vl: number; sl: number } }>(`/api/leave/${personnelId}/opening-balance`, body, { handleError: isShownByForm }),
  );
}

/** HR imports opening balances from a CSV (`idno,as_of,vl,sl`); rejected lines come back with their reason. */
export function useImportOpeningBalances() {
  return useLeaveMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<TOpeningImport>('/api/leave/opening-balances/import', form, { handleError: isShownByForm });
  });
}

/** Leave without pay of a year: by month and the applications with days without pay (own by default). */
export function useWithoutPay(personnelId?: number, year?: number) {
  return useQuery({
    queryKey: leaveKeys.withoutPay(personnelId, year),
    queryFn: ({ signal }) => api.get<TWithoutPay>('/api/leave/without-pay', { signal, query: { personnel_id: personnelId, year } }),
    select: (answer) => ({ ...answer, applications: answer.applications.map(asApplication) }),
    ...FRESH,
  });
}

export function useForcedLeave(filters: TForcedLeaveFilters) {
  return useQuery({
    queryKey: leaveKeys.forcedLeave(filters),
    queryFn: ({ signal }) => api.get<{ schedules: TForcedLeaveSchedule[]; eligible: boolean }>('/api/leave/forced-leave', { signal, query: filters }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useScheduleForcedLeave() {
  return useLeaveMutation((body: TForcedLeaveScheduleBody) =>
    api.post<{ message: string; schedule: TForcedLeaveSchedule }>('/api/leave/forced-leave', body, { handleError: isShownByForm }),
  );
}

/** The head (or HR) approves a forced leave schedule or cancels it for the needs of the service. */
export function useDecideForcedLeave() {
  return useLeaveMutation(({ id, ...body }: TForcedLeaveDecision & { id: number }) =>
    api.post<{ message: string; schedule: TForcedLeaveSchedule }>(`/api/leave/forced-leave/${id}/decision`, body, { handleError: isShownByForm }),
  );
}

/** A faculty member's service credits: the entries and the balance (own when no person is given). */
export function useServiceCredits(personnelId?: number, enabled = true) {
  return useQuery({
    queryKey: leaveKeys.serviceCredits(personnelId),
    queryFn: ({ signal }) =>
      api.get<{ entries: TServiceCreditEntry[]; balance: number }>('/api/leave/service-credits', { signal, query: { personnel_id: personnelId } }),
    enabled,
    ...FRESH,
  });
}

export function useGrantServiceCredits() {
  return useLeaveMutation((body: TServiceCreditBody) =>
    api.post<{ message: string; entry: TServiceCreditEntry }>('/api/leave/service-credits', body, { handleError: isShownByForm }),
  );
}

/** A person's compensatory overtime credits (COC) ledger; the person's own are in overtime.api's useMyCredits. */
export function useCompensatoryCredits(personnelId: number | null | undefined) {
  return useQuery({
    queryKey: leaveKeys.cocLedger(personnelId ?? 0),
    queryFn: ({ signal }) => api.get<TCredits>(`/api/personnels/${personnelId}/compensatory-credits`, { signal }),
    enabled: !!personnelId,
    ...FRESH,
  });
}

/** Days to three decimals, as the leave card writes them ("2.000"). */
export const daysLabel = (days: number | null | undefined) => (days == null ? '—' : Number(days).toFixed(3));

/** The leave card's path of a person (`role`: whose page it was opened from, for the way back). */
export const leaveCardPath = (personnelId: number, year: number, typeId = 0, role: 'employee' | 'head' | 'hr' = 'employee') =>
  `/account/leave/${personnelId}/${year}/${typeId}/${role}`;
