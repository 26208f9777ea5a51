import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appealsApi, type TRequestListQuery, type TRequestScope, type TTimeLogAppealBody } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { uploadPdf } from '../../lib/upload-pdf';
import { approvalKeys } from '../approvals/approvals.api';
import { dtrKeys } from '../attendance/dtr.api';

/** Whose appeals a list shows: mine (My Account), my department's (heads), everyone's (eDATS admin). */
export type TAppealScope = TRequestScope;

export type { TAppeal } from '@hris/contracts';

export type TAppealQuery = TRequestListQuery;

export const appealKeys = {
  all: ['time-log-appeals'] as const,
  list: (query: TAppealQuery) => [...appealKeys.all, 'list', query] as const,
  one: (id: number) => [...appealKeys.all, 'one', id] as const,
};

export function useAppeals(query: TAppealQuery) {
  return useQuery({
    queryKey: appealKeys.list(query),
    queryFn: ({ signal }) => callApi(appealsApi.list, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useAppeal(id: number | null) {
  return useQuery({
    queryKey: appealKeys.one(id ?? 0),
    queryFn: ({ signal }) => callApi(appealsApi.one, { params: { id: id ?? 0 }, signal }),
    select: (answer) => answer.appeal,
    enabled: id !== null,
  });
}

/** Files an appeal; the optional PDF is uploaded first and its stored path sent with the appeal. */
export function useFileAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, file }: { body: TTimeLogAppealBody; file: File | null }) => {
      const attachment_path = file ? (await uploadPdf(file)).path : null;
      return callApi(appealsApi.file, { body: { ...body, attachment_path }, handleError: isShownByForm });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appealKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

/** After an approver acted or the requester cancelled: the appeal, the lists and the DTR may have changed. */
export function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: appealKeys.all });
    void queryClient.invalidateQueries({ queryKey: dtrKeys.all });
  };
}
