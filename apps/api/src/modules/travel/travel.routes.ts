import type { FastifyInstance } from 'fastify';
import { travelApi } from '@hris/contracts';
import * as travel from './travel.service';
import { sendPdf, sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';

export default function travelRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['official business travel'];
  // Who may see whose travels (own, the head's department, the office's everyone) is decided in the service.
  const signedIn = { access: 'signed-in' as const, tags };

  serve(app, travelApi.list, signedIn, (req) => travel.listTravels(deps, req.actor!, req.query));
  // The attendance office's export (eDATS → Official business travel).
  serve(app, travelApi.export, { access: ['EDATSADMIN'], tags }, async (req, reply) => {
    const { fileName, bytes } = await travel.exportTravels(deps, req.actor!, req.query);
    return sendXlsx(reply, fileName, bytes);
  });
  serve(app, travelApi.file, signedIn, (req) => travel.fileTravel(deps, req.actor!, req.body));
  serve(app, travelApi.one, signedIn, (req) => travel.getTravel(deps, req.actor!, req.params.id));
  serve(app, travelApi.order, signedIn, async (req, reply) => {
    const { pdf, fileName } = await travel.travelOrderPdf(deps, req.actor!, req.params.id);
    return sendPdf(reply, fileName, pdf);
  });
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
