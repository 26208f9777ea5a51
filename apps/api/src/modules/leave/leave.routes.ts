import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idField,
  ZBalanceSummaryQuery,
  ZForcedLeaveDecisionBody,
  ZForcedLeaveQuery,
  ZForcedLeaveScheduleBody,
  ZIdParams,
  ZLeaveApplicationBody,
  ZLeaveApplicationQuery,
  ZLedgerQuery,
  ZOpeningBalanceBody,
  ZPersonnelYearQuery,
  ZServiceCreditBody,
  ZBalancesAnswer,
  ZBalanceSummary,
  ZForcedLeaveList,
  ZForcedLeaveSaved,
  ZLeaveApplicationAnswer,
  ZLeaveApplicationFiled,
  ZLeaveApplicationList,
  ZLeavePreviewAnswer,
  ZLeaveTypesAnswer,
  ZLedgerAnswer,
  ZOpeningBalanceSaved,
  ZOpeningImport,
  ZServiceCreditSaved,
  ZServiceCredits,
  ZWithoutPay,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../plugins/uploads';
import * as applications from './applications.service';
import * as balances from './balances.service';
import * as forced from './forced-leave.service';
import * as ledger from './ledger.service';
import { applicationPdf } from './leave.pdf';
import { sendPdf, sendUploadedFile, sendXlsx } from '../../lib/download';

