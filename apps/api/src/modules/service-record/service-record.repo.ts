import { and, eq, isNull, sql } from 'drizzle-orm';
import { serviceRecordLines, type Queryable } from '@hris/db';
import { ZServiceRecordLineRow, type TServiceRecordLine, type TServiceRecordLineBody } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// pg answers bigint and numeric as strings; salaries and LWOP days fit a double exactly.
const SELECT = `
  SELECT id, appointment_id, date_from::text, date_to::text, position_title, appointment_status,
         annual_salary::float8 AS annual_salary, office, branch, lwop_days::float8 AS lwop_days,
         separation_date::text, separation_cause, remarks
    FROM service_record_lines`;

/** Every line of one person's service record, oldest first. */
export async function linesOf(db: Queryable, personnelId: number): Promise<TServiceRecordLine[]> {
  return query(db, ZServiceRecordLineRow, `${SELECT} WHERE personnel_id = $1 ORDER BY date_from, id`, [personnelId]);
}

export async function findLine(db: Queryable, personnelId: number, lineId: number): Promise<TServiceRecordLine | null> {
  return queryOne(db, ZServiceRecordLineRow, `${SELECT} WHERE personnel_id = $1 AND id = $2`, [personnelId, lineId]);
}

/** The line still running (no end date), if any. */
export async function openLineOf(db: Queryable, personnelId: number) {
  const [row] = await db
    .select({ id: serviceRecordLines.id, dateFrom: serviceRecordLines.dateFrom })
    .from(serviceRecordLines)
    .where(and(eq(serviceRecordLines.personnelId, personnelId), isNull(serviceRecordLines.dateTo)))
    .orderBy(serviceRecordLines.dateFrom)
    .limit(1);
  return row ?? null;
}

/** Ends the running line (a new appointment starts the next day). */
export async function closeOpenLine(db: Queryable, personnelId: number, dateTo: string) {
  await db
    .update(serviceRecordLines)
    .set({ dateTo, updatedAt: sql`now()` })
    .where(and(eq(serviceRecordLines.personnelId, personnelId), isNull(serviceRecordLines.dateTo)));
}

/** The last line of the service record gets the separation: its end, date and cause. */
export async function recordSeparationOnLastLine(tx: Queryable, personnelId: number, effectiveDate: string, cause: string) {
  await execute(
    tx,
    `UPDATE service_record_lines SET
            date_to = coalesce(date_to, greatest(date_from, ($2::date - 1))),
            separation_date = $2::date, separation_cause = $3, updated_at = now()
      WHERE id = (SELECT id FROM service_record_lines WHERE personnel_id = $1 ORDER BY date_from DESC, id DESC LIMIT 1)`,
    [personnelId, effectiveDate, cause],
  );
}

const columns = (b: TServiceRecordLineBody) => ({
  dateFrom: b.date_from,
  dateTo: b.date_to ?? null,
  positionTitle: b.position_title,
  appointmentStatus: b.appointment_status || null,
  annualSalary: b.annual_salary ?? null,
  office: b.office || null,
  branch: b.branch || null,
  lwopDays: b.lwop_days == null ? null : String(b.lwop_days),
  separationDate: b.separation_date ?? null,
  separationCause: b.separation_cause || null,
  remarks: b.remarks || null,
});

export async function insertLines(
  db: Queryable,
  personnelId: number,
  lines: (TServiceRecordLineBody & { appointment_id?: number | null })[],
): Promise<number[]> {
  if (!lines.length) return [];
  const rows = await db
    .insert(serviceRecordLines)
    .values(lines.map((l) => ({ ...columns(l), personnelId, appointmentId: l.appointment_id ?? null })))
    .returning({ id: serviceRecordLines.id });
  return rows.map((r) => r.id);
}

export async function updateLine(db: Queryable, personnelId: number, lineId: number, body: TServiceRecordLineBody) {
  await db
    .update(serviceRecordLines)
    .set({ ...columns(body), updatedAt: sql`now()` })
    .where(and(eq(serviceRecordLines.personnelId, personnelId), eq(serviceRecordLines.id, lineId)));
}

export async function deleteLine(db: Queryable, personnelId: number, lineId: number) {
  await db.delete(serviceRecordLines).where(and(eq(serviceRecordLines.personnelId, personnelId), eq(serviceRecordLines.id, lineId)));
}

/** Who a service record is about, for its heading and the printout. */
export type RecordPerson = {
  id: number;
  idno: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  name_extension: string | null;
  fullname: string;
  is_active: boolean;
  campus_id: number;
  campus_name: string;
  department_name: string | null;
  department_acronym: string | null;
};

/** Who the record is about, for its heading and the printout. */
export async function personOf(db: Queryable, personnelId: number) {
  return queryOne<RecordPerson>(
    db,
    `SELECT p.id, p.idno, p.first_name, p.middle_name, p.last_name, p.name_extension,
            concat_ws(' ', p.first_name, CASE WHEN coalesce(p.middle_name, '') = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension) AS fullname,
            p.is_active, p.campus_id, c.name AS campus_name,
            d.fullname AS department_name, d.acronym AS department_acronym
       FROM personnel p
       JOIN campuses c ON c.id = p.campus_id
       LEFT JOIN departments d ON d.id = p.department_id
      WHERE p.id = $1`,
    [personnelId],
  );
}
