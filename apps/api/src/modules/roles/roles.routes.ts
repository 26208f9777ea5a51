import type { FastifyInstance } from 'fastify';
import { rolesApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import * as roles from './roles.service';

export default function rolesRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const tags = ['roles'];
  const manage = { access: ['SETTINGS', 'ROLES'] as const };
  // The users page assigns roles, so its holders read them too.
  const read = { access: ['SETTINGS', 'ROLES', 'USERS', 'USERACCOUNTS'] as const };

  serve(app, rolesApi.list, { ...read, tags }, (req) => roles.listRoles(deps, req.query));
  serve(app, rolesApi.views, { ...read, tags }, () => roles.viewGroups());
  serve(app, rolesApi.create, { ...manage, tags }, (req) => roles.createRole(deps, req.actor!, req.body));
  serve(app, rolesApi.update, { ...manage, tags }, (req) => roles.updateRole(deps, req.actor!, req.params.id, req.body));
  serve(app, rolesApi.remove, { ...manage, tags }, (req) => roles.deleteRole(deps, req.actor!, req.params.id));
}
