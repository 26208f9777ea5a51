import { z } from 'zod';

/**
 * Every error the API answers has this shape (DESIGN.md, SPEC.md §8):
 * `error` and `message` hold the same sentence; `errors` maps a field to its messages on 422.
 */
export const ZApiError = z.object({
  message: z.string(),
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Parse anything a failed call returned into the error shape, whatever came back. */
export function parseApiError(body: unknown, fallback = 'Something went wrong. Please try again.'): TApiError {
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) return parsed.data;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const text = typeof b.message === 'string' ? b.message : typeof b.error === 'string' ? b.error : fallback;
    return { message: text, error: text };
  }
  return { message: fallback, error: fallback };
}
