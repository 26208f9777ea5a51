import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZForcedLeaveSchedule, ZServiceCreditEntry, type TForcedLeaveSchedule, type TServiceCreditEntry } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { personRefSql, SqlParams } from '../../lib/sql';
import { FORCED_LEAVE_DAYS } from '../../domain/leave-ledger';

// Forced (mandatory) leave schedules and faculty service credits: the two ledgers beside the leave card.

const SCHEDULE_SELECT = `
  SELECT s.id, s.personnel_id, s.year, s.dates, s.status, s.remarks, s.decided_at, s.created_at,
         coalesce(b.vl, 0)::float8 AS vl_balance, greatest(0, ${FORCED_LEAVE_DAYS} - coalesce(b.forced_leave_remaining, ${FORCED_LEAVE_DAYS}))::float8 AS taken_this_year,
         ${personRefSql()} AS personnel
    FROM forced_leave_schedules s JOIN personnel p ON p.id = s.personnel_id
    LEFT JOIN departments d ON d.id = p.department_id LEFT JOIN leave_balances b ON b.personnel_id = p.id`;

/** The schedules of a year in the scope the caller may see (its SQL condition on `p`), by surname. */
export async function schedulesOf(
  db: Queryable,
  scope: (params: SqlParams) => string,
  f: { year: number; personnelId?: number; departmentId?: number },
): Promise<TForcedLeaveSchedule[]> {
  const params = new SqlParams();
  const where = [scope(params), `s.year = ${params.add(f.year)}`];
  if (f.personnelId) where.push(`s.personnel_id = ${params.add(f.personnelId)}`);
  if (f.departmentId) where.push(`p.department_id = ${params.add(f.departmentId)}`);
  return query(db, ZForcedLeaveSchedule, `${SCHEDULE_SELECT} WHERE ${where.join(' AND ')} ORDER BY lower(p.last_name), p.id`, params.values);
}

export async function scheduleById(db: Queryable, id: number): Promise<TForcedLeaveSchedule | null> {
  return queryOne(db, ZForcedLeaveSchedule, `${SCHEDULE_SELECT} WHERE s.id = $1`, [id]);
}

/** The person's schedule of a year, if one was sent (its status only). */
export async function scheduleOfYear(db: Queryable, personnelId: number, year: number) {
  return queryOne(
    db,
    z.object({ id: z.number().int(), status: z.string() }),
    `SELECT id, status FROM forced_leave_schedules WHERE personnel_id = $1 AND year = $2`,
    [personnelId, year],
  );
}

/** Sends the year's days (replacing a pending schedule's); answers the schedule's id. */
export async function saveSchedule(db: Queryable, personnelId: number, year: number, dates: string[]): Promise<number> {
  const saved = await queryOne(
    db,
    z.object({ id: z.number().int() }),
    `INSERT INTO forced_leave_schedules (personnel_id, year, dates, status) VALUES ($1, $2, $3, 'pending')
     ON CONFLICT (personnel_id, year) DO UPDATE SET dates = EXCLUDED.dates RETURNING id`,
    [personnelId, year, JSON.stringify(dates)],
  );
  return saved!.id;
}

export async function decideSchedule(
  db: Queryable,
  id: number,
  d: { status: 'approved' | 'cancelled'; remarks: string | null; byUserId: number; at: Date },
): Promise<void> {
  await execute(db, `UPDATE forced_leave_schedules SET status = $2, remarks = $3, decided_by_user_id = $4, decided_at = $5 WHERE id = $1`, [
    id,
    d.status,
    d.remarks,
    d.byUserId,
    d.at,
  ]);
}

/** The accounts of the person's head and officer-in-charge (never the person's own): who approves the schedule. */
export async function headAccountsOf(db: Queryable, personnelId: number): Promise<number[]> {
  const rows = await query(
    db,
    z.object({ id: z.number().int() }),
    `SELECT u.id FROM personnel p JOIN departments d ON d.id = p.department_id JOIN users u ON u.personnel_id IN (d.head_personnel_id, d.oic_personnel_id)
      WHERE p.id = $1 AND u.personnel_id <> p.id`,
    [personnelId],
  );
  return rows.map((r) => r.id);
}

const CREDIT_COLUMNS = `id, entry_kind, days::float8 AS days, entry_date::text, reference, remarks, leave_application_id`;

/** A faculty member's service credits, oldest first. */
export async function serviceCreditsOf(db: Queryable, personnelId: number): Promise<TServiceCreditEntry[]> {
  return query(db, ZServiceCreditEntry, `SELECT ${CREDIT_COLUMNS} FROM service_credits WHERE personnel_id = $1 ORDER BY entry_date, id`, [personnelId]);
}

/** What kind of worker the person is (faculty earn service credits), or null when there is no such person. */
export async function employmentKindOf(db: Queryable, personnelId: number): Promise<string | null> {
  const row = await queryOne(db, z.object({ employment_kind: z.string() }), `SELECT employment_kind FROM personnel WHERE id = $1`, [personnelId]);
  return row?.employment_kind ?? null;
}

export async function insertEarnedCredits(
  db: Queryable,
  c: { personnelId: number; days: number; earnedOn: string; reference: string; remarks: string | null; byUserId: number },
): Promise<TServiceCreditEntry> {
  const entry = await queryOne(
    db,
    ZServiceCreditEntry,
    `INSERT INTO service_credits (personnel_id, entry_kind, days, entry_date, reference, remarks, created_by_user_id) VALUES ($1, 'earned', $2, $3, $4, $5, $6)
     RETURNING ${CREDIT_COLUMNS}`,
    [c.personnelId, c.days, c.earnedOn, c.reference, c.remarks, c.byUserId],
  );
  return entry!;
}
