import type { FastifyError, FastifyInstance, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, unstorableTextMessage } from '@hris/contracts';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../lib/db-errors';
import { StorageFullError } from '../lib/storage';

/** Seconds a client is asked to wait before trying again while the database is out of reach (web: lib/api.ts). */
const RETRY_AFTER_SECONDS = 5;

type ErrorBody = { message: string; error: string; errors?: Record<string, string[]> };
const body = (message: string, errors?: Record<string, string[]>): ErrorBody => (errors ? { message, error: message, errors } : { message, error: message });

function fieldLabel(path: string): string {
  return path.split('.').pop()!.replace(/_/g, ' ');
}

/** Turns the route's zod issues into Laravel-style field → messages, which SPEC.md §8's client shows. */
function validationErrors(validation: { instancePath: string; message?: string }[], context?: string) {
  const errors: Record<string, string[]> = {};
  for (const v of validation) {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || context || 'body';
    // The message is already in users' words: the contracts' one error map (packages/contracts/src/messages.ts) wrote it.
    (errors[field] ??= []).push(v.message ?? 'The value is invalid.');
  }
  return errors;
}

/**
 * The path (`details.location_detail`, `workexp.0.position`) and the message of the first text in a parsed
 * request part that PostgreSQL cannot store (a NUL character, a lone surrogate), in a value or in an
 * object's key; null when there is none. Iterative, so a deeply nested body cannot overflow the stack.
 */
function findUnstorable(root: unknown): { path: string; message: string } | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      const message = unstorableTextMessage(value, nulLabel(at));
      if (message) return { path: at, message };
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push([v, at ? `${at}.${i}` : String(i)]));
    } else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        const message = unstorableTextMessage(key, nulLabel(at));
        if (message) return { path: at, message };
        stack.push([v, at ? `${at}.${key}` : key]);
      }
    }
  }
  return null;
}

/** "details.location_detail" → "location detail"; an array index names its list ("workexp.0" → "workexp"). */
function nulLabel(path: string): string {
  const named = path.split('.').filter((part) => part && !/^\d+$/.test(part));
  return named.length ? fieldLabel(named.at(-1)!) : 'request';
}

/** The one error handler: every failure answers `{ message, error, errors? }` and never leaks a stack or SQL. */
export default fp(function errorsPlugin(app: FastifyInstance, _opts: FastifyPluginOptions, done: (err?: Error) => void) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(body(err.message, err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = validationErrors(err.validation, err.validationContext);
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.status(422).send(body(first, errors));
    }
    // The net under the services' own checks: a row that names a missing one, or a value already taken by a
    // request that raced another, is the client's to correct (422 naming the field), never a 500.
    const pgCode = pgErrorCode(err);
    if (pgCode === PG_FOREIGN_KEY_VIOLATION || pgCode === PG_UNIQUE_VIOLATION) {
      const raw = (err as { detail?: unknown }).detail ?? (err as { cause?: { detail?: unknown } }).cause?.detail;
      const detail = typeof raw === 'string' ? raw : '';
      const column = /^Key \((?:lower\()?"?([a-z_]+)/.exec(detail)?.[1] ?? 'body';
      const label = fieldLabel(column.replace(/_id$/, ''));
      const message = /still referenced/.test(detail)
        ? 'This record is still used by other records and cannot be removed.'
        : pgCode === PG_FOREIGN_KEY_VIOLATION
          ? `The selected ${label} does not exist.`
          : `The ${label} has already been taken.`;
      return reply.status(422).send(body(message, { [column]: [message] }));
    }
    // PostgreSQL stopped, restarting or out of the network's reach: a moment's outage, said as such (SPEC.md §8's
    // words, not "Server Error"), with when to try again. Logged once per request as a warning, not a fault of ours.
    if (isDatabaseUnavailable(err)) {
      req.log.warn(`database unavailable: ${err.message}`);
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body(MESSAGES.briefOutage));
    }
    // The uploads' disk is full: nothing was kept (lib/storage.ts removes its temporary file; the row's transaction
    // rolls back), and only IT can make room.
    if (err instanceof StorageFullError) {
      req.log.error({ err }, 'the uploads storage is full');
      return reply.status(507).send(body(MESSAGES.diskFull));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('Too many requests. Please wait a moment and try again.'));
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(body('The file you uploaded exceeds the file size limit.'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type…): keep the status, plain words.
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'The request content type is not supported.'
          : status === 400
            ? 'The request could not be read.'
            : err.message;
      return reply.status(status).send(body(message));
    }
    req.log.error({ err }, 'unhandled error');
    if (process.env.HRIS_DEBUG_ERRORS) console.error(err);
    return reply.status(500).send(body('Server Error. Please try again later.'));
  });

  // PostgreSQL cannot store a NUL character in text, so a request holding one anywhere (path, query string,
  // JSON body) is refused before any handler or query sees it. The contracts' text fields refuse it too, with
  // the same message; this is the net for every schema, including those that still use z.string().
  app.addHook('preValidation', (req, _reply, next) => {
    for (const part of [req.params, req.query, req.body]) {
      const found = findUnstorable(part);
      if (found) return next(AppError.validation(found.path || 'body', found.message));
    }
    next();
  });

  app.setNotFoundHandler((req, reply) => {
    return reply.status(404).send(body(`The route ${req.method} ${req.url.split('?')[0]} was not found.`));
  });
  done();
});
