import { ZOfficeConnection, type TOfficeConnection, type TOfficeTie } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';

/** One office of a person's, as the records say (connected-offices.service words the why). */
export type OfficeTieRow = {
  tie: TOfficeTie;
  id: number;
  fullname: string;
  acronym: string;
  connection_id: number | null;
  since: string | null;
  approved_by: string | null;
};

/**
 * Every office the person belongs to or acts for: their department and the units under it (any depth), the offices
 * they head, stand in for (OIC) or keep the DTRs of, and their approved connections with who approved them and when.
 */
export async function officesOf(db: Queryable, personnelId: number): Promise<OfficeTieRow[]> {
  return query<OfficeTieRow>(
    db,
    `WITH RECURSIVE tree AS (
       SELECT d.id, 0 AS depth FROM departments d JOIN personnel p ON p.department_id = d.id WHERE p.id = $1
       UNION ALL SELECT d.id, t.depth + 1 FROM departments d JOIN tree t ON d.parent_id = t.id WHERE t.depth < 20),
     ties AS (
       SELECT 'own' AS tie, id AS department_id, NULL::int AS connection_id, 1 AS ord FROM tree WHERE depth = 0
       UNION ALL SELECT 'unit', id, NULL, 2 FROM tree WHERE depth > 0
       UNION ALL SELECT 'head', id, NULL, 3 FROM departments WHERE head_personnel_id = $1
       UNION ALL SELECT 'oic', id, NULL, 4 FROM departments WHERE oic_personnel_id = $1
       UNION ALL SELECT 'dtr_clerk', id, NULL, 5 FROM departments WHERE dtr_clerk_personnel_id = $1
       UNION ALL SELECT 'connected', department_id, id, 6 FROM office_connections WHERE personnel_id = $1 AND status = 'approved')
     SELECT x.tie, d.id, d.fullname, d.acronym, x.connection_id,
            to_char(a.created_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD') AS since, a.name AS approved_by
       FROM ties x JOIN departments d ON d.id = x.department_id
       LEFT JOIN office_connections c ON c.id = x.connection_id
       LEFT JOIN LATERAL (SELECT aa.created_at, u.name FROM approval_actions aa JOIN users u ON u.id = aa.actor_user_id
                           WHERE aa.request_id = c.approval_request_id AND aa.action = 'approve' ORDER BY aa.created_at DESC LIMIT 1) a ON true
      ORDER BY x.ord, d.fullname, d.id`,
    [personnelId],
  );
}

/** The offices a person acts for through approved connections. */
export async function connectedOfficeIds(db: Queryable, personnelId: number): Promise<number[]> {
  const rows = await query<{ department_id: number }>(
    db,
    `SELECT department_id FROM office_connections WHERE personnel_id = $1 AND status = 'approved' ORDER BY department_id`,
    [personnelId],
  );
  return rows.map((r) => r.department_id);
}

const CONNECTION_SELECT = `
  SELECT c.id, json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) AS office,
         json_build_object('id', p.id, 'fullname', concat_ws(' ', p.first_name, p.last_name), 'office', pd.fullname) AS person,
         c.reason, c.status, c.approval_request_id, a.name AS decided_by, a.created_at AS decided_at, c.ended_on::text AS ended_on, c.created_at
    FROM office_connections c
    JOIN departments d ON d.id = c.department_id
    JOIN personnel p ON p.id = c.personnel_id
    LEFT JOIN departments pd ON pd.id = p.department_id
    LEFT JOIN LATERAL (SELECT aa.created_at, u.name FROM approval_actions aa JOIN users u ON u.id = aa.actor_user_id
                        WHERE aa.request_id = c.approval_request_id AND aa.action IN ('approve', 'return', 'disapprove')
                        ORDER BY aa.created_at DESC LIMIT 1) a ON true`;

export async function requestsOf(db: Queryable, personnelId: number): Promise<TOfficeConnection[]> {
  return query(db, ZOfficeConnection, `${CONNECTION_SELECT} WHERE c.personnel_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT 200`, [personnelId]);
}

