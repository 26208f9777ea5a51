import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { SettableClock } from '../src/lib/clock';
import { runSalaryNoticesOnce } from '../src/modules/salary-notices';
import { removeFilesPastKeeping } from '../src/modules/background-jobs';
import { ADVISORY_LOCKS } from '../src/lib/advisory-locks';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, makeEmployee, personnelIdOf } from './support/records';
import { addDays, manilaToday } from './support/dates';
import { pdfFontNames, pdfPageCount, pdfText } from './support/files';
import { fileOfJob, fileOfStartedJob } from './support/jobs';
import { waitForJob } from './support/payroll';

// Issue 20 through HTTP: the plantilla of personnel (PSIPOP) with its totals, Excel and PDF; the report; a new item
// filled in one step; a tranche applied to 2,000 incumbents (and again, adding none); NOSA issued, printed and
// acknowledged; the NOSI due list, issue and the step moving with the service record; access and bad input.

let t: TestApp;
let hr: string;
let staff: string;
let head: string;
let staffId: number;
let headId: number;
let cas: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const today = manilaToday();
/**
 * A tranche made for these tests, after every one the HRIS holds: each cell ₱500 above the latest figure of its grade
 * and step (the seeded 2027 tranche has no SG 33, whose latest figure is 2026's).
 */
const TEST_TRANCHE = '2031-01-01';

beforeAll(async () => {
  // The real day, on a clock the last test can move (to the test tranche's date).
  t = await createTestApp({ now: new Date().toISOString() });
  [hr, staff, head] = (await Promise.all(['hr@hris.test', 'staff@hris.test', 'head@hris.test'].map((e) => signIn(t, e)))) as [string, string, string];
  [staffId, headId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'head@hris.test')]);
  cas = await departmentId(t, 'CAS');
  await query(
    `INSERT INTO salary_schedule (grade, step, amount, effective_date, tranche)
     SELECT DISTINCT ON (grade, step) grade, step, amount + 50000, $1::date, 'Test tranche of 2031' FROM salary_schedule
      ORDER BY grade, step, effective_date DESC`,
    [TEST_TRANCHE],
  );
});
afterAll(async () => t.close());

