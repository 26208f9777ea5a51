import { ZCount, ZCountLine, type TCountLinesQuery, type TCountQuery, type TCountTotals } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, fullnameSql, SqlParams } from '../../lib/sql';

// SQL of the physical count (issue 23). A count's lines are made in the statement that makes the count, from the
// register as it stands (who holds each item, its condition); the counters then mark each line. An office of 5,000
// items is one INSERT … SELECT, its lines read a page at a time through the (count_id, item_id) key.

const TOTALS = `json_build_object(
    'total', count(*)::int,
    'found', (count(*) FILTER (WHERE l.found))::int,
    'not_found', (count(*) FILTER (WHERE NOT l.found))::int,
    'uncounted', (count(*) FILTER (WHERE l.found IS NULL))::int)`;

const COUNT_SELECT = `
  SELECT c.id, c.scope,
         CASE WHEN dep.id IS NULL THEN NULL ELSE json_build_object('id', dep.id, 'fullname', dep.fullname, 'acronym', dep.acronym) END AS office,
         CASE WHEN p.id IS NULL THEN NULL
              ELSE json_build_object('id', p.id, 'fullname', ${fullnameSql('p')}, 'position', pos.name, 'department', pdep.fullname) END AS personnel,
         to_char(c.as_of, 'YYYY-MM-DD') AS as_of, c.status, c.remarks,
         (SELECT ${TOTALS} FROM property_count_lines l WHERE l.count_id = c.id) AS counts,
         coalesce((SELECT ${fullnameSql('up')} FROM personnel up WHERE up.id = u.personnel_id), u.name) AS created_by,
         c.created_at, c.closed_at
    FROM property_counts c
    LEFT JOIN departments dep ON dep.id = c.department_id
    LEFT JOIN personnel p ON p.id = c.personnel_id
    LEFT JOIN positions pos ON pos.id = p.position_id
    LEFT JOIN departments pdep ON pdep.id = p.department_id
    JOIN users u ON u.id = c.created_by_user_id`;

const LINE_SELECT = `
  SELECT json_build_object('id', i.id, 'property_number', i.property_number, 'description', i.description,
           'classification', i.classification, 'unit', i.unit, 'unit_cost', i.unit_cost) AS item,
         CASE WHEN h.id IS NULL THEN NULL ELSE json_build_object('id', h.id, 'fullname', ${fullnameSql('h')}) END AS holder,
         l.book_condition, l.found, l.condition, l.remarks, l.counted_at
    FROM property_count_lines l
    JOIN property_items i ON i.id = l.item_id
    LEFT JOIN personnel h ON h.id = l.holder_personnel_id`;

const LINE_ORDER = `ORDER BY h.last_name, h.first_name, h.id, i.property_number`;

export async function findCount(db: Queryable, id: number) {
  return queryOne(db, ZCount, `${COUNT_SELECT} WHERE c.id = $1`, [id]);
}

