import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { covidApi, type TDoseBody, type TExemptionBody, type TVaccinationQuery, type TVaccineBrandBody } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf, saveDownload } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { showErrorToast } from '../../lib/toasts';
import { uploadFailureMessage } from '../../lib/upload-pdf';

// COVID vaccination (issue 24): my record, the brands, a head's offices' counts, the analytics, everyone's records
// (the health officers). Types are the API's contracts.
export type { TCovidAnalytics, TCovidCounts, TCovidStatus, TVaccinationDose, TVaccinationRecord, TVaccinationRow, TVaccineBrand } from '@hris/contracts';

export const covidKeys = {
  all: ['covid'] as const,
  mine: () => [...covidKeys.all, 'mine'] as const,
  brands: () => [...covidKeys.all, 'brands'] as const,
  offices: () => [...covidKeys.all, 'offices'] as const,
  analytics: () => [...covidKeys.all, 'analytics'] as const,
  records: (q: Partial<TVaccinationQuery>) => [...covidKeys.all, 'records', q] as const,
  record: (id: number) => [...covidKeys.all, 'record', id] as const,
};

/** My card, or (the health officers) a person's, saved under its file name. */
export const saveMyCard = (fileName: string) => saveDownload(covidApi.myCard, {}, fileName);
export const saveCardOf = (personnelId: number, fileName: string) => saveDownload(covidApi.card, { params: { id: personnelId } }, fileName);

/** The report: the counts and lists as a workbook, or as an A4 PDF in a new tab. */
export const saveReportWorkbook = () => saveDownload(covidApi.reportXlsx, {}, 'covid-vaccination.xlsx');
export const openReportPdf = () => openPdf(covidApi.reportPdf, {});

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: covidKeys.all });
}

export const useMyVaccination = () => useQuery({ queryKey: covidKeys.mine(), queryFn: ({ signal }) => callApi(covidApi.mine, { signal }) });

export const useVaccineBrands = () => useQuery({ queryKey: covidKeys.brands(), queryFn: ({ signal }) => callApi(covidApi.brands, { signal }) });

export function useAddDose() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TDoseBody) => callApi(covidApi.addDose, { body, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

export function useRemoveDose() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => callApi(covidApi.removeDose, { params: { id } }), onSuccess: invalidate });
}

export function useSetExemption() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TExemptionBody) => callApi(covidApi.exemption, { body, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}

/** Sends the card (the server checks the bytes: PDF, PNG or JPEG); a refusal is left to the form. */
export function useUploadCard() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return callApi(covidApi.uploadCard, {
        body: form,
        handleError: (error) => {
          if (error.status === 422) return true;
          showErrorToast(uploadFailureMessage(error));
          return true;
        },
      });
    },
    onSuccess: invalidate,
  });
}

export const useMyOffices = () => useQuery({ queryKey: covidKeys.offices(), queryFn: ({ signal }) => callApi(covidApi.myOffices, { signal }) });

export const useCovidAnalytics = (enabled = true) =>
  useQuery({ queryKey: covidKeys.analytics(), enabled, queryFn: ({ signal }) => callApi(covidApi.analytics, { signal }) });

export const useVaccinationRecords = (q: Partial<TVaccinationQuery>) =>
  useQuery({
    queryKey: covidKeys.records(q),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callApi(covidApi.records, { signal, query: q }),
  });

export const useVaccinationRecord = (id: number | null) =>
  useQuery({
    queryKey: covidKeys.record(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => callApi(covidApi.record, { params: { id: id ?? 0 }, signal }),
  });

export function useVerifyRecord() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => callApi(covidApi.verify, { params: { id } }), onSuccess: invalidate });
}

export function useSaveBrand(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TVaccineBrandBody) =>
      id === null
        ? callApi(covidApi.addBrand, { body, handleError: isShownByForm })
        : callApi(covidApi.editBrand, { params: { id }, body, handleError: isShownByForm }),
    onSuccess: invalidate,
  });
}
