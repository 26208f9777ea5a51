import { ZPropertyDocument, ZPropertyHistoryEntry, ZPropertyItem, type TPropertyDocumentQuery, type TPropertyItemQuery } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, NAME_SEARCH, fullnameSql, prefixPattern, prepared, SqlParams } from '../../lib/sql';
import type { ItemOnTheDay } from '../../domain/property';

// SQL of property accountability (issue 23). An item's row says who holds it now and under which document; the
// documents and their lines (never changed: migration 0030's triggers) say how it came to be held.

export const ITEM_SELECT = `
  SELECT i.id, i.property_number, i.description, i.category, i.asset_account, i.brand, i.model, i.serial_number, i.unit,
         i.unit_cost, to_char(i.date_acquired, 'YYYY-MM-DD') AS date_acquired, i.useful_life_years, i.fund, i.supplier,
         i.delivery_reference, i.classification, i.condition, i.location, i.status,
         CASE WHEN h.id IS NULL THEN NULL ELSE json_build_object('id', h.id, 'fullname', ${fullnameSql('h')}) END AS holder,
         CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'form', d.kind, 'number', d.number) END AS document,
         CASE WHEN i.holder_personnel_id IS NULL THEN NULL ELSE to_char(d.issued_on, 'YYYY-MM-DD') END AS held_since
    FROM property_items i
    LEFT JOIN personnel h ON h.id = i.holder_personnel_id
    LEFT JOIN property_documents d ON d.id = i.current_document_id`;

export type ItemValues = {
  propertyNumber: string;
  description: string;
  category: string | null;
  assetAccount: string | null;
  brand: string | null;
  model: string | null;
  serialNumber: string | null;
  unit: string;
  unitCost: number;
  dateAcquired: string;
  usefulLifeYears: number | null;
  fund: string | null;
  supplier: string | null;
  deliveryReference: string | null;
  classification: string;
  condition: string;
  location: string | null;
  userId: number;
};

export async function insertItem(db: Queryable, v: ItemValues): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO property_items (property_number, description, category, asset_account, brand, model, serial_number, unit, unit_cost,
       date_acquired, useful_life_years, fund, supplier, delivery_reference, classification, condition, location, created_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
    [
      v.propertyNumber,
      v.description,
      v.category,
      v.assetAccount,
      v.brand,
      v.model,
      v.serialNumber,
      v.unit,
      v.unitCost,
      v.dateAcquired,
      v.usefulLifeYears,
      v.fund,
      v.supplier,
      v.deliveryReference,
      v.classification,
      v.condition,
      v.location,
      v.userId,
    ],
  );
  return row!.id;
}

export async function propertyNumberTaken(db: Queryable, propertyNumber: string): Promise<boolean> {
  return (await queryOne(db, `SELECT 1 FROM property_items WHERE lower(property_number) = lower($1)`, [propertyNumber])) !== null;
}

/** The next number of a series (a form's per year, or the register's property numbers per year), counted under a row lock. */
export async function nextSequence(db: Queryable, kind: string, year: number): Promise<number> {
  const row = await queryOne<{ last: number }>(
    db,
    `INSERT INTO property_counters (kind, year, last) VALUES ($1, $2, 1)
     ON CONFLICT (kind, year) DO UPDATE SET last = property_counters.last + 1 RETURNING last`,
    [kind, year],
  );
  return row!.last;
}

export async function findItem(db: Queryable, id: number) {
  return queryOne(db, ZPropertyItem, `${ITEM_SELECT} WHERE i.id = $1`, [id]);
}

/** A search counts at most this many matches (more is reported with `capped`), as the reference lists do. */
export const SEARCH_CAP = 50;
/** A list without a search counts up to this many items. */
const LIST_CAP = 1_000;

/**
 * The register's search of the item aliased `i`: its words anywhere (the trigram index), its property or serial number
 * by their beginning (prefix indexes), or its holder's name (the personnel name index). One bitmap scan of each index,
 * never a walk of the register (200,000 items).
 */
