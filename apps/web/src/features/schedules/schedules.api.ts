import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HOLIDAY_PARTS,
  TScheduleRequestQuery,
  THolidayAnswer,
  THolidayBody,
  THolidayList,
  THolidaySaved,
  TMessage,
  TPersonSchedules,
  TScheduleAssigned,
  TScheduleAssignees,
  TScheduleAssignmentBody,
  TScheduleOptions,
  TScheduleRequestAnswer,
  TScheduleRequestBody,
  TScheduleRequestList,
  TScheduleRequestSaved,
  TWorkScheduleBody,
  TWorkScheduleList,
  TWorkScheduleSaved,
  TWorkSuspensionAnswer,
  TWorkSuspensionBody,
  TWorkSuspensionList,
  TWorkSuspensionSaved,
  WORK_SCHEDULE_KINDS,
} from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

export type TScheduleKind = (typeof WORK_SCHEDULE_KINDS)[number];
export type THolidayPart = (typeof HOLIDAY_PARTS)[number];

export type {
  TAppliesToday,
  THoliday,
  TScheduleAssignee as TAssignee,
  TScheduleAssignment as TAssignment,
  TScheduleOption,
  TScheduleRequest,
  TScheduleRequestDetail,
  TWorkSchedule,
  TWorkSuspension as TSuspension,
} from '@hris/contracts';

export type { TRequestScope } from '@hris/contracts';
export type TRequestListQuery = TScheduleRequestQuery;

export const scheduleKeys = {
  all: ['work-schedules'] as const,
  list: () => [...scheduleKeys.all, 'list'] as const,
  options: () => [...scheduleKeys.all, 'options'] as const,
  assignees: (id: number) => [...scheduleKeys.all, 'assignees', id] as const,
  personAssignments: (personnelId: number) => [...scheduleKeys.all, 'person', personnelId] as const,
  requests: () => [...scheduleKeys.all, 'requests'] as const,
  requestList: (query: TRequestListQuery) => [...scheduleKeys.requests(), 'list', query] as const,
  request: (id: number) => [...scheduleKeys.requests(), 'one', id] as const,
  holidays: (year: number) => ['holidays', year] as const,
  suspensions: (month: string) => ['work-suspensions', month] as const,
};

export function useWorkSchedules() {
  return useQuery({
    queryKey: scheduleKeys.list(),
    queryFn: ({ signal }) => api.get<TWorkScheduleList>('/api/work-schedules', { signal }),
    select: (answer) => answer.work_schedules,
  });
}

/** Every schedule an employee may ask for (the admin's list without the counts). */
export function useScheduleOptions() {
  return useQuery({
    queryKey: scheduleKeys.options(),
    queryFn: ({ signal }) => api.get<TScheduleOptions>('/api/work-schedules/options', { signal }),
    select: (answer) => answer.work_schedules,
  });
}

/** Saving, deleting or assigning changes counts, the default and people's schedules: reload all of it. */
function useScheduleMutation<V, A extends TMessage>(mutationFn: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }) });
}

export function useSaveSchedule() {
  return useScheduleMutation(({ id, body }: { id?: number; body: TWorkScheduleBody }) =>
    id
      ? api.put<TWorkScheduleSaved>(`/api/work-schedules/${id}`, body, { handleError: isShownByForm })
      : api.post<TWorkScheduleSaved>('/api/work-schedules', body, { handleError: isShownByForm }),
  );
}

export function useDeleteSchedule() {
  return useScheduleMutation((id: number) => api.delete<TMessage>(`/api/work-schedules/${id}`));
}

export function useScheduleAssignees(id: number | null) {
  return useQuery({
    queryKey: scheduleKeys.assignees(id ?? 0),
    queryFn: ({ signal }) => api.get<TScheduleAssignees>(`/api/work-schedules/${id}/assignments`, { signal }),
    select: (answer) => answer.assignments,
    enabled: id !== null,
  });
}

export function useAssignSchedule() {
  return useScheduleMutation(({ personnelId, body }: { personnelId: number; body: TScheduleAssignmentBody }) =>
    api.post<TScheduleAssigned>(`/api/personnels/${personnelId}/work-schedules`, body, { handleError: isShownByForm }),
  );
}

