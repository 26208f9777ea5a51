import { withTransaction, type Queryable } from '@hris/db';
import { z } from 'zod';
import { ZLeaveBalances, ZLedgerPerson, ZLedgerRow } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import type { LedgerRow } from '../../domain/leave-ledger';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';

// What the leave card is computed from, loaded for many people at once (a recompute of 5,000 people
// costs the same few queries as one), and where the computed card and balances are kept. Every row is checked by its
// schema under the tests (lib/query.ts): the CSC figures are numeric in SQL and must reach here as numbers.

const int = z.number().int();

/** A person as the card's computation reads them. */
const ZCardHolder = z.object({
  id: int,
  employment_kind: z.string(),
  appointment_status: z.string().nullable(),
  part_time: z.boolean(),
  /** The card's first month is not before this: the record's creation or the appointment, the later (YYYY-MM-DD). */
  start: z.string(),
  /** The date of appointment (assumption to duty): nothing is charged before it (1900-01-01 when the record has none). */
  appointed: z.string(),
  opening_as_of: z.string().nullable(),
  opening_vl: z.number().nullable(),
  opening_sl: z.number().nullable(),
});
export type LedgerPerson = z.infer<typeof ZCardHolder>;

export async function peopleFor(db: Queryable, ids: number[]): Promise<LedgerPerson[]> {
  return query(
    db,
    ZCardHolder,
    `SELECT p.id, p.employment_kind, s.name AS appointment_status, p.part_time,
            greatest(p.created_at AT TIME ZONE 'Asia/Manila', coalesce(p.date_original_appointment, '1900-01-01'))::date::text AS start,
            coalesce(p.date_original_appointment, '1900-01-01')::text AS appointed,
            o.as_of::text AS opening_as_of, o.vl::float8 AS opening_vl, o.sl::float8 AS opening_sl
       FROM personnel p
       LEFT JOIN appointment_statuses s ON s.id = p.appointment_status_id
       LEFT JOIN leave_opening_balances o ON o.personnel_id = p.id
      WHERE p.id = ANY($1::int[])`,
    [ids],
  );
}

export type MonthTotals = {
  personnel_id: number;
  period: string;
  absences: Record<string, number>;
  late_minutes: number;
  undertime_minutes: number;
  computed_at: string;
};
/** When each month's totals were computed (stage 1 decides what to redo from it). */
const ZMonthComputed = z.object({ personnel_id: int, period: z.string(), computed_at: z.string() });
export type MonthComputed = z.infer<typeof ZMonthComputed>;
const ZMarkedMonth = z.object({ personnel_id: int, period: z.string() });

/** The totals the card charges, lean: absences come as text and are read only when there are some (most months have none). */
export async function chargesOf(db: Queryable, ids: number[]): Promise<Omit<MonthTotals, 'computed_at'>[]> {
  const rows = await query(
    db,
    z.object({ personnel_id: int, period: z.string(), absences: z.string(), late_minutes: int, undertime_minutes: int }),
    `SELECT personnel_id, period, absences::text AS absences, late_minutes, undertime_minutes FROM attendance_month_totals WHERE personnel_id = ANY($1::int[])`,
    [ids],
  );
  return rows.map((r) => ({ ...r, absences: r.absences === '{}' ? {} : (JSON.parse(r.absences) as Record<string, number>) }));
}

export async function monthTotalsOf(db: Queryable, ids: number[]): Promise<MonthComputed[]> {
  return query(db, ZMonthComputed, `SELECT personnel_id, period, computed_at FROM attendance_month_totals WHERE personnel_id = ANY($1::int[])`, [ids]);
}

/** Takes the stale marks of the people (or of everyone when `ids` is null): the caller recomputes them. */
export async function takeStaleMarks(db: Queryable, ids: number[] | null): Promise<{ personnel_id: number; period: string }[]> {
  return query(
    db,
    ZMarkedMonth,
    ids
      ? `DELETE FROM leave_stale_months WHERE personnel_id = ANY($1::int[]) RETURNING personnel_id, period`
      : `DELETE FROM leave_stale_months RETURNING personnel_id, period`,
    ids ? [ids] : [],
  );
}

