import type { Queryable } from '@hris/db';
import { query } from '../../../lib/query';

// The people rows name by their employee number, read once per file: what the balance and deduction kinds match on.

export type PersonOnFile = { id: number; idno: string; name: string };

export async function peopleByEmployeeNumber(db: Queryable): Promise<Map<string, PersonOnFile>> {
  const rows = await query<PersonOnFile>(
    db,
    `SELECT id, idno, upper(last_name) || ', ' || first_name || ' (' || idno || ')' AS name FROM personnel WHERE idno IS NOT NULL`,
  );
  return new Map(rows.map((r) => [r.idno.toLowerCase(), r]));
}
