import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lndApi, type TLndReportKind, type TLndReportQuery } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf, saveDownload } from '../../lib/download';

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

/** The report as an Excel file, under the server's name (or the year's). */
export const exportReport = (kind: TLndReportKind, query: TLndReportQuery & { year: number }) =>
  saveDownload(lndApi.reportExcel, { params: { kind }, query }, `lnd-${kind}-${query.year}.xlsx`);

/** The report as a PDF (A4 landscape), in a new tab. */
export const openReportPdf = (kind: TLndReportKind, query: TLndReportQuery) => openPdf(lndApi.reportPdf, { params: { kind }, query });
