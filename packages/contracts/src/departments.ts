import { z } from './zod';
import { dateMessage } from './messages';
import { textField, ZId } from './text';
import { ZListQuery, zName } from './lookups';
import { listAnswer, oneAnswer, savedAnswer, ZDateString, ZDepartmentRef, ZTimestamp } from './responses';

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
  effective_date: z.iso.date(dateMessage('effective date')).optional(),
});

export const ZDepartmentSplit = z.object({
  units: z
    .array(z.object({ fullname: zName('unit name'), acronym }))
    .min(1, 'Give at least one unit.')
    .max(50, 'Split into at most 50 units at a time.'),
});

/** `?department_id=` of the head's title. */
export const ZHeadTitleQuery = z.object({ department_id: ZId });

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

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────

/** A campus (1–5; campus 1 is the main campus). */
export const ZCampus = z.object({ id: z.number().int(), name: z.string(), acronym: z.string() });
export type TCampus = z.infer<typeof ZCampus>;
export const ZCampusList = z.object({ campuses: z.array(ZCampus) });
export type TCampusList = z.infer<typeof ZCampusList>;

/** A person a department names (its head, officer-in-charge, DTR clerk): first and last name only. */
export const ZPersonName = z.object({ id: z.number().int(), fullname: z.string() });
export type TPersonName = z.infer<typeof ZPersonName>;

/** A department as its row reads (departments.repo.ts), with its campus, parent and people. */
export const ZDepartmentRow = z.object({
  id: z.number().int(),
  fullname: z.string(),
  acronym: z.string(),
  campus_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  is_active: z.boolean(),
  head_title: z.string().nullable(),
  logo_key: z.string().nullable(),
  campus: ZCampus,
  parent: ZDepartmentRef.nullable(),
  head: ZPersonName.nullable(),
  oic: ZPersonName.nullable(),
  dtr_clerk: ZPersonName.nullable(),
});
export type TDepartmentRow = z.infer<typeof ZDepartmentRow>;

/** A department as the pages show it: the row without its storage key, with its status and a link to its logo. */
export const ZDepartment = ZDepartmentRow.omit({ logo_key: true }).extend({
  status: z.enum(['Active', 'Inactive']),
  logo_path: z.string().nullable(),
});
export type TDepartment = z.infer<typeof ZDepartment>;

/** A unit under a department. */
export const ZDepartmentUnit = z.object({ id: z.number().int(), fullname: z.string(), acronym: z.string(), is_active: z.boolean() });
export type TDepartmentUnit = z.infer<typeof ZDepartmentUnit>;

/** An earlier name of a department (the row of department_name_history as Drizzle reads it). */
export const ZDepartmentNameHistory = z.object({
  id: z.number().int(),
  departmentId: z.number().int(),
  fullname: z.string(),
  acronym: z.string(),
  renamedOn: ZDateString,
  renamedByUserId: z.number().int().nullable(),
  createdAt: ZTimestamp,
});
export type TDepartmentNameHistory = z.infer<typeof ZDepartmentNameHistory>;

/** One department with its units and earlier names. */
export const ZDepartmentDetail = ZDepartment.extend({ units: z.array(ZDepartmentUnit), name_history: z.array(ZDepartmentNameHistory) });
export type TDepartmentDetail = z.infer<typeof ZDepartmentDetail>;

export const ZDepartmentList = listAnswer('departments', ZDepartment);
export type TDepartmentList = z.infer<typeof ZDepartmentList>;
export const ZDepartmentAnswer = oneAnswer('department', ZDepartmentDetail);
export type TDepartmentAnswer = z.infer<typeof ZDepartmentAnswer>;
export const ZDepartmentSaved = savedAnswer('department', ZDepartment);
export type TDepartmentSaved = z.infer<typeof ZDepartmentSaved>;
export const ZDepartmentSplitSaved = z.object({ message: z.string(), units: z.array(ZDepartmentUnit) });
export type TDepartmentSplitSaved = z.infer<typeof ZDepartmentSplitSaved>;
export const ZHeadTitle = z.object({ head_title: z.string().nullable() });
export type THeadTitle = z.infer<typeof ZHeadTitle>;
export const ZHeadTitleSaved = z.object({ message: z.string(), head_title: z.string() });
export type THeadTitleSaved = z.infer<typeof ZHeadTitleSaved>;
export const ZOfficeLogoSaved = z.object({ message: z.string(), logo_path: z.string().nullable() });
export type TOfficeLogoSaved = z.infer<typeof ZOfficeLogoSaved>;
export type TDepartmentQuery = z.infer<typeof ZDepartmentQuery>;
export type TDepartmentRename = z.infer<typeof ZDepartmentRename>;
export type TDepartmentSplit = z.infer<typeof ZDepartmentSplit>;

// ── The office header (SPEC.md §2 /department/header/setting, issue 24) ──────────────────────────────

/** The name lines an office header holds at most ("Republic of the Philippines", the university, the campus, the office). */
export const OFFICE_HEADER_LINES_MAX = 4;

/**
 * PUT /api/departments/:id/header: the name lines (blank ones dropped; none clears the header, and the office prints its
 * parent's or the university's letterhead) and the address line under them.
 */
export const ZOfficeHeaderBody = z.object({
  lines: z
    .array(textField('name line').trim().max(150, 'A name line must not be longer than 150 characters.'), { error: 'The name lines field is required.' })
    .max(20, `Give at most ${OFFICE_HEADER_LINES_MAX} name lines.`)
    .transform((lines) => lines.filter((l) => l.length > 0))
    .pipe(z.array(z.string()).max(OFFICE_HEADER_LINES_MAX, `Give at most ${OFFICE_HEADER_LINES_MAX} name lines.`)),
  address: textField('address')
    .trim()
    .max(300, 'The address must not be longer than 300 characters.')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type TOfficeHeaderBody = z.input<typeof ZOfficeHeaderBody>;

/** What an office prints at the top of its documents: its own header, else its parent's; `from` null is the university's letterhead. */
export const ZPrintedHeader = z.object({
  from: ZDepartmentRef.nullable(),
  lines: z.array(z.string()),
  address: z.string().nullable(),
  logo_path: z.string().nullable(),
});
export type TPrintedHeader = z.infer<typeof ZPrintedHeader>;

/** One office's header as set, and what it prints. */
export const ZOfficeHeader = z.object({
  office: ZDepartmentRef,
  parent: ZDepartmentRef.nullable(),
  lines: z.array(z.string()),
  address: z.string().nullable(),
  logo_path: z.string().nullable(),
  prints: ZPrintedHeader,
});
export type TOfficeHeader = z.infer<typeof ZOfficeHeader>;
export const ZOfficeHeaderAnswer = oneAnswer('header', ZOfficeHeader);
export type TOfficeHeaderAnswer = z.infer<typeof ZOfficeHeaderAnswer>;
export const ZOfficeHeaderSaved = savedAnswer('header', ZOfficeHeader);
export type TOfficeHeaderSaved = z.infer<typeof ZOfficeHeaderSaved>;

/** GET /api/departments/header-offices: the offices the caller sets the header of (HR and the administrators: any, `any_office`). */
export const ZHeaderOffices = z.object({
  any_office: z.boolean(),
  departments: z.array(ZDepartmentRef),
  units: z.array(ZDepartmentRef.extend({ parent_id: z.number().int() })),
});
export type THeaderOffices = z.infer<typeof ZHeaderOffices>;
