import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZDepartmentRow, type TCampus, type TDepartmentNameHistory, type TDepartmentRow, type TDepartmentUnit } from '@hris/contracts';
import { departmentNameHistory, departments, type Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern } from '../../lib/sql';

export type DepartmentFilter = {
  term?: string;
  campusId?: number;
  isActive?: boolean;
  scope?: 'internal' | 'external';
  parentId?: number | null;
  page: number;
  perPage: number;
};

const SELECT = `
  SELECT d.id, d.fullname, d.acronym, d.campus_id, d.parent_id, d.is_active, d.head_title, d.logo_key,
         json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) AS campus,
         CASE WHEN d.parent_id IS NULL THEN NULL ELSE json_build_object('id', pd.id, 'fullname', pd.fullname, 'acronym', pd.acronym) END AS parent,
         CASE WHEN h.id IS NULL THEN NULL ELSE json_build_object('id', h.id, 'fullname', concat_ws(' ', h.first_name, h.last_name)) END AS head,
         CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('id', o.id, 'fullname', concat_ws(' ', o.first_name, o.last_name)) END AS oic,
         CASE WHEN k.id IS NULL THEN NULL ELSE json_build_object('id', k.id, 'fullname', concat_ws(' ', k.first_name, k.last_name)) END AS dtr_clerk
    FROM departments d
    JOIN campuses c ON c.id = d.campus_id
    LEFT JOIN departments pd ON pd.id = d.parent_id
    LEFT JOIN personnel h ON h.id = d.head_personnel_id
    LEFT JOIN personnel o ON o.id = d.oic_personnel_id
    LEFT JOIN personnel k ON k.id = d.dtr_clerk_personnel_id`;

export type DepartmentRow = TDepartmentRow;

export async function list(db: Queryable, f: DepartmentFilter): Promise<{ rows: DepartmentRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => (params.push(v), `$${params.length}`);
  if (f.term) {
    const like = p(containsPattern(f.term));
    where.push(`(lower(d.fullname) LIKE ${like} OR lower(d.acronym) LIKE ${like})`);
  }
  if (f.campusId) where.push(`d.campus_id = ${p(f.campusId)}`);
  if (f.isActive !== undefined) where.push(`d.is_active = ${p(f.isActive)}`);
  if (f.scope === 'internal') where.push(`d.campus_id = 1`);
  if (f.scope === 'external') where.push(`d.campus_id <> 1`);
  if (f.parentId !== undefined) where.push(f.parentId === null ? `d.parent_id IS NULL` : `d.parent_id = ${p(f.parentId)}`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const limit = p(f.perPage);
  const offset = p((f.page - 1) * f.perPage);
  const rows = await query(
    db,
    ZDepartmentRow.extend({ __total: z.number().int() }),
    `SELECT x.*, count(*) OVER ()::int AS __total FROM (${SELECT} ${whereSql}) x ORDER BY x.campus_id, x.fullname, x.id LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  let total = rows[0]?.__total ?? 0;
  if (!rows.length && f.page > 1)
    total = (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM departments d ${whereSql}`, params.slice(0, -2)))?.n ?? 0;
  return { rows: rows.map(({ __total: _t, ...r }) => r), total };
}

export async function findById(db: Queryable, id: number): Promise<DepartmentRow | null> {
  return queryOne(db, ZDepartmentRow, `${SELECT} WHERE d.id = $1`, [id]);
}

export async function units(db: Queryable, id: number): Promise<TDepartmentUnit[]> {
  return query<TDepartmentUnit>(db, `SELECT id, fullname, acronym, is_active FROM departments WHERE parent_id = $1 ORDER BY fullname`, [id]);
}

/** The department and every unit under it, at any depth. */
export async function subtreeIds(db: Queryable, id: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    `WITH RECURSIVE tree AS (SELECT id FROM departments WHERE id = $1 UNION SELECT d.id FROM departments d JOIN tree t ON d.parent_id = t.id) SELECT id FROM tree`,
    [id],
  );
  return rows.map((r) => r.id);
}

export async function nameHistory(db: Queryable, id: number): Promise<TDepartmentNameHistory[]> {
  const rows = await db.select().from(departmentNameHistory).where(eq(departmentNameHistory.departmentId, id)).orderBy(departmentNameHistory.renamedOn);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function findByName(db: Queryable, campusId: number, fullname: string) {
  const row = await queryOne<{ id: number }>(db, `SELECT id FROM departments WHERE campus_id = $1 AND lower(fullname) = lower($2)`, [campusId, fullname]);
  return row?.id ?? null;
}

export async function insert(db: Queryable, values: typeof departments.$inferInsert) {
  const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
  return row!.id;
}

export async function update(db: Queryable, id: number, values: Partial<typeof departments.$inferInsert>, now: Date) {
  await db
    .update(departments)
    .set({ ...values, updatedAt: now })
    .where(eq(departments.id, id));
}

export async function remove(db: Queryable, id: number) {
  await db.delete(departments).where(eq(departments.id, id));
}

export async function addNameHistory(db: Queryable, values: typeof departmentNameHistory.$inferInsert) {
  await db.insert(departmentNameHistory).values(values);
}

/** The department of a person: a number, null for none, undefined when there is no such person. */
export async function departmentOfPerson(db: Queryable, personnelId: number): Promise<number | null | undefined> {
  const row = await queryOne<{ department_id: number | null }>(db, `SELECT department_id FROM personnel WHERE id = $1`, [personnelId]);
  return row ? row.department_id : undefined;
}

export async function personnelExists(db: Queryable, id: number) {
  return (await execute(db, `SELECT 1 FROM personnel WHERE id = $1`, [id])) > 0;
}

export async function campusExists(db: Queryable, id: number) {
  return (await execute(db, `SELECT 1 FROM campuses WHERE id = $1`, [id])) > 0;
}

/** Campuses 1–5, in order. */
export async function campuses(db: Queryable): Promise<TCampus[]> {
  return query<TCampus>(db, `SELECT id, name, acronym FROM campuses ORDER BY id`);
}
