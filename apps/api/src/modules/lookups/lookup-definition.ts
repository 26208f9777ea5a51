import type { z } from 'zod';
import type { TViewGroup } from '@hris/contracts';

/** A column beyond the name that a reference list carries (a degree's level, a major's degree). */
export type LookupExtra = {
  /** Column in the table. */
  column: string;
  /** Field name in requests and answers. */
  field: string;
  schema: z.ZodType;
  /**
   * The column as answers carry it: the table's type, looser than `schema` (which checks what may be
   * saved now; rows saved before, or by migrations, may hold other values, e.g. a leave charged to SC).
   */
  answer: z.ZodType;
  /** When set, GET may filter on it with this query parameter (degree majors by degreeId). */
  filterParam?: string;
  /** Referenced table, so a wrong id is a 422 on the field rather than a database error. */
  references?: string;
};

/**
 * One reference list of SPEC.md §7: where it lives, what its answer field is called and who
 * may change it. One engine (lookups.service) serves every list from these definitions.
 */
export type LookupDefinition = {
  /** SQL table (a trusted constant, never user input). */
  table: string;
  /** The name column and its field in answers (`name`, `fullname`, `major`). */
  nameColumn: string;
  nameField: string;
  /** Singular words for messages: "The school has already been taken." */
  label: string;
  /** The answer's list field (SPEC.md §7: `countries`, `work_companies`…). */
  field: string;
  /** Entries typed in by employees wait for approval by GENERALSETTINGS. */
  approvable?: boolean;
  extras?: LookupExtra[];
  /** Views that may create, edit and delete (and approve). */
  manageViews: readonly TViewGroup[];
  /** A term shorter than or as long as this is ignored (SPEC.md §5: pickers search from 3 characters). */
  searchMin: number;
  orderBy?: string;
};
