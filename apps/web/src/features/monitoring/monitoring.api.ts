import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attendanceReportsApi,
  ATTENDANCE_PUNCH_EVENT,
  type TDailyAttendance,
  type TDailyAttendanceQuery,
  type TDailyStatus,
  type TMonthlyReportQuery,
} from '@hris/contracts';
import { openPdf, saveDownload } from '../../lib/download';
import { callApi } from '../../lib/api';
import { useToken } from '../../lib/session';
import { openRealtimeSocket } from '../../lib/socket';

// The answers' types are the API's response contracts (@hris/contracts), re-exported under the names the pages use.
export type {
  TDailyAttendance,
  TDailyCounts,
  TDailyPerson,
  TDepartmentStatistics,
  TMonthlyReport,
  TMonthlyReportLine,
  TMonthlyReportQuery,
} from '@hris/contracts';
export type { TDtrTotals as TTotals } from '@hris/contracts';
export type TDailyDepartment = TDailyAttendance['departments'][number];
/** The page always names the date it shows. */
export type TDailyQuery = TDailyAttendanceQuery & { date: string };

export const monitoringKeys = {
  all: ['attendance-monitoring'] as const,
  daily: (query: TDailyQuery) => [...monitoringKeys.all, 'daily', query] as const,
  statistics: (departmentId: number, month: string, months: number) => [...monitoringKeys.all, 'statistics', departmentId, month, months] as const,
  monthly: (query: TMonthlyReportQuery) => [...monitoringKeys.all, 'monthly', query] as const,
};

/** The monthly report as a workbook, or its PDF. */
export const saveMonthlyReport = (query: TMonthlyReportQuery, fileName: string) => saveDownload(attendanceReportsApi.monthlyXlsx, { query }, fileName);
export const openMonthlyReport = (query: TMonthlyReportQuery) => openPdf(attendanceReportsApi.monthlyPdf, { query });

/** The statuses in the order the office reads them, with their colours. */
export const DAILY_STATUS: Record<TDailyStatus, { label: string; color: string }> = {
  present: { label: 'Present', color: 'teal' },
  late: { label: 'Late', color: 'orange' },
  absent: { label: 'Absent', color: 'red' },
  on_leave: { label: 'On leave', color: 'grape' },
  on_travel: { label: 'On travel', color: 'blue' },
  not_yet_in: { label: 'Not yet in', color: 'gray' },
  no_work: { label: 'No work', color: 'dark' },
};

export function useDailyAttendance(query: TDailyQuery) {
  return useQuery({
    queryKey: monitoringKeys.daily(query),
    queryFn: ({ signal }) => callApi(attendanceReportsApi.daily, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useDepartmentStatistics(departmentId: number | null, month: string, months: number) {
  return useQuery({
    queryKey: monitoringKeys.statistics(departmentId ?? 0, month, months),
    queryFn: ({ signal }) => callApi(attendanceReportsApi.departmentStatistics, { signal, query: { department_id: departmentId ?? 0, month, months } }),
    enabled: departmentId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMonthlyReport(query: TMonthlyReportQuery | null) {
  return useQuery({
    queryKey: monitoringKeys.monthly(query ?? { month: '' }),
    queryFn: ({ signal }) => callApi(attendanceReportsApi.monthly, { signal, query: query ?? { month: '' } }),
    enabled: query !== null,
  });
}

/**
 * Keeps the daily attendance live: the server tells the attendance office when punches are stored
 * (at most once a second) and the open page asks again. Answers whether the channel is up.
 */
export function useLiveAttendance(enabled: boolean): boolean {
  const token = useToken();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!token || !enabled) return;
    const socket = openRealtimeSocket(token);
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', () => setConnected(false));
    socket.on(ATTENDANCE_PUNCH_EVENT, () => void queryClient.invalidateQueries({ queryKey: [...monitoringKeys.all, 'daily'] }));
    return () => {
      socket.disconnect();
      setConnected(false);
    };
  }, [token, enabled, queryClient]);
  return connected;
}
