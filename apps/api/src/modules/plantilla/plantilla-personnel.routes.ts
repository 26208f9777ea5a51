import type { FastifyInstance } from 'fastify';
import { plantillaApi } from '@hris/contracts';
import { sendPdf, sendXlsx } from '../../lib/download';
import { acceptsGzip } from '../../lib/kept-answer';
import { serve } from '../../lib/serve';
import { manilaDay } from '../../lib/workbook';
import { createPlantillaCache } from './plantilla-personnel.cache';
import { plantillaWorkbook } from './plantilla-personnel.export';
import { renderPlantillaPdf } from './plantilla-personnel.pdf';
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
  serve(app, plantillaApi.personnelExport, hrmo, async (req, reply) => {
    const { lines } = await personnel.allLines(deps, req.actor!, req.query, 'plantilla of personnel (Excel)');
    const now = deps.clock.now();
    return sendXlsx(reply, `plantilla-of-personnel-${manilaDay(now)}.xlsx`, await plantillaWorkbook(lines, now), { personal: true });
  });
  serve(app, plantillaApi.personnelPdf, hrmo, async (req, reply) => {
    const { lines, offices, today } = await personnel.allLines(deps, req.actor!, req.query, 'plantilla of personnel (PDF)');
    return sendPdf(reply, `plantilla-of-personnel-${today}.pdf`, await renderPlantillaPdf(deps, lines, offices, today), { personal: true });
  });
  serve(app, plantillaApi.addPersonnelItem, hrmo, (req) => personnel.createPersonnelItem(deps, req.actor!, req.body));
  serve(app, plantillaApi.report, hrmo, (req) => personnel.report(deps, req.query));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
