import { z } from './zod';
import { idField } from './text';
import { ZListMeta, ZListQuery } from './lookups';
import { ZDepartmentRef } from './responses';
import { PROPERTY_FORMS, ZPropertyItem } from './property';

/**
 * An office's holdings (issue 23: "heads see their office's holdings"): the property issued to the people of an
 * office its head (or officer-in-charge) heads, with a summary per person. The supply and property office sees any.
 */
export const ZOfficeHoldingsQuery = ZListQuery.extend({
  /** Left out: the first office the caller heads. */
  department_id: idField('office').optional(),
});
export type TOfficeHoldingsQuery = z.infer<typeof ZOfficeHoldingsQuery>;

export const ZOfficeHolder = z.object({
  id: z.number().int(),
  fullname: z.string(),
  count: z.number().int(),
  /** Centavos. */
  total_cost: z.number().int(),
});
export type TOfficeHolder = z.infer<typeof ZOfficeHolder>;

export const ZOfficeHoldings = z.object({
  /** The offices the caller may look at (empty: they head none, and the page offers nothing). */
  offices: z.array(ZDepartmentRef),
  office: ZDepartmentRef.nullable(),
  /** Per form over the whole office (not only this page). */
  summary: z.array(z.object({ form: z.enum(PROPERTY_FORMS), count: z.number().int(), total_cost: z.number().int() })),
  holders: z.array(ZOfficeHolder),
  items: z.array(ZPropertyItem),
  meta: ZListMeta,
});
export type TOfficeHoldings = z.infer<typeof ZOfficeHoldings>;
