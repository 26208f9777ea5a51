import type { Queryable } from '@hris/db';
import type { TBudgetLine, TFundRef, TLndOfficeRef, TLndReportQuery } from '@hris/contracts';
import { personRefSql, prepared, SqlParams } from '../../lib/sql';
import { query, queryOne } from '../../lib/query';

// The SQL of the L&D dashboard and reports (issue 22). Everything is counted and summed in PostgreSQL (GROUP BY over
// the plans, their items and the PDS's training entries); the service only divides and adds up the offices' rows.
// "asked" and "used" as packages/contracts/src/lnd-reports.ts defines them.

type PersonRef = { id: number; idno: string | null; fullname: string; department: { id: number; fullname: string; acronym: string } | null };

/** ZPersonRef of the personnel row aliased p (department from d). */
const PERSON = personRefSql();
/** The office of department d on campus c, or null. */
const OFFICE = `CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym, 'campus', c.name) END`;

export type YearSpan = { year: number; from: string; to: string };
export const yearSpan = (year: number): YearSpan => ({ year, from: `${year}-01-01`, to: `${year}-12-31` });

/** The campus and office filters on department d. */
function scopeWhere(params: SqlParams, q: Pick<TLndReportQuery, 'campus_id' | 'department_id'>): string {
  const where: string[] = [];
  if (q.campus_id !== undefined) where.push(`d.campus_id = ${params.add(q.campus_id)}`);
  if (q.department_id !== undefined) where.push(`d.id = ${params.add(q.department_id)}`);
  return where.length ? ` AND ${where.join(' AND ')}` : '';
}

export async function currentLdYear(q: Queryable) {
  return (await queryOne<{ year: number }>(q, `SELECT year::int FROM ld_years WHERE is_current`))?.year ?? null;
}

// ── The dashboard ──

/** The step a request waits at is an L&D committee's: a role holding the LDCOMSEC view. */
const AT_COMMITTEE = `pl.status = 'submitted' AND ar.status = 'pending' AND EXISTS (
  SELECT 1 FROM jsonb_array_elements(ar.steps) s
   WHERE (s->>'position')::int = ar.current_step AND s->>'actor_kind' = 'role'
     AND (s->>'role_id')::int IN (SELECT rv.role_id FROM role_views rv WHERE rv.view = 'LDCOMSEC'))`;

export type WaitingRow = { id: number; personnel: PersonRef; kind: 'faculty' | 'administrative'; period_from: number; period_to: number; since: string };

