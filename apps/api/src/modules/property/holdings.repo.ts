import { ZDepartmentRef, ZOfficeHolder, ZPropertyItem, type TOfficeHoldingsQuery } from '@hris/contracts';
import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { query, queryOne } from '../../lib/query';
import { fullnameSql, SqlParams } from '../../lib/sql';
import { ITEM_SELECT, itemSearchSql } from './property.repo';

// An office's holdings (issue 23): the items held by the people whose department is the office.

/** The offices a person heads or stands in for as officer-in-charge. */
export async function officesHeadedBy(db: Queryable, personnelId: number) {
  return query(db, ZDepartmentRef, `SELECT id, fullname, acronym FROM departments WHERE $1 IN (head_personnel_id, oic_personnel_id) ORDER BY acronym`, [
    personnelId,
  ]);
}

export async function office(db: Queryable, id: number) {
  return queryOne(db, ZDepartmentRef, `SELECT id, fullname, acronym FROM departments WHERE id = $1`, [id]);
}

const ZFormTotal = z.object({ form: z.enum(['PAR', 'ICS']), count: z.number().int(), total_cost: z.number().int() });

export async function holdings(db: Queryable, departmentId: number, q: TOfficeHoldingsQuery) {
  const p = new SqlParams();
  const where = [`h.department_id = ${p.add(departmentId)}`];
  if (q.term) where.push(itemSearchSql(p, q.term));
  const filter = `WHERE ${where.join(' AND ')}`;
  const whole = `FROM property_items i JOIN personnel h ON h.id = i.holder_personnel_id WHERE h.department_id = $1`;
  const [summary, holders, count] = await Promise.all([
    query(
      db,
      ZFormTotal,
      `SELECT CASE WHEN i.classification = 'ppe' THEN 'PAR' ELSE 'ICS' END AS form, count(*)::int AS count, sum(i.unit_cost)::bigint AS total_cost
         ${whole} GROUP BY 1 ORDER BY 1 DESC`,
      [departmentId],
    ),
    query(
      db,
      ZOfficeHolder,
      `SELECT h.id, ${fullnameSql('h')} AS fullname, count(*)::int AS count, sum(i.unit_cost)::bigint AS total_cost
         ${whole} GROUP BY h.id ORDER BY lower(h.last_name), lower(h.first_name), h.id`,
      [departmentId],
    ),
    queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM property_items i JOIN personnel h ON h.id = i.holder_personnel_id ${filter}`, p.values),
  ]);
  const limit = p.add(q.per_page);
  const offset = p.add((q.page - 1) * q.per_page);
  const items = await query(
    db,
    ZPropertyItem,
    `${ITEM_SELECT} ${filter} ORDER BY lower(h.last_name), lower(h.first_name), i.property_number LIMIT ${limit} OFFSET ${offset}`,
    p.values,
  );
  return { summary, holders, items, total: count?.n ?? 0 };
}
