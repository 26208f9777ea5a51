import type { FastifyInstance } from 'fastify';
import { attendanceApi } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve';
import { MANAGE_ATTENDANCE } from './devices.service';
import { importBulk, type BulkFormat } from './attendance-bulk.service';

/** 200,000 lines of `personnel_id,timestamp` are about 7 MB; NDJSON about twice that. */
const BULK_BODY_LIMIT = 24 * 1024 * 1024;

/**
 * POST /api/attendance/logs/bulk: text/csv or NDJSON bodies, read as text in this scope only (the rest
 * of the API keeps its JSON parser).
 */
export default function attendanceBulkRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const formats: Record<string, BulkFormat> = {
    'text/csv': 'csv',
    'text/plain': 'csv',
    'application/x-ndjson': 'ndjson',
    'application/ndjson': 'ndjson',
    'application/jsonl': 'ndjson',
  };
  app.addContentTypeParser(Object.keys(formats), { parseAs: 'string', bodyLimit: BULK_BODY_LIMIT }, (_req, body, done) => done(null, body));

  serve(app, attendanceApi.importBulk, { access: MANAGE_ATTENDANCE, tags: ['attendance'], bodyLimit: BULK_BODY_LIMIT }, (req) => {
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const format = formats[type];
    if (!format || typeof req.body !== 'string') throw new AppError(415, 'Send the logs as text/csv or application/x-ndjson.');
    return importBulk(deps, req.actor!, req.body, format);
  });
  return Promise.resolve();
}
