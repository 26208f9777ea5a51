import type { Queryable } from '@hris/db';
import { z } from 'zod';
import { ZPdsSubmissionListItem, type TPds, type TPdsSection, type TPdsSubmissionListItem } from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';

// The only place that queries the PDS tables (pds_entries, pds_attachments, uploads, pds_submissions).

export type EntryRow = { id: number; personnel_id: number; section: string; data: Record<string, unknown>; files_count: number };
export type SubmissionRow = {
  id: number;
  personnel_id: number;
  status: 'submitted' | 'verified' | 'returned';
  snapshot: TPds;
  changed_sections: TPdsSection[];
  remarks: string | null;
  submitted_at: string;
  decided_at: string | null;
  submitted_by_user_id: number | null;
  decided_by_user_id: number | null;
};

const FULLNAME = `concat_ws(' ', p.first_name, CASE WHEN p.middle_name IS NULL OR p.middle_name = '' THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension)`;

export type PersonnelNamesRow = {
  id: number;
  idno: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  name_extension: string | null;
  fullname: string;
};

export async function personnelNames(db: Queryable, personnelId: number): Promise<PersonnelNamesRow | null> {
  return queryOne<PersonnelNamesRow>(
    db,
    `SELECT p.id, p.idno, p.first_name, p.middle_name, p.last_name, p.name_extension, ${FULLNAME} AS fullname FROM personnel p WHERE p.id = $1`,
    [personnelId],
  );
}

export async function entriesOf(db: Queryable, personnelId: number): Promise<EntryRow[]> {
  return query<EntryRow>(
    db,
    `SELECT e.id, e.personnel_id, e.section, e.data, (SELECT count(*)::int FROM pds_attachments a WHERE a.entry_id = e.id) AS files_count
       FROM pds_entries e WHERE e.personnel_id = $1 ORDER BY e.id`,
    [personnelId],
  );
}

export async function findEntry(db: Queryable, id: number): Promise<EntryRow | null> {
  return queryOne<EntryRow>(db, `SELECT id, personnel_id, section, data, 0 AS files_count FROM pds_entries WHERE id = $1`, [id]);
}

/** A one-off section (personal information…) has one row per person (unique index, migration 0009). */
export async function saveSingle(db: Queryable, personnelId: number, section: string, data: unknown): Promise<void> {
  await execute(
    db,
    `INSERT INTO pds_entries (personnel_id, section, data) VALUES ($1, $2, $3)
     ON CONFLICT (personnel_id, section) WHERE section IN ('personal', 'family', 'questions', 'references', 'government_id')
     DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
    [personnelId, section, data],
  );
}

export async function insertEntry(db: Queryable, personnelId: number, section: string, data: unknown): Promise<number> {
  const row = await queryOne<{ id: number }>(db, `INSERT INTO pds_entries (personnel_id, section, data) VALUES ($1, $2, $3) RETURNING id`, [
    personnelId,
    section,
    data,
  ]);
  return row!.id;
}

export async function updateEntry(db: Queryable, id: number, data: unknown): Promise<void> {
  await execute(db, `UPDATE pds_entries SET data = $2, updated_at = now() WHERE id = $1`, [id, data]);
}

/** Removes an entry and answers the storage keys of its files, which the caller deletes from storage. */
export async function deleteEntry(db: Queryable, id: number): Promise<string[]> {
  const rows = await query<{ storage_key: string }>(db, `SELECT storage_key FROM pds_attachments WHERE entry_id = $1`, [id]);
  await execute(db, `DELETE FROM pds_entries WHERE id = $1`, [id]);
  return rows.map((r) => r.storage_key);
}

/** The name of a reference list's entry (a civil status, a blood type, a country), or null. */
export async function nameIn(db: Queryable, table: 'civil_statuses' | 'blood_types' | 'countries', id: number): Promise<string | null> {
  return (await queryOne<{ name: string }>(db, `SELECT name FROM ${table} WHERE id = $1`, [id]))?.name ?? null;
}

export async function referenceExists(db: Queryable, table: string, id: number): Promise<boolean> {
  return (await execute(db, `SELECT 1 FROM ${table} WHERE id = $1`, [id])) > 0;
}

// Uploads and attachments

/** Marks the caller's own unclaimed upload as used and answers it; null when it is not theirs or already used. */
export { claimUpload } from '../../lib/uploads';

/** Unclaimed uploads older than a day (before `now`): their rows go and their keys are answered for storage removal. */
export async function sweepUploads(db: Queryable, now: Date): Promise<string[]> {
  const rows = await query<{ storage_key: string }>(
    db,
    `DELETE FROM uploads WHERE claimed_at IS NULL AND created_at < $1::timestamptz - interval '1 day' RETURNING storage_key`,
    [now],
  );
  return rows.map((r) => r.storage_key);
}

export async function insertAttachment(
  db: Queryable,
  a: { entryId: number; key: string; fileName: string; size: number; userId: number },
): Promise<AttachmentRow> {
  const [row] = await query<AttachmentRow>(
    db,
    `INSERT INTO pds_attachments (entry_id, storage_key, file_name, size_bytes, uploaded_by_user_id) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, entry_id, storage_key, file_name, size_bytes, created_at`,
    [a.entryId, a.key, a.fileName, a.size, a.userId],
  );
  return row!;
}

export type AttachmentRow = { id: number; entry_id: number; storage_key: string; file_name: string; size_bytes: number; created_at: string };

export async function attachmentsOf(db: Queryable, entryId: number): Promise<AttachmentRow[]> {
  return query<AttachmentRow>(db, `SELECT id, entry_id, storage_key, file_name, size_bytes, created_at FROM pds_attachments WHERE entry_id = $1 ORDER BY id`, [
    entryId,
  ]);
}

export async function countAttachments(db: Queryable, entryId: number): Promise<number> {
  const row = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM pds_attachments WHERE entry_id = $1`, [entryId]);
  return row?.n ?? 0;
}

