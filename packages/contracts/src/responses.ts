import { z } from './zod';

// The building blocks of the API's answers. Every route declares its answer with a schema built from these
// (`response: { 200: ZTravelAnswer }`); the API serializes through it and the web infers its types from it,
// so a shape is written once, here, from the SQL row to the React prop.

/** An instant as the API sends it: ISO 8601 in UTC (2026-11-24T01:30:00.000Z). */
export const ZTimestamp = z.string();
/** A calendar date (YYYY-MM-DD), Manila. */
export const ZDateString = z.string();

/** Where a page of a list stands. */
export const ZPageMeta = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() });
export type TPageMeta = z.infer<typeof ZPageMeta>;

/** A page of a list under its own name: `{ travels: [...], meta }`. */
export function listAnswer<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), meta: ZPageMeta } as { [P in K]: z.ZodArray<T> } & { meta: typeof ZPageMeta });
}

/** A change confirmed in words the page shows as its toast. */
export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

/** One thing under its own name, with the toast: `{ message, travel }`. */
export function savedAnswer<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ message: z.string(), [key]: item } as { message: z.ZodString } & { [P in K]: T });
}

/** One thing under its own name: `{ travel }`. */
export function oneAnswer<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: item } as { [P in K]: T });
}

/** A department as lists name it. */
export const ZDepartmentRef = z.object({ id: z.number().int(), fullname: z.string(), acronym: z.string() });
export type TDepartmentRef = z.infer<typeof ZDepartmentRef>;

/** A person as request lists show them: ID number, name as printed ("Juan D. Dela Cruz Jr."), department. */
export const ZPersonRef = z.object({ id: z.number().int(), idno: z.string().nullable(), fullname: z.string(), department: ZDepartmentRef.nullable() });
export type TPersonRef = z.infer<typeof ZPersonRef>;
