import type { FastifyInstance } from 'fastify';
import { memorandaApi } from '@hris/contracts';
import { sendUploadedFile, sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';
import * as memoranda from './memoranda.service';

// Memorandum circulars (issue 24; SPEC.md §2 /memorandum_circular). Reading, the PDF and the acknowledgment: any
// signed-in staff user, for the memoranda addressed to them (others: 404); issuing, editing, withdrawing, the issued
// list and the readers' report: the issuers (MEMORANDA).

export default function memorandaRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['memoranda'];
  const anyone = { access: 'signed-in' as const, tags };
  const issuers = { access: memoranda.MEMORANDA_ISSUERS, tags };

  serve(app, memorandaApi.mine, anyone, (req) => memoranda.mine(deps, req.actor!, req.query));
  serve(app, memorandaApi.issued, issuers, (req) => memoranda.issued(deps, req.actor!, req.query));
  serve(app, memorandaApi.audienceOptions, issuers, () => memoranda.audienceOptions(deps));
  serve(app, memorandaApi.issue, issuers, (req) => memoranda.issue(deps, req.actor!, req.body));
  serve(app, memorandaApi.one, anyone, (req) => memoranda.open(deps, req.actor!, req.params.id));
  serve(app, memorandaApi.file, anyone, async (req, reply) => {
    const { bytes, fileName } = await memoranda.file(deps, req.actor!, req.params.id);
    return sendUploadedFile(reply, 'application/pdf', fileName, bytes);
  });
  serve(app, memorandaApi.acknowledge, anyone, (req) => memoranda.acknowledge(deps, req.actor!, req.params.id));
  serve(app, memorandaApi.edit, issuers, (req) => memoranda.update(deps, req.actor!, req.params.id, req.body));
  serve(app, memorandaApi.withdraw, issuers, (req) => memoranda.withdraw(deps, req.actor!, req.params.id));
  serve(app, memorandaApi.readers, issuers, (req) => memoranda.report(deps, req.actor!, req.params.id, req.query));
  serve(app, memorandaApi.exportReaders, issuers, async (req, reply) => {
    const { bytes, fileName } = await memoranda.reportWorkbook(deps, req.actor!, req.params.id, req.query);
    return sendXlsx(reply, fileName, bytes, { personal: true });
  });
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
