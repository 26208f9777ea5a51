import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { PAGE_SIZES } from '../constants';
import { lookupItemAnswer, lookupItemSaved, ZDegreeLevels, ZListQuery } from '../lookups';
import {
  APPROVABLE_REFERENCE_LISTS,
  REFERENCE_LIST_ADDRESSES,
  REFERENCE_LIST_SHAPES,
  referenceBodiesOf,
  referenceListAnswerOf,
  referenceQueryOf,
  referenceRowSchemaOf,
  type ReferenceListShape,
  type TReferenceListAddress,
} from '../reference-lists';
import { ZMessage } from '../responses';
import { z } from '../zod';

const perPage = (fallback: number) => z.coerce.number().int().min(1).max(PAGE_SIZES.fullList).default(fallback);

/**
 * The routes of one reference list at one address: list, one, and (unless read-only) add, edit, delete, approve.
 * The list's shape is read inside each entry's schemas only, which the web's bundle leaves out
 * (apps/web/route-table-for-the-web.ts): the pages keep the addresses, not every list's zod schemas.
 */
function referenceListRoutesAt<S extends ReferenceListShape>(address: TReferenceListAddress) {
  const shape = () => REFERENCE_LIST_SHAPES[REFERENCE_LIST_ADDRESSES[address]] as ReferenceListShape as S;
  const one = `${address}/:id` as const;
  return {
    list: route({
      method: 'GET',
      path: address,
      summary: `List ${shape().field} (term, page, per_page)`,
      query: referenceQueryOf(shape()),
      response: referenceListAnswerOf(shape()),
    }),
    one: route({ method: 'GET', path: one, summary: `One ${shape().label}`, params: ZIdParams, response: lookupItemAnswer(referenceRowSchemaOf(shape())) }),
    add: route({
      method: 'POST',
      path: address,
      summary: `Add a ${shape().label}`,
      body: referenceBodiesOf(shape()).create,
      response: lookupItemSaved(referenceRowSchemaOf(shape())),
    }),
    // An entry deleted meanwhile reads back as null.
    edit: route({
      method: 'PUT',
      path: one,
      summary: `Edit a ${shape().label}`,
      params: ZIdParams,
      body: referenceBodiesOf(shape()).update,
      response: lookupItemSaved(referenceRowSchemaOf(shape()).nullable()),
    }),
    remove: route({ method: 'DELETE', path: one, summary: `Delete a ${shape().label}`, params: ZIdParams, response: ZMessage }),
    ...((APPROVABLE_REFERENCE_LISTS as readonly string[]).includes(REFERENCE_LIST_ADDRESSES[address])
      ? {
          approve: route({
            method: 'PUT',
            path: `${address}/:id/approve`,
            summary: `Approve a ${shape().label} an employee typed in`,
            params: ZIdParams,
            response: lookupItemSaved(referenceRowSchemaOf(shape()).nullable()),
          }),
        }
      : {}),
  };
}

/** The routes of a list, typed by its shape: `ReferenceListShape` itself for "any list". */
type ReferenceListRoutes<S extends ReferenceListShape> = ReturnType<typeof referenceListRoutesAt<S>>;
type ShapeAt<A extends TReferenceListAddress> = (typeof REFERENCE_LIST_SHAPES)[(typeof REFERENCE_LIST_ADDRESSES)[A]];

const families = Object.fromEntries(
  Object.keys(REFERENCE_LIST_ADDRESSES).map((address) => [address, referenceListRoutesAt(address as TReferenceListAddress)]),
) as Record<TReferenceListAddress, ReferenceListRoutes<ReferenceListShape>>;

/**
 * The routes of the list at `address`, whichever it is (the same objects the API registers): what the API's generic
 * handlers and Settings' reference-list pages use, where the list is chosen at run time and an entry is a `TLookupItem`.
 */
export function referenceListRoutes(address: TReferenceListAddress): ReferenceListRoutes<ReferenceListShape> {
  return families[address];
}

/** The same routes typed by the list at `address`: a page that reads one list (`answer.appointment_nature[0].name`). */
export function referenceListOf<A extends TReferenceListAddress>(address: A): ReferenceListRoutes<ShapeAt<A>> {
  return families[address] as ReferenceListRoutes<ReferenceListShape> as unknown as ReferenceListRoutes<ShapeAt<A>>;
}

const recruitmentLookup = <const F extends string, L extends keyof typeof REFERENCE_LIST_SHAPES>(path: `/api/${string}`, field: F, list: L) =>
  route({
    method: 'GET',
    path,
    summary: `Recruitment lookup: ${field}`,
    query: ZListQuery.extend({ per_page: perPage(PAGE_SIZES.fullList) }),
    response: referenceListAnswerOf<(typeof REFERENCE_LIST_SHAPES)[L], F>(REFERENCE_LIST_SHAPES[list], field),
  });

const positionsOfKind = (kind: 'faculty' | 'staff') =>
  route({
    method: 'GET',
    path: `/api/positions/${kind}`,
    summary: `${kind} positions`,
    query: ZListQuery.extend({ source: z.string().max(40).optional() }),
    response: referenceListAnswerOf(REFERENCE_LIST_SHAPES.positions),
  });

/** The reference lists (SPEC.md §7; Settings → Reference lists and every picker), and the readings some have of their own. */
export const lookupsApi = {
  degreeLevels: route({ method: 'GET', path: '/api/degree/create', summary: 'The educational levels a degree belongs to', response: ZDegreeLevels }),
  // Statuses offered when reclassifying or reappointing; `all` lists every status instead.
  reclassStatuses: route({
    method: 'GET',
    path: '/api/astatus/for-reclass',
    summary: 'Appointment statuses for reclassification',
    query: ZListQuery.extend({ all: z.stringbool().optional(), per_page: perPage(PAGE_SIZES.reclassStatuses) }),
    response: referenceListAnswerOf(REFERENCE_LIST_SHAPES.appointmentStatuses),
  }),
  facultyPositions: positionsOfKind('faculty'),
  staffPositions: positionsOfKind('staff'),
  // Recruitment reads the same lists under its own paths and field names.
  recruitmentNatures: recruitmentLookup('/api/recruitment/applicants/appointment/nature', 'appointment_nature', 'appointmentNatures'),
  recruitmentStatuses: recruitmentLookup('/api/recruitment/applicants/appointment/status', 'current_status', 'appointmentStatuses'),
  recruitmentPlantillas: recruitmentLookup('/api/recruitment/applicants/appointment/plantilla', 'appointment_plantilla', 'appointmentPlantillas'),
  // Every list's own routes, named `<address> <route>` (`/api/countries list`): the route-table test reads them here.
  ...Object.fromEntries(Object.entries(families).flatMap(([address, family]) => Object.entries(family).map(([name, entry]) => [`${address} ${name}`, entry]))),
};
