import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId, ZIdParams, ZMessage, ZPdsAnswer, ZPdsEntrySaved, ZPdsSection, ZPdsSectionSaved, ZPdsSubmitted } from '@hris/contracts';
import * as pds from './pds.service';
import * as checking from './pds-checking.service';
import * as print from './pds-print.service';
import { sendPdf, sendXlsx } from '../../lib/download';

// The Personal Data Sheet of one person: SPEC.md §7 "PUT /api/personnels/{id}[/{sub}]", one
// {sub} per section of CS Form 212 (packages/contracts/src/pds.ts).

const ZSectionParams = ZIdParams.extend({ section: ZPdsSection });
const ZEntryParams = ZSectionParams.extend({ entryId: ZId });
const ZVersion = z.object({ version: z.enum(['current', 'verified']).optional() });
// The section's own zod schema validates in the service (one schema per section); here any object.
const ZSectionBody = z.record(z.string(), z.unknown(), { error: "Send the section's fields as an object." });
const owner = { access: 'signed-in' as const };

export default function pdsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['personal data sheet'];

  app.get(
    '/api/personnels/:id/pds',
    { config: owner, schema: { tags, summary: 'The PDS (its owner, PERSONNELS or PDS-CHECKING)', params: ZIdParams, response: { 200: ZPdsAnswer } } },
    (req) => pds.getPds(deps, req.actor!, req.params.id),
  );
  app.put(
    '/api/personnels/:id/:section',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Save a one-off section (personal, family, questions, references, government_id)',
        params: ZSectionParams,
        body: ZSectionBody,
        response: { 200: ZPdsSectionSaved },
      },
    },
    (req) => pds.saveSingleSection(deps, req.actor!, req.params.id, req.params.section, req.body),
  );
  app.post(
    '/api/personnels/:id/:section',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Add an entry to a list section (educbackground, workexp, training…)',
        params: ZSectionParams,
        body: ZSectionBody,
        response: { 200: ZPdsEntrySaved },
      },
    },
    (req) => pds.addEntry(deps, req.actor!, req.params.id, req.params.section, req.body),
  );
  app.put(
    '/api/personnels/:id/:section/:entryId',
    { config: owner, schema: { tags, summary: 'Edit an entry', params: ZEntryParams, body: ZSectionBody, response: { 200: ZPdsEntrySaved } } },
    (req) => pds.updateEntry(deps, req.actor!, req.params.id, req.params.section, req.params.entryId, req.body),
  );
  app.delete(
    '/api/personnels/:id/:section/:entryId',
    { config: owner, schema: { tags, summary: 'Remove an entry and its documents', params: ZEntryParams, response: { 200: ZMessage } } },
    (req) => pds.deleteEntry(deps, req.actor!, req.params.id, req.params.section, req.params.entryId),
  );
  app.post(
    '/api/personnels/:id/pds/submit',
    { config: owner, schema: { tags, summary: 'Send the changed PDS to HR for verification', params: ZIdParams, response: { 200: ZPdsSubmitted } } },
    (req) => checking.submitPds(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/personnels/:id/pds/pdf',
    { config: owner, schema: { tags, summary: 'The PDS printed on CS Form 212 (verified copy by default)', params: ZIdParams, querystring: ZVersion } },
    async (req, reply) => {
      const { bytes, filename } = await print.pdsPdf(deps, req.actor!, req.params.id, req.query.version);
      return sendPdf(reply, filename, bytes, { personal: true });
    },
  );
  app.get(
    '/api/personnels/:id/pds/excel',
    { config: owner, schema: { tags, summary: 'The PDS as a spreadsheet', params: ZIdParams, querystring: ZVersion } },
    async (req, reply) => {
      const { bytes, filename } = await print.pdsExcel(deps, req.actor!, req.params.id, req.query.version);
      return sendXlsx(reply, filename, bytes, { personal: true });
    },
  );
  return Promise.resolve();
}
