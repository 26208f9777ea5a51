import { route } from '../api-route';
import { ZPayrollFileParams, ZPayrollFileQuery, ZPayrollFileSettings, ZPayrollFileSettingsSaved } from '../payroll-files';

// The files an approved payroll run hands to GSIS, PhilHealth, Pag-IBIG and the depository bank (issue 40).
export const payrollFilesApi = {
  file: route({
    method: 'GET',
    path: '/api/payroll/runs/:id/files/:file',
    summary: "An approved run's remittance file for GSIS, PhilHealth or Pag-IBIG, or the bank's payroll credit file",
    params: ZPayrollFileParams,
    query: ZPayrollFileQuery,
    response: 'file',
  }),
  settings: route({
    method: 'GET',
    path: '/api/payroll/file-settings',
    summary: "The bank file's layout and the university's codes at the bank",
    response: ZPayrollFileSettings,
  }),
  saveSettings: route({
    method: 'PUT',
    path: '/api/payroll/file-settings',
    summary: "Set the bank file's layout and the university's codes at the bank",
    body: ZPayrollFileSettings,
    response: ZPayrollFileSettingsSaved,
  }),
};
