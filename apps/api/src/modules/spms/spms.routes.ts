import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZIpcrAccomplishmentsBody,
  ZIpcrAnswer,
  ZIpcrCreateBody,
  ZIpcrList,
  ZIpcrOfficeQuery,
  ZIpcrSaved,
  ZIpcrTargetsBody,
  ZRatingScaleBody,
  ZRatingScaleSaved,
  ZSpmsOptions,
  ZSpmsPeriodBody,
  ZSpmsPeriodSaved,
  ZSuccessIndicatorBody,
  ZSuccessIndicatorSaved,
} from '@hris/contracts';
import { sendPdf } from '../../lib/download';
import * as settings from './settings.service';
import * as ipcr from './ipcr.service';
import { renderIpcrPdf } from './ipcr.pdf';

// SPMS (issue 24; SPEC.md §2 /spmis). The settings: the SPMIS Admin (SPMSADMIN). The IPCRs: employees and heads (SPMS);
// who may see which IPCR is decided in ipcr.service (others: 404). The rating itself is the approval decision
// (POST /api/approval-requests/:id/act with details.ratings; ipcr.rating.ts).

export default function spmsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['spms'];
  const admin = { access: ['SPMSADMIN'] as const };
  const spms = { access: ['SPMS', 'SPMSADMIN'] as const };

  app.get(
    '/api/spmis/settings',
    { config: admin, schema: { tags, summary: 'Periods, MFOs, every success indicator, the rating scale', response: { 200: ZSpmsOptions } } },
    () => settings.settings(deps),
  );
  app.post(
    '/api/spmis/periods',
    { config: admin, schema: { tags, summary: 'Add a rating period', body: ZSpmsPeriodBody, response: { 200: ZSpmsPeriodSaved } } },
    (req) => settings.createPeriod(deps, req.actor!, req.body),
  );
  app.put(
    '/api/spmis/periods/:id',
    { config: admin, schema: { tags, summary: 'Change a rating period', params: ZIdParams, body: ZSpmsPeriodBody, response: { 200: ZSpmsPeriodSaved } } },
    (req) => settings.updatePeriod(deps, req.actor!, req.params.id, req.body),
  );
  app.put(
    '/api/spmis/rating-scale',
    {
      config: admin,
      schema: { tags, summary: 'Save the rating scale (five ratings covering 1.000–5.000)', body: ZRatingScaleBody, response: { 200: ZRatingScaleSaved } },
    },
    (req) => settings.saveScale(deps, req.actor!, req.body),
  );
  app.post(
    '/api/spmis/success-indicators',
    {
      config: admin,
      schema: { tags, summary: 'Add a success indicator under an MFO', body: ZSuccessIndicatorBody, response: { 200: ZSuccessIndicatorSaved } },
    },
    (req) => settings.createIndicator(deps, req.actor!, req.body),
  );
  app.put(
    '/api/spmis/success-indicators/:id',
    {
      config: admin,
      schema: { tags, summary: 'Change a success indicator', params: ZIdParams, body: ZSuccessIndicatorBody, response: { 200: ZSuccessIndicatorSaved } },
    },
    (req) => settings.updateIndicator(deps, req.actor!, req.params.id, req.body),
  );

  app.get(
    '/api/spmis/options',
    { config: spms, schema: { tags, summary: 'What the IPCR form offers: periods, MFOs, success indicators, the scale', response: { 200: ZSpmsOptions } } },
    () => settings.options(deps),
  );
  app.get('/api/spmis/ipcrs/mine', { config: spms, schema: { tags, summary: 'My IPCRs, newest period first', response: { 200: ZIpcrList } } }, (req) =>
    ipcr.mine(deps, req.actor!),
  );
  app.get(
    '/api/spmis/ipcrs/office',
    {
      config: spms,
      schema: { tags, summary: 'The IPCRs of the offices I head (or stand in for), for a period', querystring: ZIpcrOfficeQuery, response: { 200: ZIpcrList } },
    },
    (req) => ipcr.office(deps, req.actor!, req.query.period_id),
  );
  app.post(
    '/api/spmis/ipcrs',
    { config: spms, schema: { tags, summary: 'Open my IPCR for a period', body: ZIpcrCreateBody, response: { 200: ZIpcrSaved } } },
    (req) => ipcr.create(deps, req.actor!, req.body.period_id),
  );
  app.get(
    '/api/spmis/ipcrs/:id',
    { config: spms, schema: { tags, summary: 'One IPCR with its targets and ratings', params: ZIdParams, response: { 200: ZIpcrAnswer } } },
    (req) => ipcr.get(deps, req.actor!, req.params.id),
  );
  app.put(
    '/api/spmis/ipcrs/:id/targets',
    {
      config: spms,
      schema: { tags, summary: 'Set my targets (weights adding up to 100)', params: ZIdParams, body: ZIpcrTargetsBody, response: { 200: ZIpcrSaved } },
    },
    (req) => ipcr.saveTargets(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/spmis/ipcrs/:id/commit',
    { config: spms, schema: { tags, summary: 'Commit to my targets (my head is told)', params: ZIdParams, response: { 200: ZIpcrSaved } } },
    (req) => ipcr.commit(deps, req.actor!, req.params.id),
  );
  app.put(
    '/api/spmis/ipcrs/:id/accomplishments',
    {
      config: spms,
      schema: { tags, summary: 'File my actual accomplishments', params: ZIdParams, body: ZIpcrAccomplishmentsBody, response: { 200: ZIpcrSaved } },
    },
    (req) => ipcr.saveAccomplishments(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/spmis/ipcrs/:id/submit',
    { config: spms, schema: { tags, summary: 'Submit my IPCR for rating (the chain starts)', params: ZIdParams, response: { 200: ZIpcrSaved } } },
    (req) => ipcr.submit(deps, req.actor!, req.params.id),
  );
  app.get('/api/spmis/ipcrs/:id/pdf', { config: spms, schema: { tags, summary: 'The IPCR on the CSC form (PDF)', params: ZIdParams } }, async (req, reply) => {
    const { ipcr: one } = await ipcr.get(deps, req.actor!, req.params.id);
    return sendPdf(reply, `IPCR ${one.employee} ${one.period.name}.pdf`, await renderIpcrPdf(deps, one), { personal: true });
  });
  return Promise.resolve();
}
