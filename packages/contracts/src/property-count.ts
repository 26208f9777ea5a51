import { z } from './zod';
import { dateMessage } from './messages';
import { idField, textField } from './text';
import { ZListMeta, ZListQuery } from './lookups';
import { PAGE_SIZES } from './constants';
import { PROPERTY_CLASSIFICATIONS, PROPERTY_CONDITIONS, PROPERTY_FORMS } from './property';
import { savedAnswer, ZDateString, ZDepartmentRef, ZTimestamp } from './responses';

/**
 * The physical count of property (issue 23; COA Circular 2022-004: the Report on the Physical Count of Property, Plant
 * and Equipment (RPCPPE, Appendix 73) and of Semi-expendable Property (RPCSP, Appendix 58)). The supply and property
 * office counts what one office's people, or one employee, hold as of a day: each item of the books is a line that the
 * counters mark found (with the condition seen) or not found; closing the count writes the conditions seen back to the
 * register. Money is centavos.
 */

export const COUNT_SCOPES = ['office', 'employee'] as const;
export type TCountScope = (typeof COUNT_SCOPES)[number];
export const COUNT_STATUSES = ['open', 'closed'] as const;
export type TCountStatus = (typeof COUNT_STATUSES)[number];
export const COUNT_STATUS_LABELS: Record<TCountStatus, string> = { open: 'Open', closed: 'Closed' };

/** Which lines a count's page shows. */
export const COUNT_LINE_STATES = ['uncounted', 'found', 'not_found', 'condition_changed'] as const;
export type TCountLineState = (typeof COUNT_LINE_STATES)[number];