export async function findAttachment(db: Queryable, id: number): Promise<(AttachmentRow & { personnel_id: number; section: string }) | null> {
  return queryOne<AttachmentRow & { personnel_id: number; section: string }>(
    db,
    `SELECT a.id, a.entry_id, a.storage_key, a.file_name, a.size_bytes, a.created_at, e.personnel_id, e.section
       FROM pds_attachments a JOIN pds_entries e ON e.id = a.entry_id WHERE a.id = $1`,
    [id],
  );
}

export async function deleteAttachment(db: Queryable, id: number): Promise<void> {
  await execute(db, `DELETE FROM pds_attachments WHERE id = $1`, [id]);
}

// Submissions (PDS checking)

const SUBMISSION = `id, personnel_id, status, snapshot, changed_sections, remarks, submitted_at, decided_at, submitted_by_user_id, decided_by_user_id`;

export async function lastSubmission(db: Queryable, personnelId: number): Promise<SubmissionRow | null> {
  return queryOne<SubmissionRow>(db, `SELECT ${SUBMISSION} FROM pds_submissions WHERE personnel_id = $1 ORDER BY id DESC LIMIT 1`, [personnelId]);
}

/** The last verified copy (before submission `beforeId`, when given). */
export async function lastVerified(db: Queryable, personnelId: number, beforeId?: number): Promise<SubmissionRow | null> {
  return queryOne<SubmissionRow>(
    db,
    `SELECT ${SUBMISSION} FROM pds_submissions WHERE personnel_id = $1 AND status = 'verified' AND ($2::int IS NULL OR id < $2) ORDER BY id DESC LIMIT 1`,
    [personnelId, beforeId ?? null],
  );
}

export async function findSubmission(db: Queryable, id: number): Promise<SubmissionRow | null> {
  return queryOne<SubmissionRow>(db, `SELECT ${SUBMISSION} FROM pds_submissions WHERE id = $1`, [id]);
}

export async function insertSubmission(db: Queryable, s: { personnelId: number; snapshot: unknown; changed: string[]; userId: number }): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO pds_submissions (personnel_id, snapshot, changed_sections, submitted_by_user_id) VALUES ($1, $2, $3, $4) RETURNING id`,
    [s.personnelId, s.snapshot, JSON.stringify(s.changed), s.userId],
  );
  return row!.id;
}

/** A PDS sent again before HR looked at it replaces the waiting copy. */
export async function replaceWaitingSubmission(
  db: Queryable,
  id: number,
  s: { snapshot: unknown; changed: string[]; userId: number; now: Date },
): Promise<void> {
  await execute(
    db,
    `UPDATE pds_submissions SET snapshot = $2, changed_sections = $3, submitted_by_user_id = $4, submitted_at = $5 WHERE id = $1 AND status = 'submitted'`,
    [id, s.snapshot, JSON.stringify(s.changed), s.userId, s.now],
  );
}

/** Decides a waiting submission; false when someone else decided it first. */
export async function decideSubmission(
  db: Queryable,
  id: number,
  d: { status: 'verified' | 'returned'; remarks: string | null; userId: number; now: Date },
): Promise<boolean> {
  const count = await execute(
    db,
    `UPDATE pds_submissions SET status = $2, remarks = $3, decided_by_user_id = $4, decided_at = $5 WHERE id = $1 AND status = 'submitted'`,
    [id, d.status, d.remarks, d.userId, d.now],
  );
  return count > 0;
}

export async function listSubmissions(
  db: Queryable,
  f: { status: string; term?: string; page: number; perPage: number },
): Promise<{ rows: TPdsSubmissionListItem[]; total: number }> {
  const params: unknown[] = [f.status];
  let where = `s.status = $1`;
  if (f.term) {
    params.push(`%${f.term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where += ` AND (lower(p.first_name || ' ' || coalesce(p.middle_name, '') || ' ' || p.last_name) LIKE $2 OR lower(coalesce(p.idno, '')) LIKE $2)`;
  }
  // The waiting queue is worked oldest first; decided ones are looked up newest first.
  const order = f.status === 'submitted' ? 's.submitted_at ASC' : 's.decided_at DESC';
  const rows = await query(
    db,
    ZPdsSubmissionListItem.extend({ total: z.number().int() }),
    `SELECT s.id, s.status, s.submitted_at, s.decided_at, s.remarks, s.changed_sections,
            json_build_object('id', p.id, 'idno', p.idno, 'fullname', ${FULLNAME},
              'department', CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'acronym', d.acronym, 'fullname', d.fullname) END,
              'campus', json_build_object('id', c.id, 'acronym', c.acronym)) AS personnel,
            count(*) OVER ()::int AS total
       FROM pds_submissions s
       JOIN personnel p ON p.id = s.personnel_id
       JOIN campuses c ON c.id = p.campus_id
       LEFT JOIN departments d ON d.id = p.department_id
      WHERE ${where}
      ORDER BY ${order}, s.id
      LIMIT ${f.perPage} OFFSET ${(f.page - 1) * f.perPage}`,
    params,
  );
  return { rows: rows.map(({ total: _total, ...r }) => r), total: rows[0]?.total ?? 0 };
}

