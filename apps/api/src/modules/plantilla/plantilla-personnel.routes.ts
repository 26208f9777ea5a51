import type { FastifyInstance } from 'fastify';
import { plantillaApi } from '@hris/contracts';
import { acceptsGzip } from '../../lib/kept-answer';
import { serve } from '../../lib/serve';
import { createPlantillaCache } from './plantilla-personnel.cache';
import { startPlantillaFile } from './plantilla-personnel.job';
import * as personnel from './plantilla-personnel.service';

export default function plantillaPersonnelRoutes(app: FastifyInstance): Promise<void> {
  const deps: personnel.PlantillaDeps = Object.assign(Object.create(app.deps) as typeof app.deps, { plantillaCache: createPlantillaCache(app.deps.notices) });
  // The plantilla pages are the HRMO's (SPEC.md §6: PLANTILLA).
  const hrmo = { access: ['PLANTILLA'] as const, tags: ['plantilla'] };

  serve(app, plantillaApi.personnel, hrmo, async (req, reply) => {
    // Sent as the bytes the service keeps (written by this route's serializer when they were made), gzipped to a browser.
    const page = await personnel.listPersonnel(deps, req.actor!, req.query, (answer) => reply.serialize(answer));
    const sent = reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    // The reply is the answer, already serialized by the answer's schema: the handler answers it, not the JSON.
    if (!acceptsGzip(req.headers['accept-encoding'])) return sent.send(page.json);
    return sent.header('content-encoding', 'gzip').send(page.gzip);
  });
  // Every line of the university, read and drawn as a job (plantilla-personnel.job.ts): the answer is 202 with it.
  serve(app, plantillaApi.personnelExport, hrmo, (req) => startPlantillaFile(deps, req.actor!, 'xlsx', req.body));
  serve(app, plantillaApi.personnelPdf, hrmo, (req) => startPlantillaFile(deps, req.actor!, 'pdf', req.body));
  serve(app, plantillaApi.addPersonnelItem, hrmo, (req) => personnel.createPersonnelItem(deps, req.actor!, req.body));
  serve(app, plantillaApi.report, hrmo, (req) => personnel.report(deps, req.query));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
