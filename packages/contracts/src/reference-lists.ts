import { z } from './zod';
import {
  DEGREE_LEVELS,
  lookupListAnswer,
  LOOKUP_STATUSES,
  ZListQuery,
  zName,
  type TListMeta,
  type TLookupItem,
  type TLookupList,
  type TLookupStatus,
} from './lookups';
import { ZId, numberError } from './text';

// The reference lists of SPEC.md §7 as both sides see them: each list's answer field, name field and extra
// fields with their schemas. The API adds where each lives (its table and columns: modules/lookups/lookups.catalog.ts);
// the route table (api/lookups.ts) makes each list's routes from these, so a list's form, answer and routes agree.

/** A field beyond the name that a list carries: how a save checks it, how an answer carries it, its filter. */
export type ReferenceListExtra = {
  field: string;
  schema: z.ZodType;
  /** Looser than `schema`: rows saved before, or by migrations, may hold other values (a leave charged to SC). */
  answer: z.ZodType;
  /** When set, the list may be filtered on it with this query parameter (degree majors by degreeId). */
  filterParam?: string;
};

export type ReferenceListShape = {
  /** The answer's list field (SPEC.md §7: `countries`, `work_companies`…). */
  field: string;
  /** The name field in answers (`name`, `fullname`, `major`). */
  nameField: string;
  /** Singular words for messages: "The school has already been taken." */
  label: string;
  /** Entries typed in by employees wait for approval by GENERALSETTINGS. */
  approvable?: boolean;
  extras?: readonly ReferenceListExtra[];
};

// `const` keeps each list's field names literal, so a page reading one list (`answer.appointment_nature`) is typed by it.
const named = <const F extends string, const M extends Partial<ReferenceListShape> = Record<never, never>>(label: string, field: F, more?: M) =>
  ({ field, nameField: 'name', label, ...more }) as { field: F; nameField: 'name'; label: string } & M;
const days = (label: string) =>
  z
    .number({ error: numberError(`The ${label} must be a whole number.`) })
    .int()
    .min(0)
    .max(366)
    .nullable()
    .optional();

/** The lists employees may type a new entry into, which waits for approval (their shapes say `approvable`). */
export const APPROVABLE_REFERENCE_LISTS = ['degrees', 'schools', 'workCompanies'] as const;

export const REFERENCE_LIST_SHAPES = {
  countries: named('country', 'countries'),
  civilStatuses: named('civil status', 'civil_status'),
  bloodTypes: named('blood type', 'blood_types'),
  degrees: named('degree', 'degrees', {
    approvable: true,
    extras: [{ field: 'level', schema: z.enum(DEGREE_LEVELS, { error: 'The level must be one of the CS Form 212 levels.' }), answer: z.string() }],
  }),
  degreeMajors: {
    field: 'degree_majors',
    nameField: 'major',
    label: 'major',
    extras: [{ field: 'degree_id', schema: ZId, answer: z.number().int(), filterParam: 'degreeId' }],
  } as const,
  schools: named('school', 'schools', { approvable: true }),
  workCompanies: named('company', 'work_companies', { approvable: true }),
  appointmentStatuses: named('appointment status', 'appointment_status', {
    extras: [{ field: 'for_reclass', schema: z.boolean().default(false), answer: z.boolean() }],
  }),
  appointmentNatures: named('appointment nature', 'appointment_nature'),
  appointmentPlantillas: named('appointment plantilla', 'appointment_plantilla'),
  personnelStatuses: named('personnel status', 'personnel_status'),
  univMfos: { field: 'univ_mfos', nameField: 'fullname', label: 'MFO' } as const,
  positions: named('position', 'positions', {
    extras: [
      {
        field: 'salary_grade',
        schema: z
          .number({ error: numberError('The salary grade must be a number from 1 to 33.') })
          .int()
          .min(1, 'The salary grade must be from 1 to 33.')
          .max(33, 'The salary grade must be from 1 to 33.')
          .nullable()
          .optional(),
        answer: z.number().int().nullable(),
      },
      { field: 'kind', schema: z.enum(['faculty', 'staff'], { error: 'The kind must be faculty or staff.' }).default('staff'), answer: z.string() },
    ],
  }),
  plantillaCoverages: named('coverage', 'coverages'),
  plantillaLevels: named('level', 'levels'),
  leaveTypes: named('leave type', 'leave_types', {
    extras: [
      { field: 'code', schema: z.string().trim().min(1, 'The code field is required.').max(20).toUpperCase(), answer: z.string() },
      { field: 'legal_basis', schema: z.string().trim().max(200).nullable().optional(), answer: z.string().nullable() },
      { field: 'max_days', schema: days('maximum'), answer: z.number().int().nullable() },
      { field: 'unit', schema: z.enum(['days', 'months']).default('days'), answer: z.string() },
      { field: 'with_pay', schema: z.boolean().default(true), answer: z.boolean() },
      { field: 'cumulative', schema: z.boolean().default(false), answer: z.boolean() },
      { field: 'charged_to', schema: z.enum(['VL', 'SL']).nullable().optional(), answer: z.string().nullable() },
      { field: 'file_ahead_days', schema: days('days to file ahead'), answer: z.number().int().nullable() },
    ],
  }),
} satisfies Record<string, ReferenceListShape>;
export type TReferenceListKey = keyof typeof REFERENCE_LIST_SHAPES;

