import { z } from 'zod';
import { PAGE_SIZES } from './constants';

/** Query of every list route: `term`, `page`, `per_page` (999 gives a full list, SPEC.md §9). */
export const ZListQuery = z.object({
  term: z.string().trim().max(200, 'The search term must not be longer than 200 characters.').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZES.fullList).default(15),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const ZListMeta = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() });
export type TListMeta = z.infer<typeof ZListMeta>;

/** A name as the settings forms take it: trimmed, required, at most `max` characters. */
export const zName = (label: string, max = 200) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} must not be longer than ${max} characters.`);

/** Degrees, schools and work companies typed in by employees wait for approval. */
export const LOOKUP_STATUSES = ['approved', 'pending'] as const;
export type TLookupStatus = (typeof LOOKUP_STATUSES)[number];

/** Educational levels of CS Form 212 section III, answered by GET /api/degree/create. */
export const DEGREE_LEVELS = ['Elementary', 'Secondary', 'Vocational/Trade Course', 'College', 'Graduate Studies'] as const;
