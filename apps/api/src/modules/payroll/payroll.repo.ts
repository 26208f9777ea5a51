import { z } from 'zod';
import type { Queryable } from '@hris/db';
import {
  PAY_PROFILES_SHOWN,
  PAYROLL_RUN_KIND_VALUES,
  PAYROLL_RUN_STATUSES,
  ZFundSource,
  ZMissingDtr,
  ZPayProfile,
  ZPayrollAdjustment,
  ZPayrollTable,
  ZPersonDeduction,
  ZDeductionType,
  ZRegisterRow,
  ZRunExclusion,
} from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, fullnameSql } from '../../lib/sql';
import type { Payslip } from '../../domain/payroll';

// The payroll's SQL (issue 21). Money columns are bigint centavos (read as numbers: packages/db/src/client.ts). Every row
// is checked by its schema under the tests (lib/query.ts): a column renamed or a numeric read as text fails there.

const int = z.number().int();
const ZId = z.object({ id: int });
const ZCount = z.object({ n: z.number().int() });

/** The name as lists print it (lib/sql.ts). */
const FULLNAME = fullnameSql('p');

// ── Dated tables ──
export function listTables(q: Queryable) {
  return query(q, ZPayrollTable, `SELECT id, kind, effective_date::text, source, data FROM payroll_tables ORDER BY kind, effective_date`);
}
export async function insertTable(q: Queryable, t: { kind: string; effectiveDate: string; source: string; data: unknown; userId: number | null }) {
  return queryOne(
    q,
    ZId,
    `INSERT INTO payroll_tables (kind, effective_date, source, data, created_by_user_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (kind, effective_date) DO NOTHING RETURNING id`,
    [t.kind, t.effectiveDate, t.source, JSON.stringify(t.data), t.userId],
  );
}

// ── The people of a run ──
const ZRunPerson = z.object({
  personnel_id: int,
  idno: z.string().nullable(),
  fullname: z.string(),
  department_id: int.nullable(),
  office: z.string().nullable(),
  position: z.string().nullable(),
  appointed: z.string().nullable(),
  fund: z.string().nullable(),
  daily_rate: z.number().int().nullable(),
  sworn_declaration: z.boolean(),
  user_id: int.nullable(),
  kind: z.enum(PAYROLL_RUN_KIND_VALUES),
  /** Active and holding an item (a regular run's incumbent); false for a separated employee paid only leave pay. */
  in_service: z.boolean(),
  is_active: z.boolean(),
});
export type RunPerson = z.infer<typeof ZRunPerson>;

/**
 * Who a run pays: regular employees are the incumbents of plantilla items (of a campus, an office or all); casuals
 * those charged to the run's fund source; job order and contract of service workers those of the run's office.
 */
export function peopleOfRun(
  q: Queryable,
  run: { kind: RunPerson['kind']; campus_id: number | null; department_id: number | null; fund_source_id: number | null },
  personnelId?: number,
) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  // A regular run also pays the leave pay left for someone no longer in service (terminal leave after separation).
  if (run.kind === 'regular') where.push(`(${IN_SERVICE} OR EXISTS (SELECT 1 FROM leave_payments lp WHERE lp.personnel_id = p.id AND lp.paid_run_id IS NULL))`);
  else where.push('p.is_active');
  if (run.kind === 'casual') add(`p.employment_kind = 'casual' AND pp.fund_source_id = ?`, run.fund_source_id);
  if (run.kind === 'job_order') where.push(`p.employment_kind = 'job_order'`);
  if (run.campus_id) add(`p.campus_id = ?`, run.campus_id);
  if (run.department_id) add(`p.department_id = ?`, run.department_id);
  if (personnelId) add(`p.id = ?`, personnelId);
  return query(
    q,
    ZRunPerson,
    `${PERSON_SELECT} WHERE ${where.join(' AND ')} ORDER BY d.acronym NULLS LAST, lower(p.last_name), lower(p.first_name), p.id`,
    params,
  );
}

const IN_SERVICE = `(p.is_active AND EXISTS (SELECT 1 FROM plantilla_items i WHERE i.incumbent_personnel_id = p.id))`;

