import type { Queryable } from '@hris/db';
import { z } from 'zod';
import { execute, query } from '../../../lib/query';
import type { BatchRecord } from './kind';

// SQL of the personnel masterlist import: what a file's rows are checked against (read once, whatever the number of
// rows), the records written in a few statements, and the undo.

export const ZOnFile = z.object({
  id: z.number().int(),
  idno: z.string().nullable(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  name_extension: z.string().nullable(),
  campus_id: z.number().int(),
  department_id: z.number().int().nullable(),
  position_id: z.number().int().nullable(),
  appointment_status_id: z.number().int().nullable(),
  employment_kind: z.string(),
  salary_step: z.number().int(),
  part_time: z.boolean(),
  date_original_appointment: z.string().nullable(),
  date_last_promotion: z.string().nullable(),
  is_active: z.boolean(),
  birth_date: z.string().nullable(),
  pds_entry_id: z.number().int().nullable(),
  pds_personal: z.record(z.string(), z.unknown()).nullable(),
  account_email: z.string().nullable(),
  item_id: z.number().int().nullable(),
});
export type OnFile = z.infer<typeof ZOnFile>;

/** The columns of a personnel row the import writes, as the undo puts them back. */
export const PERSONNEL_COLUMNS = [
  'idno',
  'first_name',
  'middle_name',
  'last_name',
  'name_extension',
  'campus_id',
  'department_id',
  'position_id',
  'appointment_status_id',
  'employment_kind',
  'salary_step',
  'part_time',
  'date_original_appointment',
  'date_last_promotion',
] as const;

/** Everyone on file with what the masterlist may change, their birth date and government numbers from the PDS. */
export async function everyoneOnFile(db: Queryable): Promise<OnFile[]> {
  return query(
    db,
    ZOnFile,
    `SELECT p.id, p.idno, p.first_name, p.middle_name, p.last_name, p.name_extension, p.campus_id, p.department_id, p.position_id,
            p.appointment_status_id, p.employment_kind, p.salary_step, p.part_time, p.date_original_appointment::text,
            p.date_last_promotion::text, p.is_active, NULLIF(e.data->>'birth_date', '') AS birth_date, e.id AS pds_entry_id,
            e.data AS pds_personal, u.email AS account_email, i.id AS item_id
       FROM personnel p
       LEFT JOIN LATERAL (SELECT x.id, x.data FROM pds_entries x WHERE x.personnel_id = p.id AND x.section = 'personal' ORDER BY x.id LIMIT 1) e ON true
       LEFT JOIN LATERAL (SELECT a.email FROM users a WHERE a.personnel_id = p.id ORDER BY a.id LIMIT 1) u ON true
       LEFT JOIN plantilla_items i ON i.incumbent_personnel_id = p.id`,
  );
}

export const ZItem = z.object({
  id: z.number().int(),
  item_no: z.string(),
  salary_grade: z.number().int(),
  status: z.string(),
  incumbent_personnel_id: z.number().int().nullable(),
  incumbent: z.string().nullable(),
  filled_on: z.string().nullable(),
});

export async function plantillaItems(db: Queryable) {
  return query(
    db,
    ZItem,
    `SELECT i.id, i.item_no, i.salary_grade::int, i.status, i.incumbent_personnel_id, i.filled_on::text,
            CASE WHEN p.id IS NULL THEN NULL ELSE p.last_name || ', ' || p.first_name END AS incumbent
       FROM plantilla_items i LEFT JOIN personnel p ON p.id = i.incumbent_personnel_id`,
  );
}

export async function accountEmails(db: Queryable): Promise<Map<string, number | null>> {
  const rows = await query<{ email: string; personnel_id: number | null }>(db, `SELECT lower(email) AS email, personnel_id FROM users`);
  return new Map(rows.map((r) => [r.email, r.personnel_id]));
}

export type NewPerson = {
  idno: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  name_extension: string | null;
  campus_id: number;
  department_id: number;
  position_id: number | null;
  appointment_status_id: number | null;
  employment_kind: string;
  salary_step: number;
  part_time: boolean;
  date_original_appointment: string | null;
  date_last_promotion: string | null;
};

const col = <K extends keyof NewPerson>(rows: NewPerson[], key: K) => rows.map((r) => r[key]);

/** Inserts the new people in one statement; answers their ids by employee number. */
export async function insertPeople(tx: Queryable, rows: NewPerson[]): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  const made = await query<{ id: number; idno: string }>(
    tx,
    `INSERT INTO personnel (idno, first_name, middle_name, last_name, name_extension, campus_id, department_id, position_id,
                            appointment_status_id, employment_kind, salary_step, part_time, date_original_appointment, date_last_promotion)
     SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::int[], $7::int[], $8::int[],
                          $9::int[], $10::varchar[], $11::int[], $12::boolean[], $13::date[], $14::date[])
     RETURNING id, idno`,
    [
      col(rows, 'idno'),
      col(rows, 'first_name'),
      col(rows, 'middle_name'),
      col(rows, 'last_name'),
      col(rows, 'name_extension'),
      col(rows, 'campus_id'),
      col(rows, 'department_id'),
      col(rows, 'position_id'),
      col(rows, 'appointment_status_id'),
      col(rows, 'employment_kind'),
      col(rows, 'salary_step'),
      col(rows, 'part_time'),
      col(rows, 'date_original_appointment'),
      col(rows, 'date_last_promotion'),
    ],
  );
  return new Map(made.map((m) => [m.idno, m.id]));
}

