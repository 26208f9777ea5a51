import type { FastifyInstance } from 'fastify';
import { userAdminApi } from '@hris/contracts';
import * as admin from './user-admin.service';
import { serve } from '../../lib/serve';
import { confirmEmailChange } from './email-change.service';

export default function userAdminRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const tags = ['user accounts'];
  const manage = { access: ['SETTINGS', 'USERS', 'USERACCOUNTS'] as const };

  // Approval-chain editors (GENERALSETTINGS) pick a test requester from this list too.
  serve(app, userAdminApi.list, { access: [...manage.access, 'GENERALSETTINGS'], tags }, (req) => admin.listUsers(deps, req.query));
  serve(app, userAdminApi.one, { ...manage, tags }, (req) => admin.getUser(deps, req.params.id));
  serve(app, userAdminApi.create, { ...manage, tags }, (req) => admin.createUser(deps, req.actor!, req.body));
  serve(app, userAdminApi.update, { ...manage, tags }, (req) => admin.updateUser(deps, req.actor!, req.params.id, req.body));
  // Public: whoever holds the new address opens the link, signed in or not; limited per address like sign-in.
  serve(app, userAdminApi.confirmEmail, { access: 'public', rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' }, tags }, (req) =>
    confirmEmailChange(deps, req.body.token, req.ip),
  );
  serve(app, userAdminApi.deactivate, { ...manage, tags }, (req) => admin.setActive(deps, req.actor!, req.params.id, false));
  serve(app, userAdminApi.reactivate, { ...manage, tags }, (req) => admin.setActive(deps, req.actor!, req.params.id, true));
  serve(app, userAdminApi.resetTwoFactor, { ...manage, tags }, (req) => admin.resetTwoFactor(deps, req.actor!, req.params.id));
  serve(app, userAdminApi.resendInvitation, { ...manage, tags }, (req) => admin.resendInvitation(deps, req.actor!, req.params.id));
  serve(app, userAdminApi.signIns, { ...manage, tags }, (req) => admin.signInHistory(deps, req.params.id, req.query));
}
