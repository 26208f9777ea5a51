import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import type { TListAnswer } from '../../lib/list-state';
import { pickerKeys } from '../../components/remote-search-picker';
import { roleKeys } from '../roles/roles.api';

export type TUserKind = 'staff' | 'applicant';

export type TUserAccount = {
  id: number;
  name: string;
  email: string;
  is_active: boolean;
  roles: { id: number; name: string }[];
  personnel: { id: number; fullname: string; department_acronym: string | null } | null;
  last_sign_in_at: string | null;
  created_at: string;
  /** A new sign-in address waiting for its owner to open the link e-mailed to it. */
  pending_email: string | null;
};

export type TUserBody = { name: string; email: string; role_ids: number[]; personnel_id: number | null };

export type TSignInAction = 'sign_in' | 'sign_in_failed' | 'sign_out' | 'two_factor_failed' | 'password_reset';
export type TSignIn = { id: number | string; action: TSignInAction; ip: string | null; created_at: string; method: string | null };

export type TUserListQuery = {
  term?: string;
  page: number;
  per_page: number;
  role_id?: number;
  is_active?: boolean;
  kind: TUserKind;
};

export const userKeys = {
  all: ['users'] as const,
  list: (query: TUserListQuery) => [...userKeys.all, 'list', query] as const,
  signIns: (id: number, page: number) => [...userKeys.all, id, 'sign-ins', page] as const,
};

export function useUserList(query: TUserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => api.get<TListAnswer<'users', TUserAccount>>('/api/users', { signal, query }),
    placeholderData: (previous) => previous,
  });
}

export function useSignIns(id: number, page: number, perPage: number) {
  return useQuery({
    queryKey: userKeys.signIns(id, page),
    queryFn: ({ signal }) => api.get<TListAnswer<'sign_ins', TSignIn>>(`/api/users/${id}/sign-ins`, { signal, query: { page, per_page: perPage } }),
    placeholderData: (previous) => previous,
  });
}

/** A user changed: the user lists, the user pickers and the roles' user counts. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: [...pickerKeys.all, 'users'] }),
      queryClient.invalidateQueries({ queryKey: roleKeys.all }),
    ]);
}

type TUserAnswer = { message: string; user: TUserAccount };

/** Creates (the API e-mails an invitation) or edits a user; 422 messages go under the inputs. */
export function useSaveUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TUserBody }) =>
      id ? api.put<TUserAnswer>(`/api/users/${id}`, body, { handleError: isShownByForm }) : api.post<TUserAnswer>('/api/users', body, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

export type TAccountAction = 'deactivate' | 'reactivate' | 'reset-2fa' | 'resend-invitation';

/** The account actions behind a confirmation: deactivate, reactivate, reset 2FA, resend the invitation. */
export function useAccountAction() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TAccountAction }) =>
      action === 'resend-invitation'
        ? api.post<{ message: string }>(`/api/users/${id}/resend-invitation`, {}, { handleError: isShownByForm })
        : api.put<{ message: string }>(`/api/users/${id}/${action}`, {}, { handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

/** /confirm-email: posts the token from the link e-mailed to a new sign-in address (no session needed). */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) => api.post<{ message: string }>('/api/users/email/confirm', { token }, { handleError: isShownByForm }),
  });
}
