import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, personnelIdOf } from './support/records';
import { approveThroughChain as approveRun, computeRun } from './support/payroll';
import { readCsv } from '../src/lib/csv';
import { hashTotal } from '../src/domain/payroll-files';

// Issue 40 through HTTP: the files an approved run hands to GSIS, PhilHealth, Pag-IBIG and the depository bank, each
// read back as the receiving program reads it (CSV by its header row; the bank's fixed-width records by the documented
// positions) and checked against the run's register and its government shares; refused before the run is approved,
// for a member without the agency's number or a bank account (named), to anyone but PAYROLL, for a file that is none.

let t: TestApp;
let hr: string;
let staff: string;
let accounting: string;
let admin: string;
let staffId: number;
let cas: number;
let run: number;
let people: { personnel_id: number; fullname: string }[];
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const OCTOBER = '2026-10';

const approveThroughChain = (runId: number) => approveRun(t, runId, { preparer: hr, accounting, approver: admin });

const file = (name: string, q: Record<string, string> = {}) => binary(t.http.get(`/api/payroll/runs/${run}/files/${name}`).query(q).set(as(hr)));
const textOf = (res: { body: unknown }) => (res.body as Buffer).toString('utf8');
/** The CSV's rows as objects by its header row, as a spreadsheet or the agency's upload reads them. */
function rowsOf(text: string): Record<string, string>[] {
  const [header, ...rows] = readCsv(text).records.map((r) => r.fields);
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}
const centavos = (text: string) => Math.round(Number(text) * 100);
const total = (rows: Record<string, string>[], column: string) => rows.reduce((s, r) => s + centavos(r[column]!), 0);
/** The sum of one figure of the run's payslips (the government's shares live there). */
const payslipSum = async (path: string) =>
  Number((await query(`SELECT coalesce(sum((payslip #>> $2)::bigint), 0)::bigint AS n FROM payroll_lines WHERE run_id = $1`, [run, `{${path}}`]))[0].n);
/** An 11- or 12-digit number from a person's id, the same each time. */
const numberOf = (id: number, digits: number) => String(id).padStart(digits, '7');

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T09:00' });
  [hr, staff, accounting, admin] = (await Promise.all(
    ['hr@hris.test', 'staff@hris.test', 'accounting@hris.test', 'admin@hris.test'].map((e) => signIn(t, e)),
  )) as [string, string, string, string];
  staffId = await personnelIdOf(t, 'staff@hris.test');
  cas = await departmentId(t, 'CAS');
  await query(`DELETE FROM person_deductions`);
  // staff@'s loans and MP2 savings, by the codes migration 0045 adds.
  for (const [code, label, monthly] of [
    ['GSIS-CL', 'GSIS consolidated loan', 250_000],
    ['GSIS-EML', 'GSIS emergency loan', 100_000],
    ['PAGIBIG-MPL', 'Pag-IBIG multi-purpose loan', 120_000],
    ['PAGIBIG-CAL', 'Pag-IBIG calamity loan', 80_000],
    ['PAGIBIG-MP2', 'Pag-IBIG MP2 savings', 50_000],
  ] as const) {
    const res = await t.http
      .post('/api/payroll/deductions')
      .set(as(hr))
      .send({ personnel_id: staffId, code, label, monthly, start_month: OCTOBER, priority: 20 });
    expect(res.status).toBe(200);
  }
  const opened = await t.http.post('/api/payroll/runs').set(as(hr)).send({ month: OCTOBER, kind: 'regular', department_id: cas });
  expect(opened.status).toBe(200);
  run = opened.body.run.id;
  expect((await computeRun(t, hr, run, { confirm_missing_dtr: true })).status).toBe(200);
  people = (await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr))).body.rows;
  expect(people.length).toBeGreaterThanOrEqual(2);
  // Every member's numbers in the PDS, as HR keeps them there (dashes and all).
  for (const p of people) {
    const ids = {
      gsis_no: numberOf(p.personnel_id, 11).replace(/^(\d{4})(\d{4})/, '$1-$2-'),
      philhealth_no: numberOf(p.personnel_id, 12),
      pagibig_no: numberOf(p.personnel_id, 12).replace(/^(\d{4})(\d{4})/, '$1-$2-'),
    };
    const updated = await query(`UPDATE pds_entries SET data = data || $2::jsonb WHERE personnel_id = $1 AND section = 'personal' RETURNING id`, [
      p.personnel_id,
      JSON.stringify(ids),
    ]);
    if (updated.length === 0)
      await query(`INSERT INTO pds_entries (personnel_id, section, data) VALUES ($1, 'personal', $2::jsonb)`, [p.personnel_id, JSON.stringify(ids)]);
  }
});
afterAll(async () => t.close());

