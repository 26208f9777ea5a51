import type { FastifyInstance } from 'fastify';
import { propertyApi } from '@hris/contracts';
import * as counts from './count.service';
import { forgetSearches, PROPERTY_OFFICE } from './property.service';
import { sendPdf } from '../../lib/download';
import { serve } from '../../lib/serve';

/** The physical count of property (issue 23; RPCPPE and RPCSP): the supply and property office's only. */
export default function propertyCountRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  // A write to the register: this instance's search matches are forgotten before the answer leaves, so the officer's
  // next search sees it.
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400) forgetSearches(deps);
  });
  const office = { access: PROPERTY_OFFICE, tags: ['property'] };

  serve(app, propertyApi.openCount, office, (req) => counts.createCount(deps, req.actor!, req.body));
  serve(app, propertyApi.counts, office, (req) => counts.listCounts(deps, req.query));
  serve(app, propertyApi.count, office, (req) => counts.getCount(deps, req.actor!, req.params.id, req.query));
  serve(app, propertyApi.recordLine, office, (req) => counts.recordLine(deps, req.actor!, req.params.id, req.params.itemId, req.body));
  serve(app, propertyApi.closeCount, office, (req) => counts.closeCount(deps, req.actor!, req.params.id, req.body));
  serve(app, propertyApi.countDifferences, office, (req) => counts.differences(deps, req.actor!, req.params.id));
  serve(app, propertyApi.countSheet, office, async (req, reply) => {
    const { fileName, bytes } = await counts.countSheetPdf(deps, req.actor!, req.params.id);
    return sendPdf(reply, fileName, bytes, { personal: true });
  });
  serve(app, propertyApi.differencesPdf, office, async (req, reply) => {
    const { fileName, bytes } = await counts.differencesPdf(deps, req.actor!, req.params.id);
    return sendPdf(reply, fileName, bytes, { personal: true });
  });
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
