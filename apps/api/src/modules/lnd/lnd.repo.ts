import type { Queryable } from '@hris/db';
import { ZCompetency, type TPlanItemBody } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { personRefSql } from '../../lib/sql';

// The SQL of learning and development (issue 22): the competency library, development plans and their items, the
// interventions attended.

/** ZPersonRef of the personnel row aliased p (department from d). */
const PERSON = personRefSql();

export function competencies(q: Queryable) {
  return query(
    q,
    ZCompetency,
    `SELECT id, name, type, description FROM competencies ORDER BY CASE type WHEN 'core' THEN 1 WHEN 'organizational' THEN 2 WHEN 'leadership' THEN 3 ELSE 4 END, name`,
  );
}
export async function missingCompetencies(q: Queryable, ids: number[]) {
  const rows = await query<{ id: number }>(q, `SELECT x AS id FROM unnest($1::int[]) x WHERE NOT EXISTS (SELECT 1 FROM competencies c WHERE c.id = x)`, [ids]);
  return rows.map((r) => r.id);
}

// ── Plans ──
export type PlanRow = {
  id: number;
  personnel_id: number;
  personnel: { id: number; idno: string | null; fullname: string; department: { id: number; fullname: string; acronym: string } | null };
  department_id: number | null;
  kind: 'faculty' | 'administrative';
  period_from: number;
  period_to: number;
  status: 'draft' | 'submitted' | 'approved' | 'returned' | 'disapproved';
  approval_request_id: number | null;
  created_at: string;
  updated_at: string;
};
export type ItemRow = {
  id: number;
  plan_id: number;
  competency: { id: number; name: string; type: 'core' | 'organizational' | 'technical' | 'leadership'; description: string | null };
  current_level: number;
  target_level: number;
  intervention_type: string;
  intervention_type_name: string;
  intervention: string | null;
  provider: string | null;
  target_date: string;
  support_time: boolean;
  support_funds: number;
  status: 'planned' | 'done';
  done_at: string | null;
};

const PLAN_SELECT = `
  SELECT pl.id, pl.personnel_id, ${PERSON} AS personnel, p.department_id, pl.kind, pl.period_from::int, pl.period_to::int, pl.status,
         pl.approval_request_id, pl.created_at, pl.updated_at
    FROM development_plans pl JOIN personnel p ON p.id = pl.personnel_id LEFT JOIN departments d ON d.id = p.department_id`;

export function planById(q: Queryable, id: number, forUpdate = false) {
  return queryOne<PlanRow>(q, `${PLAN_SELECT} WHERE pl.id = $1${forUpdate ? ' FOR UPDATE OF pl' : ''}`, [id]);
}
export function planByRequest(q: Queryable, requestId: number) {
  return queryOne<PlanRow>(q, `${PLAN_SELECT} WHERE pl.approval_request_id = $1`, [requestId]);
}

/** Plans by scope: one person's, the offices a head heads, or everyone's. */
export async function listPlans(
  q: Queryable,
  f: { personnelId?: number; headPersonnelId?: number; status?: string; kind?: string; page: number; perPage: number },
) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.personnelId) where.push(`pl.personnel_id = $${params.push(f.personnelId)}`);
  if (f.headPersonnelId) where.push(`d.head_personnel_id = $${params.push(f.headPersonnelId)} AND pl.personnel_id <> d.head_personnel_id`);
  if (f.status) where.push(`pl.status = $${params.push(f.status)}`);
  if (f.kind) where.push(`pl.kind = $${params.push(f.kind)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, total] = await Promise.all([
    query<PlanRow>(
      q,
      `${PLAN_SELECT} ${clause} ORDER BY pl.period_from DESC, pl.updated_at DESC, pl.id DESC LIMIT ${f.perPage} OFFSET ${(f.page - 1) * f.perPage}`,
      params,
    ),
    queryOne<{ n: number }>(
      q,
      `SELECT count(*)::int AS n FROM development_plans pl JOIN personnel p ON p.id = pl.personnel_id LEFT JOIN departments d ON d.id = p.department_id ${clause}`,
      params,
    ),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function itemsOf(q: Queryable, planIds: number[]) {
  return query<ItemRow>(
    q,
    `SELECT i.id, i.plan_id, json_build_object('id', c.id, 'name', c.name, 'type', c.type, 'description', c.description) AS competency,
            i.current_level::int, i.target_level::int, i.intervention_type, it.name AS intervention_type_name, i.intervention, i.provider,
            i.target_date::text, i.support_time, i.support_funds, i.status, i.done_at
       FROM development_plan_items i JOIN competencies c ON c.id = i.competency_id JOIN intervention_types it ON it.code = i.intervention_type
      WHERE i.plan_id = ANY($1::int[]) ORDER BY i.plan_id, i.position, i.id`,
    [planIds],
  );
}

export async function insertPlan(q: Queryable, p: { personnelId: number; kind: string; periodFrom: number; periodTo: number; userId: number }) {
  const row = await queryOne<{ id: number }>(
    q,
    `INSERT INTO development_plans (personnel_id, kind, period_from, period_to, created_by_user_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [p.personnelId, p.kind, p.periodFrom, p.periodTo, p.userId],
  );
  return row!.id;
}
export function updatePlanPeriod(q: Queryable, id: number, periodFrom: number, periodTo: number) {
  return execute(q, `UPDATE development_plans SET period_from = $2, period_to = $3, updated_at = now() WHERE id = $1`, [id, periodFrom, periodTo]);
}
export function setPlanStatus(q: Queryable, id: number, status: string, requestId?: number) {
  return requestId === undefined
    ? execute(q, `UPDATE development_plans SET status = $2, updated_at = now() WHERE id = $1`, [id, status])
    : execute(q, `UPDATE development_plans SET status = $2, approval_request_id = $3, updated_at = now() WHERE id = $1`, [id, status, requestId]);
}
/**
 * The plan's items as the form sends them: an item with its id is changed in place (what was recorded against it,
 * an attended training, stays linked), a new one is added, one left out is removed. Answers the ids in the form's order.
 */