describe('the plantilla of personnel', () => {
  it('lists every item with its incumbent in PSIPOP order, with totals per office and for the university; HR only', async () => {
    const res = await t.http.get('/api/plantilla/personnels').query({ per_page: 999 }).set(as(hr));
    expect(res.status).toBe(200);
    const line = res.body.items.find((l: { item_no: string }) => l.item_no === 'SU-CAS-ADAS2-1-2022');
    const [{ amount }] = await query(
      `SELECT amount FROM salary_schedule WHERE grade = $1 AND step = (SELECT salary_step FROM personnel WHERE id = $2) AND effective_date <= $3::date ORDER BY effective_date DESC LIMIT 1`,
      [line.salary_grade, staffId, today],
    );
    expect(line).toMatchObject({
      office: { acronym: 'CAS' },
      position: 'Administrative Assistant II',
      status: 'filled',
      actual_annual: Number(amount) * 12,
      incumbent: { personnel_id: staffId, last_name: 'Bautista', salary_step: expect.any(Number) },
    });
    const vacant = res.body.items.find((l: { status: string }) => l.status === 'vacant');
    expect(vacant).toMatchObject({ incumbent: null, actual_annual: null, authorized_annual: expect.any(Number) });
    const { university, offices } = res.body.totals;
    expect(university.items).toBe(res.body.items.length);
    expect(university.items).toBe(university.filled + university.vacant);
    expect(offices.reduce((n: number, o: { actual_annual: number }) => n + o.actual_annual, 0)).toBe(university.actual_annual);
    const sum = res.body.items.reduce((n: number, l: { actual_annual: number | null }) => n + (l.actual_annual ?? 0), 0);
    expect(university.actual_annual).toBe(sum);
    // The order: offices together, the highest grade first within one.
    const cases = res.body.items.filter((l: { office: { id: number } }) => l.office.id === cas).map((l: { salary_grade: number }) => l.salary_grade);
    expect(cases).toEqual([...cases].sort((a: number, b: number) => b - a));
    // HR's read of other people's birth dates and TINs is on the audit trail.
    const [audit] = await query(`SELECT after FROM audit_log WHERE entity = 'plantilla_personnel' AND action = 'read' ORDER BY id DESC LIMIT 1`);
    expect(audit.after.personnel_ids).toContain(staffId);

    for (const token of [staff, head]) expect((await t.http.get('/api/plantilla/personnels').set(as(token))).status).toBe(403);
  });

  it('filters by office, status, sex and grade; the filters are checked', async () => {
    const vacant = await t.http.get('/api/plantilla/personnels').query({ department_id: cas, status: 'vacant' }).set(as(hr));
    expect(vacant.body.items.length).toBeGreaterThan(0);
    expect(vacant.body.items.every((l: { status: string; office: { id: number } }) => l.status === 'vacant' && l.office.id === cas)).toBe(true);
    expect(vacant.body.totals.university.filled).toBe(0);
    const grade = await t.http.get('/api/plantilla/personnels').query({ salary_grade: 8 }).set(as(hr));
    expect(grade.body.items.every((l: { salary_grade: number }) => l.salary_grade === 8)).toBe(true);
    const bad = await t.http
      .get('/api/plantilla/personnels')
      .query({ salary_grade: 34, status: 'open', sex: 'x', department_id: 2 ** 40 })
      .set(as(hr));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      salary_grade: ['The salary grade is from 1 to 33.'],
      status: ['The status is vacant or filled.'],
      sex: ['The sex is male or female.'],
    });
    expect((await t.http.get('/api/plantilla/personnels').query({ term: 'a\u0000b' }).set(as(hr))).status).toBe(422);
  });

  it("exports the PSIPOP columns to Excel and prints a PDF, each as a job whose file is the asker's alone", async () => {
    // Issue 42: the whole university is thousands of lines, so each file is made as a job (202), saved from its /file.
    const [{ last }] = await query(`SELECT coalesce(max(id), 0) AS last FROM audit_log`);
    const asked = await t.http.post('/api/plantilla/personnels/export').set(as(hr)).send({ department_id: cas });
    expect(asked.status).toBe(202);
    expect(asked.body.job).toMatchObject({ kind: 'plantilla-personnel', status: 'queued' });
    const { job: excelJob, file: xlsx } = await fileOfStartedJob(t, hr, asked.body.job.id);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(/attachment; filename="plantilla-of-personnel-\d{4}-\d{2}-\d{2}-\d+\.xlsx"/);
    expect(xlsx.headers['cache-control']).toBe('private, no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 8)).toEqual([
      'Office',
      'Item Number',
      'Position Title',
      'SG',
      'Step',
      'Authorized Annual Salary',
      'Actual Annual Salary',
    ]);
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)));
    expect(rows.find((r) => r[1] === 'SU-CAS-ADAS2-1-2022')?.[7]).toBe('Bautista');
    expect(rows.some((r) => r[7] === 'VACANT')).toBe(true);
    expect(rows.length).toBe(excelJob.total);
    expect(excelJob.done).toBe(excelJob.total);

    const { job: pdfJob, file: pdf } = await fileOfJob(t, hr, '/api/plantilla/personnels/pdf', { department_id: cas });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(pdf.body as Buffer)).toContain('SU-CAS-ADAS2-1-2022');
    expect(pdfJob).toMatchObject({ total: rows.length, done: rows.length, result: { link: '/plantilla/personnels' } });
    // Another's job and its file are not found; staff may not ask for one at all.
    expect((await t.http.get(`/api/background-jobs/mine/${pdfJob.id}/file`).set(as(staff))).status).toBe(404);
    expect((await t.http.post('/api/plantilla/personnels/pdf').set(as(staff)).send({})).status).toBe(403);
    expect((await t.http.post('/api/plantilla/personnels/pdf').set(as(hr)).send({ salary_grade: 40 })).status).toBe(422);
    // The read of everyone's personal data is audited in the asker's name, as the request's was.
    const audited = await query(
      `SELECT after->>'what' AS what FROM audit_log WHERE action = 'read' AND entity = 'plantilla_personnel' AND id > $1
         AND actor_user_id = (SELECT id FROM users WHERE email = 'hr@hris.test') ORDER BY id`,
      [last],
    );
    expect(audited.map((r) => r.what)).toEqual(expect.arrayContaining(['plantilla of personnel (Excel)', 'plantilla of personnel (PDF)']));
  });

  it('reports filled items by status, level, sex and grade, and per office and campus', async () => {
    const res = await t.http.get('/api/plantilla/report').set(as(hr));
    expect(res.status).toBe(200);
    const r = res.body;
    const sum = (counts: { count: number }[]) => counts.reduce((n, c) => n + c.count, 0);
    for (const by of [r.by_appointment_status, r.by_level, r.by_sex, r.by_salary_grade]) expect(sum(by)).toBe(r.totals.filled);
    expect(r.totals.items).toBe(r.totals.filled + r.totals.vacant);
    expect(r.offices.reduce((n: number, o: { vacant: number }) => n + o.vacant, 0)).toBe(r.totals.vacant);
    expect(r.campuses.reduce((n: number, c: { filled: number }) => n + c.filled, 0)).toBe(r.totals.filled);
    // A count's key is the list's filter: the people behind "Level: First Level" are the list filtered by it.
    const first = r.by_level.find((c: { label: string }) => c.label === 'First Level');
    const people = await t.http.get('/api/plantilla/personnels').query({ level_id: first.key, status: 'filled' }).set(as(hr));
    expect(people.body.meta.total).toBe(first.count);
    expect((await t.http.get('/api/plantilla/report').set(as(staff))).status).toBe(403);
  });

  it('adds an item and appoints an employee to it in one step; a refused appointment leaves no item', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Nena', last: 'Plantilla', department: 'CAS' });
    const [aide] = await query(`SELECT id FROM positions WHERE name = 'Administrative Aide IV'`);
    const [nature] = await query(`SELECT id FROM appointment_natures WHERE name = 'Original'`);
    const [permanent] = await query(`SELECT id FROM appointment_statuses WHERE name = 'Permanent'`);
    const item = { item_no: 'SU-CAS-ADA4-77-2026', position_id: aide.id, department_id: cas, salary_grade: 4, salary_step: 1 };
    const missing = await t.http
      .post('/api/plantilla/personnel-items')
      .set(as(hr))
      .send({ ...item, personnel_id: personnelId });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.nature_id).toEqual(['The nature of appointment field is required to appoint the employee.']);
    expect(await query(`SELECT 1 FROM plantilla_items WHERE item_no = $1`, [item.item_no])).toHaveLength(0);

    const body = { ...item, personnel_id: personnelId, nature_id: nature.id, appointment_status_id: permanent.id, effective_date: today };
    expect((await t.http.post('/api/plantilla/personnel-items').set(as(staff)).send(body)).status).toBe(403);
    const saved = await t.http.post('/api/plantilla/personnel-items').set(as(hr)).send(body);
    expect(saved.status).toBe(200);
    expect(saved.body.plantilla_item).toMatchObject({ item_no: item.item_no, status: 'filled', incumbent: { id: personnelId } });
    expect(saved.body.appointment_id).toEqual(expect.any(Number));
    const [line] = await query(`SELECT position_title, date_to, remarks FROM service_record_lines WHERE personnel_id = $1`, [personnelId]);
    expect(line).toMatchObject({ position_title: 'Administrative Aide IV', date_to: null, remarks: 'Original' });
    const again = await t.http.post('/api/plantilla/personnel-items').set(as(hr)).send(item);
    expect(again.body.errors.item_no).toEqual(['The item number has already been taken.']);
    const step9 = await t.http
      .post('/api/plantilla/personnel-items')
      .set(as(hr))
      .send({ ...body, item_no: 'SU-X-9', salary_step: 9 });
    expect(step9.body.errors.salary_step).toEqual(['The step is from 1 to 8.']);
  });
});

