import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField, ZDtrSubmissionBody, ZDtrSubmissionSaved, ZFacultyDtr, ZMonth, ZMyDtrDepartments, ZSubmissionsOfMonth } from '@hris/contracts';
import { READ_FACULTY_DTR } from '../dtr';
import * as submissions from './dtr-submissions.service';
import { facultyOfDepartment } from './faculty-dtr.service';
import { sendXlsx } from '../../lib/download';

const ZMonthQuery = z.object({ month: ZMonth.optional() });
const ZHrListQuery = ZMonthQuery.extend({ campus_id: idField('campus').optional() });
const ZFacultyQuery = ZMonthQuery.extend({ department_id: idField('department') });

export default function dtrSubmissionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['DTR submissions'];
  // Clerks are ordinary employees (EDATS); whether they keep the department's DTRs is decided in the service.
  const keepers = { access: ['EDATS'] as const };
  const hr = { access: submissions.REVIEW_SUBMISSIONS };

  app.get(
    '/api/dtr-submissions',
    {
      config: hr,
      schema: {
        tags,
        summary: "Every active department's DTR submission of a month (campus_id filter), with the counts",
        querystring: ZHrListQuery,
        response: { 200: ZSubmissionsOfMonth },
      },
    },
    (req) => submissions.listForMonth(deps, req.query),
  );
  app.get(
    '/api/dtr-submissions/export',
    { config: hr, schema: { tags, summary: 'The same list as an Excel file', querystring: ZHrListQuery } },
    async (req, reply) => {
      const { fileName, bytes } = await submissions.exportMonth(deps, req.query);
      return sendXlsx(reply, fileName, bytes);
    },
  );
  app.get(
    '/api/dtr-submissions/mine',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'The departments I am DTR clerk, head or OIC of, with the month’s totals of their people',
        querystring: ZMonthQuery,
        response: { 200: ZMyDtrDepartments },
      },
    },
    (req) => submissions.myDepartments(deps, req.actor!, req.query.month),
  );
  app.post(
    '/api/dtr-submissions',
    {
      config: keepers,
      schema: {
        tags,
        summary: "Submit a department's DTRs of a month (again, when returned): the head certifies them and HR receives them through the approval chain",
        body: ZDtrSubmissionBody,
        response: { 200: ZDtrSubmissionSaved },
      },
    },
    (req) => submissions.submitDtrs(deps, req.actor!, req.body),
  );
  app.get(
    '/api/dtr/faculty',
    {
      config: { access: READ_FACULTY_DTR },
      schema: {
        tags: ['daily time record'],
        summary: "A college's faculty members with their month's totals (Faculty DTR)",
        querystring: ZFacultyQuery,
        response: { 200: ZFacultyDtr },
      },
    },
    (req) => facultyOfDepartment(deps, req.query.department_id, req.query.month),
  );
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
