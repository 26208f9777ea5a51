import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PAGE_SIZES,
  VIEW_GROUPS,
  ZIdParams,
  ZListQuery,
  ZMessage,
  ZPersonnelAnswer,
  ZPersonnelBody,
  ZPersonnelFormOptions,
  ZPersonnelList,
  ZPersonnelPickList,
  ZPersonnelQuery,
  ZPersonnelSaved,
  ZPersonnelUpdate,
} from '@hris/contracts';
import { z } from 'zod';
import { createPersonnelCache } from './personnel.cache';
import * as personnel from './personnel.service';
import { sendXlsx } from '../../lib/download';

// A cached answer is the same object on every hit: its JSON is written once (by the route's
// contract serializer), not per request.
const jsonOf = new WeakMap<object, ReturnType<FastifyReply['serialize']>>();
function sendJson(reply: FastifyReply, answer: object) {
  let json = jsonOf.get(answer);
  if (json === undefined) jsonOf.set(answer, (json = reply.serialize(answer)));
  return reply.type('application/json; charset=utf-8').send(json);
}

export default function personnelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The app's dependencies as they are when a request comes (read through), plus this module's cache.
  const deps: personnel.PersonnelDeps = Object.assign(Object.create(app.deps) as typeof app.deps, { personnelCache: createPersonnelCache(app.deps.notices) });
  const tags = ['personnel'];
  const manage = { access: personnel.MANAGE_PERSONNEL };
  /** Any view group at all: every staff role holds one, the applicant role none. */
  const STAFF_VIEWS = VIEW_GROUPS;

  app.get(
    '/api/personnels',
    {
      config: { access: ['PERSONNELS', 'JO'] },
      schema: {
        tags,
        summary: 'Personnel records (term, campus_id, department_id, status, kind, paging)',
        querystring: ZPersonnelQuery,
        response: { 200: ZPersonnelList },
      },
    },
    async (req, reply) => sendJson(reply, await personnel.listPersonnel(deps, req.actor!, req.query)),
  );
  app.get(
    '/api/personnels/export',
    {
      config: { access: ['PERSONNELS', 'JO'] },
      schema: {
        tags,
        summary: 'The list as an Excel file: the same filters, every matching row (at most 20,000)',
        querystring: ZPersonnelQuery.omit({ page: true, per_page: true }),
      },
    },
    async (req, reply) => {
      const { fileName, bytes } = await personnel.exportPersonnel(deps, req.actor!, req.query);
      return sendXlsx(reply, fileName, bytes);
    },
  );
  app.get(
    '/api/personnels/create',
    { config: manage, schema: { tags, summary: 'What the new-personnel form offers', response: { 200: ZPersonnelFormOptions } } },
    () => personnel.createForm(deps),
  );
  app.get(
    '/api/personnels/:id',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'One record (its owner, or HR)', params: ZIdParams, response: { 200: ZPersonnelAnswer } } },
    (req) => personnel.getPersonnel(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/personnels',
    {
      config: manage,
      schema: { tags, summary: 'Create a record (first_name, last_name and campus_id are enough)', body: ZPersonnelBody, response: { 200: ZPersonnelSaved } },
    },
    (req) => personnel.createPersonnel(deps, req.actor!, req.body),
  );
  app.put(
    '/api/personnels/:id',
    { config: manage, schema: { tags, summary: 'Edit a record', params: ZIdParams, body: ZPersonnelUpdate, response: { 200: ZPersonnelSaved } } },
    (req) => personnel.updatePersonnel(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/personnels/:id',
    { config: manage, schema: { tags, summary: 'Delete a record made by mistake', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => personnel.deletePersonnel(deps, req.actor!, req.params.id),
  );

  // The personnel picker (SPEC.md §3 "Personnel (picker record)"): a staff directory (employee numbers,
  // names, offices, photos), so for staff views only; a self-registered applicant holds no view.
  app.get(
    '/api/personnels/fullname',
    {
      config: { access: STAFF_VIEWS },
      schema: {
        tags,
        summary: 'Search personnel by name or employee number, for pickers',
        querystring: ZListQuery.extend({ per_page: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.personnel) }),
        response: { 200: ZPersonnelPickList },
      },
    },
    async (req, reply) => sendJson(reply, await personnel.searchPersonnel(deps, req.query.term ?? '', req.query.per_page)),
  );
  return Promise.resolve();
}
