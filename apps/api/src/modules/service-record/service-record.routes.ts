import type { FastifyInstance } from 'fastify';
import { serviceRecordApi } from '@hris/contracts';
import * as serviceRecord from './service-record.service';
import { sendPdf } from '../../lib/download';
import { serve } from '../../lib/serve';

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function serviceRecordRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['service record'];
  // The owner reads their own record; the service decides whose else a reader may see.
  const signedIn = { access: 'signed-in' as const, tags };
  const manage = { access: serviceRecord.MANAGE_SERVICE_RECORD, tags };

  serve(app, serviceRecordApi.record, signedIn, (req) => serviceRecord.getServiceRecord(deps, req.actor!, req.params.id));
  serve(app, serviceRecordApi.addLine, manage, (req) => serviceRecord.addLine(deps, req.actor!, req.params.id, req.body));
  serve(app, serviceRecordApi.generate, manage, (req) => serviceRecord.generateFromPds(deps, req.actor!, req.params.id));
  serve(app, serviceRecordApi.editLine, manage, (req) => serviceRecord.updateLine(deps, req.actor!, req.params.id, req.params.lineId, req.body));
  serve(app, serviceRecordApi.removeLine, manage, (req) => serviceRecord.deleteLine(deps, req.actor!, req.params.id, req.params.lineId));
  serve(app, serviceRecordApi.pdf, signedIn, async (req, reply) => {
    const { pdf, fileName } = await serviceRecord.serviceRecordPdf(deps, req.actor!, req.params.id);
    return sendPdf(reply, fileName, pdf);
  });
  return Promise.resolve();
}
