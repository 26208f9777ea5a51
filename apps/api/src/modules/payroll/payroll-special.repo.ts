import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { query, queryOne } from '../../lib/query';
import { fullnameSql } from '../../lib/sql';

// The special payrolls' SQL (issue 40): who a benefit run considers, their spells of service and of leave without
// pay, their ratings, and what the year's other runs already paid them. Money is bigint centavos read as numbers.

const int = z.number().int();
const FULLNAME = fullnameSql('p');

const ZBenefitPerson = z.object({
  personnel_id: int,
  idno: z.string().nullable(),
  fullname: z.string(),
  department_id: int.nullable(),
  office: z.string().nullable(),
  position: z.string().nullable(),
  fund: z.string().nullable(),
  user_id: int.nullable(),
  part_time: z.boolean(),
  appointed: z.string().nullable(),
  /** The day the plantilla item held was filled: the start of service when neither the service record nor the appointment date says. */
  item_since: z.string().nullable(),
  /** The first day out of service of a separation not cancelled (the service record's last day is the day before). */
  separated_on: z.string().nullable(),
  is_active: z.boolean(),
});
export type BenefitPerson = z.infer<typeof ZBenefitPerson>;

/**
 * Whom a special payroll considers: the regular and casual employees (job order and contract of service workers have
 * no employer-employee relationship, and none of these benefits) of its campus or office, in service now or
 * separated during the run's year (the year-end bonus's share of one who left).
 */
export function peopleForBenefits(
  q: Queryable,
  run: { campus_id: number | null; department_id: number | null },
  year: number,
  personnelId?: number,
): Promise<BenefitPerson[]> {
  const params: unknown[] = [`${year}-01-01`];
  const where = [`p.employment_kind <> 'job_order'`, `(p.is_active OR s.effective_date >= $1::date)`];
  if (run.campus_id) where.push(`p.campus_id = $${params.push(run.campus_id)}`);
  if (run.department_id) where.push(`p.department_id = $${params.push(run.department_id)}`);
  if (personnelId) where.push(`p.id = $${params.push(personnelId)}`);
  return query(
    q,
    ZBenefitPerson,
    `SELECT p.id AS personnel_id, p.idno, ${FULLNAME} AS fullname, p.department_id, d.acronym AS office, pos.name AS position,
            CASE WHEN p.employment_kind = 'casual' THEN f.code || ' ' || f.name ELSE coalesce(cov.name, 'Regular Agency Fund') END AS fund,
            (SELECT u.id FROM users u WHERE u.personnel_id = p.id AND u.is_active ORDER BY u.id LIMIT 1) AS user_id,
            p.part_time, p.date_original_appointment::text AS appointed, it.filled_on::text AS item_since, s.effective_date::text AS separated_on, p.is_active
       FROM personnel p
       LEFT JOIN departments d ON d.id = p.department_id
       LEFT JOIN positions pos ON pos.id = p.position_id
       LEFT JOIN pay_profiles pp ON pp.personnel_id = p.id
       LEFT JOIN fund_sources f ON f.id = pp.fund_source_id
       LEFT JOIN plantilla_items it ON it.incumbent_personnel_id = p.id
       LEFT JOIN plantilla_coverages cov ON cov.id = it.coverage_id
       LEFT JOIN LATERAL (SELECT effective_date FROM separations s WHERE s.personnel_id = p.id AND s.status <> 'cancelled'
                           ORDER BY effective_date DESC LIMIT 1) s ON true
      WHERE ${where.join(' AND ')}
      ORDER BY d.acronym NULLS LAST, lower(p.last_name), lower(p.first_name), p.id`,
    params,
  );
}

/** The service record's spells (government service, any agency), oldest first. */
export function serviceSpellsOf(q: Queryable, ids: readonly number[]) {
  return query(
    q,
    z.object({ personnel_id: int, from: z.string(), to: z.string().nullable() }),
    `SELECT personnel_id, date_from::text AS "from", date_to::text AS "to" FROM service_record_lines
      WHERE personnel_id = ANY($1::int[]) ORDER BY personnel_id, date_from, id`,
    [ids],
  );
}

/** The leave card's days without pay a month, from `from` to `to` ('YYYY-MM'). */
export function lwopMonthsOf(q: Queryable, ids: readonly number[], from: string, to: string) {
  return query(
    q,
    z.object({ personnel_id: int, period: z.string(), lwop_days: z.number() }),
    `SELECT personnel_id, period, lwop_days::float8 AS lwop_days FROM leave_ledger_months
      WHERE personnel_id = ANY($1::int[]) AND period BETWEEN $2 AND $3 AND lwop_days > 0 ORDER BY personnel_id, period`,
    [ids, from, to],
  );
}

/** The approved IPCRs' final ratings, each with its period's last day. */
export function approvedRatingsOf(q: Queryable, ids: readonly number[]) {
  return query(
    q,
    z.object({ personnel_id: int, year: int, ends_on: z.string(), final_rating: z.number(), adjective: z.string().nullable() }),
    `SELECT i.personnel_id, sp.year::int AS year, sp.ends_on::text AS ends_on, i.final_rating::float8 AS final_rating, i.adjective
       FROM ipcrs i JOIN spms_periods sp ON sp.id = i.period_id
      WHERE i.personnel_id = ANY($1::int[]) AND i.status = 'approved' AND i.final_rating IS NOT NULL
      ORDER BY i.personnel_id, sp.ends_on`,
    [ids],
  );
}

