import { eq } from 'drizzle-orm';
import { departmentNameHistory, departments, type Database, type DbOrTx } from '@hris/db';
import { containsPattern } from '../../lib/sql';

export type DepartmentFilter = { term?: string; campusId?: number; isActive?: boolean; scope?: 'internal' | 'external'; parentId?: number | null; page: number; perPage: number };

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

export type DepartmentRow = {
  id: number; fullname: string; acronym: string; campus_id: number; parent_id: number | null; is_active: boolean; head_title: string | null; logo_key: string | null;
  campus: { id: number; name: string; acronym: string }; parent: { id: number; fullname: string; acronym: string } | null;
  head: { id: number; fullname: string } | null; oic: { id: number; fullname: string } | null; dtr_clerk: { id: number; fullname: string } | null;
};

export async function list(db: Database, f: DepartmentFilter): Promise<{ rows: DepartmentRow[]; total: number }> {
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
  const result = await db.$client.query(
    `SELECT x.*, count(*) OVER ()::int AS __total FROM (${SELECT} ${whereSql}) x ORDER BY x.campus_id, x.fullname, x.id LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  let total = result.rows[0]?.__total ?? 0;
  if (!result.rows.length && f.page > 1) total = (await db.$client.query(`SELECT count(*)::int AS n FROM departments d ${whereSql}`, params.slice(0, -2))).rows[0].n;
  return { rows: result.rows.map(({ __total: _t, ...r }) => r as DepartmentRow), total };
}

export async function findById(db: Database, id: number): Promise<DepartmentRow | null> {
  const result = await db.$client.query(`${SELECT} WHERE d.id = $1`, [id]);
  return result.rows[0] ?? null;
}

export async function units(db: Database, id: number) {
  const result = await db.$client.query(`SELECT id, fullname, acronym, is_active FROM departments WHERE parent_id = $1 ORDER BY fullname`, [id]);
  return result.rows as { id: number; fullname: string; acronym: string; is_active: boolean }[];
}

/** The department and every unit under it, at any depth. */
export async function subtreeIds(db: Database, id: number): Promise<number[]> {
  const result = await db.$client.query(
    `WITH RECURSIVE tree AS (SELECT id FROM departments WHERE id = $1 UNION SELECT d.id FROM departments d JOIN tree t ON d.parent_id = t.id) SELECT id FROM tree`,
    [id],
  );
  return result.rows.map((r) => r.id as number);
}

export async function nameHistory(db: Database, id: number) {
  return db.select().from(departmentNameHistory).where(eq(departmentNameHistory.departmentId, id)).orderBy(departmentNameHistory.renamedOn);
}

export async function findByName(db: Database, campusId: number, fullname: string) {
  const result = await db.$client.query(`SELECT id FROM departments WHERE campus_id = $1 AND lower(fullname) = lower($2)`, [campusId, fullname]);
  return (result.rows[0]?.id as number | undefined) ?? null;
}

export async function insert(db: DbOrTx, values: typeof departments.$inferInsert) {
  const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
  return row!.id;
}

export async function update(db: Database, id: number, values: Partial<typeof departments.$inferInsert>) {
  await db.update(departments).set({ ...values, updatedAt: new Date() }).where(eq(departments.id, id));
}

export async function remove(db: Database, id: number) {
  await db.delete(departments).where(eq(departments.id, id));
}

export async function addNameHistory(db: Database, values: typeof departmentNameHistory.$inferInsert) {
  await db.insert(departmentNameHistory).values(values);
}

/** The department of a person: a number, null for none, undefined when there is no such person. */
export async function departmentOfPerson(db: Database, personnelId: number): Promise<number | null | undefined> {
  const { rows } = await db.$client.query(`SELECT department_id FROM personnel WHERE id = $1`, [personnelId]);
  return rows[0] ? (rows[0].department_id as number | null) : undefined;
}

export async function personnelExists(db: Database, id: number) {
  return ((await db.$client.query(`SELECT 1 FROM personnel WHERE id = $1`, [id])).rowCount ?? 0) > 0;
}

export async function campusExists(db: Database, id: number) {
  return ((await db.$client.query(`SELECT 1 FROM campuses WHERE id = $1`, [id])).rowCount ?? 0) > 0;
}
