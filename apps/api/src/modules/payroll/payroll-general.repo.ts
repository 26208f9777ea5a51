import { z } from 'zod';
import type { Queryable } from '@hris/db';
import { PAYROLL_RUN_KIND_VALUES, ZTimestamp } from '@hris/contracts';
import { query, queryOne } from '../../lib/query';
import { fullnameSql } from '../../lib/sql';

// The General Payroll's signatory of box A and the ledger of a deduction (issue 40). Money columns are bigint centavos.

const int = z.number().int();
const FULLNAME = fullnameSql('p');

/** The head of the office a run pays, who certifies that the services were rendered (box A). */
export function headOfOffice(q: Queryable, departmentId: number) {
  return queryOne(
    q,
    z.object({ name: z.string(), office: z.string() }),
    `SELECT ${FULLNAME} AS name, d.fullname AS office
       FROM departments d JOIN personnel p ON p.id = d.head_personnel_id WHERE d.id = $1`,
    [departmentId],
  );
}

/** A deduction HR keeps, with its owner, for its ledger. */
export function deductionForLedger(q: Queryable, id: number) {
  return queryOne(
    q,
    z.object({
      id: int,
      personnel_id: int,
      fullname: z.string(),
      idno: z.string().nullable(),
      code: z.string(),
      label: z.string(),
      monthly: int,
      start_month: z.string(),
      end_month: z.string().nullable(),
      balance: int.nullable(),
      active: z.boolean(),
    }),
    `SELECT d.id, d.personnel_id, ${FULLNAME} AS fullname, p.idno, d.code, d.label, d.monthly, d.start_month, d.end_month, d.balance, d.active
       FROM person_deductions d JOIN personnel p ON p.id = d.personnel_id WHERE d.id = $1`,
    [id],
  );
}

/**
 * What each paid run of the person did with the deduction: its payslip's outcome names the deduction's id (taken in
 * full, in part, or skipped at the minimum take-home pay). Paid runs only: paying a run is what lowers the balance.
 */
export function ledgerOutcomes(q: Queryable, personnelId: number, deductionId: number) {
  return query(
    q,
    z.object({
      run_id: int,
      month: z.string(),
      kind: z.enum(PAYROLL_RUN_KIND_VALUES),
      paid_at: ZTimestamp.nullable(),
      due: int,
      taken: int,
      shortfall: int,
    }),
    `SELECT r.id AS run_id, r.month, r.kind, r.paid_at,
            (o->>'due')::bigint AS due, (o->>'taken')::bigint AS taken, (o->>'shortfall')::bigint AS shortfall
       FROM payroll_lines l JOIN payroll_runs r ON r.id = l.run_id, jsonb_array_elements(l.payslip->'deductions') o
      WHERE l.personnel_id = $1 AND r.status = 'paid' AND o->>'id' = $2::text
      ORDER BY r.paid_at, r.month, r.id`,
    [personnelId, deductionId],
  );
}

/** The person's own deductions, for "My loans". */
export function loansOf(q: Queryable, personnelId: number) {
  return query(
    q,
    z.object({
      id: int,
      code: z.string(),
      label: z.string(),
      monthly: int,
      start_month: z.string(),
      end_month: z.string().nullable(),
      balance: int.nullable(),
      active: z.boolean(),
    }),
    `SELECT id, code, label, monthly, start_month, end_month, balance, active
       FROM person_deductions WHERE personnel_id = $1 ORDER BY active DESC, start_month DESC, id DESC`,
    [personnelId],
  );
}
