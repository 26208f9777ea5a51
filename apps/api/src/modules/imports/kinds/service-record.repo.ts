import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { execute, query } from '../../../lib/query';
import type { BatchRecord } from './kind';

// The service-record lines an import writes (issue 41): every line on file read once per file (the overlaps are
// checked against them), written with unnest, put back by the undo.

const ZLine = z.object({
  id: z.number().int(),
  personnel_id: z.number().int(),
  appointment_id: z.number().int().nullable(),
  date_from: z.string(),
  date_to: z.string().nullable(),
  position_title: z.string(),
  appointment_status: z.string().nullable(),
  annual_salary: z.number().nullable(),
  office: z.string().nullable(),
  branch: z.string().nullable(),
  lwop_days: z.number().nullable(),
  separation_date: z.string().nullable(),
  separation_cause: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type LineOnFile = z.infer<typeof ZLine>;
export type NewLine = Omit<LineOnFile, 'id' | 'appointment_id'>;

/** The columns a line's import writes, as the undo puts them back. */
export const LINE_COLUMNS = [
  'personnel_id',
  'date_from',
  'date_to',
  'position_title',
  'appointment_status',
  'annual_salary',
  'office',
  'branch',
  'lwop_days',
  'separation_date',
  'separation_cause',
  'remarks',
] as const;

// pg answers bigint and numeric as strings; salaries and LWOP days fit a double exactly.
export function linesOnFile(db: Queryable): Promise<LineOnFile[]> {
  return query(
    db,
    ZLine,
    `SELECT id, personnel_id, appointment_id, date_from::text, date_to::text, position_title, appointment_status,
            annual_salary::float8 AS annual_salary, office, branch, lwop_days::float8 AS lwop_days, separation_date::text, separation_cause, remarks
       FROM service_record_lines ORDER BY personnel_id, date_from, id`,
  );
}

const TYPES = ['int', 'date', 'date', 'varchar', 'varchar', 'bigint', 'varchar', 'varchar', 'numeric', 'date', 'varchar', 'text'];
const arrays = (from: number) => LINE_COLUMNS.map((_, i) => `$${i + from}::${TYPES[i]}[]`).join(', ');
const values = (rows: NewLine[]) => LINE_COLUMNS.map((c) => rows.map((r) => r[c]));

/** A line's key in a file: one line a person starts on a day. */
export const lineKey = (personnelId: number, dateFrom: string) => `${personnelId}|${dateFrom}`;

/** The new lines in one statement; answers their ids by lineKey. */
export async function insertLines(tx: Queryable, rows: NewLine[]): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  const made = await query<{ id: number; personnel_id: number; date_from: string }>(
    tx,
    `INSERT INTO service_record_lines (${LINE_COLUMNS.join(', ')}) SELECT * FROM unnest(${arrays(1)})
     RETURNING id, personnel_id, date_from::text`,
    values(rows),
  );
  return new Map(made.map((m) => [lineKey(m.personnel_id, m.date_from), m.id]));
}

export async function updateLines(tx: Queryable, rows: (NewLine & { id: number })[]): Promise<void> {
  if (!rows.length) return;
  await execute(
    tx,
    `UPDATE service_record_lines l SET ${LINE_COLUMNS.map((c) => `${c} = u.${c}`).join(', ')}, updated_at = now()
       FROM unnest($1::int[], ${arrays(2)}) AS u(id, ${LINE_COLUMNS.join(', ')})
      WHERE l.id = u.id`,
    [rows.map((r) => r.id), ...values(rows)],
  );
}

/** The first line of `ids` changed after the import (by hand, an appointment closing it, a separation), with whose it is. */
export async function changedSince(db: Queryable, ids: number[], since: string) {
  if (!ids.length) return null;
  const rows = await query<{ date_from: string; name: string }>(
    db,
    `SELECT l.date_from::text, upper(p.last_name) || ', ' || p.first_name || coalesce(' (' || p.idno || ')', '') AS name
       FROM service_record_lines l JOIN personnel p ON p.id = l.personnel_id
      WHERE l.id = ANY($1::int[]) AND l.updated_at > $2::timestamptz + interval '1 second' ORDER BY l.personnel_id, l.date_from LIMIT 1`,
    [ids, since],
  );
  return rows[0] ?? null;
}

/** Lines changed get their columns back; lines made are deleted. */
export async function undoRecords(tx: Queryable, records: BatchRecord[]): Promise<void> {
  const changed = records.filter((r) => r.before);
  if (changed.length)
    await updateLines(
      tx,
      changed.map((r) => ({ id: r.entityId, ...(Object.fromEntries(LINE_COLUMNS.map((c) => [c, r.before![c] ?? null])) as NewLine) })),
    );
  await execute(tx, `DELETE FROM service_record_lines WHERE id = ANY($1::int[])`, [records.filter((r) => !r.before).map((r) => r.entityId)]);
}
