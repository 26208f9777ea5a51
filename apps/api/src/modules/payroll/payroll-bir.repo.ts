import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZBirBatch, ZPreviousEmployer } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { fullnameSql } from '../../lib/sql';
import { BENEFIT_CODES, DE_MINIMIS_CODES, TAX_ADJUSTMENT_CODE, TAX_REFUND_CODE } from '../../domain/bir';

// The BIR's forms and files (issue 40): the runs' lines summed per person as the forms need them, who the people are
// (names, TIN and the rest of BIR Form 2316 Part I from the PDS), their separations, previous employers, batches.

const int = z.number().int();

/** The approved and paid runs of a month (the 1601-C: tax withheld is remitted once the run is approved). */
export function runsOfMonth(q: Queryable, month: string) {
  return query(
    q,
    z.object({ id: int, kind: z.string(), status: z.string() }),
    `SELECT id, kind, status FROM payroll_runs WHERE month = $1 AND status IN ('approved', 'paid') ORDER BY id`,
    [month],
  );
}

/** The paid runs of a year (the 2316 and the alphalist: what was paid). */
export function paidRunsOfYear(q: Queryable, year: string) {
  return query(q, z.object({ id: int }), `SELECT id FROM payroll_runs WHERE status = 'paid' AND month LIKE $1 ORDER BY id`, [`${year}-%`]).then((rows) =>
    rows.map((r) => r.id),
  );
}

export const ZPaySumsRow = z.object({
  personnel_id: int,
  gross: int,
  basic: int,
  lwop: int,
  contributions: int,
  tax_excluded: int,
  taxable: int,
  tax: int,
  tax_adjustment: int,
  tax_refund: int,
  benefits: int,
  benefits_exempt: int,
  de_minimis: int,
  withheld_december: int,
});
export type PaySumsRow = z.infer<typeof ZPaySumsRow>;

/**
 * The lines of these runs summed per person: the payslip totals, and from each payslip's `lines` the year-end
 * adjustment's withholding and refund, the benefits (with their exempt part: a special payroll's payslip says it in
 * `benefits.exempt`; else a line's `exempt`, else its amount less its `taxable`, else the whole of it) and the de minimis
 * benefits. The payslip's `tax` already holds the year-end adjustment's further withholding (applyYearEndAdjustment). `december` ('YYYY-12'): what was withheld in it.
 */
export function paySums(q: Queryable, runIds: number[], december: string | null = null) {
  return query(
    q,
    ZPaySumsRow,
    `SELECT l.personnel_id,
            sum(l.gross)::bigint AS gross, sum(l.basic)::bigint AS basic, sum(l.lwop)::bigint AS lwop,
            sum(l.gsis + l.philhealth + l.pagibig)::bigint AS contributions,
            sum(coalesce((l.payslip->>'tax_excluded')::bigint, 0))::bigint AS tax_excluded,
            sum(coalesce((l.payslip->>'taxable')::bigint, 0))::bigint AS taxable,
            sum(l.tax)::bigint AS tax,
            sum(x.tax_adjustment)::bigint AS tax_adjustment, sum(x.tax_refund)::bigint AS tax_refund,
            sum(x.benefits)::bigint AS benefits,
            sum(CASE WHEN l.payslip ? 'benefits' THEN (l.payslip->'benefits'->>'exempt')::bigint ELSE x.benefits_exempt END)::bigint AS benefits_exempt, sum(x.de_minimis)::bigint AS de_minimis,
            coalesce(sum(l.tax - x.tax_refund) FILTER (WHERE r.month = $2), 0)::bigint AS withheld_december
       FROM payroll_lines l
       JOIN payroll_runs r ON r.id = l.run_id
      CROSS JOIN LATERAL (
            SELECT coalesce(sum(abs(e.amount)) FILTER (WHERE e.code = $5), 0) AS tax_adjustment,
                   coalesce(sum(e.amount) FILTER (WHERE e.code = $6), 0) AS tax_refund,
                   coalesce(sum(e.amount) FILTER (WHERE e.code = ANY($3::text[])), 0) AS benefits,
                   coalesce(sum(e.exempt) FILTER (WHERE e.code = ANY($3::text[])), 0) AS benefits_exempt,
                   coalesce(sum(e.amount) FILTER (WHERE e.code = ANY($4::text[])), 0) AS de_minimis
              FROM (SELECT x->>'code' AS code, (x->>'amount')::bigint AS amount,
                           CASE WHEN jsonb_typeof(x->'exempt') = 'number' THEN (x->>'exempt')::bigint
                                WHEN jsonb_typeof(x->'taxable') = 'number' THEN (x->>'amount')::bigint - (x->>'taxable')::bigint
                                ELSE (x->>'amount')::bigint END AS exempt
                      FROM jsonb_array_elements(coalesce(l.payslip->'lines', '[]'::jsonb)) x) e
      ) x
      WHERE l.run_id = ANY($1::int[])
      GROUP BY l.personnel_id`,
    [runIds, december, [...BENEFIT_CODES], [...DE_MINIMIS_CODES], TAX_ADJUSTMENT_CODE, TAX_REFUND_CODE],
  );
}

