import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAppointmentBody, TClearanceUpdate, TCoeRequestBody, TCoeStatus, TSeparationBody, TSeparationStatus, TServiceRecordLine, TServiceRecordLineBody } from '@hris/contracts';
import { PAGE_SIZES } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import type { TListAnswer } from '../../lib/list-state';

// The records built on the personnel file: service record, appointments, certificates of
// employment and separations.

export type TServiceRecord = {
  personnel: { id: number; idno: string | null; fullname: string; is_active: boolean; department: string | null };
  lines: TServiceRecordLine[];
};

type TNamed = { id: number; name: string };
export type TAppointment = {
  id: number;
  effective_date: string;
  salary_grade: number | null;
  salary_step: number | null;
  monthly_salary: number | null;
  remarks: string | null;
  created_at: string;
  created_by: string | null;
  nature: TNamed | null;
  appointment_status: TNamed | null;
  position: TNamed | null;
  department: { id: number; fullname: string; acronym: string } | null;
};
export type TCurrentAppointment = {
  id: number;
  idno: string | null;
  fullname: string;
  is_active: boolean;
  salary_step: number;
  monthly_salary: number | null;
  date_original_appointment: string | null;
  date_last_promotion: string | null;
  position: (TNamed & { salary_grade: number | null }) | null;
  appointment_status: TNamed | null;
  department: { id: number; fullname: string; acronym: string } | null;
};

export type TCoeRequest = {
  id: number;
  personnel_id: number;
  purpose: string;
  with_compensation: boolean;
  status: TCoeStatus;
  waiting_for: string | null;
  has_document: boolean;
  signatory_name: string | null;
  issued_at: string | null;
  issued_by: string | null;
  created_at: string;
  personnel: { id: number; idno: string | null; fullname: string; department: string | null };
};
export type TCoeQuery = { status?: TCoeStatus; term?: string; mine?: boolean; page: number; per_page: number };

export type TClearanceItem = {
  id: number;
  office: string;
  position: number;
  status: 'pending' | 'cleared';
  remarks: string | null;
  cleared_at: string | null;
  cleared_by: string | null;
  department: { id: number; acronym: string; fullname: string } | null;
  can_clear: boolean;
};
export type TSeparation = {
  id: number;
  cause: string;
  cause_label: string;
  effective_date: string;
  remarks: string | null;
  status: TSeparationStatus;
  account_deactivated_at: string | null;
  created_at: string;
  created_by: string | null;
  personnel: { id: number; idno: string | null; fullname: string; department: string | null; position: string | null; is_active: boolean };
  clearance: { total: number; cleared: number };
  clearance_items?: TClearanceItem[];
};
export type TSeparationQuery = { status?: TSeparationStatus; term?: string; page: number; per_page: number };

export const recordKeys = {
  all: ['records'] as const,
  serviceRecord: (personnelId: number) => [...recordKeys.all, 'service-record', personnelId] as const,
  appointments: (personnelId: number) => [...recordKeys.all, 'appointments', personnelId] as const,
  natures: () => [...recordKeys.all, 'appointment-natures'] as const,
  coe: () => [...recordKeys.all, 'coe'] as const,
  coeList: (query: TCoeQuery) => [...recordKeys.coe(), 'list', query] as const,
  separations: () => [...recordKeys.all, 'separations'] as const,
  separationList: (query: TSeparationQuery) => [...recordKeys.separations(), 'list', query] as const,
  separation: (id: number) => [...recordKeys.separations(), id] as const,
};

type TMessage = { message: string };
const form = { handleError: isShownByForm };

/** Mutations refresh every query under a key prefix when they succeed. */
function useRefresh(prefix: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: prefix });
}

// ——— Service record ———

export function useServiceRecord(personnelId: number) {
  return useQuery({
    queryKey: recordKeys.serviceRecord(personnelId),
    queryFn: ({ signal }) => api.get<TServiceRecord>(`/api/personnels/${personnelId}/service-record`, { signal }),
  });
}

export function useSaveServiceLine(personnelId: number) {
  const refresh = useRefresh(recordKeys.serviceRecord(personnelId));
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TServiceRecordLineBody }) =>
      id ? api.put<TMessage>(`/api/personnels/${personnelId}/service-record/${id}`, body, form) : api.post<TMessage>(`/api/personnels/${personnelId}/service-record`, body, form),
    onSuccess: refresh,
  });
}

