import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { coeRequests, type Queryable } from '@hris/db';
import { ZCoeRequest, type TCoeRequest } from '@hris/contracts';
import { query, queryOne } from '../../lib/query';
import { containsPattern, NAME_SEARCH, SqlParams } from '../../lib/sql';

const SELECT = `
  SELECT c.id, c.personnel_id, c.purpose, c.with_compensation, c.status, c.approval_request_id,
         c.signatory_name, c.signatory_title, c.issued_at, c.created_at, c.updated_at, c.document_key IS NOT NULL AS has_document,
         CASE WHEN r.status = 'pending' THEN r.steps->(r.current_step - 1)->>'label' END AS waiting_for,
         json_build_object('id', p.id, 'idno', p.idno,
           'fullname', concat_ws(' ', p.first_name, CASE WHEN coalesce(p.middle_name, '') = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension),
           'department', d.acronym) AS personnel,
         issuer.name AS issued_by
    FROM coe_requests c
    JOIN personnel p ON p.id = c.personnel_id
    LEFT JOIN departments d ON d.id = p.department_id
    LEFT JOIN approval_requests r ON r.id = c.approval_request_id
    LEFT JOIN users issuer ON issuer.id = c.issued_by_user_id`;

export type CoeRow = TCoeRequest;

export async function list(db: Queryable, f: { personnelId?: number; status?: string; term?: string; page: number; perPage: number }) {
  const q = new SqlParams();
  const where: string[] = [];
  // "p" is the personnel alias NAME_SEARCH is written for.
  if (f.personnelId) where.push(`c.personnel_id = ${q.add(f.personnelId)}`);
  if (f.status) where.push(`c.status = ${q.add(f.status)}`);
  if (f.term) {
    const like = q.add(containsPattern(f.term));
    where.push(`(${NAME_SEARCH} LIKE ${like} OR lower(coalesce(p.idno, '')) LIKE ${like} OR lower(c.purpose) LIKE ${like})`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await query(
    db,
    ZCoeRequest.extend({ __total: z.number() }),
    `SELECT x.*, count(*) OVER ()::int AS __total FROM (${SELECT} ${whereSql}) x ORDER BY x.created_at DESC, x.id DESC LIMIT ${q.add(f.perPage)} OFFSET ${q.add((f.page - 1) * f.perPage)}`,
    q.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }): CoeRow => r), total: rows[0]?.__total ?? 0 };
}

export async function findById(db: Queryable, id: number): Promise<CoeRow | null> {
  return queryOne(db, ZCoeRequest, `${SELECT} WHERE c.id = $1`, [id]);
}

export async function findByApprovalRequest(db: Queryable, approvalRequestId: number): Promise<CoeRow | null> {
  return queryOne(db, ZCoeRequest, `${SELECT} WHERE c.approval_request_id = $1`, [approvalRequestId]);
}

export async function documentKeyOf(db: Queryable, id: number): Promise<string | null> {
  const [row] = await db.select({ key: coeRequests.documentKey }).from(coeRequests).where(eq(coeRequests.id, id));
  return row?.key ?? null;
}

export async function insert(db: Queryable, values: typeof coeRequests.$inferInsert): Promise<number> {
  const [row] = await db.insert(coeRequests).values(values).returning({ id: coeRequests.id });
  return row!.id;
}

export async function update(db: Queryable, id: number, values: Partial<typeof coeRequests.$inferInsert>) {
  // updated_at is when the row was written: the database's time, like its DEFAULT now().
  await db
    .update(coeRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coeRequests.id, id));
}

/** Accounts that issue certificates (view COE), to tell them one is ready. */
export async function issuerUserIds(db: Queryable): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    `SELECT DISTINCT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN role_views rv ON rv.role_id = ur.role_id WHERE rv.view = 'COE' AND u.is_active`,
  );
  return rows.map((r) => r.id);
}
