import type { FastifyInstance } from 'fastify';
import { overtimeApi } from '@hris/contracts';
import * as credits from './credits.service';
import * as overtime from './overtime.service';
import { renderOvertimeForm } from './overtime.pdf';
import { decisionsOf, personOf } from './overtime.repo';
import { sendPdf } from '../../lib/download';
import { serve } from '../../lib/serve';

export default function overtimeRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['overtime'];
  // Own, department head or office: the services decide (never the client).
  const signedIn = { access: 'signed-in' as const, tags };

  serve(app, overtimeApi.list, signedIn, (req) => {
    const { scope, ...q } = req.query;
    return overtime.listRequests(deps, req.actor!, scope, q);
  });
  serve(app, overtimeApi.file, signedIn, (req, reply) => {
    reply.code(201);
    return overtime.fileOvertime(deps, req.actor!, req.body);
  });
  serve(app, overtimeApi.fileMakeupClass, signedIn, (req, reply) => {
    reply.code(201);
    return overtime.fileMakeupClass(deps, req.actor!, req.body);
  });

  serve(app, overtimeApi.myCredits, signedIn, (req) => credits.myCredits(deps, req.actor!));
  serve(app, overtimeApi.certificate, signedIn, async (req, reply) =>
    sendPdf(reply, `coc-certificate-${req.query.month}.pdf`, await credits.certificate(deps, req.actor!, req.query)),
  );
  serve(app, overtimeApi.creditsOf, signedIn, (req) => credits.creditsOfPerson(deps, req.actor!, req.params.id));

  serve(app, overtimeApi.one, signedIn, (req) => overtime.getRequest(deps, req.actor!, req.params.id));
  serve(app, overtimeApi.form, signedIn, async (req, reply) => {
    const row = await overtime.mustSee(deps, req.actor!, req.params.id);
    const person = (await personOf(deps.db, row.personnel_id))!;
    const decisions = row.approval_request_id ? await decisionsOf(deps.db, row.approval_request_id) : [];
    return sendPdf(reply, `overtime-${row.id}.pdf`, await renderOvertimeForm(deps, row, person, decisions));
  });
  serve(app, overtimeApi.compute, { access: [...overtime.OVERTIME_OFFICE], tags }, (req) => overtime.recompute(deps, req.actor!, req.params.id));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
