import { useWholeList } from '../../lib/whole-lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  appointmentsApi,
  coeApi,
  offboardingApi,
  PAGE_SIZES,
  serviceRecordApi,
  type TAppointmentBody,
  type TClearanceUpdate,
  type TCoeQuery,
  type TCoeRequestBody,
  lookupsApi,
  type TSeparationBody,
  type TSeparationQuery,
  type TServiceRecordLineBody,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';

// The records built on the personnel file: service record, appointments, certificates of
// employment and separations. Their answers are typed by the API's route table (@hris/contracts).

export type {
  TAppointment,
  TClearanceHolding,
  TClearanceItem,
  TCoeQuery,
  TCoeRequest,
  TCurrentAppointment,
  TSeparation,
  TSeparationDetail,
  TSeparationQuery,
  TServiceRecord,
} from '@hris/contracts';

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
    queryFn: ({ signal }) => callApi(serviceRecordApi.record, { params: { id: personnelId }, signal }),
  });
}

export function useSaveServiceLine(personnelId: number) {
  const refresh = useRefresh(recordKeys.serviceRecord(personnelId));
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TServiceRecordLineBody }) =>
      id
        ? callApi(serviceRecordApi.editLine, { params: { id: personnelId, lineId: id }, body, ...form })
        : callApi(serviceRecordApi.addLine, { params: { id: personnelId }, body, ...form }),
    onSuccess: refresh,
  });
}

export function useDeleteServiceLine(personnelId: number) {
  const refresh = useRefresh(recordKeys.serviceRecord(personnelId));
  return useMutation({
    mutationFn: (lineId: number) => callApi(serviceRecordApi.removeLine, { params: { id: personnelId, lineId }, ...form }),
    onSuccess: refresh,
  });
}

export function useGenerateServiceRecord(personnelId: number) {
  const refresh = useRefresh(recordKeys.serviceRecord(personnelId));
  return useMutation({ mutationFn: () => callApi(serviceRecordApi.generate, { params: { id: personnelId } }), onSuccess: refresh });
}

/** The service record printed in the CSC layout. */
export const openServiceRecordPdf = (personnelId: number) => openPdf(serviceRecordApi.pdf, { params: { id: personnelId } });

// ——— Appointments ———

export function useAppointments(personnelId: number) {
  return useQuery({
    queryKey: recordKeys.appointments(personnelId),
    queryFn: ({ signal }) => callApi(appointmentsApi.list, { params: { id: personnelId }, signal }),
  });
}

/** The natures of appointment (a short reference list, loaded whole). */
export const useAppointmentNatures = () => useWholeList('/api/appointment-natures', (answer) => answer.appointment_nature);

/** The statuses offered on reclassification and reappointment (GET /api/astatus/for-reclass, 20 a page). */
export function useReclassStatuses() {
  return useQuery({
    queryKey: [...recordKeys.all, 'reclass-statuses'] as const,
    queryFn: ({ signal }) => callApi(lookupsApi.reclassStatuses, { signal, lookup: true, query: { per_page: PAGE_SIZES.reclassStatuses } }),
    select: (answer) => answer.appointment_status,
    staleTime: 5 * 60_000,
  });
}

export function useCreateAppointment(personnelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAppointmentBody) => callApi(appointmentsApi.record, { params: { id: personnelId }, body, ...form }),
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
    queryFn: ({ signal }) => callApi(coeApi.list, { query, signal }),
    placeholderData: (previous) => previous,
    enabled,
  });
}

export function useRequestCoe() {
  const refresh = useRefresh(recordKeys.coe());
  return useMutation({ mutationFn: (body: TCoeRequestBody) => callApi(coeApi.request, { body, ...form }), onSuccess: refresh });
}

export function useIssueCoe() {
  const refresh = useRefresh(recordKeys.coe());
  return useMutation({ mutationFn: (id: number) => callApi(coeApi.issue, { params: { id }, ...form }), onSuccess: refresh });
}

/** An issued certificate, in a new tab. */
export const openCoePdf = (id: number) => openPdf(coeApi.pdf, { params: { id } });

// ——— Separations ———

export function useSeparations(query: TSeparationQuery) {
  return useQuery({
    queryKey: recordKeys.separationList(query),
    queryFn: ({ signal }) => callApi(offboardingApi.list, { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useSeparation(id: number | null) {
  return useQuery({
    queryKey: recordKeys.separation(id ?? 0),
    queryFn: ({ signal }) => callApi(offboardingApi.one, { params: { id: id ?? 0 }, signal }),
    select: (answer) => answer.separation,
    enabled: id !== null,
  });
}

export function useCreateSeparation() {
  const refresh = useRefresh(recordKeys.separations());
  return useMutation({ mutationFn: (body: TSeparationBody) => callApi(offboardingApi.record, { body, ...form }), onSuccess: refresh });
}

export function useUpdateClearance(separationId: number) {
  const refresh = useRefresh(recordKeys.separations());
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: TClearanceUpdate }) => callApi(offboardingApi.clear, { params: { id: separationId, itemId }, body }),
    onSuccess: refresh,
  });
}

export function useCancelSeparation() {
  const refresh = useRefresh(recordKeys.separations());
  return useMutation({ mutationFn: (id: number) => callApi(offboardingApi.cancel, { params: { id }, ...form }), onSuccess: refresh });
}

// ——— Terminal leave benefits (issue 36) ———

export function useTerminalLeave(separationId: number, enabled = true) {
  return useQuery({
    queryKey: [...recordKeys.separation(separationId), 'terminal-leave'] as const,
    queryFn: ({ signal }) => callApi(offboardingApi.terminalLeave, { params: { id: separationId }, signal }),
    select: (answer) => answer.terminal_leave,
    enabled,
  });
}

export function useAddTerminalLeaveToPayroll(separationId: number) {
  const refresh = useRefresh(recordKeys.separations());
  return useMutation({
    mutationFn: () => callApi(offboardingApi.terminalLeaveToPayroll, { params: { id: separationId } }),
    onSuccess: refresh,
  });
}

/** The computation of terminal leave benefits, printed. */
export const openTerminalLeavePdf = (separationId: number) => openPdf(offboardingApi.terminalLeavePdf, { params: { id: separationId } });
