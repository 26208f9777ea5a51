import type { FastifyInstance } from 'fastify';
import pdsRoutes from './pds.routes';
import pdsFilesRoutes from './pds-files.routes';
import pdsCheckingRoutes from './pds-checking.routes';
import { sweepUnusedUploads } from './pds-files.service';

/** The PDS module: the sheet, its documents, checking, and the hourly sweep of uploads nobody attached. */
export async function pdsModule(app: FastifyInstance) {
  await app.register(pdsRoutes);
  await app.register(pdsFilesRoutes);
  await app.register(pdsCheckingRoutes);
  const timer = setInterval(() => {
    sweepUnusedUploads(app.deps).catch((err) => app.deps.log.error(err, 'sweeping unused uploads failed'));
  }, 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
export { readPds } from './pds.read';
