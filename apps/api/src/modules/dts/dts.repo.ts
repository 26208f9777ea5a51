import { z } from 'zod';
import {
  ZDocument,
  ZDocumentLogEntry,
  ZDocumentType,
  ZDtsCounts,
  type TDocument,
  type TDocumentState,
  type TDtsListView,
  type TLogAction,
  WITHHELD_TITLE,
} from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, fullnameSql, prepared, SqlParams } from '../../lib/sql';

// SQL of document tracking. The document's row is where it stands; the log (append-only: migration 0023's trigger)
// is how it got there.

export async function listTypes(db: Queryable) {
  return query(db, ZDocumentType, `SELECT id, name, processing_class, working_days, default_route FROM dts_document_types ORDER BY lower(name)`);
}

export async function findType(db: Queryable, id: number) {
  return queryOne(db, ZDocumentType, `SELECT id, name, processing_class, working_days, default_route FROM dts_document_types WHERE id = $1`, [id]);
}

export async function insertType(db: Queryable, v: { name: string; processingClass: string; workingDays: number; defaultRoute: number[] }) {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO dts_document_types (name, processing_class, working_days, default_route) VALUES ($1, $2, $3, $4) RETURNING id`,
    [v.name, v.processingClass, v.workingDays, v.defaultRoute],
  );
  return row!.id;
}

export async function updateType(db: Queryable, id: number, v: { name: string; processingClass: string; workingDays: number; defaultRoute: number[] }) {
  return execute(
    db,
    `UPDATE dts_document_types SET name = $2, processing_class = $3, working_days = $4, default_route = $5, updated_at = now() WHERE id = $1`,
    [id, v.name, v.processingClass, v.workingDays, v.defaultRoute],
  );
}

/** The offices that exist among `ids` (active or not: a route may name an office since closed). */
export async function existingOffices(db: Queryable, ids: number[]): Promise<number[]> {
  return (await query<{ id: number }>(db, `SELECT id FROM departments WHERE id = ANY($1::int[])`, [ids])).map((r) => r.id);
}

export async function office(db: Queryable, id: number) {
  return queryOne<{ id: number; acronym: string; campus_id: number; campus_name: string; is_active: boolean }>(
    db,
    prepared(
      `SELECT d.id, d.acronym, d.campus_id, c.name AS campus_name, d.is_active FROM departments d JOIN campuses c ON c.id = d.campus_id WHERE d.id = $1`,
      [id],
    ),
  );
}

/**
 * The offices a person acts for, their own department first: it and the units under it, and the departments they
 * head or stand in for (OIC) with theirs.
 */
export async function officesOf(db: Queryable, personnelId: number | null): Promise<number[]> {
  if (personnelId === null) return [];
  const rows = await query<{ id: number }>(
    db,
    prepared(
      `WITH RECURSIVE mine AS (
       SELECT d.id, 0 AS depth FROM departments d
        WHERE d.id = (SELECT department_id FROM personnel WHERE id = $1) OR $1 IN (d.head_personnel_id, d.oic_personnel_id)
       UNION
       SELECT c.id, mine.depth + 1 FROM departments c JOIN mine ON c.parent_id = mine.id WHERE mine.depth < 10
     )
     -- Their own department first: the office the lists open on.
     SELECT id FROM mine GROUP BY id ORDER BY bool_or(id = (SELECT department_id FROM personnel WHERE id = $1)) DESC, id`,
      [personnelId],
    ),
  );
  return rows.map((r) => r.id);
}

/** The whole-day holidays of a campus (and of every campus) from a date on: the working days of a deadline. */
export async function holidaysFrom(db: Queryable, campusId: number, from: string): Promise<Set<string>> {
  const rows = await query<{ date: string }>(
    db,
    prepared(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date FROM holidays
      WHERE date >= $2::date AND date < $2::date + 120 AND part = 'whole' AND (campus_id IS NULL OR campus_id = $1)`,
      [campusId, from],
    ),
  );
  return new Set(rows.map((r) => r.date));
}

