import { z } from 'zod';
import type { Queryable } from '@hris/db';
import {
  PERFORMANCE_ADJECTIVES,
  ZDisciplinaryNotice,
  ZNosa,
  ZNosi,
  ZPerformanceRating,
  ZSalaryTranche,
  type TDisciplinaryNoticeBody,
  type TNosa,
  type TNosaQuery,
  type TNosi,
  type TNosiQuery,
  type TPerformanceRatingBody,
  type TSalaryTranche,
} from '@hris/contracts';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, fullnameSql, personRefSql, prepared, SqlParams } from '../../lib/sql';

// The SQL of salary tranches, NOSA and NOSI, and of the step-increment inputs HR records. Every row is checked by its
// schema under the tests (lib/query.ts). Money is bigint centavos, read as numbers (packages/db/src/client.ts).

const int = z.number().int();
const ZCount = z.object({ n: int });

/** ZPersonRef of the personnel row aliased p (department from d). */
const PERSON = personRefSql();

// ——— Tranches ———

/** A tranche as the table holds it; the caller's jobs of it are added by the service. */
const ZTrancheRow = ZSalaryTranche.omit({ apply_job: true, print_job: true });

export async function tranches(db: Queryable, today: string): Promise<Omit<TSalaryTranche, 'apply_job' | 'print_job'>[]> {
  return query(
    db,
    ZTrancheRow,
    `WITH t AS (SELECT effective_date, max(tranche) AS tranche FROM salary_schedule GROUP BY effective_date)
     SELECT t.effective_date::text, t.tranche,
            t.effective_date = (SELECT max(effective_date) FROM t WHERE effective_date <= $1::date) AS in_force,
            r.applied_at, u.name AS applied_by,
            (SELECT count(*)::int FROM salary_adjustment_notices n WHERE n.effective_date = t.effective_date) AS nosa_count
       FROM t LEFT JOIN salary_tranche_runs r ON r.effective_date = t.effective_date LEFT JOIN users u ON u.id = r.applied_by_user_id
      ORDER BY t.effective_date DESC`,
    [today],
  );
}

/** The tranche of a date and the one before it (null: the first the HRIS holds). */
export async function trancheOf(db: Queryable, effectiveDate: string) {
  return queryOne(
    db,
    z.object({ tranche: z.string().nullable(), previous: z.string().nullable(), cells: int }),
    `SELECT max(tranche) AS tranche, count(*)::int AS cells,
            (SELECT max(effective_date)::text FROM salary_schedule WHERE effective_date < $1::date) AS previous
       FROM salary_schedule WHERE effective_date = $1::date HAVING count(*) > 0`,
    [effectiveDate],
  );
}

/** Tranches that took effect from `since` to `today` and were never applied (the job's work). */
export async function unappliedTranches(db: Queryable, since: string, today: string): Promise<string[]> {
  const rows = await query(
    db,
    z.object({ d: z.string() }),
    `SELECT DISTINCT s.effective_date::text AS d FROM salary_schedule s
      WHERE s.effective_date BETWEEN $1::date AND $2::date
        AND NOT EXISTS (SELECT 1 FROM salary_tranche_runs r WHERE r.effective_date = s.effective_date)
      ORDER BY 1`,
    [since, today],
  );
  return rows.map((r) => r.d);
}

/**
 * The incumbents a tranche covers: holding a filled item since before its date, with the grade and step they hold on
 * that date by the one rule the payroll reads too (salary_held_on, migration 0035), so the NOSA and the payslip agree.
 */
const COVERED = `
  SELECT p.id AS personnel_id, i.id AS item_id, i.item_no, po.name AS position_title, i.department_id, h.salary_grade, h.salary_step
    FROM plantilla_items i
    JOIN personnel p ON p.id = i.incumbent_personnel_id
    JOIN positions po ON po.id = i.position_id
    CROSS JOIN LATERAL salary_held_on(p.id, $1::date) h
   WHERE i.status = 'filled' AND p.is_active
     AND coalesce(i.filled_on, p.date_original_appointment, '-infinity'::date) < $1::date`;

/** The incumbents a tranche covers (COVERED's people, without reading their grade and step), in id order: the job's count. */
export async function coveredPeople(tx: Queryable, effectiveDate: string): Promise<number[]> {
  const rows = await query(
    tx,
    z.object({ id: int }),
    `SELECT DISTINCT p.id FROM plantilla_items i JOIN personnel p ON p.id = i.incumbent_personnel_id
      WHERE i.status = 'filled' AND p.is_active AND coalesce(i.filled_on, p.date_original_appointment, '-infinity'::date) < $1::date
      ORDER BY p.id`,
    [effectiveDate],
  );
  return rows.map((r) => r.id);
}

