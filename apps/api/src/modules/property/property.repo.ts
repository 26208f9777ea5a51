import { ZPropertyDocument, ZPropertyHistoryEntry, ZPropertyItem, type TPropertyDocumentQuery, type TPropertyItemQuery } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, fullnameSql, prefixPattern, SqlParams } from '../../lib/sql';
import { NAME_SEARCH } from '../personnel';

// SQL of property accountability (issue 23). An item's row says who holds it now and under which document; the
// documents and their lines (never changed: migration 0030's triggers) say how it came to be held.

export const ITEM_SELECT = `
  SELECT i.id, i.property_number, i.description, i.category, i.asset_account, i.brand, i.model, i.serial_number, i.unit,
         i.unit_cost, to_char(i.date_acquired, 'YYYY-MM-DD') AS date_acquired, i.useful_life_years, i.fund, i.supplier,
         i.delivery_reference, i.classification, i.condition, i.location, i.status,
         CASE WHEN h.id IS NULL THEN NULL ELSE json_build_object('id', h.id, 'fullname', ${fullnameSql('h')}) END AS holder,
         CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'form', d.kind, 'number', d.number) END AS document,
         to_char(d.issued_on, 'YYYY-MM-DD') AS held_since
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
const SEARCH_CAP = 200;

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

export async function listItems(db: Queryable, q: TPropertyItemQuery) {
  const p = new SqlParams();
  const where: string[] = [];
  if (q.term) where.push(itemSearchSql(p, q.term));
  if (q.classification) where.push(`i.classification = ${p.add(q.classification)}`);
  if (q.status) where.push(`i.status = ${p.add(q.status)}`);
  if (q.form === 'PAR') where.push(`i.classification = 'ppe'`);
  if (q.form === 'ICS') where.push(`i.classification <> 'ppe'`);
  if (q.holder_personnel_id) where.push(`i.holder_personnel_id = ${p.add(q.holder_personnel_id)}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const offset = (q.page - 1) * q.per_page;
  if (!q.term) {
    // The whole register (or a filter of it) pages newest first along the primary key and counts exactly.
    const count = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM property_items i ${filter}`, p.values);
    const limit = p.add(q.per_page);
    const items = await query(db, ZPropertyItem, `${ITEM_SELECT} ${filter} ORDER BY i.id DESC LIMIT ${limit} OFFSET ${p.add(offset)}`, p.values);
    return { items, total: count?.n ?? 0, capped: false };
  }
  // A search takes up to `cap` matches through the indexes, unordered (an ORDER BY would tempt the planner into walking
  // the primary key backwards through the whole register for a rare term), and pages them newest first. A common word
  // (a tenth of the register is laptops) matches more: the answer says so (`capped`) and people narrow the search.
  const cap = Math.max(SEARCH_CAP, offset + q.per_page);
  const matches = await query<{ id: number }>(db, `SELECT i.id FROM property_items i ${filter} LIMIT ${cap + 1}`, p.values);
  const page = matches
    .map((m) => m.id)
    .sort((a, b) => b - a)
    .slice(offset, offset + q.per_page);
  const items = page.length ? await query(db, ZPropertyItem, `${ITEM_SELECT} WHERE i.id = ANY($1::int[]) ORDER BY i.id DESC`, [page]) : [];
  return { items, total: Math.min(matches.length, cap), capped: matches.length > cap };
}

export async function heldBy(db: Queryable, personnelId: number) {
  return query(db, ZPropertyItem, `${ITEM_SELECT} WHERE i.holder_personnel_id = $1 ORDER BY d.issued_on DESC, i.id`, [personnelId]);
}

export async function itemHistory(db: Queryable, itemId: number) {
  return query(
    db,
    ZPropertyHistoryEntry,
    `SELECT json_build_object('id', d.id, 'form', d.kind, 'number', d.number) AS document,
            json_build_object('id', p.id, 'fullname', ${fullnameSql('p')}) AS personnel,
            to_char(d.issued_on, 'YYYY-MM-DD') AS issued_on, d.acknowledged_at, to_char(d.ended_on, 'YYYY-MM-DD') AS ended_on
       FROM property_document_items l
       JOIN property_documents d ON d.id = l.document_id
       JOIN personnel p ON p.id = d.personnel_id
      WHERE l.item_id = $1
      ORDER BY d.issued_on DESC, d.id DESC`,
    [itemId],
  );
}

/** The items to issue, locked until the transaction ends (two officers issuing one item at once: the second waits, then sees it held). */
export async function lockItems(db: Queryable, ids: number[]) {
  return query<{ id: number; property_number: string; classification: string; status: string; unit_cost: number; holder_personnel_id: number | null }>(
    db,
    `SELECT id, property_number, classification, status, unit_cost, holder_personnel_id FROM property_items WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
}

