import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ATTENDANCE_PUNCH_EVENT, type TDailyStatus } from '@hris/contracts';
import { api } from '../../lib/api';
import { useToken } from '../../lib/session';
import { openRealtimeSocket } from '../../lib/socket';

type TPerson = { id: number; idno: string | null; fullname: string; position: string | null };
export type TTotals = { late_minutes: number; undertime_minutes: number; absent_days: number; times_late: number };

export type TDailyCounts = Record<TDailyStatus, number> & { total: number };
export type TDailyDepartment = { id: number; fullname: string; acronym: string; campus_id: number; campus: string; counts: TDailyCounts };
export type TDailyPerson = { personnel: TPerson; status: TDailyStatus; first_punch: string | null; late_minutes: number; remarks: string | null };
/** GET /api/attendance/daily */
export type TDailyAttendance = {
  date: string;
  as_of: string;
  is_today: boolean;
  totals: TDailyCounts;
  departments: TDailyDepartment[];
  department: (Omit<TDailyDepartment, 'counts'> & { people: TDailyPerson[] }) | null;
};
export type TDailyQuery = { date: string; campus_id?: number; department_id?: number };

/** GET /api/attendance/department-statistics */
export type TDepartmentStatistics = {
  department: { id: number; fullname: string; acronym: string; campus: string };
  month: string;
  months: string[];
  trends: (TTotals & { month: string; headcount: number })[];
  people: { personnel: TPerson; month: TTotals; period: TTotals }[];
};

export type TMonthlyReportLine = TTotals & { personnel: TPerson & { department: string | null }; flags: string[] };
/** GET /api/attendance/reports/monthly */
export type TMonthlyReport = {
  month: string;
  scope: { kind: 'department' | 'campus'; id: number; name: string; campus: string };
  people: TMonthlyReportLine[];
  totals: TTotals;
};
export type TMonthlyReportQuery = { month: string; department_id?: number; campus_id?: number };

export const monitoringKeys = {
  all: ['attendance-monitoring'] as const,
  daily: (query: TDailyQuery) => [...monitoringKeys.all, 'daily', query] as const,
  statistics: (departmentId: number, month: string, months: number) => [...monitoringKeys.all, 'statistics', departmentId, month, months] as const,
  monthly: (query: TMonthlyReportQuery) => [...monitoringKeys.all, 'monthly', query] as const,
};

export const monthlyReportPath = (ext: 'xlsx' | 'pdf') => `/api/attendance/reports/monthly.${ext}`;

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
    queryFn: ({ signal }) => api.get<TDailyAttendance>('/api/attendance/daily', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useDepartmentStatistics(departmentId: number | null, month: string, months: number) {
  return useQuery({
    queryKey: monitoringKeys.statistics(departmentId ?? 0, month, months),
    queryFn: ({ signal }) => api.get<TDepartmentStatistics>('/api/attendance/department-statistics', { signal, query: { department_id: departmentId ?? 0, month, months } }),
    enabled: departmentId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMonthlyReport(query: TMonthlyReportQuery | null) {
  return useQuery({
    queryKey: monitoringKeys.monthly(query ?? { month: '' }),
    queryFn: ({ signal }) => api.get<TMonthlyReport>('/api/attendance/reports/monthly', { signal, query: query ?? undefined }),
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
