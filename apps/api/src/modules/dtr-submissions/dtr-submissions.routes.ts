import type { FastifyInstance } from 'fastify';
import { dtrSubmissionsApi } from '@hris/contracts';
import { READ_FACULTY_DTR } from '../dtr';
import * as submissions from './dtr-submissions.service';
import { facultyOfDepartment } from './faculty-dtr.service';
import { sendXlsx } from '../../lib/download';
import { serve } from '../../lib/serve';

export default function dtrSubmissionsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['DTR submissions'];
  // Clerks are ordinary employees (EDATS); whether they keep the department's DTRs is decided in the service.
  const keepers = { access: ['EDATS'] as const, tags };
  const hr = { access: submissions.REVIEW_SUBMISSIONS, tags };

  serve(app, dtrSubmissionsApi.ofMonth, hr, (req) => submissions.listForMonth(deps, req.query));
  serve(app, dtrSubmissionsApi.export, hr, async (req, reply) => {
    const { fileName, bytes } = await submissions.exportMonth(deps, req.query);
    return sendXlsx(reply, fileName, bytes);
  });
  serve(app, dtrSubmissionsApi.mine, keepers, (req) => submissions.myDepartments(deps, req.actor!, req.query.month));
  serve(app, dtrSubmissionsApi.submit, keepers, (req) => submissions.submitDtrs(deps, req.actor!, req.body));
  serve(app, dtrSubmissionsApi.faculty, { access: READ_FACULTY_DTR, tags: ['daily time record'] }, (req) =>
    facultyOfDepartment(deps, req.query.department_id, req.query.month),
  );
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
