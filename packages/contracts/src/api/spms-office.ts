import { route } from '../api-route';
import {
  ZOfficePerformanceDetail,
  ZOfficePerformanceList,
  ZOfficePerformanceParams,
  ZOfficePerformanceQuery,
  ZOfficeRollupBody,
  ZOfficeRollupResult,
} from '../spms-office';

/** Office performance: the DPCR/OPCR of each office, rolled up from its people's IPCRs. */
export const spmsOfficeApi = {
  rollup: route({
    method: 'POST',
    path: '/api/spmis/offices/rollup',
    summary: "Compute every office's DPCR/OPCR for a period from the approved IPCRs",
    body: ZOfficeRollupBody,
    response: ZOfficeRollupResult,
  }),
  offices: route({
    method: 'GET',
    path: '/api/spmis/offices',
    summary: "The rating periods and a period's offices as rolled up (a head: their own)",
    query: ZOfficePerformanceQuery,
    response: ZOfficePerformanceList,
  }),
  office: route({
    method: 'GET',
    path: '/api/spmis/offices/:periodId/:departmentId',
    summary: "An office's DPCR/OPCR: per-MFO lines and its people's ratings",
    params: ZOfficePerformanceParams,
    response: ZOfficePerformanceDetail,
  }),
  pdf: route({
    method: 'GET',
    path: '/api/spmis/offices/:periodId/:departmentId/pdf',
    summary: "An office's OPCR/DPCR as a PDF (CSC MC No. 6 s. 2012)",
    params: ZOfficePerformanceParams,
    response: 'file',
  }),
};
