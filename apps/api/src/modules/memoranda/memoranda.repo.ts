import { ZIssuedMemorandum, ZMemorandum, ZMemorandumReader, type TMemorandumAudience, type TMemorandumQuery } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, SqlParams } from '../../lib/sql';

// SQL of memorandum circulars (issue 24). Who a memorandum is addressed to is decided here, in SQL, for one user (their
// list) or for every user (the notices, the issuer's report): everyone; or an EXISTS over memorandum_audiences naming
// the person's campus, their office, or a role the account holds. Only staff receive memoranda: an account with a
// personnel record, or holding a role other than the applicant's.

/** `u` is a staff account (not an applicant's only). */
const STAFF = `(u.personnel_id IS NOT NULL OR EXISTS (
    SELECT 1 FROM user_roles sr JOIN roles sro ON sro.id = sr.role_id WHERE sr.user_id = u.id AND sro.name <> 'applicant'))`;

/** Memorandum `m` is addressed to user `u` whose personnel row is `p` (LEFT JOINed). */
const ADDRESSED = `(m.audience = 'everyone' OR EXISTS (
    SELECT 1 FROM memorandum_audiences a
     WHERE a.memorandum_id = m.id
       AND (a.campus_id = p.campus_id OR a.department_id = p.department_id
            OR a.role_id IN (SELECT ur.role_id FROM user_roles ur WHERE ur.user_id = u.id))))`;

const TARGETS = `coalesce((
    SELECT json_agg(json_build_object('id', coalesce(a.campus_id, a.department_id, a.role_id), 'name', coalesce(c.name, d.fullname, ro.name))
                    ORDER BY coalesce(c.name, d.fullname, ro.name))
      FROM memorandum_audiences a
      LEFT JOIN campuses c ON c.id = a.campus_id
      LEFT JOIN departments d ON d.id = a.department_id
      LEFT JOIN roles ro ON ro.id = a.role_id
     WHERE a.memorandum_id = m.id), '[]'::json)`;

const COLUMNS = `m.id, m.number, to_char(m.issued_on, 'YYYY-MM-DD') AS issued_on, m.title, m.subject, m.audience, ${TARGETS} AS targets,
         m.file_name, ib.name AS issued_by, m.created_at`;

/** The caller (`$1`) joined as `u`/`p`, with their reading `r`. */
const AS_USER = `
    FROM memoranda m
    JOIN users ib ON ib.id = m.issued_by_user_id
    JOIN users u ON u.id = $1
    LEFT JOIN personnel p ON p.id = u.personnel_id
    LEFT JOIN memorandum_reads r ON r.memorandum_id = m.id AND r.user_id = u.id`;

function searchOf(p: SqlParams, term: string | undefined): string {
  if (!term) return '';
  const t = p.add(containsPattern(term));
  return ` AND (lower(m.number) LIKE ${t} OR lower(m.title) LIKE ${t} OR lower(coalesce(m.subject, '')) LIKE ${t})`;
}

/** The memoranda addressed to a user, newest first, with their reading; and how many they have not opened. */
export async function listFor(db: Queryable, userId: number, q: TMemorandumQuery) {
  const p = new SqlParams();
  p.add(userId);
  let where = `WHERE ${ADDRESSED}${searchOf(p, q.term)}`;
  if (q.unread) where += ' AND r.read_at IS NULL';
  const counts = await queryOne<{ n: number; unread: number }>(
    db,
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE r.read_at IS NULL)::int AS unread ${AS_USER} ${where}`,
    p.values,
  );
  const limit = p.add(q.per_page);
  const offset = p.add((q.page - 1) * q.per_page);
  const memoranda = await query(
    db,
    ZMemorandum,
    `SELECT ${COLUMNS}, r.read_at, r.acknowledged_at ${AS_USER} ${where} ORDER BY m.issued_on DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`,
    p.values,
  );
  const unread = q.term || q.unread ? ((await unreadCount(db, userId)) ?? 0) : (counts?.unread ?? 0);
  return { memoranda, total: counts?.n ?? 0, unread };
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  return (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n ${AS_USER} WHERE ${ADDRESSED} AND r.read_at IS NULL`, [userId]))?.n ?? 0;
}

