import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCovidAnalytics,
  ZCovidHeadOffices,
  ZCovidReportQuery,
  ZDoseBody,
  ZExemptionBody,
  ZIdParams,
  ZVaccinationAnswer,
  ZVaccinationList,
  ZVaccinationQuery,
  ZVaccinationSaved,
  ZVaccineBrandBody,
  ZVaccineBrandList,
  ZVaccineBrandSaved,
} from '@hris/contracts';
import { sendPdf, sendUploadedFile, sendXlsx } from '../../lib/download';
import { readMultipart } from '../../plugins/uploads';
import * as covid from './covid.service';

// COVID vaccination (issue 24; SPEC.md §2 /covid: vaccination, personnel, analytics, report, settings). One's own
// record: COVID. Everyone's records, verifying, the brands and the report: the health officers (COVIDHEALTH, ADMIN).
// The counts (analytics, a head's offices): COVID, narrowed in the service to the health officers and the heads.

export default function covidRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['covid'];
  const own = { access: ['COVID', 'COVIDHEALTH', 'ADMIN'] as const };
  const health = { access: covid.COVID_HEALTH };

  // ── Brands ──
  app.get(
    '/api/covid/brands',
    { config: own, schema: { tags, summary: 'The vaccine brands and the doses each needs', response: { 200: ZVaccineBrandList } } },
    () => covid.brands(deps),
  );
  app.post(
    '/api/covid/brands',
    { config: health, schema: { tags, summary: 'Add a vaccine brand', body: ZVaccineBrandBody, response: { 200: ZVaccineBrandSaved } } },
    (req) => covid.saveBrand(deps, req.actor!, null, req.body),
  );
  app.put(
    '/api/covid/brands/:id',
    {
      config: health,
      schema: {
        tags,
        summary: 'Change a brand, its doses for "fully vaccinated", or retire it',
        params: ZIdParams,
        body: ZVaccineBrandBody,
        response: { 200: ZVaccineBrandSaved },
      },
    },
    (req) => covid.saveBrand(deps, req.actor!, req.params.id, req.body),
  );

  // ── My record ──
  app.get('/api/covid/vaccination', { config: own, schema: { tags, summary: 'My vaccination record', response: { 200: ZVaccinationAnswer } } }, (req) =>
    covid.mine(deps, req.actor!),
  );
  app.post(
    '/api/covid/vaccination/doses',
    { config: own, schema: { tags, summary: 'Record a dose (or a booster) of mine', body: ZDoseBody, response: { 200: ZVaccinationSaved } } },
    (req) => covid.addDose(deps, req.actor!, req.body),
  );
  app.delete(
    '/api/covid/vaccination/doses/:id',
    { config: own, schema: { tags, summary: 'Remove my last dose of a series', params: ZIdParams, response: { 200: ZVaccinationSaved } } },
    (req) => covid.removeDose(deps, req.actor!, req.params.id),
  );
  app.put(
    '/api/covid/vaccination/exemption',
    { config: own, schema: { tags, summary: 'Declare or withdraw my medical exemption', body: ZExemptionBody, response: { 200: ZVaccinationSaved } } },
    (req) => covid.setExemption(deps, req.actor!, req.body),
  );
  app.post(
    '/api/covid/vaccination/card',
    { config: own, schema: { tags, summary: 'Upload my vaccination card (PDF, PNG or JPEG, 3 MB)', response: { 200: ZVaccinationSaved } } },
    async (req) => {
      const { file, fileName } = await readMultipart(req, 'file');
      return covid.uploadCard(deps, req.actor!, { bytes: file, name: fileName });
    },
  );
  app.get('/api/covid/vaccination/card', { config: own, schema: { tags, summary: 'My vaccination card' } }, async (req, reply) =>
    sendCard(reply, await covid.card(deps, req.actor!, null)),
  );

  // ── Counts ──
  app.get(
    '/api/covid/offices',
    { config: own, schema: { tags, summary: 'The counts of the offices I head (no names)', response: { 200: ZCovidHeadOffices } } },
    (req) => covid.myOffices(deps, req.actor!),
  );
  app.get(
    '/api/covid/analytics',
    {
      config: own,
      schema: {
        tags,
        summary: 'Shares vaccinated and boosted per office and campus, doses per month (health officers; heads: their offices)',
        response: { 200: ZCovidAnalytics },
      },
    },
    (req) => covid.analytics(deps, req.actor!),
  );

  // ── The health officers ──
  app.get(
    '/api/covid/records',
    {
      config: health,
      schema: { tags, summary: "Everyone's vaccination status (audited)", querystring: ZVaccinationQuery, response: { 200: ZVaccinationList } },
    },
    (req) => covid.list(deps, req.actor!, req.query),
  );
  app.get(
    '/api/covid/records/:id',
    { config: health, schema: { tags, summary: "A person's vaccination record (audited)", params: ZIdParams, response: { 200: ZVaccinationAnswer } } },
    (req) => covid.recordFor(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/covid/records/:id/card',
    { config: health, schema: { tags, summary: "A person's vaccination card (audited)", params: ZIdParams } },
    async (req, reply) => sendCard(reply, await covid.card(deps, req.actor!, req.params.id)),
  );
  app.post(
    '/api/covid/records/:id/verify',
    { config: health, schema: { tags, summary: "Verify a person's record (never one's own)", params: ZIdParams, response: { 200: ZVaccinationSaved } } },
    (req) => covid.verify(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/covid/report.xlsx',
    { config: health, schema: { tags, summary: 'The counts and lists as a workbook (audited)', querystring: ZCovidReportQuery } },
    async (req, reply) => {
      const { bytes, fileName } = await covid.report(deps, req.actor!, req.query.department_id ?? null, 'xlsx');
      return sendXlsx(reply, fileName, bytes, { personal: true });
    },
  );
  app.get(
    '/api/covid/report.pdf',
    { config: health, schema: { tags, summary: 'The counts and lists as an A4 PDF (audited)', querystring: ZCovidReportQuery } },
    async (req, reply) => {
      const { bytes, fileName } = await covid.report(deps, req.actor!, req.query.department_id ?? null, 'pdf');
      return sendPdf(reply, fileName, bytes, { personal: true });
    },
  );
  return Promise.resolve();
}

type Card = Awaited<ReturnType<typeof covid.card>>;
function sendCard(reply: Parameters<typeof sendPdf>[0], c: Card) {
  return sendUploadedFile(reply, c.contentType, c.fileName, c.bytes);
}
