import { IMPORT_KIND_LABELS, ZImportMapping, type TImportBatchKind, type TImportKind, type TImportMapping, type TImportRow } from '@hris/contracts';
import { randomUUID } from 'node:crypto';
import { withTransaction } from '@hris/db';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { addListSheet, newWorkbook, workbookBytes, type SheetColumn } from '../../lib/workbook';
import { proposeMapping } from '../../domain/import-values';
import { readSheet, type Sheet } from './import-file';
import { IMPORT_KIND_LIST, kindOf } from './kinds';
import type { BatchRecord, ImportKind, ImportOptions, PlannedRow, SourceRow } from './kinds/kind';
import * as repo from './imports.repo';
import { pdsWorkbooksUndo } from './pds-workbooks.service';
import { startJob, type LongWork } from '../background-jobs';

/** Who imports (issue 41): HR's personnel office and the administrators. */
export const IMPORTERS = ['PERSONNELS', 'ADMIN'] as const;

/** The upload as the routes read it. */
export type ImportUpload = { file: Buffer | null; fileName: string | null; fields: Record<string, string> };

export async function listKinds(deps: Deps) {
  const remembered = await repo.rememberedMappings(deps.db);
  return {
    kinds: IMPORT_KIND_LIST.map((k) => ({
      kind: k.kind,
      label: IMPORT_KIND_LABELS[k.kind],
      description: k.description,
      undo_rule: k.undoRule,
      fields: k.fields.map(({ key, label, mandatory, hint }) => ({ key, label, mandatory, hint })),
      mapping: remembered.get(k.kind) ?? null,
      options: k.options ?? [],
    })),
  };
}

/** An empty workbook with the kind's columns and a second sheet saying what each holds. */
export async function template(kind: TImportKind, now: Date) {
  const k = kindOf(kind);
  const book = newWorkbook(now);
  // Every column text, so that Excel keeps leading zeros of employee numbers and does not turn 03/06/2019 into its own date.
  const columns = k.fields.map((f): SheetColumn<never> => ({ header: f.label, kind: 'text', width: Math.max(14, f.label.length + 4), value: () => null }));
  addListSheet(book, IMPORT_KIND_LABELS[kind], columns, []);
  const help: SheetColumn<(typeof k.fields)[number]>[] = [
    { header: 'Column', kind: 'text', width: 30, value: (f) => f.label },
    { header: 'Required', kind: 'text', width: 10, value: (f) => (f.mandatory ? 'yes' : '') },
    { header: 'What it holds', kind: 'text', width: 80, wrap: true, value: (f) => f.hint },
  ];
  addListSheet(book, 'What each column holds', help, k.fields);
  return { bytes: await workbookBytes(book), fileName: `import-${kind}.xlsx` };
}

function mappingOf(fields: Record<string, string>): TImportMapping | null {
  if (!fields.mapping) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fields.mapping);
  } catch {
    throw AppError.validation('mapping', 'The column mapping could not be read. Choose the columns again.');
  }
  const mapping = ZImportMapping.safeParse(parsed);
  if (!mapping.success) throw AppError.validation('mapping', 'The column mapping could not be read. Choose the columns again.');
  return mapping.data;
}

function optionsOf(kind: ImportKind<unknown>, fields: Record<string, string>): ImportOptions {
  const options: ImportOptions = {};
  for (const o of kind.options ?? []) options[o.key] = fields[o.key] === 'true' || fields[o.key] === '1';
  return options;
}

/** The mapping to use: the one sent (each column must be in the file), else the remembered or proposed one. */
async function resolveMapping(deps: Deps, kind: ImportKind<unknown>, sheet: Sheet, sent: TImportMapping | null) {
  const known = new Set(kind.fields.map((f) => f.key));
  if (sent) {
    const mapping: TImportMapping = {};
    for (const f of kind.fields) {
      const column = sent[f.key] ?? null;
      if (column !== null && !sheet.columns.includes(column))
        throw AppError.validation('mapping', `The file has no column "${column}" (chosen for ${f.label}). Choose the columns again.`);
      mapping[f.key] = column;
    }
    const unknown = Object.keys(sent).find((key) => !known.has(key));
    if (unknown) throw AppError.validation('mapping', `"${unknown}" is not a field of this import.`);
    return mapping;
  }
  return proposeMapping(kind.fields, sheet.columns, await repo.rememberedMapping(deps.db, kind.kind));
}

