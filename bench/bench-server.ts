// The servers under measurement, in a process of their own so the load generator does not share
// their event loop: a bare Fastify route (the baseline) and the real app on an embedded PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createDatabase, DEMO_PASSWORD, hashPassword, runMigrations, seedDemo, seedReference, startEmbeddedPostgres } from '@hris/db';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { departmentMonth } from '../apps/api/src/modules/dtr/dtr.service';
import { recomputeLedgers } from '../apps/api/src/modules/leave/ledger.service';
import { runOverdueOnce } from '../apps/api/src/modules/dts';
import * as dtsRepo from '../apps/api/src/modules/dts/dts.repo';
import { seedRecruitment } from './recruitment-seed';
import { seedDts } from './dts-seed';
import { seedPlantilla } from './plantilla-seed';
import { payYear, seedPayroll } from './payroll-seed';
import { seedLndReports } from './lnd-reports-seed';
import { seedProperty } from './property-seed';
import { seedSpms } from './spms-seed';
import { seedCovid } from './covid-seed';
import { seedFaces } from './face-seed';
import { seedSignIn } from './signin-seed';
import { seedPdsWorkbookPeople } from './pds-workbook-seed';

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-bench-'));
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'));
  await pg.createDatabase('hris');
  const db = createDatabase(pg.url('hris'), 20);
  await runMigrations(db);
  await seedReference(db);
  // The soak runs over a university (the demo's bulk: 300 employees, three months of punches), not 4 accounts.
  const soaking = process.argv.includes('--soak');
  await seedDemo(db, soaking ? { bulk: true } : {});
  const soak = soaking ? await prepareSoak(db) : undefined;
  if (process.argv.includes('--pickers')) await seedPickerData(db);
  if (process.argv.includes('--personnel')) await seedPersonnelData(db);
  const attendance = process.argv.includes('--attendance') || process.argv.includes('--leave') ? await seedAttendancePeople(db) : undefined;
  if (process.argv.includes('--leave') && attendance) await seedLeaveYear(db, attendance.personnelIds);
  const recruitment = process.argv.includes('--recruitment') ? await seedRecruitment(db) : undefined;
  const seedStarted = performance.now();
  const dts = process.argv.includes('--dts') ? { ...(await seedDts(db)), seedSeconds: (performance.now() - seedStarted) / 1000 } : undefined;
  const plantilla = process.argv.includes('--plantilla') ? await seedPlantilla(db) : undefined;
  const payroll = process.argv.includes('--payroll') ? await seedPayroll(db) : undefined;
  const lnd = process.argv.includes('--lnd') ? await seedLndReports(db) : undefined;
  const property = process.argv.includes('--property') ? await seedProperty(db) : undefined;
  const spms = process.argv.includes('--spms') ? await seedSpms(db) : undefined;
  const covid = process.argv.includes('--covid') ? await seedCovid(db) : undefined;
  const face = process.argv.includes('--face') ? await seedFaces(db) : undefined;
  const signin = process.argv.includes('--signin') ? await seedSignIn(db) : undefined;
  const pdsWorkbooks = process.argv.includes('--pds-workbooks') ? await seedPdsWorkbookPeople(db) : undefined;
  // The cards computed once before the server starts (as the hourly refresh would have): none is stale when measuring.
  const computeLeaveFirst = process.argv.includes('--leave') && attendance;

  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const config = { ...loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }), authRateLimitPerMinute: 1_000_000, logLevel: 'error' };
  const app = await buildApp({ config, db, logger: false });
  if (computeLeaveFirst) await recomputeLedgers(app.deps, attendance.personnelIds);
  await app.listen({ port: 0, host: '127.0.0.1' });

  const port = (s: { server: { address: () => unknown } }) => (s.server.address() as { port: number }).port;
  process.send?.({
    bare: port(bare),
    app: port(app),
    dataDir: dir,
    attendance,
    recruitment,
    soak,
    dts,
    plantilla,
    payroll,
    lnd,
    property,
    spms,
    covid,
    face,
    signin,
    pdsWorkbooks,
  });
  process.on('message', async (msg) => {
    // The month's DTR of many people, computed here by the service itself (no HTTP): answers the seconds it took.
    if (typeof msg === 'object' && msg !== null && 'dtrMonth' in msg) {
      const { dtrMonth, personnelIds } = msg as { dtrMonth: string; personnelIds: number[] };
      const started = performance.now();
      const dtrs = await departmentMonth(app.deps, personnelIds, dtrMonth);
      process.send?.({
        seconds: (performance.now() - started) / 1000,
        records: dtrs.length,
        days: dtrs.reduce((n, d) => n + d.days.filter((x) => x.am_in).length, 0),
      });
      return;
    }
    // A year of leave cards recomputed by the leave service itself (no HTTP), against the baseline of only
    // reading the same inputs: answers the seconds of each.
    if (typeof msg === 'object' && msg !== null && 'recomputeLeave' in msg) {
      const { personnelIds, changeOpening } = msg as unknown as { personnelIds: number[]; changeOpening: boolean };
      // Every card changes: the opening balances move by half a day (the worst case, every row rewritten).
      if (changeOpening) await db.$client.query(`UPDATE leave_opening_balances SET vl = vl + 0.5 WHERE personnel_id = ANY($1::int[])`, [personnelIds]);
      await db.$client.query('DELETE FROM leave_stale_months');
      let started = performance.now();
      await Promise.all([
        db.$client.query(`SELECT * FROM attendance_month_totals WHERE personnel_id = ANY($1::int[])`, [personnelIds]),
        db.$client.query(`SELECT * FROM leave_applications WHERE personnel_id = ANY($1::int[]) AND status = 'approved'`, [personnelIds]),
      ]);
      const baseline = (performance.now() - started) / 1000;
      started = performance.now();
      const result = await recomputeLedgers(app.deps, personnelIds);
      process.send?.({ seconds: (performance.now() - started) / 1000, baseline, ...result });
      return;
    }
    // An office's list and counts read from PostgreSQL by the repository itself, one read after another: what a
    // request costs when the kept answer was just dropped (a document of the office moved). Answers each read's ms.
    if (typeof msg === 'object' && msg !== null && 'dtsReads' in msg) {
      const { officeId, email, reads } = msg as unknown as { officeId: number; email: string; reads: number };
      const { rows } = await db.$client.query<{ id: number; personnel_id: number }>(`SELECT id, personnel_id FROM users WHERE email = $1`, [email]);
      const viewer = { userId: rows[0]!.id, personnelId: rows[0]!.personnel_id, offices: await dtsRepo.officesOf(app.deps.db, rows[0]!.personnel_id) };
      const ms: number[] = [];
      for (let i = 0; i < reads; i++) {
        const started = performance.now();
        await Promise.all([
          dtsRepo.listView(app.deps.db, { officeId, view: 'incoming', page: 1, perPage: 15, viewer, now: app.deps.clock.now() }),
          dtsRepo.countsOf(app.deps.db, officeId),
        ]);
        ms.push(performance.now() - started);
      }
      process.send?.({ ms });
      return;
    }
    // The daily overdue pass of document tracking, run by its job's own function (no HTTP): answers the seconds it
    // took and what it told. The seed left today's pass done; the marks are moved back a day first, as when the day
    // turns, so every overdue document is told again.
    if (msg === 'dtsOverdue') {
      const yesterday = new Date(Date.parse(`${app.deps.clock.today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await db.$client.query(`UPDATE dts_documents SET overdue_notified_on = $1 WHERE overdue_notified_on IS NOT NULL`, [yesterday]);
      await db.$client.query('CHECKPOINT');
      const outbox = path.join(dir, 'outbox');
      const mailsBefore = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
      const started = performance.now();
      const told = await runOverdueOnce(app.deps);
      const seconds = (performance.now() - started) / 1000;
      process.send?.({ seconds, ...(told ?? { documents: -1, notices: -1 }), mails: fs.readdirSync(outbox).length - mailsBefore });
      return;
    }
    // The payroll year made paid (bench/payroll.ts, the alphalist): answers the runs copied.
    if (typeof msg === 'object' && msg !== null && 'payYear' in msg) {
      const opts = (msg as unknown as { payYear: { model: number; before?: string; paid: number[] } }).payYear;
      process.send?.({ copied: await payYear(db, opts) });
      return;
    }
    // The server's memory, for the soak (bench/soak.ts): sampled here, in the process under load.
    if (msg === 'memory') {
      process.send?.({ memory: process.memoryUsage() });
      return;
    }
    if (msg !== 'stop') return;
    await app.close();
    await bare.close();
    await db.$client.end();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** Employees who sign in during the soak (bulk accounts have no password: they get the demo's), and each device's PINs. */
export type SoakPeople = { employees: string[]; devices: { serial: string; key: string; pins: string[] }[] };

async function prepareSoak(db: ReturnType<typeof createDatabase>): Promise<SoakPeople> {
  const { rows: employees } = await db.$client.query<{ email: string }>(
    `UPDATE users SET password_hash = $1
      WHERE id IN (SELECT u.id FROM users u JOIN personnel p ON p.id = u.personnel_id
                    WHERE u.password_hash IS NULL AND u.email NOT LIKE '%@hris.test'
                      -- not a head or OIC: a top office's head has nobody above to recommend their leave
                      AND NOT EXISTS (SELECT 1 FROM departments d WHERE p.id IN (d.head_personnel_id, d.oic_personnel_id))
                    ORDER BY u.id LIMIT 40)
      RETURNING email`,
    [await hashPassword(DEMO_PASSWORD)],
  );
  const { rows: devices } = await db.$client.query<{ serial: string; key: string; pins: string[] }>(
    `SELECT d.serial_number AS serial, d.secret AS key, array_agg(u.device_user_id ORDER BY u.device_user_id) AS pins
       FROM biometric_devices d JOIN device_users u ON u.device_id = d.id
      WHERE d.serial_number LIKE 'DEMO-ZK-%' GROUP BY d.id ORDER BY d.id`,
  );
  return { employees: employees.map((e) => e.email), devices };
}

/** 100,000 schools and 5,000 positions, named the way Philippine schools and positions are. */
async function seedPickerData(db: ReturnType<typeof createDatabase>) {
  await db.$client.query(`
    INSERT INTO schools (name, status)
    SELECT (ARRAY['Saint','San','Holy','Colegio de','University of','Central','Northern','Southern','Eastern','Western'])[1 + i % 10] || ' ' ||
           (ARRAY['Bayambang','Dagupan','Lingayen','Urdaneta','Alaminos','San Carlos','Tarlac','Baguio','Vigan','Laoag','Cabanatuan','Malolos','Iloilo','Cebu','Davao','Tacloban','Legazpi','Naga','Zamboanga','Cagayan'])[1 + (i / 10) % 20] || ' ' ||
           (ARRAY['National High School','Elementary School','College','Institute of Technology','State University','Academy','Polytechnic College','Community College'])[1 + (i / 200) % 8] || ' ' || i,
           'approved'
      FROM generate_series(1, 100000) AS i`);
  await db.$client.query(`
    INSERT INTO positions (name, kind, salary_grade)
    SELECT (ARRAY['Administrative','Instructor','Professor','Engineer','Nurse','Accountant','Librarian','Guidance','Budget','Records'])[1 + i % 10] || ' ' ||
           (ARRAY['Officer','Assistant','Aide','Specialist','Analyst'])[1 + (i / 10) % 5] || ' ' || i,
           CASE WHEN i % 3 = 0 THEN 'faculty' ELSE 'staff' END, 1 + i % 30
      FROM generate_series(1, 5000) AS i`);
  // As autovacuum would have by then: the trigram index's pending entries merged, statistics fresh.
  await db.$client.query('VACUUM ANALYZE schools');
  await db.$client.query('VACUUM ANALYZE positions');
}

const FIRST_NAMES = [
  'Maria',
  'Jose',
  'Juan',
  'Ana',
  'Rosario',
  'Antonio',
  'Teresita',
  'Ramon',
  'Lourdes',
  'Eduardo',
  'Corazon',
  'Fernando',
  'Josefina',
  'Ricardo',
  'Erlinda',
  'Roberto',
  'Milagros',
  'Danilo',
  'Rowena',
  'Arnel',
];
const LAST_NAMES = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Torres',
  'Tomas',
  'Andrada',
  'Castillo',
  'Flores',
  'Villanueva',
  'Ramos',
  'Castro',
  'Rivera',
  'Aquino',
  'Navarro',
  'Salazar',
  'Mercado',
];

/** 10,000 personnel over the five campuses and their departments, every kind, with a PDS part I each. */
async function seedPersonnelData(db: ReturnType<typeof createDatabase>) {
  const first = `ARRAY[${FIRST_NAMES.map((n) => `'${n}'`).join(',')}]`;
  const last = `ARRAY[${LAST_NAMES.map((n) => `'${n}'`).join(',')}]`;
  await db.$client.query(`
    WITH d AS (SELECT array_agg(id ORDER BY id) AS ids FROM departments WHERE campus_id = 1)
    INSERT INTO personnel (idno, first_name, middle_name, last_name, campus_id, department_id, employment_kind, is_active, date_original_appointment)
    SELECT 'B-' || lpad(i::text, 6, '0'), (${first})[1 + i % 20] || CASE WHEN i % 7 = 0 THEN ' Luz' ELSE '' END, (${last})[1 + (i / 20) % 20], (${last})[1 + (i / 3) % 20] || ' ' || i,
           1, d.ids[1 + i % array_length(d.ids, 1)], (ARRAY['faculty','staff','job_order','casual'])[1 + i % 4], i % 25 <> 0, DATE '2000-01-01' + (i % 9000)
      FROM generate_series(1, 10000) AS i, d`);
  await db.$client.query(`
    INSERT INTO pds_entries (personnel_id, section, data)
    SELECT id, 'personal', jsonb_build_object('sex', CASE WHEN id % 2 = 0 THEN 'female' ELSE 'male' END, 'birth_date', (DATE '1960-01-01' + (id * 7 % 15000))::text, 'birth_place', 'Legazpi City', 'citizenship', 'filipino')
      FROM personnel WHERE idno LIKE 'B-%'`);
  await db.$client.query('VACUUM ANALYZE personnel');
  await db.$client.query('VACUUM ANALYZE pds_entries');
}

/** 5,000 active personnel in 25 departments of 200 on the main campus, for a month of time logs. */
async function seedAttendancePeople(db: ReturnType<typeof createDatabase>): Promise<{ personnelIds: number[]; departmentIds: number[] }> {
  const first = `ARRAY[${FIRST_NAMES.map((n) => `'${n}'`).join(',')}]`;
  const last = `ARRAY[${LAST_NAMES.map((n) => `'${n}'`).join(',')}]`;
  const departmentIds = (
    await db.$client.query(`
      INSERT INTO departments (fullname, acronym, campus_id)
      SELECT 'Bench Office ' || i, 'BO' || i, 1 FROM generate_series(1, 25) AS i RETURNING id`)
  ).rows.map((r) => r.id as number);
  const personnelIds = (
    await db.$client.query(
      `INSERT INTO personnel (idno, first_name, last_name, campus_id, department_id, employment_kind, is_active, date_original_appointment)
       SELECT 'A-' || lpad(i::text, 6, '0'), (${first})[1 + i % 20], (${last})[1 + (i / 20) % 20] || ' ' || i, 1, ($1::int[])[1 + i % 25], (ARRAY['faculty','staff'])[1 + i % 2], true, DATE '2005-01-01' + (i % 5000)
         FROM generate_series(1, 5000) AS i
       RETURNING id`,
      [departmentIds],
    )
  ).rows.map((r) => r.id as number);
  await db.$client.query('VACUUM ANALYZE personnel');
  return { personnelIds, departmentIds };
}

/**
 * A year of leave for the attendance people, as the DTR would have totalled it: opening balances twelve months
 * back, each month's totals (tardiness for most, an absence for some), two approved leaves each (VL and SL),
 * and a COC earning. Staff only (faculty earn no VL/SL), so every card earns and charges.
 */
async function seedLeaveYear(db: ReturnType<typeof createDatabase>, personnelIds: number[]) {
  // The 12 months ending with the current one (Manila); the cards start with the first of them.
  const { rows } = await db.$client.query(
    `SELECT to_char(m, 'YYYY-MM-DD') AS first FROM generate_series(date_trunc('month', now() AT TIME ZONE 'Asia/Manila') - interval '11 months', date_trunc('month', now() AT TIME ZONE 'Asia/Manila'), interval '1 month') m ORDER BY m`,
  );
  const months = rows.map((r) => r.first as string);
  const first = months[0]!;
  await db.$client.query(`UPDATE personnel SET employment_kind = 'staff', created_at = $2::date WHERE id = ANY($1::int[])`, [personnelIds, first]);
  await db.$client.query(
    `INSERT INTO leave_opening_balances (personnel_id, as_of, vl, sl) SELECT id, $2::date - 1, 5 + id % 20, 10 + id % 30 FROM unnest($1::int[]) id`,
    [personnelIds, first],
  );
  await db.$client.query(
    `INSERT INTO attendance_month_totals (personnel_id, period, absent_days, late_minutes, undertime_minutes, absences, computed_at)
     SELECT id, left(m, 7), CASE WHEN (id + k) % 9 = 0 THEN 1 ELSE 0 END, (id * 7 + k * 13) % 140, (id + k) % 45,
            CASE WHEN (id + k) % 9 = 0 THEN jsonb_build_object(left(m, 8) || '10', 1) ELSE '{}'::jsonb END, now()
       FROM unnest($1::int[]) id, unnest($2::text[]) WITH ORDINALITY AS x(m, k)`,
    [personnelIds, months],
  );
  const vl = (await db.$client.query(`SELECT id FROM leave_types WHERE code = 'VL'`)).rows[0].id;
  const sl = (await db.$client.query(`SELECT id FROM leave_types WHERE code = 'SL'`)).rows[0].id;
  for (const [typeId, month] of [
    [vl, months[2]!],
    [sl, months[9]!],
  ] as const) {
    await db.$client.query(
      `INSERT INTO leave_applications (personnel_id, leave_type_id, date_from, date_to, working_days, dates, days_with_pay, status)
       SELECT id, $2, $3::date + 2, $3::date + 3, 2, jsonb_build_array(($3::date + 2)::text, ($3::date + 3)::text), 2, 'approved' FROM unnest($1::int[]) id`,
      [personnelIds, typeId, month],
    );
  }
  await db.$client.query(
    `INSERT INTO compensatory_credits (personnel_id, entry_kind, hours, entry_date, expires_on) SELECT id, 'earned', 8, $2::date + 13, make_date(extract(year FROM $2::date)::int + 1, 12, 31) FROM unnest($1::int[]) id`,
    [personnelIds, months[1]],
  );
  await db.$client.query('DELETE FROM leave_stale_months');
  for (const table of ['attendance_month_totals', 'leave_applications', 'leave_opening_balances', 'compensatory_credits'])
    await db.$client.query(`VACUUM ANALYZE ${table}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