export async function saveItems(q: Queryable, planId: number, items: TPlanItemBody[]) {
  const keep = items.map((i) => i.id).filter((id): id is number => typeof id === 'number');
  await execute(q, `DELETE FROM development_plan_items WHERE plan_id = $1 AND NOT (id = ANY($2::int[]))`, [planId, keep]);
  const rows = await query<{ id: number; position: number }>(
    q,
    `WITH x AS (
       SELECT * FROM jsonb_to_recordset($2::jsonb) AS x(id int, competency_id int, current_level int, target_level int, intervention_type text,
              intervention text, provider text, target_date date, support_time boolean, support_funds bigint, position int)
     ), changed AS (
       UPDATE development_plan_items i SET competency_id = x.competency_id, current_level = x.current_level, target_level = x.target_level,
              intervention_type = x.intervention_type, intervention = x.intervention, provider = x.provider, target_date = x.target_date,
              support_time = x.support_time, support_funds = x.support_funds, position = x.position
         FROM x WHERE i.id = x.id AND i.plan_id = $1 RETURNING i.id, i.position
     ), added AS (
       INSERT INTO development_plan_items (plan_id, competency_id, current_level, target_level, intervention_type, intervention, provider, target_date,
              support_time, support_funds, position)
       SELECT $1, x.competency_id, x.current_level, x.target_level, x.intervention_type, x.intervention, x.provider, x.target_date, x.support_time,
              x.support_funds, x.position FROM x WHERE x.id IS NULL RETURNING id, position
     )
     SELECT id, position::int FROM changed UNION ALL SELECT id, position::int FROM added`,
    [planId, JSON.stringify(items.map((it, i) => ({ ...it, id: it.id ?? null, position: i + 1 })))],
  );
  const byPosition = new Map(rows.map((r) => [r.position, r.id]));
  return items.map((_, i) => byPosition.get(i + 1)!);
}

/** Item ids of the form that are not this plan's (a stale page, or a forged id): refused rather than silently added. */
export async function foreignItemIds(q: Queryable, planId: number, ids: number[]) {
  const rows = await query<{ id: number }>(
    q,
    `SELECT x AS id FROM unnest($2::int[]) x WHERE NOT EXISTS (SELECT 1 FROM development_plan_items i WHERE i.id = x AND i.plan_id = $1)`,
    [planId, ids],
  );
  return rows.map((r) => r.id);
}

/** Intervention codes the form sent that are not on the list (a retired type stays valid on the items that name it; the form offers only active ones). */
export async function unknownInterventions(q: Queryable, codes: string[]) {
  const rows = await query<{ code: string }>(
    q,
    `SELECT x AS code FROM unnest($1::text[]) x WHERE NOT EXISTS (SELECT 1 FROM intervention_types t WHERE t.code = x)`,
    [codes],
  );
  return rows.map((r) => r.code);
}