const PERSON_SELECT = `
  SELECT ${IN_SERVICE} AS in_service, p.is_active, p.id AS personnel_id, p.idno, ${FULLNAME} AS fullname, p.department_id, d.acronym AS office, pos.name AS position,
         p.date_original_appointment::text AS appointed,
         CASE WHEN p.employment_kind = 'casual' THEN f.code || ' ' || f.name ELSE coalesce(cov.name, 'Regular Agency Fund') END AS fund,
         pp.daily_rate, coalesce(pp.sworn_declaration, false) AS sworn_declaration,
         (SELECT u.id FROM users u WHERE u.personnel_id = p.id AND u.is_active ORDER BY u.id LIMIT 1) AS user_id,
         CASE p.employment_kind WHEN 'casual' THEN 'casual' WHEN 'job_order' THEN 'job_order' ELSE 'regular' END AS kind
    FROM personnel p
    LEFT JOIN departments d ON d.id = p.department_id
    LEFT JOIN positions pos ON pos.id = p.position_id
    LEFT JOIN pay_profiles pp ON pp.personnel_id = p.id
    LEFT JOIN fund_sources f ON f.id = pp.fund_source_id
    LEFT JOIN plantilla_items it ON it.incumbent_personnel_id = p.id
    LEFT JOIN plantilla_coverages cov ON cov.id = it.coverage_id`;

/** One person as a run of their kind would pay them (the preview), whatever run they are in. */
export function personToPay(q: Queryable, personnelId: number) {
  return queryOne(q, ZRunPerson, `${PERSON_SELECT} WHERE p.id = $1`, [personnelId]);
}

/** Who a paid run pays, with their account, for the notices. */
export function peopleOfLines(q: Queryable, runId: number) {
  return query(
    q,
    z.object({ user_id: int.nullable(), net: z.number().int() }),
    `SELECT (SELECT u.id FROM users u WHERE u.personnel_id = l.personnel_id AND u.is_active ORDER BY u.id LIMIT 1) AS user_id, l.net
       FROM payroll_lines l WHERE l.run_id = $1`,
    [runId],
  );
}

/**
 * The schedule's rows that can price a day from `from` to `to`: the tranche in force on `from` and any taking effect
 * by `to` (not the years before: the computation looks a salary up for every day of the month, and eight tranches are
 * eight times the rows to look through).
 */
export function salariesOf(q: Queryable, from: string, to: string) {
  return query(
    q,
    z.object({ effectiveDate: z.string(), grade: z.number().int(), step: z.number().int(), monthly: z.number().int() }),
    `SELECT effective_date::text AS "effectiveDate", grade, step, amount AS monthly FROM salary_schedule
      WHERE effective_date <= $2::date
        AND effective_date >= coalesce((SELECT max(effective_date) FROM salary_schedule WHERE effective_date <= $1::date), '-infinity'::date)`,
    [from, to],
  );
}

/** The month's days without pay from the leave card. */
export function lwopOf(q: Queryable, ids: number[], month: string) {
  return query(
    q,
    z.object({ personnel_id: int, lwop_days: z.number() }),
    `SELECT personnel_id, lwop_days::float8 AS lwop_days FROM leave_ledger_months WHERE personnel_id = ANY($1::int[]) AND period = $2 AND lwop_days > 0`,
    [ids, month],
  );
}

/** A deduction with its type's tax exclusion (a code no type names is not excluded). */
const DEDUCTION_SELECT = `SELECT d.id, d.personnel_id, ${FULLNAME} AS fullname, d.code, d.label, d.monthly, d.start_month, d.end_month, d.balance,
         d.priority, d.active, coalesce(t.tax_excluded, false) AS tax_excluded
    FROM person_deductions d JOIN personnel p ON p.id = d.personnel_id LEFT JOIN deduction_types t ON t.code = d.code`;

export function deductionsOf(q: Queryable, ids: number[]) {
  return query(
    q,
    ZPersonDeduction,
    `${DEDUCTION_SELECT}
      WHERE d.personnel_id = ANY($1::int[]) ORDER BY d.personnel_id, d.priority, d.id`,
    [ids],
  );
}