/** A person's assignments, newest first, and the schedule that applies today. */
export function usePersonSchedules(personnelId: number | null | undefined) {
  return useQuery({
    queryKey: scheduleKeys.personAssignments(personnelId ?? 0),
    queryFn: ({ signal }) => api.get<TPersonSchedules>(`/api/personnels/${personnelId}/work-schedules`, { signal }),
    enabled: Boolean(personnelId),
  });
}

// Requests move on while the page is closed (approvers act on them): always reload on opening.
const FRESH = { staleTime: 0, refetchOnMount: 'always' as const };

export function useScheduleRequests(query: TRequestListQuery) {
  return useQuery({
    queryKey: scheduleKeys.requestList(query),
    queryFn: ({ signal }) => api.get<TScheduleRequestList>('/api/work-schedules/requests', { signal, query }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useScheduleRequest(id: number | null) {
  return useQuery({
    queryKey: scheduleKeys.request(id ?? 0),
    queryFn: ({ signal }) => api.get<TScheduleRequestAnswer>(`/api/work-schedules/requests/${id}`, { signal }),
    select: (answer) => answer.request,
    enabled: id !== null,
    ...FRESH,
  });
}

export function useRequestSchedule() {
  return useScheduleMutation((body: TScheduleRequestBody) =>
    api.post<TScheduleRequestSaved>('/api/work-schedules/requests', body, { handleError: isShownByForm }),
  );
}

/** After an approver acts or the requester cancels: the lists, the request and (once approved) people's schedules. */
export function useRefreshSchedules() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
}

export function useHolidays(year: number) {
  return useQuery({
    queryKey: scheduleKeys.holidays(year),
    queryFn: ({ signal }) => api.get<THolidayList>('/api/holidays', { signal, query: { year } }),
    select: (answer) => answer.holidays,
    placeholderData: keepPreviousData,
  });
}

/** One holiday, for its edit page (it may be of another year than the list shows). */
export function useHoliday(id: number | null) {
  return useQuery({
    queryKey: ['holidays', 'one', id ?? 0],
    queryFn: ({ signal }) => api.get<THolidayAnswer>(`/api/holidays/${id}`, { signal }),
    select: (answer) => answer.holiday,
    enabled: id !== null,
  });
}

function useCalendarMutation<V>(root: 'holidays' | 'work-suspensions', mutationFn: (variables: V) => Promise<TMessage>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: [root] }) });
}

export function useSaveHoliday() {
  return useCalendarMutation('holidays', ({ id, body }: { id?: number; body: THolidayBody }) =>
    id
      ? api.put<THolidaySaved>(`/api/holidays/${id}`, body, { handleError: isShownByForm })
      : api.post<THolidaySaved>('/api/holidays', body, { handleError: isShownByForm }),
  );
}

export function useDeleteHoliday() {
  return useCalendarMutation('holidays', (id: number) => api.delete<TMessage>(`/api/holidays/${id}`));
}

export function useSuspensions(month: string) {
  return useQuery({
    queryKey: scheduleKeys.suspensions(month),
    queryFn: ({ signal }) => api.get<TWorkSuspensionList>('/api/work-suspensions', { signal, query: { month } }),
    select: (answer) => answer.work_suspensions,
    placeholderData: keepPreviousData,
  });
}

export function useSuspension(id: number | null) {
  return useQuery({
    queryKey: ['work-suspensions', 'one', id ?? 0],
    queryFn: ({ signal }) => api.get<TWorkSuspensionAnswer>(`/api/work-suspensions/${id}`, { signal }),
    select: (answer) => answer.work_suspension,
    enabled: id !== null,
  });
}

export function useSaveSuspension() {
  return useCalendarMutation('work-suspensions', ({ id, body }: { id?: number; body: TWorkSuspensionBody }) =>
    id
      ? api.put<TWorkSuspensionSaved>(`/api/work-suspensions/${id}`, body, { handleError: isShownByForm })
      : api.post<TWorkSuspensionSaved>('/api/work-suspensions', body, { handleError: isShownByForm }),
  );
}

export function useDeleteSuspension() {
  return useCalendarMutation('work-suspensions', (id: number) => api.delete<TMessage>(`/api/work-suspensions/${id}`));
}