export const ZBirPerson = z.object({
  personnel_id: int,
  idno: z.string().nullable(),
  fullname: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  office: z.string().nullable(),
  is_active: z.boolean(),
  employment_kind: z.string().nullable(),
  appointed: z.string().nullable(),
  tin: z.string().nullable(),
  birth_date: z.string().nullable(),
  mobile_no: z.string().nullable(),
  telephone_no: z.string().nullable(),
  citizenship: z.string().nullable(),
  address: z.unknown(),
  separated_on: z.string().nullable(),
  separation_cause: z.string().nullable(),
});
export type BirPerson = z.infer<typeof ZBirPerson>;

/**
 * The people (BIR Form 2316 Part I from the PDS's personal section) and a separation that took effect in the year:
 * one not cancelled whose effective date is in the year and has come (a person no longer active with none is taken
 * as separated on the last day paid, by the caller).
 */
export function peopleOf(q: Queryable, ids: number[], year: string) {
  return query(
    q,
    ZBirPerson,
    `SELECT p.id AS personnel_id, p.idno, ${fullnameSql('p')} AS fullname, p.last_name, p.first_name, p.middle_name, d.acronym AS office,
            p.is_active, p.employment_kind, p.date_original_appointment::text AS appointed,
            NULLIF(e.data->>'tin_no', '') AS tin, NULLIF(e.data->>'birth_date', '') AS birth_date,
            NULLIF(e.data->>'mobile_no', '') AS mobile_no, NULLIF(e.data->>'telephone_no', '') AS telephone_no,
            NULLIF(e.data->>'citizenship', '') AS citizenship, e.data->'residential_address' AS address,
            s.effective_date::text AS separated_on, s.cause AS separation_cause
       FROM personnel p
       LEFT JOIN departments d ON d.id = p.department_id
       LEFT JOIN LATERAL (SELECT pe.data FROM pds_entries pe WHERE pe.personnel_id = p.id AND pe.section = 'personal' ORDER BY pe.id LIMIT 1) e ON true
       LEFT JOIN LATERAL (SELECT se.effective_date, se.cause FROM separations se
                           WHERE se.personnel_id = p.id AND se.status <> 'cancelled' AND se.effective_date BETWEEN $2::date AND $3::date
                           ORDER BY se.effective_date DESC LIMIT 1) s ON true
      WHERE p.id = ANY($1::int[])
      ORDER BY lower(p.last_name), lower(p.first_name), p.id`,
    [ids, `${year}-01-01`, `${year}-12-31`],
  );
}

/** The last month a person was paid in these runs (the end of the period a separated person's 2316 covers). */
export function monthsPaid(q: Queryable, runIds: number[], personnelIds: number[]) {
  return query(
    q,
    z.object({ personnel_id: int, first_month: z.string(), last_month: z.string() }),
    `SELECT l.personnel_id, min(r.month) AS first_month, max(r.month) AS last_month
       FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id
      WHERE l.run_id = ANY($1::int[]) AND l.personnel_id = ANY($2::int[])
      GROUP BY l.personnel_id`,
    [runIds, personnelIds],
  );
}

// ── Previous employers ──