/** faculty or administrative, by the person's employment. */
export async function kindOf(q: Queryable, personnelId: number) {
  const row = await queryOne<{ kind: 'faculty' | 'administrative' }>(
    q,
    `SELECT CASE WHEN employment_kind = 'faculty' THEN 'faculty' ELSE 'administrative' END AS kind FROM personnel WHERE id = $1`,
    [personnelId],
  );
  return row?.kind ?? null;
}

/** Whether `headId` heads the department of the person (their immediate head reads and reviews their plans). */
export async function isHeadOf(q: Queryable, headId: number, personnelId: number) {
  const row = await queryOne<{ ok: boolean }>(
    q,
    `SELECT true AS ok FROM personnel p JOIN departments d ON d.id = p.department_id WHERE p.id = $1 AND d.head_personnel_id = $2`,
    [personnelId, headId],
  );
  return row !== null;
}

export function itemOfPerson(q: Queryable, itemId: number, personnelId: number) {
  return queryOne<{ id: number; status: string; plan_status: string }>(
    q,
    `SELECT i.id, i.status, pl.status AS plan_status FROM development_plan_items i JOIN development_plans pl ON pl.id = i.plan_id
      WHERE i.id = $1 AND pl.personnel_id = $2`,
    [itemId, personnelId],
  );
}
export function closeItem(q: Queryable, itemId: number) {
  return execute(q, `UPDATE development_plan_items SET status = 'done', done_at = now() WHERE id = $1`, [itemId]);
}

// ── Interventions attended ──
export type AttendedRow = {
  id: number;
  personnel_id: number;
  personnel: PlanRow['personnel'];
  plan_item_id: number | null;
  title: string;
  date_from: string;
  date_to: string;
  hours: number;
  ld_type: 'managerial' | 'supervisory' | 'technical' | 'foundation';
  conducted_by: string;
  certificate_key: string;
  certificate_name: string;
  status: 'pending' | 'verified' | 'rejected';
  remarks: string | null;
  verified_at: string | null;
  created_at: string;
};

const ATTENDED_SELECT = `
  SELECT a.id, a.personnel_id, ${PERSON} AS personnel, a.plan_item_id, a.title, a.date_from::text, a.date_to::text, a.hours::int, a.ld_type,
         a.conducted_by, a.certificate_key, a.certificate_name, a.status, a.remarks, a.verified_at, a.created_at
    FROM ld_attendances a JOIN personnel p ON p.id = a.personnel_id LEFT JOIN departments d ON d.id = p.department_id`;

export function attendedById(q: Queryable, id: number, forUpdate = false) {
  return queryOne<AttendedRow>(q, `${ATTENDED_SELECT} WHERE a.id = $1${forUpdate ? ' FOR UPDATE OF a' : ''}`, [id]);
}
export async function listAttended(q: Queryable, f: { personnelId?: number; status?: string; page: number; perPage: number }) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.personnelId) where.push(`a.personnel_id = $${params.push(f.personnelId)}`);
  if (f.status) where.push(`a.status = $${params.push(f.status)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, total] = await Promise.all([
    query<AttendedRow>(q, `${ATTENDED_SELECT} ${clause} ORDER BY a.created_at DESC, a.id DESC LIMIT ${f.perPage} OFFSET ${(f.page - 1) * f.perPage}`, params),
    queryOne<{ n: number }>(q, `SELECT count(*)::int AS n FROM ld_attendances a ${clause}`, params),
  ]);
  return { rows, total: total?.n ?? 0 };
}
/** Trainings recorded and not yet verified or returned, leaving out the verifier's own. */
export async function countPendingAttended(q: Queryable, ownPersonnelId: number | null): Promise<number> {
  const row = await queryOne<{ n: number }>(q, `SELECT count(*)::int AS n FROM ld_attendances WHERE status = 'pending' AND personnel_id IS DISTINCT FROM $1`, [
    ownPersonnelId ?? -1,
  ]);
  return row?.n ?? 0;
}
export async function insertAttended(
  q: Queryable,
  a: {
    personnelId: number;
    planItemId: number | null;
    title: string;
    dateFrom: string;
    dateTo: string;
    hours: number;
    ldType: string;
    conductedBy: string;
    certificateKey: string;
    certificateName: string;
  },
) {
  const row = await queryOne<{ id: number }>(
    q,
    `INSERT INTO ld_attendances (personnel_id, plan_item_id, title, date_from, date_to, hours, ld_type, conducted_by, certificate_key, certificate_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [a.personnelId, a.planItemId, a.title, a.dateFrom, a.dateTo, a.hours, a.ldType, a.conductedBy, a.certificateKey, a.certificateName],
  );
  return row!.id;
}
export function decideAttended(
  q: Queryable,
  id: number,
  d: { status: 'verified' | 'rejected'; remarks: string | null; userId: number; pdsEntryId: number | null },
) {
  return execute(q, `UPDATE ld_attendances SET status = $2, remarks = $3, verified_by_user_id = $4, verified_at = now(), pds_entry_id = $5 WHERE id = $1`, [
    id,
    d.status,
    d.remarks,
    d.userId,
    d.pdsEntryId,
  ]);
}
export function uploadSize(q: Queryable, key: string) {
  return queryOne<{ size_bytes: number }>(q, `SELECT size_bytes FROM uploads WHERE storage_key = $1`, [key]);
}