/** People whose stored balances are stale: marked, never computed, or computed before today (absences and month ends move them). */
export async function stalePeople(db: Queryable, since: Date, ids: number[] | null): Promise<number[]> {
  const rows = await query(
    db,
    z.object({ id: int }),
    `SELECT p.id FROM personnel p LEFT JOIN leave_balances b ON b.personnel_id = p.id
      WHERE p.is_active AND ($2::int[] IS NULL OR p.id = ANY($2::int[]))
        AND (b.personnel_id IS NULL OR b.computed_at < $1 OR EXISTS (SELECT 1 FROM leave_stale_months m WHERE m.personnel_id = p.id))`,
    [since, ids],
  );
  return rows.map((r) => r.id);
}

/** `computedAt`: the clock's now, which the staleness of a month is judged by. */
export async function saveMonthTotals(
  db: Queryable,
  computedAt: Date,
  rows: { personnelId: number; period: string; absentDays: number; late: number; undertime: number; absences: Record<string, number> }[],
) {
  if (!rows.length) return;
  await execute(
    db,
    `INSERT INTO attendance_month_totals (personnel_id, period, absent_days, late_minutes, undertime_minutes, absences, computed_at)
     SELECT *, $7::timestamptz FROM unnest($1::int[], $2::text[], $3::numeric[], $4::int[], $5::int[], $6::jsonb[])
     ON CONFLICT (personnel_id, period) DO UPDATE SET absent_days = EXCLUDED.absent_days, late_minutes = EXCLUDED.late_minutes,
       undertime_minutes = EXCLUDED.undertime_minutes, absences = EXCLUDED.absences, computed_at = EXCLUDED.computed_at`,
    [
      rows.map((r) => r.personnelId),
      rows.map((r) => r.period),
      rows.map((r) => r.absentDays),
      rows.map((r) => r.late),
      rows.map((r) => r.undertime),
      rows.map((r) => JSON.stringify(r.absences)),
      computedAt,
    ],
  );
}

const ZLedgerLeaveRow = z.object({
  id: int,
  personnel_id: int,
  code: z.string(),
  charged_to: z.string().nullable(),
  name: z.string(),
  dates: z.array(z.string()),
  half_days: z.array(z.string()),
  part: z.string(),
  days_with_pay: z.number(),
  days_without_pay: z.number(),
  date_from: z.string(),
  date_to: z.string(),
});
export type LedgerLeaveRow = z.infer<typeof ZLedgerLeaveRow>;

/** Approved leave of the people (every kind: the card shows what is not charged too). */
export async function approvedLeaveOf(db: Queryable, ids: number[]): Promise<LedgerLeaveRow[]> {
  return query(
    db,
    ZLedgerLeaveRow,
    `SELECT a.id, a.personnel_id, t.code, t.charged_to, t.name, a.dates, a.half_days, a.part, a.days_with_pay::float8 AS days_with_pay, a.days_without_pay::float8 AS days_without_pay,
            a.date_from::text, a.date_to::text
       FROM leave_applications a JOIN leave_types t ON t.id = a.leave_type_id
      WHERE a.personnel_id = ANY($1::int[]) AND a.status = 'approved' ORDER BY a.date_from, a.id`,
    [ids],
  );
}

/** Forced leave days the head cancelled for the needs of the service, by person and year. */
export async function forcedLeaveCancelledOf(db: Queryable, ids: number[]): Promise<{ personnel_id: number; year: number; days: number }[]> {
  return query(
    db,
    z.object({ personnel_id: int, year: int, days: int }),
    `SELECT personnel_id, year, jsonb_array_length(dates) AS days FROM forced_leave_schedules WHERE personnel_id = ANY($1::int[]) AND status = 'cancelled'`,
    [ids],
  );
}