const PREVIOUS = `SELECT pe.id, pe.personnel_id, ${fullnameSql('p')} AS fullname, pe.year::int AS year, pe.tin, pe.name, pe.address, pe.zip_code,
                         pe.gross, pe.non_taxable_benefits, pe.de_minimis, pe.contributions, pe.non_taxable_other, pe.taxable, pe.tax_withheld, pe.created_at
                    FROM previous_employers pe JOIN personnel p ON p.id = pe.personnel_id`;

export function previousEmployers(q: Queryable, year: number, personnelIds?: number[]) {
  return query(
    q,
    ZPreviousEmployer,
    `${PREVIOUS} WHERE pe.year = $1${personnelIds ? ' AND pe.personnel_id = ANY($2::int[])' : ''} ORDER BY lower(p.last_name), lower(p.first_name), pe.id`,
    personnelIds ? [year, personnelIds] : [year],
  );
}

export function previousEmployerById(q: Queryable, id: number) {
  return queryOne(q, ZPreviousEmployer, `${PREVIOUS} WHERE pe.id = $1`, [id]);
}

export async function insertPreviousEmployer(
  q: Queryable,
  row: {
    personnel_id: number;
    year: number;
    tin: string;
    name: string;
    address: string;
    zip_code: string | null;
    gross: number;
    non_taxable_benefits: number;
    de_minimis: number;
    contributions: number;
    non_taxable_other: number;
    taxable: number;
    tax_withheld: number;
    userId: number;
  },
) {
  const inserted = await queryOne(
    q,
    z.object({ id: int }),
    `INSERT INTO previous_employers (personnel_id, year, tin, name, address, zip_code, gross, non_taxable_benefits, de_minimis, contributions,
                                     non_taxable_other, taxable, tax_withheld, created_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      row.personnel_id,
      row.year,
      row.tin,
      row.name,
      row.address,
      row.zip_code,
      row.gross,
      row.non_taxable_benefits,
      row.de_minimis,
      row.contributions,
      row.non_taxable_other,
      row.taxable,
      row.tax_withheld,
      row.userId,
    ],
  );
  return inserted!.id;
}

export function deletePreviousEmployer(q: Queryable, id: number) {
  return execute(q, `DELETE FROM previous_employers WHERE id = $1`, [id]);
}

export function personExists(q: Queryable, id: number) {
  return queryOne(q, z.object({ id: int }), `SELECT id FROM personnel WHERE id = $1`, [id]).then((r) => r !== null);
}

// ── Batches of every 2316 of a year ──

const ZBatchRow = ZBirBatch.omit({ status: true }).extend({
  status: z.enum(['running', 'done', 'failed']),
  file_key: z.string().nullable(),
  updated_at: z.string(),
});
export type BatchRow = z.infer<typeof ZBatchRow>;
const BATCH = `SELECT id, year::int AS year, status, total, done, error, started_at, finished_at, file_key, updated_at FROM bir_batches`;

export function latestBatch(q: Queryable, year: number) {
  return queryOne(q, ZBatchRow, `${BATCH} WHERE year = $1 ORDER BY id DESC LIMIT 1`, [year]);
}

export function batchById(q: Queryable, id: number) {
  return queryOne(q, ZBatchRow, `${BATCH} WHERE id = $1`, [id]);
}

export async function insertBatch(q: Queryable, year: number, total: number, userId: number, now: string) {
  const row = await queryOne(
    q,
    z.object({ id: int }),
    `INSERT INTO bir_batches (year, total, requested_by_user_id, started_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [year, total, userId, now],
  );
  return row!.id;
}

export function setBatchProgress(q: Queryable, id: number, done: number, now: string) {
  return execute(q, `UPDATE bir_batches SET done = $2, updated_at = $3 WHERE id = $1 AND status = 'running'`, [id, done, now]);
}

export function finishBatch(q: Queryable, id: number, outcome: { fileKey: string } | { error: string }, now: string) {
  return 'fileKey' in outcome
    ? execute(q, `UPDATE bir_batches SET status = 'done', done = total, file_key = $2, updated_at = $3, finished_at = $3 WHERE id = $1`, [
        id,
        outcome.fileKey,
        now,
      ])
    : execute(q, `UPDATE bir_batches SET status = 'failed', error = $2, updated_at = $3, finished_at = $3 WHERE id = $1`, [id, outcome.error, now]);
}
