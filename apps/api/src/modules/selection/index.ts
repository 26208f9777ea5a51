import type { FastifyInstance } from 'fastify';
import interviewsRoutes from './interviews.routes';
import boardsRoutes from './boards.routes';
import assessmentRoutes from './assessment.routes';
import appointmentRoutes from './appointment.routes';

/** Selection (RSP): interviews, the boards and their assessment, selection, appointment and the RAI. */
export async function selectionModule(app: FastifyInstance) {
  await app.register(interviewsRoutes);
  await app.register(boardsRoutes);
  await app.register(assessmentRoutes);
  await app.register(appointmentRoutes);
}
