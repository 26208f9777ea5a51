import type { FastifyInstance } from 'fastify';
import { spmsApi } from '@hris/contracts';
import { sendPdf } from '../../lib/download';
import * as settings from './settings.service';
import * as ipcr from './ipcr.service';
import { serve } from '../../lib/serve';
import { renderIpcrPdf } from './ipcr.pdf';

// SPMS (issue 24; SPEC.md §2 /spmis). The settings: the SPMIS Admin (SPMSADMIN). The IPCRs: employees and heads (SPMS);
// who may see which IPCR is decided in ipcr.service (others: 404). The rating itself is the approval decision
// (POST /api/approval-requests/:id/act with details.ratings; ipcr.rating.ts).

export default function spmsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['spms'];
  const admin = { access: ['SPMSADMIN'] as const };
  const spms = { access: ['SPMS', 'SPMSADMIN'] as const };

  serve(app, spmsApi.settings, { ...admin, tags }, () => settings.settings(deps));
  serve(app, spmsApi.addPeriod, { ...admin, tags }, (req) => settings.createPeriod(deps, req.actor!, req.body));
  serve(app, spmsApi.editPeriod, { ...admin, tags }, (req) => settings.updatePeriod(deps, req.actor!, req.params.id, req.body));
  serve(app, spmsApi.saveRatingScale, { ...admin, tags }, (req) => settings.saveScale(deps, req.actor!, req.body));
  serve(app, spmsApi.addIndicator, { ...admin, tags }, (req) => settings.createIndicator(deps, req.actor!, req.body));
  serve(app, spmsApi.editIndicator, { ...admin, tags }, (req) => settings.updateIndicator(deps, req.actor!, req.params.id, req.body));

  serve(app, spmsApi.options, { ...spms, tags }, () => settings.options(deps));
  serve(app, spmsApi.mine, { ...spms, tags }, (req) => ipcr.mine(deps, req.actor!));
  serve(app, spmsApi.office, { ...spms, tags }, (req) => ipcr.office(deps, req.actor!, req.query));
  serve(app, spmsApi.open, { ...spms, tags }, (req) => ipcr.create(deps, req.actor!, req.body.period_id));
  serve(app, spmsApi.one, { ...spms, tags }, (req) => ipcr.get(deps, req.actor!, req.params.id));
  serve(app, spmsApi.saveTargets, { ...spms, tags }, (req) => ipcr.saveTargets(deps, req.actor!, req.params.id, req.body));
  serve(app, spmsApi.commit, { ...spms, tags }, (req) => ipcr.commit(deps, req.actor!, req.params.id));
  serve(app, spmsApi.saveAccomplishments, { ...spms, tags }, (req) => ipcr.saveAccomplishments(deps, req.actor!, req.params.id, req.body));
  serve(app, spmsApi.submit, { ...spms, tags }, (req) => ipcr.submit(deps, req.actor!, req.params.id));
  serve(app, spmsApi.pdf, { ...spms, tags }, async (req, reply) => {
    const { ipcr: one } = await ipcr.get(deps, req.actor!, req.params.id);
    return sendPdf(reply, `IPCR ${one.employee} ${one.period.name}.pdf`, await renderIpcrPdf(deps, one), { personal: true });
  });
  return Promise.resolve();
}
