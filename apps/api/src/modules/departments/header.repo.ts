import type { TDepartmentRef } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';

/** An office's own header, as set (null lines: none set). */
export type HeaderRow = {
  id: number;
  fullname: string;
  acronym: string;
  parent: TDepartmentRef | null;
  header_lines: string[] | null;
  header_address: string | null;
  logo_key: string | null;
};

export async function headerOf(db: Queryable, id: number): Promise<HeaderRow | null> {
  return queryOne<HeaderRow>(
    db,
    `SELECT d.id, d.fullname, d.acronym, d.header_lines, d.header_address, d.logo_key,
            CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'fullname', p.fullname, 'acronym', p.acronym) END AS parent
       FROM departments d LEFT JOIN departments p ON p.id = d.parent_id WHERE d.id = $1`,
    [id],
  );
}

/** The header the office prints: its own when it has name lines, else the nearest office above it that has. */
export async function printedHeaderOf(db: Queryable, id: number): Promise<HeaderRow | null> {
  return queryOne<HeaderRow>(
    db,
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, 0 AS depth FROM departments WHERE id = $1
       UNION ALL SELECT d.id, d.parent_id, up.depth + 1 FROM departments d JOIN up ON d.id = up.parent_id WHERE up.depth < 20)
     SELECT d.id, d.fullname, d.acronym, d.header_lines, d.header_address, d.logo_key, NULL::json AS parent
       FROM up JOIN departments d ON d.id = up.id
      WHERE cardinality(d.header_lines) > 0
      ORDER BY up.depth LIMIT 1`,
    [id],
  );
}

export async function saveHeader(db: Queryable, id: number, lines: string[], address: string | null, now: Date) {
  await execute(db, `UPDATE departments SET header_lines = $2, header_address = $3, updated_at = $4 WHERE id = $1`, [
    id,
    lines.length ? lines : null,
    address,
    now,
  ]);
}

/** Whether the person heads or stands in for the office or any office above it. */
export async function headsOfficeOrAbove(db: Queryable, id: number, personnelId: number): Promise<boolean> {
  return (
    (await execute(
      db,
      `WITH RECURSIVE up AS (
         SELECT id, parent_id, 0 AS depth FROM departments WHERE id = $1
         UNION ALL SELECT d.id, d.parent_id, up.depth + 1 FROM departments d JOIN up ON d.id = up.parent_id WHERE up.depth < 20)
       SELECT 1 FROM up JOIN departments d ON d.id = up.id WHERE $2 IN (d.head_personnel_id, d.oic_personnel_id) LIMIT 1`,
      [id, personnelId],
    )) > 0
  );
}

/** The offices the person heads or stands in for. */
export async function officesHeadedBy(db: Queryable, personnelId: number): Promise<TDepartmentRef[]> {
  return query<TDepartmentRef>(db, `SELECT id, fullname, acronym FROM departments WHERE $1 IN (head_personnel_id, oic_personnel_id) ORDER BY fullname, id`, [
    personnelId,
  ]);
}

/** The units under the given offices, at any depth, each with its parent. */
export async function unitsUnder(db: Queryable, ids: number[]): Promise<(TDepartmentRef & { parent_id: number })[]> {
  return query<TDepartmentRef & { parent_id: number }>(
    db,
    `WITH RECURSIVE down AS (
       SELECT d.id, d.parent_id, 1 AS depth FROM departments d WHERE d.parent_id = ANY($1::int[])
       UNION ALL SELECT d.id, d.parent_id, down.depth + 1 FROM departments d JOIN down ON d.parent_id = down.id WHERE down.depth < 20)
     SELECT DISTINCT d.id, d.fullname, d.acronym, d.parent_id FROM down JOIN departments d ON d.id = down.id ORDER BY d.fullname, d.id`,
    [ids],
  );
}

/** Every top-level office and every unit, for HR and the administrators. */
export async function allOffices(db: Queryable) {
  const rows = await query<TDepartmentRef & { parent_id: number | null }>(
    db,
    `SELECT id, fullname, acronym, parent_id FROM departments WHERE is_active ORDER BY campus_id, fullname, id`,
  );
  return {
    departments: rows.filter((r) => r.parent_id === null).map(({ parent_id: _p, ...r }) => r),
    units: rows.flatMap((r) => (r.parent_id === null ? [] : [{ ...r, parent_id: r.parent_id }])),
  };
}

export async function departmentIdOfPerson(db: Queryable, personnelId: number): Promise<number | null> {
  return (await queryOne<{ department_id: number | null }>(db, `SELECT department_id FROM personnel WHERE id = $1`, [personnelId]))?.department_id ?? null;
}