/** The offices of the run's people whose DTRs for the month were not submitted (or were returned). */
export function missingDtrOf(q: Queryable, ids: number[], month: string) {
  return query(
    q,
    ZMissingDtr,
    `SELECT d.id AS department_id, d.fullname AS name, count(*)::int AS people
       FROM personnel p JOIN departments d ON d.id = p.department_id
      WHERE p.id = ANY($1::int[])
        AND NOT EXISTS (SELECT 1 FROM dtr_submissions s WHERE s.department_id = d.id AND s.month = $2 AND s.status <> 'returned')
      GROUP BY d.id, d.fullname ORDER BY d.fullname`,
    [ids, month],
  );
}

// ── Runs ──
const ZRunRow = z.object({
  id: int,
  month: z.string(),
  kind: z.enum(PAYROLL_RUN_KIND_VALUES),
  status: z.enum(PAYROLL_RUN_STATUSES),
  campus_id: int.nullable(),
  campus_acronym: z.string().nullable(),
  department_id: int.nullable(),
  department_fullname: z.string().nullable(),
  department_acronym: z.string().nullable(),
  fund_source_id: int.nullable(),
  fund_code: z.string().nullable(),
  fund_name: z.string().nullable(),
  approval_request_id: int.nullable(),
  prepared_by_user_id: int.nullable(),
  prepared_by_name: z.string().nullable(),
  computed_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  missing_dtr: z.array(ZMissingDtr),
  warnings: z.array(z.string()),
  exclusions: z.array(ZRunExclusion),
  people: z.number().int(),
  gross: z.number().int(),
  deductions: z.number().int(),
  net: z.number().int(),
  employer: z.number().int(),
  short_deductions: z.number().int(),
});
export type RunRow = z.infer<typeof ZRunRow>;

const RUN_SELECT = `
  SELECT r.id, r.month, r.kind, r.status, r.campus_id, c.acronym AS campus_acronym, r.department_id, d.fullname AS department_fullname,
         d.acronym AS department_acronym, r.fund_source_id, f.code AS fund_code, f.name AS fund_name, r.approval_request_id,
         r.prepared_by_user_id, u.name AS prepared_by_name, r.computed_at, r.reviewed_at, r.approved_at, r.paid_at, r.missing_dtr, r.warnings, r.exclusions,
         coalesce(t.people, 0)::int AS people, coalesce(t.gross, 0)::bigint AS gross, coalesce(t.gross - t.net, 0)::bigint AS deductions,
         coalesce(t.net, 0)::bigint AS net, coalesce(t.employer, 0)::bigint AS employer, coalesce(t.short, 0)::int AS short_deductions
    FROM payroll_runs r
    LEFT JOIN campuses c ON c.id = r.campus_id
    LEFT JOIN departments d ON d.id = r.department_id
    LEFT JOIN fund_sources f ON f.id = r.fund_source_id
    LEFT JOIN users u ON u.id = r.prepared_by_user_id
    LEFT JOIN LATERAL (
      SELECT count(*) AS people, sum(l.gross) AS gross, sum(l.net) AS net,
             sum((l.payslip->'employer'->>'gsis')::bigint + coalesce((l.payslip->'employer'->>'ec')::bigint, 0) + (l.payslip->'employer'->>'philhealth')::bigint + (l.payslip->'employer'->>'pagibig')::bigint) AS employer,
             count(*) FILTER (WHERE jsonb_array_length(l.payslip->'not_taken') > 0) AS short
        FROM payroll_lines l WHERE l.run_id = r.id) t ON true`;

