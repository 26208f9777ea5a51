import { z } from './zod';

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
