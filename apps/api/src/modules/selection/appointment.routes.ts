import type { FastifyInstance } from 'fastify';
import { selectionApi as api } from '@hris/contracts';
import * as appointment from './appointment.service';
import { sendPdf } from '../../lib/download';
import { serve } from '../../lib/serve';

export default function appointmentRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const appointing = { access: appointment.APPOINTING, tags: ['selection and appointment'] };

  serve(app, api.select, appointing, (req) => appointment.select(deps, req.actor!, req.params.id));
  serve(app, api.appoint, appointing, (req) => appointment.appoint(deps, req.actor!, req.params.id, req.body));
  serve(app, api.rai, appointing, (req) => appointment.rai(deps, req.query.month));
  serve(app, api.raiPdf, appointing, async (req, reply) => {
    const { pdf, fileName } = await appointment.raiPdf(deps, req.query.month);
    return sendPdf(reply, fileName, pdf);
  });
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
