import type { FastifyInstance, FastifyReply } from 'fastify';
import { personnelApi, VIEW_GROUPS } from '@hris/contracts';
import { createPersonnelCache } from './personnel.cache';
import * as personnel from './personnel.service';
import { sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';

// A cached answer is the same object on every hit: its JSON is written once (by the route's contract serializer),
// not per request. The reply then sends those bytes for the answer the handler returns.
const jsonOf = new WeakMap<object, string>();
function cachedJson<T extends object>(reply: FastifyReply, answer: T): T {
  let json = jsonOf.get(answer);
  if (json === undefined) {
    const written = reply.serialize(answer);
    jsonOf.set(answer, (json = typeof written === 'string' ? written : new TextDecoder().decode(written)));
  }
  const sent = json;
  reply.type('application/json; charset=utf-8').serializer(() => sent);
  return answer;
}

export default function personnelRoutes(app: FastifyInstance): Promise<void> {
  // The app's dependencies as they are when a request comes (read through), plus this module's cache.
  const deps: personnel.PersonnelDeps = Object.assign(Object.create(app.deps) as typeof app.deps, { personnelCache: createPersonnelCache(app.deps.notices) });
  const tags = ['personnel'];
  const lists = { access: ['PERSONNELS', 'JO'] as const, tags };
  const manage = { access: personnel.MANAGE_PERSONNEL, tags };
  /** Any view group at all: every staff role holds one, the applicant role none. */
  const STAFF_VIEWS = VIEW_GROUPS;

  serve(app, personnelApi.list, lists, async (req, reply) => cachedJson(reply, await personnel.listPersonnel(deps, req.actor!, req.query)));
  serve(app, personnelApi.exportList, lists, async (req, reply) => {
    const { fileName, bytes } = await personnel.exportPersonnel(deps, req.actor!, req.query);
    return sendXlsx(reply, fileName, bytes);
  });
  serve(app, personnelApi.formOptions, manage, () => personnel.createForm(deps));
  serve(app, personnelApi.one, { access: 'signed-in', tags }, (req) => personnel.getPersonnel(deps, req.actor!, req.params.id));
  serve(app, personnelApi.create, manage, (req) => personnel.createPersonnel(deps, req.actor!, req.body));
  serve(app, personnelApi.update, manage, (req) => personnel.updatePersonnel(deps, req.actor!, req.params.id, req.body));
  serve(app, personnelApi.remove, manage, (req) => personnel.deletePersonnel(deps, req.actor!, req.params.id));

  // The personnel picker (SPEC.md §3 "Personnel (picker record)"): a staff directory (employee numbers,
  // names, offices, photos), so for staff views only; a self-registered applicant holds no view.
  serve(app, personnelApi.search, { access: STAFF_VIEWS, tags }, async (req, reply) =>
    cachedJson(reply, await personnel.searchPersonnel(deps, req.query.term ?? '', req.query.per_page)),
  );
  return Promise.resolve();
}
