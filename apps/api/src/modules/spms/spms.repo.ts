import type { Queryable } from '@hris/db';
import { z } from 'zod';
import {
  SPMS_CATEGORIES,
  IPCR_STATUSES,
  type TIpcrTargetsBody,
  type TSpmsPeriodBody,
  type TSuccessIndicatorBody,
  type TRatingScaleBody,
} from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { fullnameSql } from '../../lib/sql';

// SPMS's SQL: the settings (periods, success indicators, rating scale), the IPCRs and their targets, the chain's names.

const ZPeriodRow = z.object({
  id: z.number(),
  year: z.number(),
  semester: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  targets_from: z.string(),
  targets_until: z.string(),
  rating_from: z.string(),
  rating_until: z.string(),
  calibration_from: z.string(),
  calibration_until: z.string(),
  name: z.string(),
});
export type PeriodRow = z.infer<typeof ZPeriodRow>;

const PERIOD_COLS = `id, year, semester, starts_on::text, ends_on::text, targets_from::text, targets_until::text, rating_from::text,
  rating_until::text, calibration_from::text, calibration_until::text,
  CASE semester WHEN 1 THEN 'January–June ' ELSE 'July–December ' END || year AS name`;

export const periods = (q: Queryable) => query(q, ZPeriodRow, `SELECT ${PERIOD_COLS} FROM spms_periods ORDER BY year DESC, semester DESC`);
export const periodById = (q: Queryable, id: number) => queryOne(q, ZPeriodRow, `SELECT ${PERIOD_COLS} FROM spms_periods WHERE id = $1`, [id]);

const periodValues = (b: TSpmsPeriodBody) => [
  b.year,
  b.semester,
  b.starts_on,
  b.ends_on,
  b.targets_from,
  b.targets_until,
  b.rating_from,
  b.rating_until,
  b.calibration_from,
  b.calibration_until,
];

