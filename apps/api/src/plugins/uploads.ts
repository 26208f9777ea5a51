import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MESSAGES, unstorableTextMessage } from '@hris/contracts';
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
  return (await readMultipart(req, field)).file;
}

/**
 * The one file under `fileField` and the text fields of a multipart request. A route whose files may be
 * bigger than the product's usual uploads (a device's export of a year of punches) passes its own `maxBytes`.
 */
export async function readMultipart(
  req: FastifyRequest,
  fileField: string,
  opts: { maxBytes?: number; notMultipart?: string } = {},
): Promise<{ file: Buffer | null; fileName: string | null; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw AppError.validation(fileField, opts.notMultipart ?? MESSAGES.saveWithoutFile);
  let file: Buffer | null = null;
  let fileName: string | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts(opts.maxBytes ? { limits: { fileSize: opts.maxBytes } } : undefined)) {
      // A multipart body is read here, after the text check of plugins/errors.ts: its names and texts are checked here.
      const badName = unstorableTextMessage(part.fieldname, 'request');
      if (badName) throw AppError.validation('body', badName);
      if (part.type !== 'file') {
        const badValue = typeof part.value === 'string' ? unstorableTextMessage(part.value, part.fieldname.replace(/_/g, ' ')) : null;
        if (badValue) throw AppError.validation(part.fieldname, badValue);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const badFileName = part.filename ? unstorableTextMessage(part.filename, 'file name') : null;
      if (badFileName) throw AppError.validation(fileField, badFileName);
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.validation(fileField, MESSAGES.fileTooLarge);
        throw err;
      });
      if (part.fieldname === fileField && !file) {
        file = bytes;
        fileName = part.filename || null;
      }
    }
  } catch (err) {
    // A body cut short or without its boundary is the client's fault, not the server's: the parser's errors carry no status.
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw new AppError(400, 'The upload could not be read (the request was cut short or malformed). Please send it again.');
  }
  return { file, fileName, fields };
}
