import type { FastifyInstance, FastifyReply } from 'fastify';
import { covidApi } from '@hris/contracts';
import { sendPdf, sendUploadedFile, sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';
import { readMultipart } from '../../plugins/uploads';
import * as covid from './covid.service';

// COVID vaccination (issue 24; SPEC.md §2 /covid: vaccination, personnel, analytics, report, settings). One's own
// record: COVID. Everyone's records, verifying, the brands and the report: the health officers (COVIDHEALTH, ADMIN).
// The counts (analytics, a head's offices): COVID, narrowed in the service to the health officers and the heads.

export default function covidRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['covid'];
  const own = { access: ['COVID', 'COVIDHEALTH', 'ADMIN'] as const, tags };
  const health = { access: covid.COVID_HEALTH, tags };

  // ── Brands ──
  serve(app, covidApi.brands, own, () => covid.brands(deps));
  serve(app, covidApi.addBrand, health, (req) => covid.saveBrand(deps, req.actor!, null, req.body));
  serve(app, covidApi.editBrand, health, (req) => covid.saveBrand(deps, req.actor!, req.params.id, req.body));

  // ── My record ──
  serve(app, covidApi.mine, own, (req) => covid.mine(deps, req.actor!));
  serve(app, covidApi.addDose, own, (req) => covid.addDose(deps, req.actor!, req.body));
  serve(app, covidApi.removeDose, own, (req) => covid.removeDose(deps, req.actor!, req.params.id));
  serve(app, covidApi.exemption, own, (req) => covid.setExemption(deps, req.actor!, req.body));
  serve(app, covidApi.uploadCard, own, async (req) => {
    const { file, fileName } = await readMultipart(req, 'file');
    return covid.uploadCard(deps, req.actor!, { bytes: file, name: fileName });
  });
  serve(app, covidApi.myCard, own, async (req, reply) => sendCard(reply, await covid.card(deps, req.actor!, null)));

  // ── Counts ──
  serve(app, covidApi.myOffices, own, (req) => covid.myOffices(deps, req.actor!));
  serve(app, covidApi.analytics, own, (req) => covid.analytics(deps, req.actor!));

  // ── The health officers ──
  serve(app, covidApi.records, health, (req) => covid.list(deps, req.actor!, req.query));
  serve(app, covidApi.record, health, (req) => covid.recordFor(deps, req.actor!, req.params.id));
  serve(app, covidApi.card, health, async (req, reply) => sendCard(reply, await covid.card(deps, req.actor!, req.params.id)));
  serve(app, covidApi.verify, health, (req) => covid.verify(deps, req.actor!, req.params.id));
  serve(app, covidApi.reportXlsx, health, async (req, reply) => {
    const { bytes, fileName } = await covid.report(deps, req.actor!, req.query.department_id ?? null, 'xlsx');
    return sendXlsx(reply, fileName, bytes, { personal: true });
  });
  serve(app, covidApi.reportPdf, health, async (req, reply) => {
    const { bytes, fileName } = await covid.report(deps, req.actor!, req.query.department_id ?? null, 'pdf');
    return sendPdf(reply, fileName, bytes, { personal: true });
  });
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}

type Card = Awaited<ReturnType<typeof covid.card>>;
function sendCard(reply: FastifyReply, c: Card) {
  return sendUploadedFile(reply, c.contentType, c.fileName, c.bytes);
}