export function runById(q: Queryable, id: number, forUpdate = false) {
  return queryOne(q, ZRunRow, `${RUN_SELECT} WHERE r.id = $1${forUpdate ? ' FOR UPDATE OF r' : ''}`, [id]);
}
export function runByRequest(q: Queryable, requestId: number) {
  return queryOne(q, ZRunRow, `${RUN_SELECT} WHERE r.approval_request_id = $1`, [requestId]);
}
export async function listRuns(q: Queryable, f: { month?: string; status?: string; page: number; perPage: number }) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.month) where.push(`r.month = $${params.push(f.month)}`);
  if (f.status) where.push(`r.status = $${params.push(f.status)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, total] = await Promise.all([
    query(q, ZRunRow, `${RUN_SELECT} ${clause} ORDER BY r.month DESC, r.id DESC LIMIT ${f.perPage} OFFSET ${(f.page - 1) * f.perPage}`, params),
    queryOne(q, ZCount, `SELECT count(*)::int AS n FROM payroll_runs r ${clause}`, params),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertRun(
  q: Queryable,
  r: { month: string; kind: string; campusId: number | null; departmentId: number | null; fundSourceId: number | null; userId: number },
) {
  const row = await queryOne(
    q,
    ZId,
    `INSERT INTO payroll_runs (month, kind, campus_id, department_id, fund_source_id, prepared_by_user_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [r.month, r.kind, r.campusId, r.departmentId, r.fundSourceId, r.userId],
  );
  return row!.id;
}

export function setRunStatus(q: Queryable, id: number, status: string, extra = '') {
  return execute(q, `UPDATE payroll_runs SET status = $2${extra ? `, ${extra}` : ''} WHERE id = $1`, [id, status]);
}

/** The offices whose DTRs for the month were not submitted, as the page shows them before the first computation. */
export function setMissingDtr(q: Queryable, id: number, missing: z.infer<typeof ZMissingDtr>[]) {
  return execute(q, `UPDATE payroll_runs SET missing_dtr = $2 WHERE id = $1`, [id, JSON.stringify(missing)]);
}

/** HR sent the run through its chain: reviewed, with the approval request it waits on. */
export function markReviewed(q: Queryable, id: number, approvalRequestId: number) {
  return execute(q, `UPDATE payroll_runs SET status = 'reviewed', reviewed_at = now(), approval_request_id = $2 WHERE id = $1`, [id, approvalRequestId]);
}

/** Paid: from now on migration 0027's triggers refuse any write to the run and its lines. */
export function markPaid(q: Queryable, id: number, byUserId: number) {
  return execute(q, `UPDATE payroll_runs SET status = 'paid', paid_at = now(), paid_by_user_id = $2 WHERE id = $1`, [id, byUserId]);
}

export function deleteRun(q: Queryable, id: number) {
  return execute(q, `DELETE FROM payroll_runs WHERE id = $1 AND status IN ('draft', 'computed')`, [id]);
}

export type LineInsert = {
  personnel_id: number;
  department_id: number | null;
  fund: string | null;
  position: string | null;
  grade: number | null;
  step: number | null;
  basic: number;
  pera: number;
  gross: number;
  lwop: number;
  gsis: number;
  philhealth: number;
  pagibig: number;
  tax: number;
  other_deductions: number;
  net: number;
  payslip: unknown;
};

/** A person's line of a run: who and where, the grade and step paid, the payslip's totals as columns and the payslip whole. */
export function lineOf(
  person: { personnel_id: number; department_id: number | null; fund: string | null; position: string | null },
  held: { grade: number | null; step: number | null },
  payslip: Payslip,
): LineInsert {
  const { basic, pera, gross, lwop, gsis, philhealth, pagibig, tax, other_deductions, net } = payslip;
  return {
    personnel_id: person.personnel_id,
    department_id: person.department_id,
    fund: person.fund,
    position: person.position,
    grade: held.grade,
    step: held.step,
    ...{ basic, pera, gross, lwop, gsis, philhealth, pagibig, tax, other_deductions, net },
    payslip,
  };
}

/** The run's lines replaced by these, a few thousand rows a statement (one JSON parameter each). */
export async function replaceLines(q: Queryable, runId: number, lines: LineInsert[]) {
  await execute(q, `DELETE FROM payroll_lines WHERE run_id = $1`, [runId]);
  for (let i = 0; i < lines.length; i += 2000) {
    await execute(
      q,
      `INSERT INTO payroll_lines (run_id, personnel_id, department_id, fund, position, grade, step, basic, pera, gross, lwop, gsis, philhealth, pagibig, tax, other_deductions, net, payslip)
       SELECT $1, x.personnel_id, x.department_id, x.fund, x.position, x.grade, x.step, x.basic, x.pera, x.gross, x.lwop, x.gsis, x.philhealth, x.pagibig,
              x.tax, x.other_deductions, x.net, x.payslip
         FROM jsonb_to_recordset($2::jsonb) AS x(personnel_id int, department_id int, fund text, position text, grade int, step int, basic bigint, pera bigint,
              gross bigint, lwop bigint, gsis bigint, philhealth bigint, pagibig bigint, tax bigint, other_deductions bigint, net bigint, payslip jsonb)`,
      [runId, JSON.stringify(lines.slice(i, i + 2000))],
    );
  }
}

