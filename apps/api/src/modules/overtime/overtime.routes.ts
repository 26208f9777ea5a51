import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idField,
  ZCredits,
  ZIdParams,
  ZMakeupClassBody,
  ZMonth,
  ZOvertimeAnswer,
  ZOvertimeListQuery,
  ZOvertimeBody,
  ZOvertimeList,
  ZOvertimeSaved,
} from '@hris/contracts';
import * as credits from './credits.service';
import * as overtime from './overtime.service';
import { renderOvertimeForm } from './overtime.pdf';
import { decisionsOf, personOf } from './overtime.repo';
import { sendPdf } from '../../lib/download';

export default function overtimeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['overtime'];
  // Own, department head or office: the services decide (never the client).
  const signedIn = { access: 'signed-in' as const };
  const listQuery = ZOvertimeListQuery;
  const certificateQuery = z.object({ personnel_id: idField('personnel').optional(), month: ZMonth });

  app.get(
    '/api/overtime',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Overtime and make-up classes: mine, my department’s (heads) or everyone’s (eDATS admin; VPAA for make-up classes)',
        querystring: listQuery,
        response: { 200: ZOvertimeList },
      },
    },
    (req) => {
      const { scope, ...q } = req.query;
      return overtime.listRequests(deps, req.actor!, scope, q);
    },
  );
  app.post(
    '/api/overtime',
    {
      config: signedIn,
      schema: { tags, summary: 'File overtime for one day (department head, then HR)', body: ZOvertimeBody, response: { 201: ZOvertimeSaved } },
    },
    async (req, reply) => reply.code(201).send(await overtime.fileOvertime(deps, req.actor!, req.body)),
  );
  app.post(
    '/api/overtime/makeup-classes',
    {
      config: signedIn,
      schema: { tags, summary: 'File a make-up class (department head, then the VPAA’s office)', body: ZMakeupClassBody, response: { 201: ZOvertimeSaved } },
    },
    async (req, reply) => reply.code(201).send(await overtime.fileMakeupClass(deps, req.actor!, req.body)),
  );

  app.get(
    '/api/overtime/credits/mine',
    { config: signedIn, schema: { tags, summary: 'My compensatory overtime credits: balance and entries with expiry', response: { 200: ZCredits } } },
    (req) => credits.myCredits(deps, req.actor!),
  );
  app.get(
    '/api/overtime/credits/certificate.pdf',
    { config: signedIn, schema: { tags, summary: 'Certificate of COC Earned of a month (mine unless personnel_id is given)', querystring: certificateQuery } },
    async (req, reply) => sendPdf(reply, `coc-certificate-${req.query.month}.pdf`, await credits.certificate(deps, req.actor!, req.query)),
  );
  app.get(
    '/api/personnels/:id/compensatory-credits',
    {
      config: signedIn,
      schema: { tags, summary: 'A person’s COC balance and entries (own, head, eDATS admin)', params: ZIdParams, response: { 200: ZCredits } },
    },
    (req) => credits.creditsOfPerson(deps, req.actor!, req.params.id),
  );

  app.get(
    '/api/overtime/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One overtime or make-up class request, with the time served and the credit',
        params: ZIdParams,
        response: { 200: ZOvertimeAnswer },
      },
    },
    (req) => overtime.getRequest(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/overtime/:id/form.pdf',
    { config: signedIn, schema: { tags, summary: 'The printable overtime (or make-up class) authorization', params: ZIdParams } },
    async (req, reply) => {
      const row = await overtime.mustSee(deps, req.actor!, req.params.id);
      const person = (await personOf(deps.db, row.personnel_id))!;
      const decisions = row.approval_request_id ? await decisionsOf(deps.db, row.approval_request_id) : [];
      return sendPdf(reply, `overtime-${row.id}.pdf`, await renderOvertimeForm(deps, row, person, decisions));
    },
  );
  app.post(
    '/api/overtime/:id/compute',
    {
      config: { access: [...overtime.OVERTIME_OFFICE] },
      schema: { tags, summary: 'Work out the time served again and rewrite the credit (eDATS admin)', params: ZIdParams, response: { 200: ZOvertimeSaved } },
    },
    (req) => overtime.recompute(deps, req.actor!, req.params.id),
  );
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
