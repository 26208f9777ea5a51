import { useQuery } from '@tanstack/react-query';
import { payrollGeneralApi, type RouteAnswer } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf, saveDownload } from '../../lib/download';

// Issue 40: the General Payroll of a run (GAM Appendix 33) and the ledger of a loan or other deduction, with their files.

export type TLoanLedger = RouteAnswer<typeof payrollGeneralApi.ledger>;
export type TMyLoan = RouteAnswer<typeof payrollGeneralApi.myLoans>['loans'][number];

export const openGeneralPayroll = (id: number) => openPdf(payrollGeneralApi.generalPayroll, { params: { id }, query: { format: 'pdf' } });
export const saveGeneralPayroll = (run: { id: number; month: string }) =>
  saveDownload(payrollGeneralApi.generalPayroll, { params: { id: run.id }, query: { format: 'xlsx' } }, `general-payroll-${run.month}-${run.id}.xlsx`);

export const openLedger = (id: number) => openPdf(payrollGeneralApi.ledgerFile, { params: { id }, query: { format: 'pdf' } });
export const saveLedger = (id: number) => saveDownload(payrollGeneralApi.ledgerFile, { params: { id }, query: { format: 'xlsx' } }, `ledger-${id}.xlsx`);

/** A deduction's ledger (PAYROLL: anyone's; an employee: their own), read only while it is shown. */
export function useLedger(id: number | null) {
  return useQuery({
    queryKey: ['payroll', 'ledger', id],
    queryFn: ({ signal }) => callApi(payrollGeneralApi.ledger, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useMyLoans() {
  return useQuery({
    queryKey: ['payroll', 'my-loans'],
    queryFn: ({ signal }) => callApi(payrollGeneralApi.myLoans, { signal }).then((a) => a.loans),
  });
}
