import type { DecidedRequest } from '../../lib/module';
import { approvalRequests, type ApprovalStepSnapshot, type Queryable } from '@hris/db';
import { ZApprovalActionRow } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

/** An approval request with its requester's name (the shape handlers receive: lib/module.ts). */
export type RequestRow = DecidedRequest;

const REQUEST_SELECT = `SELECT r.id, r.request_type, r.subject_id, r.title, r.link, r.status, r.current_step, r.steps, r.department_id, r.campus_id,
       r.requester_user_id, r.requester_personnel_id, u.name AS requester_name, r.created_at, r.updated_at
  FROM approval_requests r JOIN users u ON u.id = r.requester_user_id`;

/**
 * Whether the user ($1 personnel id, $2 role ids, $3 user id) may act on a pending request's current step.
 * Nobody acts on their own request: neither from the account that filed it nor from another account
 * linked to the same personnel record (issue 15).
 */
const CAN_ACT = `r.status = 'pending' AND (
    (r.steps->(r.current_step - 1)->>'actor_kind' = 'person' AND (r.steps->(r.current_step - 1)->>'personnel_id')::int = $1)
 OR (r.steps->(r.current_step - 1)->>'actor_kind' = 'role' AND (r.steps->(r.current_step - 1)->>'role_id')::int = ANY($2::int[]))
 OR (r.steps->(r.current_step - 1)->>'actor_kind' = 'department_head' AND $1 = ANY(hris_department_approvers(r.department_id, r.requester_personnel_id))))
  AND r.requester_user_id <> $3 AND r.requester_personnel_id IS DISTINCT FROM $1`;

/**
 * CAN_ACT, less the steps the user may not act on because they (any account of the same person) approved an earlier
 * step of the request (domain/separation-of-duties.ts): what the waiting list, its count and the buttons show.
 * Acting checks CAN_ACT and then secondStepRefusal, which says why.
 */
const WAITS_FOR = `${CAN_ACT} AND NOT EXISTS (SELECT 1 FROM approval_actions a JOIN users au ON au.id = a.actor_user_id
   WHERE a.request_id = r.id AND a.action = 'approve' AND a.step < r.current_step AND (a.actor_user_id = $3 OR au.personnel_id = $1))`;

/** Files a request (its chain's steps as they stand now); answers its id. */
export async function insertRequest(q: Queryable, values: typeof approvalRequests.$inferInsert): Promise<number> {
  const [row] = await q.insert(approvalRequests).values(values).returning({ id: approvalRequests.id });
  return row!.id;
}

export async function findRequest(db: Queryable, id: number): Promise<RequestRow | null> {
  return queryOne<RequestRow>(db, `${REQUEST_SELECT} WHERE r.id = $1`, [id]);
}

export type Approver = { userId: number; personnelId: number | null; roleIds: number[] };

export async function waitingFor(db: Queryable, who: Approver): Promise<RequestRow[]> {
  return query<RequestRow>(db, `${REQUEST_SELECT} WHERE ${WAITS_FOR} ORDER BY r.created_at`, [who.personnelId ?? -1, who.roleIds, who.userId]);
}