describe('before the run is approved', () => {
  it('refuses every file of a computed or reviewed run with the reason, and writes nothing', async () => {
    const computed = await file('gsis');
    expect(computed.status).toBe(422);
    expect(JSON.parse(textOf(computed)).errors.status[0]).toBe(
      'The files are made from an approved run: this run is computed. Send it through the approval chain first.',
    );
    expect((await t.http.post(`/api/payroll/runs/${run}/submit`).set(as(hr))).status).toBe(200);
    expect((await file('bank')).status).toBe(422);
    expect(await query(`SELECT 1 FROM audit_log WHERE entity = 'payroll_file'`)).toEqual([]);
    await approveThroughChain(run);
  });
});

describe('access and bad input', () => {
  it('is PAYROLL’s only; a file that is none is refused in words', async () => {
    expect((await t.http.get(`/api/payroll/runs/${run}/files/gsis`).set(as(staff))).status).toBe(403);
    expect((await t.http.get(`/api/payroll/file-settings`).set(as(staff))).status).toBe(403);
    const none = await t.http.get(`/api/payroll/runs/${run}/files/bir`).set(as(hr));
    expect(none.status).toBe(422);
    expect(none.body.errors.file[0]).toBe('There is no such file: ask for gsis, philhealth, pagibig, pagibig-loans, bank.');
    expect((await t.http.get(`/api/payroll/runs/999999/files/gsis`).set(as(hr))).status).toBe(404);
    expect((await t.http.get(`/api/payroll/runs/${run}/files/bank`).query({ payday: '31' }).set(as(hr))).status).toBe(422);
  });

  it('refuses a member without the agency’s number, naming them', async () => {
    const someone = people.find((p) => p.personnel_id !== staffId)!;
    const [{ data }] = await query(`SELECT data FROM pds_entries WHERE personnel_id = $1 AND section = 'personal' ORDER BY id LIMIT 1`, [someone.personnel_id]);
    await query(`UPDATE pds_entries SET data = data - 'gsis_no' WHERE personnel_id = $1 AND section = 'personal'`, [someone.personnel_id]);
    const res = await file('gsis');
    expect(res.status).toBe(422);
    const body = JSON.parse(textOf(res));
    expect(body.errors.gsis_no[0]).toContain(someone.fullname);
    expect(body.errors.gsis_no[0]).toContain('GSIS BP number');
    await query(`UPDATE pds_entries SET data = $2::jsonb WHERE personnel_id = $1 AND section = 'personal'`, [someone.personnel_id, JSON.stringify(data)]);
  });
});

