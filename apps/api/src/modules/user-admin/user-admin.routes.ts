import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZEmailChangeConfirm,
  ZIdParams,
  ZListQuery,
  ZMessage,
  ZSignInList,
  ZUserAccountAnswer,
  ZUserAccountList,
  ZUserAccountSaved,
  ZUserBody,
  ZUserQuery,
  ZUserUpdate,
} from '@hris/contracts';
import * as admin from './user-admin.service';
import { confirmEmailChange } from './email-change.service';

export default function userAdminRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['user accounts'];
  const manage = { access: ['SETTINGS', 'USERS', 'USERACCOUNTS'] as const };

  // Approval-chain editors (GENERALSETTINGS) pick a test requester from this list too.
  app.get(
    '/api/users',
    {
      config: { access: [...manage.access, 'GENERALSETTINGS'] },
      schema: {
        tags,
        summary: 'Accounts (term, role_id, is_active, kind staff|applicant, paging)',
        querystring: ZUserQuery,
        response: { 200: ZUserAccountList },
      },
    },
    (req) => admin.listUsers(deps, req.query),
  );
  app.get('/api/users/:id', { config: manage, schema: { tags, summary: 'One account', params: ZIdParams, response: { 200: ZUserAccountAnswer } } }, (req) =>
    admin.getUser(deps, req.params.id),
  );
  app.post(
    '/api/users',
    { config: manage, schema: { tags, summary: 'Create an account and e-mail an invitation', body: ZUserBody, response: { 200: ZUserAccountSaved } } },
    (req) => admin.createUser(deps, req.actor!, req.body),
  );
  app.put(
    '/api/users/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edit an account: name, e-mail, roles, personnel record',
        params: ZIdParams,
        body: ZUserUpdate,
        response: { 200: ZUserAccountSaved },
      },
    },
    (req) => admin.updateUser(deps, req.actor!, req.params.id, req.body),
  );
  // Public: whoever holds the new address opens the link, signed in or not; limited per address like sign-in.
  app.post(
    '/api/users/email/confirm',
    {
      config: { access: 'public', rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Confirm a new sign-in address with the token from the e-mailed link', body: ZEmailChangeConfirm, response: { 200: ZMessage } },
    },
    (req) => confirmEmailChange(deps, req.body.token, req.ip),
  );
  app.put(
    '/api/users/:id/deactivate',
    { config: manage, schema: { tags, summary: 'Deactivate (ends every session)', params: ZIdParams, response: { 200: ZUserAccountSaved } } },
    (req) => admin.setActive(deps, req.actor!, req.params.id, false),
  );
  app.put(
    '/api/users/:id/reactivate',
    { config: manage, schema: { tags, summary: 'Reactivate', params: ZIdParams, response: { 200: ZUserAccountSaved } } },
    (req) => admin.setActive(deps, req.actor!, req.params.id, true),
  );
  app.put(
    '/api/users/:id/reset-2fa',
    { config: manage, schema: { tags, summary: 'Reset two-factor sign-in', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => admin.resetTwoFactor(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/users/:id/resend-invitation',
    { config: manage, schema: { tags, summary: 'E-mail a new invitation link', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => admin.resendInvitation(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/users/:id/sign-ins',
    { config: manage, schema: { tags, summary: 'Sign-in history', params: ZIdParams, querystring: ZListQuery, response: { 200: ZSignInList } } },
    (req) => admin.signInHistory(deps, req.params.id, req.query),
  );
}