export async function insertDocument(
  db: Queryable,
  v: { kind: string; number: string; personnelId: number; issuedOn: string; userId: number; fundCluster: string | null; remarks: string | null },
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO property_documents (kind, number, personnel_id, issued_on, issued_by_user_id, fund_cluster, remarks)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [v.kind, v.number, v.personnelId, v.issuedOn, v.userId, v.fundCluster, v.remarks],
  );
  return row!.id;
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

const DOCUMENT_SELECT = `
  SELECT d.id, d.kind AS form, d.number,
         json_build_object('id', p.id, 'fullname', ${fullnameSql('p')}, 'position', pos.name, 'department', dep.fullname) AS personnel,
         to_char(d.issued_on, 'YYYY-MM-DD') AS issued_on,
         coalesce((SELECT ${fullnameSql('ip')} FROM personnel ip WHERE ip.id = u.personnel_id), u.name) AS issued_by,
         d.fund_cluster, d.remarks, d.acknowledged_at, to_char(d.ended_on, 'YYYY-MM-DD') AS ended_on,
         coalesce((SELECT sum(l.quantity * l.unit_cost) FROM property_document_items l WHERE l.document_id = d.id), 0)::bigint AS total_cost,
         coalesce((SELECT json_agg(json_build_object(
             'item_id', i.id, 'property_number', i.property_number, 'description', i.description, 'unit', i.unit,
             'quantity', l.quantity, 'unit_cost', l.unit_cost, 'date_acquired', to_char(i.date_acquired, 'YYYY-MM-DD'),
             'useful_life_years', i.useful_life_years, 'classification', i.classification) ORDER BY i.property_number)
           FROM property_document_items l JOIN property_items i ON i.id = l.item_id WHERE l.document_id = d.id), '[]'::json) AS items
    FROM property_documents d
    JOIN personnel p ON p.id = d.personnel_id
    LEFT JOIN positions pos ON pos.id = p.position_id
    LEFT JOIN departments dep ON dep.id = p.department_id
    JOIN users u ON u.id = d.issued_by_user_id`;

export async function findDocument(db: Queryable, id: number) {
  return queryOne(db, ZPropertyDocument, `${DOCUMENT_SELECT} WHERE d.id = $1`, [id]);
}

export async function documentsOf(db: Queryable, personnelId: number, status: 'new' | 'current' | 'old') {
  const condition = {
    new: 'd.acknowledged_at IS NULL AND d.ended_on IS NULL',
    current: 'd.acknowledged_at IS NOT NULL AND d.ended_on IS NULL',
    old: 'd.ended_on IS NOT NULL',
  }[status];
  return query(db, ZPropertyDocument, `${DOCUMENT_SELECT} WHERE d.personnel_id = $1 AND ${condition} ORDER BY d.issued_on DESC, d.id DESC`, [personnelId]);
}

export async function listDocuments(db: Queryable, q: TPropertyDocumentQuery) {
  const p = new SqlParams();
  const where: string[] = [];
  if (q.term) {
    const term = p.add(containsPattern(q.term));
    where.push(`(lower(d.number) LIKE ${term} OR lower(${fullnameSql('p')}) LIKE ${term})`);
  }
  if (q.personnel_id) where.push(`d.personnel_id = ${p.add(q.personnel_id)}`);
  if (q.form) where.push(`d.kind = ${p.add(q.form)}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const count = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM property_documents d JOIN personnel p ON p.id = d.personnel_id ${filter}`,
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
  return queryOne<{ id: number; fullname: string; user_id: number | null }>(
    db,
    `SELECT p.id, ${fullnameSql('p')} AS fullname, (SELECT u.id FROM users u WHERE u.personnel_id = p.id ORDER BY u.id LIMIT 1) AS user_id
       FROM personnel p WHERE p.id = $1`,
    [personnelId],
  );
}

export async function countToAcknowledge(db: Queryable, personnelId: number): Promise<number> {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM property_documents WHERE personnel_id = $1 AND acknowledged_at IS NULL AND ended_on IS NULL`,
    [personnelId],
  );
  return row?.n ?? 0;
}