/**
 * One NOSA for every covered incumbent of `personnelIds` whose monthly salary at their grade and step differs between
 * the tranche and the one before; a notice already made for the date stays as it is (ON CONFLICT). Answers the new notices.
 */
export async function insertAdjustments(tx: Queryable, effectiveDate: string, previous: string, legalBasis: string, personnelIds: number[]) {
  return query(
    tx,
    z.object({ id: int, personnel_id: int, new_monthly: int, previous_monthly: int }),
    `WITH inc AS (${COVERED} AND p.id = ANY($4::int[]))
     INSERT INTO salary_adjustment_notices
       (personnel_id, effective_date, legal_basis, plantilla_item_id, item_no, position_title, department_id, salary_grade, salary_step, previous_monthly, new_monthly)
     SELECT inc.personnel_id, $1::date, $3, inc.item_id, inc.item_no, inc.position_title, inc.department_id, inc.salary_grade, inc.salary_step,
            old.amount, new.amount
       FROM inc
       JOIN salary_schedule new ON new.effective_date = $1::date AND new.grade = inc.salary_grade AND new.step = inc.salary_step
       JOIN salary_schedule old ON old.effective_date = $2::date AND old.grade = inc.salary_grade AND old.step = inc.salary_step
      WHERE new.amount <> old.amount
     ON CONFLICT (personnel_id, effective_date) DO NOTHING
     RETURNING id, personnel_id, new_monthly, previous_monthly`,
    [effectiveDate, previous, legalBasis, personnelIds],
  );
}

/** How many incumbents hold an item now, and how many of them already have a notice for the date. */
export async function coverage(db: Queryable, effectiveDate: string) {
  return (await queryOne(
    db,
    z.object({ incumbents: int, noticed: int }),
    `SELECT count(*)::int AS incumbents,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM salary_adjustment_notices n WHERE n.personnel_id = p.id AND n.effective_date = $1::date))::int AS noticed
       FROM plantilla_items i JOIN personnel p ON p.id = i.incumbent_personnel_id
      WHERE i.status = 'filled' AND p.is_active`,
    [effectiveDate],
  ))!;
}

