import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MESSAGES } from '@hris/contracts';
import { AppError } from '../lib/app-error';

/** No single upload of the product may exceed this; each route's own limit is checked on the bytes. */
const HARD_LIMIT_BYTES = 10 * 1024 * 1024;

export default fp(async function uploadsPlugin(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: HARD_LIMIT_BYTES, files: 10, fields: 20, fieldSize: 100_000 } });
});

/**
 * Reads the one file sent under `field` from a multipart request. Answers null when no
 * such file came; a file over the hard limit is refused with SPEC.md §5's message.
 */
export async function readSingleFile(req: FastifyRequest, field: string): Promise<Buffer | null> {
  if (!req.isMultipart()) throw AppError.validation(field, MESSAGES.saveWithoutFile);
  let found: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    const bytes = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.validation(field, MESSAGES.fileTooLarge);
      throw err;
    });
    if (part.fieldname === field && !found) found = bytes;
  }
  return found;
}