const ZCocEntry = z.object({ personnel_id: int, entry_kind: z.string(), hours: z.number(), entry_date: z.string(), expires_on: z.string().nullable() });
export type CocEntry = z.infer<typeof ZCocEntry>;

export async function cocEntriesOf(db: Queryable, ids: number[]): Promise<CocEntry[]> {
  return query(
    db,
    ZCocEntry,
    `SELECT personnel_id, entry_kind, hours::float8 AS hours, entry_date::text, expires_on::text FROM compensatory_credits WHERE personnel_id = ANY($1::int[]) ORDER BY entry_date, id`,
    [ids],
  );
}

export async function serviceCreditTotalsOf(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  const rows = await query(
    db,
    z.object({ personnel_id: int, days: z.number() }),
    `SELECT personnel_id, sum(CASE WHEN entry_kind = 'earned' THEN days ELSE -days END)::float8 AS days FROM service_credits WHERE personnel_id = ANY($1::int[]) GROUP BY personnel_id`,
    [ids],
  );
  return new Map(rows.map((r) => [r.personnel_id, r.days]));
}

export type StoredBalances = {
  personnelId: number;
  vl: number;
  sl: number;
  spl: number;
  forcedLeaveRemaining: number;
  cocHours: number;
  serviceCredits: number;
};

const CARD_WRITER_LOCK = ADVISORY_LOCKS.cardWriter;

/** Waits to be the one writer of leave cards, until the transaction `q` ends. */
export async function lockCardWriter(q: Queryable): Promise<void> {
  await execute(q, 'SELECT pg_advisory_xact_lock($1)', [CARD_WRITER_LOCK]);
}

/**
 * Writes the people's cards and balances. Rows are upserted and written only where they changed (a
 * recompute after one late appeal rewrites that month and the ones after it, nothing else), and months
 * outside a person's card now are removed.
 */
export async function saveLedgers(db: Queryable, computedAt: Date, cards: { personnelId: number; rows: LedgerRow[] }[], balances: StoredBalances[]) {
  if (!cards.length) return;
  const flat = cards.flatMap((c) => c.rows.map((r) => ({ id: c.personnelId, ...r })));
  const spans = cards.map((c) => ({ id: c.personnelId, first: c.rows[0]?.period ?? '9999-99', last: c.rows.at(-1)?.period ?? '0000-00' }));
  await withTransaction(db, async (tx) => {
    // One writer of cards at a time (a request's refresh and the hourly job may touch the same person).
    await lockCardWriter(tx);
    await execute(
      tx,
      `DELETE FROM leave_ledger_months m USING unnest($1::int[], $2::text[], $3::text[]) AS s(id, first, last)
        WHERE m.personnel_id = s.id AND (m.period < s.first OR m.period > s.last)`,
      [spans.map((s) => s.id), spans.map((s) => s.first), spans.map((s) => s.last)],
    );
    if (flat.length) {
      await execute(
        tx,
        `INSERT INTO leave_ledger_months AS m (personnel_id, period, particulars, vl_earned, vl_deducted, vl_balance, sl_earned, sl_deducted, sl_balance, lwop_days)
         SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[])
         ON CONFLICT (personnel_id, period) DO UPDATE SET particulars = EXCLUDED.particulars, vl_earned = EXCLUDED.vl_earned, vl_deducted = EXCLUDED.vl_deducted,
           vl_balance = EXCLUDED.vl_balance, sl_earned = EXCLUDED.sl_earned, sl_deducted = EXCLUDED.sl_deducted, sl_balance = EXCLUDED.sl_balance, lwop_days = EXCLUDED.lwop_days
         WHERE (m.particulars, m.vl_earned, m.vl_deducted, m.vl_balance, m.sl_earned, m.sl_deducted, m.sl_balance, m.lwop_days)
               IS DISTINCT FROM (EXCLUDED.particulars, EXCLUDED.vl_earned, EXCLUDED.vl_deducted, EXCLUDED.vl_balance, EXCLUDED.sl_earned, EXCLUDED.sl_deducted, EXCLUDED.sl_balance, EXCLUDED.lwop_days)`,
        [
          flat.map((r) => r.id),
          flat.map((r) => r.period),
          flat.map((r) => r.particulars),
          flat.map((r) => r.vl_earned),
          flat.map((r) => r.vl_deducted),
          flat.map((r) => r.vl_balance),
          flat.map((r) => r.sl_earned),
          flat.map((r) => r.sl_deducted),
          flat.map((r) => r.sl_balance),
          flat.map((r) => r.lwop_days),
        ],
      );
    }
    await execute(
      tx,
      `INSERT INTO leave_balances (personnel_id, vl, sl, spl, forced_leave_remaining, coc_hours, service_credits, computed_at)
       SELECT *, $8::timestamptz FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[])
       ON CONFLICT (personnel_id) DO UPDATE SET vl = EXCLUDED.vl, sl = EXCLUDED.sl, spl = EXCLUDED.spl, forced_leave_remaining = EXCLUDED.forced_leave_remaining,
         coc_hours = EXCLUDED.coc_hours, service_credits = EXCLUDED.service_credits, computed_at = EXCLUDED.computed_at`,
      [
        balances.map((b) => b.personnelId),
        balances.map((b) => b.vl),
        balances.map((b) => b.sl),
        balances.map((b) => b.spl),
        balances.map((b) => b.forcedLeaveRemaining),
        balances.map((b) => b.cocHours),
        balances.map((b) => b.serviceCredits),
        computedAt,
      ],
    );
  });
}

