import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { departmentsApi, attendanceApi, type TAttendanceLogQuery, type TAttendanceSource, type TDeviceBody, type TDeviceUserBody } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

// The answers' types are the API's response contracts (@hris/contracts), re-exported under the names the pages use.
export type { TAttendanceLog, TDevice, TDeviceUser, TMyLog } from '@hris/contracts';

export type TLogQuery = TAttendanceLogQuery;

export type { TCampus } from '@hris/contracts';

export const attendanceKeys = {
  all: ['attendance'] as const,
  devices: () => [...attendanceKeys.all, 'devices'] as const,
  deviceUsers: (deviceId: number) => [...attendanceKeys.devices(), deviceId, 'users'] as const,
  logs: (query: TLogQuery) => [...attendanceKeys.all, 'logs', query] as const,
  mine: (month: string) => [...attendanceKeys.all, 'mine', month] as const,
  campuses: () => ['campuses'] as const,
};

/** Where a punch came from, as the office calls it. */
export const SOURCE_LABELS: Record<TAttendanceSource, string> = {
  device: 'Biometric',
  upload: 'Upload',
  api: 'Mobile app',
  wfh: 'Work from home',
  manual: 'Added by HR',
  face: 'Face kiosk',
};

export const SOURCE_COLORS: Record<TAttendanceSource, string> = { device: 'blue', upload: 'gray', api: 'grape', wfh: 'teal', manual: 'orange', face: 'cyan' };

export function useCampuses() {
  return useQuery({
    queryKey: attendanceKeys.campuses(),
    queryFn: ({ signal }) => callApi(departmentsApi.campuses, { signal }),
    select: (answer) => answer.campuses,
    staleTime: 30 * 60_000,
  });
}

export function useDevices() {
  return useQuery({
    queryKey: attendanceKeys.devices(),
    queryFn: ({ signal }) => callApi(attendanceApi.devices, { signal }),
    select: (answer) => answer.devices,
  });
}

export function useSaveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TDeviceBody }) =>
      id
        ? callApi(attendanceApi.editDevice, { params: { id }, body, handleError: isShownByForm })
        : callApi(attendanceApi.addDevice, { body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.devices() }),
  });
}

/** A new random key for a device: the old one stops working at once. */
export function useRegenerateDeviceKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(attendanceApi.newDeviceKey, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.devices() }),
  });
}

export function useDeviceUsers(deviceId: number | null) {
  return useQuery({
    queryKey: attendanceKeys.deviceUsers(deviceId ?? 0),
    queryFn: ({ signal }) => callApi(attendanceApi.deviceUsers, { params: { id: deviceId ?? 0 }, signal }),
    select: (answer) => answer.users,
    enabled: deviceId !== null,
  });
}

/** Mapping or unmapping a PIN changes the device's users count too, so the whole device list is refreshed. */
export function useAddDeviceUser(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeviceUserBody) => callApi(attendanceApi.addDeviceUser, { params: { id: deviceId }, body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.devices() }),
  });
}

export function useRemoveDeviceUser(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callApi(attendanceApi.removeDeviceUser, { params: { id: deviceId, userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.devices() }),
  });
}

export function useAttendanceLogs(query: TLogQuery) {
  return useQuery({
    queryKey: attendanceKeys.logs(query),
    queryFn: ({ signal }) => callApi(attendanceApi.logs, { signal, query }),
    placeholderData: (previous) => previous,
  });
}

export function useMyLogs(month: string) {
  return useQuery({
    queryKey: attendanceKeys.mine(month),
    queryFn: ({ signal }) => callApi(attendanceApi.myLogs, { signal, query: { month } }),
  });
}

export function useClockInOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address?: string) => callApi(attendanceApi.workFromHome, { body: address ? { address } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...attendanceKeys.all, 'mine'] }),
  });
}

/** "08:05" as "8:05 AM". */
export function clockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
