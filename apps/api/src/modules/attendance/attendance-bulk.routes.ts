import type { FastifyInstance } from 'fastify';
import { ZApiError, ZAttendanceBulkResult } from '@hris/contracts';
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

  app.post(
    '/api/attendance/logs/bulk',
    {
      config: { access: MANAGE_ATTENDANCE },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags: ['attendance'],
        summary: 'Import time logs in bulk: lines of personnel_id,timestamp (text/csv) or NDJSON, timestamps with offset, at most 200,000 lines',
        response: { 200: ZAttendanceBulkResult, 415: ZApiError },
      },
    },
    async (req, reply) => {
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      const format = formats[type];
      if (!format || typeof req.body !== 'string') {
        return reply.code(415).send({ message: 'Send the logs as text/csv or application/x-ndjson.', error: 'Unsupported Media Type' });
      }
      return importBulk(deps, req.actor!, req.body, format);
    },
  );
  return Promise.resolve();
}
