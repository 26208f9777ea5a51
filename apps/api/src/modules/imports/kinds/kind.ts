import type { TImportField, TImportKind, TImportRow } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import type { Actor } from '../../../lib/actor';
import type { Deps } from '../../../lib/deps';

// What a kind of import is: its fields, how it checks rows against the records on file, how it writes them, and how
// its batch is undone. imports.service.ts does the rest (the file, the mapping, all or nothing, the batch, the audit)
// the same way for every kind; a new kind is one file here and one line in ./index.ts.

/** A field of the kind, with the other headers offices give its column (for the proposed mapping). */
export type ImportField = TImportField & { aliases?: readonly string[] };

/** A row of the file seen through the mapping: `cell('last_name')` is the text of the mapped column ('' if none). */
export type SourceRow = { row: number; cell: (field: string) => string };

/** A row as the preview shows it, with what the commit will write when it has no problem. */
export type PlannedRow<P> = TImportRow & { plan: P | null };

/** What a batch made (before: null) or changed (before: the columns it had). */
export type BatchRecord = { entity: string; entityId: number; before: Record<string, unknown> | null };

export type Recorder = {
  created(entity: string, id: number): void;
  updated(entity: string, id: number, before: Record<string, unknown>): void;
};

/** The commit's choices besides the mapping (the personnel kind's `invite`). */
export type ImportOptions = Record<string, boolean>;

export type ImportKind<P> = {
  /** Its name on the pages is IMPORT_KIND_LABELS[kind] (contracts). */
  kind: TImportKind;
  description: string;
  /** When a batch can no longer be undone, in the users' words. */
  undoRule: string;
  fields: ImportField[];
  options?: { key: string; label: string }[];
  /** Who besides the personnel office and the administrators may import this kind (views). */
  plan(deps: Deps, actor: Actor, rows: SourceRow[], options: ImportOptions): Promise<PlannedRow<P>[]>;
  /** Writes the rows (all of them have a plan) in the batch's transaction; may answer work to do once committed. */
  commit(tx: Queryable, deps: Deps, actor: Actor, plans: P[], record: Recorder, options: ImportOptions): Promise<(() => Promise<void>) | void>;
  /** Why the batch can no longer be undone (its records used since), or null. */
  refuseUndo(db: Queryable, records: BatchRecord[], importedAt: string): Promise<string | null>;
  undo(tx: Queryable, records: BatchRecord[]): Promise<void>;
  /** Run after an undo is committed (a cache to drop). */
  afterUndo?(deps: Deps): void;
};

/** A row with its problems, nothing to write. */
export const refused = <P>(row: number, subject: string, problems: string[]): PlannedRow<P> => ({
  row,
  action: 'skip',
  subject,
  changes: [],
  problems,
  plan: null,
});
