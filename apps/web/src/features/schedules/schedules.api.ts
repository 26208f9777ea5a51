import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  schedulesApi,
  type HOLIDAY_PARTS,
  type TScheduleRequestQuery,
  type THolidayBody,
  type TMessage,
  type TScheduleAssignmentBody,
  type TScheduleRequestBody,
  type TWorkScheduleBody,
  type TWorkSuspensionBody,
  type WORK_SCHEDULE_KINDS,
} from '@hris/contracts';
import { callApi } from '../../lib/api';
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
    queryFn: ({ signal }) => callApi(schedulesApi.list, { signal }),
    select: (answer) => answer.work_schedules,
  });
}

/** Every schedule an employee may ask for (the admin's list without the counts). */
export function useScheduleOptions() {
  return useQuery({
    queryKey: scheduleKeys.options(),
    queryFn: ({ signal }) => callApi(schedulesApi.options, { signal }),
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
    id ? callApi(schedulesApi.edit, { params: { id }, body, handleError: isShownByForm }) : callApi(schedulesApi.add, { body, handleError: isShownByForm }),
  );
}

export function useDeleteSchedule() {
  return useScheduleMutation((id: number) => callApi(schedulesApi.remove, { params: { id } }));
}

export function useScheduleAssignees(id: number | null) {
  return useQuery({
    queryKey: scheduleKeys.assignees(id ?? 0),
    queryFn: ({ signal }) => callApi(schedulesApi.assignees, { params: { id: id ?? 0 }, signal }),
    select: (answer) => answer.assignments,
    enabled: id !== null,
  });
}

export function useAssignSchedule() {
  return useScheduleMutation(({ personnelId, body }: { personnelId: number; body: TScheduleAssignmentBody }) =>
    callApi(schedulesApi.assign, { params: { id: personnelId }, body, handleError: isShownByForm }),
  );
}

/** A person's assignments, newest first, and the schedule that applies today. */
export function usePersonSchedules(personnelId: number | null | undefined) {
  return useQuery({
    queryKey: scheduleKeys.personAssignments(personnelId ?? 0),
    queryFn: ({ signal }) => callApi(schedulesApi.personSchedules, { params: { id: personnelId ?? 0 }, signal }),
    enabled: Boolean(personnelId),
  });
}

// Requests move on while the page is closed (approvers act on them): always reload on opening.
const FRESH = { staleTime: 0, refetchOnMount: 'always' as const };

export function useScheduleRequests(query: TRequestListQuery) {
  return useQuery({
    queryKey: scheduleKeys.requestList(query),
    queryFn: ({ signal }) => callApi(schedulesApi.requests, { signal, query }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useScheduleRequest(id: number | null) {
  return useQuery({
    queryKey: scheduleKeys.request(id ?? 0),
    queryFn: ({ signal }) => callApi(schedulesApi.oneRequest, { params: { id: id ?? 0 }, signal }),
    select: (answer) => answer.request,
    enabled: id !== null,
    ...FRESH,
  });
}

export function useRequestSchedule() {
  return useScheduleMutation((body: TScheduleRequestBody) => callApi(schedulesApi.request, { body, handleError: isShownByForm }));
}

/** After an approver acts or the requester cancels: the lists, the request and (once approved) people's schedules. */
export function useRefreshSchedules() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
}

export function useHolidays(year: number) {
  return useQuery({
    queryKey: scheduleKeys.holidays(year),
    queryFn: ({ signal }) => callApi(schedulesApi.holidays, { signal, query: { year } }),
    select: (answer) => answer.holidays,
    placeholderData: keepPreviousData,
  });
}

/** One holiday, for its edit page (it may be of another year than the list shows). */
export function useHoliday(id: number | null) {
  return useQuery({
    queryKey: ['holidays', 'one', id ?? 0],
    queryFn: ({ signal }) => callApi(schedulesApi.holiday, { params: { id: id ?? 0 }, signal }),
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
      ? callApi(schedulesApi.editHoliday, { params: { id }, body, handleError: isShownByForm })
      : callApi(schedulesApi.addHoliday, { body, handleError: isShownByForm }),
  );
}

export function useDeleteHoliday() {
  return useCalendarMutation('holidays', (id: number) => callApi(schedulesApi.removeHoliday, { params: { id } }));
}

export function useSuspensions(month: string) {
  return useQuery({
    queryKey: scheduleKeys.suspensions(month),
    queryFn: ({ signal }) => callApi(schedulesApi.suspensions, { signal, query: { month } }),
    select: (answer) => answer.work_suspensions,
    placeholderData: keepPreviousData,
  });
}

export function useSuspension(id: number | null) {
  return useQuery({
    queryKey: ['work-suspensions', 'one', id ?? 0],
    queryFn: ({ signal }) => callApi(schedulesApi.suspension, { params: { id: id ?? 0 }, signal }),
    select: (answer) => answer.work_suspension,
    enabled: id !== null,
  });
}

export function useSaveSuspension() {
  return useCalendarMutation('work-suspensions', ({ id, body }: { id?: number; body: TWorkSuspensionBody }) =>
    id
      ? callApi(schedulesApi.editSuspension, { params: { id }, body, handleError: isShownByForm })
      : callApi(schedulesApi.addSuspension, { body, handleError: isShownByForm }),
  );
}

export function useDeleteSuspension() {
  return useCalendarMutation('work-suspensions', (id: number) => callApi(schedulesApi.removeSuspension, { params: { id } }));
}
