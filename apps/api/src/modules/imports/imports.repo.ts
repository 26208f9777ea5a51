import { ZImportBatch, type TImportBatchKind, type TImportKind } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { z } from 'zod';
import { execute, query, queryOne } from '../../lib/query';
import type { BatchRecord } from './kinds/kind';

// SQL of the import batches (migration 0047): the batch, its records for the undo, the mapping remembered per kind.

export async function rememberedMapping(db: Queryable, kind: TImportKind): Promise<Record<string, string | null> | null> {
  const row = await queryOne<{ mapping: Record<string, string | null> }>(db, `SELECT mapping FROM import_mappings WHERE kind = $1`, [kind]);
  return row?.mapping ?? null;
}

export async function rememberedMappings(db: Queryable): Promise<Map<string, Record<string, string | null>>> {
  const rows = await query<{ kind: string; mapping: Record<string, string | null> }>(db, `SELECT kind, mapping FROM import_mappings`);
  return new Map(rows.map((r) => [r.kind, r.mapping]));
}

export async function rememberMapping(db: Queryable, kind: TImportKind, mapping: Record<string, string | null>, userId: number): Promise<void> {
  await execute(
    db,
    `INSERT INTO import_mappings (kind, mapping, updated_by_user_id, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (kind) DO UPDATE SET mapping = EXCLUDED.mapping, updated_by_user_id = EXCLUDED.updated_by_user_id, updated_at = now()`,
    [kind, JSON.stringify(mapping), userId],
  );
}

export async function insertBatch(
  db: Queryable,
  v: { kind: TImportBatchKind; fileName: string; userId: number; created: number; updated: number },
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO import_batches (kind, file_name, created_count, updated_count, created_by_user_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [v.kind, v.fileName, v.created, v.updated, v.userId],
  );
  return row!.id;
}

/** The batch's records in one statement, however many. */
export async function insertRecords(db: Queryable, batchId: number, records: BatchRecord[]): Promise<void> {
  if (!records.length) return;
  await execute(
    db,
    `INSERT INTO import_batch_records (batch_id, entity, entity_id, before)
     SELECT $1, r.entity, r.entity_id, r.before FROM unnest($2::text[], $3::int[], $4::jsonb[]) AS r(entity, entity_id, before)`,
    [batchId, records.map((r) => r.entity), records.map((r) => r.entityId), records.map((r) => (r.before ? JSON.stringify(r.before) : null))],
  );
}

const BATCH_SELECT = `
  SELECT b.id, b.kind, b.file_name, b.created_count AS created, b.updated_count AS updated, b.created_at, cu.name AS created_by,
         b.undone_at, uu.name AS undone_by
    FROM import_batches b
    LEFT JOIN users cu ON cu.id = b.created_by_user_id
    LEFT JOIN users uu ON uu.id = b.undone_by_user_id`;

export async function listBatches(db: Queryable, q: { kind?: TImportBatchKind; page: number; perPage: number }) {
  const where = q.kind ? `WHERE b.kind = $3` : '';
  const params: unknown[] = [q.perPage, (q.page - 1) * q.perPage, ...(q.kind ? [q.kind] : [])];
  const rows = await query(db, ZImportBatch, `${BATCH_SELECT} ${where} ORDER BY b.created_at DESC, b.id DESC LIMIT $1 OFFSET $2`, params);
  const total = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM import_batches b ${q.kind ? 'WHERE b.kind = $1' : ''}`,
    q.kind ? [q.kind] : [],
  );
  return { rows, total: total?.n ?? 0 };
}

/** The batch, locked for its undo. */
export async function batchForUndo(db: Queryable, id: number) {
  return queryOne(
    db,
    ZImportBatch.pick({ id: true, kind: true, created_at: true, undone_at: true, file_name: true }),
    `SELECT id, kind, created_at, undone_at, file_name FROM import_batches WHERE id = $1 FOR UPDATE`,
    [id],
  );
}

const ZRecord = z.object({ entity: z.string(), entity_id: z.number().int(), before: z.record(z.string(), z.unknown()).nullable() });

export async function recordsOf(db: Queryable, batchId: number): Promise<BatchRecord[]> {
  const rows = await query(db, ZRecord, `SELECT entity, entity_id, before FROM import_batch_records WHERE batch_id = $1 ORDER BY id`, [batchId]);
  return rows.map((r) => ({ entity: r.entity, entityId: r.entity_id, before: r.before }));
}

export async function markUndone(db: Queryable, id: number, userId: number): Promise<void> {
  await execute(db, `UPDATE import_batches SET undone_at = now(), undone_by_user_id = $2 WHERE id = $1`, [id, userId]);
}

/** Where each kind's records live, to say on the setup checklist how many are on file (however they came). */
const RECORDS_OF: Record<TImportKind, string> = {
  personnel: 'personnel',
  'plantilla-items': 'plantilla_items',
  'service-records': 'service_record_lines',
  'leave-balances': 'leave_opening_balances',
  'coc-balances': 'compensatory_credits',
  deductions: 'person_deductions',
  'salary-schedules': 'salary_schedule',
};

/** Per kind: the records on file and the newest import standing. */
export async function kindStates(db: Queryable, kinds: readonly TImportKind[]) {
  const counts = await query<{ kind: TImportKind; n: number }>(
    db,
    kinds.map((k, i) => `SELECT $${i + 1}::text AS kind, (SELECT count(*)::int FROM ${RECORDS_OF[k]}) AS n`).join(' UNION ALL '),
    [...kinds],
  );
  const last = await query<{ kind: string; file_name: string; created_at: string }>(
    db,
    `SELECT DISTINCT ON (kind) kind, file_name, created_at FROM import_batches WHERE undone_at IS NULL ORDER BY kind, created_at DESC`,
  );
  const lastOf = new Map(last.map((l) => [l.kind, l]));
  return counts.map((c) => ({ kind: c.kind, records: c.n, last: lastOf.get(c.kind) ?? null }));
}