/** The rating scale, best first: an average's adjective is the row whose range holds it. */
export function ratingScale(q: Queryable) {
  return query(
    q,
    z.object({ adjective: z.string(), min_average: z.number(), max_average: z.number() }),
    `SELECT adjective, min_average::float8 AS min_average, max_average::float8 AS max_average FROM spms_rating_scale ORDER BY rating DESC`,
  );
}

/**
 * What the year's other runs paid each person as benefits, and the exemption they used: the runs computed or further,
 * and, for a run, only those opened before it (so two runs of the year never each count the other); for a preview, all
 * but the open runs of its kind, which it stands for.
 */
export function benefitsOfYear(q: Queryable, ids: readonly number[], year: number, beforeRunId: number | null, kind: string) {
  return query(
    q,
    z.object({ personnel_id: int, exempt: z.number().int() }),
    `SELECT l.personnel_id, sum(coalesce((l.payslip->'benefits'->>'exempt')::bigint, 0))::bigint AS exempt
       FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id
      WHERE l.personnel_id = ANY($1::int[]) AND left(r.month, 4) = $2 AND r.status <> 'draft'
        AND ($3::int IS NULL AND (r.kind <> $4 OR r.status = 'paid') OR r.id < $3)
      GROUP BY l.personnel_id`,
    [ids, String(year), beforeRunId, kind],
  );
}

/**
 * Who another run of the same kind and year already pays (any state but this run's), with that run; for a preview (no
 * run), only a paid run counts: the preview shows what an open run computes.
 */
export function paidByAnotherRun(q: Queryable, ids: readonly number[], kind: string, year: number, runId: number | null) {
  return query(
    q,
    z.object({ personnel_id: int, run_id: int, month: z.string(), status: z.string() }),
    `SELECT DISTINCT ON (l.personnel_id) l.personnel_id, r.id AS run_id, r.month, r.status
       FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id
      WHERE l.personnel_id = ANY($1::int[]) AND r.kind = $2 AND left(r.month, 4) = $3 AND ($4::int IS NULL AND r.status = 'paid' OR r.id <> $4)
      ORDER BY l.personnel_id, r.id`,
    [ids, kind, String(year), runId],
  );
}

/** The month's regular taxable compensation of each person (a monthly run's line, computed or further), or the latest before it in the year. */
export function monthTaxableOf(q: Queryable, ids: readonly number[], month: string) {
  return query(
    q,
    z.object({ personnel_id: int, taxable: z.number().int() }),
    `SELECT DISTINCT ON (l.personnel_id) l.personnel_id, (l.payslip->>'taxable')::bigint AS taxable
       FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id
      WHERE l.personnel_id = ANY($1::int[]) AND r.kind IN ('regular', 'casual') AND r.status <> 'draft'
        AND r.month <= $2 AND left(r.month, 4) = left($2, 4)
      ORDER BY l.personnel_id, r.month DESC, r.id DESC`,
    [ids, month],
  );
}

/**
 * Another run of the kind in the year whose people may be the same: the whole university, the same campus, the same
 * office, or an office of the campus (or the campus of the office).
 */
export function overlappingRun(q: Queryable, r: { kind: string; year: number; campusId: number | null; departmentId: number | null }) {
  return queryOne(
    q,
    z.object({ id: int, month: z.string(), status: z.string() }),
    `SELECT o.id, o.month, o.status FROM payroll_runs o LEFT JOIN departments od ON od.id = o.department_id
      WHERE o.kind = $1 AND left(o.month, 4) = $2
        AND (($3::int IS NULL AND $4::int IS NULL) OR (o.campus_id IS NULL AND o.department_id IS NULL)
             OR o.department_id = $4 OR o.campus_id = $3 OR od.campus_id = $3
             OR o.campus_id = (SELECT campus_id FROM departments WHERE id = $4))
      ORDER BY o.id LIMIT 1`,
    [r.kind, String(r.year), r.campusId, r.departmentId],
  );
}

/**
 * The year's taxable compensation and the tax withheld on it, per person, by every run of the year computed or further
 * but this one (the monthly runs, the special payrolls, a final pay): what the year-end adjustment settles. A refund
 * already paid gives back what was withheld. A preview (no run) leaves out the month's runs of its kind, which it stands for.
 */
export function taxOfYear(q: Queryable, ids: readonly number[], year: string, run: { id: number | null; month: string; kind: string }) {
  return query(
    q,
    z.object({ personnel_id: int, taxable: z.number().int(), withheld: z.number().int() }),
    `SELECT l.personnel_id, sum((l.payslip->>'taxable')::bigint)::bigint AS taxable,
            sum(l.tax - coalesce((SELECT sum((x->>'amount')::bigint) FROM jsonb_array_elements(l.payslip->'lines') x WHERE x->>'code' = 'tax_refund'), 0))::bigint AS withheld
       FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id
      WHERE l.personnel_id = ANY($1::int[]) AND left(r.month, 4) = $2 AND r.status <> 'draft'
        AND ($3::int IS NULL AND NOT (r.month = $4 AND r.kind = $5) OR r.id <> $3)
      GROUP BY l.personnel_id`,
    [ids, year, run.id, run.month, run.kind],
  );
}