export function setComputed(q: Queryable, id: number, missing: unknown[], warnings: string[], exclusions: unknown[] = []) {
  return execute(q, `UPDATE payroll_runs SET status = 'computed', computed_at = now(), missing_dtr = $2, warnings = $3, exclusions = $4 WHERE id = $1`, [
    id,
    JSON.stringify(missing),
    JSON.stringify(warnings),
    JSON.stringify(exclusions),
  ]);
}

export function registerRows(q: Queryable, runId: number) {
  return query(
    q,
    ZRegisterRow,
    `SELECT l.id AS line_id, l.personnel_id, p.idno, ${FULLNAME} AS fullname, d.acronym AS office, l.fund, l.position, l.grade::int AS grade, l.step::int AS step,
            l.basic, l.pera, l.gross, l.lwop, l.gsis, l.philhealth, l.pagibig, l.tax, l.other_deductions, l.net,
            (l.payslip->'halves'->>'fifteenth')::bigint AS fifteenth, (l.payslip->'halves'->>'thirtieth')::bigint AS thirtieth,
            l.payslip->'lines' AS lines, l.payslip->'not_taken' AS not_taken
       FROM payroll_lines l JOIN personnel p ON p.id = l.personnel_id LEFT JOIN departments d ON d.id = l.department_id
      WHERE l.run_id = $1
      ORDER BY d.acronym NULLS LAST, lower(p.last_name), lower(p.first_name), p.id`,
    [runId],
  );
}

/** The lines' payslips (for the PDFs and the remittances): the stored JSON as computed. */
export function linesWithPayslips(q: Queryable, runIds: number[], personnelId?: number) {
  return query(
    q,
    z.object({
      line_id: int,
      run_id: int,
      personnel_id: int,
      idno: z.string().nullable(),
      fullname: z.string(),
      office: z.string().nullable(),
      position: z.string().nullable(),
      grade: z.number().int().nullable(),
      step: z.number().int().nullable(),
      tin: z.string().nullable(),
      payslip: z.unknown(),
    }),
    `SELECT l.id AS line_id, l.run_id, l.personnel_id, p.idno, ${FULLNAME} AS fullname, d.acronym AS office, l.position, l.grade::int AS grade, l.step::int AS step,
            (SELECT NULLIF(e.data->>'tin_no', '') FROM pds_entries e WHERE e.personnel_id = p.id AND e.section = 'personal' ORDER BY e.id LIMIT 1) AS tin, l.payslip
       FROM payroll_lines l JOIN personnel p ON p.id = l.personnel_id LEFT JOIN departments d ON d.id = l.department_id
      WHERE l.run_id = ANY($1::int[])${personnelId ? ' AND l.personnel_id = $2' : ''}
      ORDER BY d.acronym NULLS LAST, lower(p.last_name), lower(p.first_name), p.id, l.run_id`,
    personnelId ? [runIds, personnelId] : [runIds],
  );
}

/** The previous month's paid run of the same kind and population, for the differences. */
export function previousRun(q: Queryable, run: RunRow, previousMonth: string) {
  return queryOne(
    q,
    ZId,
    `SELECT id FROM payroll_runs WHERE month = $1 AND kind = $2 AND status = 'paid'
        AND campus_id IS NOT DISTINCT FROM $3 AND department_id IS NOT DISTINCT FROM $4 AND fund_source_id IS NOT DISTINCT FROM $5
      ORDER BY paid_at DESC LIMIT 1`,
    [previousMonth, run.kind, run.campus_id, run.department_id, run.fund_source_id],
  );
}

