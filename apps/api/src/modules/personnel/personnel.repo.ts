import { eq } from 'drizzle-orm';
import { personnel, type Database } from '@hris/db';
import { containsPattern, SqlParams } from '../../lib/sql';

export type PersonnelFilter = { term?: string; campusId?: number; departmentId?: number; status?: 'active' | 'inactive'; kind?: string; page: number; perPage: number };

const FULLNAME = `concat_ws(' ', p.first_name, CASE WHEN p.middle_name IS NULL OR p.middle_name = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension)`;
/** The expression the trigram index (migration 0007) is built on. */
export const NAME_SEARCH = `lower(p.first_name || ' ' || coalesce(p.middle_name, '') || ' ' || p.last_name)`;

const SELECT = `
  SELECT p.id, p.idno, p.first_name, p.middle_name, p.last_name, p.name_extension, ${FULLNAME} AS fullname,
         p.campus_id, p.department_id, p.position_id, p.appointment_status_id, p.personnel_status_id, p.employment_kind,
         p.date_original_appointment::text, p.date_last_promotion::text, p.is_active, p.created_at, p.updated_at,
         json_build_object('id', c.id, 'name', c.name, 'acronym', c.acronym) AS campus,
         CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) END AS department,
         CASE WHEN pos.id IS NULL THEN NULL ELSE json_build_object('id', pos.id, 'name', pos.name, 'salary_grade', pos.salary_grade) END AS position,
         CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'name', a.name) END AS appointment_status,
         CASE WHEN ps.id IS NULL THEN NULL ELSE json_build_object('id', ps.id, 'name', ps.name) END AS personnel_status,
         (SELECT json_build_object('id', u.id, 'email', u.email, 'is_active', u.is_active) FROM users u WHERE u.personnel_id = p.id LIMIT 1) AS user
    FROM personnel p
    JOIN campuses c ON c.id = p.campus_id
    LEFT JOIN departments d ON d.id = p.department_id
    LEFT JOIN positions pos ON pos.id = p.position_id
    LEFT JOIN appointment_statuses a ON a.id = p.appointment_status_id
    LEFT JOIN personnel_statuses ps ON ps.id = p.personnel_status_id`;

/** The WHERE of the list and the export: the same filters give the same people. */
function whereOf(f: Omit<PersonnelFilter, 'page' | 'perPage'>, sql: SqlParams): string {
  const where: string[] = [];
  if (f.term) {
    const like = sql.add(containsPattern(f.term));
    where.push(`(${NAME_SEARCH} LIKE ${like} OR lower(coalesce(p.idno, '')) LIKE ${like})`);
  }
  if (f.campusId) where.push(`p.campus_id = ${sql.add(f.campusId)}`);
  if (f.departmentId) where.push(`p.department_id = ${sql.add(f.departmentId)}`);
  if (f.status) where.push(`p.is_active = ${sql.add(f.status === 'active')}`);
  if (f.kind) where.push(`p.employment_kind = ${sql.add(f.kind)}`);
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

export async function list(db: Database, f: PersonnelFilter) {
  const sql = new SqlParams();
  const whereSql = whereOf(f, sql);
  const filterParams = [...sql.values];
  const { rows } = await db.$client.query(
    `${SELECT} ${whereSql} ORDER BY lower(p.last_name), lower(p.first_name), p.id LIMIT ${sql.add(f.perPage)} OFFSET ${sql.add((f.page - 1) * f.perPage)}`,
    sql.values,
  );
  const { rows: count } = await db.$client.query(`SELECT count(*)::int AS n FROM personnel p ${whereSql}`, filterParams);
  return { rows, total: count[0].n as number };
}

/** One spreadsheet row per person, flat (no JSON objects): what the Excel export prints. */
export type PersonnelExportRow = {
  idno: string | null;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  name_extension: string | null;
  campus: string;
  department: string | null;
  position: string | null;
  salary_grade: number | null;
  employment_kind: string;
  appointment_status: string | null;
  date_original_appointment: string | null;
  is_active: boolean;
};

/** Every person the filters match, in list order, at most `limit` of them. */
export async function exportRows(db: Database, f: Omit<PersonnelFilter, 'page' | 'perPage'>, limit: number): Promise<PersonnelExportRow[]> {
  const sql = new SqlParams();
  const whereSql = whereOf(f, sql);
  const { rows } = await db.$client.query(
    `SELECT p.idno, p.last_name, p.first_name, p.middle_name, p.name_extension, c.name AS campus, d.fullname AS department,
            pos.name AS position, pos.salary_grade, p.employment_kind, a.name AS appointment_status,
            p.date_original_appointment::text, p.is_active
       FROM personnel p
       JOIN campuses c ON c.id = p.campus_id
       LEFT JOIN departments d ON d.id = p.department_id
       LEFT JOIN positions pos ON pos.id = p.position_id
       LEFT JOIN appointment_statuses a ON a.id = p.appointment_status_id
      ${whereSql}
      ORDER BY lower(p.last_name), lower(p.first_name), p.id
      LIMIT ${sql.add(limit)}`,
    sql.values,
  );
  return rows;
}

export async function findById(db: Database, id: number) {
  const { rows } = await db.$client.query(`${SELECT} WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function insert(db: Database, values: typeof personnel.$inferInsert) {
  const [row] = await db.insert(personnel).values(values).returning({ id: personnel.id });
  return row!.id;
}

export async function update(db: Database, id: number, values: Partial<typeof personnel.$inferInsert>) {
  await db.update(personnel).set({ ...values, updatedAt: new Date() }).where(eq(personnel.id, id));
}

export async function remove(db: Database, id: number) {
  await db.delete(personnel).where(eq(personnel.id, id));
}

export async function idnoTakenBy(db: Database, idno: string): Promise<number | null> {
  const { rows } = await db.$client.query(`SELECT id FROM personnel WHERE lower(idno) = lower($1)`, [idno]);
  return rows[0]?.id ?? null;
}

export async function nextIdnoSequence(db: Database): Promise<number> {
  const { rows } = await db.$client.query(`SELECT nextval('personnel_idno_seq')::int AS n`);
  return rows[0].n;
}

export async function exists(db: Database, table: string, id: number): Promise<{ campus_id?: number } | null> {
  const cols = table === 'departments' ? 'id, campus_id' : 'id';
  const { rows } = await db.$client.query(`SELECT ${cols} FROM ${table} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function setting(db: Database, key: string): Promise<unknown> {
  const { rows } = await db.$client.query(`SELECT value FROM system_settings WHERE key = $1`, [key]);
  return rows[0]?.value;
}
