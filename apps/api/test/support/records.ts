import { eq } from 'drizzle-orm';
import type { Test } from 'supertest';
import { departments, hashPassword, pdsSubmissions, personnel, randomTotpSecret, users } from '@hris/db';
import { signIn, type TestApp } from './test-app';

// Factories shared by the records tests (service record, appointments, COE, offboarding).

export const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** Reads a binary answer (a PDF) into a Buffer instead of letting supertest parse it. */
export function binary(req: Test): Test {
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** A training (PDS part VII) as an employee adds it. */
export const TRAINING = {
  title: 'Records Management for Government Offices',
  date_from: '2025-03-03',
  date_to: '2025-03-05',
  hours: 24,
  ld_type: 'technical',
  conducted_by: 'National Archives of the Philippines',
};

export async function personnelIdOf(t: TestApp, email: string): Promise<number> {
  const [u] = await t.db.select().from(users).where(eq(users.email, email));
  return u!.personnelId!;
}

export async function departmentId(t: TestApp, acronym: string): Promise<number> {
  return (await t.db.select().from(departments).where(eq(departments.acronym, acronym)))[0]!.id;
}

/** A new employee in a department, with a sign-in account (password Demo#2026) when an e-mail is given. */
export async function makeEmployee(t: TestApp, input: { first: string; last: string; department?: string; email?: string }) {
  const [p] = await t.db
    .insert(personnel)
    .values({ firstName: input.first, lastName: input.last, campusId: 1, departmentId: input.department ? await departmentId(t, input.department) : null })
    .returning();
  let userId: number | null = null;
  if (input.email) {
    const [u] = await t.db
      .insert(users)
      .values({
        email: input.email,
        name: `${input.first} ${input.last}`,
        passwordHash: await hashPassword('Demo#2026'),
        personnelId: p!.id,
        twoFactorSecret: randomTotpSecret(),
      })
      .returning();
    userId = u!.id;
  }
  return { personnelId: p!.id, userId };
}

/** A PDS that HR verified, holding the given work experience (the rest left empty). */
export async function verifiedPds(t: TestApp, personnelId: number, workexp: Record<string, unknown>[], personal: Record<string, unknown> | null = null) {
  const snapshot = {
    personnel: { id: personnelId },
    personal,
    family: null,
    questions: null,
    references: null,
    government_id: null,
    educbackground: [],
    eligibility: [],
    voluntarywork: [],
    training: [],
    skills: [],
    rewardrecog: [],
    orgassoc: [],
    workexp: workexp.map((w, i) => ({ id: 1000 + i, files_count: 0, ...w })),
  };
  await t.db.insert(pdsSubmissions).values({ personnelId, status: 'verified', snapshot, changedSections: ['workexp'], decidedAt: new Date() });
}

/**
 * Another officer holding a role that acts in a chain, signed in (password Demo#2026). The demo's administrator holds
 * every committee's role and the head of agency's, but nobody passes one request at two of its steps (issue 36): a
 * test that walks a chain past two such steps needs a second person. The role is given as an administrator would.
 */
export async function officerWithRole(t: TestApp, input: { first: string; last: string; email: string; role: string; department?: string }) {
  const made = await makeEmployee(t, input);
  const given = await t.db.$client.query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2`, [made.userId, input.role]);
  if (given.rowCount !== 1) throw new Error(`No role named ${input.role}`);
  return { ...made, userId: made.userId!, token: await signIn(t, input.email) };
}
