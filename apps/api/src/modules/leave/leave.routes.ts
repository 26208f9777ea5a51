import type { FastifyInstance } from 'fastify';
import { leaveApi } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve';
import { readMultipart } from '../../plugins/uploads';
import * as applications from './applications.service';
import * as balances from './balances.service';
import * as forced from './forced-leave.service';
import * as ledger from './ledger.service';
import { applicationPdf } from './leave.pdf';
import { sendPdf, sendUploadedFile, sendXlsx } from '../../lib/download';

/** The most a CSV of opening balances may weigh. */
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The routes register synchronously; the plugin answers a settled promise, as FastifyPluginAsync expects. */
export default function leaveRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['leave'];
  // Whose leave a caller may read (own, as head or OIC, as the leave office) is decided in the services.
  const signedIn = { access: 'signed-in' as const, tags };
  const office = { access: ['EDATSADMIN'] as const, tags };

  serve(app, leaveApi.types, signedIn, () => applications.leaveTypes(deps));

  serve(app, leaveApi.preview, signedIn, (req) => applications.preview(deps, req.actor!, req.body));
  serve(app, leaveApi.file, signedIn, (req) => applications.fileApplication(deps, req.actor!, req.body));
  serve(app, leaveApi.list, signedIn, (req) => applications.listApplications(deps, req.actor!, req.query));
  serve(app, leaveApi.one, signedIn, (req) => applications.getApplication(deps, req.actor!, req.params.id));
  serve(app, leaveApi.form, signedIn, async (req, reply) => {
    const { pdf, fileName } = await applicationPdf(deps, req.actor!, req.params.id);
    return sendPdf(reply, fileName, pdf);
  });
  serve(app, leaveApi.attachment, signedIn, async (req, reply) => {
    const { bytes, fileName } = await applications.attachmentOf(deps, req.actor!, req.params.id);
    return sendUploadedFile(reply, 'application/pdf', fileName, bytes);
  });

  // The leave office sees everyone's balances; a head (or OIC) their department's.
  const balanceReaders = { access: ['EDATSADMIN', 'EDATSDEPTHEAD'] as const, tags };
  serve(app, leaveApi.balances, balanceReaders, (req) => balances.balanceSummary(deps, req.actor!, req.query));
  serve(app, leaveApi.exportBalances, balanceReaders, async (req, reply) => {
    const { bytes, fileName } = await balances.exportBalanceSummary(deps, req.actor!, req.query);
    return sendXlsx(reply, fileName, bytes);
  });
  serve(app, leaveApi.importOpening, office, async (req) => {
    const { file } = await readMultipart(req, 'file', { maxBytes: IMPORT_MAX_BYTES, notMultipart: 'Choose a CSV file.' });
    if (!file || !file.length) throw AppError.validation('file', 'Choose a CSV file.');
    const text = file.toString('utf8');
    if (file.includes(0) || text.includes('\uFFFD')) throw AppError.validation('file', 'The file must be a CSV text file (UTF-8).');
    return balances.importOpeningBalances(deps, req.actor!, text);
  });
  serve(app, leaveApi.withoutPay, signedIn, (req) => applications.withoutPayOf(deps, req.actor!, req.query));

  serve(app, leaveApi.forcedLeave, signedIn, (req) => forced.listSchedules(deps, req.actor!, req.query));
  serve(app, leaveApi.scheduleForcedLeave, signedIn, (req) => forced.scheduleForcedLeave(deps, req.actor!, req.body));
  serve(app, leaveApi.decideForcedLeave, signedIn, (req) => forced.decideSchedule(deps, req.actor!, req.params.id, req.body));

  serve(app, leaveApi.serviceCredits, signedIn, (req) => forced.serviceCreditsOf(deps, req.actor!, req.query.personnel_id));
  serve(app, leaveApi.grantServiceCredits, office, (req) => forced.grantServiceCredits(deps, req.actor!, req.body));

  serve(app, leaveApi.ledger, signedIn, (req) => ledger.ledgerOf(deps, req.actor!, req.params.personnelId, req.query.year));
  serve(app, leaveApi.personBalances, signedIn, (req) => ledger.balancesOfPerson(deps, req.actor!, req.params.personnelId));
  serve(app, leaveApi.setOpening, office, (req) => balances.setOpeningBalance(deps, req.actor!, req.params.personnelId, req.body));
  return Promise.resolve();
}