/** The next tracking sequence of an office in a year (one row per year and office, taken under its row lock). */
export async function nextSequence(db: Queryable, year: number, officeId: number): Promise<number> {
  const row = await queryOne<{ last: number }>(
    db,
    `INSERT INTO dts_counters (year, office_id, last) VALUES ($1, $2, 1)
     ON CONFLICT (year, office_id) DO UPDATE SET last = dts_counters.last + 1 RETURNING last`,
    [year, officeId],
  );
  return row!.last;
}

export type DocumentInsert = {
  trackingNumber: string;
  title: string;
  documentTypeId: number;
  officeId: number;
  userId: number;
  at: Date;
  confidential: boolean;
  remarks: string | null;
  dueAt: Date;
};

export async function insertDocument(db: Queryable, v: DocumentInsert): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO dts_documents (tracking_number, title, document_type_id, origin_office_id, filed_by_user_id, filed_at, confidential, remarks,
                                state, current_office_id, holder_user_id, since, due_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'received', $4, $5, $6, $9) RETURNING id`,
    [v.trackingNumber, v.title, v.documentTypeId, v.officeId, v.userId, v.at, v.confidential, v.remarks, v.dueAt],
  );
  return row!.id;
}

/** Where a document stands, locked for a move (one move at a time per document). */
export async function lockDocument(db: Queryable, id: number) {
  return queryOne<{
    id: number;
    tracking_number: string;
    state: TDocumentState;
    current_office_id: number;
    from_office_id: number | null;
    origin_office_id: number;
    filed_by_user_id: number;
    since: string;
    title: string;
    confidential: boolean;
    remarks: string | null;
    document_type_id: number;
    type_name: string;
    working_days: number;
  }>(
    db,
    prepared(
      `SELECT d.id, d.tracking_number, d.state, d.current_office_id, d.from_office_id, d.origin_office_id, d.filed_by_user_id, d.since,
              d.title, d.confidential, d.remarks, d.document_type_id, t.name AS type_name, t.working_days
       FROM dts_documents d JOIN dts_document_types t ON t.id = d.document_type_id WHERE d.id = $1 FOR UPDATE OF d`,
      [id],
    ),
  );
}

export async function moveDocument(
  db: Queryable,
  id: number,
  v: { state: TDocumentState; currentOfficeId: number; fromOfficeId: number | null; holderUserId: number | null; since: Date; dueAt: Date | null },
) {
  await execute(
    db,
    prepared(
      `UPDATE dts_documents SET state = $2, current_office_id = $3, from_office_id = $4, holder_user_id = $5, since = $6, due_at = $7,
            overdue_notified_on = NULL WHERE id = $1`,
      [id, v.state, v.currentOfficeId, v.fromOfficeId, v.holderUserId, v.since, v.dueAt],
    ),
  );
}

/** A state change in place (received, on hold, for pick-up, released…): the office and its clock stay. */
export async function setState(db: Queryable, id: number, v: { state: TDocumentState; holderUserId?: number; ended: boolean }) {
  await execute(
    db,
    prepared(
      `UPDATE dts_documents SET state = $2, holder_user_id = coalesce($3, holder_user_id), due_at = CASE WHEN $4 THEN NULL ELSE due_at END WHERE id = $1`,
      [id, v.state, v.holderUserId ?? null, v.ended],
    ),
  );
}

export async function appendLog(
  db: Queryable,
  v: { documentId: number; action: TLogAction; officeId: number; toOfficeId?: number | null; userId: number; remarks?: string | null; at: Date },
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    prepared(
      `INSERT INTO dts_document_log (document_id, action, office_id, to_office_id, actor_user_id, remarks, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::int`,
      [v.documentId, v.action, v.officeId, v.toOfficeId ?? null, v.userId, v.remarks ?? null, v.at],
    ),
  );
  return row!.id;
}

export async function insertAttachment(db: Queryable, v: { logId: number; documentId: number; key: string; fileName: string }) {
  await execute(db, `INSERT INTO dts_attachments (log_id, document_id, storage_key, file_name) VALUES ($1, $2, $3, $4)`, [
    v.logId,
    v.documentId,
    v.key,
    v.fileName,
  ]);
}

/** Documents still in an office's hands (not released, rejected or archived). */
const OPEN_STATES = `('incoming', 'received', 'hold', 'returned', 'for_pickup')`;

const ref = (alias: string) => `json_build_object('id', ${alias}.id, 'fullname', ${alias}.fullname, 'acronym', ${alias}.acronym)`;

/** Who is reading: the account, its person, the offices they act for. */
export type Viewer = { userId: number; personnelId: number | null; offices: number[] };

/**
 * Whether the viewer reads the document `d` in full (SQL): any document not confidential; a confidential one only
 * its filer, whoever holds or held it (received it), and the persons it is addressed to or its holder named, never a
 * whole office nor the DTS administrators (issue 37).
 */
function readsInFull(q: SqlParams, viewer: Viewer, d = 'd'): string {
  const user = q.add(viewer.userId);
  const person = q.add(viewer.personnelId);
  // IS NOT DISTINCT FROM: a document on its way has no holder, and NULL would leave the answer unknown.
  return `(NOT ${d}.confidential OR ${d}.filed_by_user_id = ${user} OR ${d}.holder_user_id IS NOT DISTINCT FROM ${user}
     OR EXISTS (SELECT 1 FROM dts_document_log rl WHERE rl.document_id = ${d}.id AND rl.action = 'received' AND rl.actor_user_id = ${user})
     OR EXISTS (SELECT 1 FROM dts_document_readers rr WHERE rr.document_id = ${d}.id AND rr.personnel_id = ${person}::int))`;
}

/** The persons of a kind (addressee | named) who read the document `d`, as ZDocumentReader. */
const readersOf = (kind: string) =>
  `coalesce((SELECT json_agg(json_build_object('id', p.id, 'fullname', ${fullnameSql('p')}) ORDER BY r.at, p.id)
               FROM dts_document_readers r JOIN personnel p ON p.id = r.personnel_id WHERE r.document_id = d.id AND r.kind = '${kind}'), '[]'::json)`;

/**
 * A document as the lists show it, as seen by `viewer`: a confidential one the viewer may not read in full shows
 * its tracking number and where it stands, its title masked and its remarks and readers left out.
 */
function selectDocuments(q: SqlParams, viewer: Viewer, now: Date) {
  const full = readsInFull(q, viewer);
  return `
  SELECT d.id, d.tracking_number, d.confidential, NOT rd.in_full AS withheld,
         CASE WHEN rd.in_full THEN d.title ELSE '${WITHHELD_TITLE}' END AS title,
         CASE WHEN rd.in_full THEN d.remarks END AS remarks,
         CASE WHEN rd.in_full THEN ${readersOf('addressee')} ELSE '[]'::json END AS addressees,
         CASE WHEN rd.in_full THEN ${readersOf('named')} ELSE '[]'::json END AS named_readers,
         json_build_object('id', t.id, 'name', t.name, 'working_days', t.working_days) AS document_type,
         ${ref('o')} AS origin_office, f.name AS filed_by, d.filed_at, d.state,
         ${ref('c')} AS current_office, CASE WHEN s.id IS NULL THEN NULL ELSE ${ref('s')} END AS from_office,
         h.name AS holder, d.since, d.due_at, coalesce(d.due_at < ${q.add(now)}, false) AS overdue
    FROM dts_documents d
    JOIN dts_document_types t ON t.id = d.document_type_id
    JOIN departments o ON o.id = d.origin_office_id
    JOIN departments c ON c.id = d.current_office_id
    LEFT JOIN departments s ON s.id = d.from_office_id
    JOIN users f ON f.id = d.filed_by_user_id
    LEFT JOIN users h ON h.id = d.holder_user_id
    -- decided once a row (five columns follow it)
    CROSS JOIN LATERAL (SELECT ${full} AS in_full) rd`;
}

/** Which documents a list of an office holds (SPEC.md §4's six views, and the office's other lists). */
function viewFilter(view: TDtsListView, office: string): string {
  switch (view) {
    case 'incoming':
      return `d.current_office_id = ${office} AND d.state = 'incoming'`;
    case 'received':
      return `d.current_office_id = ${office} AND d.state = 'received'`;
    case 'outgoing':
      return `d.from_office_id = ${office} AND d.state = 'incoming'`;
    case 'hold':
      return `d.current_office_id = ${office} AND d.state = 'hold'`;
    case 'return':
      return `d.current_office_id = ${office} AND d.state = 'returned'`;
    case 'for_pickup':
      return `d.current_office_id = ${office} AND d.state = 'for_pickup'`;
    case 'pending_release':
      // Ready for pick-up, or back at the office that filed it once its route is done: waiting to be released.
      return `d.current_office_id = ${office} AND (d.state = 'for_pickup' OR (d.state = 'received' AND d.origin_office_id = ${office} AND d.from_office_id IS NOT NULL))`;
    case 'closed':
      return `d.current_office_id = ${office} AND d.state IN ('released', 'rejected', 'archived')`;
    case 'touched':
      return `(d.origin_office_id = ${office} OR d.current_office_id = ${office}
               OR d.id IN (SELECT l.document_id FROM dts_document_log l WHERE l.office_id = ${office} OR l.to_office_id = ${office}))`;
  }
}

const ZRow = ZDocument.extend({ __total: z.number() });

function searchFilter(q: SqlParams, term: string | undefined): string {
  if (!term) return '';
  const like = q.add(containsPattern(term));
  // The title is searched only where it may be read (the masked one is not).
  return ` AND (lower(x.tracking_number) LIKE ${like} OR lower(x.title) LIKE ${like} OR lower(x.document_type->>'name') LIKE ${like})`;
}

export async function listView(
  db: Queryable,
  f: {
    officeId: number;
    view: TDtsListView;
    term?: string;
    dateFrom?: string;
    dateTo?: string;
    page: number;
    perPage: number;
    viewer: Viewer;
    now: Date;
  },
): Promise<{ rows: TDocument[]; total: number }> {
  // The documents of the view (on dts_documents d), the days they came to stand where they are counted in Manila.
  const inView = (q: SqlParams) => {
    const since = `(d.since AT TIME ZONE 'Asia/Manila')::date`;
    const dates = `${f.dateFrom ? ` AND ${since} >= ${q.add(f.dateFrom)}::date` : ''}${f.dateTo ? ` AND ${since} <= ${q.add(f.dateTo)}::date` : ''}`;
    return `${viewFilter(f.view, q.add(f.officeId))}${dates}`;
  };
  const q = new SqlParams();
  const where = inView(q);
  const select = selectDocuments(q, f.viewer, f.now);
  const limit = q.add(f.perPage);
  const offset = q.add((f.page - 1) * f.perPage);
  if (f.term) {
    // A search matches what the viewer may read (a masked title is not searched): every row of the view is built first.
    const rows = await query(
      db,
      ZRow,
      `SELECT x.*, count(*) OVER ()::int AS __total FROM (${select} WHERE ${where}) x WHERE true ${searchFilter(q, f.term)}
        ORDER BY x.since DESC, x.id DESC LIMIT ${limit} OFFSET ${offset}`,
      q.values,
    );
    return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
  }
  // The page is taken in the order of the office's index before anything is joined, and the total counted from the
  // index alone: a busy office's view costs its page, not its hundreds of documents.
  const count = (where: string) => `SELECT count(*)::int FROM dts_documents d WHERE ${where}`;
  const rows = await query(
    db,
    ZRow,
    prepared(
      `WITH page AS (SELECT d.id FROM dts_documents d WHERE ${where} ORDER BY d.since DESC, d.id DESC LIMIT ${limit} OFFSET ${offset})
       SELECT x.*, (${count(where)}) AS __total FROM (${select} WHERE d.id IN (SELECT id FROM page)) x ORDER BY x.since DESC, x.id DESC`,
      q.values,
    ),
  );
  if (rows.length || f.page === 1) return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
  // A page past the end still says how many there are.
  const c = new SqlParams();
  return { rows: [], total: (await queryOne<{ count: number }>(db, count(inView(c)), c.values))!.count };
}

/** The six counts of an office's views, from the indexes alone (its open documents by state, and what it sent). */
export async function countsOf(db: Queryable, officeId: number) {
  const row = await queryOne(
    db,
    ZDtsCounts,
    prepared(
      `SELECT count(*) FILTER (WHERE state = 'incoming')::int AS incoming,
              count(*) FILTER (WHERE state = 'received')::int AS received,
              (SELECT count(*)::int FROM dts_documents WHERE from_office_id = $1 AND state = 'incoming') AS outgoing,
              count(*) FILTER (WHERE state = 'hold')::int AS hold,
              count(*) FILTER (WHERE state = 'returned')::int AS return,
              count(*) FILTER (WHERE state = 'for_pickup')::int AS for_pickup
         FROM dts_documents WHERE current_office_id = $1 AND state IN ${OPEN_STATES}`,
      [officeId],
    ),
  );
  return row!;
}

export async function listFiledBy(db: Queryable, f: { userId: number; term?: string; page: number; perPage: number; viewer: Viewer; now: Date }) {
  const q = new SqlParams();
  const select = selectDocuments(q, f.viewer, f.now);
  const rows = await query(
    db,
    ZRow,
    `SELECT x.*, count(*) OVER ()::int AS __total FROM (${select} WHERE d.filed_by_user_id = ${q.add(f.userId)}) x WHERE true ${searchFilter(q, f.term)}
      ORDER BY x.filed_at DESC, x.id DESC LIMIT ${q.add(f.perPage)} OFFSET ${q.add((f.page - 1) * f.perPage)}`,
    q.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
}

export async function findDocument(db: Queryable, id: number, viewer: Viewer, now: Date) {
  const q = new SqlParams();
  const select = selectDocuments(q, viewer, now);
  return queryOne(db, ZDocument, prepared(`${select} WHERE d.id = ${q.add(id)}`, q.values));
}

/** What decides the viewer's buttons on a document's page. */
export async function documentFacts(db: Queryable, id: number) {
  return queryOne<{
    state: TDocumentState;
    current_office_id: number;
    from_office_id: number | null;
    origin_office_id: number;
    filed_by_user_id: number;
    holder_user_id: number | null;
    received_elsewhere: boolean;
  }>(
    db,
    `SELECT d.state, d.current_office_id, d.from_office_id, d.origin_office_id, d.filed_by_user_id, d.holder_user_id,
            EXISTS (SELECT 1 FROM dts_document_log l WHERE l.document_id = d.id AND l.action = 'received') AS received_elsewhere
       FROM dts_documents d WHERE d.id = $1`,
    [id],
  );
}

/** A document's id by its tracking number. */
export async function idByNumber(db: Queryable, trackingNumber: string) {
  return (await queryOne<{ id: number }>(db, `SELECT id FROM dts_documents WHERE tracking_number = $1`, [trackingNumber]))?.id;
}

/** A correction of what was filed (the log says what changed); the clock at the office follows a new type's days. */
export async function correctDocument(
  db: Queryable,
  id: number,
  v: { title: string; documentTypeId: number; confidential: boolean; remarks: string | null; dueAt?: Date },
) {
  await execute(
    db,
    `UPDATE dts_documents SET title = $2, document_type_id = $3, confidential = $4, remarks = $5, due_at = coalesce($6, due_at), overdue_notified_on = NULL
      WHERE id = $1`,
    [id, v.title, v.documentTypeId, v.confidential, v.remarks, v.dueAt ?? null],
  );
}

/** Every active office (a DTS administrator acts for all of them). */
export async function allOffices(db: Queryable) {
  return query<{ id: number; fullname: string; acronym: string }>(db, `SELECT id, fullname, acronym FROM departments WHERE is_active ORDER BY fullname`);
}

export async function officeRefs(db: Queryable, ids: number[]) {
  return query<{ id: number; fullname: string; acronym: string }>(
    db,
    `SELECT id, fullname, acronym FROM departments WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)`,
    [ids],
  );
}

/**
 * Whether the viewer may know the document exists: they filed it, hold it, one of their offices is on its route, or
 * it is addressed to them or they were named to read it.
 */
export async function isOnRoute(db: Queryable, id: number, viewer: Viewer): Promise<boolean> {
  const row = await queryOne<{ ok: boolean }>(
    db,
    prepared(
      `SELECT EXISTS (SELECT 1 FROM dts_documents WHERE id = $1 AND $2 IN (filed_by_user_id, holder_user_id))
         OR EXISTS (SELECT 1 FROM dts_document_log WHERE document_id = $1 AND (office_id = ANY($3::int[]) OR to_office_id = ANY($3::int[])))
         OR EXISTS (SELECT 1 FROM dts_document_readers WHERE document_id = $1 AND personnel_id = $4::int) AS ok`,
      [id, viewer.userId, viewer.offices, viewer.personnelId],
    ),
  );
  return row?.ok ?? false;
}

/** Whether the viewer reads the document in full (readsInFull). */
export async function readsDocumentInFull(db: Queryable, id: number, viewer: Viewer): Promise<boolean> {
  const q = new SqlParams();
  const full = readsInFull(q, viewer);
  const row = await queryOne<{ ok: boolean }>(db, prepared(`SELECT ${full} AS ok FROM dts_documents d WHERE d.id = ${q.add(id)}`, q.values));
  return row?.ok ?? false;
}

/**
 * Whether the viewer may receive a confidential document at the office holding it: receiving makes them its holder,
 * who reads it in full, so only those who read it already (its addressees, whom its holder named, its filer, who held
 * it before) or the head or officer-in-charge of that office, who answers for what the office receives. A clerk of
 * the office does not become its reader by clicking Receive.
 */
export async function mayReceiveConfidential(db: Queryable, id: number, officeId: number, viewer: Viewer): Promise<boolean> {
  const q = new SqlParams();
  const full = readsInFull(q, viewer);
  const row = await queryOne<{ ok: boolean }>(
    db,
    prepared(
      `SELECT ${full} OR EXISTS (SELECT 1 FROM departments o WHERE o.id = ${q.add(officeId)} AND ${q.add(viewer.personnelId)}::int IN (o.head_personnel_id, o.oic_personnel_id)) AS ok
         FROM dts_documents d WHERE d.id = ${q.add(id)}`,
      q.values,
    ),
  );
  return row?.ok ?? false;
}

/**
 * Adds persons who may read a document (the primary key keeps one row a person: an addressee stays one); answers
 * those who were not already among its readers.
 */
export async function addReaders(
  db: Queryable,
  v: { documentId: number; personnelIds: number[]; kind: 'addressee' | 'named'; userId: number; at: Date },
): Promise<number[]> {
  const rows = await query<{ personnel_id: number }>(
    db,
    `INSERT INTO dts_document_readers (document_id, personnel_id, kind, named_by_user_id, at)
     SELECT $1, p, $3, $4, $5 FROM unnest($2::int[]) AS p ON CONFLICT (document_id, personnel_id) DO NOTHING RETURNING personnel_id`,
    [v.documentId, v.personnelIds, v.kind, v.userId, v.at],
  );
  return rows.map((r) => r.personnel_id);
}

/** The persons a document is addressed to (personnel ids). */
export async function addresseeIds(db: Queryable, documentId: number): Promise<number[]> {
  const rows = await query<{ personnel_id: number }>(db, `SELECT personnel_id FROM dts_document_readers WHERE document_id = $1 AND kind = 'addressee'`, [
    documentId,
  ]);
  return rows.map((r) => r.personnel_id);
}

/** A correction names the addressees anew: those no longer named are taken off (the ones the holder named stay). */
export async function dropAddresseesBut(db: Queryable, documentId: number, keep: number[]) {
  await execute(db, `DELETE FROM dts_document_readers WHERE document_id = $1 AND kind = 'addressee' AND NOT (personnel_id = ANY($2::int[]))`, [
    documentId,
    keep,
  ]);
}

/** People by personnel id, with their department and the account they sign in with (the first, if several). */
export async function people(db: Queryable, ids: number[]) {
  return query<{ id: number; fullname: string; department_id: number | null; user_id: number | null }>(
    db,
    `SELECT p.id, ${fullnameSql('p')} AS fullname, p.department_id,
            (SELECT min(u.id) FROM users u WHERE u.personnel_id = p.id AND u.is_active) AS user_id
       FROM personnel p WHERE p.id = ANY($1::int[])`,
    [ids],
  );
}

/** A document's log; to a viewer who may not read it in full (`withheld`), without its remarks and files. */
export async function logOf(db: Queryable, documentId: number, withheld: boolean) {
  return query(
    db,
    ZDocumentLogEntry,
    prepared(
      `SELECT l.id::int, l.action, ${ref('o')} AS office, CASE WHEN t.id IS NULL THEN NULL ELSE ${ref('t')} END AS to_office,
            u.name AS actor, CASE WHEN $2 THEN NULL ELSE l.remarks END AS remarks, l.at,
            CASE WHEN $2 THEN '[]'::json ELSE
              coalesce((SELECT json_agg(json_build_object('id', a.id, 'file_name', a.file_name) ORDER BY a.id)
                          FROM dts_attachments a WHERE a.log_id = l.id), '[]'::json) END AS attachments
       FROM dts_document_log l
       JOIN departments o ON o.id = l.office_id
       LEFT JOIN departments t ON t.id = l.to_office_id
       JOIN users u ON u.id = l.actor_user_id
      WHERE l.document_id = $1 ORDER BY l.id`,
      [documentId, withheld],
    ),
  );
}

export async function attachment(db: Queryable, id: number) {
  return queryOne<{ document_id: number; storage_key: string; file_name: string; filed_by_user_id: number }>(
    db,
    `SELECT a.document_id, a.storage_key, a.file_name, d.filed_by_user_id FROM dts_attachments a JOIN dts_documents d ON d.id = a.document_id WHERE a.id = $1`,
    [id],
  );
}

/** What the public tracking page may say: the status and the current office's name (not a confidential one's), nothing else. */
export async function track(db: Queryable, trackingNumber: string) {
  return queryOne<{ tracking_number: string; status: TDocumentState; current_office: string | null }>(
    db,
    `SELECT d.tracking_number, d.state AS status, CASE WHEN d.confidential THEN NULL ELSE c.fullname END AS current_office
       FROM dts_documents d JOIN departments c ON c.id = d.current_office_id WHERE d.tracking_number = $1`,
    [trackingNumber],
  );
}

/**
 * The overdue documents not yet told of today, marked told in the same statement (one pass however many: an instance
 * that dies after it loses one day's notices, never sends them twice): each with the step that made it late (the log
 * row of its arrival at the office), and who is told (its holder, the office's head and OIC, with their e-mail).
 * Who is told is found by joins over the whole day's set, not a search of the accounts per document.
 */
export async function takeOverdueToTell(db: Queryable, now: Date, today: string) {
  return query<{
    id: number;
    tracking_number: string;
    title: string;
    confidential: boolean;
    office: string;
    due_at: string;
    log_id: number;
    recipients: { user_id: number; email: string; name: string }[];
  }>(
    db,
    `WITH due AS (
       UPDATE dts_documents SET overdue_notified_on = $2
        WHERE due_at < $1 AND state IN ${OPEN_STATES} AND overdue_notified_on IS DISTINCT FROM $2
       RETURNING id, tracking_number, title, confidential, current_office_id, holder_user_id, due_at
     ), told AS (
       SELECT id AS document_id, holder_user_id AS user_id FROM due WHERE holder_user_id IS NOT NULL
       UNION
       SELECT due.id, u.id
         FROM due JOIN departments o ON o.id = due.current_office_id
        CROSS JOIN LATERAL (VALUES (o.head_personnel_id), (o.oic_personnel_id)) AS p(personnel_id)
         JOIN users u ON u.personnel_id = p.personnel_id
     ), recipients AS (
       SELECT t.document_id, json_agg(json_build_object('user_id', u.id, 'email', u.email, 'name', u.name) ORDER BY u.id) AS recipients
         FROM told t JOIN users u ON u.id = t.user_id
        WHERE u.is_active
        GROUP BY t.document_id
     )
     SELECT due.id, due.tracking_number, due.title, due.confidential, o.acronym AS office, due.due_at,
            -- the row that brought it to its office: the last sent there, or its filing
            (SELECT max(l.id)::int FROM dts_document_log l WHERE l.document_id = due.id AND (l.to_office_id = due.current_office_id OR l.action = 'filed')) AS log_id,
            coalesce(r.recipients, '[]'::json) AS recipients
       FROM due JOIN departments o ON o.id = due.current_office_id
       LEFT JOIN recipients r ON r.document_id = due.id
      ORDER BY due.id`,
    [now, today],
  );
}

/** The log row of a step, with its document. */
export async function logRow(db: Queryable, logId: number) {
  return queryOne<{ id: number; document_id: number }>(db, `SELECT id::int, document_id FROM dts_document_log WHERE id = $1`, [logId]);
}
