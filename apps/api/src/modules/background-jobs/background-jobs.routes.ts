import type { FastifyInstance } from 'fastify';
import { backgroundJobsApi } from '@hris/contracts';
import { sendPdf, sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';
import * as jobs from './background-jobs.service';

export default function backgroundJobsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  // Anyone signed in follows their own jobs; another's answers 404 (the service).
  const own = { access: 'signed-in' as const, tags: ['background-jobs'] };
  serve(app, backgroundJobsApi.mine, own, (req) => jobs.myJobs(deps, req.actor!));
  serve(app, backgroundJobsApi.one, own, (req) => jobs.myJob(deps, req.actor!, req.params.id));
  serve(app, backgroundJobsApi.file, own, async (req, reply) => {
    const file = await jobs.myJobFile(deps, req.actor!, req.params.id);
    // A job's file is a PDF (shown) or a workbook (saved): the kept file's extension says which, as its work named it.
    const send = file.name.endsWith('.xlsx') ? sendXlsx : sendPdf;
    return send(reply, file.name, file.bytes, { personal: true });
  });
  return Promise.resolve();
}