export async function insertPeriod(q: Queryable, b: TSpmsPeriodBody) {
  const row = await queryOne<{ id: number }>(
    q,
    `INSERT INTO spms_periods (year, semester, starts_on, ends_on, targets_from, targets_until, rating_from, rating_until, calibration_from, calibration_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    periodValues(b),
  );
  return row!.id;
}

export const updatePeriod = (q: Queryable, id: number, b: TSpmsPeriodBody) =>
  execute(
    q,
    `UPDATE spms_periods SET year = $2, semester = $3, starts_on = $4, ends_on = $5, targets_from = $6, targets_until = $7, rating_from = $8,
       rating_until = $9, calibration_from = $10, calibration_until = $11, updated_at = now() WHERE id = $1`,
    [id, ...periodValues(b)],
  );

const ZScaleRow = z.object({ rating: z.number(), adjective: z.string(), min_average: z.string(), max_average: z.string(), description: z.string().nullable() });
export const scale = (q: Queryable) =>
  query(q, ZScaleRow, `SELECT rating, adjective, min_average::text, max_average::text, description FROM spms_rating_scale ORDER BY rating DESC`);

export async function replaceScale(q: Queryable, rows: TRatingScaleBody['rows']) {
  for (const r of rows) {
    await execute(
      q,
      `INSERT INTO spms_rating_scale (rating, adjective, min_average, max_average, description) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (rating) DO UPDATE SET adjective = EXCLUDED.adjective, min_average = EXCLUDED.min_average, max_average = EXCLUDED.max_average,
         description = EXCLUDED.description`,
      [r.rating, r.adjective, r.min_average, r.max_average, r.description ?? null],
    );
  }
}

export const mfos = (q: Queryable) => query(q, z.object({ id: z.number(), name: z.string() }), `SELECT id, fullname AS name FROM univ_mfos ORDER BY fullname`);
export const missingMfos = async (q: Queryable, ids: number[]) => {
  const found = await query<{ id: number }>(q, `SELECT id FROM univ_mfos WHERE id = ANY($1::int[])`, [ids]);
  return ids.filter((id) => !found.some((f) => f.id === id));
};

const ZIndicatorRow = z.object({
  id: z.number(),
  mfo_id: z.number(),
  mfo: z.string(),
  category: z.enum(SPMS_CATEGORIES),
  output: z.string(),
  indicator: z.string(),
  is_active: z.boolean(),
});
export const indicators = (q: Queryable, activeOnly: boolean) =>
  query(
    q,
    ZIndicatorRow,
    `SELECT s.id, s.mfo_id, m.fullname AS mfo, s.category, s.output, s.indicator, s.is_active
       FROM spms_success_indicators s JOIN univ_mfos m ON m.id = s.mfo_id
      WHERE ($1::boolean IS FALSE OR s.is_active) ORDER BY m.fullname, s.position, s.id`,
    [activeOnly],
  );
export const indicatorById = async (q: Queryable, id: number) => (await indicators(q, false)).find((i) => i.id === id) ?? null;

export async function insertIndicator(q: Queryable, b: TSuccessIndicatorBody) {
  const row = await queryOne<{ id: number }>(
    q,
    `INSERT INTO spms_success_indicators (mfo_id, category, output, indicator, is_active, position)
     VALUES ($1, $2, $3, $4, $5, (SELECT coalesce(max(position), 0) + 1 FROM spms_success_indicators WHERE mfo_id = $1)) RETURNING id`,
    [b.mfo_id, b.category, b.output, b.indicator, b.is_active],
  );
  return row!.id;
}
export const updateIndicator = (q: Queryable, id: number, b: TSuccessIndicatorBody) =>
  execute(q, `UPDATE spms_success_indicators SET mfo_id = $2, category = $3, output = $4, indicator = $5, is_active = $6 WHERE id = $1`, [
    id,
    b.mfo_id,
    b.category,
    b.output,
    b.indicator,
    b.is_active,
  ]);

// ── IPCRs ─────────────────────────────────────────────────────────────────────────────────────────

const ZIpcrRow = z.object({
  id: z.number(),
  period_id: z.number(),
  personnel_id: z.number(),
  department_id: z.number(),
  employee: z.string(),
  position: z.string().nullable(),
  office: z.string(),
  status: z.enum(IPCR_STATUSES),
  final_rating: z.string().nullable(),
  adjective: z.string().nullable(),
  approval_request_id: z.number().nullable(),
  committed_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  user_id: z.number().nullable(),
});
export type IpcrRow = z.infer<typeof ZIpcrRow>;

const IPCR_SELECT = `SELECT i.id, i.period_id, i.personnel_id, i.department_id, ${fullnameSql('p')} AS employee, pos.name AS position, d.fullname AS office,
    i.status, i.final_rating::text, i.adjective, i.approval_request_id,
    to_char(i.committed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS committed_at,
    to_char(i.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS submitted_at,
    to_char(i.approved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS approved_at,
    (SELECT u.id FROM users u WHERE u.personnel_id = i.personnel_id ORDER BY u.id LIMIT 1) AS user_id
  FROM ipcrs i JOIN personnel p ON p.id = i.personnel_id JOIN departments d ON d.id = i.department_id LEFT JOIN positions pos ON pos.id = p.position_id`;

export const ipcrById = (q: Queryable, id: number, lock = false) =>
  queryOne(q, ZIpcrRow, `${IPCR_SELECT} WHERE i.id = $1${lock ? ' FOR UPDATE OF i' : ''}`, [id]);
export const ipcrByRequest = (q: Queryable, requestId: number) => queryOne(q, ZIpcrRow, `${IPCR_SELECT} WHERE i.approval_request_id = $1`, [requestId]);

const ZListRow = z.object({
  id: z.number(),
  period: z.string(),
  period_id: z.number(),
  personnel_id: z.number(),
  employee: z.string(),
  office: z.string(),
  status: z.enum(IPCR_STATUSES),
  final_rating: z.string().nullable(),
  adjective: z.string().nullable(),
  targets: z.number(),
});
const LIST_SELECT = `SELECT i.id, CASE s.semester WHEN 1 THEN 'January–June ' ELSE 'July–December ' END || s.year AS period, i.period_id, i.personnel_id,
    ${fullnameSql('p')} AS employee, d.fullname AS office, i.status, i.final_rating::text, i.adjective,
    (SELECT count(*)::int FROM ipcr_targets t WHERE t.ipcr_id = i.id) AS targets
  FROM ipcrs i JOIN spms_periods s ON s.id = i.period_id JOIN personnel p ON p.id = i.personnel_id JOIN departments d ON d.id = i.department_id`;

export const ipcrsOf = (q: Queryable, personnelId: number) =>
  query(q, ZListRow, `${LIST_SELECT} WHERE i.personnel_id = $1 ORDER BY s.year DESC, s.semester DESC`, [personnelId]);

/** The IPCRs of the offices a person heads or stands in for (officer-in-charge), for one period. */
export const officeIpcrs = (q: Queryable, headPersonnelId: number, periodId: number) =>
  query(
    q,
    ZListRow,
    `${LIST_SELECT} WHERE i.period_id = $2 AND i.personnel_id <> $1 AND (d.head_personnel_id = $1 OR d.oic_personnel_id = $1)
      ORDER BY d.fullname, p.last_name, p.first_name`,
    [headPersonnelId, periodId],
  );

/**
 * The IPCRs, of any period, whose chain waits at a step of a role the user holds (the PMT's calibration, the head of
 * agency's approval) and not yet approved by the user at an earlier step, oldest submission first; never the user's own.
 */
export const ipcrsWaitingForRoles = (q: Queryable, userId: number, personnelId: number | null) =>
  query(
    q,
    ZListRow,
    `${LIST_SELECT} JOIN approval_requests r ON r.id = i.approval_request_id
      CROSS JOIN LATERAL jsonb_array_elements(r.steps) AS step
     WHERE i.status = 'for_rating' AND r.status = 'pending' AND (step ->> 'position')::int = r.current_step
       AND step ->> 'actor_kind' = 'role'
       AND (step ->> 'role_id')::int IN (SELECT role_id FROM user_roles WHERE user_id = $1)
       AND i.personnel_id IS DISTINCT FROM $2::int
       -- nobody passes one request at two steps (issue 36): one who approved an earlier step does not act on it again
       AND NOT EXISTS (SELECT 1 FROM approval_actions a WHERE a.request_id = r.id AND a.actor_user_id = $1 AND a.action = 'approve')
     ORDER BY i.submitted_at, i.id`,
    [userId, personnelId],
  );

export async function headsOffice(q: Queryable, personnelId: number, departmentId?: number) {
  const row = await queryOne<{ ok: boolean }>(
    q,
    `SELECT true AS ok FROM departments WHERE (head_personnel_id = $1 OR oic_personnel_id = $1) AND ($2::int IS NULL OR id = $2) LIMIT 1`,
    [personnelId, departmentId ?? null],
  );
  return row !== null;
}

export const departmentOf = async (q: Queryable, personnelId: number) =>
  (await queryOne<{ department_id: number | null }>(q, `SELECT department_id FROM personnel WHERE id = $1`, [personnelId]))?.department_id ?? null;

/** Periods taking IPCRs today (target setting opened, rating not closed: as ipcr.service's window) with none of the person's. */
export const countPeriodsWithoutIpcr = async (q: Queryable, personnelId: number, today: string) =>
  (
    await queryOne<{ n: number }>(
      q,
      `SELECT count(*)::int AS n FROM spms_periods s
        WHERE s.targets_from <= $2::date AND $2::date <= s.rating_until
          AND NOT EXISTS (SELECT 1 FROM ipcrs i WHERE i.period_id = s.id AND i.personnel_id = $1)`,
      [personnelId, today],
    )
  )?.n ?? 0;

export async function insertIpcr(q: Queryable, periodId: number, personnelId: number, departmentId: number) {
  const row = await queryOne<{ id: number }>(
    q,
    `INSERT INTO ipcrs (period_id, personnel_id, department_id) VALUES ($1, $2, $3) ON CONFLICT (period_id, personnel_id) DO NOTHING RETURNING id`,
    [periodId, personnelId, departmentId],
  );
  return row?.id ?? null;
}

export const setIpcr = (q: Queryable, id: number, set: Record<string, unknown>) => {
  const keys = Object.keys(set);
  return execute(q, `UPDATE ipcrs SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...keys.map((k) => set[k]),
  ]);
};

const ZTargetRow = z.object({
  id: z.number(),
  ipcr_id: z.number(),
  mfo_id: z.number(),
  mfo: z.string(),
  success_indicator_id: z.number().nullable(),
  category: z.enum(SPMS_CATEGORIES),
  output: z.string(),
  indicator: z.string(),
  weight: z.string(),
  accomplishment: z.string().nullable(),
  quality: z.number().nullable(),
  efficiency: z.number().nullable(),
  timeliness: z.number().nullable(),
  average: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type TargetRow = z.infer<typeof ZTargetRow>;

export const targetsOf = (q: Queryable, ipcrId: number) =>
  query(
    q,
    ZTargetRow,
    `SELECT t.id, t.ipcr_id, t.mfo_id, m.fullname AS mfo, t.success_indicator_id, t.category, t.output, t.indicator, t.weight::text, t.accomplishment,
            t.quality, t.efficiency, t.timeliness, t.average::text, t.remarks
       FROM ipcr_targets t JOIN univ_mfos m ON m.id = t.mfo_id WHERE t.ipcr_id = $1
      ORDER BY CASE t.category WHEN 'strategic' THEN 1 WHEN 'core' THEN 2 ELSE 3 END, t.position, t.id`,
    [ipcrId],
  );

export async function replaceTargets(q: Queryable, ipcrId: number, targets: TIpcrTargetsBody['targets']) {
  await execute(q, `DELETE FROM ipcr_targets WHERE ipcr_id = $1`, [ipcrId]);
  for (const [i, t] of targets.entries()) {
    await execute(
      q,
      `INSERT INTO ipcr_targets (ipcr_id, mfo_id, success_indicator_id, category, output, indicator, weight, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [ipcrId, t.mfo_id, t.success_indicator_id ?? null, t.category, t.output, t.indicator, t.weight, i],
    );
  }
}

export const setAccomplishment = (q: Queryable, ipcrId: number, targetId: number, text: string | null) =>
  execute(q, `UPDATE ipcr_targets SET accomplishment = $3 WHERE id = $2 AND ipcr_id = $1`, [ipcrId, targetId, text]);

export const setRating = (
  q: Queryable,
  targetId: number,
  r: { quality: number | null; efficiency: number | null; timeliness: number | null; average: string | null; remarks: string | null },
) =>
  execute(q, `UPDATE ipcr_targets SET quality = $2, efficiency = $3, timeliness = $4, average = $5, remarks = $6 WHERE id = $1`, [
    targetId,
    r.quality,
    r.efficiency,
    r.timeliness,
    r.average,
    r.remarks,
  ]);

/** Who acted on each step of the request (the last action per step), for the form's signature blocks. */
export const stepActors = (q: Queryable, requestId: number) =>
  query(
    q,
    z.object({ step: z.number(), name: z.string(), action: z.string(), at: z.string() }),
    `SELECT DISTINCT ON (a.step) a.step, u.name, a.action, to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM approval_actions a JOIN users u ON u.id = a.actor_user_id WHERE a.request_id = $1 ORDER BY a.step, a.created_at DESC`,
    [requestId],
  );

export const requestOf = (q: Queryable, requestId: number) =>
  queryOne<{ status: string; current_step: number; steps: { position: number; label: string; actor_kind: string; role_id: number | null }[] }>(
    q,
    `SELECT status, current_step, steps FROM approval_requests WHERE id = $1`,
    [requestId],
  );

export const rolesOfUser = async (q: Queryable, userId: number) =>
  (await query<{ role_id: number }>(q, `SELECT role_id FROM user_roles WHERE user_id = $1`, [userId])).map((r) => r.role_id);

/** Each person's approved final ratings for the periods that overlap [from, to]. */
export const approvedRatings = (q: Queryable, personnelIds: number[], from: string, to: string) =>
  query(
    q,
    z.object({
      personnel_id: z.number(),
      period_id: z.number(),
      starts_on: z.string(),
      ends_on: z.string(),
      final_rating: z.string(),
      adjective: z.string(),
    }),
    `SELECT i.personnel_id, i.period_id, s.starts_on::text, s.ends_on::text, i.final_rating::text, i.adjective
       FROM ipcrs i JOIN spms_periods s ON s.id = i.period_id
      WHERE i.status = 'approved' AND i.final_rating IS NOT NULL AND i.personnel_id = ANY($1::int[]) AND s.ends_on >= $2 AND s.starts_on <= $3
      ORDER BY i.personnel_id, s.starts_on`,
    [personnelIds, from, to],
  );

export const headOf = async (q: Queryable, departmentId: number) =>
  (await queryOne<{ head: number | null }>(q, `SELECT coalesce(oic_personnel_id, head_personnel_id) AS head FROM departments WHERE id = $1`, [departmentId]))
    ?.head ?? null;