/** Signed-in users who check PDSs (the PDS-CHECKING view), to tell them a PDS is waiting. */
export async function checkerUserIds(db: Queryable): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    `SELECT DISTINCT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN role_views rv ON rv.role_id = ur.role_id
      WHERE rv.view = 'PDS-CHECKING' AND u.is_active LIMIT 100`,
  );
  return rows.map((r) => r.id);
}

/** The lists a workbook's words are matched against (civil status, blood type, country). */
export async function lookupLists(db: Queryable): Promise<Record<'civilStatuses' | 'bloodTypes' | 'countries', { id: number; name: string }[]>> {
  const [civilStatuses, bloodTypes, countries] = await Promise.all(
    (['civil_statuses', 'blood_types', 'countries'] as const).map((table) => query<{ id: number; name: string }>(db, `SELECT id, name FROM ${table}`)),
  );
  return { civilStatuses: civilStatuses!, bloodTypes: bloodTypes!, countries: countries! };
}

// HR's zip of PDS workbooks (issue 41)

export type NamedPerson = { id: number; idno: string | null; fullname: string; surname: string; first_name: string; birth_date: string | null };

/** The people with these surnames and first names (compared without case or extra spaces), with the PDS's date of birth. */
export async function peopleNamed(db: Queryable, names: { surname: string; first: string }[]): Promise<NamedPerson[]> {
  if (!names.length) return [];
  const norm = (column: string) => `lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g'))`;
  return query<NamedPerson>(
    db,
    `SELECT p.id, p.idno, ${FULLNAME} AS fullname, ${norm('p.last_name')} AS surname, ${norm('p.first_name')} AS first_name,
            nullif(e.data->>'birth_date', '') AS birth_date
       FROM personnel p
       LEFT JOIN pds_entries e ON e.personnel_id = p.id AND e.section = 'personal'
      WHERE (${norm('p.last_name')}, ${norm('p.first_name')}) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
    [names.map((n) => n.surname), names.map((n) => n.first)],
  );
}

/** Several entries of one person in one statement, answering their ids in the order given. */
export async function insertEntries(db: Queryable, personnelId: number, entries: { section: string; data: unknown }[]): Promise<number[]> {
  if (!entries.length) return [];
  const rows = await query<{ id: number }>(
    db,
    `INSERT INTO pds_entries (personnel_id, section, data)
     SELECT $1, e.section, e.data FROM unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS e(section, data, n) ORDER BY e.n RETURNING id`,
    [personnelId, entries.map((e) => e.section), entries.map((e) => JSON.stringify(e.data))],
  );
  return rows.map((r) => r.id);
}

export async function deleteEntries(db: Queryable, ids: number[]): Promise<void> {
  if (ids.length) await execute(db, `DELETE FROM pds_entries WHERE id = ANY($1::int[])`, [ids]);
}

/** How many documents are attached to these entries. */
export async function attachmentsOn(db: Queryable, entryIds: number[]): Promise<number> {
  if (!entryIds.length) return 0;
  const row = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM pds_attachments WHERE entry_id = ANY($1::int[])`, [entryIds]);
  return row?.n ?? 0;
}

export async function deleteSubmissions(db: Queryable, ids: number[]): Promise<void> {
  if (ids.length) await execute(db, `DELETE FROM pds_submissions WHERE id = ANY($1::int[])`, [ids]);
}
