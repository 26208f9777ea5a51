import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMPORT_FILE_BYTES, ZAttendanceImportResult } from '@hris/contracts';
import { readMultipart } from '../../plugins/uploads';
import { AppError } from '../../lib/app-error';
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
  app.post(
    '/api/attendance/imports',
    {
      config: { access: MANAGE_ATTENDANCE },
      schema: {
        tags: ['attendance'],
        summary: 'Import a device export file (multipart: file .dat/.csv up to 20 MB, device_id — required for .dat —, dry_run=true for a preview)',
        consumes: ['multipart/form-data'],
        response: { 200: ZAttendanceImportResult },
      },
    },
    async (req) => importDeviceFile(deps, req.actor!, await readImportForm(req)),
  );
  return Promise.resolve();
}
