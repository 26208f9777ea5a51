import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRequestStatus, TTimeLogAppealBody } from '@hris/contracts';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import type { TListAnswer } from '../../lib/list-state';
import { uploadPdf } from '../../lib/upload-pdf';
import { approvalKeys } from '../approvals/approvals.api';
import { dtrKeys, type TDtrDay } from '../attendance/dtr.api';

/** Whose appeals a list shows: mine (My Account), my department's (heads), everyone's (eDATS admin). */
export type TAppealScope = 'mine' | 'department' | 'all';

export type TAppeal = {
  id: number;
  personnel: { id: number; idno: string | null; fullname: string; department: string | null };
  date: string;
  am_in: string | null;
  am_out: string | null;
  pm_in: string | null;
  pm_out: string | null;
  reason: string;
  attachment_url: string | null;
  status: TRequestStatus;
  approval_request_id: number | null;
  created_at: string;
};

export type TAppealQuery = { scope: TAppealScope; status?: TRequestStatus; month?: string; term?: string; page: number; per_page: number };

export const appealKeys = {
  all: ['time-log-appeals'] as const,
  list: (query: TAppealQuery) => [...appealKeys.all, 'list', query] as const,
  one: (id: number) => [...appealKeys.all, 'one', id] as const,
};

export function useAppeals(query: TAppealQuery) {
  return useQuery({
    queryKey: appealKeys.list(query),
    queryFn: ({ signal }) => api.get<TListAnswer<'appeals', TAppeal>>('/api/time-log-appeals', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export function useAppeal(id: number | null) {
  return useQuery({
    queryKey: appealKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<{ appeal: TAppeal & { dtr_day: TDtrDay | null } }>(`/api/time-log-appeals/${id}`, { signal }),
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
      return api.post<{ message: string; appeal: TAppeal }>('/api/time-log-appeals', { ...body, attachment_path }, { handleError: isShownByForm });
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
