import { eq } from 'drizzle-orm';
import { approvalChainSteps, approvalChains, type Queryable } from '@hris/db';
import { ZApprovalChainRow, type TApprovalChainRow, type TChainBody } from '@hris/contracts';
import { query, queryOne } from '../../lib/query';

export type ChainRow = TApprovalChainRow;

const CHAIN_SELECT = `
  SELECT c.id, c.request_type, c.name,
         CASE WHEN cp.id IS NULL THEN NULL ELSE json_build_object('id', cp.id, 'acronym', cp.acronym) END AS campus,
         CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) END AS department,
         coalesce((SELECT json_agg(json_build_object(
                    'position', s.position, 'actor_kind', s.actor_kind, 'label', s.label, 'role_id', s.role_id, 'personnel_id', s.personnel_id,
                    'role', CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('id', r.id, 'name', r.name) END,
                    'personnel', CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'fullname', concat_ws(' ', p.first_name, p.last_name)) END
                  ) ORDER BY s.position)
                   FROM approval_chain_steps s LEFT JOIN roles r ON r.id = s.role_id LEFT JOIN personnel p ON p.id = s.personnel_id
                  WHERE s.chain_id = c.id), '[]') AS steps
    FROM approval_chains c
    LEFT JOIN campuses cp ON cp.id = c.campus_id
    LEFT JOIN departments d ON d.id = c.department_id`;

export async function listChains(db: Queryable, requestType?: string): Promise<ChainRow[]> {
  return query(
    db,
    ZApprovalChainRow,
    `${CHAIN_SELECT} WHERE ($1::text IS NULL OR c.request_type = $1) ORDER BY c.request_type, c.department_id NULLS FIRST, c.campus_id NULLS FIRST, c.id`,
    [requestType ?? null],
  );
}

export async function findChain(db: Queryable, id: number): Promise<ChainRow | null> {
  return queryOne(db, ZApprovalChainRow, `${CHAIN_SELECT} WHERE c.id = $1`, [id]);
}

/**
 * The chain for a request: the one set for the requester's department or a department above
 * it (nearest first), else the one for the campus, else the university-wide one.
 */
export async function resolveChain(db: Queryable, requestType: string, departmentId: number | null, campusId: number | null): Promise<ChainRow | null> {
  const found = await queryOne<{ id: number }>(
    db,
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, 0 AS depth FROM departments WHERE id = $2
       UNION ALL SELECT d.id, d.parent_id, up.depth + 1 FROM departments d JOIN up ON d.id = up.parent_id WHERE up.depth < 20)
     SELECT c.id FROM approval_chains c LEFT JOIN up ON up.id = c.department_id
      WHERE c.request_type = $1
        AND ((c.department_id IS NOT NULL AND up.id IS NOT NULL) OR (c.department_id IS NULL AND (c.campus_id IS NULL OR c.campus_id = $3)))
      ORDER BY (c.department_id IS NULL), up.depth, (c.campus_id IS NULL) LIMIT 1`,
    [requestType, departmentId, campusId],
  );
  return found ? findChain(db, found.id) : null;
}

export async function scopeTaken(db: Queryable, body: Pick<TChainBody, 'request_type' | 'campus_id' | 'department_id'>): Promise<number | null> {
  const taken = await queryOne<{ id: number }>(
    db,
    `SELECT id FROM approval_chains WHERE request_type = $1 AND coalesce(campus_id, 0) = coalesce($2, 0) AND coalesce(department_id, 0) = coalesce($3, 0)`,
    [body.request_type, body.campus_id ?? null, body.department_id ?? null],
  );
  return taken?.id ?? null;
}

export async function saveChain(tx: Queryable, body: TChainBody, now: Date, id?: number): Promise<number> {
  const values = {
    requestType: body.request_type,
    campusId: body.campus_id ?? null,
    departmentId: body.department_id ?? null,
    name: body.name,
    updatedAt: now,
  };
  let chainId: number;
  if (id) {
    chainId = id;
    await tx.update(approvalChains).set(values).where(eq(approvalChains.id, chainId));
  } else chainId = (await tx.insert(approvalChains).values(values).returning({ id: approvalChains.id }))[0]!.id;
  await tx.delete(approvalChainSteps).where(eq(approvalChainSteps.chainId, chainId));
  await tx.insert(approvalChainSteps).values(
    body.steps.map((s, i) => ({
      chainId,
      position: i + 1,
      actorKind: s.actor_kind,
      roleId: s.actor_kind === 'role' ? s.role_id! : null,
      personnelId: s.actor_kind === 'person' ? s.personnel_id! : null,
      label: s.label,
    })),
  );
  return chainId;
}

export async function requestsUnderWay(db: Queryable, chainId: number): Promise<number> {
  const row = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM approval_requests WHERE chain_id = $1 AND status = 'pending'`, [chainId]);
  return row?.n ?? 0;
}

