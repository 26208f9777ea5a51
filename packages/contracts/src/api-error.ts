import type { TApiError } from './errors';

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What ZApiError accepts, checked by hand: the web client reads every failed answer with this, sign-in page included, and zod is not to be downloaded for it. */
function asApiError(body: unknown): TApiError | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.message !== 'string' || typeof b.error !== 'string') return null;
  if (b.errors === undefined) return { message: b.message, error: b.error };
  if (!b.errors || typeof b.errors !== 'object' || Array.isArray(b.errors)) return null;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(b.errors)) {
    if (!isStringArray(messages)) return null;
    errors[field] = [...messages];
  }
  return { message: b.message, error: b.error, errors };
}

/** Parse anything a failed call returned into the error shape (ZApiError, errors.ts), whatever came back. */
export function parseApiError(body: unknown, fallback = 'Something went wrong. Please try again.'): TApiError {
  const parsed = asApiError(body);
  if (parsed) return parsed;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const text = typeof b.message === 'string' ? b.message : typeof b.error === 'string' ? b.error : fallback;
    return { message: text, error: text };
  }
  return { message: fallback, error: fallback };
}
