import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZClearanceParams,
  ZClearanceUpdate,
  ZIdParams,
  ZSeparationAnswer,
  ZSeparationBody,
  ZSeparationList,
  ZSeparationQuery,
  ZSeparationSaved,
  ZTerminalLeaveAnswer,
  ZTerminalLeaveSaved,
} from '@hris/contracts';
import { sendPdf } from '../../lib/download';
import * as offboarding from './offboarding.service';
import * as terminal from './terminal-leave';

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function offboardingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['offboarding'];
  const officers = { access: offboarding.OFFBOARD };
  // Heads read and clear their office's items; the service scopes what they see.
  const signedIn = { access: 'signed-in' as const };

  app.get(
    '/api/separations',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Separations (status, term, paging); heads see those they clear',
        querystring: ZSeparationQuery,
        response: { 200: ZSeparationList },
      },
    },
    (req) => offboarding.listSeparations(deps, req.actor!, req.query),
  );
  app.post(
    '/api/separations',
    { config: officers, schema: { tags, summary: 'Record a separation; starts the clearance', body: ZSeparationBody, response: { 200: ZSeparationSaved } } },
    (req) => offboarding.createSeparation(deps, req.actor!, req.body),
  );
  app.get(
    '/api/separations/:id',
    { config: signedIn, schema: { tags, summary: 'One separation with its clearance checklist', params: ZIdParams, response: { 200: ZSeparationAnswer } } },
    (req) => offboarding.getSeparation(deps, req.actor!, req.params.id),
  );
  app.put(
    '/api/separations/:id/clearance/:itemId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Clear an office (HR, or the head of the item’s department)',
        params: ZClearanceParams,
        body: ZClearanceUpdate,
        response: { 200: ZSeparationSaved },
      },
    },
    (req) => offboarding.updateClearance(deps, req.actor!, req.params.id, req.params.itemId, req.body),
  );
  app.post(
    '/api/separations/:id/cancel',
    { config: officers, schema: { tags, summary: 'Cancel before it takes effect', params: ZIdParams, response: { 200: ZSeparationSaved } } },
    (req) => offboarding.cancelSeparation(deps, req.actor!, req.params.id),
  );
  // Terminal leave benefits (issue 36): the computation, its PDF, and putting it in payroll once.
  app.get(
    '/api/separations/:id/terminal-leave',
    {
      config: officers,
      schema: {
        tags,
        summary: 'Terminal leave benefits: highest salary × VL and SL held × 0.0481927',
        params: ZIdParams,
        response: { 200: ZTerminalLeaveAnswer },
      },
    },
    (req) => terminal.terminalLeave(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/separations/:id/terminal-leave/pdf',
    { config: officers, schema: { tags, summary: 'Computation of Terminal Leave Benefits (PDF)', params: ZIdParams } },
    async (req, reply) => {
      const { pdf, fileName } = await terminal.terminalLeavePdf(deps, req.actor!, req.params.id);
      return sendPdf(reply, fileName, pdf);
    },
  );
  app.post(
    '/api/separations/:id/terminal-leave/payroll',
    {
      config: officers,
      schema: {
        tags,
        summary: 'Put the terminal leave benefits in the next regular payroll (once)',
        params: ZIdParams,
        response: { 200: ZTerminalLeaveSaved },
      },
    },
    (req) => terminal.addTerminalLeaveToPayroll(deps, req.actor!, req.params.id),
  );
  return Promise.resolve();
}
