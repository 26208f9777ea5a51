import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMPORT_FILE_BYTES, MESSAGES } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { MANAGE_ATTENDANCE } from './devices.service';
import { IMPORT_MESSAGES, importDeviceFile, type ImportInput } from './attendance-import.service';

/**
 * The import form: the file and its fields. Read here rather than with plugins/uploads' readMultipart
 * because a device export may be bigger than the product's other uploads (20 MB).
 */
async function readImportForm(req: FastifyRequest): Promise<ImportInput> {
  if (!req.isMultipart()) throw AppError.validation('file', IMPORT_MESSAGES.fileRequired);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  let fileName: string | null = null;
  for await (const part of req.parts({ limits: { fileSize: MAX_IMPORT_FILE_BYTES } })) {
    if (part.type !== 'file') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const content = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.validation('file', MESSAGES.fileTooLarge);
      throw err;
    });
    if (part.fieldname === 'file' && !bytes) {
      bytes = content;
      fileName = part.filename || null;
    }
  }
  const device = (fields.device_id ?? '').trim();
  if (device && (!/^[1-9]\d{0,9}$/.test(device) || Number(device) > 2_147_483_647)) throw AppError.validation('device_id', IMPORT_MESSAGES.deviceInvalid);
  return { bytes, fileName, deviceId: device ? Number(device) : null, dryRun: ['true', '1'].includes((fields.dry_run ?? '').trim().toLowerCase()) };
}

/** POST /api/attendance/imports: a device export file (.dat or .csv) previewed (dry_run=true) or imported. */
export default async function attendanceImportRoutes(app: FastifyInstance) {
  const deps = app.deps;
  app.post(
    '/api/attendance/imports',
    {
      config: { access: MANAGE_ATTENDANCE },
      schema: {
        tags: ['attendance'],
        summary: 'Import a device export file (multipart: file .dat/.csv up to 20 MB, device_id — required for .dat —, dry_run=true for a preview)',
        consumes: ['multipart/form-data'],
      },
    },
    async (req) => importDeviceFile(deps, req.actor!, await readImportForm(req)),
  );
}
