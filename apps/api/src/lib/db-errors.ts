/** The PostgreSQL error code of a failed query, whether it came from pg directly or wrapped by Drizzle. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.code === 'string') return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/**
 * PostgreSQL's codes for "not now": the connection classes (08…: refused, lost, broken protocol), the server shutting
 * down or restarting (57P01 admin shutdown, 57P02 crash shutdown, 57P03 "the database system is starting up" or
 * "shutting down") and no connection slot free (53300).
 */
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300)$/;
/** The socket's own failures on the way to PostgreSQL (a stopped server, a dropped network, a name not resolved). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** What pg and its pool say, without a code, when the connection ended or could not be made in time. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)$/;

/**
 * Whether a failure is the database out of reach for the moment (stopped, restarting, the network between), as
 * opposed to a query that is wrong: those answer 503 with Retry-After, and work again once it is back (the pool
 * opens new connections by itself). The error is looked at through Drizzle's wrapper (`cause`) and the
 * AggregateError Node raises when every address of a host refused. (Another service a request needs, refusing the
 * same way, e.g. an S3 store behind fetch's `cause`, reads alike: it too is a moment's outage, not a wrong request.)
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const stack = [err];
  while (stack.length) {
    const e = stack.pop() as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | null | undefined;
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.test(e.code) || SOCKET_CODES.has(e.code))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    stack.push(e.cause);
    if (Array.isArray(e.errors)) stack.push(...(e.errors as unknown[]));
  }
  return false;
}
