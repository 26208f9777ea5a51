import type { FastifyInstance } from 'fastify';
import { propertyApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import { forgetSearches, PROPERTY_OFFICE } from './property.service';
import * as movements from './movements.service';

// Transfers, returns and disposals of property, and corrections of an item's condition and location (issue 23): the
// supply and property office's (PROPERTYACCOUNT).

export default function propertyMovementRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  // A write to the register: this instance's search matches are forgotten before the answer leaves, so the officer's
  // next search sees it.
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400) forgetSearches(deps);
  });
  const office = { access: PROPERTY_OFFICE, tags: ['property'] };

  serve(app, propertyApi.transfer, office, (req) => movements.transfer(deps, req.actor!, req.body));
  serve(app, propertyApi.receiveReturn, office, (req) => movements.receiveReturn(deps, req.actor!, req.body));
  serve(app, propertyApi.dispose, office, (req) => movements.dispose(deps, req.actor!, req.body));
  serve(app, propertyApi.correctItem, office, (req) => movements.correctItem(deps, req.actor!, req.params.id, req.body));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