describe('salary tranches and notices of salary adjustment', () => {
  let bulkIds: number[] = [];

  it('applies a tranche to 2,000 incumbents: a NOSA each; run again, none new', async () => {
    // 2,000 incumbents of items in CAS, at grades 1–24 and steps 1–8, holding their items since 2020.
    bulkIds = (
      await query(
        `INSERT INTO personnel (first_name, last_name, campus_id, department_id, salary_step)
         SELECT 'Bulk', 'Incumbent ' || n, 1, $1, 1 + n % 8 FROM generate_series(1, 2000) n RETURNING id`,
        [cas],
      )
    ).map((r) => r.id as number);
    const [aide] = await query(`SELECT id FROM positions WHERE name = 'Administrative Aide IV'`);
    await query(
      `INSERT INTO plantilla_items (item_no, position_id, department_id, salary_grade, status, incumbent_personnel_id, filled_on)
       SELECT 'BULK-' || p.id, $1, $2, 1 + p.id % 24, 'filled', p.id, '2020-01-02' FROM personnel p WHERE p.id = ANY($3::int[])`,
      [aide.id, cas, bulkIds],
    );
    const tranches = await t.http.get('/api/salary-tranches').set(as(hr));
    expect(tranches.body.tranches[0]).toMatchObject({ effective_date: TEST_TRANCHE, tranche: 'Test tranche of 2031', applied_at: null, nosa_count: 0 });

    // Applying is a job (issue 42): 202 with the job at once. While the tranche application lock is held (another
    // application under way), the job waits in it: a second apply meanwhile is refused with how far the first came.
    const holder = await t.db.$client.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.trancheApplication]);
    const jobIds: number[] = [];
    try {
      const started = await t.http.post(`/api/salary-tranches/${TEST_TRANCHE}/apply`).set(as(hr));
      expect(started.status).toBe(202);
      expect(started.body.message).toMatch(/^Applying Test tranche of 2031 to [\d,]+ incumbents\. You will be notified when the notices are prepared\.$/);
      expect(started.body.job).toMatchObject({ kind: 'salary-notices', subject_id: 20310101, status: expect.stringMatching(/queued|running/) });
      jobIds.push(started.body.job.id);
      await expect
        .poll(async () => (await query(`SELECT status, total FROM background_jobs WHERE id = $1`, [started.body.job.id]))[0], { timeout: 10_000 })
        .toMatchObject({ status: 'running', total: expect.any(Number) });
      const twice = await t.http.post(`/api/salary-tranches/${TEST_TRANCHE}/apply`).set(as(hr));
      expect(twice.status).toBe(409);
      expect(twice.body.message).toMatch(/^Test tranche of 2031 is being applied \(0 of [\d,]+ done\): wait for it to end\.$/);
      // Coming back to the page finds the application under way.
      const meanwhile = await t.http.get('/api/salary-tranches').set(as(hr));
      expect(meanwhile.body.tranches[0].apply_job).toMatchObject({ id: started.body.job.id, status: 'running' });
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }

    const job = await waitForJob(t, hr, jobIds[0]!);
    expect(job.error).toBeNull();
    const [{ n: incumbents }] = await query(
      `SELECT count(*)::int AS n FROM plantilla_items i JOIN personnel p ON p.id = i.incumbent_personnel_id WHERE i.status = 'filled' AND p.is_active`,
    );
    // The bar counted the people: "Preparing the notices: 2,400 of 5,000 people".
    expect(job).toMatchObject({
      status: 'done',
      total: incumbents,
      done: incumbents,
      result: { has_file: false, link: `/nosa?effective_date=${TEST_TRANCHE}` },
    });
    expect(job.result.message).toMatch(/^Test tranche of 2031 applied: \d+ notices of salary adjustment prepared/);
    const created = Number(/applied: (\d+) notices/.exec(job.result.message)![1]);
    expect(created).toBeGreaterThanOrEqual(2000);
    // The bell is written just after the job is marked done: looked for until it is there.
    const lastBell = async () =>
      (
        await query(
          `SELECT title, description, link FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'hr@hris.test' ORDER BY n.id DESC LIMIT 1`,
        )
      )[0];
    await expect
      .poll(lastBell)
      .toEqual({ title: 'Preparing the notices: done', description: job.result.message, link: `/nosa?effective_date=${TEST_TRANCHE}` });
    const [bulk] = await query(
      `SELECT count(*)::int AS n, min(new_monthly - previous_monthly)::int AS least, max(new_monthly - previous_monthly)::int AS most
         FROM salary_adjustment_notices WHERE effective_date = $1 AND personnel_id = ANY($2::int[])`,
      [TEST_TRANCHE, bulkIds],
    );
    expect(bulk).toEqual({ n: 2000, least: 50000, most: 50000 });

    // Again: none new; the notices stay one a person.
    const again = await waitForJob(t, hr, (await t.http.post(`/api/salary-tranches/${TEST_TRANCHE}/apply`).set(as(hr))).body.job.id);
    expect(again.result.message).toMatch(new RegExp(`^Test tranche of 2031 applied: 0 notices of salary adjustment prepared; ${created} already had one`));
    const [{ n: notices }] = await query(`SELECT count(*)::int AS n FROM salary_adjustment_notices WHERE effective_date = $1`, [TEST_TRANCHE]);
    expect(notices).toBe(created);
    const after = await t.http.get('/api/salary-tranches').set(as(hr));
    expect(after.body.tranches[0]).toMatchObject({ applied_by: expect.any(String), nosa_count: notices, apply_job: { id: again.id, status: 'done' } });
    // Another officer's page does not show hr@'s job.
    const admin = await signIn(t, 'admin@hris.test');
    expect((await t.http.get('/api/salary-tranches').set(as(admin))).body.tranches[0]).toMatchObject({ apply_job: null, print_job: null });
  });

  it('refuses a date without a schedule, an incomplete schedule and the first one', async () => {
    expect((await t.http.post('/api/salary-tranches/2032-02-30/apply').set(as(hr))).status).toBe(422);
    expect((await t.http.post('/api/salary-tranches/2019-01-01/apply').set(as(hr))).status).toBe(404);
    await query(
      `INSERT INTO salary_schedule (grade, step, amount, effective_date, tranche) SELECT grade, step, amount + 1, '2032-01-01', 'Half a tranche' FROM salary_schedule WHERE effective_date = $1 AND grade <= 10`,
      [TEST_TRANCHE],
    );
    const partial = await t.http.post('/api/salary-tranches/2032-01-01/apply').set(as(hr));
    expect(partial.status).toBe(422);
    expect(partial.body.errors.effective_date[0]).toBe('The schedule of 01/01/2032 has 80 of the 258 cells of grade and step; complete it before applying it.');
    expect(await query(`SELECT 1 FROM salary_adjustment_notices WHERE effective_date = '2032-01-01'`)).toHaveLength(0);
    await query(`DELETE FROM salary_schedule WHERE effective_date = '2032-01-01'`);
    const [{ first }] = await query(`SELECT min(effective_date)::text AS first FROM salary_schedule`);
    expect((await t.http.post(`/api/salary-tranches/${first}/apply`).set(as(hr))).body.errors.effective_date[0]).toMatch(/is the first the HRIS holds/);
    expect((await t.http.post(`/api/salary-tranches/${TEST_TRANCHE}/apply`).set(as(staff))).status).toBe(403);
  });

  it('lists, issues (telling the employee), prints and has the employee acknowledge a NOSA', async () => {
    const list = await t.http.get('/api/nosa').query({ effective_date: TEST_TRANCHE, department_id: cas, term: 'bautista' }).set(as(hr));
    expect(list.status).toBe(200);
    const [mine] = list.body.nosas;
    expect(mine).toMatchObject({ personnel: { id: staffId }, status: 'prepared', adjustment: 50000, legal_basis: 'Test tranche of 2031', issued_at: null });
    // Not yet issued: the employee does not see it.
    expect((await t.http.get('/api/my/salary-notices').set(as(staff))).body.nosas).toEqual([]);
    expect((await t.http.get(`/api/nosa/${mine.id}/pdf`).set(as(staff))).status).toBe(404);

    const issued = await t.http
      .post('/api/nosa/issue')
      .set(as(hr))
      .send({ ids: [mine.id] });
    expect(issued.body).toEqual({ message: '1 notice of salary adjustment issued.', issued: 1 });
    const [bell] = await query(
      `SELECT title, link FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'staff@hris.test' ORDER BY n.id DESC LIMIT 1`,
    );
    expect(bell).toEqual({ title: 'Notice of Salary Adjustment', link: '/account/salary-notices' });
    await expect.poll(() => t.outbox('staff@hris.test').some((m) => m.includes('Subject: Notice of Salary Adjustment'))).toBe(true);

    const my = await t.http.get('/api/my/salary-notices').set(as(staff));
    expect(my.body.nosas).toMatchObject([{ id: mine.id, status: 'issued', issued_by: expect.any(String) }]);
    // Juan's PDS says male (personal information, section 'personal').
    await query(`UPDATE pds_entries SET data = data || '{"sex":"male"}' WHERE personnel_id = $1 AND section = 'personal'`, [staffId]);
    await query(
      `INSERT INTO pds_entries (personnel_id, section, data) SELECT $1, 'personal', '{"sex":"male"}'
        WHERE NOT EXISTS (SELECT 1 FROM pds_entries WHERE personnel_id = $1 AND section = 'personal')`,
      [staffId],
    );
    const pdf = await binary(t.http.get(`/api/nosa/${mine.id}/pdf`).set(as(staff)));
    expect(pdf.status).toBe(200);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain('nosa-Juan-');
    // The form's amounts in pesos with their sign, in the embedded font; the addressee as the PDS says: Juan is male.
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toMatch(/₱\d{1,3}(,\d{3})*\.\d{2}/);
    expect(text).not.toMatch(/\bP \d/);
    expect(text).toContain('Mr. JUAN BAUTISTA');
    expect(text).toContain('Sir:');
    expect(text).not.toContain('Mr./Ms.');
    expect(pdfFontNames(pdf.body as Buffer).every((f) => /^[A-Z]{6}\+Arimo-/.test(f))).toBe(true);
    expect((await t.http.get(`/api/nosa/${mine.id}/pdf`).set(as(head))).status).toBe(404);
    expect((await t.http.post(`/api/nosa/${mine.id}/acknowledge`).set(as(hr))).status).toBe(404);

    const ack = await t.http.post(`/api/nosa/${mine.id}/acknowledge`).set(as(staff));
    expect(ack.status).toBe(200);
    expect(ack.body.nosa).toMatchObject({ status: 'received', received_at: expect.any(String) });
    expect((await t.http.post(`/api/nosa/${mine.id}/acknowledge`).set(as(staff))).status).toBe(422);
  });

  it("issues a tranche's notices of an office in one go, prints them in one file, and never one's own", async () => {
    // The HR officer holds an item too: their own notice stays for another officer.
    const hrId = await personnelIdOf(t, 'hr@hris.test');
    const [{ id: own }] = await query(
      `INSERT INTO salary_adjustment_notices (personnel_id, effective_date, legal_basis, position_title, department_id, salary_grade, salary_step, previous_monthly, new_monthly)
       VALUES ($1, $2, 'Test tranche of 2031', 'Administrative Officer II', $3, 15, 1, 100, 200)
       ON CONFLICT (personnel_id, effective_date) DO UPDATE SET department_id = excluded.department_id, status = 'prepared' RETURNING id`,
      [hrId, TEST_TRANCHE, cas],
    );
    expect(
      (
        await t.http
          .post('/api/nosa/issue')
          .set(as(hr))
          .send({ ids: [own] })
      ).status,
    ).toBe(403);
    const batch = await t.http.post('/api/nosa/issue').set(as(hr)).send({ effective_date: TEST_TRANCHE, department_id: cas });
    expect(batch.body.issued).toBeGreaterThanOrEqual(2000);
    const [{ status }] = await query(`SELECT status FROM salary_adjustment_notices WHERE id = $1`, [own]);
    expect(status).toBe('prepared');
    const file = await binary(t.http.get('/api/nosa/pdf').query({ effective_date: TEST_TRANCHE, department_id: cas }).set(as(hr)));
    expect(file.status).toBe(200);
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (file.body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(2000);
    const bad = await t.http
      .post('/api/nosa/issue')
      .set(as(hr))
      .send({ ids: [2 ** 40] });
    expect(bad.status).toBe(422);
    expect((await t.http.get('/api/nosa').query({ status: 'lost' }).set(as(hr))).status).toBe(422);
  }, 120_000);
  it("prints every notice of the tranche in one PDF as a job: the bar by pages, the file the asker's alone, the read audited, kept a week", async () => {
    const count = Number((await query(`SELECT count(*)::int AS n FROM salary_adjustment_notices WHERE effective_date = $1`, [TEST_TRANCHE]))[0].n);
    const none = await t.http.post('/api/salary-tranches/2019-01-01/nosa/pdf').set(as(hr)).send({});
    expect(none.status).toBe(422);
    expect(none.body.errors.effective_date[0]).toBe('The tranche has no notices of salary adjustment effective 01/01/2019.');
    expect((await t.http.post(`/api/salary-tranches/${TEST_TRANCHE}/nosa/pdf`).set(as(staff)).send({})).status).toBe(403);

    const started = await t.http.post(`/api/salary-tranches/${TEST_TRANCHE}/nosa/pdf`).set(as(hr)).send({});
    expect(started.status).toBe(202);
    expect(started.body.job).toMatchObject({ kind: 'salary-notices-pdf', subject_id: 20310101, total: count });
    const whole = await waitForJob(t, hr, started.body.job.id, 120_000);
    expect(whole.error).toBeNull();
    expect(whole).toMatchObject({ status: 'done', done: count, total: count, result: { has_file: true, link: `/nosa?effective_date=${TEST_TRANCHE}` } });
    // The bell is written just after the job is marked done: looked for until it is there.
    await expect
      .poll(
        async () =>
          (
            await query(`SELECT title, link FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'hr@hris.test' ORDER BY n.id DESC LIMIT 1`)
          )[0],
      )
      .toEqual({ title: 'Printing the notices: done', link: `/nosa?effective_date=${TEST_TRANCHE}` });
    expect((await t.http.get('/api/salary-tranches').set(as(hr))).body.tranches[0].print_job).toMatchObject({ id: whole.id, status: 'done' });

    const file = await binary(t.http.get(`/api/background-jobs/mine/${whole.id}/file`).set(as(hr)));
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toContain(`nosa-${TEST_TRANCHE}-${whole.id}.pdf`);
    expect(await pdfPageCount(file.body as Buffer)).toBe(count);
    // Another officer (and the employee) cannot fetch it: not found.
    const admin = await signIn(t, 'admin@hris.test');
    expect((await t.http.get(`/api/background-jobs/mine/${whole.id}/file`).set(as(admin))).status).toBe(404);
    expect((await t.http.get(`/api/background-jobs/mine/${whole.id}/file`).set(as(staff))).status).toBe(404);
    const [audited] = await query(
      `SELECT count(*)::int AS n, max(jsonb_array_length(after->'personnel_ids'))::int AS people FROM audit_log
        WHERE action = 'read' AND entity = 'salary_adjustment_notice' AND after->>'what' = 'notices of salary adjustment of a tranche'
          AND after->>'effective_date' = $1 AND actor_user_id = (SELECT id FROM users WHERE email = 'hr@hris.test')`,
      [TEST_TRANCHE],
    );
    expect(audited.n).toBe(1);
    expect(audited.people).toBeGreaterThanOrEqual(count - 1);

    // A week later, one office's notices (a small one): its file is of yesterday when the whole tranche's is 8 days old.
    const clock = t.clock as SettableClock;
    const [small] = await query(
      `SELECT department_id AS id, count(*)::int AS n FROM salary_adjustment_notices WHERE effective_date = $1 AND department_id IS NOT NULL
        GROUP BY department_id ORDER BY count(*) LIMIT 1`,
      [TEST_TRANCHE],
    );
    const real = Date.now();
    try {
      clock.set(new Date(real + 7 * 86_400_000));
      // A week on, hr@ signs in again (the session has lapsed); the jobs are the user's.
      let later = await signIn(t, 'hr@hris.test');
      const office = await t.http.post(`/api/salary-tranches/${TEST_TRANCHE}/nosa/pdf`).set(as(later)).send({ department_id: small.id });
      expect(office.status).toBe(202);
      const officeJob = await waitForJob(t, later, office.body.job.id);
      expect(officeJob).toMatchObject({ status: 'done', total: small.n, result: { has_file: true } });

      clock.set(new Date(real + 8 * 86_400_000));
      later = await signIn(t, 'hr@hris.test');
      // Every file finished more than a week ago goes: the tranche's, and the plantilla's files the tests above made.
      const olderThanAWeek = await query(
        `SELECT count(*)::int AS n FROM background_jobs WHERE result_file_key IS NOT NULL AND file_removed_at IS NULL AND finished_at < $1`,
        [new Date(real + 1 * 86_400_000).toISOString()],
      );
      expect(olderThanAWeek[0].n).toBeGreaterThanOrEqual(1);
      expect(await removeFilesPastKeeping(t.app.deps)).toEqual({ removed: olderThanAWeek[0].n });
      const gone = await t.http.get(`/api/background-jobs/mine/${whole.id}/file`).set(as(later));
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('The file is no longer kept: start the work again.');
      expect((await t.http.get(`/api/background-jobs/mine/${whole.id}`).set(as(later))).body.job.result).toMatchObject({ has_file: false });
      const [{ key }] = await query(`SELECT result_file_key AS key FROM background_jobs WHERE id = $1`, [whole.id]);
      expect(await t.app.deps.storage.get(key)).toBeNull();
      const kept = await binary(t.http.get(`/api/background-jobs/mine/${officeJob.id}/file`).set(as(later)));
      expect(kept.status).toBe(200);
      expect(await pdfPageCount(kept.body as Buffer)).toBe(small.n);
      // Once removed, a file is not taken again.
      expect(await removeFilesPastKeeping(t.app.deps)).toEqual({ removed: 0 });
    } finally {
      clock.set(new Date(real));
    }
  }, 180_000);
});