/** The runs of a month that count for the remittances: approved or paid. */
export function remittableRuns(q: Queryable, month: string) {
  return query(
    q,
    z.object({ id: int, status: z.enum(['approved', 'paid']), kind: z.enum(PAYROLL_RUN_KIND_VALUES) }),
    `SELECT id, status, kind FROM payroll_runs WHERE month = $1 AND status IN ('approved', 'paid') ORDER BY id`,
    [month],
  );
}

/** The signed-in employee's paid payslips, newest first. */
export function paidLinesOf(q: Queryable, personnelId: number) {
  return query(
    q,
    z.object({
      id: int,
      run_id: int,
      month: z.string(),
      kind: z.enum(PAYROLL_RUN_KIND_VALUES),
      paid_at: z.string().nullable(),
      position: z.string().nullable(),
      grade: z.number().int().nullable(),
      step: z.number().int().nullable(),
      payslip: z.unknown(),
    }),
    `SELECT l.id, l.run_id, r.month, r.kind, r.paid_at, l.position, l.grade::int AS grade, l.step::int AS step, l.payslip
       FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id
      WHERE l.personnel_id = $1 AND r.status = 'paid' ORDER BY r.month DESC, r.paid_at DESC`,
    [personnelId],
  );
}

export function lineById(q: Queryable, lineId: number) {
  return queryOne(
    q,
    z.object({ id: int, run_id: int, personnel_id: int, status: z.enum(PAYROLL_RUN_STATUSES) }),
    `SELECT l.id, l.run_id, l.personnel_id, r.status FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id WHERE l.id = $1`,
    [lineId],
  );
}

/**
 * Paying a run: each deduction with a balance falls by what was taken; one paid off stops. Only a kept deduction's
 * outcome names its row by number: an adjustment taken back names itself ('adjustment-0') and has no balance.
 */
export async function takeFromBalances(q: Queryable, runId: number) {
  await execute(
    q,
    `WITH taken AS (
       SELECT (o->>'id')::int AS id, sum((o->>'taken')::bigint) AS amount
         FROM payroll_lines l, jsonb_array_elements(l.payslip->'deductions') o
        WHERE l.run_id = $1 AND jsonb_typeof(o->'id') = 'number' AND (o->>'taken')::bigint > 0 GROUP BY 1)
     UPDATE person_deductions d SET balance = greatest(0, d.balance - taken.amount), active = (d.balance - taken.amount) > 0
       FROM taken WHERE d.id = taken.id AND d.balance IS NOT NULL`,
    [runId],
  );
}

