import { route } from '../api-route';
import { ZListQuery } from '../lookups';
import { ZRoleBody, ZRoleList, ZRoleSaved, ZRoleUpdate, ZViewModuleList } from '../admin';
import { ZIdParams } from '../auth';
import { ZMessage } from '../responses';

/** Roles and the views they grant (Settings → Roles). */
export const rolesApi = {
  list: route({
    method: 'GET',
    path: '/api/roles',
    summary: 'Roles with their views and how many users hold each',
    query: ZListQuery,
    response: ZRoleList,
  }),
  views: route({
    method: 'GET',
    path: '/api/roles/views',
    summary: 'The view groups of SPEC.md §6, grouped by module',
    response: ZViewModuleList,
  }),
  create: route({
    method: 'POST',
    path: '/api/roles',
    summary: 'Create a role',
    body: ZRoleBody,
    response: ZRoleSaved,
  }),
  update: route({
    method: 'PUT',
    path: '/api/roles/:id',
    summary: 'Rename a role or change its views',
    params: ZIdParams,
    body: ZRoleUpdate,
    response: ZRoleSaved,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/roles/:id',
    summary: 'Delete a role no one holds',
    params: ZIdParams,
    response: ZMessage,
  }),
};
