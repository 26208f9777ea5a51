import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { clearanceItems, personnel, separations, type Queryable } from '@hris/db';
import { ZClearanceItemRow, ZSeparationRow, type TClearanceItemRow, type TClearanceKind, type TSeparationRow } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, NAME_SEARCH, SqlParams } from '../../lib/sql';

const SELECT = `
  SELECT s.id, s.personnel_id, s.cause, s.effective_date::text, s.remarks, s.status, s.account_deactivated_at, s.created_at, s.updated_at,
         creator.name AS created_by,
         json_build_object('id', p.id, 'idno', p.idno,
           'fullname', concat_ws(' ', p.first_name, CASE WHEN coalesce(p.middle_name, '') = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension),
           'department', d.acronym, 'position', pos.name, 'is_active', p.is_active) AS personnel,
         (SELECT json_build_object('total', count(*)::int, 'cleared', count(*) FILTER (WHERE ci.status = 'cleared')::int) FROM clearance_items ci WHERE ci.separation_id = s.id) AS clearance
    FROM separations s
    JOIN personnel p ON p.id = s.personnel_id
    LEFT JOIN departments d ON d.id = p.department_id
    LEFT JOIN positions pos ON pos.id = p.position_id
    LEFT JOIN users creator ON creator.id = s.created_by_user_id`;

export type SeparationRow = TSeparationRow;

/** Separations, newest first; `clearerPersonnelId` keeps only those with an item that person clears as department head. */
export async function list(db: Queryable, f: { status?: string; term?: string; clearerPersonnelId?: number; page: number; perPage: number }) {
  const q = new SqlParams();
  const where: string[] = [];
  if (f.status) where.push(`s.status = ${q.add(f.status)}`);
  if (f.term) {
    const like = q.add(containsPattern(f.term));
    where.push(`(${NAME_SEARCH} LIKE ${like} OR lower(coalesce(p.idno, '')) LIKE ${like})`);
  }
  if (f.clearerPersonnelId) {
    where.push(
      `EXISTS (SELECT 1 FROM clearance_items ci WHERE ci.separation_id = s.id AND ci.department_id IS NOT NULL AND ${q.add(f.clearerPersonnelId)} = ANY(hris_department_approvers(ci.department_id, s.personnel_id)))`,
    );
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await query(
    db,
    ZSeparationRow.extend({ __total: z.number() }),
    `SELECT x.*, count(*) OVER ()::int AS __total FROM (${SELECT} ${whereSql}) x ORDER BY x.created_at DESC, x.id DESC LIMIT ${q.add(f.perPage)} OFFSET ${q.add((f.page - 1) * f.perPage)}`,
    q.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }): SeparationRow => r), total: rows[0]?.__total ?? 0 };
}

export async function findById(db: Queryable, id: number): Promise<SeparationRow | null> {
  return queryOne(db, ZSeparationRow, `${SELECT} WHERE s.id = $1`, [id]);
}

export type ClearanceItemRow = TClearanceItemRow;

/** What the separating employee (s.personnel_id) holds now, for the property line: read from the property register. */
const HOLDINGS_SQL = `
  SELECT coalesce(json_agg(json_build_object('id', i.id, 'property_number', i.property_number, 'description', i.description,
           'unit_cost', i.unit_cost, 'document_number', d.number) ORDER BY i.property_number), '[]'::json)
    FROM property_items i LEFT JOIN property_documents d ON d.id = i.current_document_id
   WHERE i.holder_personnel_id = s.personnel_id`;

export async function itemsOf(db: Queryable, separationId: number): Promise<ClearanceItemRow[]> {
  return query(
    db,
    ZClearanceItemRow,
    `SELECT ci.id, ci.office, ci.kind, ci.position, ci.status, ci.remarks, ci.cleared_at, u.name AS cleared_by,
            CASE WHEN ci.kind = 'property' THEN (${HOLDINGS_SQL}) END AS holdings,
            CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'acronym', d.acronym, 'fullname', d.fullname) END AS department,
            CASE WHEN ci.department_id IS NULL THEN '{}'::int[] ELSE hris_department_approvers(ci.department_id, s.personnel_id) END AS clearer_ids
       FROM clearance_items ci
       JOIN separations s ON s.id = ci.separation_id
       LEFT JOIN departments d ON d.id = ci.department_id
       LEFT JOIN users u ON u.id = ci.cleared_by_user_id
      WHERE ci.separation_id = $1
      ORDER BY ci.position, ci.id`,
    [separationId],
  );
}

/** Locks the person's row so two officers cannot open two separations for one person at once. */
export async function lockPersonnel(tx: Queryable, personnelId: number) {
  await execute(tx, `SELECT id FROM personnel WHERE id = $1 FOR UPDATE`, [personnelId]);
}

export async function openSeparationOf(tx: Queryable, personnelId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: separations.id })
    .from(separations)
    .where(and(eq(separations.personnelId, personnelId), eq(separations.status, 'clearing')));
  return row?.id ?? null;
}

export async function insertSeparation(
  tx: Queryable,
  values: typeof separations.$inferInsert,
  offices: { office: string; kind: TClearanceKind; departmentId: number | null }[],
) {
  const [row] = await tx.insert(separations).values(values).returning({ id: separations.id });
  if (offices.length)
    await tx
      .insert(clearanceItems)
      .values(offices.map((o, i) => ({ separationId: row!.id, office: o.office, kind: o.kind, departmentId: o.departmentId, position: i + 1 })));
  return row!.id;
}

/**
 * Brings the property line of the person's open separation in line with what they hold: cleared when they hold
 * nothing, pending again when they hold something. Answers the lines it changed, with their separation.
 */
