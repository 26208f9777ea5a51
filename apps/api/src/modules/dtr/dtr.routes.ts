import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDtrAnswer, ZId, ZIdParams } from '@hris/contracts';
import * as dtr from './dtr.service';
import { sendPdf } from '../../lib/download';

const ZDtrMonthQuery = z.object({
  month: z.string({ error: 'The month field is required.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be YYYY-MM, e.g. 2026-11.'),
});
const ZDepartmentParams = z.object({ departmentId: ZId });

export default function dtrRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['daily time record'];
  // Who may read whose record (own, the department head's people, HR) is decided in the service.
  const signedIn = { access: 'signed-in' as const };
  const sendForm = (reply: FastifyReply, file: { pdf: Buffer; fileName: string }) => sendPdf(reply, file.fileName, file.pdf);

  app.get(
    '/api/dtr/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A person's daily time record of a month (own, department head, or HR)",
        params: ZIdParams,
        querystring: ZDtrMonthQuery,
        response: { 200: ZDtrAnswer },
      },
    },
    (req) => dtr.getDtr(deps, req.actor!, req.params.id, req.query.month),
  );
  app.get(
    '/api/dtr/:id/form48.pdf',
    {
      config: signedIn,
      schema: { tags, summary: 'CS Form No. 48 of a person and month (two copies on one page)', params: ZIdParams, querystring: ZDtrMonthQuery },
    },
    async (req, reply) => sendForm(reply, await dtr.form48Pdf(deps, req.actor!, req.params.id, req.query.month)),
  );
  app.get(
    '/api/dtr/department/:departmentId/form48.pdf',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "CS Form No. 48 of a department's active personnel, a page each (HR or the department head)",
        params: ZDepartmentParams,
        querystring: ZDtrMonthQuery,
      },
    },
    async (req, reply) => sendForm(reply, await dtr.departmentForm48Pdf(deps, req.actor!, req.params.departmentId, req.query.month)),
  );
  return Promise.resolve();
}
