import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { as, makeEmployee, personnelIdOf } from '../support/records';

// Issue 37 item 6: the deductions HR keeps (loans with their balances) and the pay profiles (a casual's fund, a job
// order worker's daily rate) are other people's personal data; reading them by HR or accounting writes an audit row
// naming the people read, as the payslips, BIR 2316 and the register already did. A list with only the reader's own
// rows writes none.

let t: TestApp;
let hr: string;
let accounting: string;
let staffId: number;
let hrId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

type ReadRow = { actor_user_id: number; entity: string; after: Record<string, unknown> };
async function readsDuring(act: () => Promise<{ status: number }>): Promise<ReadRow[]> {
  const [{ last }] = await query(`SELECT coalesce(max(id), 0) AS last FROM audit_log`);
  expect((await act()).status).toBe(200);
  return query(`SELECT actor_user_id, entity, after FROM audit_log WHERE action = 'read' AND id > $1 ORDER BY id`, [last]);
}

beforeAll(async () => {
  t = await createTestApp();
  [hr, accounting] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'accounting@hris.test')]);
  [staffId, hrId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'hr@hris.test')]);
  await query(`DELETE FROM person_deductions`);
  const worker = await makeEmployee(t, { first: 'Jobo', last: 'Orden', department: 'CAS' });
  await query(`UPDATE personnel SET employment_kind = 'job_order' WHERE id = $1`, [worker.personnelId]);
  expect((await t.http.put(`/api/payroll/pay-profiles/${worker.personnelId}`).set(as(hr)).send({ daily_rate: 65_000, sworn_declaration: false })).status).toBe(
    200,
  );
  await query(
    `INSERT INTO person_deductions (personnel_id, code, label, monthly, start_month, balance, priority)
     VALUES ($1, 'GSIS_CONSO', 'GSIS Consolidated Loan', 250000, '2026-01', 4000000, 10),
            ($2, 'PAGIBIG_MPL', 'Pag-IBIG Multi-Purpose Loan', 120000, '2026-01', 900000, 20)`,
    [staffId, hrId],
  );
});
afterAll(async () => t.close());

describe("reads of other people's pay data are audited", () => {
  it('the deductions with their loan balances, one person or everyone, naming whose', async () => {
    const one = await readsDuring(() => t.http.get('/api/payroll/deductions').query({ personnel_id: staffId }).set(as(hr)));
    expect(one).toEqual([expect.objectContaining({ entity: 'person_deduction', after: expect.objectContaining({ personnel_ids: [staffId] }) })]);
    // Everyone's list, read by accounting: hr@'s and staff@'s rows are both someone else's.
    const all = await readsDuring(() => t.http.get('/api/payroll/deductions').set(as(accounting)));
    expect(all).toHaveLength(1);
    expect((all[0]!.after.personnel_ids as number[]).sort()).toEqual([staffId, hrId].sort());
    // hr@ reading their own deductions only: nobody else's data was opened.
    expect(await readsDuring(() => t.http.get('/api/payroll/deductions').query({ personnel_id: hrId }).set(as(hr)))).toEqual([]);
  });

  it("the pay profiles with the job order workers' daily rates", async () => {
    const listed = await t.http.get('/api/payroll/pay-profiles').set(as(hr));
    expect(listed.status).toBe(200);
    const people = (listed.body.profiles as { personnel_id: number }[]).map((p) => p.personnel_id);
    expect(people.length).toBeGreaterThan(0);
    const reads = await readsDuring(() => t.http.get('/api/payroll/pay-profiles').set(as(accounting)));
    expect(reads).toEqual([
      expect.objectContaining({ entity: 'pay_profile', after: expect.objectContaining({ what: expect.stringContaining('daily rate') }) }),
    ]);
    // Everyone paid has a profile (the bank account, issue 40): the reader's own is in the list and is no read of another's.
    const accountingId = await personnelIdOf(t, 'accounting@hris.test');
    expect(people).toContain(accountingId);
    expect((reads[0]!.after.personnel_ids as number[]).sort()).toEqual(people.filter((id) => id !== accountingId).sort());
  });
});
