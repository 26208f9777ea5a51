import type { FastifyInstance } from 'fastify';
import attendanceBulkRoutes from './attendance-bulk.routes';
import attendanceImportRoutes from './attendance-import.routes';
import attendanceRoutes from './attendance.routes';
import iclockRoutes from './iclock.routes';

/** Time-log ingestion: the /api routes, the bulk import, device export files and the device push protocol in scopes of their own (text bodies). */
export async function attendanceModule(app: FastifyInstance) {
  await app.register(attendanceRoutes);
  await app.register(attendanceBulkRoutes);
  await app.register(attendanceImportRoutes);
  await app.register(iclockRoutes);
}