export async function listCounts(db: Queryable, q: TCountQuery) {
  const p = new SqlParams();
  const where: string[] = [];
  if (q.status) where.push(`c.status = ${p.add(q.status)}`);
  if (q.term) {
    const term = p.add(containsPattern(q.term));
    where.push(`(lower(coalesce(dep.fullname, '') || ' ' || coalesce(dep.acronym, '')) LIKE ${term} OR lower(${fullnameSql('p')}) LIKE ${term})`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM property_counts c LEFT JOIN departments dep ON dep.id = c.department_id LEFT JOIN personnel p ON p.id = c.personnel_id ${filter}`,
    p.values,
  );
  const limit = p.add(q.per_page);
  const offset = p.add((q.page - 1) * q.per_page);
  const counts = await query(db, ZCount, `${COUNT_SELECT} ${filter} ORDER BY c.id DESC LIMIT ${limit} OFFSET ${offset}`, p.values);
  return { counts, total: total?.n ?? 0 };
}

export async function departmentOf(db: Queryable, id: number) {
  return queryOne<{ id: number; fullname: string; acronym: string }>(db, `SELECT id, fullname, acronym FROM departments WHERE id = $1`, [id]);
}

export async function personOf(db: Queryable, id: number) {
  return queryOne<{ id: number; fullname: string }>(db, `SELECT p.id, ${fullnameSql('p')} AS fullname FROM personnel p WHERE p.id = $1`, [id]);
}

/**
 * Holds the office's (or the employee's) row until the transaction ends, so two officers opening a count of the same
 * office at once are taken one after the other (the second then sees the first's open count). NO KEY UPDATE: the
 * foreign keys' checks on the row are not blocked.
 */
export async function lockSubject(db: Queryable, scope: 'office' | 'employee', id: number): Promise<void> {
  await execute(
    db,
    scope === 'office' ? `SELECT 1 FROM departments WHERE id = $1 FOR NO KEY UPDATE` : `SELECT 1 FROM personnel WHERE id = $1 FOR NO KEY UPDATE`,
    [id],
  );
}

export async function openCountOf(db: Queryable, scope: 'office' | 'employee', id: number) {
  return queryOne<{ id: number; as_of: string }>(
    db,
    `SELECT id, to_char(as_of, 'YYYY-MM-DD') AS as_of FROM property_counts
      WHERE status = 'open' AND scope = $1 AND ${scope === 'office' ? 'department_id' : 'personnel_id'} = $2 ORDER BY id LIMIT 1`,
    [scope, id],
  );
}

/**
 * The count and its lines in one statement: every item issued to an employee of the office (personnel.department_id),
 * or held by the employee, with its holder and condition as the books say. Answers the count's id, the number of lines
 * and the holders (none when nothing is held: the caller refuses and the transaction rolls back).
 */
export async function insertCount(
  db: Queryable,
  v: { scope: 'office' | 'employee'; departmentId: number | null; personnelId: number | null; asOf: string; remarks: string | null; userId: number },
) {
  const held = v.scope === 'office' ? `h.department_id = $2` : `i.holder_personnel_id = $3`;
  const row = await queryOne<{ id: number; lines: number; holders: number[] | null }>(
    db,
    `WITH c AS (
       INSERT INTO property_counts (scope, department_id, personnel_id, as_of, remarks, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id),
     l AS (
       INSERT INTO property_count_lines (count_id, item_id, holder_personnel_id, book_condition)
       SELECT c.id, i.id, i.holder_personnel_id, i.condition
         FROM c, property_items i JOIN personnel h ON h.id = i.holder_personnel_id
        WHERE i.status = 'issued' AND ${held}
       RETURNING holder_personnel_id)
     SELECT c.id, (SELECT count(*)::int FROM l) AS lines, (SELECT array_agg(DISTINCT holder_personnel_id) FROM l) AS holders FROM c`,
    [v.scope, v.departmentId, v.personnelId, v.asOf, v.remarks, v.userId],
  );
  return row!;
}

/** Each holder's account (their first, as notify() finds one), to tell them of the count. */
export async function usersOf(db: Queryable, personnelIds: number[]): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    `SELECT DISTINCT ON (personnel_id) id FROM users WHERE personnel_id = ANY($1::int[]) ORDER BY personnel_id, id`,
    [personnelIds],
  );
  return rows.map((r) => r.id);
}

export async function holdersOf(db: Queryable, countId: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    `SELECT DISTINCT holder_personnel_id AS id FROM property_count_lines WHERE count_id = $1 AND holder_personnel_id IS NOT NULL`,
    [countId],
  );
  return rows.map((r) => r.id);
}

function lineFilter(p: SqlParams, q: { term?: string; state?: TCountLinesQuery['state'] }): string {
  const where: string[] = [];
  if (q.state === 'uncounted') where.push('l.found IS NULL');
  if (q.state === 'found') where.push('l.found');
  if (q.state === 'not_found') where.push('NOT l.found');
  if (q.state === 'condition_changed') where.push('l.found AND l.condition <> l.book_condition');
  if (q.term) {
    const term = p.add(containsPattern(q.term));
    // Within one count (an office's items at most), numbers are matched anywhere too, not only by their beginning.
    where.push(
      `(i.search_text LIKE ${term} OR lower(i.property_number) LIKE ${term} OR lower(coalesce(i.serial_number, '')) LIKE ${term} OR lower(${fullnameSql('h')}) LIKE ${term})`,
    );
  }
  return where.map((w) => ` AND ${w}`).join('');
}

export async function countLines(db: Queryable, countId: number, q: TCountLinesQuery) {
  const p = new SqlParams();
  p.add(countId);
  const filter = lineFilter(p, q);
  const total = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM property_count_lines l JOIN property_items i ON i.id = l.item_id
       LEFT JOIN personnel h ON h.id = l.holder_personnel_id WHERE l.count_id = $1${filter}`,
    p.values,
  );
  const limit = p.add(q.per_page);
  const offset = p.add((q.page - 1) * q.per_page);
  const lines = await query(db, ZCountLine, `${LINE_SELECT} WHERE l.count_id = $1${filter} ${LINE_ORDER} LIMIT ${limit} OFFSET ${offset}`, p.values);
  return { lines, total: total?.n ?? 0 };
}

export async function findLine(db: Queryable, countId: number, itemId: number) {
  return queryOne(db, ZCountLine, `${LINE_SELECT} WHERE l.count_id = $1 AND l.item_id = $2`, [countId, itemId]);
}

/** The count's status, its row held until the transaction ends: FOR SHARE by a line's update, FOR UPDATE by the close. */
export async function lockCount(db: Queryable, id: number, mode: 'share' | 'update') {
  return queryOne<{ id: number; status: string }>(db, `SELECT id, status FROM property_counts WHERE id = $1 FOR ${mode === 'share' ? 'SHARE' : 'UPDATE'}`, [
    id,
  ]);
}

export async function updateLine(
  db: Queryable,
  v: { countId: number; itemId: number; found: boolean; condition: string | null; remarks: string | null; userId: number; at: Date },
): Promise<boolean> {
  return (
    (await execute(
      db,
      `UPDATE property_count_lines SET found = $3, condition = $4, remarks = $5, counted_by_user_id = $6, counted_at = $7
        WHERE count_id = $1 AND item_id = $2`,
      [v.countId, v.itemId, v.found, v.found ? v.condition : null, v.remarks, v.userId, v.at],
    )) === 1
  );
}

export async function totalsOf(db: Queryable, countId: number): Promise<TCountTotals> {
  const row = await queryOne<{ counts: TCountTotals }>(db, `SELECT ${TOTALS} AS counts FROM property_count_lines l WHERE l.count_id = $1`, [countId]);
  return row!.counts;
}

/** The uncounted lines recorded as not found (a close that says so). Answers how many. */
export async function markUncountedNotFound(db: Queryable, countId: number, userId: number, at: Date): Promise<number> {
  return execute(
    db,
    `UPDATE property_count_lines SET found = false, condition = NULL, counted_by_user_id = $2, counted_at = $3 WHERE count_id = $1 AND found IS NULL`,
    [countId, userId, at],
  );
}

/** Each found item's counted condition written to the register where it differs; answers what changed (for the audit). */
export async function writeConditionsBack(db: Queryable, countId: number) {
  return query<{ item_id: number; property_number: string; before: string; after: string }>(
    db,
    `WITH changed AS (
       SELECT i.id, i.property_number, i.condition AS before, l.condition AS after
         FROM property_count_lines l JOIN property_items i ON i.id = l.item_id
        WHERE l.count_id = $1 AND l.found AND l.condition IS DISTINCT FROM i.condition
        FOR UPDATE OF i)
     UPDATE property_items i SET condition = changed.after, updated_at = now()
       FROM changed WHERE i.id = changed.id
     RETURNING i.id AS item_id, changed.property_number, changed.before, changed.after`,
    [countId],
  );
}

export async function closeCount(db: Queryable, id: number, at: Date): Promise<void> {
  await execute(db, `UPDATE property_counts SET status = 'closed', closed_at = $2 WHERE id = $1`, [id, at]);
}

/** The lines that differ from the books: not found, and found in another condition. */
export async function differingLines(db: Queryable, countId: number) {
  return query(db, ZCountLine, `${LINE_SELECT} WHERE l.count_id = $1 AND (NOT l.found OR l.condition <> l.book_condition) ${LINE_ORDER}`, [countId]);
}

export async function formTotals(db: Queryable, countId: number) {
  return query<{
    form: 'PAR' | 'ICS';
    items: number;
    book_value: number;
    found: number;
    not_found: number;
    not_found_value: number;
    uncounted: number;
    condition_changed: number;
  }>(
    db,
    `SELECT CASE WHEN i.classification = 'ppe' THEN 'PAR' ELSE 'ICS' END AS form,
            count(*)::int AS items, sum(i.unit_cost)::bigint AS book_value,
            (count(*) FILTER (WHERE l.found))::int AS found,
            (count(*) FILTER (WHERE NOT l.found))::int AS not_found,
            coalesce(sum(i.unit_cost) FILTER (WHERE NOT l.found), 0)::bigint AS not_found_value,
            (count(*) FILTER (WHERE l.found IS NULL))::int AS uncounted,
            (count(*) FILTER (WHERE l.found AND l.condition <> l.book_condition))::int AS condition_changed
       FROM property_count_lines l JOIN property_items i ON i.id = l.item_id
      WHERE l.count_id = $1
      GROUP BY 1 ORDER BY 1 DESC`,
    [countId],
  );
}

/** Every line with what the printed sheet needs, in one query (no query per row). */
export async function sheetLines(db: Queryable, countId: number) {
  return query<{
    item_id: number;
    property_number: string;
    description: string;
    category: string | null;
    brand: string | null;
    model: string | null;
    serial_number: string | null;
    unit: string;
    unit_cost: number;
    classification: string;
    holder_id: number | null;
    holder: string | null;
    holder_position: string | null;
    held_since: string | null;
    fund_cluster: string | null;
    book_condition: string;
    found: boolean | null;
    condition: string | null;
    remarks: string | null;
  }>(
    db,
    `SELECT i.id AS item_id, i.property_number, i.description, i.category, i.brand, i.model, i.serial_number, i.unit, i.unit_cost,
            i.classification, h.id AS holder_id, ${fullnameSql('h')} AS holder, pos.name AS holder_position,
            to_char(d.issued_on, 'YYYY-MM-DD') AS held_since, d.fund_cluster, l.book_condition, l.found, l.condition, l.remarks
       FROM property_count_lines l
       JOIN property_items i ON i.id = l.item_id
       LEFT JOIN personnel h ON h.id = l.holder_personnel_id
       LEFT JOIN positions pos ON pos.id = h.position_id
       LEFT JOIN property_documents d ON d.id = i.current_document_id
      WHERE l.count_id = $1
      ${LINE_ORDER}`,
    [countId],
  );
}
