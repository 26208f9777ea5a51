import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceApi, edatsSettingsApi, type TAttendanceLog, type TEdatsSettingsBody, type TManualLogBody } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { attendanceKeys } from '../attendance/attendance.api';

// The eDATS admin's own tools: importing device export files, adding time logs by hand, the settings.

export const attendanceAdminKeys = {
  all: ['attendance-admin'] as const,
  settings: () => [...attendanceAdminKeys.all, 'settings'] as const,
  manualLogs: (page: number) => [...attendanceKeys.all, 'logs', 'manual', page] as const,
};

export function useEdatsSettings() {
  return useQuery({
    queryKey: attendanceAdminKeys.settings(),
    queryFn: ({ signal }) => callApi(edatsSettingsApi.settings, { signal }),
    select: (answer) => answer.settings,
  });
}

export function useSaveEdatsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEdatsSettingsBody) => callApi(edatsSettingsApi.save, { body, handleError: isShownByForm }),
    onSuccess: (answer) => queryClient.setQueryData(attendanceAdminKeys.settings(), { settings: answer.settings }),
  });
}

export type TImportRequest = { file: File; deviceId: number | null; dryRun: boolean };

/** Sends the file for a preview (dry run) or for the import; the punches stored change every log list. */
export function useImportDeviceFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, deviceId, dryRun }: TImportRequest) => {
      const form = new FormData();
      if (deviceId !== null) form.append('device_id', String(deviceId));
      form.append('dry_run', String(dryRun));
      form.append('file', file);
      return callApi(attendanceApi.importFile, { body: form, handleError: isShownByForm });
    },
    onSuccess: (result) => {
      if (!result.dry_run) void queryClient.invalidateQueries({ queryKey: [...attendanceKeys.all, 'logs'] });
    },
  });
}

/** A log HR added by hand (the log contract carries when it was added). */
export type TManualLog = TAttendanceLog;

/** The time logs HR added by hand, newest first. */
export function useManualLogs(page: number, perPage: number) {
  return useQuery({
    queryKey: attendanceAdminKeys.manualLogs(page),
    queryFn: ({ signal }) => callApi(attendanceApi.logs, { signal, query: { source: 'manual', page, per_page: perPage } }),
    placeholderData: (previous) => previous,
  });
}

export function useAddManualLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TManualLogBody) => callApi(attendanceApi.addLog, { body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...attendanceKeys.all, 'logs'] }),
  });
}