export function itemSearchSql(p: SqlParams, term: string, i = 'i'): string {
  const anywhere = p.add(containsPattern(term));
  const start = p.add(prefixPattern(term));
  return `(${i}.search_text LIKE ${anywhere} OR lower(${i}.property_number) LIKE ${start} OR lower(${i}.serial_number) LIKE ${start}
    OR ${i}.holder_personnel_id = ANY(ARRAY(SELECT p.id FROM personnel p WHERE ${NAME_SEARCH} LIKE ${anywhere})))`;
}

/** The register's filters (and search) as a WHERE clause over the items aliased `i`. */
export function itemFilter(q: Omit<TPropertyItemQuery, 'page' | 'per_page'>): { filter: string; values: unknown[] } {
  const p = new SqlParams();
  const where: string[] = [];
  if (q.term) where.push(itemSearchSql(p, q.term));
  if (q.classification) where.push(`i.classification = ${p.add(q.classification)}`);
  if (q.status) where.push(`i.status = ${p.add(q.status)}`);
  if (q.form === 'PAR') where.push(`i.classification = 'ppe'`);
  if (q.form === 'ICS') where.push(`i.classification <> 'ppe'`);
  if (q.holder_personnel_id) where.push(`i.holder_personnel_id = ${p.add(q.holder_personnel_id)}`);
  if (q.condition) where.push(`i.condition = ${p.add(q.condition)}`);
  return { filter: where.length ? `WHERE ${where.join(' AND ')}` : '', values: p.values };
}

/**
 * The register without a search (or a filter of it), newest first along the primary key. Counting 200,000 rows on
 * every page would cost more than the page (15 ms): it counts up to a thousand and says when there are more.
 */
export async function listRegister(db: Queryable, { filter, values }: { filter: string; values: unknown[] }, offset: number, perPage: number) {
  const cap = Math.max(LIST_CAP, offset + perPage);
  const count = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM (SELECT 1 FROM property_items i ${filter} LIMIT ${cap + 1}) m`, values);
  const n = values.length;
  const items = await query(db, ZPropertyItem, `${ITEM_SELECT} ${filter} ORDER BY i.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [...values, perPage, offset]);
  const total = count?.n ?? 0;
  return { items, total: Math.min(total, cap), capped: total > cap };
}

/** Every item the register's search and filters match, newest first, up to `limit` (the export). */
export async function registerRows(db: Queryable, { filter, values }: { filter: string; values: unknown[] }, limit: number) {
  return query(db, ZPropertyItem, `${ITEM_SELECT} ${filter} ORDER BY i.id DESC LIMIT ${limit}`, values);
}

/**
 * A search's matches: up to `cap` + 1 ids through the indexes, unordered (an ORDER BY would tempt the planner into
 * walking the primary key backwards through the whole register for a rare term), newest first. A common word (a tenth
 * of the register is laptops) matches more than the cap: the answer says so (`capped`) and people narrow the search.
 */
export async function searchMatches(db: Queryable, filter: string, values: unknown[], cap: number): Promise<{ ids: number[]; cap: number }> {
  const rows = await query<{ id: number }>(db, `SELECT i.id FROM property_items i ${filter} LIMIT ${cap + 1}`, values);
  return { ids: rows.map((r) => r.id).sort((a, b) => b - a), cap };
}

/** One page of a search's matches (newest first), with their rows. */
export async function pageOfMatches(db: Queryable, matches: { ids: number[]; cap: number }, offset: number, perPage: number) {
  const page = matches.ids.slice(offset, offset + perPage);
  const items = page.length ? await query(db, ZPropertyItem, prepared(`${ITEM_SELECT} WHERE i.id = ANY($1::int[]) ORDER BY i.id DESC`, [page])) : [];
  return { items, total: Math.min(matches.ids.length, matches.cap), capped: matches.ids.length > matches.cap };
}

export async function heldBy(db: Queryable, personnelId: number) {
  // Prepared: planning the joins took longer than running them (2 ms against 0.7 ms for 30 items), and every
  // employee's summary asks this.
  return query(db, ZPropertyItem, prepared(`${ITEM_SELECT} WHERE i.holder_personnel_id = $1 ORDER BY d.issued_on DESC, i.id`, [personnelId]));
}

