import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { userAdminApi, type TUserBody, type TUserQuery, type TSignIn, type TSignInAction, type TUserAccount } from '@hris/contracts';
import { pickerKeys } from '../../components/remote-search-picker';
import { roleKeys } from '../roles/roles.api';

export type TUserKind = 'staff' | 'applicant';

export type { TUserAccount };

export type { TUserBody };

export type { TSignIn, TSignInAction };

/** The users page always names the kind of accounts it lists. */
export type TUserListQuery = TUserQuery & { kind: TUserKind };

export const userKeys = {
  all: ['users'] as const,
  list: (query: TUserListQuery) => [...userKeys.all, 'list', query] as const,
  signIns: (id: number, page: number) => [...userKeys.all, id, 'sign-ins', page] as const,
};

export function useUserList(query: TUserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => callApi(userAdminApi.list, { signal, query }),
    placeholderData: (previous) => previous,
  });
}

export function useSignIns(id: number, page: number, perPage: number) {
  return useQuery({
    queryKey: userKeys.signIns(id, page),
    queryFn: ({ signal }) => callApi(userAdminApi.signIns, { params: { id }, signal, query: { page, per_page: perPage } }),
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

/** Creates (the API e-mails an invitation) or edits a user; 422 messages go under the inputs. */
export function useSaveUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TUserBody }) =>
      id
        ? callApi(userAdminApi.update, { params: { id }, body, handleError: isShownByForm })
        : callApi(userAdminApi.create, { body, handleError: isShownByForm }),
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
        ? callApi(userAdminApi.resendInvitation, { params: { id }, handleError: isShownByForm })
        : action === 'reset-2fa'
          ? callApi(userAdminApi.resetTwoFactor, { params: { id }, handleError: isShownByForm })
          : callApi(action === 'deactivate' ? userAdminApi.deactivate : userAdminApi.reactivate, { params: { id }, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

/** /confirm-email: posts the token from the link e-mailed to a new sign-in address (no session needed). */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) => callApi(userAdminApi.confirmEmail, { body: { token }, handleError: isShownByForm }),
  });
}
