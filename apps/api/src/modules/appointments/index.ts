import type { HrisModule } from '../../lib/module';
import appointmentsRoutes from './appointments.routes';

export const appointmentsModule: HrisModule = {
  name: 'appointments',
  routes: [appointmentsRoutes],
};
export { recordAppointment, currentOf, appointmentTermsOf, moveToCampus, recordFirstAppointment } from './appointments.service';
