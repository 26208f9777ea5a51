import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZLoanLedger, ZMyLoans, ZPayrollFileFormat } from '../payroll-general';

/** Issue 40: the General Payroll (GAM Appendix 33) of a run, and the ledger of a loan or other deduction. */
export const payrollGeneralApi = {
  generalPayroll: route({
    method: 'GET',
    path: '/api/payroll/runs/:id/files/general-payroll',
    summary: 'The General Payroll (GAM Appendix 33) of a computed run, PDF or Excel',
    params: ZIdParams,
    query: ZPayrollFileFormat,
    response: 'file',
  }),
  ledger: route({
    method: 'GET',
    path: '/api/payroll/deductions/:id/ledger',
    summary: 'The ledger of a deduction: every paid run that took it, with the balance after (PAYROLL, or the employee’s own)',
    params: ZIdParams,
    response: ZLoanLedger,
  }),
  ledgerFile: route({
    method: 'GET',
    path: '/api/payroll/deductions/:id/ledger/file',
    summary: 'The ledger of a deduction as a PDF or Excel (PAYROLL, or the employee’s own)',
    params: ZIdParams,
    query: ZPayrollFileFormat,
    response: 'file',
  }),
  myLoans: route({
    method: 'GET',
    path: '/api/payroll/deductions/mine',
    summary: "The signed-in employee's loans and other deductions with their balances",
    response: ZMyLoans,
  }),
};
