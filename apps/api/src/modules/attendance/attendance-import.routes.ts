import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attendanceApi, MAX_IMPORT_FILE_BYTES } from '@hris/contracts';
import { readMultipart } from '../../plugins/uploads';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve';
import { MANAGE_ATTENDANCE } from './devices.service';
import { IMPORT_MESSAGES, importDeviceFile, type ImportInput } from './attendance-import.service';

/** The import form: the file (up to 20 MB, bigger than the product's other uploads) and its fields. */
async function readImportForm(req: FastifyRequest): Promise<ImportInput> {
  const { file: bytes, fileName, fields } = await readMultipart(req, 'file', { maxBytes: MAX_IMPORT_FILE_BYTES, notMultipart: IMPORT_MESSAGES.fileRequired });
  const device = (fields.device_id ?? '').trim();
  if (device && (!/^[1-9]\d{0,9}$/.test(device) || Number(device) > 2_147_483_647)) throw AppError.validation('device_id', IMPORT_MESSAGES.deviceInvalid);
  return { bytes, fileName, deviceId: device ? Number(device) : null, dryRun: ['true', '1'].includes((fields.dry_run ?? '').trim().toLowerCase()) };
}

/** POST /api/attendance/imports: a device export file (.dat or .csv) previewed (dry_run=true) or imported. */
export default function attendanceImportRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  serve(app, attendanceApi.importFile, { access: MANAGE_ATTENDANCE, tags: ['attendance'] }, async (req) =>
    importDeviceFile(deps, req.actor!, await readImportForm(req)),
  );
  return Promise.resolve();
}