describe('notices of salary step increment', () => {
  const firstOfMonth = `${today.slice(0, 7)}-01`;

  it("lists who is due: staff@hris.test took the item three years ago this month; another's delays show why", async () => {
    const due = await t.http.get('/api/nosi/due').set(as(hr));
    expect(due.status).toBe(200);
    const mine = due.body.due.find((d: { personnel_id: number }) => d.personnel_id === staffId);
    const [{ step }] = await query(`SELECT salary_step AS step FROM personnel WHERE id = $1`, [staffId]);
    expect(mine).toMatchObject({ due_date: firstOfMonth, step_from: step, step_to: step + 1, delayed_by_days: 0, reasons: [], nosi_id: null });
    expect(mine.new_monthly).toBeGreaterThan(mine.current_monthly);

    // A Poor rating in the head's three years restarts their count: the record says so.
    const rated = await t.http
      .post(`/api/personnel/${headId}/performance-ratings`)
      .set(as(hr))
      .send({ period_from: '2019-07-01', period_to: '2019-12-31', adjective: 'Poor' });
    expect(rated.status).toBe(200);
    expect(rated.body.step_increment).toMatchObject({ due_date: '2023-01-01', counts_from: '2020-01-01' });
    expect(rated.body.step_increment.reasons).toEqual(['A Poor rating for July–December 2019: the three years count again from 1 January 2020.']);
    const ratingId = rated.body.step_increment.ratings[0].id;
    const removed = await t.http.delete(`/api/personnel/${headId}/performance-ratings/${ratingId}`).set(as(hr));
    expect(removed.body.step_increment).toMatchObject({ due_date: '2022-01-02', ratings: [] });
    const notice = await t.http
      .post(`/api/personnel/${headId}/disciplinary-notices`)
      .set(as(hr))
      .send({ notice_date: '2020-03-01', until: '2020-04-30', description: 'Suspension for 60 days' });
    expect(notice.body.step_increment.due_date).toBe('2023-05-01');
    const badRating = await t.http
      .post(`/api/personnel/${headId}/performance-ratings`)
      .set(as(hr))
      .send({ period_from: '2020-06-30', period_to: '2020-01-01', adjective: 'Fair' });
    expect(badRating.body.errors).toMatchObject({ adjective: [expect.stringMatching(/^The rating is/)] });
    const own = await t.http
      .post(`/api/personnel/${await personnelIdOf(t, 'hr@hris.test')}/performance-ratings`)
      .set(as(hr))
      .send({ period_from: '2020-01-01', period_to: '2020-06-30', adjective: 'Outstanding' });
    expect(own.status).toBe(403);
    expect((await t.http.get(`/api/personnel/${headId}/step-increment`).set(as(staff))).status).toBe(403);
  });

  it("names the leave card's months of leave without pay and their days in the reasons, never dates the card does not hold", async () => {
    // The head's three years count from 1 May 2020 (the notice above) to 1 May 2023. On the card: April 2020, before
    // them; March and April 2021 (12 and 5.5 days) in them; May 2023, the month the step falls due in (its days may
    // come after the step is earned), not.
    const card = [
      ['2020-04', 4],
      ['2021-03', 12],
      ['2021-04', 5.5],
      ['2023-05', 3],
    ] as const;
    for (const [period, lwop] of card) {
      await query(
        `INSERT INTO leave_ledger_months (personnel_id, period, particulars, vl_earned, vl_deducted, vl_balance, sl_earned, sl_deducted, sl_balance, lwop_days)
         VALUES ($1, $2, 'LWOP', 0, 0, 0, 0, 0, 0, $3)`,
        [headId, period, lwop],
      );
    }
    try {
      const reason =
        '17.5 days of leave without pay (March 2021: 12 days; April 2021: 5.5 days, from the leave card): more than the 15 allowed, they move the date by 18 days (17.5 rounded up to whole days).';
      // 18 days after 1 May 2023; 502 after the plain 2 January 2022 (484 for the count starting again, 18 for the leave).
      const record = await t.http.get(`/api/personnel/${headId}/step-increment`).set(as(hr));
      expect(record.status).toBe(200);
      expect(record.body.step_increment).toMatchObject({ counts_from: '2020-05-01', due_date: '2023-05-19', delayed_by_days: 502 });
      expect(record.body.step_increment.reasons).toEqual([
        'A notice of disciplinary action of 1 March 2020, in effect until 30 April 2020: the three years count again from 1 May 2020.',
        reason,
      ]);
      // The due list (the head's step fell due before this month, without a notice) says the same.
      const due = await t.http.get('/api/nosi/due').set(as(hr));
      const head = due.body.due.find((d: { personnel_id: number }) => d.personnel_id === headId);
      expect(head).toMatchObject({ due_date: '2023-05-19', delayed_by_days: 502, nosi_id: null });
      expect(head.reasons).toContain(reason);
      expect(head.reasons.join(' ')).not.toMatch(/1 March 2021|12 March 2021|between/);
    } finally {
      await query(`DELETE FROM leave_ledger_months WHERE personnel_id = $1 AND period = ANY($2::text[])`, [headId, card.map(([period]) => period)]);
    }
  });

  it('issues the NOSI: the step moves on its date with a service-record line; not due, already issued and step 8 are refused', async () => {
    // A running service-record line for staff@hris.test, so the step's new salary gets its own line.
    await query(
      `INSERT INTO service_record_lines (personnel_id, date_from, position_title, appointment_status, annual_salary, office, branch) VALUES ($1, '2022-01-02', 'Administrative Assistant II', 'Permanent', 1, 'College of Arts and Sciences', 'National')`,
      [staffId],
    );
    const [{ step }] = await query(`SELECT salary_step AS step FROM personnel WHERE id = $1`, [staffId]);
    expect((await t.http.post('/api/nosi').set(as(staff)).send({ personnel_id: staffId })).status).toBe(403);
    const issued = await t.http.post('/api/nosi').set(as(hr)).send({ personnel_id: staffId });
    expect(issued.status).toBe(200);
    expect(issued.body.nosi).toMatchObject({ step_from: step, step_to: step + 1, effective_date: firstOfMonth, status: 'applied' });
    const [moved] = await query(`SELECT salary_step FROM personnel WHERE id = $1`, [staffId]);
    expect(moved.salary_step).toBe(step + 1);
    const lines = await query(
      `SELECT date_from::text, date_to::text, annual_salary, remarks FROM service_record_lines WHERE personnel_id = $1 ORDER BY date_from`,
      [staffId],
    );
    expect(lines.at(-2)).toMatchObject({ date_to: addDays(firstOfMonth, -1) });
    expect(lines.at(-1)).toMatchObject({
      date_from: firstOfMonth,
      date_to: null,
      annual_salary: issued.body.nosi.new_monthly * 12,
      remarks: `Step increment to step ${step + 1} (NOSI)`,
    });
    await expect.poll(() => t.outbox('staff@hris.test').some((m) => m.includes('Subject: Notice of Salary Step Increment'))).toBe(true);

    // Now the next step is three years away: not due, and this one is not issued twice.
    const notDue = await t.http.post('/api/nosi').set(as(hr)).send({ personnel_id: staffId });
    expect(notDue.body.errors.personnel_id[0]).toMatch(/is not yet due: step \d falls due on/);
    expect((await t.http.get('/api/nosi/due').set(as(hr))).body.due.some((d: { personnel_id: number }) => d.personnel_id === staffId)).toBe(false);
    await query(`UPDATE personnel SET salary_step = 8 WHERE id = $1`, [headId]);
    expect((await t.http.post('/api/nosi').set(as(hr)).send({ personnel_id: headId })).body.errors.personnel_id[0]).toMatch(/is at step 8, the last step/);
    expect(
      (
        await t.http
          .post('/api/nosi')
          .set(as(hr))
          .send({ personnel_id: 2 ** 40 })
      ).status,
    ).toBe(422);

    // The employee sees it, prints it and acknowledges it; HR's list shows it.
    const my = await t.http.get('/api/my/salary-notices').set(as(staff));
    expect(my.body.nosis).toMatchObject([{ id: issued.body.nosi.id, received_at: null }]);
    expect((await binary(t.http.get(`/api/nosi/${issued.body.nosi.id}/pdf`).set(as(staff)))).body.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.http.get(`/api/nosi/${issued.body.nosi.id}/pdf`).set(as(head))).status).toBe(404);
    expect((await t.http.post(`/api/nosi/${issued.body.nosi.id}/acknowledge`).set(as(staff))).body.nosi.received_at).toEqual(expect.any(String));
    const list = await t.http.get('/api/nosi').query({ status: 'applied' }).set(as(hr));
    expect(list.body.nosis.map((n: { id: number }) => n.id)).toContain(issued.body.nosi.id);
    expect((await t.http.get('/api/nosi/due').query({ from: '2026-02-01', to: '2026-01-01' }).set(as(hr))).body.errors.to).toEqual([
      'The to date is before the from date.',
    ]);
  });

  it('the daily job applies a tranche on its date and puts the new salary on the service record', async () => {
    // A tranche taking effect in 2031 that nobody applied: the job applies it on its date.
    await query(`DELETE FROM salary_adjustment_notices WHERE effective_date = $1`, [TEST_TRANCHE]);
    await query(`DELETE FROM salary_tranche_runs WHERE effective_date = $1`, [TEST_TRANCHE]);
    (t.clock as SettableClock).set(`${TEST_TRANCHE}T09:00:00+08:00`);
    const pass = await runSalaryNoticesOnce(t.app.deps);
    expect(pass).toMatchObject({ tranches: 1, prepared: expect.any(Number) });
    expect(pass!.prepared).toBeGreaterThanOrEqual(2000);
    const lines = await query(`SELECT date_from::text, remarks FROM service_record_lines WHERE personnel_id = $1 ORDER BY date_from DESC LIMIT 1`, [staffId]);
    expect(lines[0]).toEqual({ date_from: TEST_TRANCHE, remarks: 'Salary adjustment (Test tranche of 2031)' });
    expect(await runSalaryNoticesOnce(t.app.deps)).toMatchObject({ tranches: 0, prepared: 0, lines: 0, steps: 0 });
  });
});
