import type { FastifyInstance } from 'fastify';
import { appointmentsApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import { MANAGE_SERVICE_RECORD } from '../service-record';
import * as appointments from './appointments.service';

export default function appointmentsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['appointments'];

  // Whose appointments one may read (one's own, or HR's any) is decided in the service.
  serve(app, appointmentsApi.list, { access: 'signed-in', tags }, (req) => appointments.listAppointments(deps, req.actor!, req.params.id));
  serve(app, appointmentsApi.record, { access: MANAGE_SERVICE_RECORD, tags }, (req) =>
    appointments.createAppointment(deps, req.actor!, req.params.id, req.body),
  );
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
