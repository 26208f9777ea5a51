import type { FastifyInstance } from 'fastify';
import { payrollFilesApi } from '@hris/contracts';
import { sendTextFile } from '../../lib/download';
import { serve, type ServeOptions } from '../../lib/serve';
import * as files from './payroll-files.service';

/** The agencies' and the bank's files of an approved run, and the bank file's settings (issue 40): PAYROLL's, as the run. */
export default function payrollFilesRoutes(app: FastifyInstance, hr: ServeOptions): void {
  const deps = app.deps;
  serve(app, payrollFilesApi.file, hr, async (req, reply) => {
    const made = await files.payrollFile(deps, req.actor!, req.params.id, req.params.file, req.query.payday);
    return sendTextFile(reply, made.type, made.fileName, made.text, { personal: true });
  });
  serve(app, payrollFilesApi.settings, hr, () => files.fileSettings(deps));
  serve(app, payrollFilesApi.saveSettings, hr, (req) => files.saveFileSettings(deps, req.actor!, req.body));
}
