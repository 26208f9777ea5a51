import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDisposalBody, ZIdParams, ZPropertyDocumentSaved, ZPropertyItemPatch, ZPropertyItemSaved, ZReturnBody, ZTransferBody } from '@hris/contracts';
import { forgetSearches, PROPERTY_OFFICE } from './property.service';
import * as movements from './movements.service';

// Transfers, returns and disposals of property, and corrections of an item's condition and location (issue 23): the
// supply and property office's (PROPERTYACCOUNT).

export default function propertyMovementRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  // A write to the register: this instance's search matches are forgotten before the answer leaves, so the officer's
  // next search sees it.
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400) forgetSearches(deps);
  });
  const tags = ['property'];
  const office = { access: PROPERTY_OFFICE };

  app.post(
    '/api/property/transfers',
    {
      config: office,
      schema: {
        tags,
        summary: 'Transfer items one employee holds to another on a PTR or an ITR (by their classification)',
        body: ZTransferBody,
        response: { 200: ZPropertyDocumentSaved },
      },
    },
    (req) => movements.transfer(deps, req.actor!, req.body),
  );
  app.post(
    '/api/property/returns',
    {
      config: office,
      schema: {
        tags,
        summary: 'Receive items one employee returns, on a PRS or an RRSP, with the condition of each',
        body: ZReturnBody,
        response: { 200: ZPropertyDocumentSaved },
      },
    },
    (req) => movements.receiveReturn(deps, req.actor!, req.body),
  );
  app.post(
    '/api/property/disposals',
    {
      config: office,
      schema: {
        tags,
        summary: 'Dispose of unserviceable items in stock on an IIRUP or an IIRUSP',
        body: ZDisposalBody,
        response: { 200: ZPropertyDocumentSaved },
      },
    },
    (req) => movements.dispose(deps, req.actor!, req.body),
  );
  app.patch(
    '/api/property/items/:id',
    {
      config: office,
      schema: {
        tags,
        summary: "Correct an item's condition or location",
        params: ZIdParams,
        body: ZPropertyItemPatch,
        response: { 200: ZPropertyItemSaved },
      },
    },
    (req) => movements.correctItem(deps, req.actor!, req.params.id, req.body),
  );
  return Promise.resolve();
}