async function planFile(deps: Deps, actor: Actor, kindName: TImportKind, upload: ImportUpload) {
  const kind = kindOf(kindName);
  const sheet = await readSheet(upload.file, upload.fileName);
  const sent = mappingOf(upload.fields);
  const mapping = await resolveMapping(deps, kind, sheet, sent);
  // Columns chosen by hand are remembered at once (a preference, not a record): the corrected file, chosen next, is read
  // with them, as the next month's file will be.
  if (sent) await repo.rememberMapping(deps.db, kindName, mapping, actor.userId);
  const missing = kind.fields.filter((f) => f.mandatory && !mapping[f.key]).map((f) => f.label);
  const index = new Map(Object.entries(mapping).flatMap(([key, column]) => (column ? [[key, sheet.columns.indexOf(column)] as const] : [])));
  const rows: SourceRow[] = sheet.rows.map((r) => ({
    row: r.row,
    cell: (field: string) => {
      const i = index.get(field);
      return i === undefined ? '' : (r.cells[i] ?? '').trim();
    },
  }));
  const options = optionsOf(kind, upload.fields);
  // Rows are not read until every required field has its column: the page shows the mapping to finish instead.
  const planned: PlannedRow<unknown>[] = missing.length ? [] : await kind.plan(deps, actor, rows, options);
  return { kind, sheet, mapping, missing, planned, options, fileName: upload.fileName ?? `${kindName}.xlsx` };
}

const summaryOf = (rows: TImportRow[]) => ({
  create: rows.filter((r) => r.action === 'create' && !r.problems.length).length,
  update: rows.filter((r) => r.action === 'update' && !r.problems.length).length,
  skip: rows.filter((r) => r.action === 'skip' && !r.problems.length).length,
  problems: rows.filter((r) => r.problems.length).length,
});

const shown = (rows: PlannedRow<unknown>[]): TImportRow[] => rows.map(({ plan: _plan, ...row }) => row);

/** What importing the file would do, row by row; nothing is written. */
export async function preview(deps: Deps, actor: Actor, kindName: TImportKind, upload: ImportUpload) {
  const { sheet, mapping, missing, planned, fileName } = await planFile(deps, actor, kindName, upload);
  const rows = shown(planned);
  return { kind: kindName, file_name: fileName, columns: sheet.columns, mapping, missing, rows, summary: summaryOf(rows) };
}

const listRows = (rows: number[]) => {
  const named = rows.slice(0, 10).join(', ');
  return rows.length > 10 ? `${named} and ${rows.length - 10} more` : named;
};

/** What refuses a commit (422 naming the rows), in the request and again when the job starts: the rows to write. */
async function planCommit(deps: Deps, actor: Actor, kindName: TImportKind, upload: ImportUpload) {
  const planned = await planFile(deps, actor, kindName, upload);
  if (planned.missing.length) throw AppError.validation('mapping', `Choose the column for ${planned.missing.join(', ')}.`);
  const bad = planned.planned.filter((r) => r.problems.length);
  if (bad.length) {
    const errors: Record<string, string[]> = {};
    for (const r of bad.slice(0, 100)) errors[`row ${r.row}`] = r.problems;
    throw new AppError(
      422,
      `${bad.length === 1 ? 'Row' : `${bad.length} rows have problems: rows`} ${listRows(bad.map((r) => r.row))}${bad.length === 1 ? ' has a problem' : ''}. Nothing was imported; correct the file and try again.`,
      errors,
    );
  }
  const writing = planned.planned.filter((r) => r.plan !== null && r.action !== 'skip');
  if (!writing.length) throw AppError.validation('file', 'The file has nothing to import: every row is already on file as it is.');
  return { ...planned, writing };
}

export const COMMIT_JOB = 'import-commit' as const;

/**
 * Imports the file, all or nothing: one row with a problem and nothing is written. The rows are checked here (422
 * naming them, nothing started); the write of 5,000 rows takes seconds, so it runs as a job (issue 42) from the file kept
 * in the storage meanwhile, the page follows its progress and the importer is notified when it ends.
 */
export async function commit(deps: Deps, actor: Actor, kindName: TImportKind, upload: ImportUpload) {
  const { writing, fileName } = await planCommit(deps, actor, kindName, upload);
  const fileKey = `import-jobs/${randomUUID()}.${fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx'}`;
  await deps.storage.put(fileKey, upload.file!);
  const job = await startJob(deps, actor, {
    kind: COMMIT_JOB,
    subjectId: null,
    params: {
      import_kind: kindName,
      file_key: fileKey,
      file_name: fileName,
      fields: upload.fields,
      importer: { personnel_id: actor.personnelId, views: actor.views, roles: actor.roles },
    },
    total: writing.length,
    link: '/personnels/imports',
    busy: 'This file is being imported',
  });
  return { message: `Importing ${writing.length.toLocaleString('en-US')} rows of ${fileName}. You will be notified when it is done.`, job };
}

