import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';
import type { LookupDefinition } from './lookup-definition';
import { containsPattern, prepared } from '../../lib/sql';

// Generic queries over the reference tables. Table and column names come from the
// definitions in lookups.catalog.ts (constants); every value goes in as a parameter.

export type LookupRow = Record<string, unknown> & { id: number };

export type ListFilter = {
  term?: string;
  page: number;
  perPage: number;
  /** For approvable lists: 'all' (settings), or approved plus this user's own pending entries. */
  visibleTo: { all: true } | { userId: number };
  status?: 'approved' | 'pending';
  equals?: Record<string, unknown>;
  extraWhere?: string;
};

function columnsOf(def: LookupDefinition): string {
  const cols = [`id`, `${def.nameColumn} AS "${def.nameField}"`];
  for (const e of def.extras ?? []) cols.push(`${e.column} AS "${e.field}"`);
  if (def.approvable) cols.push(`status`, `created_by_user_id`);
  return cols.join(', ');
}

export async function list(db: Queryable, def: LookupDefinition, f: ListFilter): Promise<{ rows: LookupRow[]; total: number; capped: boolean }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.term) where.push(`lower(${def.nameColumn}) LIKE ${p(containsPattern(f.term))}`);
  if (def.approvable && 'userId' in f.visibleTo) where.push(`(status = 'approved' OR created_by_user_id = ${p(f.visibleTo.userId)})`);
  if (def.approvable && f.status) where.push(`status = ${p(f.status)}`);
  for (const [column, value] of Object.entries(f.equals ?? {})) where.push(`${column} = ${p(value)}`);
  if (f.extraWhere) where.push(f.extraWhere);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = def.orderBy ?? `lower(${def.nameColumn})`;
  const offset = (f.page - 1) * f.perPage;
  const filterParams = [...params];
  if (f.term) {
    // A search sorts at most `cap` of its matches, found through the trigram index, and reports
    // more than that as `cap` with `capped`: counting and sorting every match of a common term
    // (a tenth of 100,000 schools) would cost more than the answer is worth, and people narrow a
    // search rather than page through hundreds of hits. The cap grows with the page asked for.
    const cap = Math.max(SEARCH_SAMPLE, offset + f.perPage);
    const text = `SELECT m.*, count(*) OVER ()::int AS __matches FROM (SELECT ${columnsOf(def)} FROM ${def.table} ${whereSql} LIMIT ${cap + 1}) m ORDER BY ${order.replace(def.nameColumn, `m."${def.nameField}"`)} LIMIT ${p(f.perPage)} OFFSET ${p(offset)}`;
    const rows = await query<LookupRow & { __matches: number }>(db, prepared(text, params));
    const matches =
      rows[0]?.__matches ??
      (offset > 0
        ? ((
            await queryOne<{ n: number }>(
              db,
              prepared(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${def.table} ${whereSql} LIMIT ${cap + 1}) x`, filterParams),
            )
          )?.n ?? 0)
        : 0);
    return { rows: rows.map(({ __matches: _m, ...r }) => r), total: Math.min(matches, cap), capped: matches > cap };
  }
  // A plain list pages in name order (the unique lower(name) index) and counts exactly.
  const rows = await query<LookupRow & { __total: number }>(
    db,
    `SELECT ${columnsOf(def)}, count(*) OVER ()::int AS __total FROM ${def.table} ${whereSql} ORDER BY ${order} LIMIT ${p(f.perPage)} OFFSET ${p(offset)}`,
    params,
  );
  let total = rows[0]?.__total ?? 0;
  if (!rows.length && offset > 0)
    total = (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${def.table} ${whereSql}`, params.slice(0, -2)))?.n ?? 0;
  return { rows: rows.map(({ __total: _t, ...r }) => r), total, capped: false };
}

/** A search sorts and counts at least this many of its matches (more when a later page is asked for). */
export const SEARCH_SAMPLE = 50;

export async function findById(db: Queryable, def: LookupDefinition, id: number): Promise<LookupRow | null> {
  return queryOne<LookupRow>(db, `SELECT ${columnsOf(def)} FROM ${def.table} WHERE id = $1`, [id]);
}

export async function findByName(db: Queryable, def: LookupDefinition, name: string, scope: Record<string, unknown> = {}): Promise<LookupRow | null> {
  const params: unknown[] = [name.toLowerCase()];
  const extra = Object.entries(scope).map(([col, v]) => {
    params.push(v);
    return ` AND ${col} = $${params.length}`;
  });
  return queryOne<LookupRow>(db, `SELECT ${columnsOf(def)} FROM ${def.table} WHERE lower(${def.nameColumn}) = $1${extra.join('')}`, params);
}

export async function exists(db: Queryable, table: string, id: unknown): Promise<boolean> {
  return (await execute(db, `SELECT 1 FROM ${table} WHERE id = $1`, [id])) > 0;
}

export async function insert(db: Queryable, def: LookupDefinition, values: Record<string, unknown>): Promise<LookupRow> {
  const cols = Object.keys(values);
  const [row] = await query<{ id: number }>(
    db,
    `INSERT INTO ${def.table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(values),
  );
  return (await findById(db, def, row!.id))!;
}

export async function update(db: Queryable, def: LookupDefinition, id: number, values: Record<string, unknown>, now: Date): Promise<LookupRow | null> {
  const cols = Object.keys(values);
  await execute(
    db,
    `UPDATE ${def.table} SET ${cols.map((c, i) => `${c} = $${i + 1}`).join(', ')}, updated_at = $${cols.length + 1} WHERE id = $${cols.length + 2}`,
    [...Object.values(values), now, id],
  );
  return findById(db, def, id);
}

export async function remove(db: Queryable, def: LookupDefinition, id: number): Promise<void> {
  await execute(db, `DELETE FROM ${def.table} WHERE id = $1`, [id]);
}

/** Who has entries of an approvable list still waiting for approval. */
export async function pendingCreators(db: Queryable, def: LookupDefinition): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    `SELECT DISTINCT created_by_user_id AS id FROM ${def.table} WHERE status = 'pending' AND created_by_user_id IS NOT NULL`,
  );
  return rows.map((r) => r.id);
}
