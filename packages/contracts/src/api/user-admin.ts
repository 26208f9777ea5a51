import { route } from '../api-route';
import { ZEmailChangeConfirm, ZSignInList, ZUserAccountAnswer, ZUserAccountList, ZUserAccountSaved, ZUserBody, ZUserQuery, ZUserUpdate } from '../admin';
import { ZIdParams } from '../auth';
import { ZMessage } from '../responses';
import { ZListQuery } from '../lookups';

/** User accounts (Settings → Users): create, edit, deactivate, reset 2FA, the sign-in history. */
export const userAdminApi = {
  list: route({
    method: 'GET',
    path: '/api/users',
    summary: 'Accounts (term, role_id, is_active, kind staff|applicant, paging)',
    query: ZUserQuery,
    response: ZUserAccountList,
  }),
  one: route({
    method: 'GET',
    path: '/api/users/:id',
    summary: 'One account',
    params: ZIdParams,
    response: ZUserAccountAnswer,
  }),
  create: route({
    method: 'POST',
    path: '/api/users',
    summary: 'Create an account and e-mail an invitation',
    body: ZUserBody,
    response: ZUserAccountSaved,
  }),
  update: route({
    method: 'PUT',
    path: '/api/users/:id',
    summary: 'Edit an account: name, e-mail, roles, personnel record',
    params: ZIdParams,
    body: ZUserUpdate,
    response: ZUserAccountSaved,
  }),
  confirmEmail: route({
    method: 'POST',
    path: '/api/users/email/confirm',
    summary: 'Confirm a new sign-in address with the token from the e-mailed link',
    body: ZEmailChangeConfirm,
    response: ZMessage,
  }),
  deactivate: route({
    method: 'PUT',
    path: '/api/users/:id/deactivate',
    summary: 'Deactivate (ends every session)',
    params: ZIdParams,
    response: ZUserAccountSaved,
  }),
  reactivate: route({
    method: 'PUT',
    path: '/api/users/:id/reactivate',
    summary: 'Reactivate',
    params: ZIdParams,
    response: ZUserAccountSaved,
  }),
  resetTwoFactor: route({
    method: 'PUT',
    path: '/api/users/:id/reset-2fa',
    summary: 'Reset two-factor sign-in',
    params: ZIdParams,
    response: ZMessage,
  }),
  resendInvitation: route({
    method: 'POST',
    path: '/api/users/:id/resend-invitation',
    summary: 'E-mail a new invitation link',
    params: ZIdParams,
    response: ZMessage,
  }),
  signIns: route({
    method: 'GET',
    path: '/api/users/:id/sign-ins',
    summary: 'Sign-in history',
    params: ZIdParams,
    query: ZListQuery,
    response: ZSignInList,
  }),
};
