import type { FastifyInstance } from 'fastify';
import { propertyApi } from '@hris/contracts';
import * as property from './property.service';
import { sendPdf, sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';

export default function propertyRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  // A write to the register: this instance's search matches are forgotten before the answer leaves, so the officer's
  // next search sees it.
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400) property.forgetSearches(deps);
  });
  const tags = ['property'];
  const office = { access: property.PROPERTY_OFFICE, tags };
  const own = { access: property.PROPERTY_OWN, tags };
  // A document: its employee or a transfer's previous holder (PPTY-MR), or the property office (decided in the service).
  const either = { access: [...property.PROPERTY_OFFICE, ...property.PROPERTY_OWN], tags };

  serve(app, propertyApi.settings, office, () => property.getSettings(deps));
  serve(app, propertyApi.saveSettings, office, (req) => property.saveSettings(deps, req.actor!, req.body));
  serve(app, propertyApi.addItem, office, (req) => property.createItem(deps, req.actor!, req.body));
  serve(app, propertyApi.items, office, (req) => property.listItems(deps, req.query));
  serve(app, propertyApi.exportItems, office, async (req, reply) => {
    const { fileName, bytes } = await property.exportItems(deps, req.actor!, req.query);
    return sendXlsx(reply, fileName, bytes, { personal: true });
  });
  serve(app, propertyApi.item, office, (req) => property.getItem(deps, req.actor!, req.params.id));
  serve(app, propertyApi.issue, office, (req) => property.issue(deps, req.actor!, req.body));
  serve(app, propertyApi.documents, office, (req) => property.listDocuments(deps, req.actor!, req.query));
  serve(app, propertyApi.document, either, (req) => property.getDocument(deps, req.actor!, req.params.id));
  serve(app, propertyApi.documentPdf, either, async (req, reply) => {
    const { fileName, bytes } = await property.documentPdf(deps, req.actor!, req.params.id);
    return sendPdf(reply, fileName, bytes, { personal: true });
  });
  serve(app, propertyApi.acknowledge, own, (req) => property.acknowledge(deps, req.actor!, req.params.id));
  serve(app, propertyApi.mine, own, (req) => property.mine(deps, req.actor!));
  serve(app, propertyApi.myDocuments, own, (req) => property.myDocuments(deps, req.actor!, req.query.status));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