export async function deleteChain(db: Queryable, id: number) {
  await db.delete(approvalChains).where(eq(approvalChains.id, id));
}

/** Whether a row with this id exists in a table the chain's steps name. */
export async function exists(db: Queryable, table: 'departments' | 'roles' | 'personnel', id: number): Promise<boolean> {
  return (await query(db, `SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
}

/** Of these roles, those someone holds, with how many hold each. */
export async function rolesHeld(db: Queryable, roleIds: number[]): Promise<{ id: number; name: string; holders: number }[]> {
  if (!roleIds.length) return [];
  return query(
    db,
    `SELECT r.id, r.name, count(*)::int AS holders FROM roles r JOIN user_roles ur ON ur.role_id = r.id
      WHERE r.id = ANY($1::int[]) GROUP BY r.id, r.name ORDER BY r.name`,
    [roleIds],
  );
}

/** Someone active holds the role (the test approverUserIds makes for a role step). */
const ROLE_HELD = `EXISTS (SELECT 1 FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE u.is_active AND ur.role_id = s.role_id)`;
/** The person named has an active account (the test for a person step). */
const PERSON_SIGNS_IN = `EXISTS (SELECT 1 FROM users u WHERE u.is_active AND u.personnel_id = s.personnel_id)`;

export type BlockedRequestType = {
  request_type: string;
  chain_name: string | null;
  step_label: string | null;
  actor_kind: 'role' | 'person' | null;
  actor_name: string | null;
};

/**
 * Of these request types, those that cannot be filed whoever files them: one row for a type with no chain at all, and one
 * per chain whose first role or person step nobody active can act on (a department-head step depends on the requester's
 * office: the setup checklist names the offices without a head). One statement over every type.
 */
export async function blockedRequestTypes(db: Queryable, requestTypes: string[]): Promise<BlockedRequestType[]> {
  return query<BlockedRequestType>(
    db,
    `SELECT t.request_type, c.name AS chain_name, s.label AS step_label, s.actor_kind,
            coalesce(r.name, nullif(concat_ws(' ', p.first_name, p.last_name), '')) AS actor_name
       FROM unnest($1::text[]) WITH ORDINALITY AS t(request_type, n)
       LEFT JOIN approval_chains c ON c.request_type = t.request_type
       LEFT JOIN LATERAL (
         SELECT s.* FROM approval_chain_steps s
          WHERE s.chain_id = c.id
            AND ((s.actor_kind = 'role' AND NOT ${ROLE_HELD}) OR (s.actor_kind = 'person' AND NOT ${PERSON_SIGNS_IN}))
          ORDER BY s.position LIMIT 1) s ON true
       LEFT JOIN roles r ON r.id = s.role_id
       LEFT JOIN personnel p ON p.id = s.personnel_id
      WHERE c.id IS NULL OR s.id IS NOT NULL
      ORDER BY t.n, c.department_id NULLS FIRST, c.campus_id NULLS FIRST, c.id`,
    [requestTypes],
  );
}

/**
 * The roles some chain's step names that no active account holds, each with the request types whose chains name it; the
 * role that stops the most request types first (the HR office's, the head of agency's).
 */
export async function rolesNobodyHolds(db: Queryable): Promise<{ name: string; request_types: string[] }[]> {
  return query<{ name: string; request_types: string[] }>(
    db,
    `SELECT r.name, array_agg(DISTINCT c.request_type ORDER BY c.request_type) AS request_types
       FROM approval_chain_steps s JOIN roles r ON r.id = s.role_id JOIN approval_chains c ON c.id = s.chain_id
      WHERE s.actor_kind = 'role' AND NOT ${ROLE_HELD}
      GROUP BY r.name ORDER BY count(DISTINCT c.request_type) DESC, r.name`,
  );
}
