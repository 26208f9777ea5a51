import type { Queryable } from '@hris/db';
import { ZCommitteeMember, ZCompetency, ZInterventionType, ZLdBudget, ZLdYear, ZProfileEntry } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// The SQL of what the L&D administrators keep (issue 22, /lnd/manage): the competency library and the positions'
// profiles, the intervention types, the committees' members, the L&D years and their budgets.

// ── Competencies ──
export function insertCompetency(q: Queryable, c: { name: string; type: string; description: string | null }) {
  return queryOne(q, ZCompetency, `INSERT INTO competencies (name, type, description) VALUES ($1, $2, $3) RETURNING id, name, type, description`, [
    c.name,
    c.type,
    c.description,
  ]);
}
export function updateCompetency(q: Queryable, id: number, c: { name: string; type: string; description: string | null }) {
  return queryOne(q, ZCompetency, `UPDATE competencies SET name = $2, type = $3, description = $4 WHERE id = $1 RETURNING id, name, type, description`, [
    id,
    c.name,
    c.type,
    c.description,
  ]);
}
export function competencyById(q: Queryable, id: number) {
  return queryOne(q, ZCompetency, `SELECT id, name, type, description FROM competencies WHERE id = $1`, [id]);
}
/** Where a competency is named: a competency in use is kept (plans, recommendations and profiles name it). */
export async function competencyInUse(q: Queryable, id: number) {
  const row = await queryOne<{ n: number }>(
    q,
    `SELECT (SELECT count(*) FROM development_plan_items WHERE competency_id = $1) + (SELECT count(*) FROM ld_recommendations WHERE competency_id = $1)
          + (SELECT count(*) FROM position_competencies WHERE competency_id = $1) AS n`,
    [id],
  );
  return Number(row?.n ?? 0) > 0;
}
export function deleteCompetency(q: Queryable, id: number) {
  return execute(q, `DELETE FROM competencies WHERE id = $1`, [id]);
}

// ── Position profiles ──
export function positionName(q: Queryable, positionId: number) {
  return queryOne<{ id: number; name: string }>(q, `SELECT id, name FROM positions WHERE id = $1`, [positionId]);
}
/** The position a person holds (their personnel record's), for the gap their plan measures. */
export function positionOf(q: Queryable, personnelId: number) {
  return queryOne<{ id: number; name: string }>(q, `SELECT pos.id, pos.name FROM personnel p JOIN positions pos ON pos.id = p.position_id WHERE p.id = $1`, [
    personnelId,
  ]);
}
export function profileOf(q: Queryable, positionId: number) {
  return query(
    q,
    ZProfileEntry,
    `SELECT json_build_object('id', c.id, 'name', c.name, 'type', c.type, 'description', c.description) AS competency, pc.level::int AS level
       FROM position_competencies pc JOIN competencies c ON c.id = pc.competency_id
      WHERE pc.position_id = $1
      ORDER BY CASE c.type WHEN 'core' THEN 1 WHEN 'organizational' THEN 2 WHEN 'leadership' THEN 3 ELSE 4 END, c.name`,
    [positionId],
  );
}
export async function replaceProfile(q: Queryable, positionId: number, entries: { competency_id: number; level: number }[]) {
  await execute(q, `DELETE FROM position_competencies WHERE position_id = $1`, [positionId]);
  await execute(
    q,
    `INSERT INTO position_competencies (position_id, competency_id, level)
     SELECT $1, x.competency_id, x.level FROM jsonb_to_recordset($2::jsonb) AS x(competency_id int, level int)`,
    [positionId, JSON.stringify(entries)],
  );
}

// ── Intervention types ──
export function interventionTypes(q: Queryable) {
  return query(q, ZInterventionType, `SELECT code, name, active, position::int FROM intervention_types ORDER BY position, name`);
}
export function upsertInterventionType(q: Queryable, t: { code: string; name: string; active: boolean }) {
  return queryOne(
    q,
    ZInterventionType,
    `INSERT INTO intervention_types (code, name, active, position)
     VALUES ($1, $2, $3, (SELECT coalesce(max(position), 0) + 1 FROM intervention_types))
     ON CONFLICT (code) DO UPDATE SET name = excluded.name, active = excluded.active
     RETURNING code, name, active, position::int`,
    [t.code, t.name, t.active],
  );
}

// ── Committees ──
const MEMBER_SELECT = `
  SELECT m.id, m.committee, m.role, json_build_object('id', u.id, 'name', u.name) AS "user", m.created_at
    FROM ld_committee_members m JOIN users u ON u.id = m.user_id`;