export function useDeleteServiceLine(personnelId: number) {
  const refresh = useRefresh(recordKeys.serviceRecord(personnelId));
  return useMutation({ mutationFn: (id: number) => api.delete<TMessage>(`/api/personnels/${personnelId}/service-record/${id}`, form), onSuccess: refresh });
}

export function useGenerateServiceRecord(personnelId: number) {
  const refresh = useRefresh(recordKeys.serviceRecord(personnelId));
  return useMutation({ mutationFn: () => api.post<TMessage>(`/api/personnels/${personnelId}/service-record/generate`, {}), onSuccess: refresh });
}

// ——— Appointments ———

export function useAppointments(personnelId: number) {
  return useQuery({
    queryKey: recordKeys.appointments(personnelId),
    queryFn: ({ signal }) => api.get<{ current: TCurrentAppointment; appointments: TAppointment[] }>(`/api/personnels/${personnelId}/appointments`, { signal }),
  });
}

/** The natures of appointment (a short reference list, loaded whole). */
export function useAppointmentNatures() {
  return useQuery({
    queryKey: recordKeys.natures(),
    queryFn: ({ signal }) => api.get<TListAnswer<'appointment_nature', TNamed>>('/api/appointment-natures', { signal, lookup: true, query: { per_page: PAGE_SIZES.fullList } }),
    select: (answer) => answer.appointment_nature,
    staleTime: 5 * 60_000,
  });
}

/** The statuses offered on reclassification and reappointment (GET /api/astatus/for-reclass, 20 a page). */
export function useReclassStatuses() {
  return useQuery({
    queryKey: [...recordKeys.all, 'reclass-statuses'] as const,
    queryFn: ({ signal }) => api.get<TListAnswer<'appointment_status', TNamed>>('/api/astatus/for-reclass', { signal, lookup: true, query: { per_page: PAGE_SIZES.reclassStatuses } }),
    select: (answer) => answer.appointment_status,
    staleTime: 5 * 60_000,
  });
}

export function useCreateAppointment(personnelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAppointmentBody) => api.post<TMessage>(`/api/personnels/${personnelId}/appointments`, body, form),
    // The appointment moves the service record too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recordKeys.appointments(personnelId) }),
        queryClient.invalidateQueries({ queryKey: recordKeys.serviceRecord(personnelId) }),
      ]),
  });
}

// ——— Certificates of employment ———

export function useCoeList(query: TCoeQuery, enabled = true) {
  return useQuery({
    queryKey: recordKeys.coeList(query),
    queryFn: ({ signal }) => api.get<TListAnswer<'coe_requests', TCoeRequest>>('/api/coe', { signal, query }),
    placeholderData: (previous) => previous,
    enabled,
  });
}

export function useRequestCoe() {
  const refresh = useRefresh(recordKeys.coe());
  return useMutation({ mutationFn: (body: TCoeRequestBody) => api.post<TMessage>('/api/coe', body, form), onSuccess: refresh });
}

export function useIssueCoe() {
  const refresh = useRefresh(recordKeys.coe());
  return useMutation({ mutationFn: (id: number) => api.post<TMessage>(`/api/coe/${id}/issue`, {}, form), onSuccess: refresh });
}

// ——— Separations ———

export function useSeparations(query: TSeparationQuery) {
  return useQuery({
    queryKey: recordKeys.separationList(query),
    queryFn: ({ signal }) => api.get<TListAnswer<'separations', TSeparation>>('/api/separations', { signal, query }),
    placeholderData: (previous) => previous,
  });
}

export function useSeparation(id: number | null) {
  return useQuery({
    queryKey: recordKeys.separation(id ?? 0),
    queryFn: ({ signal }) => api.get<{ separation: TSeparation }>(`/api/separations/${id}`, { signal }),
    select: (answer) => answer.separation,
    enabled: id !== null,
  });
}

export function useCreateSeparation() {
  const refresh = useRefresh(recordKeys.separations());
  return useMutation({ mutationFn: (body: TSeparationBody) => api.post<TMessage>('/api/separations', body, form), onSuccess: refresh });
}

export function useUpdateClearance(separationId: number) {
  const refresh = useRefresh(recordKeys.separations());
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: TClearanceUpdate }) => api.put<TMessage & { separation: TSeparation }>(`/api/separations/${separationId}/clearance/${itemId}`, body),
    onSuccess: refresh,
  });
}

export function useCancelSeparation() {
  const refresh = useRefresh(recordKeys.separations());
  return useMutation({ mutationFn: (id: number) => api.post<TMessage>(`/api/separations/${id}/cancel`, {}, form), onSuccess: refresh });
}
