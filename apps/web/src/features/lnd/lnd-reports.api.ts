import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TLndDashboard, TLndReport, TLndReportKind, TLndReportQuery } from '@hris/contracts';
import { api } from '../../lib/api';

// The L&D secretariat's dashboard and the reports (issue 22). Every answer's type is the API's contract.

export type { TLndDashboard, TLndReport, TLndReportKind, TLndReportQuery } from '@hris/contracts';

export const lndReportKeys = {
  dashboard: (year: number | undefined) => ['lnd', 'dashboard', year ?? 'current'] as const,
  report: (kind: TLndReportKind, query: TLndReportQuery) => ['lnd', 'report', kind, query] as const,
};

export const reportPath = (kind: TLndReportKind) => `/api/lnd/reports/${kind}`;

export function useLndDashboard(year: number | undefined) {
  return useQuery({
    queryKey: lndReportKeys.dashboard(year),
    queryFn: ({ signal }) => api.get<TLndDashboard>('/api/lnd/dashboard', { signal, query: { year } }),
    placeholderData: keepPreviousData,
  });
}

export function useLndReport(kind: TLndReportKind, query: TLndReportQuery) {
  return useQuery({
    queryKey: lndReportKeys.report(kind, query),
    queryFn: ({ signal }) => api.get<TLndReport>(reportPath(kind), { signal, query }),
    placeholderData: keepPreviousData,
  });
}