const optionalText = (label: string, max: number) =>
  textField(label)
    .trim()
    .max(max, `The ${label} must not be longer than ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const ZCountBody = z
  .object({
    scope: z.enum(COUNT_SCOPES, { error: 'Choose whose property to count: an office or an employee.' }),
    department_id: idField('office').nullable().optional(),
    personnel_id: idField('employee').nullable().optional(),
    /** Manila date; not in the future (checked by the API against its clock). */
    as_of: z.iso.date(dateMessage('count date')),
    remarks: optionalText('remarks', 1000),
  })
  .superRefine((b, ctx) => {
    if (b.scope === 'office' && !b.department_id) ctx.addIssue({ code: 'custom', path: ['department_id'], message: 'The office field is required.' });
    if (b.scope === 'employee' && !b.personnel_id) ctx.addIssue({ code: 'custom', path: ['personnel_id'], message: 'The employee field is required.' });
  });
export type TCountInput = z.input<typeof ZCountBody>;
export type TCountBody = z.infer<typeof ZCountBody>;

export const ZCountTotals = z.object({
  total: z.number().int(),
  found: z.number().int(),
  not_found: z.number().int(),
  uncounted: z.number().int(),
});
export type TCountTotals = z.infer<typeof ZCountTotals>;

export const ZCountPerson = z.object({
  id: z.number().int(),
  fullname: z.string(),
  position: z.string().nullable(),
  department: z.string().nullable(),
});

export const ZCount = z.object({
  id: z.number().int(),
  scope: z.enum(COUNT_SCOPES),
  /** The office counted (office scope). */
  office: ZDepartmentRef.nullable(),
  /** The employee counted (employee scope). */
  personnel: ZCountPerson.nullable(),
  as_of: ZDateString,
  status: z.enum(COUNT_STATUSES),
  remarks: z.string().nullable(),
  counts: ZCountTotals,
  created_by: z.string(),
  created_at: ZTimestamp,
  closed_at: ZTimestamp.nullable(),
});
export type TCount = z.infer<typeof ZCount>;

export const ZCountItemRef = z.object({
  id: z.number().int(),
  property_number: z.string(),
  description: z.string(),
  classification: z.enum(PROPERTY_CLASSIFICATIONS),
  unit: z.string(),
  /** Centavos. */
  unit_cost: z.number().int(),
});
export type TCountItemRef = z.infer<typeof ZCountItemRef>;

export const ZCountLine = z.object({
  item: ZCountItemRef,
  /** Who held it when the count began (the books' side). */
  holder: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
  /** The register's condition when the count began. */
  book_condition: z.enum(PROPERTY_CONDITIONS),
  /** null until counted. */
  found: z.boolean().nullable(),
  /** The condition the counters saw (found items). */
  condition: z.enum(PROPERTY_CONDITIONS).nullable(),
  remarks: z.string().nullable(),
  counted_at: ZTimestamp.nullable(),
});
export type TCountLine = z.infer<typeof ZCountLine>;

export const ZCountLineUpdate = z
  .object({
    found: z.boolean({ error: 'Say whether the item was found.' }),
    condition: z.enum(PROPERTY_CONDITIONS, { error: 'Choose the condition (serviceable, for repair or unserviceable).' }).nullable().optional(),
    /** Whereabouts, or what was seen. */
    remarks: optionalText('remarks', 1000),
  })
  .superRefine((b, ctx) => {
    if (b.found && !b.condition) ctx.addIssue({ code: 'custom', path: ['condition'], message: 'Choose the condition the item was found in.' });
  });
export type TCountLineInput = z.input<typeof ZCountLineUpdate>;
export type TCountLineUpdate = z.infer<typeof ZCountLineUpdate>;

export const ZCountLineParams = z.object({ id: idField('count'), itemId: idField('item') });

export const ZCountCloseBody = z.object({
  /** Close although lines are still uncounted: they are recorded as not found. */
  uncounted_as_not_found: z.boolean().default(false),
});
export type TCountCloseInput = z.input<typeof ZCountCloseBody>;

export const ZCountQuery = ZListQuery.extend({ status: z.enum(COUNT_STATUSES).optional() });
export type TCountQuery = z.infer<typeof ZCountQuery>;
export const ZCountList = z.object({ counts: z.array(ZCount), meta: ZListMeta });
export type TCountList = z.infer<typeof ZCountList>;

/** A count's lines, a page at a time (an office may hold thousands), searched and filtered by state. */
export const ZCountLinesQuery = ZListQuery.extend({
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZES.fullList).default(50),
  state: z.enum(COUNT_LINE_STATES).optional(),
});
export type TCountLinesQuery = z.infer<typeof ZCountLinesQuery>;
export const ZCountAnswer = z.object({ count: ZCount, lines: z.array(ZCountLine), meta: ZListMeta });
export type TCountAnswer = z.infer<typeof ZCountAnswer>;

export const ZCountSaved = savedAnswer('count', ZCount);
export type TCountSaved = z.infer<typeof ZCountSaved>;
export const ZCountLineSaved = z.object({ message: z.string(), line: ZCountLine, counts: ZCountTotals });
export type TCountLineSaved = z.infer<typeof ZCountLineSaved>;

/** Per form: the books' items and value, and what was not found or found in another condition. */
export const ZCountFormTotals = z.object({
  form: z.enum(PROPERTY_FORMS),
  label: z.string(),
  items: z.number().int(),
  /** Centavos: the items' unit cost on the books. */
  book_value: z.number().int(),
  found: z.number().int(),
  not_found: z.number().int(),
  not_found_value: z.number().int(),
  uncounted: z.number().int(),
  condition_changed: z.number().int(),
});
export type TCountFormTotals = z.infer<typeof ZCountFormTotals>;

export const ZCountDifferences = z.object({
  count: ZCount,
  /** Items not found (shortages), with their cost. */
  not_found: z.array(ZCountLine),
  not_found_value: z.number().int(),
  /** Found in a condition other than the books'. */
  condition_changed: z.array(ZCountLine),
  per_form: z.array(ZCountFormTotals),
});
export type TCountDifferences = z.infer<typeof ZCountDifferences>;
