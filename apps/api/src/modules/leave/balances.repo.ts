import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { ZBalanceRow, type TBalanceRow } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, NAME_SEARCH, fullnameSql, SqlParams } from '../../lib/sql';

// Opening balances carried over from the old system, and the stored balances the summary lists.

/** The opening balance a person was given (the carried-over VL and SL as of a date). */
const ZOpeningBalance = z.object({ as_of: z.string(), vl: z.number(), sl: z.number() });
export type OpeningBalance = z.infer<typeof ZOpeningBalance>;

export async function openingBalanceOf(db: Queryable, personnelId: number): Promise<OpeningBalance | null> {
  return queryOne(db, ZOpeningBalance, `SELECT as_of::text, vl::float8, sl::float8 FROM leave_opening_balances WHERE personnel_id = $1`, [personnelId]);
}

/** Sets (or replaces) a person's opening balance. */
export async function saveOpeningBalance(db: Queryable, personnelId: number, opening: OpeningBalance, byUserId: number): Promise<void> {
  await execute(
    db,
    `INSERT INTO leave_opening_balances (personnel_id, as_of, vl, sl, created_by_user_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (personnel_id) DO UPDATE SET as_of = EXCLUDED.as_of, vl = EXCLUDED.vl, sl = EXCLUDED.sl, created_by_user_id = EXCLUDED.created_by_user_id, updated_at = now()`,
    [personnelId, opening.as_of, opening.vl, opening.sl, byUserId],
  );
}

/** Everyone with an employee number, by that number (what an import's lines name). */
export async function peopleByEmployeeNumber(db: Queryable): Promise<Map<string, number>> {
  const people = await query(db, z.object({ id: z.number().int(), idno: z.string() }), `SELECT id, idno FROM personnel WHERE idno IS NOT NULL`);
  return new Map(people.map((p) => [p.idno.toLowerCase(), p.id]));
}

/** Which active people the summary lists: the scope's condition (from the caller's rights) and the filters. */
export type SummaryFilter = {
  /** The SQL condition of the scope the caller may see, on the personnel alias `p`. */
  scope: (params: SqlParams) => string;
  departmentId?: number;
  employmentKind?: string;
  term?: string;
};

function summaryWhere(f: SummaryFilter, params: SqlParams): string {
  const where = ['p.is_active', f.scope(params)];
  if (f.departmentId) where.push(`p.department_id = ${params.add(f.departmentId)}`);
  if (f.employmentKind) where.push(`p.employment_kind = ${params.add(f.employmentKind)}`);
  if (f.term) {
    const like = params.add(containsPattern(f.term));
    where.push(`(${NAME_SEARCH} LIKE ${like} OR lower(coalesce(p.idno, '')) LIKE ${like})`);
  }
  return where.join(' AND ');
}

const SUMMARY_SELECT = `
  SELECT json_build_object('id', p.id, 'idno', p.idno, 'fullname', ${fullnameSql('p')}, 'employment_kind', p.employment_kind,
           'department', CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) END) AS personnel,
         coalesce(b.vl, 0)::float8 AS vl, coalesce(b.sl, 0)::float8 AS sl, coalesce(b.spl, 3)::float8 AS spl,
         coalesce(b.forced_leave_remaining, 0)::float8 AS forced_leave_remaining, coalesce(b.coc_hours, 0)::float8 AS coc_hours,
         coalesce(b.service_credits, 0)::float8 AS service_credits, b.computed_at
    FROM personnel p
    LEFT JOIN departments d ON d.id = p.department_id
    LEFT JOIN leave_balances b ON b.personnel_id = p.id`;

const BY_NAME = 'ORDER BY lower(p.last_name), lower(p.first_name), p.id';

/** One page of the stored balances, by surname, and how many people the filters match. */
export async function balancesPage(db: Queryable, f: SummaryFilter, page: number, perPage: number): Promise<{ rows: TBalanceRow[]; total: number }> {
  const params = new SqlParams();
  const where = summaryWhere(f, params);
  const rows = await query(
    db,
    ZBalanceRow,
    `${SUMMARY_SELECT} WHERE ${where} ${BY_NAME} LIMIT ${params.add(perPage)} OFFSET ${params.add((page - 1) * perPage)}`,
    params.values,
  );
  const countParams = new SqlParams();
  const count = await queryOne(
    db,
    z.object({ n: z.number().int() }),
    `SELECT count(*)::int AS n FROM personnel p WHERE ${summaryWhere(f, countParams)}`,
    countParams.values,
  );
  return { rows, total: count?.n ?? 0 };
}

/** Every stored balance the filters match, by surname (at most 50,000: the Excel export). */
export async function allBalances(db: Queryable, f: SummaryFilter): Promise<TBalanceRow[]> {
  const params = new SqlParams();
  return query(db, ZBalanceRow, `${SUMMARY_SELECT} WHERE ${summaryWhere(f, params)} ${BY_NAME} LIMIT 50000`, params.values);
}
