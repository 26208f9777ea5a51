import { z } from './zod';
import { dateMessage } from './messages';
import { textField } from './text';
import { PAGE_SIZES } from './constants';

/** Query of every list route: `term`, `page`, `per_page` (999 gives a full list, SPEC.md §9). */
export const ZListQuery = z.object({
  term: textField('search term').trim().max(200, 'The search term must not be longer than 200 characters.').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZES.fullList).default(15),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const ZListMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Set when a search matched more rows than are counted: `total` is then a lower bound. */
  total_capped: z.boolean().optional(),
});
export type TListMeta = z.infer<typeof ZListMeta>;

/** A name as the settings forms take it: trimmed, required, at most `max` characters. */
export const zName = (label: string, max = 200) =>
  textField(label, `The ${label} field is required.`)
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} must not be longer than ${max} characters.`);

/** Degrees, schools and work companies typed in by employees wait for approval. */
export const LOOKUP_STATUSES = ['approved', 'pending'] as const;
export type TLookupStatus = (typeof LOOKUP_STATUSES)[number];

/** Educational levels of CS Form 212 section III, answered by GET /api/degree/create. */
export const DEGREE_LEVELS = ['Elementary', 'Secondary', 'Vocational/Trade Course', 'College', 'Graduate Studies'] as const;

/** The highest step of a salary grade: SG 33 has two, every other grade eight. */
export const stepsOfGrade = (grade: number) => (grade === 33 ? 2 : 8);

/** A new dated salary schedule (a tranche): every grade 1–33 with its steps, amounts in centavos. */
export const ZSalaryScheduleBody = z
  .object({
    effective_date: z.iso.date(dateMessage('effective date')),
    tranche: textField('tranche').trim().min(1, 'The tranche field is required.').max(200),
    grades: z
      .array(
        z.object({
          grade: z.number().int().min(1).max(33),
          steps: z.array(z.number().int().positive('Every amount must be more than zero.').max(100_000_000_00)),
        }),
      )
      .length(33, 'Give all 33 salary grades.'),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<number>();
    b.grades.forEach((g, i) => {
      if (seen.has(g.grade)) ctx.addIssue({ code: 'custom', path: ['grades', i, 'grade'], message: `Salary grade ${g.grade} is given twice.` });
      seen.add(g.grade);
      if (g.steps.length !== stepsOfGrade(g.grade))
        ctx.addIssue({ code: 'custom', path: ['grades', i, 'steps'], message: `Salary grade ${g.grade} has ${stepsOfGrade(g.grade)} steps.` });
      if (g.steps.some((a, j) => j > 0 && a <= g.steps[j - 1]!))
        ctx.addIssue({ code: 'custom', path: ['grades', i, 'steps'], message: `The steps of salary grade ${g.grade} must increase.` });
    });
  });
export type TSalaryScheduleBody = z.infer<typeof ZSalaryScheduleBody>;

/**
 * Corrects cells of a schedule already in place (a seeded tranche read off a public source, or a table
 * typed with a slip): each cell is set to the amount given, or added if the schedule lacks it (the
 * seeded 2027 tranche has no SG 33). The reason is kept in the audit with every figure before and after.
 */
export const ZSalaryScheduleCorrection = z
  .object({
    reason: textField('reason').trim().min(1, 'Say why the schedule is corrected (the circular it follows).').max(500),
    cells: z
      .array(
        z.object({
          grade: z.number().int().min(1).max(33),
          step: z.number().int().min(1).max(8),
          amount: z.number().int().positive('Every amount must be more than zero.').max(100_000_000_00),
        }),
      )
      .min(1, 'Give at least one cell.')
      .max(264),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.cells.forEach((c, i) => {
      if (c.step > stepsOfGrade(c.grade))
        ctx.addIssue({ code: 'custom', path: ['cells', i, 'step'], message: `Salary grade ${c.grade} has ${stepsOfGrade(c.grade)} steps.` });
      const key = `${c.grade}-${c.step}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['cells', i], message: `Grade ${c.grade}, step ${c.step} is given twice.` });
      seen.add(key);
    });
  });
export type TSalaryScheduleCorrection = z.infer<typeof ZSalaryScheduleCorrection>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────
// Every reference list answers rows of the same frame: the id, the name under the list's name field
// (`name`, `fullname`, `major`), the list's extra columns, and for approvable lists the status and who
// typed the entry in. The API gives each list its exact row schema (lookups.routes.ts, from the list's
// definition); pages that show any list read this general one.

/** The columns every entry of every reference list has. */
export const ZLookupRowBase = z.object({
  id: z.number().int(),
  /** Approvable lists only. */
  status: z.enum(LOOKUP_STATUSES).optional(),
  created_by_user_id: z.number().int().nullable().optional(),
});
/** An entry of any reference list: its name field and extras vary by list. */
export const ZLookupItem = ZLookupRowBase.catchall(z.unknown());
export type TLookupItem = z.infer<typeof ZLookupItem>;

/** A page of a list under the list's own field (`countries`, `work_companies`…). */
export function lookupListAnswer<K extends string, T extends z.ZodType>(field: K, row: T) {
  return z.object({ [field]: z.array(row), meta: ZListMeta } as { [P in K]: z.ZodArray<T> } & { meta: typeof ZListMeta });
}
export type TLookupList<K extends string = string, T = TLookupItem> = { [P in K]: T[] } & { meta: TListMeta };
/** One entry: `{ data }`. */
export const lookupItemAnswer = <T extends z.ZodType>(row: T) => z.object({ data: row });
export type TLookupItemAnswer = { data: TLookupItem };
/** A change to an entry, with the toast: `{ message, data }`. */
export const lookupItemSaved = <T extends z.ZodType>(row: T) => z.object({ message: z.string(), data: row });
/** `data` is null when the entry was deleted while it was being changed. */
export type TLookupItemSaved<T = TLookupItem> = { message: string; data: T | null };

/** A major of a degree (/api/degree-majors). */
export const ZDegreeMajor = z.object({ id: z.number().int(), major: z.string(), degree_id: z.number().int() });
export type TDegreeMajor = z.infer<typeof ZDegreeMajor>;
export const ZDegreeMajorList = lookupListAnswer('degree_majors', ZDegreeMajor);
export type TDegreeMajorList = z.infer<typeof ZDegreeMajorList>;

/** GET /api/degree/create: the educational levels a degree belongs to. */
export const ZDegreeLevels = z.object({ levels: z.array(z.string()) });
export type TDegreeLevels = z.infer<typeof ZDegreeLevels>;

/** An entry of a list named by `name` (civil statuses, blood types, countries…), as pickers read it. */
export const ZNamedLookupItem = z.object({ id: z.number().int(), name: z.string() });
export type TNamedLookupItem = z.infer<typeof ZNamedLookupItem>;