describe('the remittance files, read back against the run', () => {
  it('GSIS: each member’s PS, GS and EC, a column per GSIS loan, the totals equal to the register’s and the shares', async () => {
    const res = await file('gsis');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain(`gsis-remittance-${OCTOBER}-${run}.csv`);
    const rows = rowsOf(textOf(res));
    const register = (await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr))).body;
    expect(rows).toHaveLength(register.total.people);
    expect(total(rows, 'PS')).toBe(register.total.gsis);
    expect(total(rows, 'BASIC_SALARY')).toBe(register.total.basic);
    expect(total(rows, 'GS')).toBe(await payslipSum('employer,gsis'));
    expect(total(rows, 'EC')).toBe(await payslipSum('employer,ec'));
    // The EC premium is in every run's government shares: 1% of the basic salary, at most 100.00.
    expect(rows.every((r) => centavos(r.EC!) === Math.min(Math.round(centavos(r.BASIC_SALARY!) / 100), 10_000))).toBe(true);
    const mine = rows.find((r) => r.BP_NO === numberOf(staffId, 11))!;
    expect(mine).toMatchObject({ PERIOD: '202610', 'GSIS-CL': '2500.00', 'GSIS-EML': '1000.00' });
    expect(rows.filter((r) => r !== mine).every((r) => r['GSIS-CL'] === '0.00')).toBe(true);
    // The run's government shares are the sum of each kind, the EC with them.
    const employer = (await t.http.get(`/api/payroll/runs/${run}`).set(as(hr))).body.run.totals.employer;
    expect(employer).toBe(
      (await payslipSum('employer,gsis')) +
        (await payslipSum('employer,ec')) +
        (await payslipSum('employer,philhealth')) +
        (await payslipSum('employer,pagibig')),
    );
    const audit = await query(`SELECT after FROM audit_log WHERE entity = 'payroll_file' AND action = 'read' AND entity_id = $1`, [String(run)]);
    expect(audit).toHaveLength(1);
    expect(audit[0].after.what).toContain('GSIS remittance');
    expect(audit[0].after.personnel_ids).toEqual(expect.arrayContaining([staffId]));
  });

  it('PhilHealth: the personal and employer shares against the register', async () => {
    const rows = rowsOf(textOf(await file('philhealth')));
    const register = (await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr))).body;
    expect(rows).toHaveLength(register.total.people);
    expect(total(rows, 'PS')).toBe(register.total.philhealth);
    expect(total(rows, 'ES')).toBe(await payslipSum('employer,philhealth'));
    expect(rows.find((r) => r.PHILHEALTH_NO === numberOf(staffId, 12))).toMatchObject({ STATUS: 'A', PERIOD: '202610' });
  });

  it('Pag-IBIG: the regular savings (F1) against the register, and staff@’s MP2 (M2)', async () => {
    const rows = rowsOf(textOf(await file('pagibig')));
    const register = (await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr))).body;
    const f1 = rows.filter((r) => r.MEMBERSHIP_PROGRAM === 'F1');
    expect(f1).toHaveLength(register.total.people);
    expect(total(f1, 'EE_SHARE')).toBe(register.total.pagibig);
    expect(total(f1, 'ER_SHARE')).toBe(await payslipSum('employer,pagibig'));
    expect(rows.filter((r) => r.MEMBERSHIP_PROGRAM === 'M2')).toEqual([
      expect.objectContaining({ PAGIBIG_MID_NO: numberOf(staffId, 12), EE_SHARE: '500.00', ER_SHARE: '0.00' }),
    ]);
  });

  it('Pag-IBIG short-term loans: the multi-purpose and calamity loans deducted', async () => {
    const rows = rowsOf(textOf(await file('pagibig-loans')));
    expect(rows.map((r) => [r.PAGIBIG_MID_NO, r.LOAN_TYPE, r.AMOUNT]).sort()).toEqual([
      [numberOf(staffId, 12), 'CAL', '800.00'],
      [numberOf(staffId, 12), 'MPL', '1200.00'],
    ]);
  });
});