/** Every document the item was on, oldest first: issue → transfer → return → disposal. */
export async function itemHistory(db: Queryable, itemId: number) {
  return query(
    db,
    ZPropertyHistoryEntry,
    `SELECT json_build_object('id', d.id, 'form', d.kind, 'number', d.number) AS document,
            CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'fullname', ${fullnameSql('p')}) END AS personnel,
            CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object('id', f.id, 'fullname', ${fullnameSql('f')}) END AS from_personnel,
            to_char(d.issued_on, 'YYYY-MM-DD') AS issued_on, l.condition, d.reason, d.acknowledged_at, to_char(d.ended_on, 'YYYY-MM-DD') AS ended_on
       FROM property_document_items l
       JOIN property_documents d ON d.id = l.document_id
       LEFT JOIN personnel p ON p.id = d.personnel_id
       LEFT JOIN personnel f ON f.id = d.from_personnel_id
      WHERE l.item_id = $1
      ORDER BY d.issued_on, d.id`,
    [itemId],
  );
}

export type LockedItem = ItemOnTheDay & { id: number; unit_cost: number; current_document_id: number | null };

/**
 * The items a movement names, locked until the transaction ends (two officers moving one item at once: the second
 * waits, then sees it moved), with their holder and the form they are under now.
 */
export async function lockItems(db: Queryable, ids: number[]): Promise<LockedItem[]> {
  return query<LockedItem>(
    db,
    `SELECT i.id, i.property_number, i.classification, i.status, i.condition, i.unit_cost, i.holder_personnel_id, i.current_document_id,
            CASE WHEN h.id IS NULL THEN NULL ELSE ${fullnameSql('h')} END AS holder_name,
            d.kind AS document_form, d.number AS document_number, to_char(d.issued_on, 'YYYY-MM-DD') AS document_on
       FROM property_items i
       LEFT JOIN personnel h ON h.id = i.holder_personnel_id
       LEFT JOIN property_documents d ON d.id = i.current_document_id
      WHERE i.id = ANY($1::int[]) ORDER BY i.id FOR UPDATE OF i`,
    [ids],
  );
}

export async function insertDocument(
  db: Queryable,
  v: {
    kind: string;
    number: string;
    personnelId: number | null;
    fromPersonnelId?: number | null;
    reason?: string | null;
    issuedOn: string;
    userId: number;
    fundCluster: string | null;
    remarks: string | null;
  },
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO property_documents (kind, number, personnel_id, from_personnel_id, reason, issued_on, issued_by_user_id, fund_cluster, remarks)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [v.kind, v.number, v.personnelId, v.fromPersonnelId ?? null, v.reason ?? null, v.issuedOn, v.userId, v.fundCluster, v.remarks],
  );
  return row!.id;
}

/** A transfer's lines (each in its condition on the day) and the items now held by the receiver under it. */
export async function transferItems(db: Queryable, documentId: number, personnelId: number, itemIds: number[]): Promise<void> {
  await execute(
    db,
    `WITH lines AS (
       INSERT INTO property_document_items (document_id, item_id, quantity, unit_cost, condition)
       SELECT $1, i.id, 1, i.unit_cost, i.condition FROM property_items i WHERE i.id = ANY($3::int[])
       RETURNING item_id)
     UPDATE property_items SET holder_personnel_id = $2, current_document_id = $1, updated_at = now()
      WHERE id IN (SELECT item_id FROM lines)`,
    [documentId, personnelId, itemIds],
  );
}

/** A return's lines with the condition each came back in; the items are in stock again, in that condition, under it. */
export async function returnItems(db: Queryable, documentId: number, conditions: { itemId: number; condition: string }[]): Promise<void> {
  await execute(
    db,
    `WITH back AS (SELECT * FROM unnest($2::int[], $3::text[]) AS b(item_id, condition)),
     lines AS (
       INSERT INTO property_document_items (document_id, item_id, quantity, unit_cost, condition)
       SELECT $1, i.id, 1, i.unit_cost, b.condition FROM property_items i JOIN back b ON b.item_id = i.id
       RETURNING item_id, condition)
     UPDATE property_items i SET status = 'in_stock', holder_personnel_id = NULL, current_document_id = $1, condition = lines.condition, updated_at = now()
       FROM lines WHERE i.id = lines.item_id`,
    [documentId, conditions.map((c) => c.itemId), conditions.map((c) => c.condition)],
  );
}

