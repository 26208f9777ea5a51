import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { query } from '../../lib/query';
import { fullnameSql } from '../../lib/sql';

// The files' SQL (issue 40): each line of a run with the person's name in parts, the agencies' numbers from the PDS
// (section 'personal', as the payroll reads the TIN) and the bank account from the pay profile.

const ZFileLine = z.object({
  personnel_id: z.number().int(),
  fullname: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  gsis_no: z.string().nullable(),
  philhealth_no: z.string().nullable(),
  pagibig_no: z.string().nullable(),
  bank_account_no: z.string().nullable(),
  payslip: z.unknown(),
});
export type FileLine = z.infer<typeof ZFileLine>;

const pds = (key: string) =>
  `(SELECT NULLIF(e.data->>'${key}', '') FROM pds_entries e WHERE e.personnel_id = p.id AND e.section = 'personal' ORDER BY e.id LIMIT 1) AS ${key}`;

export function fileLines(q: Queryable, runId: number) {
  return query(
    q,
    ZFileLine,
    `SELECT l.personnel_id, ${fullnameSql('p')} AS fullname, p.last_name, p.first_name, p.middle_name,
            ${pds('gsis_no')}, ${pds('philhealth_no')}, ${pds('pagibig_no')}, pp.bank_account_no, l.payslip
       FROM payroll_lines l JOIN personnel p ON p.id = l.personnel_id LEFT JOIN pay_profiles pp ON pp.personnel_id = p.id
      WHERE l.run_id = $1
      ORDER BY lower(p.last_name), lower(p.first_name), p.id`,
    [runId],
  );
}
