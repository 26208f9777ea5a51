import type { HrisModule } from '../../lib/module';
import interviewsRoutes from './interviews.routes';
import boardsRoutes from './boards.routes';
import assessmentRoutes from './assessment.routes';
import appointmentRoutes from './appointment.routes';

export const selectionModule: HrisModule = {
  name: 'selection',
  routes: [interviewsRoutes, boardsRoutes, assessmentRoutes, appointmentRoutes],
};