describe('the bank file', () => {
  it('refuses while someone has no account number, naming them; the account is digits only, on the pay profile', async () => {
    const res = await file('bank');
    expect(res.status).toBe(422);
    const message = JSON.parse(textOf(res)).errors.bank_account_no[0] as string;
    expect(message).toContain('No bank account number');
    for (const p of people) expect(message).toContain(p.fullname);

    const bad = await t.http.put(`/api/payroll/pay-profiles/${staffId}`).set(as(hr)).send({ bank_account_no: '0012-3456' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.bank_account_no[0]).toBe('The bank account number is 6 to 20 digits, without dashes or spaces.');
    // A plantilla employee has a bank account on the pay profile, never a fund or a daily rate.
    const rate = await t.http.put(`/api/payroll/pay-profiles/${staffId}`).set(as(hr)).send({ bank_account_no: '0012345678', daily_rate: 50_000 });
    expect(rate.status).toBe(422);
    for (const p of people) {
      const saved = await t.http
        .put(`/api/payroll/pay-profiles/${p.personnel_id}`)
        .set(as(hr))
        .send({ bank_account_no: String(p.personnel_id).padStart(10, '0') });
      expect(saved.status).toBe(200);
      expect(saved.body.profile.bank_account_no).toBe(String(p.personnel_id).padStart(10, '0'));
    }
  });

  it('finds a pay profile by name or account among many, saying how many match', async () => {
    const all = await t.http.get('/api/payroll/pay-profiles').set(as(hr));
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(all.body.profiles.length);
    const one = people[0]!;
    const byAccount = await t.http
      .get('/api/payroll/pay-profiles')
      .query({ term: String(one.personnel_id).padStart(10, '0') })
      .set(as(hr));
    expect(byAccount.body.profiles.map((p: { personnel_id: number }) => p.personnel_id)).toEqual([one.personnel_id]);
    expect(byAccount.body.total).toBe(1);
    const surname = one.fullname.split(/[ ,]+/).filter(Boolean).at(-1)!;
    const byName = await t.http.get('/api/payroll/pay-profiles').query({ term: surname.toLowerCase() }).set(as(hr));
    expect(byName.body.profiles.some((p: { personnel_id: number }) => p.personnel_id === one.personnel_id)).toBe(true);
    expect(byName.body.profiles.length).toBeLessThan(all.body.profiles.length);
    // A % is a letter to find, not a wildcard.
    expect((await t.http.get('/api/payroll/pay-profiles').query({ term: '%' }).set(as(hr))).body.total).toBe(0);
  });

  it('fixed width by default: a batch per payday, the trailers’ counts, sums and hash totals against the net', async () => {
    const register = (await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr))).body;
    const res = await file('bank');
    expect(res.status).toBe(200);
    const records = textOf(res).split('\r\n').filter(Boolean);
    expect(records.every((r) => r.length === 80)).toBe(true);
    const batches = records.filter((r) => r[0] === 'H').map((h) => h.slice(31, 41));
    expect(batches).toEqual(['2026101515', '2026103130']);
    const details = records
      .filter((r) => r[0] === 'D')
      .map((r) => ({ account: r.slice(1, 21).trim(), amount: Number(r.slice(21, 36)), payday: r.slice(76, 78) }));
    expect(details).toHaveLength(2 * register.total.people);
    expect(details.reduce((s, d) => s + d.amount, 0)).toBe(register.total.net);
    const trailers = records.filter((r) => r[0] === 'T');
    for (const [i, payday] of ['15', '30'].entries()) {
      const batch = details.filter((d) => d.payday === payday);
      expect(Number(trailers[i]!.slice(1, 7))).toBe(batch.length);
      expect(Number(trailers[i]!.slice(7, 22))).toBe(batch.reduce((s, d) => s + d.amount, 0));
      expect(trailers[i]!.slice(22, 37)).toBe(hashTotal(batch.map((d) => d.account)).padStart(15, '0'));
    }
    const fifteenth = await file('bank', { payday: '15' });
    const only = textOf(fifteenth).split('\r\n').filter(Boolean);
    expect(only.filter((r) => r[0] === 'D')).toHaveLength(register.total.people);
    expect(Number(only.at(-1)!.slice(7, 22))).toBe(await payslipSum('halves,fifteenth'));
  });

  it('as CSV when HR sets the layout, the totals row equal to the net', async () => {
    const saved = await t.http
      .put('/api/payroll/file-settings')
      .set(as(hr))
      .send({ bank_layout: 'csv', bank_agency_code: 'SU-001', bank_funding_account: '1234567890' });
    expect(saved.status).toBe(200);
    expect((await t.http.get('/api/payroll/file-settings').set(as(hr))).body).toEqual({
      bank_layout: 'csv',
      bank_agency_code: 'SU-001',
      bank_funding_account: '1234567890',
    });
    const badSetting = await t.http
      .put('/api/payroll/file-settings')
      .set(as(hr))
      .send({ bank_layout: 'xml', bank_agency_code: '', bank_funding_account: '12-3' });
    expect(badSetting.status).toBe(422);
    expect(Object.keys(badSetting.body.errors).sort()).toEqual(['bank_funding_account', 'bank_layout']);

    const register = (await t.http.get(`/api/payroll/runs/${run}/register`).set(as(hr))).body;
    const rows = readCsv(textOf(await file('bank', { payday: '30' }))).records.map((r) => r.fields);
    const [header, ...body] = rows;
    expect(header).toEqual(['ACCOUNT_NO', 'NAME', 'AMOUNT', 'CREDIT_DATE']);
    const totals = body.pop()!;
    expect(body).toHaveLength(register.total.people);
    expect(body.every((r) => r[3] === '2026-10-31')).toBe(true);
    expect(totals[0]).toBe('TOTAL');
    expect(Number(totals[1])).toBe(register.total.people);
    expect(centavos(totals[2]!)).toBe(await payslipSum('halves,thirtieth'));
    expect(body.reduce((s, r) => s + centavos(r[2]!), 0)).toBe(centavos(totals[2]!));
  });
});