export async function syncPropertyLine(tx: Queryable, personnelId: number, at: Date) {
  return query<{ id: number; separation_id: number; status: 'pending' | 'cleared' }>(
    tx,
    `UPDATE clearance_items ci
        SET status = CASE WHEN h.held THEN 'pending' ELSE 'cleared' END,
            cleared_at = CASE WHEN h.held THEN NULL ELSE $2::timestamptz END,
            cleared_by_user_id = NULL,
            remarks = CASE WHEN h.held THEN NULL ELSE 'Holds no property: everything was returned or transferred.' END
       FROM separations s,
            LATERAL (SELECT EXISTS (SELECT 1 FROM property_items i WHERE i.holder_personnel_id = s.personnel_id) AS held) h
      WHERE ci.separation_id = s.id AND s.personnel_id = $1 AND s.status = 'clearing' AND ci.kind = 'property'
        AND (ci.status = 'cleared') = h.held
      RETURNING ci.id, ci.separation_id, ci.status`,
    [personnelId, at],
  );
}

export async function updateSeparation(db: Queryable, id: number, values: Partial<typeof separations.$inferInsert>) {
  // updated_at is when the row was written: the database's time, like its DEFAULT now().
  await db
    .update(separations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(separations.id, id));
}

export async function updateItem(db: Queryable, separationId: number, itemId: number, values: Partial<typeof clearanceItems.$inferInsert>) {
  await db
    .update(clearanceItems)
    .set(values)
    .where(and(eq(clearanceItems.separationId, separationId), eq(clearanceItems.id, itemId)));
}

/** Marks the separation completed once it took effect and every office cleared; answers whether it did. */
export async function completeIfCleared(db: Queryable, id: number): Promise<boolean> {
  const rowCount = await execute(
    db,
    `UPDATE separations s SET status = 'completed', updated_at = now()
      WHERE s.id = $1 AND s.status = 'clearing' AND s.account_deactivated_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM clearance_items ci WHERE ci.separation_id = s.id AND ci.status <> 'cleared')`,
    [id],
  );
  return rowCount > 0;
}

/** A separation whose effective date has come. */
export type DueSeparation = { id: number; personnel_id: number; cause: string; effective_date: string; created_by_user_id: number | null };

/** Separations whose effective date has come and whose account is still on. */
export async function dueSeparations(db: Queryable, today: string) {
  return query<DueSeparation>(
    db,
    `SELECT id, personnel_id, cause, effective_date::text, created_by_user_id FROM separations
      WHERE status = 'clearing' AND account_deactivated_at IS NULL AND effective_date <= $1 ORDER BY effective_date, id`,
    [today],
  );
}

/** Claims a due separation for this run: only one run (of any instance) gets true. `at`: when it takes effect (the clock's now). */
export async function claimDue(tx: Queryable, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(separations)
    .set({ accountDeactivatedAt: at, updatedAt: sql`now()` })
    .where(and(eq(separations.id, id), eq(separations.status, 'clearing'), sql`${separations.accountDeactivatedAt} IS NULL`))
    .returning({ id: separations.id });
  return rows.length > 0;
}

/** The person's record is closed when the separation takes effect (in the caller's transaction). */
export async function deactivatePersonnel(tx: Queryable, personnelId: number): Promise<void> {
  await tx
    .update(personnel)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(eq(personnel.id, personnelId));
}

/**
 * The highest monthly basic salary the records hold, with where it comes from: the service record's lines (annual
 * salary ÷ 12) and the basic of the payslips of paid regular runs (a whole month's, no days without pay).
 */
export async function highestRecordedSalary(db: Queryable, personnelId: number, date: string) {
  return queryOne(
    db,
    z.object({ amount: z.number().int(), source: z.string() }),
    `SELECT round(l.annual_salary / 12.0)::bigint AS amount,
            'service record: ' || l.position_title || ', from ' || to_char(l.date_from, 'MM/DD/YYYY') || ' (annual ' || to_char(l.annual_salary / 100.0, 'FM999,999,990.00') || ')' AS source
       FROM service_record_lines l WHERE l.personnel_id = $1 AND l.annual_salary IS NOT NULL AND l.date_from <= $2::date
     UNION ALL
     SELECT pl.basic AS amount, 'payroll of ' || r.month || ' (paid)' AS source
       FROM payroll_lines pl JOIN payroll_runs r ON r.id = pl.run_id
      WHERE pl.personnel_id = $1 AND r.status = 'paid' AND r.kind = 'regular' AND pl.lwop = 0
     ORDER BY amount DESC LIMIT 1`,
    [personnelId, date],
  );
}

/** The name of an account (who prepared a computation). */
export async function accountName(db: Queryable, userId: number): Promise<string | null> {
  const row = await queryOne(db, z.object({ name: z.string() }), `SELECT name FROM users WHERE id = $1`, [userId]);
  return row?.name ?? null;
}

export async function accountOf(db: Queryable, personnelId: number) {
  return queryOne<{ id: number; is_active: boolean }>(db, `SELECT id, is_active FROM users WHERE personnel_id = $1`, [personnelId]);
}

/** What a separation checks of the person. */
export type PersonnelBasics = {
  id: number;
  is_active: boolean;
  department_id: number | null;
  date_original_appointment: string | null;
  open_line_from: string | null;
};

export async function personnelBasics(db: Queryable, personnelId: number) {
  return queryOne<PersonnelBasics>(
    db,
    `SELECT p.id, p.is_active, p.department_id, p.date_original_appointment::text,
            (SELECT min(date_from)::text FROM service_record_lines l WHERE l.personnel_id = p.id AND l.date_to IS NULL) AS open_line_from
       FROM personnel p WHERE p.id = $1`,
    [personnelId],
  );
}