/** Sets the columns of people on file (only the ones each row changes are different; the rest are written as they are). */
export async function updatePeople(tx: Queryable, rows: (NewPerson & { id: number })[]): Promise<void> {
  if (!rows.length) return;
  await execute(
    tx,
    `UPDATE personnel p SET idno = u.idno, first_name = u.first_name, middle_name = u.middle_name, last_name = u.last_name,
            name_extension = u.name_extension, campus_id = u.campus_id, department_id = u.department_id, position_id = u.position_id,
            appointment_status_id = u.appointment_status_id, employment_kind = u.employment_kind, salary_step = u.salary_step,
            part_time = u.part_time, date_original_appointment = u.date_original_appointment, date_last_promotion = u.date_last_promotion,
            updated_at = now()
       FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::int[], $8::int[], $9::int[],
                   $10::int[], $11::varchar[], $12::int[], $13::boolean[], $14::date[], $15::date[])
            AS u(id, idno, first_name, middle_name, last_name, name_extension, campus_id, department_id, position_id,
                 appointment_status_id, employment_kind, salary_step, part_time, date_original_appointment, date_last_promotion)
      WHERE p.id = u.id`,
    [
      rows.map((r) => r.id),
      col(rows, 'idno'),
      col(rows, 'first_name'),
      col(rows, 'middle_name'),
      col(rows, 'last_name'),
      col(rows, 'name_extension'),
      col(rows, 'campus_id'),
      col(rows, 'department_id'),
      col(rows, 'position_id'),
      col(rows, 'appointment_status_id'),
      col(rows, 'employment_kind'),
      col(rows, 'salary_step'),
      col(rows, 'part_time'),
      col(rows, 'date_original_appointment'),
      col(rows, 'date_last_promotion'),
    ],
  );
}

/** New PDS personal-information entries; answers their ids by person. */
export async function insertPersonalEntries(tx: Queryable, rows: { personnelId: number; data: Record<string, unknown> }[]): Promise<Map<number, number>> {
  if (!rows.length) return new Map();
  const made = await query<{ id: number; personnel_id: number }>(
    tx,
    `INSERT INTO pds_entries (personnel_id, section, data)
     SELECT u.pid, 'personal', u.data FROM unnest($1::int[], $2::jsonb[]) AS u(pid, data) RETURNING id, personnel_id`,
    [rows.map((r) => r.personnelId), rows.map((r) => JSON.stringify(r.data))],
  );
  return new Map(made.map((m) => [m.personnel_id, m.id]));
}

export async function setEntryData(tx: Queryable, rows: { id: number; data: Record<string, unknown> }[]): Promise<void> {
  if (!rows.length) return;
  await execute(tx, `UPDATE pds_entries e SET data = u.data, updated_at = now() FROM unnest($1::int[], $2::jsonb[]) AS u(id, data) WHERE e.id = u.id`, [
    rows.map((r) => r.id),
    rows.map((r) => JSON.stringify(r.data)),
  ]);
}

/** Gives each item its incumbent (filled on the day given). */
export async function fillItems(tx: Queryable, rows: { itemId: number; personnelId: number; filledOn: string }[]): Promise<void> {
  if (!rows.length) return;
  await execute(
    tx,
    `UPDATE plantilla_items i SET status = 'filled', incumbent_personnel_id = u.pid, filled_on = u.filled_on, updated_at = now()
       FROM unnest($1::int[], $2::int[], $3::date[]) AS u(id, pid, filled_on) WHERE i.id = u.id`,
    [rows.map((r) => r.itemId), rows.map((r) => r.personnelId), rows.map((r) => r.filledOn)],
  );
}

