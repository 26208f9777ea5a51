import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZIssueBody,
  ZIssueSaved,
  ZMyProperty,
  ZMyPropertyDocuments,
  ZMyPropertyDocumentsQuery,
  ZPropertyDocumentAnswer,
  ZPropertyDocumentList,
  ZPropertyDocumentQuery,
  ZPropertyDocumentSaved,
  ZPropertyItemAnswer,
  ZPropertyItemBody,
  ZPropertyItemList,
  ZPropertyItemQuery,
  ZPropertyItemSaved,
  ZPropertySettings,
  ZPropertySettingsSaved,
} from '@hris/contracts';
import * as property from './property.service';
import { sendPdf } from '../../lib/download';

export default function propertyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  // A write to the register: this instance's search matches are forgotten before the answer leaves, so the officer's
  // next search sees it.
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400) property.forgetSearches(deps);
  });
  const tags = ['property'];
  const office = { access: property.PROPERTY_OFFICE };
  const own = { access: property.PROPERTY_OWN };
  // A document: its employee or a transfer's previous holder (PPTY-MR), or the property office (decided in the service).
  const either = { access: [...property.PROPERTY_OFFICE, ...property.PROPERTY_OWN] };

  app.get(
    '/api/property/settings',
    { config: office, schema: { tags, summary: 'The COA thresholds (centavos) that classify the items', response: { 200: ZPropertySettings } } },
    () => property.getSettings(deps),
  );
  app.put(
    '/api/property/settings',
    {
      config: office,
      schema: { tags, summary: 'Change the COA thresholds (items registered from now on)', body: ZPropertySettings, response: { 200: ZPropertySettingsSaved } },
    },
    (req) => property.saveSettings(deps, req.actor!, req.body),
  );
  app.post(
    '/api/property/items',
    {
      config: office,
      schema: {
        tags,
        summary: 'Register an item (classified PPE or semi-expendable by its cost)',
        body: ZPropertyItemBody,
        response: { 200: ZPropertyItemSaved },
      },
    },
    (req) => property.createItem(deps, req.actor!, req.body),
  );
  app.get(
    '/api/property/items',
    {
      config: office,
      schema: { tags, summary: 'The property register, searched and filtered', querystring: ZPropertyItemQuery, response: { 200: ZPropertyItemList } },
    },
    (req) => property.listItems(deps, req.query),
  );
  app.get(
    '/api/property/items/:id',
    { config: office, schema: { tags, summary: 'An item and the documents it was issued on', params: ZIdParams, response: { 200: ZPropertyItemAnswer } } },
    (req) => property.getItem(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/property/issues',
    {
      config: office,
      schema: { tags, summary: 'Issue items to an employee on a PAR or an ICS (by their classification)', body: ZIssueBody, response: { 200: ZIssueSaved } },
    },
    (req) => property.issue(deps, req.actor!, req.body),
  );
  app.get(
    '/api/property/documents',
    {
      config: office,
      schema: {
        tags,
        summary: 'Property documents: issues, transfers, returns and disposals',
        querystring: ZPropertyDocumentQuery,
        response: { 200: ZPropertyDocumentList },
      },
    },
    (req) => property.listDocuments(deps, req.actor!, req.query),
  );
  app.get(
    '/api/property/documents/:id',
    {
      config: either,
      schema: {
        tags,
        summary: 'A property document (PAR, ICS, PTR, ITR, PRS, RRSP, IIRUP, IIRUSP)',
        params: ZIdParams,
        response: { 200: ZPropertyDocumentAnswer },
      },
    },
    (req) => property.getDocument(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/property/documents/:id/pdf',
    { config: either, schema: { tags, summary: 'A property document printed on its COA form (PDF)', params: ZIdParams } },
    async (req, reply) => {
      const { fileName, bytes } = await property.documentPdf(deps, req.actor!, req.params.id);
      return sendPdf(reply, fileName, bytes, { personal: true });
    },
  );
  app.post(
    '/api/property/documents/:id/acknowledge',
    {
      config: own,
      schema: {
        tags,
        summary: 'Acknowledge the receipt of what was issued or transferred to me',
        params: ZIdParams,
        response: { 200: ZPropertyDocumentSaved },
      },
    },
    (req) => property.acknowledge(deps, req.actor!, req.params.id),
  );
  app.get('/api/property/mine', { config: own, schema: { tags, summary: 'What I hold now, with a summary per form', response: { 200: ZMyProperty } } }, (req) =>
    property.mine(deps, req.actor!),
  );
  app.get(
    '/api/property/mine/documents',
    {
      config: own,
      schema: {
        tags,
        summary: 'My property documents: new (to acknowledge), current, old (returned or transferred away, my return slips)',
        querystring: ZMyPropertyDocumentsQuery,
        response: { 200: ZMyPropertyDocuments },
      },
    },
    (req) => property.myDocuments(deps, req.actor!, req.query.status),
  );
  return Promise.resolve();
}