/** How many requests wait for the user's action (the dashboard's count). */
export async function countWaitingFor(db: Queryable, who: Approver): Promise<number> {
  const row = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM approval_requests r WHERE ${WAITS_FOR}`, [
    who.personnelId ?? -1,
    who.roleIds,
    who.userId,
  ]);
  return row?.n ?? 0;
}

/**
 * Whether the request waits for the user. `evenAfterAnEarlierStep`: the step names them, though they may have approved
 * an earlier one (acting then refuses with secondStepRefusal's reason rather than "does not wait for you").
 */
export async function canAct(db: Queryable, requestId: number, who: Approver, evenAfterAnEarlierStep = false): Promise<boolean> {
  const check = evenAfterAnEarlierStep ? CAN_ACT : WAITS_FOR;
  return (await execute(db, `SELECT 1 FROM approval_requests r WHERE r.id = $4 AND ${check}`, [who.personnelId ?? -1, who.roleIds, who.userId, requestId])) > 0;
}

export async function requestsOf(db: Queryable, userId: number): Promise<RequestRow[]> {
  return query<RequestRow>(db, `${REQUEST_SELECT} WHERE r.requester_user_id = $1 ORDER BY r.created_at DESC LIMIT 200`, [userId]);
}

export async function actionsOf(db: Queryable, requestIds: number[]) {
  if (!requestIds.length) return [];
  return query(
    db,
    ZApprovalActionRow,
    `SELECT a.request_id, a.step, a.action, a.remarks, a.created_at, json_build_object('id', u.id, 'name', u.name) AS actor
       FROM approval_actions a JOIN users u ON u.id = a.actor_user_id WHERE a.request_id = ANY($1::int[]) ORDER BY a.created_at, a.id`,
    [requestIds],
  );
}

/** Users who may act on a step now: to notify them. */
export async function approverUserIds(
  db: Queryable,
  step: ApprovalStepSnapshot,
  departmentId: number | null,
  requesterPersonnelId: number | null,
): Promise<number[]> {
  let sql: string;
  let params: unknown[];
  switch (step.actor_kind) {
    case 'person':
      sql = `SELECT id FROM users WHERE is_active AND personnel_id = $1`;
      params = [step.personnel_id];
      break;
    case 'role':
      sql = `SELECT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id WHERE u.is_active AND ur.role_id = $1 LIMIT 100`;
      params = [step.role_id];
      break;
    case 'department_head':
      sql = `SELECT id FROM users WHERE is_active AND personnel_id = ANY(hris_department_approvers($1, $2))`;
      params = [departmentId, requesterPersonnelId];
      break;
  }
  return (await query<{ id: number }>(db, sql, params)).map((r) => r.id);
}

/** Of `userIds`, those who (or another account of whose person) approved a step of the request before `position`: they may not act on it. */
export async function earlierApprovers(db: Queryable, requestId: number, position: number, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await query<{ id: number }>(
    db,
    `SELECT me.id FROM users me WHERE me.id = ANY($3::int[]) AND EXISTS (
       SELECT 1 FROM approval_actions a JOIN users au ON au.id = a.actor_user_id
        WHERE a.request_id = $1 AND a.action = 'approve' AND a.step < $2 AND (au.id = me.id OR au.personnel_id = me.personnel_id))`,
    [requestId, position, userIds],
  );
  return new Set(rows.map((r) => r.id));
}

/** Moves a request on only if nobody else acted on the same step meanwhile. */
export async function advance(db: Queryable, id: number, fromStep: number, next: { status: string; currentStep: number }): Promise<boolean> {
  const touched = await execute(
    db,
    `UPDATE approval_requests SET status = $1, current_step = $2, updated_at = now() WHERE id = $3 AND status = 'pending' AND current_step = $4`,
    [next.status, next.currentStep, id, fromStep],
  );
  return touched > 0;
}

export async function recordAction(db: Queryable, values: { requestId: number; step: number; actorUserId: number; action: string; remarks: string | null }) {
  await execute(db, `INSERT INTO approval_actions (request_id, step, actor_user_id, action, remarks) VALUES ($1, $2, $3, $4, $5)`, [
    values.requestId,
    values.step,
    values.actorUserId,
    values.action,
    values.remarks,
  ]);
}

export async function roleIdsOfUser(db: Queryable, userId: number): Promise<number[]> {
  return (await query<{ role_id: number }>(db, `SELECT role_id FROM user_roles WHERE user_id = $1`, [userId])).map((r) => r.role_id);
}

export async function requesterContext(db: Queryable, userId: number) {
  return queryOne<{ id: number; name: string; personnel_id: number | null; department_id: number | null; campus_id: number | null }>(
    db,
    `SELECT u.id, u.name, u.personnel_id, p.department_id, p.campus_id FROM users u LEFT JOIN personnel p ON p.id = u.personnel_id WHERE u.id = $1 AND u.is_active`,
    [userId],
  );
}

/** The office a request is about, when it names one other than the requester's. */
export async function departmentContext(db: Queryable, departmentId: number) {
  return queryOne<{ id: number; campus_id: number }>(db, `SELECT id, campus_id FROM departments WHERE id = $1`, [departmentId]);
}

/** The steps of a request this user, or another account of the same person, approved (certified, recommended). */
export async function approvedStepsOf(db: Queryable, requestId: number, userId: number, personnelId: number | null): Promise<number[]> {
  return (
    await query<{ step: number }>(
      db,
      `SELECT DISTINCT a.step FROM approval_actions a JOIN users u ON u.id = a.actor_user_id
        WHERE a.request_id = $1 AND a.action = 'approve' AND (a.actor_user_id = $2 OR u.personnel_id = $3)`,
      [requestId, userId, personnelId],
    )
  ).map((r) => r.step);
}

export type StepActor = { personnel_id: number; name: string; positions: number[]; acted: boolean };

/**
 * Everyone who acts on these steps of a request: who may act at a step (the holders of its role, the person it names,
 * the head or officer-in-charge of `departmentId`) and who approved one (`requestId`), never the requester. One query.
 */
export async function stepActors(
  db: Queryable,
  steps: readonly ApprovalStepSnapshot[],
  departmentId: number | null,
  requesterPersonnelId: number | null,
  requestId: number | null,
): Promise<StepActor[]> {
  return query<StepActor>(
    db,
    `WITH st AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(position int, actor_kind text, role_id int, personnel_id int)),
     who AS (
       SELECT u.personnel_id, st.position, false AS acted
         FROM st JOIN user_roles ur ON ur.role_id = st.role_id JOIN users u ON u.id = ur.user_id AND u.is_active WHERE st.actor_kind = 'role'
       UNION ALL SELECT st.personnel_id, st.position, false FROM st WHERE st.actor_kind = 'person'
       UNION ALL SELECT h, st.position, false FROM st CROSS JOIN LATERAL unnest(hris_department_approvers($2::int, $3::int)) h
        WHERE st.actor_kind = 'department_head' AND $2::int IS NOT NULL
       UNION ALL SELECT u.personnel_id, a.step, true FROM approval_actions a JOIN users u ON u.id = a.actor_user_id
        WHERE a.request_id = $4::int AND a.action = 'approve')
     SELECT who.personnel_id, concat_ws(' ', p.first_name, p.last_name) AS name, array_agg(DISTINCT who.position ORDER BY who.position) AS positions, bool_or(who.acted) AS acted
       FROM who JOIN personnel p ON p.id = who.personnel_id
      WHERE who.personnel_id IS DISTINCT FROM $3::int
      GROUP BY who.personnel_id, p.id
      ORDER BY who.personnel_id`,
    [JSON.stringify(steps), departmentId, requesterPersonnelId, requestId],
  );
}

/** Tables whose rows mirror an approval request's status (`approval_request_id`, `status`). */
export type RequestTable =
  'time_log_appeals' | 'overtime_requests' | 'official_business_travels' | 'leave_applications' | 'hiring_requests' | 'office_connections';

/**
 * Whether `approverId` heads the person's department: its head or officer-in-charge, or the nearest head up the tree
 * when the unit has none (hris_department_approvers, the approver the chains use).
 */
export async function headsPersonOf(db: Queryable, approverId: number, personnelId: number): Promise<boolean> {
  const found = await execute(
    db,
    `SELECT 1 FROM personnel p JOIN departments d ON d.id = p.department_id
      WHERE p.id = $2 AND ($1 IN (d.head_personnel_id, d.oic_personnel_id) OR $1 = ANY(hris_department_approvers(d.id, p.id)))`,
    [approverId, personnelId],
  );
  return found > 0;
}

/** The chain's decision on the request's own row; answers the row's id (null when none). */
export async function setRowStatus(db: Queryable, table: RequestTable, approvalRequestId: number, status: string): Promise<number | null> {
  const row = await queryOne<{ id: number }>(db, `UPDATE ${table} SET status = $2, updated_at = now() WHERE approval_request_id = $1 RETURNING id`, [
    approvalRequestId,
    status,
  ]);
  return row?.id ?? null;
}

/** Links a request's own row to the approval request filed for it. */
export async function linkRowToRequest(tx: Queryable, table: RequestTable, rowId: number, approvalRequestId: number): Promise<void> {
  await execute(tx, `UPDATE ${table} SET approval_request_id = $2 WHERE id = $1`, [rowId, approvalRequestId]);
}