export function members(q: Queryable) {
  return query(
    q,
    ZCommitteeMember,
    `${MEMBER_SELECT} ORDER BY m.committee, CASE m.role WHEN 'chair' THEN 1 WHEN 'vice_chair' THEN 2 WHEN 'secretary' THEN 4 ELSE 3 END, u.name`,
  );
}
export function memberById(q: Queryable, id: number) {
  return queryOne(q, ZCommitteeMember, `${MEMBER_SELECT} WHERE m.id = $1`, [id]);
}
/** The active account of an employee: the one that sits on a committee and votes. */
export function accountOf(q: Queryable, personnelId: number) {
  return queryOne<{ id: number }>(q, `SELECT id FROM users WHERE personnel_id = $1 AND is_active ORDER BY id LIMIT 1`, [personnelId]);
}
/** Adds the member, or changes their role on the committee they already sit on. */
export async function upsertMember(q: Queryable, m: { committee: string; userId: number; role: string }) {
  const row = await queryOne<{ id: number }>(
    q,
    `INSERT INTO ld_committee_members (committee, user_id, role) VALUES ($1, $2, $3)
     ON CONFLICT (committee, user_id) DO UPDATE SET role = excluded.role RETURNING id`,
    [m.committee, m.userId, m.role],
  );
  return row!.id;
}
export function deleteMember(q: Queryable, id: number) {
  return execute(q, `DELETE FROM ld_committee_members WHERE id = $1`, [id]);
}

// ── Years and budgets ──
export function years(q: Queryable) {
  return query(
    q,
    ZLdYear,
    `SELECT y.year::int, y.is_current, coalesce((SELECT sum(b.amount) FROM ld_budgets b WHERE b.year = y.year), 0)::bigint AS budget
       FROM ld_years y ORDER BY y.year DESC`,
  );
}
export function yearRow(q: Queryable, year: number) {
  return queryOne(
    q,
    ZLdYear,
    `SELECT y.year::int, y.is_current, coalesce((SELECT sum(b.amount) FROM ld_budgets b WHERE b.year = y.year), 0)::bigint AS budget
       FROM ld_years y WHERE y.year = $1`,
    [year],
  );
}
export async function insertYear(q: Queryable, year: number) {
  return (await execute(q, `INSERT INTO ld_years (year) VALUES ($1) ON CONFLICT DO NOTHING`, [year])) > 0;
}
export async function makeCurrent(q: Queryable, year: number) {
  await execute(q, `UPDATE ld_years SET is_current = false WHERE is_current AND year <> $1`, [year]);
  await execute(q, `UPDATE ld_years SET is_current = true WHERE year = $1`, [year]);
}
const BUDGET_SELECT = `
  SELECT b.id, b.year::int, json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) AS department,
         json_build_object('id', f.id, 'code', f.code, 'name', f.name) AS fund_source, b.amount
    FROM ld_budgets b JOIN departments d ON d.id = b.department_id JOIN fund_sources f ON f.id = b.fund_source_id`;
export function budgets(q: Queryable, year: number) {
  return query(q, ZLdBudget, `${BUDGET_SELECT} WHERE b.year = $1 ORDER BY d.fullname, f.code`, [year]);
}
export function budgetById(q: Queryable, id: number) {
  return queryOne(q, ZLdBudget, `${BUDGET_SELECT} WHERE b.id = $1`, [id]);
}
export async function upsertBudget(q: Queryable, b: { year: number; departmentId: number; fundSourceId: number; amount: number }) {
  const row = await queryOne<{ id: number }>(
    q,
    `INSERT INTO ld_budgets (year, department_id, fund_source_id, amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT (year, department_id, fund_source_id) DO UPDATE SET amount = excluded.amount, updated_at = now() RETURNING id`,
    [b.year, b.departmentId, b.fundSourceId, b.amount],
  );
  return row!.id;
}
export function deleteBudget(q: Queryable, id: number) {
  return execute(q, `DELETE FROM ld_budgets WHERE id = $1`, [id]);
}
export function departmentExists(q: Queryable, id: number) {
  return queryOne<{ id: number }>(q, `SELECT id FROM departments WHERE id = $1`, [id]);
}
export function funds(q: Queryable) {
  return query<{ id: number; code: string; name: string }>(q, `SELECT id, code, name FROM fund_sources WHERE active ORDER BY code`);
}
export function fundExists(q: Queryable, id: number) {
  return queryOne<{ id: number }>(q, `SELECT id FROM fund_sources WHERE id = $1`, [id]);
}
