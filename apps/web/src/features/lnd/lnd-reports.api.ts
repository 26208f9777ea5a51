import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lndApi, type TLndReportKind, type TLndReportQuery } from '@hris/contracts';
import { callApi } from '../../lib/api';

// The L&D secretariat's dashboard and the reports (issue 22). Every answer's type is the API's contract.

export type { TLndDashboard, TLndReport, TLndReportKind, TLndReportQuery } from '@hris/contracts';

export const lndReportKeys = {
  dashboard: (year: number | undefined) => ['lnd', 'dashboard', year ?? 'current'] as const,
  report: (kind: TLndReportKind, query: TLndReportQuery) => ['lnd', 'report', kind, query] as const,
};

export function useLndDashboard(year: number | undefined) {
  return useQuery({
    queryKey: lndReportKeys.dashboard(year),
    queryFn: ({ signal }) => callApi(lndApi.dashboard, { signal, query: { year } }),
    placeholderData: keepPreviousData,
  });
}

export function useLndReport(kind: TLndReportKind, query: TLndReportQuery) {
  return useQuery({
    queryKey: lndReportKeys.report(kind, query),
    queryFn: ({ signal }) => callApi(lndApi.report, { params: { kind }, signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** The report as an Excel file or a PDF (A4 landscape): each made as a job, whose bar and file the page shows. */
export const LND_REPORT_JOB = 'lnd-report' as const;
export const askReportWorkbook = (kind: TLndReportKind, query: TLndReportQuery) => () => callApi(lndApi.reportExcel, { params: { kind }, body: query });
export const askReportPdf = (kind: TLndReportKind, query: TLndReportQuery) => () => callApi(lndApi.reportPdf, { params: { kind }, body: query });