/** A disposal's lines; the items are disposed of under it. */
export async function disposeItems(db: Queryable, documentId: number, itemIds: number[]): Promise<void> {
  await execute(
    db,
    `WITH lines AS (
       INSERT INTO property_document_items (document_id, item_id, quantity, unit_cost, condition)
       SELECT $1, i.id, 1, i.unit_cost, i.condition FROM property_items i WHERE i.id = ANY($2::int[])
       RETURNING item_id)
     UPDATE property_items SET status = 'disposed', current_document_id = $1, updated_at = now()
      WHERE id IN (SELECT item_id FROM lines)`,
    [documentId, itemIds],
  );
}

/**
 * Ends (ended_on = today) those of the documents under which no item is held any more: the holder's PAR once all its
 * items were transferred away or returned (one item of three moved keeps it current). Answers the ids ended.
 */
export async function endDocumentsNoLongerHeld(db: Queryable, documentIds: number[], today: string): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    `UPDATE property_documents d SET ended_on = $2
      WHERE d.id = ANY($1::int[]) AND d.ended_on IS NULL
        AND NOT EXISTS (SELECT 1 FROM property_items i WHERE i.current_document_id = d.id AND i.holder_personnel_id IS NOT NULL)
      RETURNING d.id`,
    [documentIds, today],
  );
  return rows.map((r) => r.id);
}

/** Corrects an item's condition and location (undefined: kept). */
export async function updateItem(db: Queryable, id: number, v: { condition?: string; location?: string | null }): Promise<void> {
  await execute(
    db,
    `UPDATE property_items SET condition = coalesce($2, condition), location = CASE WHEN $3 THEN $4 ELSE location END, updated_at = now() WHERE id = $1`,
    [id, v.condition ?? null, v.location !== undefined, v.location ?? null],
  );
}

/** The document's lines (as they stand on the day) and the items now held under it, in one statement. */
export async function issueItems(db: Queryable, documentId: number, personnelId: number, itemIds: number[]): Promise<void> {
  await execute(
    db,
    `WITH lines AS (
       INSERT INTO property_document_items (document_id, item_id, quantity, unit_cost)
       SELECT $1, i.id, 1, i.unit_cost FROM property_items i WHERE i.id = ANY($3::int[])
       RETURNING item_id)
     UPDATE property_items SET status = 'issued', holder_personnel_id = $2, current_document_id = $1, updated_at = now()
      WHERE id IN (SELECT item_id FROM lines)`,
    [documentId, personnelId, itemIds],
  );
}