/** The memoranda addressed to a user that they have not acknowledged yet. */
export async function unacknowledgedCount(db: Queryable, userId: number): Promise<number> {
  return (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n ${AS_USER} WHERE ${ADDRESSED} AND r.acknowledged_at IS NULL`, [userId]))?.n ?? 0;
}

/** One memorandum as the caller sees it: whether it is addressed to them, and their reading. */
export async function findFor(db: Queryable, id: number, userId: number) {
  const row = await queryOne<{ addressed: boolean }>(db, `SELECT (${STAFF} AND ${ADDRESSED}) AS addressed ${AS_USER} WHERE m.id = $2`, [userId, id]);
  if (!row) return null;
  const memorandum = await queryOne(db, ZMemorandum, `SELECT ${COLUMNS}, r.read_at, r.acknowledged_at ${AS_USER} WHERE m.id = $2`, [userId, id]);
  return memorandum ? { memorandum, addressed: row.addressed } : null;
}

/** The stored file and issuer of a memorandum (never sent to the page). */
export async function fileOf(db: Queryable, id: number) {
  return queryOne<{ file_key: string; file_name: string; issued_by_user_id: number; number: string; title: string }>(
    db,
    `SELECT file_key, file_name, issued_by_user_id, number, title FROM memoranda WHERE id = $1`,
    [id],
  );
}

/** True when someone other than its issuer has opened the memorandum (it may no longer change). */
export async function readByOthers(db: Queryable, id: number): Promise<boolean> {
  return (
    (await queryOne(
      db,
      `SELECT 1 FROM memorandum_reads r JOIN memoranda m ON m.id = r.memorandum_id WHERE r.memorandum_id = $1 AND r.user_id <> m.issued_by_user_id LIMIT 1`,
      [id],
    )) !== null
  );
}

export async function numberTaken(db: Queryable, number: string, exceptId: number | null): Promise<boolean> {
  return (await queryOne(db, `SELECT 1 FROM memoranda WHERE lower(number) = lower($1) AND id <> coalesce($2::int, 0)`, [number, exceptId])) !== null;
}

/** Which of these ids exist in `table` (campuses, departments, roles). */
export async function existingIds(db: Queryable, table: 'campuses' | 'departments' | 'roles', ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await query<{ id: number }>(db, `SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
  return new Set(rows.map((r) => r.id));
}

export type MemorandumValues = {
  number: string;
  issuedOn: string;
  title: string;
  subject: string | null;
  audience: TMemorandumAudience;
  fileKey: string;
  fileName: string;
  userId: number;
  at: Date;
};

export async function insertMemorandum(db: Queryable, v: MemorandumValues): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO memoranda (number, issued_on, title, subject, audience, file_key, file_name, issued_by_user_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    [v.number, v.issuedOn, v.title, v.subject, v.audience, v.fileKey, v.fileName, v.userId, v.at],
  );
  return row!.id;
}

export async function updateMemorandum(db: Queryable, id: number, v: Omit<MemorandumValues, 'userId'>): Promise<boolean> {
  return (
    (await execute(
      db,
      `UPDATE memoranda SET number = $2, issued_on = $3, title = $4, subject = $5, audience = $6, file_key = $7, file_name = $8, updated_at = $9
        WHERE id = $1`,
      [id, v.number, v.issuedOn, v.title, v.subject, v.audience, v.fileKey, v.fileName, v.at],
    )) > 0
  );
}

export async function replaceAudience(db: Queryable, id: number, a: { campusIds: number[]; departmentIds: number[]; roleIds: number[] }): Promise<void> {
  await execute(db, `DELETE FROM memorandum_audiences WHERE memorandum_id = $1`, [id]);
  await execute(db, `INSERT INTO memorandum_audiences (memorandum_id, campus_id) SELECT $1, unnest($2::int[])`, [id, a.campusIds]);
  await execute(db, `INSERT INTO memorandum_audiences (memorandum_id, department_id) SELECT $1, unnest($2::int[])`, [id, a.departmentIds]);
  await execute(db, `INSERT INTO memorandum_audiences (memorandum_id, role_id) SELECT $1, unnest($2::int[])`, [id, a.roleIds]);
}

/** Deletes a memorandum nobody but its issuer has read; false when someone has (or it is gone). */
export async function deleteUnread(db: Queryable, id: number): Promise<boolean> {
  return (
    (await execute(
      db,
      `DELETE FROM memoranda m WHERE m.id = $1
          AND NOT EXISTS (SELECT 1 FROM memorandum_reads r WHERE r.memorandum_id = m.id AND r.user_id <> m.issued_by_user_id)`,
      [id],
    )) > 0
  );
}

