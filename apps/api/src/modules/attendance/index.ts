import type { FastifyInstance } from 'fastify';
import attendanceRoutes from './attendance.routes';
import iclockRoutes from './iclock.routes';

/** Time-log ingestion: the /api routes, and the device push protocol in its own scope (raw text bodies). */
export async function attendanceModule(app: FastifyInstance) {
  await app.register(attendanceRoutes);
  await app.register(iclockRoutes);
}