export async function ledgerRowsOf(db: Queryable, personnelId: number): Promise<(LedgerRow & { period: string })[]> {
  return query(
    db,
    ZLedgerRow,
    `SELECT period, particulars, vl_earned::float8 AS vl_earned, vl_deducted::float8 AS vl_deducted, vl_balance::float8 AS vl_balance,
            sl_earned::float8 AS sl_earned, sl_deducted::float8 AS sl_deducted, sl_balance::float8 AS sl_balance, lwop_days::float8 AS lwop_days
       FROM leave_ledger_months WHERE personnel_id = $1 ORDER BY period`,
    [personnelId],
  );
}

/** A person's stored balances, with when they were computed. */
const ZStoredBalanceRow = ZLeaveBalances.extend({ computed_at: z.string() });
export type StoredBalanceRow = z.infer<typeof ZStoredBalanceRow>;

export async function balancesOf(db: Queryable, personnelId: number): Promise<StoredBalanceRow | null> {
  return queryOne(
    db,
    ZStoredBalanceRow,
    `SELECT vl::float8 AS vl, sl::float8 AS sl, spl::float8 AS spl, forced_leave_remaining::float8 AS forced_leave_remaining, coc_hours::float8 AS coc_hours,
            service_credits::float8 AS service_credits, computed_at FROM leave_balances WHERE personnel_id = $1`,
    [personnelId],
  );
}

export async function personnelExists(db: Queryable, personnelId: number): Promise<boolean> {
  return (await execute(db, `SELECT 1 FROM personnel WHERE id = $1`, [personnelId])) > 0;
}

/** Who a leave card is about, for its heading. */
export async function cardPersonOf(db: Queryable, personnelId: number): Promise<z.infer<typeof ZLedgerPerson> | null> {
  return queryOne(
    db,
    ZLedgerPerson,
    `SELECT p.id, p.idno, concat_ws(' ', p.first_name, CASE WHEN coalesce(p.middle_name, '') = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension) AS fullname,
            d.fullname AS department, p.employment_kind FROM personnel p LEFT JOIN departments d ON d.id = p.department_id WHERE p.id = $1`,
    [personnelId],
  );
}