// ── Recommendations ──
export type RecommendationRow = {
  id: number;
  personnel_id: number;
  personnel: PlanRow['personnel'];
  competency: ItemRow['competency'];
  intervention_type: string;
  intervention_type_name: string;
  intervention: string | null;
  reason: string;
  source: 'head' | 'committee';
  recommended_by: { id: number; name: string } | null;
  status: 'open' | 'added' | 'dismissed';
  plan_item_id: number | null;
  created_at: string;
};
const RECOMMENDATION_SELECT = `
  SELECT r.id, r.personnel_id, ${PERSON} AS personnel,
         json_build_object('id', c.id, 'name', c.name, 'type', c.type, 'description', c.description) AS competency,
         r.intervention_type, it.name AS intervention_type_name, r.intervention, r.reason, r.source,
         CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name) END AS recommended_by,
         r.status, r.plan_item_id, r.created_at
    FROM ld_recommendations r JOIN personnel p ON p.id = r.personnel_id LEFT JOIN departments d ON d.id = p.department_id
    JOIN competencies c ON c.id = r.competency_id JOIN intervention_types it ON it.code = r.intervention_type
    LEFT JOIN users u ON u.id = r.recommended_by_user_id`;

/** Recommendations for a person, or those a user made (none given: every one, for the committee). */
export async function listRecommendations(q: Queryable, f: { personnelId?: number; byUserId?: number; page: number; perPage: number }) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.personnelId) where.push(`r.personnel_id = $${params.push(f.personnelId)}`);
  if (f.byUserId) where.push(`r.recommended_by_user_id = $${params.push(f.byUserId)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, total] = await Promise.all([
    query<RecommendationRow>(
      q,
      `${RECOMMENDATION_SELECT} ${clause} ORDER BY r.status = 'open' DESC, r.created_at DESC, r.id DESC LIMIT ${f.perPage} OFFSET ${(f.page - 1) * f.perPage}`,
      params,
    ),
    queryOne<{ n: number }>(q, `SELECT count(*)::int AS n FROM ld_recommendations r ${clause}`, params),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export function recommendationById(q: Queryable, id: number) {
  return queryOne<RecommendationRow>(q, `${RECOMMENDATION_SELECT} WHERE r.id = $1`, [id]);
}
export async function insertRecommendation(
  q: Queryable,
  r: { personnelId: number; competencyId: number; interventionType: string; intervention: string | null; reason: string; source: string; userId: number },
) {
  const row = await queryOne<{ id: number }>(
    q,
    `INSERT INTO ld_recommendations (personnel_id, competency_id, intervention_type, intervention, reason, source, recommended_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [r.personnelId, r.competencyId, r.interventionType, r.intervention, r.reason, r.source, r.userId],
  );
  return row!.id;
}
export function setRecommendationStatus(q: Queryable, id: number, status: 'open' | 'added' | 'dismissed', planItemId: number | null = null) {
  return execute(q, `UPDATE ld_recommendations SET status = $2, plan_item_id = $3 WHERE id = $1`, [id, status, planItemId]);
}
/** Which of these recommendations a plan item of the person may take up: open ones, or one this plan already took up. */
export async function usableRecommendations(q: Queryable, personnelId: number, planId: number | null, ids: number[]) {
  const rows = await query<{ id: number }>(
    q,
    `SELECT id FROM ld_recommendations
      WHERE personnel_id = $1 AND id = ANY($2::int[])
        AND (status = 'open' OR plan_item_id IN (SELECT i.id FROM development_plan_items i WHERE i.plan_id = $3))`,
    [personnelId, ids, planId ?? 0],
  );
  return new Set(rows.map((r) => r.id));
}
