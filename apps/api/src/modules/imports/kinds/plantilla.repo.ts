import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { execute, query } from '../../../lib/query';
import type { BatchRecord } from './kind';
import type { Named } from './reference.repo';

// The plantilla items an import writes (issue 41): read once per file, written with unnest, put back by the undo.

const int = z.number().int();
const ZItemOnFile = z.object({
  id: int,
  item_no: z.string(),
  position_id: int,
  department_id: int,
  salary_grade: int,
  salary_step: int,
  level_id: int.nullable(),
  coverage_id: int.nullable(),
  status: z.string(),
  incumbent_personnel_id: int.nullable(),
  incumbent: z.string().nullable(),
  filled_on: z.string().nullable(),
});
export type ItemOnFile = z.infer<typeof ZItemOnFile>;

/** The columns of an item the import writes, as the undo puts them back. */
export const ITEM_COLUMNS = [
  'item_no',
  'position_id',
  'department_id',
  'salary_grade',
  'salary_step',
  'level_id',
  'coverage_id',
  'status',
  'incumbent_personnel_id',
  'filled_on',
] as const;
export type NewItem = Omit<ItemOnFile, 'id' | 'incumbent'>;

export async function itemsOnFile(db: Queryable): Promise<ItemOnFile[]> {
  return query(
    db,
    ZItemOnFile,
    `SELECT i.id, i.item_no, i.position_id, i.department_id, i.salary_grade::int, i.salary_step::int, i.level_id, i.coverage_id, i.status,
            i.incumbent_personnel_id, i.filled_on::text,
            CASE WHEN p.id IS NULL THEN NULL ELSE upper(p.last_name) || ', ' || p.first_name || coalesce(' (' || p.idno || ')', '') END AS incumbent
       FROM plantilla_items i LEFT JOIN personnel p ON p.id = i.incumbent_personnel_id`,
  );
}

export async function levels(db: Queryable): Promise<Named[]> {
  const rows = await query<{ id: number; name: string }>(db, `SELECT id, name FROM plantilla_levels ORDER BY id`);
  return rows.map((r) => ({ id: r.id, names: [r.name], label: r.name }));
}

export async function coverages(db: Queryable): Promise<Named[]> {
  const rows = await query<{ id: number; name: string }>(db, `SELECT id, name FROM plantilla_coverages ORDER BY id`);
  return rows.map((r) => ({ id: r.id, names: [r.name], label: r.name }));
}

const UNNEST = `unnest($1::varchar[], $2::int[], $3::int[], $4::smallint[], $5::smallint[], $6::int[], $7::int[], $8::varchar[], $9::int[], $10::date[])`;
const values = (rows: NewItem[]) => ITEM_COLUMNS.map((c) => rows.map((r) => r[c]));

/** The new items in one statement; answers their ids by item number (lower case). */
export async function insertItems(tx: Queryable, rows: NewItem[]): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  const made = await query<{ id: number; item_no: string }>(
    tx,
    `INSERT INTO plantilla_items (${ITEM_COLUMNS.join(', ')}) SELECT * FROM ${UNNEST} RETURNING id, item_no`,
    values(rows),
  );
  return new Map(made.map((m) => [m.item_no.toLowerCase(), m.id]));
}

/** Sets every written column of the items on file (each row carries the columns it keeps as they are). */
export async function updateItems(tx: Queryable, rows: (NewItem & { id: number })[]): Promise<void> {
  if (!rows.length) return;
  await execute(
    tx,
    `UPDATE plantilla_items i SET ${ITEM_COLUMNS.map((c) => `${c} = u.${c}`).join(', ')}, updated_at = now()
       FROM unnest($11::int[], $1::varchar[], $2::int[], $3::int[], $4::smallint[], $5::smallint[], $6::int[], $7::int[], $8::varchar[], $9::int[], $10::date[])
            AS u(id, ${ITEM_COLUMNS.join(', ')})
      WHERE i.id = u.id`,
    [...values(rows), rows.map((r) => r.id)],
  );
}

/**
 * The first item of `ids` something else names (an appointment, a NOSA or NOSI, a job post, a hiring request…),
 * found through every foreign key to plantilla_items the database has, so a table added later counts too.
 */
export async function firstNamed(db: Queryable, ids: number[]): Promise<{ id: number; what: string } | null> {
  if (!ids.length) return null;
  const refs = await query<{ tbl: string; col: string }>(
    db,
    `SELECT c.conrelid::regclass::text AS tbl, a.attname AS col
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'plantilla_items'::regclass AND array_length(c.conkey, 1) = 1
      ORDER BY 1, 2`,
  );
  if (!refs.length) return null;
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const checks = refs.map(
    (r) => `(SELECT ${ident(r.col)} AS id, '${r.tbl.replace(/'/g, "''")}' AS what FROM ${r.tbl} WHERE ${ident(r.col)} = ANY($1::int[]) LIMIT 1)`,
  );
  const rows = await query<{ id: number; what: string }>(db, `${checks.join(' UNION ALL ')} LIMIT 1`, [ids]);
  return rows[0] ?? null;
}

/** The first item of `ids` changed after the import (by hand, an appointment, a separation, a later import). */
export async function changedSince(db: Queryable, ids: number[], since: string): Promise<string | null> {
  if (!ids.length) return null;
  const rows = await query<{ item_no: string }>(
    db,
    `SELECT item_no FROM plantilla_items WHERE id = ANY($1::int[]) AND updated_at > $2::timestamptz + interval '1 second' ORDER BY item_no LIMIT 1`,
    [ids, since],
  );
  return rows[0]?.item_no ?? null;
}

export async function itemNoOf(db: Queryable, id: number): Promise<string> {
  const rows = await query<{ item_no: string }>(db, `SELECT item_no FROM plantilla_items WHERE id = $1`, [id]);
  return rows[0]?.item_no ?? `item ${id}`;
}

/** Items changed get their columns back; items made are deleted. */
export async function undoRecords(tx: Queryable, records: BatchRecord[]): Promise<void> {
  const changed = records.filter((r) => r.entity === 'plantilla_items' && r.before);
  if (changed.length)
    await updateItems(
      tx,
      changed.map((r) => ({ id: r.entityId, ...(Object.fromEntries(ITEM_COLUMNS.map((c) => [c, r.before![c] ?? null])) as NewItem) })),
    );
  const made = records.filter((r) => r.entity === 'plantilla_items' && !r.before).map((r) => r.entityId);
  await execute(tx, `DELETE FROM plantilla_items WHERE id = ANY($1::int[])`, [made]);
}