// ── The undo ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Tables that hold what the product keeps FOR a person by itself (caches the jobs rebuild, the records this import made):
 * a row there does not mean the person was used.
 */
const NOT_USE = new Set(['pds_entries', 'plantilla_items', 'users', 'leave_balances', 'leave_ledger_months', 'leave_stale_months', 'attendance_month_totals']);

/**
 * The first person of `ids` something else refers to (a time log, a leave application, a payroll line, an appointment…),
 * with the table's name, found through every foreign key to personnel the database has — so a table added later counts
 * without this list knowing it — and whether any of their accounts has signed in.
 */
export async function firstUsed(db: Queryable, ids: number[]): Promise<{ personnel_id: number; what: string } | null> {
  if (!ids.length) return null;
  const refs = await query<{ tbl: string; col: string }>(
    db,
    `SELECT c.conrelid::regclass::text AS tbl, a.attname AS col
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'personnel'::regclass AND array_length(c.conkey, 1) = 1
      ORDER BY 1, 2`,
  );
  const checks = refs
    .filter((r) => !NOT_USE.has(r.tbl.replace(/^public\./, '').replace(/"/g, '')))
    .map((r) => `(SELECT ${quoteIdent(r.col)} AS personnel_id, ${literal(r.tbl)} AS what FROM ${r.tbl} WHERE ${quoteIdent(r.col)} = ANY($1::int[]) LIMIT 1)`);
  checks.push(`(SELECT u.personnel_id, 'sessions' AS what FROM users u WHERE u.personnel_id = ANY($1::int[]) AND u.password_hash IS NOT NULL LIMIT 1)`);
  const rows = await query<{ personnel_id: number; what: string }>(db, `${checks.join(' UNION ALL ')} LIMIT 1`, [ids]);
  return rows[0] ?? null;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** People of `ids` changed after the import (by someone else, or by a later import). */
export async function changedSince(db: Queryable, ids: number[], since: string): Promise<number | null> {
  if (!ids.length) return null;
  const rows = await query<{ id: number }>(
    db,
    `SELECT id FROM personnel WHERE id = ANY($1::int[]) AND updated_at > $2::timestamptz + interval '1 second' LIMIT 1`,
    [ids, since],
  );
  return rows[0]?.id ?? null;
}

export async function nameOf(db: Queryable, id: number): Promise<string> {
  const rows = await query<{ name: string }>(
    db,
    `SELECT upper(last_name) || ', ' || first_name || coalesce(' (' || idno || ')', '') AS name FROM personnel WHERE id = $1`,
    [id],
  );
  return rows[0]?.name ?? `record ${id}`;
}

/** Undoes the records: accounts and entries made are deleted, rows changed get their columns back, people made go last. */
export async function undoRecords(tx: Queryable, records: BatchRecord[]): Promise<void> {
  const made = (entity: string) => records.filter((r) => r.entity === entity && !r.before).map((r) => r.entityId);
  const changed = (entity: string) => records.filter((r) => r.entity === entity && r.before);
  await execute(tx, `DELETE FROM users WHERE id = ANY($1::int[])`, [made('users')]);
  await execute(tx, `DELETE FROM pds_entries WHERE id = ANY($1::int[])`, [made('pds_entries')]);
  // Each changed row gets its columns back in one statement per table, whatever the number of rows.
  const back = (entity: string) => {
    const rows = changed(entity);
    return [rows.map((r) => r.entityId), rows.map((r) => JSON.stringify(r.before))];
  };
  await execute(
    tx,
    `UPDATE pds_entries e SET data = u.before->'data', updated_at = now() FROM unnest($1::int[], $2::jsonb[]) AS u(id, before) WHERE e.id = u.id`,
    back('pds_entries'),
  );
  await execute(
    tx,
    `UPDATE plantilla_items i SET status = b.status, incumbent_personnel_id = b.incumbent_personnel_id, filled_on = b.filled_on, updated_at = now()
       FROM unnest($1::int[], $2::jsonb[]) AS u(id, before), jsonb_populate_record(NULL::plantilla_items, u.before) b
      WHERE i.id = u.id`,
    back('plantilla_items'),
  );
  await execute(
    tx,
    `UPDATE personnel p SET ${PERSONNEL_COLUMNS.map((c) => `${c} = b.${c}`).join(', ')}, updated_at = now()
       FROM unnest($1::int[], $2::jsonb[]) AS u(id, before), jsonb_populate_record(NULL::personnel, u.before) b
      WHERE p.id = u.id`,
    back('personnel'),
  );
  await execute(tx, `DELETE FROM personnel WHERE id = ANY($1::int[])`, [made('personnel')]);
}
