import { eq } from 'drizzle-orm';
import { approvalChainSteps, approvalChains, type Database, type DbOrTx } from '@hris/db';
import type { TChainBody } from '@hris/contracts';

export type ChainRow = {
  id: number; request_type: string; name: string; campus: { id: number; acronym: string } | null; department: { id: number; fullname: string; acronym: string } | null;
  steps: { position: number; actor_kind: 'department_head' | 'role' | 'person'; role: { id: number; name: string } | null; personnel: { id: number; fullname: string } | null; label: string; role_id: number | null; personnel_id: number | null }[];
};

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

export async function listChains(db: Database, requestType?: string): Promise<ChainRow[]> {
  const { rows } = await db.$client.query(`${CHAIN_SELECT} WHERE ($1::text IS NULL OR c.request_type = $1) ORDER BY c.request_type, c.department_id NULLS FIRST, c.campus_id NULLS FIRST, c.id`, [requestType ?? null]);
  return rows;
}

export async function findChain(db: Database, id: number): Promise<ChainRow | null> {
  const { rows } = await db.$client.query(`${CHAIN_SELECT} WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The chain for a request: the one set for the requester's department or a department above
 * it (nearest first), else the one for the campus, else the university-wide one.
 */
export async function resolveChain(db: Database, requestType: string, departmentId: number | null, campusId: number | null): Promise<ChainRow | null> {
  const { rows } = await db.$client.query(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, 0 AS depth FROM departments WHERE id = $2
       UNION ALL SELECT d.id, d.parent_id, up.depth + 1 FROM departments d JOIN up ON d.id = up.parent_id WHERE up.depth < 20)
     SELECT c.id FROM approval_chains c LEFT JOIN up ON up.id = c.department_id
      WHERE c.request_type = $1
        AND ((c.department_id IS NOT NULL AND up.id IS NOT NULL) OR (c.department_id IS NULL AND (c.campus_id IS NULL OR c.campus_id = $3)))
      ORDER BY (c.department_id IS NULL), up.depth, (c.campus_id IS NULL) LIMIT 1`,
    [requestType, departmentId, campusId],
  );
  return rows[0] ? findChain(db, rows[0].id) : null;
}

export async function scopeTaken(db: Database, body: Pick<TChainBody, 'request_type' | 'campus_id' | 'department_id'>): Promise<number | null> {
  const { rows } = await db.$client.query(
    `SELECT id FROM approval_chains WHERE request_type = $1 AND coalesce(campus_id, 0) = coalesce($2, 0) AND coalesce(department_id, 0) = coalesce($3, 0)`,
    [body.request_type, body.campus_id ?? null, body.department_id ?? null],
  );
  return rows[0]?.id ?? null;
}

export async function saveChain(tx: DbOrTx, body: TChainBody, id?: number): Promise<number> {
  const values = { requestType: body.request_type, campusId: body.campus_id ?? null, departmentId: body.department_id ?? null, name: body.name, updatedAt: new Date() };
  let chainId = id;
  if (chainId) await tx.update(approvalChains).set(values).where(eq(approvalChains.id, chainId));
  else chainId = (await tx.insert(approvalChains).values(values).returning({ id: approvalChains.id }))[0]!.id;
  await tx.delete(approvalChainSteps).where(eq(approvalChainSteps.chainId, chainId));
  await tx.insert(approvalChainSteps).values(
    body.steps.map((s, i) => ({ chainId: chainId!, position: i + 1, actorKind: s.actor_kind, roleId: s.actor_kind === 'role' ? s.role_id! : null, personnelId: s.actor_kind === 'person' ? s.personnel_id! : null, label: s.label })),
  );
  return chainId;
}

export async function requestsUnderWay(db: Database, chainId: number): Promise<number> {
  const { rows } = await db.$client.query(`SELECT count(*)::int AS n FROM approval_requests WHERE chain_id = $1 AND status = 'pending'`, [chainId]);
  return rows[0].n;
}

export async function deleteChain(db: Database, id: number) {
  await db.delete(approvalChains).where(eq(approvalChains.id, id));
}
