import type { FastifyInstance } from 'fastify';
import { salaryNoticesApi } from '@hris/contracts';
import { hasAnyView } from '../../lib/actor';
import { sendPdf } from '../../lib/download';
import { serve } from '../../lib/serve';
import { renderNosa, renderNosi } from './salary-notices.pdf';
import * as notices from './salary-notices.service';
import * as steps from './step-increments.service';
import { startApplyingTranche, startPrintingTranche } from './salary-notices-tranche.job';

const fileName = (kind: string, who: string, date: string) => `${kind}-${who.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${date}.pdf`;

export default function salaryNoticesRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['salary notices'];
  const hr = { access: notices.ISSUE_NOTICES, tags };
  // An employee's own notices; whose a notice is (its employee's once issued, or HR's any) is decided in the service.
  const signedIn = { access: 'signed-in' as const, tags };

  // ——— Tranches ———
  serve(app, salaryNoticesApi.tranches, hr, (req) => notices.listTranches(deps, req.actor!));
  // Long work as jobs (issue 42): 202 with the job; the bell tells the asker at the end.
  serve(app, salaryNoticesApi.applyTranche, hr, (req) => startApplyingTranche(deps, req.actor!, req.params.effective_date));
  serve(app, salaryNoticesApi.printTranche, hr, (req) => startPrintingTranche(deps, req.actor!, req.params.effective_date, req.body));

  // ——— NOSA ———
  serve(app, salaryNoticesApi.nosas, hr, (req) => notices.listNosa(deps, req.query));
  serve(app, salaryNoticesApi.issueNosas, hr, (req) => notices.issueNosa(deps, req.actor!, req.body));
  // One office's notices, drawn in the request (a few hundred pages at most); the whole tranche's is the job above.
  serve(app, salaryNoticesApi.officeNosaPdf, hr, async (req, reply) => {
    const list = await notices.officeNosa(deps, req.actor!, req.query);
    return sendPdf(reply, `nosa-${list[0]!.personnel.department?.acronym ?? 'office'}-${req.query.effective_date}.pdf`, await renderNosa(deps, list), {
      personal: true,
    });
  });
  serve(app, salaryNoticesApi.nosaPdf, signedIn, async (req, reply) => {
    const { personnel_id: _, ...nosa } = await notices.mustSeeNosa(deps, req.actor!, req.params.id);
    return sendPdf(reply, fileName('nosa', nosa.personnel.fullname, nosa.effective_date), await renderNosa(deps, [nosa]), { personal: true });
  });
  serve(app, salaryNoticesApi.acknowledgeNosa, signedIn, (req) => notices.acknowledgeNosa(deps, req.actor!, req.params.id));

  // ——— NOSI ———
  serve(app, salaryNoticesApi.nosiDue, hr, (req) => steps.dueList(deps, req.query));
  serve(app, salaryNoticesApi.nosis, hr, (req) => steps.listNosi(deps, req.query));
  serve(app, salaryNoticesApi.issueNosi, hr, (req) => steps.issueNosi(deps, req.actor!, req.body.personnel_id));
  serve(app, salaryNoticesApi.nosiPdf, signedIn, async (req, reply) => {
    const { personnel_id: _, ...nosi } = await steps.mustSeeNosi(deps, req.actor!, req.params.id, hasAnyView(req.actor!, notices.ISSUE_NOTICES));
    return sendPdf(reply, fileName('nosi', nosi.personnel.fullname, nosi.effective_date), await renderNosi(deps, nosi), { personal: true });
  });
  serve(app, salaryNoticesApi.acknowledgeNosi, signedIn, (req) => steps.acknowledgeNosi(deps, req.actor!, req.params.id));

  // ——— Mine ———
  serve(app, salaryNoticesApi.mine, signedIn, (req) => notices.mySalaryNotices(deps, req.actor!));

  // ——— The step increment's inputs HR records ———
  serve(app, salaryNoticesApi.stepIncrement, hr, async (req) => ({ step_increment: await steps.stepRecord(deps, req.actor!, req.params.id) }));
  serve(app, salaryNoticesApi.addRating, hr, (req) => steps.addRating(deps, req.actor!, req.params.id, req.body));
  serve(app, salaryNoticesApi.removeRating, hr, (req) => steps.removeRating(deps, req.actor!, req.params.id, req.params.entryId));
  serve(app, salaryNoticesApi.addDisciplinary, hr, (req) => steps.addDisciplinary(deps, req.actor!, req.params.id, req.body));
  serve(app, salaryNoticesApi.removeDisciplinary, hr, (req) => steps.removeDisciplinary(deps, req.actor!, req.params.id, req.params.entryId));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