/** One tranche applied at a time, whoever starts it (HR, or the job on another instance): held until the transaction ends. */
export async function lockTrancheApplication(tx: Queryable): Promise<void> {
  await execute(tx, 'SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.trancheApplication]);
}

export async function recordRun(tx: Queryable, effectiveDate: string, userId: number | null) {
  await execute(
    tx,
    `INSERT INTO salary_tranche_runs (effective_date, applied_by_user_id) VALUES ($1::date, $2)
     ON CONFLICT (effective_date) DO UPDATE SET applied_at = now(), applied_by_user_id = excluded.applied_by_user_id, runs = salary_tranche_runs.runs + 1`,
    [effectiveDate, userId],
  );
}

/** Notices whose date has come and whose new salary is not yet on the service record: marked now, answered. */
export async function takeAdjustmentsDue(tx: Queryable, today: string) {
  return query(
    tx,
    z.object({ personnel_id: int, effective_date: z.string(), new_monthly: int, legal_basis: z.string() }),
    `UPDATE salary_adjustment_notices SET on_service_record = true
      WHERE NOT on_service_record AND effective_date <= $1::date
      RETURNING personnel_id, effective_date::text, new_monthly, legal_basis`,
    [today],
  );
}

export type SalaryChange = { personnelId: number; effectiveDate: string; monthly: number; remarks: string };

/**
 * A salary change on the service record (a tranche, a step increment): each person's running line ends the day before
 * and a line at the new salary starts on the day, same position, status and office, in one statement for all of them.
 * A person without a running line that began before the day gets none. Answers the lines added.
 */
export async function addSalaryLines(tx: Queryable, changes: SalaryChange[]): Promise<number> {
  if (changes.length === 0) return 0;
  const rows = await query(
    tx,
    ZCount,
    `WITH c AS (
       SELECT * FROM unnest($1::int[], $2::date[], $3::bigint[], $4::text[]) AS c(personnel_id, effective_date, monthly, remarks)
     ), closed AS (
       UPDATE service_record_lines l SET date_to = c.effective_date - 1, updated_at = now()
         FROM c WHERE l.personnel_id = c.personnel_id AND l.date_to IS NULL AND l.date_from < c.effective_date
       RETURNING l.personnel_id, l.appointment_id, l.position_title, l.appointment_status, l.office, l.branch
     ), added AS (
       INSERT INTO service_record_lines (personnel_id, appointment_id, date_from, position_title, appointment_status, annual_salary, office, branch, remarks)
       SELECT closed.personnel_id, closed.appointment_id, c.effective_date, closed.position_title, closed.appointment_status, c.monthly * 12,
              closed.office, closed.branch, c.remarks
         FROM closed JOIN c ON c.personnel_id = closed.personnel_id
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM added`,
    [changes.map((c) => c.personnelId), changes.map((c) => c.effectiveDate), changes.map((c) => c.monthly), changes.map((c) => c.remarks)],
  );
  return rows[0]?.n ?? 0;
}

// ——— NOSA ———

const NOSA_SELECT = `
  SELECT n.id, ${PERSON} AS personnel, n.position_title, n.item_no, n.effective_date::text, n.legal_basis,
         n.salary_grade::int, n.salary_step::int, n.previous_monthly, n.new_monthly, (n.new_monthly - n.previous_monthly)::bigint AS adjustment,
         n.status, n.issued_at, u.name AS issued_by, n.received_at
    FROM salary_adjustment_notices n
    JOIN personnel p ON p.id = n.personnel_id
    LEFT JOIN departments d ON d.id = n.department_id
    LEFT JOIN users u ON u.id = n.issued_by_user_id`;

export async function listNosa(db: Queryable, q: TNosaQuery): Promise<{ rows: TNosa[]; total: number }> {
  const params = new SqlParams();
  const where: string[] = [];
  if (q.effective_date) where.push(`n.effective_date = ${params.add(q.effective_date)}::date`);
  if (q.department_id) where.push(`n.department_id = ${params.add(q.department_id)}`);
  if (q.campus_id) where.push(`d.campus_id = ${params.add(q.campus_id)}`);
  if (q.status) where.push(`n.status = ${params.add(q.status)}`);
  if (q.term) {
    const term = params.add(containsPattern(q.term));
    where.push(`(lower(${fullnameSql('p')}) LIKE ${term} OR lower(coalesce(p.idno, '')) LIKE ${term} OR lower(coalesce(n.item_no, '')) LIKE ${term})`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const count = await queryOne(
    db,
    ZCount,
    prepared(
      `SELECT count(*)::int AS n FROM salary_adjustment_notices n JOIN personnel p ON p.id = n.personnel_id LEFT JOIN departments d ON d.id = n.department_id ${filter}`,
      params.values,
    ),
  );
  const paging = `LIMIT ${params.add(q.per_page)} OFFSET ${params.add((q.page - 1) * q.per_page)}`;
  const rows = await query(
    db,
    ZNosa,
    prepared(`${NOSA_SELECT} ${filter} ORDER BY n.effective_date DESC, d.fullname, p.last_name, p.first_name, n.id ${paging}`, params.values),
  );
  return { rows, total: count?.n ?? 0 };
}

export async function findNosa(db: Queryable, id: number): Promise<(TNosa & { personnel_id: number }) | null> {
  return queryOne(
    db,
    ZNosa.extend({ personnel_id: z.number().int() }),
    `${NOSA_SELECT.replace('SELECT n.id,', 'SELECT n.id, n.personnel_id,')} WHERE n.id = $1`,
    [id],
  );
}

export async function countTrancheNosa(db: Queryable, effectiveDate: string, departmentId: number | null): Promise<number> {
  const row = await queryOne(
    db,
    ZCount,
    `SELECT count(*)::int AS n FROM salary_adjustment_notices WHERE effective_date = $1::date AND ($2::int IS NULL OR department_id = $2)`,
    [effectiveDate, departmentId],
  );
  return row?.n ?? 0;
}

/** A tranche's notices (of one office, or of all), in office then name order, for one PDF. */
export async function trancheNosa(db: Queryable, effectiveDate: string, departmentId: number | null): Promise<TNosa[]> {
  return query(
    db,
    ZNosa,
    `${NOSA_SELECT} WHERE n.effective_date = $1::date AND ($2::int IS NULL OR n.department_id = $2)
      ORDER BY d.fullname NULLS LAST, p.last_name, p.first_name, n.id`,
    [effectiveDate, departmentId],
  );
}

/** Marks prepared notices issued (the ones named, or a tranche's, of an office): answers who they are. */
export async function issueNosa(
  tx: Queryable,
  scope: { ids: number[] } | { effective_date: string; department_id?: number },
  userId: number,
): Promise<{ id: number; personnel_id: number; effective_date: string }[]> {
  const params = new SqlParams();
  const by = params.add(userId);
  const where =
    'ids' in scope
      ? `id = ANY(${params.add(scope.ids)}::int[])`
      : `effective_date = ${params.add(scope.effective_date)}::date${scope.department_id ? ` AND department_id = ${params.add(scope.department_id)}` : ''}`;
  return query(
    tx,
    z.object({ id: int, personnel_id: int, effective_date: z.string() }),
    `UPDATE salary_adjustment_notices SET status = 'issued', issued_at = now(), issued_by_user_id = ${by}
      WHERE status = 'prepared' AND ${where}
      RETURNING id, personnel_id, effective_date::text`,
    params.values,
  );
}

/** Notices put back to prepared (an officer's own, left for another HR officer to issue). */
export async function unissueNosa(tx: Queryable, ids: number[]): Promise<void> {
  await execute(tx, `UPDATE salary_adjustment_notices SET status = 'prepared', issued_at = NULL, issued_by_user_id = NULL WHERE id = ANY($1::int[])`, [ids]);
}

export async function acknowledgeNosa(db: Queryable, id: number): Promise<boolean> {
  return (await execute(db, `UPDATE salary_adjustment_notices SET status = 'received', received_at = now() WHERE id = $1 AND status = 'issued'`, [id])) > 0;
}

export async function myNosa(db: Queryable, personnelId: number): Promise<TNosa[]> {
  return query(db, ZNosa, `${NOSA_SELECT} WHERE n.personnel_id = $1 AND n.status <> 'prepared' ORDER BY n.effective_date DESC`, [personnelId]);
}

// ——— NOSI ———

const NOSI_SELECT = `
  SELECT s.id, ${PERSON} AS personnel, s.position_title, s.item_no, s.salary_grade::int, s.step_from::int, s.step_to::int,
         s.previous_monthly, s.new_monthly, (s.new_monthly - s.previous_monthly)::bigint AS adjustment,
         s.due_date::text, s.effective_date::text, s.reasons, s.status, s.issued_at, u.name AS issued_by, s.applied_at, s.received_at
    FROM step_increment_notices s
    JOIN personnel p ON p.id = s.personnel_id
    LEFT JOIN departments d ON d.id = s.department_id
    LEFT JOIN users u ON u.id = s.issued_by_user_id`;

export async function listNosi(db: Queryable, q: TNosiQuery): Promise<{ rows: TNosi[]; total: number }> {
  const params = new SqlParams();
  const where: string[] = [];
  if (q.status) where.push(`s.status = ${params.add(q.status)}`);
  if (q.department_id) where.push(`s.department_id = ${params.add(q.department_id)}`);
  if (q.term) {
    const term = params.add(containsPattern(q.term));
    where.push(`(lower(${fullnameSql('p')}) LIKE ${term} OR lower(coalesce(p.idno, '')) LIKE ${term})`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const count = await queryOne(
    db,
    ZCount,
    `SELECT count(*)::int AS n FROM step_increment_notices s JOIN personnel p ON p.id = s.personnel_id ${filter}`,
    params.values,
  );
  const paging = `LIMIT ${params.add(q.per_page)} OFFSET ${params.add((q.page - 1) * q.per_page)}`;
  const rows = await query(db, ZNosi, `${NOSI_SELECT} ${filter} ORDER BY s.effective_date DESC, s.id DESC ${paging}`, params.values);
  return { rows, total: count?.n ?? 0 };
}

export async function findNosi(db: Queryable, id: number): Promise<(TNosi & { personnel_id: number }) | null> {
  return queryOne(
    db,
    ZNosi.extend({ personnel_id: z.number().int() }),
    `${NOSI_SELECT.replace('SELECT s.id,', 'SELECT s.id, s.personnel_id,')} WHERE s.id = $1`,
    [id],
  );
}

export async function myNosi(db: Queryable, personnelId: number): Promise<TNosi[]> {
  return query(db, ZNosi, `${NOSI_SELECT} WHERE s.personnel_id = $1 ORDER BY s.effective_date DESC`, [personnelId]);
}

export async function acknowledgeNosi(db: Queryable, id: number): Promise<boolean> {
  return (await execute(db, `UPDATE step_increment_notices SET received_at = now() WHERE id = $1 AND received_at IS NULL`, [id])) > 0;
}

export type NosiInsert = {
  personnelId: number;
  itemId: number;
  itemNo: string;
  positionTitle: string;
  departmentId: number;
  grade: number;
  stepFrom: number;
  stepTo: number;
  previousMonthly: number;
  newMonthly: number;
  dueDate: string;
  reasons: string[];
  userId: number;
};

/** Null when this step's notice was issued already (the unique index). */
export async function insertNosi(tx: Queryable, n: NosiInsert): Promise<number | null> {
  const row = await queryOne(
    tx,
    z.object({ id: int }),
    `INSERT INTO step_increment_notices
       (personnel_id, plantilla_item_id, item_no, position_title, department_id, salary_grade, step_from, step_to, previous_monthly, new_monthly, due_date, effective_date, reasons, issued_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $11::date, $12::jsonb, $13)
     ON CONFLICT (personnel_id, step_to, due_date) DO NOTHING RETURNING id`,
    [
      n.personnelId,
      n.itemId,
      n.itemNo,
      n.positionTitle,
      n.departmentId,
      n.grade,
      n.stepFrom,
      n.stepTo,
      n.previousMonthly,
      n.newMonthly,
      n.dueDate,
      JSON.stringify(n.reasons),
      n.userId,
    ],
  );
  return row?.id ?? null;
}

/** Issued notices whose effective date has come, locked for this transaction. */
export async function dueStepIncrements(tx: Queryable, today: string) {
  return query(
    tx,
    z.object({ id: int, personnel_id: int, step_from: int, step_to: int, new_monthly: int, effective_date: z.string() }),
    `SELECT id, personnel_id, step_from, step_to, new_monthly, effective_date::text FROM step_increment_notices
      WHERE status = 'issued' AND effective_date <= $1::date ORDER BY effective_date, id FOR UPDATE SKIP LOCKED`,
    [today],
  );
}

/** The step moves; false when the person's step is no longer the one the notice moves from (an appointment changed it). */
export async function moveStep(tx: Queryable, personnelId: number, from: number, to: number): Promise<boolean> {
  return (await execute(tx, `UPDATE personnel SET salary_step = $3, updated_at = now() WHERE id = $1 AND salary_step = $2`, [personnelId, from, to])) > 0;
}

export async function markApplied(tx: Queryable, id: number) {
  await execute(tx, `UPDATE step_increment_notices SET status = 'applied', applied_at = now() WHERE id = $1`, [id]);
}

// ——— What the step increment is computed from ———

/** A plantilla incumbent's standing for the step increment (everyone at once, or one person). */
export const ZStepStanding = z.object({
  personnel_id: z.number().int(),
  personnel: z.object({
    id: z.number().int(),
    idno: z.string().nullable(),
    fullname: z.string(),
    department: z.object({ id: z.number().int(), fullname: z.string(), acronym: z.string() }).nullable(),
  }),
  user_id: z.number().int().nullable(),
  item_id: z.number().int(),
  item_no: z.string(),
  position_title: z.string(),
  department_id: z.number().int(),
  salary_grade: z.number().int(),
  salary_step: z.number().int(),
  count_from: z.string().nullable(),
});
export type StepStanding = z.infer<typeof ZStepStanding>;

/**
 * Incumbents with their step and the day their three years count from: the latest of the original appointment,
 * the last promotion, the day they took the item they hold, the first appointment to its position, and the last step
 * increment applied.
 * `dueBy`: only those whose plain three years end by then (a delay only moves the date later).
 */
export async function standings(db: Queryable, f: { personnelId?: number; departmentId?: number; dueBy?: string }): Promise<StepStanding[]> {
  const params = new SqlParams();
  const where = [`i.status = 'filled'`, 'p.is_active'];
  if (f.personnelId) where.push(`p.id = ${params.add(f.personnelId)}`);
  if (f.departmentId) where.push(`i.department_id = ${params.add(f.departmentId)}`);
  const dueBy = f.dueBy ? `WHERE x.count_from IS NOT NULL AND x.count_from + interval '3 years' <= ${params.add(f.dueBy)}::date` : '';
  const text = `
    SELECT x.personnel_id, x.personnel, x.user_id, x.item_id, x.item_no, x.position_title, x.department_id, x.salary_grade, x.salary_step,
           x.count_from::text FROM (
      SELECT p.id AS personnel_id, ${PERSON} AS personnel,
             (SELECT u.id FROM users u WHERE u.personnel_id = p.id ORDER BY u.id LIMIT 1) AS user_id,
             i.id AS item_id, i.item_no, po.name AS position_title, i.department_id, i.salary_grade::int, p.salary_step,
             greatest(p.date_original_appointment, p.date_last_promotion, i.filled_on,
                      -- A reclassification changes the item's position, not the service in it (issue 36: the item is reclassified
                      -- with its incumbent): it does not restart the three years (our reading; CSC-RULES.md).
                      (SELECT min(a.effective_date) FROM appointments a LEFT JOIN appointment_natures an ON an.id = a.nature_id
                        WHERE a.personnel_id = p.id AND a.position_id = i.position_id AND an.name IS DISTINCT FROM 'Reclassification'),
                      (SELECT max(s.effective_date) FROM step_increment_notices s WHERE s.personnel_id = p.id AND s.status = 'applied')) AS count_from
        FROM plantilla_items i
        JOIN personnel p ON p.id = i.incumbent_personnel_id
        JOIN positions po ON po.id = i.position_id
        LEFT JOIN departments d ON d.id = i.department_id
       WHERE ${where.join(' AND ')}
    ) x ${dueBy}
    ORDER BY x.count_from, x.personnel_id`;
  return query(db, ZStepStanding, prepared(text, params.values));
}

/** Months of leave without pay on the leave cards of these people: the month and its days (numeric(8,3): a double holds it exactly). */
export async function lwopMonths(db: Queryable, personnelIds: number[]) {
  return query(
    db,
    z.object({ personnel_id: int, period: z.string(), lwop_days: z.number() }),
    `SELECT personnel_id, period, lwop_days::float8 AS lwop_days FROM leave_ledger_months
      WHERE lwop_days > 0 AND personnel_id = ANY($1::int[]) ORDER BY personnel_id, period`,
    [personnelIds],
  );
}

export async function ratingsOf(db: Queryable, personnelIds: number[]) {
  return query(
    db,
    ZPerformanceRating.extend({ personnel_id: z.number().int() }),
    `SELECT id, personnel_id, period_from::text, period_to::text, adjective, remarks FROM performance_ratings
      WHERE personnel_id = ANY($1::int[]) ORDER BY period_from DESC, id DESC`,
    [personnelIds],
  );
}

/**
 * The ratings the step-increment rule reads: the approved IPCRs' (SPMS; the period's dates, the adjective the rating
 * earned), and HR's hand-kept ratings for periods SPMS does not cover (before SPMS began). A hand-kept rating whose
 * period overlaps an SPMS period is left out: for that period the IPCR is the record.
 */
export async function ratingsForRule(db: Queryable, personnelIds: number[]) {
  return query(
    db,
    z.object({ personnel_id: int, period_from: z.string(), period_to: z.string(), adjective: z.enum(PERFORMANCE_ADJECTIVES), source: z.string().nullable() }),
    `SELECT pr.personnel_id, pr.period_from::text, pr.period_to::text, pr.adjective, NULL::text AS source FROM performance_ratings pr
      WHERE pr.personnel_id = ANY($1::int[])
        AND NOT EXISTS (SELECT 1 FROM spms_periods sp WHERE sp.starts_on <= pr.period_to AND sp.ends_on >= pr.period_from)
     UNION ALL
     SELECT i.personnel_id, sp.starts_on::text, sp.ends_on::text,
            CASE WHEN i.adjective IN ('Outstanding', 'Very Satisfactory', 'Satisfactory', 'Unsatisfactory', 'Poor') THEN i.adjective
                 ELSE (ARRAY['Poor', 'Unsatisfactory', 'Satisfactory', 'Very Satisfactory', 'Outstanding'])[s.rating] END,
            'IPCR, ' || sp.year || CASE sp.semester WHEN 1 THEN ' first' ELSE ' second' END || ' semester'
       FROM ipcrs i JOIN spms_periods sp ON sp.id = i.period_id
       JOIN spms_rating_scale s ON i.final_rating BETWEEN s.min_average AND s.max_average
      WHERE i.status = 'approved' AND i.personnel_id = ANY($1::int[])`,
    [personnelIds],
  );
}

/** The SPMS period a span of dates overlaps, if any (HR no longer keeps a rating by hand for it). */
export async function spmsPeriodOverlapping(db: Queryable, from: string, to: string) {
  return queryOne(
    db,
    z.object({ year: int, semester: int, starts_on: z.string(), ends_on: z.string() }),
    `SELECT year, semester, starts_on::text, ends_on::text FROM spms_periods WHERE starts_on <= $2::date AND ends_on >= $1::date ORDER BY starts_on LIMIT 1`,
    [from, to],
  );
}

export async function disciplinaryOf(db: Queryable, personnelIds: number[]) {
  return query(
    db,
    ZDisciplinaryNotice.extend({ personnel_id: z.number().int() }),
    `SELECT id, personnel_id, notice_date::text, until::text, description FROM disciplinary_notices
      WHERE personnel_id = ANY($1::int[]) ORDER BY notice_date DESC, id DESC`,
    [personnelIds],
  );
}

/** The NOSI issued (either state) for each person and step. */
export async function issuedSteps(db: Queryable, personnelIds: number[]) {
  return query(
    db,
    z.object({ id: int, personnel_id: int, step_to: int, due_date: z.string() }),
    `SELECT id, personnel_id, step_to, due_date::text FROM step_increment_notices WHERE personnel_id = ANY($1::int[])`,
    [personnelIds],
  );
}

/** Every cell of every tranche (a thousand rows): the due list reads salaries on many dates. */
export async function salaryCells(db: Queryable) {
  return query(
    db,
    z.object({ grade: int, step: int, amount: int, effective_date: z.string() }),
    `SELECT grade, step, amount, effective_date::text FROM salary_schedule ORDER BY effective_date`,
  );
}

export async function insertRating(db: Queryable, personnelId: number, b: TPerformanceRatingBody, userId: number) {
  await execute(
    db,
    `INSERT INTO performance_ratings (personnel_id, period_from, period_to, adjective, remarks, created_by_user_id) VALUES ($1, $2, $3, $4, $5, $6)`,
    [personnelId, b.period_from, b.period_to, b.adjective, b.remarks || null, userId],
  );
}

export async function deleteRating(db: Queryable, personnelId: number, id: number): Promise<boolean> {
  return (await execute(db, `DELETE FROM performance_ratings WHERE id = $1 AND personnel_id = $2`, [id, personnelId])) > 0;
}

export async function insertDisciplinary(db: Queryable, personnelId: number, b: TDisciplinaryNoticeBody, userId: number) {
  await execute(db, `INSERT INTO disciplinary_notices (personnel_id, notice_date, until, description, created_by_user_id) VALUES ($1, $2, $3, $4, $5)`, [
    personnelId,
    b.notice_date,
    b.until ?? null,
    b.description,
    userId,
  ]);
}

export async function deleteDisciplinary(db: Queryable, personnelId: number, id: number): Promise<boolean> {
  return (await execute(db, `DELETE FROM disciplinary_notices WHERE id = $1 AND personnel_id = $2`, [id, personnelId])) > 0;
}

/** E-mail addresses of the accounts of these people (active accounts only). */
export async function mailboxes(db: Queryable, personnelIds: number[]) {
  return query(
    db,
    z.object({ user_id: int, personnel_id: int, email: z.string(), name: z.string() }),
    `SELECT DISTINCT ON (personnel_id) id AS user_id, personnel_id, email, name FROM users
      WHERE personnel_id = ANY($1::int[]) AND is_active ORDER BY personnel_id, id`,
    [personnelIds],
  );
}

const ZSexRow = z.object({ personnel_id: int, sex: z.enum(['male', 'female']) });

/** The sex each person wrote in the PDS (personal information), for the notices' "Mr."/"Ms."; people without one are left out. */
export async function sexOfPeople(db: Queryable, personnelIds: number[]): Promise<Map<number, 'male' | 'female'>> {
  const rows = await query(
    db,
    ZSexRow,
    `SELECT DISTINCT ON (e.personnel_id) e.personnel_id, e.data->>'sex' AS sex
       FROM pds_entries e
      WHERE e.personnel_id = ANY($1::int[]) AND e.section = 'personal' AND e.data->>'sex' IN ('male', 'female')
      ORDER BY e.personnel_id, e.id`,
    [personnelIds],
  );
  return new Map(rows.map((r) => [r.personnel_id, r.sex]));
}
