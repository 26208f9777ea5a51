import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZTravelRow, type TTravelRow } from '@hris/contracts';
import { query, queryOne } from '../../lib/query';
import { containsPattern, NAME_SEARCH, personRefSql, SqlParams } from '../../lib/sql';

// Official business travel rows, with the person they belong to. "p" is the personnel alias the
// request scopes (approvals/request-rows.ts) and the name search are written for.

const SELECT = `
  SELECT t.id, t.personnel_id, t.destination, t.purpose, t.date_from::text, t.date_to::text,
         to_char(t.time_from, 'HH24:MI') AS time_from, to_char(t.time_to, 'HH24:MI') AS time_to,
         t.status, t.approval_request_id, t.created_at, t.updated_at,
         CASE WHEN r.status = 'pending' THEN r.steps->(r.current_step - 1)->>'label' END AS waiting_for,
         ${personRefSql()} AS personnel
    FROM official_business_travels t
    JOIN personnel p ON p.id = t.personnel_id
    LEFT JOIN departments d ON d.id = p.department_id
    LEFT JOIN approval_requests r ON r.id = t.approval_request_id`;

export type TravelRow = TTravelRow;

export type TravelFilter = { status?: string; month?: string; term?: string; departmentId?: number };

/** The WHERE of a list: the caller's scope (already written on `p`) and the filters. */
function whereOf(scopeSql: string, f: TravelFilter, q: SqlParams): string {
  const where = [scopeSql];
  if (f.status) where.push(`t.status = ${q.add(f.status)}`);
  if (f.month) {
    // Travels that touch the month: begin before its end and end after its start.
    const first = q.add(`${f.month}-01`);
    where.push(`t.date_from < (${first}::date + interval '1 month') AND t.date_to >= ${first}::date`);
  }
  if (f.departmentId) where.push(`p.department_id = ${q.add(f.departmentId)}`);
  if (f.term) {
    const like = q.add(containsPattern(f.term));
    where.push(
      `(${NAME_SEARCH} LIKE ${like} OR lower(coalesce(p.idno, '')) LIKE ${like} OR lower(t.destination) LIKE ${like} OR lower(t.purpose) LIKE ${like})`,
    );
  }
  return `WHERE ${where.join(' AND ')}`;
}

/** One page of travels, newest first, and how many match. */
export async function list(db: Queryable, scopeSql: string, q: SqlParams, f: TravelFilter & { page: number; perPage: number }) {
  const whereSql = whereOf(scopeSql, f, q);
  const rows = await query(
    db,
    ZTravelRow.extend({ __total: z.number() }),
    `SELECT x.*, count(*) OVER ()::int AS __total FROM (${SELECT} ${whereSql}) x
      ORDER BY x.date_from DESC, x.id DESC LIMIT ${q.add(f.perPage)} OFFSET ${q.add((f.page - 1) * f.perPage)}`,
    q.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
}

/** Every travel the filters match, oldest first, at most `limit` (the Excel export). */
export async function exportRows(db: Queryable, scopeSql: string, q: SqlParams, f: TravelFilter, limit: number): Promise<TravelRow[]> {
  return query(db, ZTravelRow, `${SELECT} ${whereOf(scopeSql, f, q)} ORDER BY t.date_from, lower(p.last_name), t.id LIMIT ${q.add(limit)}`, q.values);
}

export async function findById(db: Queryable, id: number): Promise<TravelRow | null> {
  return queryOne(db, ZTravelRow, `${SELECT} WHERE t.id = $1`, [id]);
}

export async function findByApprovalRequest(db: Queryable, approvalRequestId: number): Promise<TravelRow | null> {
  return queryOne(db, ZTravelRow, `${SELECT} WHERE t.approval_request_id = $1`, [approvalRequestId]);
}

type Overlap = { id: number; destination: string; date_from: string; date_to: string; status: string };

/** A pending or approved travel of the person whose dates meet the given ones (the first, by date). */
export async function overlapping(db: Queryable, personnelId: number, dateFrom: string, dateTo: string): Promise<Overlap | null> {
  return queryOne<Overlap>(
    db,

    `SELECT id, destination, date_from::text, date_to::text, status FROM official_business_travels
      WHERE personnel_id = $1 AND status IN ('pending', 'approved') AND date_from <= $3::date AND date_to >= $2::date
      ORDER BY date_from, id LIMIT 1`,
    [personnelId, dateFrom, dateTo],
  );
}

export type NewTravel = {
  personnelId: number;
  destination: string;
  purpose: string;
  dateFrom: string;
  dateTo: string;
  timeFrom: string | null;
  timeTo: string | null;
};

export async function insert(db: Queryable, v: NewTravel): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO official_business_travels (personnel_id, destination, purpose, date_from, date_to, time_from, time_to, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending') RETURNING id`,
    [v.personnelId, v.destination, v.purpose, v.dateFrom, v.dateTo, v.timeFrom, v.timeTo],
  );
  return row!.id;
}

type Traveller = { position: string | null; department: string | null; campus: string | null };

/** What the travel order prints about the traveller: position and office as on record today. */
export async function travellerOf(db: Queryable, personnelId: number): Promise<Traveller | null> {
  return queryOne<Traveller>(
    db,
    `SELECT pos.name AS position, d.fullname AS department, c.name AS campus
       FROM personnel p LEFT JOIN positions pos ON pos.id = p.position_id
       LEFT JOIN departments d ON d.id = p.department_id LEFT JOIN campuses c ON c.id = p.campus_id
      WHERE p.id = $1`,
    [personnelId],
  );
}
