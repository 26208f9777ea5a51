import { z } from 'zod';
import { textField, ZId } from './text';
import { ZListQuery, zName } from './lookups';

const acronym = textField('acronym').trim().min(1, 'The acronym field is required.').max(30, 'The acronym must not be longer than 30 characters.');
const campusId = z.coerce.number().int().min(1, 'The campus must be one of campuses 1 to 5.').max(5, 'The campus must be one of campuses 1 to 5.');

export const ZDepartmentQuery = ZListQuery.extend({
  campus_id: campusId.optional(),
  is_active: z.stringbool().optional(),
  /** SPEC.md §9: for department choice, campus 1 is internal and the others external. */
  type: z.enum(['internal', 'external']).optional(),
  parent_id: ZId.optional(),
  top_level: z.stringbool().optional(),
});

export const ZDepartmentBody = z.object({
  fullname: zName('name'),
  acronym,
  campus_id: campusId,
  parent_id: ZId.nullable().optional(),
  is_active: z.boolean().optional(),
});
export type TDepartmentBody = z.infer<typeof ZDepartmentBody>;
export const ZDepartmentUpdate = ZDepartmentBody.partial();

/** POST /api/departments/new-name: a rename that keeps the old name in the history. */
export const ZDepartmentRename = z.object({
  id: ZId,
  fullname: zName('new name'),
  acronym: acronym.optional(),
  effective_date: z.iso.date('The effective date must be a date (YYYY-MM-DD).').optional(),
});

export const ZDepartmentSplit = z.object({
  units: z
    .array(z.object({ fullname: zName('unit name'), acronym }))
    .min(1, 'Give at least one unit.')
    .max(50, 'Split into at most 50 units at a time.'),
});

export const ZHeadTitleBody = z.object({
  department_id: ZId,
  head_title: textField('head title').trim().min(1, 'The head title field is required.').max(100, 'The head title must not be longer than 100 characters.'),
});

/** /department_setting: the head, the officer-in-charge who stands in while the head is away, and the DTR clerk. */
export const ZDepartmentHeads = z.object({
  head_personnel_id: ZId.nullable().optional(),
  oic_personnel_id: ZId.nullable().optional(),
  /** Hands the department's monthly DTRs to HR (/clerk/dtr_list); a person of the department or one of its units. */
  dtr_clerk_personnel_id: ZId.nullable().optional(),
});
export type TDepartmentHeads = z.infer<typeof ZDepartmentHeads>;