export async function findConnection(db: Queryable, id: number): Promise<(TOfficeConnection & { personnel_id: number }) | null> {
  const row = await queryOne(db, ZOfficeConnection, `${CONNECTION_SELECT} WHERE c.id = $1`, [id]);
  return row ? { ...row, personnel_id: row.person.id } : null;
}

/** The people connected to (or asking to be connected to) the offices the person heads or stands in for. */
export async function connectionsToOfficesOf(db: Queryable, personnelId: number): Promise<TOfficeConnection[]> {
  return query(
    db,
    ZOfficeConnection,
    `${CONNECTION_SELECT}
      WHERE c.status IN ('pending', 'approved')
        AND ($1 IN (d.head_personnel_id, d.oic_personnel_id) OR $1 = ANY(hris_department_approvers(d.id, c.personnel_id)))
      ORDER BY d.fullname, c.status, p.last_name, p.first_name
      LIMIT 500`,
    [personnelId],
  );
}

export type OfficeRow = { id: number; fullname: string; is_active: boolean };

export async function findOffice(db: Queryable, id: number): Promise<OfficeRow | null> {
  return queryOne<OfficeRow>(db, `SELECT id, fullname, is_active FROM departments WHERE id = $1`, [id]);
}

/** Who would decide a request to be connected to the office: its head or OIC, else the nearest above it (never the requester). */
export async function deciderIds(db: Queryable, departmentId: number, personnelId: number): Promise<number[]> {
  const row = await queryOne<{ ids: number[] }>(db, `SELECT hris_department_approvers($1, $2) AS ids`, [departmentId, personnelId]);
  return row?.ids ?? [];
}

export async function openConnection(db: Queryable, personnelId: number, departmentId: number): Promise<string | null> {
  const row = await queryOne<{ status: string }>(
    db,
    `SELECT status FROM office_connections WHERE personnel_id = $1 AND department_id = $2 AND status IN ('pending', 'approved')`,
    [personnelId, departmentId],
  );
  return row?.status ?? null;
}

export async function insertConnection(db: Queryable, values: { personnelId: number; departmentId: number; reason: string; now: Date }): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO office_connections (personnel_id, department_id, reason, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [values.personnelId, values.departmentId, values.reason, values.now],
  );
  return row!.id;
}

/** Ends an approved connection; false when it was not approved any more. */
export async function endConnection(db: Queryable, id: number, endedOn: string, now: Date): Promise<boolean> {
  return (
    (await execute(db, `UPDATE office_connections SET status = 'ended', ended_on = $2, updated_at = $3 WHERE id = $1 AND status = 'approved'`, [
      id,
      endedOn,
      now,
    ])) > 0
  );
}

/** Whether the person heads or stands in for the office (or decides for it, as the head above a unit without one). */
export async function decidesFor(db: Queryable, departmentId: number, personnelId: number, requesterPersonnelId: number): Promise<boolean> {
  return (
    (await execute(
      db,
      `SELECT 1 FROM departments d WHERE d.id = $1 AND ($2 IN (d.head_personnel_id, d.oic_personnel_id) OR $2 = ANY(hris_department_approvers(d.id, $3)))`,
      [departmentId, personnelId, requesterPersonnelId],
    )) > 0
  );
}

export async function userIdOfPerson(db: Queryable, personnelId: number): Promise<number | null> {
  return (await queryOne<{ id: number }>(db, `SELECT id FROM users WHERE personnel_id = $1 AND is_active ORDER BY id LIMIT 1`, [personnelId]))?.id ?? null;
}

export async function linkRequest(db: Queryable, id: number, approvalRequestId: number) {
  await execute(db, `UPDATE office_connections SET approval_request_id = $2 WHERE id = $1`, [id, approvalRequestId]);
}

/** The accounts of those who decide for the office (its head and OIC, or the nearest above), to tell them. */
export async function deciderUserIds(db: Queryable, departmentId: number, personnelId: number): Promise<number[]> {
  const rows = await query<{ id: number }>(db, `SELECT id FROM users WHERE is_active AND personnel_id = ANY(hris_department_approvers($1, $2))`, [
    departmentId,
    personnelId,
  ]);
  return rows.map((r) => r.id);
}
