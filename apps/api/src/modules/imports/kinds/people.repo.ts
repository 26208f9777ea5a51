import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { query } from '../../../lib/query';

// The people rows name by their employee number (the plantilla's incumbents, the service record's owners, whose
// balances and deductions a file carries), read once per file.

const ZPerson = z.object({
  id: z.number().int(),
  idno: z.string(),
  name: z.string(),
  date_original_appointment: z.string().nullable(),
  date_last_promotion: z.string().nullable(),
});
export type PersonOnFile = z.infer<typeof ZPerson>;

export async function peopleByEmployeeNumber(db: Queryable): Promise<Map<string, PersonOnFile>> {
  const rows = await query(
    db,
    ZPerson,
    `SELECT id, idno, upper(last_name) || ', ' || first_name || ' (' || idno || ')' AS name,
            date_original_appointment::text, date_last_promotion::text
       FROM personnel WHERE idno IS NOT NULL AND idno <> ''`,
  );
  return new Map(rows.map((r) => [r.idno.toLowerCase(), r]));
}

/** "No person has the employee number 2026-9999." */
export const noSuchPerson = (idno: string) => `No person has the employee number ${idno}.`;
