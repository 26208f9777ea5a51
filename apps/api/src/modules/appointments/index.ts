import type { HrisModule } from '../../lib/module';
import appointmentsRoutes from './appointments.routes';

export const appointmentsModule: HrisModule = {
  name: 'appointments',
  routes: [appointmentsRoutes],
};
export { currentOf } from './appointments.repo';
export { recordAppointment } from './appointments.service';
export * as appointmentsRepo from './appointments.repo';