const person = (alias: string) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'fullname', ${fullnameSql(alias)},
           'position', (SELECT name FROM positions WHERE id = ${alias}.position_id),
           'department', (SELECT fullname FROM departments WHERE id = ${alias}.department_id)) END`;

const DOCUMENT_SELECT = `
  SELECT d.id, d.kind AS form, d.number, ${person('p')} AS personnel, ${person('f')} AS from_personnel, d.reason,
         to_char(d.issued_on, 'YYYY-MM-DD') AS issued_on,
         coalesce((SELECT ${fullnameSql('ip')} FROM personnel ip WHERE ip.id = u.personnel_id), u.name) AS issued_by,
         d.fund_cluster, d.remarks, d.acknowledged_at, to_char(d.ended_on, 'YYYY-MM-DD') AS ended_on,
         coalesce((SELECT sum(l.quantity * l.unit_cost) FROM property_document_items l WHERE l.document_id = d.id), 0)::bigint AS total_cost,
         coalesce((SELECT json_agg(json_build_object(
             'item_id', i.id, 'property_number', i.property_number, 'description', i.description, 'unit', i.unit,
             'quantity', l.quantity, 'unit_cost', l.unit_cost, 'date_acquired', to_char(i.date_acquired, 'YYYY-MM-DD'),
             'useful_life_years', i.useful_life_years, 'classification', i.classification, 'condition', l.condition) ORDER BY i.property_number)
           FROM property_document_items l JOIN property_items i ON i.id = l.item_id WHERE l.document_id = d.id), '[]'::json) AS items
    FROM property_documents d
    LEFT JOIN personnel p ON p.id = d.personnel_id
    LEFT JOIN personnel f ON f.id = d.from_personnel_id
    JOIN users u ON u.id = d.issued_by_user_id`;

/** The kinds whose employee became accountable by them (and acknowledges them), and the return slips. */
const HOLDING_KINDS = `('PAR', 'ICS', 'PTR', 'ITR')`;
const RETURN_KINDS = `('PRS', 'RRSP')`;

export async function findDocument(db: Queryable, id: number) {
  return queryOne(db, ZPropertyDocument, `${DOCUMENT_SELECT} WHERE d.id = $1`, [id]);
}

export async function documentsOf(db: Queryable, personnelId: number, status: 'new' | 'current' | 'old') {
  // old: what I no longer hold (my issues and transfers ended by a return or a transfer away) and my return slips.
  const condition = {
    new: `d.kind IN ${HOLDING_KINDS} AND d.acknowledged_at IS NULL AND d.ended_on IS NULL`,
    current: `d.kind IN ${HOLDING_KINDS} AND d.acknowledged_at IS NOT NULL AND d.ended_on IS NULL`,
    old: `((d.kind IN ${HOLDING_KINDS} AND d.ended_on IS NOT NULL) OR d.kind IN ${RETURN_KINDS})`,
  }[status];
  return query(
    db,
    ZPropertyDocument,
    `${DOCUMENT_SELECT} WHERE d.personnel_id = $1 AND ${condition} ORDER BY coalesce(d.ended_on, d.issued_on) DESC, d.id DESC`,
    [personnelId],
  );
}

export async function listDocuments(db: Queryable, q: TPropertyDocumentQuery) {
  const p = new SqlParams();
  const where: string[] = [];
  if (q.term) {
    const term = p.add(containsPattern(q.term));
    where.push(`(lower(d.number) LIKE ${term} OR lower(coalesce(${fullnameSql('p')}, '')) LIKE ${term})`);
  }
  if (q.personnel_id) where.push(`d.personnel_id = ${p.add(q.personnel_id)}`);
  if (q.form) where.push(`d.kind = ${p.add(q.form)}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const count = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM property_documents d LEFT JOIN personnel p ON p.id = d.personnel_id ${filter}`,
    p.values,
  );
  const limit = p.add(q.per_page);
  const offset = p.add((q.page - 1) * q.per_page);
  const documents = await query(db, ZPropertyDocument, `${DOCUMENT_SELECT} ${filter} ORDER BY d.id DESC LIMIT ${limit} OFFSET ${offset}`, p.values);
  return { documents, total: count?.n ?? 0 };
}

/** Records the receiver's acknowledgment once; answers whether this call recorded it. */
export async function acknowledge(db: Queryable, id: number, at: Date): Promise<boolean> {
  return (await execute(db, `UPDATE property_documents SET acknowledged_at = $2 WHERE id = $1 AND acknowledged_at IS NULL`, [id, at])) === 1;
}

export async function personOf(db: Queryable, personnelId: number) {
  return queryOne<{ id: number; fullname: string; is_active: boolean; user_id: number | null }>(
    db,
    `SELECT p.id, ${fullnameSql('p')} AS fullname, p.is_active, (SELECT u.id FROM users u WHERE u.personnel_id = p.id ORDER BY u.id LIMIT 1) AS user_id
       FROM personnel p WHERE p.id = $1`,
    [personnelId],
  );
}

export async function countToAcknowledge(db: Queryable, personnelId: number): Promise<number> {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM property_documents WHERE personnel_id = $1 AND kind IN ${HOLDING_KINDS} AND acknowledged_at IS NULL AND ended_on IS NULL`,
    [personnelId],
  );
  return row?.n ?? 0;
}
