import { eq, sql } from 'drizzle-orm';
import { APPLICANT_ROLE } from '@hris/contracts';
import type { Database } from '../client';
import { departments, leaveOpeningBalances, personnel, plantillaItems, plantillaLevels, positions, roles, userRoles, users } from '../schema';
import { hashPassword } from '../passwords';
import { randomTotpSecret } from '../totp-secret';
import { seedDemoBulk } from './demo-bulk';
import { seedDemoLnd } from './demo-lnd';
import { seedDemoProperty } from './demo-property';
import { seedDemoFeedback } from './demo-feedback';
import { seedDemoSpms } from './demo-spms';
import { seedDemoDocuments } from './demo-dts';
import { seedDemoScholarships } from './demo-scholarships';
import { seedDemoCovid } from './demo-covid';

export const DEMO_PASSWORD = 'Demo#2026';

type DemoAccount = { email: string; name: string; role: string; person?: { first: string; last: string; department: string; position: string } };

/** Demo accounts listed in the README. head@ heads CAS, where staff@ works. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@hris.test',
    name: 'Maria Santos',
    role: 'Administrator',
    person: { first: 'Maria', last: 'Santos', department: 'HRMO', position: 'Administrative Officer V' },
  },
  {
    email: 'hr@hris.test',
    name: 'Jose Reyes',
    role: 'HR Office',
    person: { first: 'Jose', last: 'Reyes', department: 'HRMO', position: 'Administrative Officer IV' },
  },
  {
    email: 'head@hris.test',
    name: 'Ana Dela Cruz',
    role: 'Department Head',
    person: { first: 'Ana', last: 'Dela Cruz', department: 'CAS', position: 'Associate Professor I' },
  },
  {
    email: 'staff@hris.test',
    name: 'Juan Bautista',
    role: 'Employee',
    person: { first: 'Juan', last: 'Bautista', department: 'CAS', position: 'Administrative Assistant II' },
  },
  { email: 'applicant@hris.test', name: 'Liza Mendoza', role: APPLICANT_ROLE },
  {
    // The payroll chain's accounting step (issue 21): certifies the funds and the deductions of a run hr@ prepared.
    email: 'accounting@hris.test',
    name: 'Carmen Villanueva',
    role: 'Accounting Office',
    person: { first: 'Carmen', last: 'Villanueva', department: 'ACCTG', position: 'Accountant III' },
  },
  {
    // HR's health officer (issue 24): verifies the vaccination records, reads the COVID analytics and report.
    email: 'nurse@hris.test',
    name: 'Felicidad Ilustre',
    role: 'Health Officer',
    person: { first: 'Felicidad', last: 'Ilustre', department: 'HRMO', position: 'Nurse II' },
  },
];

export type DemoOptions = {
  /** The bulk of the demo (seed/demo-bulk.ts): a few hundred employees, three months of punches, requests, job posts. */
  bulk?: boolean;
  /** The server's clock: the bulk's dates are relative to it. */
  now?: Date;
  /**
   * The demo's tracked documents (seed/demo-dts.ts) and L   * The demo's tracked documents (seed/demo-dts.ts; default on). The tests' template leaves them out: they file theirD setup (seed/demo-lnd.ts; default on). The tests' template leaves them out: they file their
   * own, and the demo's overdue one would notify the HR office at every test app's start.
   */
  documents?: boolean;
  /** The demo's scholarship programs and committee (seed/demo-scholarships.ts; default on). The tests' template leaves them out: they make their own. */
  scholarships?: boolean;
  /** The environment checked for NODE_ENV=production (default: the process's). */
  env?: NodeJS.ProcessEnv;
};

/**
 * Demo people so a newcomer sees a living system: the demo accounts and, with `bulk`, a university around them.
 * Idempotent. Never with NODE_ENV=production: refused, whatever DEMO says.
 */