/** Where each list lives (SPEC.md §7 spells some paths its own way; both readings are served where it gives two). */
export const REFERENCE_LIST_ADDRESSES = {
  '/api/countries': 'countries',
  '/api/civil-status': 'civilStatuses',
  '/api/bloodtype': 'bloodTypes',
  '/api/blood-types': 'bloodTypes',
  '/api/degree': 'degrees',
  '/api/degrees': 'degrees',
  '/api/degree-majors': 'degreeMajors',
  '/api/schools': 'schools',
  '/api/workcompany': 'workCompanies',
  '/api/astatus': 'appointmentStatuses',
  '/api/appointment-natures': 'appointmentNatures',
  '/api/appointment-plantillas': 'appointmentPlantillas',
  '/api/personnel-statuses': 'personnelStatuses',
  '/api/spmis/umfos': 'univMfos',
  '/api/positions': 'positions',
  '/api/plantilla/coverages': 'plantillaCoverages',
  '/api/plantilla/levels': 'plantillaLevels',
  '/api/leave-types': 'leaveTypes',
} as const satisfies Record<`/api/${string}`, TReferenceListKey>;
export type TReferenceListAddress = keyof typeof REFERENCE_LIST_ADDRESSES;

type ExtrasRow<E> = E extends readonly ReferenceListExtra[] ? { [X in E[number] as X['field']]: z.output<X['answer']> } : unknown;
type ApprovalColumns<S extends ReferenceListShape> = S['approvable'] extends true ? { status: TLookupStatus; created_by_user_id: number | null } : unknown;

/**
 * An entry of the list of shape `S` as its answers carry it. For a list known where it is read (the natures of
 * appointment) every field is typed; for "any list" (`ReferenceListShape` itself: Settings' generic pages, whose list
 * is chosen at run time) it is the open `TLookupItem`.
 */
export type ReferenceRowOf<S extends ReferenceListShape> = string extends S['nameField']
  ? TLookupItem
  : { id: number } & { [K in S['nameField']]: string } & ExtrasRow<S['extras']> & ApprovalColumns<S>;

/** A page of the list of shape `S` under its field `F` (the list's own, or the one a reading of it answers with). */
export type ReferenceListAnswer<S extends ReferenceListShape, F extends string = S['field']> = string extends F
  ? TLookupList<string, ReferenceRowOf<S>>
  : { [K in F]: ReferenceRowOf<S>[] } & { meta: TListMeta };

/** The row a list answers: id, the name field, its extras, and for approvable lists status and creator. */
export function referenceRowSchemaOf<const S extends ReferenceListShape>(list: S): z.ZodType<ReferenceRowOf<S>> {
  const shape: Record<string, z.ZodType> = { id: z.number().int(), [list.nameField]: z.string() };
  for (const e of list.extras ?? []) shape[e.field] = e.answer;
  const row = z.object(shape);
  // The row is built from the shape at run time; ReferenceRowOf says the same of it to TypeScript.
  return (list.approvable ? row.extend({ status: z.enum(LOOKUP_STATUSES), created_by_user_id: z.number().int().nullable() }) : row) as unknown as z.ZodType<
    ReferenceRowOf<S>
  >;
}

/** A list's page under its own field, or under the field a reading of it answers with (recruitment's `current_status`). */
export function referenceListAnswerOf<const S extends ReferenceListShape, const F extends string = S['field']>(
  list: S,
  field?: F,
): z.ZodType<ReferenceListAnswer<S, F>> {
  return lookupListAnswer(field ?? list.field, referenceRowSchemaOf(list)) as unknown as z.ZodType<ReferenceListAnswer<S, F>>;
}

/** The body of a list's add (all required) and edit (all optional) forms. */
export function referenceBodiesOf(list: ReferenceListShape) {
  const shape: Record<string, z.ZodType> = { [list.nameField]: zName(list.label, list.nameField === 'fullname' ? 300 : 200) };
  for (const e of list.extras ?? []) shape[e.field] = e.schema;
  const create = z.object(shape);
  return { create, update: create.partial() };
}

export const ZReferenceListQuery = ZListQuery.extend({ status: z.enum(LOOKUP_STATUSES).optional() });
/** The query of any list to TypeScript: the filters a list's extras name (degree majors' `degreeId`) are the only ones. */
export const ZFilteredListQuery = ZReferenceListQuery.extend({ degreeId: ZId.optional() });

/** A list's query: term and paging, the approval status, and its extras' filters (only its own reach the API's handler). */
export function referenceQueryOf(list: ReferenceListShape): typeof ZFilteredListQuery {
  const filters: Record<string, z.ZodType> = {};
  for (const e of list.extras ?? []) if (e.filterParam) filters[e.filterParam] = ZId.optional();
  return ZReferenceListQuery.extend(filters) as unknown as typeof ZFilteredListQuery;
}