// ── Adjustments ──
export function adjustmentsOf(q: Queryable, runId: number) {
  return query(
    q,
    ZPayrollAdjustment,
    `SELECT a.id, a.run_id, a.personnel_id, ${FULLNAME} AS fullname, a.corrects_run_id,
            'Payroll ' || c.month || ' #' || c.id AS corrects, a.label, a.amount, a.taxable
       FROM payroll_adjustments a JOIN personnel p ON p.id = a.personnel_id JOIN payroll_runs c ON c.id = a.corrects_run_id
      WHERE a.run_id = $1 ORDER BY a.id`,
    [runId],
  );
}
export async function insertAdjustment(
  q: Queryable,
  a: { runId: number; personnelId: number; correctsRunId: number; label: string; amount: number; taxable: boolean; userId: number },
) {
  const row = await queryOne(
    q,
    ZId,
    `INSERT INTO payroll_adjustments (run_id, personnel_id, corrects_run_id, label, amount, taxable, created_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [a.runId, a.personnelId, a.correctsRunId, a.label, a.amount, a.taxable, a.userId],
  );
  return row!.id;
}
export function deleteAdjustment(q: Queryable, runId: number, id: number) {
  return execute(q, `DELETE FROM payroll_adjustments WHERE run_id = $1 AND id = $2`, [runId, id]);
}
/** The net pay of the person's line in the run, or null when they have none. */
export async function netOfLine(q: Queryable, runId: number, personnelId: number): Promise<number | null> {
  const row = await queryOne(q, z.object({ net: z.number().int() }), `SELECT net::bigint AS net FROM payroll_lines WHERE run_id = $1 AND personnel_id = $2`, [
    runId,
    personnelId,
  ]);
  return row?.net ?? null;
}

export function personInRun(q: Queryable, runId: number, personnelId: number) {
  return queryOne(q, ZId, `SELECT id FROM payroll_lines WHERE run_id = $1 AND personnel_id = $2`, [runId, personnelId]);
}

// ── Deductions ──
export function listDeductionTypes(q: Queryable) {
  return query(q, ZDeductionType, `SELECT code, name, tax_excluded, legal_basis FROM deduction_types ORDER BY code`);
}
export function deductionTypeByCode(q: Queryable, code: string) {
  return queryOne(q, ZDeductionType, `SELECT code, name, tax_excluded, legal_basis FROM deduction_types WHERE code = $1`, [code]);
}
export function saveDeductionType(q: Queryable, code: string, t: { name: string; tax_excluded: boolean; legal_basis: string | null }) {
  return execute(
    q,
    `INSERT INTO deduction_types (code, name, tax_excluded, legal_basis) VALUES ($1, $2, $3, $4)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, tax_excluded = EXCLUDED.tax_excluded, legal_basis = EXCLUDED.legal_basis, updated_at = now()`,
    [code, t.name, t.tax_excluded, t.legal_basis],
  );
}
export function listDeductions(q: Queryable, personnelId?: number) {
  return query(
    q,
    ZPersonDeduction,
    `${DEDUCTION_SELECT}
      ${personnelId ? 'WHERE d.personnel_id = $1' : ''} ORDER BY lower(p.last_name), lower(p.first_name), d.priority, d.id LIMIT 2000`,
    personnelId ? [personnelId] : [],
  );
}
export function deductionById(q: Queryable, id: number) {
  return queryOne(q, ZPersonDeduction, `${DEDUCTION_SELECT} WHERE d.id = $1`, [id]);
}
export async function saveDeduction(
  q: Queryable,
  id: number | null,
  d: {
    personnelId: number;
    code: string;
    label: string;
    monthly: number;
    startMonth: string;
    endMonth: string | null;
    balance: number | null;
    priority: number;
  },
) {
  const params = [d.personnelId, d.code, d.label, d.monthly, d.startMonth, d.endMonth, d.balance, d.priority];
  if (id === null) {
    const row = await queryOne(
      q,
      ZId,
      `INSERT INTO person_deductions (personnel_id, code, label, monthly, start_month, end_month, balance, priority) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      params,
    );
    return row!.id;
  }
  await execute(
    q,
    `UPDATE person_deductions SET personnel_id = $1, code = $2, label = $3, monthly = $4, start_month = $5, end_month = $6, balance = $7, priority = $8,
            active = ($7::bigint IS NULL OR $7::bigint > 0) WHERE id = $9`,
    [...params, id],
  );
  return id;
}
export function stopDeduction(q: Queryable, id: number) {
  return execute(q, `UPDATE person_deductions SET active = false WHERE id = $1`, [id]);
}

