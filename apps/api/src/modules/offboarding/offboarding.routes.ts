import type { FastifyInstance } from 'fastify';
import { offboardingApi } from '@hris/contracts';
import { sendPdf } from '../../lib/download';
import { serve } from '../../lib/serve';
import * as offboarding from './offboarding.service';
import * as terminal from './terminal-leave';

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function offboardingRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['offboarding'];
  const officers = { access: offboarding.OFFBOARD, tags };
  // Heads read and clear their office's items; the service scopes what they see.
  const signedIn = { access: 'signed-in' as const, tags };

  serve(app, offboardingApi.list, signedIn, (req) => offboarding.listSeparations(deps, req.actor!, req.query));
  serve(app, offboardingApi.record, officers, (req) => offboarding.createSeparation(deps, req.actor!, req.body));
  serve(app, offboardingApi.one, signedIn, (req) => offboarding.getSeparation(deps, req.actor!, req.params.id));
  serve(app, offboardingApi.clear, signedIn, (req) => offboarding.updateClearance(deps, req.actor!, req.params.id, req.params.itemId, req.body));
  serve(app, offboardingApi.cancel, officers, (req) => offboarding.cancelSeparation(deps, req.actor!, req.params.id));
  // Terminal leave benefits (issue 36): the computation, its PDF, and putting it in payroll once.
  serve(app, offboardingApi.terminalLeave, officers, (req) => terminal.terminalLeave(deps, req.actor!, req.params.id));
  serve(app, offboardingApi.terminalLeavePdf, officers, async (req, reply) => {
    const { pdf, fileName } = await terminal.terminalLeavePdf(deps, req.actor!, req.params.id);
    return sendPdf(reply, fileName, pdf);
  });
  serve(app, offboardingApi.terminalLeaveToPayroll, officers, (req) => terminal.addTerminalLeaveToPayroll(deps, req.actor!, req.params.id));
  return Promise.resolve();
}
