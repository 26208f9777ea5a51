import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZPlantillaItem, type TPlantillaItem, type TPlantillaItemBody, type TPlantillaItemQuery } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, fullnameSql, SqlParams } from '../../lib/sql';

// The plantilla items: the only place that queries plantilla_items.

const SELECT = `
  SELECT i.id, i.item_no, i.salary_grade, i.salary_step, i.status, to_char(i.filled_on, 'YYYY-MM-DD') AS filled_on,
         json_build_object('id', po.id, 'name', po.name) AS position,
         json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) AS department,
         CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('id', l.id, 'name', l.name) END AS level,
         CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END AS coverage,
         CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'fullname', ${fullnameSql('p')}, 'idno', p.idno) END AS incumbent
    FROM plantilla_items i
    JOIN positions po ON po.id = i.position_id
    JOIN departments d ON d.id = i.department_id
    LEFT JOIN plantilla_levels l ON l.id = i.level_id
    LEFT JOIN plantilla_coverages c ON c.id = i.coverage_id
    LEFT JOIN personnel p ON p.id = i.incumbent_personnel_id`;

/** An item with the ids of its position and office, as a hiring form checks it. */
const ZPlantillaItemIds = ZPlantillaItem.extend({ position_id: z.number().int(), department_id: z.number().int() });
export type PlantillaItemWithIds = z.infer<typeof ZPlantillaItemIds>;

export async function list(db: Queryable, q: TPlantillaItemQuery): Promise<{ rows: TPlantillaItem[]; total: number }> {
  const params = new SqlParams();
  const where: string[] = [];
  if (q.status) where.push(`i.status = ${params.add(q.status)}`);
  if (q.department_id) where.push(`i.department_id = ${params.add(q.department_id)}`);
  if (q.position_id) where.push(`i.position_id = ${params.add(q.position_id)}`);
  if (q.term) {
    const term = params.add(containsPattern(q.term));
    where.push(`(lower(i.item_no) LIKE ${term} OR lower(po.name) LIKE ${term} OR lower(${fullnameSql('p')}) LIKE ${term})`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const count = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM (${SELECT} ${filter}) x`, params.values);
  const page = `LIMIT ${params.add(q.per_page)} OFFSET ${params.add((q.page - 1) * q.per_page)}`;
  const rows = await query(db, ZPlantillaItem, `${SELECT} ${filter} ORDER BY d.fullname, po.name, i.item_no ${page}`, params.values);
  return { rows, total: count?.n ?? 0 };
}

export async function findById(db: Queryable, id: number): Promise<TPlantillaItem | null> {
  return queryOne(db, ZPlantillaItem, `${SELECT} WHERE i.id = $1`, [id]);
}

export async function findByItemNo(db: Queryable, itemNo: string): Promise<PlantillaItemWithIds | null> {
  return queryOne(
    db,
    ZPlantillaItemIds,
    `SELECT x.*, (x.position->>'id')::int AS position_id, (x.department->>'id')::int AS department_id FROM (${SELECT} WHERE lower(i.item_no) = lower($1)) x`,
    [itemNo],
  );
}

export async function insert(db: Queryable, body: TPlantillaItemBody): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO plantilla_items (item_no, position_id, department_id, salary_grade, salary_step, level_id, coverage_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [body.item_no, body.position_id, body.department_id, body.salary_grade, body.salary_step, body.level_id ?? null, body.coverage_id ?? null],
  );
  return row!.id;
}

export async function update(db: Queryable, id: number, body: TPlantillaItemBody): Promise<boolean> {
  const rowCount = await execute(
    db,
    `UPDATE plantilla_items SET item_no = $2, position_id = $3, department_id = $4, salary_grade = $5, salary_step = $6, level_id = $7, coverage_id = $8, updated_at = now()
      WHERE id = $1`,
    [id, body.item_no, body.position_id, body.department_id, body.salary_grade, body.salary_step, body.level_id ?? null, body.coverage_id ?? null],
  );
  return rowCount > 0;
}

/** Fills a vacant item; false when it is no longer vacant (another appointment got there first). */
export async function fill(tx: Queryable, itemId: number, personnelId: number, on: string): Promise<boolean> {
  const touched = await execute(
    tx,
    `UPDATE plantilla_items SET status = 'filled', incumbent_personnel_id = $2, filled_on = $3::date, updated_at = now()
      WHERE id = $1 AND status = 'vacant'`,
    [itemId, personnelId, on],
  );
  return touched > 0;
}

/** The item the person holds becomes vacant (a separation took effect). Answers its number, if any. */
export async function vacateItemOf(tx: Queryable, personnelId: number): Promise<string | null> {
  const row = await queryOne<{ item_no: string }>(
    tx,
    `UPDATE plantilla_items SET status = 'vacant', incumbent_personnel_id = NULL, filled_on = NULL, updated_at = now()
      WHERE incumbent_personnel_id = $1 RETURNING item_no`,
    [personnelId],
  );
  return row?.item_no ?? null;
}
