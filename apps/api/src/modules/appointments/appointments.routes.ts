import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAppointmentBody, ZAppointmentList, ZAppointmentSaved, ZIdParams } from '@hris/contracts';
import { MANAGE_SERVICE_RECORD } from '../service-record';
import * as appointments from './appointments.service';

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function appointmentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['appointments'];

  app.get(
    '/api/personnels/:id/appointments',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Current appointment and history (its owner, or HR)', params: ZIdParams, response: { 200: ZAppointmentList } },
    },
    (req) => appointments.listAppointments(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/personnels/:id/appointments',
    {
      config: { access: MANAGE_SERVICE_RECORD },
      schema: {
        tags,
        summary: 'Record an appointment (reclassification, reappointment, promotion…); updates the record and the service record',
        params: ZIdParams,
        body: ZAppointmentBody,
        response: { 200: ZAppointmentSaved },
      },
    },
    (req) => appointments.createAppointment(deps, req.actor!, req.params.id, req.body),
  );
  return Promise.resolve();
}
