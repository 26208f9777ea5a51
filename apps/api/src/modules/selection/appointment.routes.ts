import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAppointBody, ZIdParams, ZRaiQuery, ZAppointed, ZRai, ZSelected } from '@hris/contracts';
import * as appointment from './appointment.service';
import { sendPdf } from '../../lib/download';

export default function appointmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['selection and appointment'];
  const appointing = { access: appointment.APPOINTING };

  app.post(
    '/api/applications/:id/select',
    {
      config: appointing,
      schema: {
        tags,
        summary: 'Select an assessed applicant (the rest are told when the last slot is filled)',
        params: ZIdParams,
        response: { 200: ZSelected },
      },
    },
    (req) => appointment.select(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/applications/:id/appoint',
    {
      config: appointing,
      schema: {
        tags,
        summary: 'Appoint a selected applicant: makes the personnel record from the profile, links the account, records the appointment',
        params: ZIdParams,
        body: ZAppointBody,
        response: { 200: ZAppointed },
      },
    },
    (req) => appointment.appoint(deps, req.actor!, req.params.id, req.body),
  );
  app.get(
    '/api/rai',
    { config: appointing, schema: { tags, summary: 'The appointments issued in a month (RAI)', querystring: ZRaiQuery, response: { 200: ZRai } } },
    (req) => appointment.rai(deps, req.query.month),
  );
  app.get(
    '/api/rai.pdf',
    { config: appointing, schema: { tags, summary: 'CS Form No. 2, the Report on Appointments Issued of a month', querystring: ZRaiQuery } },
    async (req, reply) => {
      const { pdf, fileName } = await appointment.raiPdf(deps, req.query.month);
      return sendPdf(reply, fileName, pdf);
    },
  );
  return Promise.resolve();
}