/** Plans waiting for an L&D committee (every year: it is the committee's queue), the oldest first, and their number. */
export async function waitingPlans(q: Queryable, limit: number) {
  const [rows, total] = await Promise.all([
    query<WaitingRow>(
      q,
      prepared(
        `SELECT pl.id, ${PERSON} AS personnel, pl.kind, pl.period_from::int, pl.period_to::int, ar.updated_at AS since
           FROM development_plans pl JOIN approval_requests ar ON ar.id = pl.approval_request_id
           JOIN personnel p ON p.id = pl.personnel_id LEFT JOIN departments d ON d.id = p.department_id
          WHERE ${AT_COMMITTEE} ORDER BY ar.updated_at, pl.id LIMIT $1`,
        [limit],
      ),
    ),
    queryOne<{ n: number }>(
      q,
      prepared(`SELECT count(*)::int AS n FROM development_plans pl JOIN approval_requests ar ON ar.id = pl.approval_request_id WHERE ${AT_COMMITTEE}`, []),
    ),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type DueRow = {
  item_id: number;
  plan_id: number;
  personnel: PersonRef;
  competency: string;
  intervention_type: string;
  intervention_type_name: string;
  intervention: string | null;
  target_date: string;
  support_funds: number;
};

/** Planned items of approved plans due between two dates, the earliest first, with their number and the overdue ones'. */
export async function dueItems(q: Queryable, from: string, to: string, today: string, limit: number) {
  const where = `pl.status = 'approved' AND i.status = 'planned' AND i.target_date BETWEEN $1 AND $2`;
  const [rows, total] = await Promise.all([
    query<DueRow>(
      q,
      prepared(
        `SELECT i.id AS item_id, pl.id AS plan_id, ${PERSON} AS personnel, co.name AS competency, i.intervention_type,
                it.name AS intervention_type_name, i.intervention, i.target_date::text, i.support_funds
           FROM development_plan_items i JOIN development_plans pl ON pl.id = i.plan_id JOIN competencies co ON co.id = i.competency_id
           JOIN intervention_types it ON it.code = i.intervention_type
           JOIN personnel p ON p.id = pl.personnel_id LEFT JOIN departments d ON d.id = p.department_id
          WHERE ${where} ORDER BY i.target_date, i.id LIMIT $3`,
        [from, to, limit],
      ),
    ),
    queryOne<{ n: number; overdue: number }>(
      q,
      prepared(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE i.target_date < $3)::int AS overdue
           FROM development_plan_items i JOIN development_plans pl ON pl.id = i.plan_id WHERE ${where}`,
        [from, to, today],
      ),
    ),
  ]);
  return { rows, total: total?.n ?? 0, overdue: total?.overdue ?? 0 };
}

/** Per office: the budget set for the year per fund, the funds asked and the funds used (see the contract's words). */
export function budgetLines(q: Queryable, span: YearSpan, scope: Pick<TLndReportQuery, 'campus_id' | 'department_id'> = {}) {
  const params = new SqlParams();
  const year = params.add(span.year);
  const from = params.add(span.from);
  const to = params.add(span.to);
  const filters = scopeWhere(params, scope);
  return query<TBudgetLine>(
    q,
    prepared(
      `WITH budget AS (
         SELECT b.department_id, sum(b.amount)::bigint AS budget,
                json_agg(json_build_object('fund', json_build_object('id', f.id, 'code', f.code, 'name', f.name), 'amount', b.amount) ORDER BY f.code, f.id) AS funds
           FROM ld_budgets b JOIN fund_sources f ON f.id = b.fund_source_id WHERE b.year = ${year} GROUP BY b.department_id),
       asked AS (
         SELECT p.department_id, sum(i.support_funds)::bigint AS asked
           FROM development_plan_items i JOIN development_plans pl ON pl.id = i.plan_id JOIN personnel p ON p.id = pl.personnel_id
          WHERE pl.status IN ('submitted', 'approved') AND i.target_date BETWEEN ${from} AND ${to} GROUP BY p.department_id),
       used AS (
         SELECT p.department_id, sum(i.support_funds)::bigint AS used
           FROM development_plan_items i JOIN development_plans pl ON pl.id = i.plan_id JOIN personnel p ON p.id = pl.personnel_id
          WHERE i.status = 'done' AND (i.done_at AT TIME ZONE 'Asia/Manila')::date BETWEEN ${from} AND ${to} GROUP BY p.department_id)
       SELECT ${OFFICE} AS office, coalesce(budget.funds, '[]'::json) AS funds, coalesce(budget.budget, 0) AS budget,
              coalesce(asked.asked, 0) AS asked, coalesce(used.used, 0) AS used
         FROM departments d JOIN campuses c ON c.id = d.campus_id
         LEFT JOIN budget ON budget.department_id = d.id LEFT JOIN asked ON asked.department_id = d.id LEFT JOIN used ON used.department_id = d.id
        WHERE (budget.department_id IS NOT NULL OR asked.department_id IS NOT NULL OR used.department_id IS NOT NULL)${filters}
        ORDER BY d.fullname, d.id`,
      params.values,
    ),
  );
}

export type ShareRow = { office: TLndOfficeRef; employees: number; with_approved_plan: number };

/** Per office: its active employees and how many of them hold an approved plan covering the year. */
export function planShares(q: Queryable, year: number, scope: Pick<TLndReportQuery, 'campus_id' | 'department_id'> = {}) {
  const params = new SqlParams();
  const y = params.add(year);
  const filters = scopeWhere(params, scope);
  return query<ShareRow>(
    q,
    prepared(
      `SELECT ${OFFICE} AS office, count(*)::int AS employees, count(ap.personnel_id)::int AS with_approved_plan
         FROM personnel p JOIN departments d ON d.id = p.department_id JOIN campuses c ON c.id = d.campus_id
         LEFT JOIN (SELECT DISTINCT personnel_id FROM development_plans WHERE status = 'approved' AND period_from <= ${y} AND period_to >= ${y}) ap
           ON ap.personnel_id = p.id
        WHERE p.is_active${filters}
        GROUP BY d.id, c.name ORDER BY d.fullname, d.id`,
      params.values,
    ),
  );
}

export function funds(q: Queryable, year: number) {
  return query<{ fund: TFundRef; amount: number }>(
    q,
    prepared(
      `SELECT json_build_object('id', f.id, 'code', f.code, 'name', f.name) AS fund, sum(b.amount)::bigint AS amount
         FROM ld_budgets b JOIN fund_sources f ON f.id = b.fund_source_id WHERE b.year = $1 GROUP BY f.id ORDER BY f.code, f.id`,
      [year],
    ),
  );
}

// ── The reports ──

export type CompletionRow = { office: TLndOfficeRef; plans: number; approved: number; items: number; done: number };

/** Per office with plans covering the year: the plans, the approved ones, their items and the items done. */
export function completion(q: Queryable, year: number, scope: TLndReportQuery) {
  const params = new SqlParams();
  const y = params.add(year);
  const filters = scopeWhere(params, scope);
  return query<CompletionRow>(
    q,
    prepared(
      `WITH pl AS (
         SELECT pl.id, pl.status, p.department_id FROM development_plans pl JOIN personnel p ON p.id = pl.personnel_id
          WHERE pl.period_from <= ${y} AND pl.period_to >= ${y}),
       pc AS (SELECT department_id, count(*)::int AS plans, count(*) FILTER (WHERE status = 'approved')::int AS approved FROM pl GROUP BY department_id),
       it AS (
         SELECT pl.department_id, count(*)::int AS items, count(*) FILTER (WHERE i.status = 'done')::int AS done
           FROM development_plan_items i JOIN pl ON pl.id = i.plan_id WHERE pl.status = 'approved' GROUP BY pl.department_id)
       SELECT ${OFFICE} AS office, pc.plans, pc.approved, coalesce(it.items, 0) AS items, coalesce(it.done, 0) AS done
         FROM pc JOIN departments d ON d.id = pc.department_id JOIN campuses c ON c.id = d.campus_id LEFT JOIN it ON it.department_id = d.id
        WHERE true${filters} ORDER BY d.fullname, d.id`,
      params.values,
    ),
  );
}

export type HoursRow = { personnel: PersonRef; office: TLndOfficeRef | null; entries: number; hours: number };

/** Every active employee in scope with the PDS training entries (part VII) started in the year and their hours. */
export function trainingHours(q: Queryable, span: YearSpan, scope: TLndReportQuery) {
  const params = new SqlParams();
  const from = params.add(span.from);
  const to = params.add(span.to);
  const filters = scopeWhere(params, scope);
  return query<HoursRow>(
    q,
    prepared(
      `WITH t AS (
         SELECT e.personnel_id, count(*)::int AS entries,
                sum(CASE WHEN e.data->>'hours' ~ '^[0-9]{1,6}(\\.[0-9]+)?$' THEN (e.data->>'hours')::numeric ELSE 0 END) AS hours
           FROM pds_entries e
          WHERE e.section = 'training' AND e.data->>'date_from' BETWEEN ${from} AND ${to}
          GROUP BY e.personnel_id)
       SELECT ${PERSON} AS personnel, ${OFFICE} AS office, coalesce(t.entries, 0) AS entries, coalesce(round(t.hours, 2), 0)::float8 AS hours
         FROM personnel p LEFT JOIN departments d ON d.id = p.department_id LEFT JOIN campuses c ON c.id = d.campus_id
         LEFT JOIN t ON t.personnel_id = p.id
        WHERE p.is_active${filters}
        ORDER BY d.fullname NULLS LAST, d.id, p.last_name, p.first_name, p.id`,
      params.values,
    ),
  );
}

export type InterventionCount = { planned: number; done: number; funds: number };

/** Items of approved plans whose target date falls in the year, counted by competency and by intervention type. */
export async function interventions(q: Queryable, span: YearSpan, scope: TLndReportQuery) {
  const params = new SqlParams();
  const from = params.add(span.from);
  const to = params.add(span.to);
  const filters = scopeWhere(params, scope);
  const base = `FROM development_plan_items i JOIN development_plans pl ON pl.id = i.plan_id AND pl.status = 'approved'
    JOIN personnel p ON p.id = pl.personnel_id LEFT JOIN departments d ON d.id = p.department_id
   WHERE i.target_date BETWEEN ${from} AND ${to}${filters}`;
  const counts = `count(*)::int AS planned, count(*) FILTER (WHERE i.status = 'done')::int AS done, coalesce(sum(i.support_funds), 0)::bigint AS funds`;
  const [byCompetency, byType] = await Promise.all([
    query<InterventionCount & { competency: { id: number; name: string; type: 'core' | 'organizational' | 'technical' | 'leadership' } }>(
      q,
      prepared(
        `SELECT json_build_object('id', co.id, 'name', co.name, 'type', co.type) AS competency, ${counts}
           ${base.replace('WHERE', 'JOIN competencies co ON co.id = i.competency_id WHERE')}
          GROUP BY co.id ORDER BY count(*) DESC, co.name`,
        params.values,
      ),
    ),
    query<InterventionCount & { code: string; name: string }>(
      q,
      prepared(
        `SELECT it.code, it.name, ${counts}
           ${base.replace('WHERE', 'JOIN intervention_types it ON it.code = i.intervention_type WHERE')}
          GROUP BY it.code ORDER BY it.position, it.code`,
        params.values,
      ),
    ),
  ]);
  return { byCompetency, byType };
}

export type ScholarRow = {
  application_id: number;
  personnel: PersonRef;
  office: TLndOfficeRef | null;
  program: string;
  school: string;
  degree: string;
  study_status: 'ongoing' | 'completed' | 'terminated' | null;
  study_start: string | null;
  study_end: string | null;
  obligation_end: string | null;
  separated_on: string | null;
};

/** Approved scholarships whose study has started by the year's end and whose obligation was not over before it began. */
export function scholars(q: Queryable, span: YearSpan, scope: TLndReportQuery) {
  const params = new SqlParams();
  const from = params.add(span.from);
  const to = params.add(span.to);
  const filters = scopeWhere(params, scope);
  return query<ScholarRow>(
    q,
    prepared(
      `SELECT a.id AS application_id, ${PERSON} AS personnel, ${OFFICE} AS office, sp.name AS program, a.school, a.degree, a.study_status,
              a.study_start::text, a.study_end::text, a.obligation_end::text, sep.effective_date::text AS separated_on
         FROM scholarship_applications a JOIN scholarship_programs sp ON sp.id = a.program_id JOIN personnel p ON p.id = a.personnel_id
         LEFT JOIN departments d ON d.id = p.department_id LEFT JOIN campuses c ON c.id = d.campus_id
         LEFT JOIN LATERAL (SELECT s.effective_date FROM separations s WHERE s.personnel_id = p.id AND s.status <> 'cancelled'
                             ORDER BY s.effective_date LIMIT 1) sep ON true
        WHERE a.status = 'approved' AND (a.study_start IS NULL OR a.study_start <= ${to})
          AND (a.obligation_end IS NULL OR a.obligation_end >= ${from})${filters}
        ORDER BY d.fullname NULLS LAST, p.last_name, p.first_name, a.id`,
      params.values,
    ),
  );
}

/** The names of the campus and office filters, for the printed report's subtitle. */
export function scopeNames(q: Queryable, scope: Pick<TLndReportQuery, 'campus_id' | 'department_id'>) {
  return queryOne<{ campus: string | null; office: string | null }>(
    q,
    `SELECT (SELECT name FROM campuses WHERE id = $1) AS campus, (SELECT fullname FROM departments WHERE id = $2) AS office`,
    [scope.campus_id ?? null, scope.department_id ?? null],
  );
}