export async function seedDemo(db: Database, options: DemoOptions = {}): Promise<void> {
  if ((options.env ?? process.env).NODE_ENV === 'production') throw new Error('The demo data is never seeded with NODE_ENV=production.');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let index = 0;
  for (const account of DEMO_ACCOUNTS) {
    index += 1;
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`);
    if (existing.length) continue;
    let personnelId: number | null = null;
    if (account.person) {
      const [dept] = await db.select().from(departments).where(eq(departments.acronym, account.person.department));
      const [pos] = await db.select().from(positions).where(eq(positions.name, account.person.position));
      const [p] = await db
        .insert(personnel)
        .values({
          idno: `2026-${String(index).padStart(4, '0')}`,
          firstName: account.person.first,
          lastName: account.person.last,
          campusId: 1,
          departmentId: dept?.id ?? null,
          positionId: pos?.id ?? null,
        })
        .returning();
      personnelId = p!.id;
      // Leave credits carried over from the old system, as of the end of last month (the card starts this month).
      const now = new Date((options.now ?? new Date()).getTime() + 8 * 3_600_000); // Manila's wall clock, from the seed's clock
      const endOfLastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
      await db.insert(leaveOpeningBalances).values({ personnelId, asOf: endOfLastMonth, vl: 40 + index * 2.125, sl: 55 + index * 1.5 });
    }
    const [user] = await db
      .insert(users)
      .values({ email: account.email, name: account.name, passwordHash, personnelId, twoFactorSecret: randomTotpSecret() })
      .returning();
    if (account.role === 'Department Head' && personnelId && account.person) {
      await db.update(departments).set({ headPersonnelId: personnelId, headTitle: 'Dean' }).where(eq(departments.acronym, account.person.department));
    }
    const [role] = await db.select().from(roles).where(eq(roles.name, account.role));
    if (role) await db.insert(userRoles).values({ userId: user!.id, roleId: role.id });
    // The demo has no university president: the administrator decides what is the head of agency's (Sec. 23 monetization).
    // …and sits on the department personnel committee and the L&D committees (development plans, issue 22).
    if (account.role === 'Administrator') {
      for (const name of [
        'Office of the President',
        'Department Personnel Committee',
        'Faculty L&D Committee',
        'Administrative L&D Committee',
        'Scholarship Committee',
        'Performance Management Team',
      ]) {
        const [role] = await db.select().from(roles).where(eq(roles.name, name));
        if (role) await db.insert(userRoles).values({ userId: user!.id, roleId: role.id });
      }
    }
  }
  await seedDemoPlantilla(db, options.now ?? new Date());
  await seedDemoDeductions(db, options.now ?? new Date());
  if (options.documents !== false) await seedDemoDocuments(db, options.now ?? new Date());
  // The tests' template leaves it out too: the L&D tests seat their own committees and set their own budgets.
  if (options.documents !== false) await seedDemoLnd(db);
  if (options.scholarships !== false) await seedDemoScholarships(db);
  if (options.documents !== false) await seedDemoProperty(db, options.now ?? new Date());
  if (options.documents !== false) await seedDemoFeedback(db, options.now ?? new Date());
  await seedDemoSpms(db);
  if (options.bulk) await seedDemoBulk(db, options.now ?? new Date());
  // The bulk's vaccinations; the demo accounts have none (staff@ records his own in the e2e).
  if (options.bulk && options.documents !== false) await seedDemoCovid(db);
}

/**
 * The plantilla of the demo offices: the demo employees' own items (filled) and vacant items that requests to
 * hire and job posts can name. Item numbers: agency–office–position code–sequence–year. Idempotent.
 */
const DEMO_ITEMS: { itemNo: string; department: string; position: string; level: string; incumbentEmail?: string }[] = [
  { itemNo: 'SU-HRMO-ADOF5-1-2020', department: 'HRMO', position: 'Administrative Officer V', level: 'Second Level', incumbentEmail: 'admin@hris.test' },
  { itemNo: 'SU-HRMO-ADOF4-1-2021', department: 'HRMO', position: 'Administrative Officer IV', level: 'Second Level', incumbentEmail: 'hr@hris.test' },
  { itemNo: 'SU-CAS-ASCP1-1-2019', department: 'CAS', position: 'Associate Professor I', level: 'Second Level', incumbentEmail: 'head@hris.test' },
  { itemNo: 'SU-CAS-ADAS2-1-2022', department: 'CAS', position: 'Administrative Assistant II', level: 'First Level', incumbentEmail: 'staff@hris.test' },
  { itemNo: 'SU-CAS-ADAS2-12-2026', department: 'CAS', position: 'Administrative Assistant II', level: 'First Level' },
  { itemNo: 'SU-CAS-ADA4-3-2026', department: 'CAS', position: 'Administrative Aide IV', level: 'First Level' },
  { itemNo: 'SU-CAS-INST1-7-2026', department: 'CAS', position: 'Instructor I', level: 'Second Level' },
  { itemNo: 'SU-CAS-INST1-8-2026', department: 'CAS', position: 'Instructor I', level: 'Second Level' },
  { itemNo: 'SU-HRMO-ADOF2-2-2026', department: 'HRMO', position: 'Administrative Officer II', level: 'Second Level' },
];

/**
 * The demo's items, their incumbents taking them on the item's year (2 January), or, for staff@hris.test, on the first
 * of this month three years ago: a demo always has someone due a step increment this month (issue 20: /nosi).
 */
export async function seedDemoPlantilla(db: Database, now: Date): Promise<void> {
  const manila = new Date(now.getTime() + 8 * 3_600_000);
  const threeYearsAgo = `${manila.getUTCFullYear() - 3}-${String(manila.getUTCMonth() + 1).padStart(2, '0')}-01`;
  for (const item of DEMO_ITEMS) {
    const [dept] = await db.select().from(departments).where(eq(departments.acronym, item.department));
    const [pos] = await db.select().from(positions).where(eq(positions.name, item.position));
    const [level] = await db.select().from(plantillaLevels).where(eq(plantillaLevels.name, item.level));
    if (!dept || !pos) continue;
    const filledOn = item.incumbentEmail === 'staff@hris.test' ? threeYearsAgo : `${item.itemNo.slice(-4)}-01-02`;
    const incumbent = item.incumbentEmail
      ? ((await db.select({ personnelId: users.personnelId }).from(users).where(eq(users.email, item.incumbentEmail)))[0]?.personnelId ?? null)
      : null;
    await db
      .insert(plantillaItems)
      .values({
        itemNo: item.itemNo,
        positionId: pos.id,
        departmentId: dept.id,
        salaryGrade: pos.salaryGrade ?? 1,
        levelId: level?.id ?? null,
        status: incumbent ? 'filled' : 'vacant',
        incumbentPersonnelId: incumbent,
        filledOn: incumbent ? filledOn : null,
      })
      .onConflictDoNothing();
  }
}

/**
 * staff@'s deductions, so the demo's payslip shows how each is taken (issue 21): a GSIS consolidated loan with its
 * balance and the union dues, from this month. Once: only when he has none.
 */
async function seedDemoDeductions(db: Database, now: Date): Promise<void> {
  const month = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
  await db.$client.query(
    `INSERT INTO person_deductions (personnel_id, code, label, monthly, start_month, balance, priority)
     SELECT u.personnel_id, v.code, v.label, v.monthly, $1, v.balance, v.priority
       FROM users u, (VALUES ('GSIS-CL', 'GSIS consolidated loan', 250000::bigint, 6000000::bigint, 20), ('UNION', 'Employees union dues', 10000::bigint, NULL::bigint, 10))
            v(code, label, monthly, balance, priority)
      WHERE u.email = 'staff@hris.test' AND u.personnel_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM person_deductions d WHERE d.personnel_id = u.personnel_id)`,
    [month],
  );
}
