import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payrollBirApi, type TBirEmployer, type TPreviousEmployerBody } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { openPdf, saveDownload } from '../../lib/download';

// The BIR page's calls (issue 40): the month's 1601-C, the year's alphalist and its files, the employer's data, every
// 2316 of a year printed in the background (its progress asked every two seconds while it runs).

export function useForm1601c(month: string) {
  return useQuery({ queryKey: ['bir', '1601c', month], queryFn: ({ signal }) => callApi(payrollBirApi.form1601c, { query: { month }, signal }) });
}

export function useAlphalist(year: string) {
  return useQuery({ queryKey: ['bir', 'alphalist', year], queryFn: ({ signal }) => callApi(payrollBirApi.alphalist, { query: { year }, signal }) });
}

export function useBirEmployer() {
  return useQuery({ queryKey: ['bir', 'employer'], queryFn: ({ signal }) => callApi(payrollBirApi.employer, { signal }) });
}

export function useSaveBirEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBirEmployer) => callApi(payrollBirApi.saveEmployer, { body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bir'] }),
  });
}

/** A year's previous employers, of one employee once picked (PAYROLL; each read audited by the API). */
export function usePreviousEmployers(year: string, personnelId: number | null) {
  return useQuery({
    queryKey: ['bir', 'previous-employers', year, personnelId],
    queryFn: ({ signal }) => callApi(payrollBirApi.previousEmployers, { query: { year, ...(personnelId ? { personnel_id: personnelId } : {}) }, signal }),
  });
}

export function useAddPreviousEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPreviousEmployerBody) => callApi(payrollBirApi.addPreviousEmployer, { body, handleError: isShownByForm }),
    // The alphalist and the 2316s count them too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bir'] }),
  });
}

export function useRemovePreviousEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(payrollBirApi.removePreviousEmployer, { params: { id }, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bir'] }),
  });
}

export function useAll2316(year: string) {
  return useQuery({
    queryKey: ['bir', '2316-all', year],
    queryFn: ({ signal }) => callApi(payrollBirApi.all2316, { query: { year }, signal }),
    refetchInterval: (q) => (q.state.data?.batch?.status === 'running' ? 2000 : false),
  });
}

export function useStartAll2316(year: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(payrollBirApi.startAll2316, { body: { year } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bir', '2316-all', year] }),
  });
}

export const open1601c = (month: string) => openPdf(payrollBirApi.form1601cPdf, { query: { month } });
export const saveAlphalist = (year: string, format: 'dat' | 'xlsx') =>
  saveDownload(payrollBirApi.alphalistFile, { query: { year, format } }, format === 'dat' ? `alphalist-${year}.DAT` : `alphalist-${year}.xlsx`);
export const openAll2316 = (id: number) => openPdf(payrollBirApi.all2316Pdf, { params: { id } });
