import type { FastifyInstance } from 'fastify';
import { coeApi } from '@hris/contracts';
import * as coe from './coe.service';
import { sendPdf } from '../../lib/download';
import { serve } from '../../lib/serve';

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function coeRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['certificates of employment'];
  // Every employee requests their own; whose requests a reader sees is decided in the service.
  const signedIn = { access: 'signed-in' as const, tags };

  serve(app, coeApi.request, signedIn, (req) => coe.requestCertificate(deps, req.actor!, req.body));
  serve(app, coeApi.list, signedIn, (req) => coe.listRequests(deps, req.actor!, req.query));
  serve(app, coeApi.one, signedIn, (req) => coe.getRequest(deps, req.actor!, req.params.id));
  serve(app, coeApi.issue, { access: coe.ISSUE_COE, tags }, (req) => coe.issueCertificate(deps, req.actor!, req.params.id));
  serve(app, coeApi.pdf, signedIn, async (req, reply) => {
    const { pdf, fileName } = await coe.certificatePdf(deps, req.actor!, req.params.id);
    return sendPdf(reply, fileName, pdf);
  });
  return Promise.resolve();
}
