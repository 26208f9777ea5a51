import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

type ErrorBody = { message: string; error: string; errors?: Record<string, string[]> };
const body = (message: string, errors?: Record<string, string[]>): ErrorBody => (errors ? { message, error: message, errors } : { message, error: message });

function fieldLabel(path: string): string {
  return path.split('.').pop()!.replace(/_/g, ' ');
}

/** Turns zod issues into Laravel-style field → messages, which SPEC.md §8's client shows. */
function validationErrors(validation: { instancePath: string; message?: string }[], context?: string) {
  const errors: Record<string, string[]> = {};
  for (const v of validation) {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || context || 'body';
    let message = v.message ?? 'The value is invalid.';
    if (/received undefined/.test(message)) message = `The ${fieldLabel(field)} field is required.`;
    else if (/^Invalid input: expected/.test(message)) message = `The ${fieldLabel(field)} field is invalid.`;
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/** The one error handler: every failure answers `{ message, error, errors? }` and never leaks a stack or SQL. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(body(err.message, err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = validationErrors(err.validation, err.validationContext);
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.status(422).send(body(first, errors));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('Too many requests. Please wait a moment and try again.'));
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(body('The file you uploaded exceeds the file size limit.'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type…): keep the status, plain words.
      const message = err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'The request content type is not supported.' : status === 400 ? 'The request could not be read.' : err.message;
      return reply.status(status).send(body(message));
    }
    req.log.error({ err }, 'unhandled error');
    if (process.env.HRIS_DEBUG_ERRORS) console.error(err);
    return reply.status(500).send(body('Server Error. Please try again later.'));
  });

  app.setNotFoundHandler((req, reply) => {
    return reply.status(404).send(body(`The route ${req.method} ${req.url.split('?')[0]} was not found.`));
  });
});