// ── Fund sources and pay profiles ──
export function listFundSources(q: Queryable, month: string, id?: number) {
  return query(
    q,
    ZFundSource,
    `SELECT f.id, f.code, f.name, f.start_date::text, f.end_date::text, f.monthly_ceiling, f.active,
            (SELECT count(*) FROM pay_profiles pp JOIN personnel p ON p.id = pp.personnel_id
              WHERE pp.fund_source_id = f.id AND p.employment_kind = 'casual' AND p.is_active)::int AS casuals,
            coalesce((SELECT sum(l.gross) FROM payroll_runs r JOIN payroll_lines l ON l.run_id = r.id
                       WHERE r.fund_source_id = f.id AND r.month = $1), 0)::bigint AS month_cost,
            false AS over_ceiling
       FROM fund_sources f ${id ? 'WHERE f.id = $2' : ''} ORDER BY f.code`,
    id ? [month, id] : [month],
  );
}
export async function saveFundSource(
  q: Queryable,
  id: number | null,
  f: { code: string; name: string; startDate: string | null; endDate: string | null; monthlyCeiling: number | null; active: boolean },
) {
  const params = [f.code, f.name, f.startDate, f.endDate, f.monthlyCeiling, f.active];
  if (id === null) {
    const row = await queryOne(
      q,
      ZId,
      `INSERT INTO fund_sources (code, name, start_date, end_date, monthly_ceiling, active) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      params,
    );
    return row!.id;
  }
  await execute(q, `UPDATE fund_sources SET code = $1, name = $2, start_date = $3, end_date = $4, monthly_ceiling = $5, active = $6 WHERE id = $7`, [
    ...params,
    id,
  ]);
  return id;
}
export function fundSourceById(q: Queryable, id: number) {
  return queryOne(
    q,
    ZFundSource.pick({ id: true, code: true, name: true, start_date: true, end_date: true, monthly_ceiling: true, active: true }),
    `SELECT id, code, name, start_date::text, end_date::text, monthly_ceiling, active FROM fund_sources WHERE id = $1`,
    [id],
  );
}
/** The gross of the other runs charged to a fund in a month. */
export async function fundCostOutside(q: Queryable, fundSourceId: number, month: string, runId: number) {
  const row = await queryOne(
    q,
    ZCount,
    `SELECT coalesce(sum(l.gross), 0)::bigint AS n FROM payroll_runs r JOIN payroll_lines l ON l.run_id = r.id WHERE r.fund_source_id = $1 AND r.month = $2 AND r.id <> $3`,
    [fundSourceId, month, runId],
  );
  return row?.n ?? 0;
}

const ZProfileRow = ZPayProfile.extend({ total: z.coerce.number().int() });

/** The pay profiles of the active people, by name, the fund or a search narrowing them; with how many match. */
export async function listProfiles(q: Queryable, filter: { fundSourceId?: number; term?: string }) {
  const params: unknown[] = [PAY_PROFILES_SHOWN];
  const where = ['p.is_active'];
  if (filter.fundSourceId) where.push(`pp.fund_source_id = $${params.push(filter.fundSourceId)}`);
  if (filter.term) {
    const n = params.push(containsPattern(filter.term));
    where.push(`(${FULLNAME} ILIKE $${n} OR p.idno ILIKE $${n} OR pp.bank_account_no ILIKE $${n})`);
  }
  const rows = await query(
    q,
    ZProfileRow,
    `SELECT p.id AS personnel_id, ${FULLNAME} AS fullname, p.employment_kind, pp.fund_source_id, pp.daily_rate, coalesce(pp.sworn_declaration, false) AS sworn_declaration,
            pp.bank_account_no, count(*) OVER () AS total
       FROM personnel p LEFT JOIN pay_profiles pp ON pp.personnel_id = p.id
      WHERE ${where.join(' AND ')}
      ORDER BY lower(p.last_name), lower(p.first_name) LIMIT $1`,
    params,
  );
  return { profiles: rows.map(({ total: _total, ...profile }) => profile), total: rows[0]?.total ?? 0 };
}
export function profileOf(q: Queryable, personnelId: number) {
  return queryOne(
    q,
    ZPayProfile,
    `SELECT p.id AS personnel_id, ${FULLNAME} AS fullname, p.employment_kind, pp.fund_source_id, pp.daily_rate, coalesce(pp.sworn_declaration, false) AS sworn_declaration,
            pp.bank_account_no
       FROM personnel p LEFT JOIN pay_profiles pp ON pp.personnel_id = p.id WHERE p.id = $1`,
    [personnelId],
  );
}
/** `bankAccountNo` undefined keeps the account the profile has (a form that does not show it leaves it as it is). */
export function saveProfile(
  q: Queryable,
  personnelId: number,
  p: { fundSourceId: number | null; dailyRate: number | null; sworn: boolean; bankAccountNo?: string | null },
) {
  const keepBank = p.bankAccountNo === undefined;
  return execute(
    q,
    `INSERT INTO pay_profiles (personnel_id, fund_source_id, daily_rate, sworn_declaration, bank_account_no) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (personnel_id) DO UPDATE SET fund_source_id = $2, daily_rate = $3, sworn_declaration = $4,
       bank_account_no = CASE WHEN $6 THEN pay_profiles.bank_account_no ELSE EXCLUDED.bank_account_no END, updated_at = now()`,
    [personnelId, p.fundSourceId, p.dailyRate, p.sworn, keepBank ? null : p.bankAccountNo, keepBank],
  );
}
