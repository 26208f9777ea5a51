import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDisciplinaryNoticeBody,
  ZIdParams,
  ZMySalaryNotices,
  ZNosaIssueBody,
  ZNosaList,
  ZNosaPrintQuery,
  ZNosaQuery,
  ZNosaSaved,
  ZNosiDueList,
  ZNosiDueQuery,
  ZNosiIssueBody,
  ZNosiList,
  ZNosiQuery,
  ZNosiSaved,
  ZNoticesIssued,
  ZPerformanceRatingBody,
  ZSalaryTrancheList,
  ZStepIncrementAnswer,
  ZStepIncrementSaved,
  ZStepInputParams,
  ZTrancheApplied,
  ZTrancheParams,
} from '@hris/contracts';
import { hasAnyView } from '../../lib/actor';
import { sendPdf } from '../../lib/download';
import { renderNosa, renderNosi } from './salary-notices.pdf';
import * as notices from './salary-notices.service';
import * as steps from './step-increments.service';

const HR = { access: notices.ISSUE_NOTICES };
const SIGNED_IN = { access: 'signed-in' as const };
const fileName = (kind: string, who: string, date: string) => `${kind}-${who.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${date}.pdf`;

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function salaryNoticesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['salary notices'];

  // ——— Tranches ———
  app.get(
    '/api/salary-tranches',
    { config: HR, schema: { tags, summary: 'The tranches of the salary schedule and whether each has been applied', response: { 200: ZSalaryTrancheList } } },
    () => notices.listTranches(deps),
  );
  app.post(
    '/api/salary-tranches/:effective_date/apply',
    {
      config: HR,
      schema: {
        tags,
        summary: "Apply a tranche: every incumbent's salary re-read from it, a NOSA prepared for each whose salary changes",
        params: ZTrancheParams,
        response: { 200: ZTrancheApplied },
      },
    },
    (req) => notices.applyTranche(deps, req.actor, req.params.effective_date),
  );

  // ——— NOSA ———
  app.get(
    '/api/nosa',
    {
      config: HR,
      schema: {
        tags,
        summary: 'Notices of salary adjustment (tranche, campus, office, status, search)',
        querystring: ZNosaQuery,
        response: { 200: ZNosaList },
      },
    },
    (req) => notices.listNosa(deps, req.query),
  );
  app.post(
    '/api/nosa/issue',
    {
      config: HR,
      schema: {
        tags,
        summary: "Issue prepared notices: the ones named, or a tranche's (of an office)",
        body: ZNosaIssueBody,
        response: { 200: ZNoticesIssued },
      },
    },
    (req) => notices.issueNosa(deps, req.actor!, req.body),
  );
  app.get(
    '/api/nosa/pdf',
    { config: HR, schema: { tags, summary: "All of an office's notices of a tranche in one PDF", querystring: ZNosaPrintQuery } },
    async (req, reply) => {
      const list = await notices.officeNosa(deps, req.actor!, req.query);
      return sendPdf(reply, `nosa-${list[0]!.personnel.department?.acronym ?? 'office'}-${req.query.effective_date}.pdf`, await renderNosa(deps, list), {
        personal: true,
      });
    },
  );
  app.get(
    '/api/nosa/:id/pdf',
    { config: SIGNED_IN, schema: { tags, summary: 'One notice of salary adjustment (HR, or its employee once issued)', params: ZIdParams } },
    async (req, reply) => {
      const { personnel_id: _, ...nosa } = await notices.mustSeeNosa(deps, req.actor!, req.params.id);
      return sendPdf(reply, fileName('nosa', nosa.personnel.fullname, nosa.effective_date), await renderNosa(deps, [nosa]), { personal: true });
    },
  );
  app.post(
    '/api/nosa/:id/acknowledge',
    { config: SIGNED_IN, schema: { tags, summary: 'The employee acknowledges receipt of their notice', params: ZIdParams, response: { 200: ZNosaSaved } } },
    (req) => notices.acknowledgeNosa(deps, req.actor!, req.params.id),
  );

  // ——— NOSI ———
  app.get(
    '/api/nosi/due',
    {
      config: HR,
      schema: {
        tags,
        summary: 'Who is due a step increment from..to (default this month and the next three), and any earlier one not yet noticed',
        querystring: ZNosiDueQuery,
        response: { 200: ZNosiDueList },
      },
    },
    (req) => steps.dueList(deps, req.query),
  );
  app.get(
    '/api/nosi',
    { config: HR, schema: { tags, summary: 'Notices of salary step increment issued', querystring: ZNosiQuery, response: { 200: ZNosiList } } },
    (req) => steps.listNosi(deps, req.query),
  );
  app.post(
    '/api/nosi',
    {
      config: HR,
      schema: {
        tags,
        summary: 'Issue the NOSI of the step now due; the step moves on its effective date',
        body: ZNosiIssueBody,
        response: { 200: ZNosiSaved },
      },
    },
    (req) => steps.issueNosi(deps, req.actor!, req.body.personnel_id),
  );
  app.get(
    '/api/nosi/:id/pdf',
    { config: SIGNED_IN, schema: { tags, summary: 'One notice of salary step increment (HR, or its employee)', params: ZIdParams } },
    async (req, reply) => {
      const { personnel_id: _, ...nosi } = await steps.mustSeeNosi(deps, req.actor!, req.params.id, hasAnyView(req.actor!, notices.ISSUE_NOTICES));
      return sendPdf(reply, fileName('nosi', nosi.personnel.fullname, nosi.effective_date), await renderNosi(deps, nosi), { personal: true });
    },
  );
  app.post(
    '/api/nosi/:id/acknowledge',
    { config: SIGNED_IN, schema: { tags, summary: 'The employee acknowledges receipt of their notice', params: ZIdParams, response: { 200: ZNosiSaved } } },
    (req) => steps.acknowledgeNosi(deps, req.actor!, req.params.id),
  );

  // ——— Mine ———
  app.get(
    '/api/my/salary-notices',
    { config: SIGNED_IN, schema: { tags, summary: 'My notices of salary adjustment and step increment (issued ones)', response: { 200: ZMySalaryNotices } } },
    (req) => notices.mySalaryNotices(deps, req.actor!),
  );

  // ——— The step increment's inputs HR records ———
  app.get(
    '/api/personnel/:id/step-increment',
    {
      config: HR,
      schema: { tags, summary: "An incumbent's next step increment and what it is computed from", params: ZIdParams, response: { 200: ZStepIncrementAnswer } },
    },
    async (req) => ({ step_increment: await steps.stepRecord(deps, req.actor!, req.params.id) }),
  );
  app.post(
    '/api/personnel/:id/performance-ratings',
    {
      config: HR,
      schema: { tags, summary: 'Record a performance rating', params: ZIdParams, body: ZPerformanceRatingBody, response: { 200: ZStepIncrementSaved } },
    },
    (req) => steps.addRating(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/personnel/:id/performance-ratings/:entryId',
    { config: HR, schema: { tags, summary: 'Remove a performance rating', params: ZStepInputParams, response: { 200: ZStepIncrementSaved } } },
    (req) => steps.removeRating(deps, req.actor!, req.params.id, req.params.entryId),
  );
  app.post(
    '/api/personnel/:id/disciplinary-notices',
    {
      config: HR,
      schema: {
        tags,
        summary: 'Record a notice of disciplinary action',
        params: ZIdParams,
        body: ZDisciplinaryNoticeBody,
        response: { 200: ZStepIncrementSaved },
      },
    },
    (req) => steps.addDisciplinary(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/personnel/:id/disciplinary-notices/:entryId',
    { config: HR, schema: { tags, summary: 'Remove a notice of disciplinary action', params: ZStepInputParams, response: { 200: ZStepIncrementSaved } } },
    (req) => steps.removeDisciplinary(deps, req.actor!, req.params.id, req.params.entryId),
  );
  return Promise.resolve();
}