/** Records the user's first opening (a later opening changes nothing). */
export async function recordRead(db: Queryable, id: number, userId: number, at: Date): Promise<void> {
  await execute(db, `INSERT INTO memorandum_reads (memorandum_id, user_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [id, userId, at]);
}

/** Records the acknowledgment once; false when it was already acknowledged. */
export async function acknowledge(db: Queryable, id: number, userId: number, at: Date): Promise<boolean> {
  const row = await queryOne(
    db,
    `INSERT INTO memorandum_reads (memorandum_id, user_id, read_at, acknowledged_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (memorandum_id, user_id) DO UPDATE SET acknowledged_at = EXCLUDED.acknowledged_at WHERE memorandum_reads.acknowledged_at IS NULL
     RETURNING 1`,
    [id, userId, at],
  );
  return row !== null;
}

/** Every active staff account the memorandum is addressed to, with their office and reading, by office then name. */
export async function recipients(db: Queryable, id: number) {
  return query(
    db,
    ZMemorandumReader,
    `SELECT u.id AS user_id, u.name, d.id AS office_id, d.fullname AS office, r.read_at, r.acknowledged_at
       FROM memoranda m
       JOIN users u ON u.is_active
       LEFT JOIN personnel p ON p.id = u.personnel_id
       LEFT JOIN departments d ON d.id = p.department_id
       LEFT JOIN memorandum_reads r ON r.memorandum_id = m.id AND r.user_id = u.id
      WHERE m.id = $1 AND ${STAFF} AND ${ADDRESSED}
      ORDER BY d.fullname NULLS LAST, lower(u.name), u.id`,
    [id],
  );
}

/** The user ids a memorandum is addressed to (for the notices). */
export async function recipientIds(db: Queryable, id: number): Promise<number[]> {
  return (
    await query<{ id: number }>(
      db,
      `SELECT u.id FROM memoranda m JOIN users u ON u.is_active LEFT JOIN personnel p ON p.id = u.personnel_id
        WHERE m.id = $1 AND ${STAFF} AND ${ADDRESSED}`,
      [id],
    )
  ).map((r) => r.id);
}

/** The issuers' list: every memorandum, searched, newest first, with how many it reached, read and acknowledged it. */
export async function listIssued(db: Queryable, q: TMemorandumQuery, userId: number) {
  const p = new SqlParams();
  p.add(userId);
  const where = `WHERE true${searchOf(p, q.term)}`;
  const count = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM memoranda m LEFT JOIN memorandum_reads me ON me.memorandum_id = m.id AND me.user_id = $1 ${where}`,
    p.values,
  );
  const limit = p.add(q.per_page);
  const offset = p.add((q.page - 1) * q.per_page);
  const memoranda = await query(
    db,
    ZIssuedMemorandum,
    `SELECT ${COLUMNS}, me.read_at, me.acknowledged_at, n.recipients, n.read, n.acknowledged
       FROM memoranda m
       JOIN users ib ON ib.id = m.issued_by_user_id
       LEFT JOIN memorandum_reads me ON me.memorandum_id = m.id AND me.user_id = $1
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS recipients, count(r.read_at)::int AS read, count(r.acknowledged_at)::int AS acknowledged
           FROM users u
           LEFT JOIN personnel p ON p.id = u.personnel_id
           LEFT JOIN memorandum_reads r ON r.memorandum_id = m.id AND r.user_id = u.id
          WHERE u.is_active AND ${STAFF} AND ${ADDRESSED}) n
      ${where}
      ORDER BY m.issued_on DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`,
    p.values,
  );
  return { memoranda, total: count?.n ?? 0 };
}

export async function audienceOptions(db: Queryable) {
  const [campuses, offices, roles] = await Promise.all([
    query<{ id: number; name: string }>(db, `SELECT id, name FROM campuses ORDER BY name, id`),
    query<{ id: number; name: string; campus: string | null }>(
      db,
      `SELECT d.id, d.fullname AS name, c.acronym AS campus FROM departments d LEFT JOIN campuses c ON c.id = d.campus_id
        WHERE d.is_active ORDER BY d.fullname, d.id`,
    ),
    query<{ id: number; name: string }>(db, `SELECT id, name FROM roles WHERE name <> 'applicant' ORDER BY name, id`),
  ]);
  return { campuses, offices, roles };
}

/** The ids of the campus, offices or roles a memorandum is addressed to. */
export async function audienceOf(db: Queryable, id: number) {
  return (await queryOne<{ campus_ids: number[]; department_ids: number[]; role_ids: number[] }>(
    db,
    `SELECT coalesce(array_agg(campus_id) FILTER (WHERE campus_id IS NOT NULL), '{}') AS campus_ids,
              coalesce(array_agg(department_id) FILTER (WHERE department_id IS NOT NULL), '{}') AS department_ids,
              coalesce(array_agg(role_id) FILTER (WHERE role_id IS NOT NULL), '{}') AS role_ids
         FROM memorandum_audiences WHERE memorandum_id = $1`,
    [id],
  ))!;
}