const ZPersonnelParams = z.object({
  personnelId: z.coerce.number().int().positive('The personnel is invalid.').max(2_147_483_647, 'The personnel is invalid.'),
});
/** The most a CSV of opening balances may weigh. */
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The routes register synchronously; the plugin answers a settled promise, as FastifyPluginAsync expects. */
export default function leaveRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['leave'];
  // Whose leave a caller may read (own, as head or OIC, as the leave office) is decided in the services.
  const signedIn = { access: 'signed-in' as const };
  const office = { access: ['EDATSADMIN'] as const };

  app.get('/api/leave/types', { config: signedIn, schema: { tags, summary: 'The leave types with their limits', response: { 200: ZLeaveTypesAnswer } } }, () =>
    applications.leaveTypes(deps),
  );

  app.post(
    '/api/leave/applications/preview',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'What filing would give: working days, days with and without pay, the balance left, warnings and refusals',
        body: ZLeaveApplicationBody,
        response: { 200: ZLeavePreviewAnswer },
      },
    },
    (req) => applications.preview(deps, req.actor!, req.body),
  );
  app.post(
    '/api/leave/applications',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'File a leave application (CS Form No. 6); HR may give personnel_id to file for an employee',
        body: ZLeaveApplicationBody,
        response: { 200: ZLeaveApplicationFiled },
      },
    },
    (req) => applications.fileApplication(deps, req.actor!, req.body),
  );
  app.get(
    '/api/leave/applications',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Applications in a scope (mine, department, all) with filters and paging',
        querystring: ZLeaveApplicationQuery,
        response: { 200: ZLeaveApplicationList },
      },
    },
    (req) => applications.listApplications(deps, req.actor!, req.query),
  );
  app.get(
    '/api/leave/applications/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One application (its employee, their head, or the leave office)',
        params: ZIdParams,
        response: { 200: ZLeaveApplicationAnswer },
      },
    },
    (req) => applications.getApplication(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/leave/applications/:id/pdf',
    { config: signedIn, schema: { tags, summary: 'The application as CS Form No. 6 (PDF)', params: ZIdParams } },
    async (req, reply) => {
      const { pdf, fileName } = await applicationPdf(deps, req.actor!, req.params.id);
      return sendPdf(reply, fileName, pdf);
    },
  );
  app.get(
    '/api/leave/applications/:id/attachment',
    { config: signedIn, schema: { tags, summary: 'The application’s attachment (medical certificate…)', params: ZIdParams } },
    async (req, reply) => {
      const { bytes, fileName } = await applications.attachmentOf(deps, req.actor!, req.params.id);
      return sendUploadedFile(reply, 'application/pdf', fileName, bytes);
    },
  );

  // The leave office sees everyone's balances; a head (or OIC) their department's.
  const balanceReaders = { access: ['EDATSADMIN', 'EDATSDEPTHEAD'] as const };
  app.get(
    '/api/leave/balances',
    {
      config: balanceReaders,
      schema: {
        tags,
        summary: 'Balances of everyone (the leave office) or of the department (head)',
        querystring: ZBalanceSummaryQuery,
        response: { 200: ZBalanceSummary },
      },
    },
    (req) => balances.balanceSummary(deps, req.actor!, req.query),
  );
  app.get(
    '/api/leave/balances/export',
    {
      config: balanceReaders,
      schema: { tags, summary: 'The balance summary as an Excel file', querystring: ZBalanceSummaryQuery.omit({ page: true, per_page: true }) },
    },
    async (req, reply) => {
      const { bytes, fileName } = await balances.exportBalanceSummary(deps, req.actor!, req.query);
      return sendXlsx(reply, fileName, bytes);
    },
  );
  app.post(
    '/api/leave/opening-balances/import',
    {
      config: office,
      schema: { tags, summary: 'Opening balances from a CSV (idno,as_of,vl,sl): imported count and the rejected lines', response: { 200: ZOpeningImport } },
    },
    async (req) => {
      const { file } = await readMultipart(req, 'file', { maxBytes: IMPORT_MAX_BYTES, notMultipart: 'Choose a CSV file.' });
      if (!file || !file.length) throw AppError.validation('file', 'Choose a CSV file.');
      const text = file.toString('utf8');
      if (file.includes(0) || text.includes('\uFFFD')) throw AppError.validation('file', 'The file must be a CSV text file (UTF-8).');
      return balances.importOpeningBalances(deps, req.actor!, text);
    },
  );
  app.get(
    '/api/leave/without-pay',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Days without pay of a year (own unless personnel_id is given)',
        querystring: ZPersonnelYearQuery,
        response: { 200: ZWithoutPay },
      },
    },
    (req) => applications.withoutPayOf(deps, req.actor!, req.query),
  );

  app.get(
    '/api/leave/forced-leave',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Forced leave schedules of a year (mine, department, all)',
        querystring: ZForcedLeaveQuery,
        response: { 200: ZForcedLeaveList },
      },
    },
    (req) => forced.listSchedules(deps, req.actor!, req.query),
  );
  app.post(
    '/api/leave/forced-leave',
    {
      config: signedIn,
      schema: { tags, summary: 'Schedule the 5 days of forced leave of a year', body: ZForcedLeaveScheduleBody, response: { 200: ZForcedLeaveSaved } },
    },
    (req) => forced.scheduleForcedLeave(deps, req.actor!, req.body),
  );
  app.post(
    '/api/leave/forced-leave/:id/decision',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The head approves the schedule or cancels it for the needs of the service',
        params: ZIdParams,
        body: ZForcedLeaveDecisionBody,
        response: { 200: ZForcedLeaveSaved },
      },
    },
    (req) => forced.decideSchedule(deps, req.actor!, req.params.id, req.body),
  );

  app.get(
    '/api/leave/service-credits',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A faculty member’s service credits (own unless personnel_id is given)',
        querystring: z.object({ personnel_id: idField('personnel').optional() }),
        response: { 200: ZServiceCredits },
      },
    },
    (req) => forced.serviceCreditsOf(deps, req.actor!, req.query.personnel_id),
  );
  app.post(
    '/api/leave/service-credits',
    {
      config: office,
      schema: { tags, summary: 'Grant service credits to a faculty member', body: ZServiceCreditBody, response: { 200: ZServiceCreditSaved } },
    },
    (req) => forced.grantServiceCredits(deps, req.actor!, req.body),
  );

  app.get(
    '/api/leave/:personnelId/ledger',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The leave card of a year: its months and the balances today',
        params: ZPersonnelParams,
        querystring: ZLedgerQuery,
        response: { 200: ZLedgerAnswer },
      },
    },
    (req) => ledger.ledgerOf(deps, req.actor!, req.params.personnelId, req.query.year),
  );
  app.get(
    '/api/leave/:personnelId/balances',
    { config: signedIn, schema: { tags, summary: 'Today’s balances of a person', params: ZPersonnelParams, response: { 200: ZBalancesAnswer } } },
    (req) => ledger.balancesOfPerson(deps, req.actor!, req.params.personnelId),
  );
  app.post(
    '/api/leave/:personnelId/opening-balance',
    {
      config: office,
      schema: {
        tags,
        summary: 'The balance carried over from the old system',
        params: ZPersonnelParams,
        body: ZOpeningBalanceBody,
        response: { 200: ZOpeningBalanceSaved },
      },
    },
    (req) => balances.setOpeningBalance(deps, req.actor!, req.params.personnelId, req.body),
  );
  return Promise.resolve();
}