/** The commit job's work: the kept file checked again (the records may have changed), then written in one transaction. */
export const commitWork: LongWork = {
  kind: COMMIT_JOB,
  run: async (deps, job, progress) => {
    const p = job.params as {
      import_kind: TImportKind;
      file_key: string;
      file_name: string;
      fields: Record<string, string>;
      importer: { personnel_id: number | null; views: string[]; roles: string[] };
    };
    const ip = typeof job.params.ip === 'string' ? job.params.ip : undefined;
    // The importer as the request saw them: their record is their own to leave alone, their views the most an account
    // they invite may be given.
    const { personnel_id: personnelId, views, roles } = p.importer;
    const actor: Actor = { userId: job.asked_by_user_id, sessionId: '', personnelId, views, roles, ip };
    const file = await deps.storage.get(p.file_key);
    if (!file) throw new AppError(410, 'The file to import is no longer kept: choose it and import it again.');
    await progress.step('Checking the rows again');
    const { kind, mapping, writing, options, fileName } = await planCommit(deps, actor, p.import_kind, { file, fileName: p.file_name, fields: p.fields }).catch(
      async (err: unknown) => {
        // Refused now (a record changed since the request): the file is not kept for a try that cannot come.
        await deps.storage.remove(p.file_key);
        throw err;
      },
    );
    const created = writing.filter((r) => r.action === 'create').length;
    const updated = writing.length - created;
    await progress.set(0, writing.length, 'Writing the rows');
    const rowsOf = new Map<string, number>();
    const after = await withTransaction(deps.db, async (tx) => {
      const records: BatchRecord[] = [];
      // A row's records are told as they are written: the bar moves with the most-written table (the people, the lines).
      const tick = (entity: string) => {
        const n = (rowsOf.get(entity) ?? 0) + 1;
        rowsOf.set(entity, n);
        void progress.set(Math.min(n, writing.length)).catch(() => undefined);
      };
      const batchId = await repo.insertBatch(tx, { kind: p.import_kind, fileName, userId: actor.userId, created, updated });
      const after = await kind.commit(
        tx,
        deps,
        actor,
        writing.map((r) => r.plan),
        {
          created: (entity, entityId) => {
            records.push({ entity, entityId, before: null });
            tick(entity);
          },
          updated: (entity, entityId, before) => {
            records.push({ entity, entityId, before });
            tick(entity);
          },
        },
        options,
      );
      await progress.step('Keeping the batch, to undo it');
      await repo.insertRecords(tx, batchId, records);
      await repo.rememberMapping(tx, p.import_kind, mapping, actor.userId);
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: 'import',
        entity: 'import_batch',
        entityId: batchId,
        after: { kind: p.import_kind, file_name: fileName, created, updated, options },
        ip: actor.ip,
      });
      await progress.mustStillHold(tx);
      return after;
    });
    await progress.set(writing.length, writing.length, 'Imported');
    await deps.storage.remove(p.file_key);
    if (after) await after();
    return {
      message: `${IMPORT_KIND_LABELS[p.import_kind]}: ${created} created and ${updated} updated from ${fileName}.`,
      link: '/personnels/imports',
    };
  },
};

export async function listBatches(deps: Deps, q: { kind?: TImportBatchKind; page: number; per_page: number }) {
  const { rows, total } = await repo.listBatches(deps.db, { kind: q.kind, page: q.page, perPage: q.per_page });
  return { batches: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

/** Undoes a batch while nothing it made is used elsewhere (the kind says what "used" is). */
export async function undo(deps: Deps, actor: Actor, id: number) {
  let undoneKind: Pick<ImportKind<unknown>, 'refuseUndo' | 'undo' | 'afterUndo'> | null = null;
  const message = await withTransaction(deps.db, async (tx) => {
    const batch = await repo.batchForUndo(tx, id);
    if (!batch) throw AppError.notFound('The import was not found.');
    if (batch.undone_at) throw new AppError(409, 'This import has already been undone.');
    // HR's zip of PDS workbooks is no spreadsheet kind (pds-workbooks.service.ts) but is undone the same way.
    const kind = batch.kind === 'pds-workbooks' ? pdsWorkbooksUndo : kindOf(batch.kind);
    const records = await repo.recordsOf(tx, id);
    const reason = await kind.refuseUndo(tx, records, batch.created_at);
    if (reason) throw new AppError(409, `This import can no longer be undone: ${reason}`);
    await kind.undo(tx, records);
    await repo.markUndone(tx, id, actor.userId);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'undo',
      entity: 'import_batch',
      entityId: id,
      before: { kind: batch.kind, file_name: batch.file_name },
      ip: actor.ip,
    });
    undoneKind = kind;
    return `The import of ${batch.file_name} has been undone.`;
  });
  (undoneKind as Pick<ImportKind<unknown>, 'afterUndo'> | null)?.afterUndo?.(deps);
  return { message };
}

/** Per kind: its label, how many records are on file, and the newest import standing (the setup checklist's items). */
export async function importStates(deps: Deps, kinds: readonly TImportKind[]) {
  const states = await repo.kindStates(deps.db, kinds);
  return states.map((s) => ({ ...s, label: IMPORT_KIND_LABELS[s.kind] }));
}
