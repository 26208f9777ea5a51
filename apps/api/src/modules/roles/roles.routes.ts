import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZListQuery, ZMessage, ZRoleBody, ZRoleList, ZRoleSaved, ZRoleUpdate, ZViewModuleList } from '@hris/contracts';
import * as roles from './roles.service';

export default function rolesRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['roles'];
  const manage = { access: ['SETTINGS', 'ROLES'] as const };
  // The users page assigns roles, so its holders read them too.
  const read = { access: ['SETTINGS', 'ROLES', 'USERS', 'USERACCOUNTS'] as const };

  app.get(
    '/api/roles',
    { config: read, schema: { tags, summary: 'Roles with their views and how many users hold each', querystring: ZListQuery, response: { 200: ZRoleList } } },
    (req) => roles.listRoles(deps, req.query),
  );
  app.get(
    '/api/roles/views',
    { config: read, schema: { tags, summary: 'The view groups of SPEC.md §6, grouped by module', response: { 200: ZViewModuleList } } },
    () => roles.viewGroups(),
  );
  app.post('/api/roles', { config: manage, schema: { tags, summary: 'Create a role', body: ZRoleBody, response: { 200: ZRoleSaved } } }, (req) =>
    roles.createRole(deps, req.actor!, req.body),
  );
  app.put(
    '/api/roles/:id',
    { config: manage, schema: { tags, summary: 'Rename a role or change its views', params: ZIdParams, body: ZRoleUpdate, response: { 200: ZRoleSaved } } },
    (req) => roles.updateRole(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/roles/:id',
    { config: manage, schema: { tags, summary: 'Delete a role no one holds', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => roles.deleteRole(deps, req.actor!, req.params.id),
  );
}
