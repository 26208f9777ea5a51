import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { auditLog, clearanceItems, notifications, personnel, separations, users } from '@hris/db';
import { manilaToday } from '@hris/contracts';
import { applyDueSeparations, runDueSeparationsOnce } from '../src/modules/offboarding';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, makeEmployee, personnelIdOf } from './support/records';
import { ADVISORY_LOCKS } from '../src/lib/advisory-locks';

let t: TestApp;
let hr: string;
let staff: string;
let head: string;

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = manilaToday();
const tomorrow = addDays(today, 1);
const separate = (body: Record<string, unknown>, token = hr) => t.http.post('/api/separations').set(as(token)).send(body);
const detail = async (id: number, token = hr) => (await t.http.get(`/api/separations/${id}`).set(as(token))).body.separation;
type Item = { id: number; office: string; kind: string; status: string; can_clear: boolean; department: { acronym: string } | null };

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff, head] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'head@hris.test')]);
});
afterAll(async () => t.close());

describe('offboarding', () => {
  it('is for the HR office: others cannot record one or read any', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Pedro', last: 'Penduko', department: 'CAS' });
    expect((await separate({ personnel_id: personnelId, cause: 'resignation', effective_date: tomorrow }, staff)).status).toBe(403);
    expect((await t.http.get('/api/separations').set(as(staff))).body.separations).toEqual([]);
  });

  it('refuses bad input with the right message, saving nothing', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Carmela', last: 'Soriano', department: 'CAS' });
    await t.db.update(personnel).set({ dateOriginalAppointment: '2019-08-01' }).where(eq(personnel.id, personnelId));
    expect((await separate({ personnel_id: personnelId, cause: 'fired', effective_date: tomorrow })).body.errors.cause).toEqual([
      'Choose the cause of separation.',
    ]);
    expect((await separate({ personnel_id: personnelId, cause: 'death', effective_date: addDays(today, 3) })).body.errors.effective_date).toEqual([
      'The date of death cannot be in the future.',
    ]);
    expect((await separate({ personnel_id: personnelId, cause: 'resignation', effective_date: '2019-07-31' })).body.errors.effective_date).toEqual([
      "The effective date must be after 08/01/2019, when the employee's current service starts.",
    ]);
    expect((await separate({ personnel_id: personnelId, cause: 'resignation', effective_date: '31/12/2026' })).body.errors.effective_date).toEqual([
      'Enter a complete effective date (month, day and year).',
    ]);
    expect((await separate({ personnel_id: 999999, cause: 'resignation', effective_date: tomorrow })).body.errors.personnel_id).toEqual([
      'The selected personnel record is invalid.',
    ]);
    const self = await separate({ personnel_id: await personnelIdOf(t, 'hr@hris.test'), cause: 'resignation', effective_date: tomorrow });
    expect(self.body.errors.personnel_id).toEqual(['You cannot process your own separation; ask another officer of the HR office.']);
    expect(await t.db.select().from(separations)).toEqual([]);
  });

  it('starts the clearance, lets the head clear their office only, and deactivates on the effective date', async () => {
    const { personnelId, userId } = await makeEmployee(t, { first: 'Lorna', last: 'Villanueva', department: 'CAS', email: 'lorna@hris.test' });
    await t.http
      .post(`/api/personnels/${personnelId}/service-record`)
      .set(as(hr))
      .send({ date_from: '2020-02-03', position_title: 'Librarian I', appointment_status: 'Permanent', annual_salary: 3_000_000 * 12 });
    const lorna = await signIn(t, 'lorna@hris.test');

    const res = await separate({ personnel_id: personnelId, cause: 'resignation', effective_date: tomorrow, remarks: 'Moving abroad' });
    expect(res.status).toBe(200);
    expect(res.body.separation).toMatchObject({
      status: 'clearing',
      cause: 'resignation',
      cause_label: 'Resignation',
      effective_date: tomorrow,
      account_deactivated_at: null,
      // Lorna holds no property: the property line is cleared at once (property-clearance.test.ts has the rest).
      clearance: { total: 6, cleared: 1 },
    });
    const id = res.body.separation.id as number;
    const items = res.body.separation.clearance_items as Item[];
    expect(items.find((i) => i.office === 'Supply and Property Office')).toMatchObject({ kind: 'property', status: 'cleared', holdings: [], can_clear: false });
    expect(items.map((i) => i.office)).toEqual([
      'Department Head',
      'Supply and Property Office',
      'Accounting Office',
      'Cashier',
      'Library',
      'Human Resource Management Office',
    ]);
    expect(items[0]!.department?.acronym).toBe('CAS');

    const again = await separate({ personnel_id: personnelId, cause: 'retirement', effective_date: tomorrow });
    expect(again.body.errors.personnel_id).toEqual(['This employee already has a separation in progress.']);
    expect(await t.db.select().from(separations).where(eq(separations.personnelId, personnelId))).toHaveLength(1);

    // Not yet effective: the account still works.
    expect((await t.http.get('/api/users/me').set(as(lorna))).status).toBe(200);

    // The head of CAS sees it, and clears only the department's item.
    const [headUser] = await t.db.select().from(users).where(eq(users.email, 'head@hris.test'));
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, headUser!.id))).map((n) => n.title)).toContain('A clearance waits for you');
    expect((await t.http.get('/api/separations').set(as(head))).body.separations.map((s: { id: number }) => s.id)).toEqual([id]);
    const seenByHead = (await detail(id, head)).clearance_items as Item[];
    expect(seenByHead.filter((i) => i.can_clear).map((i) => i.office)).toEqual(['Department Head']);
    const library = items.find((i) => i.office === 'Library')!;
    expect((await t.http.put(`/api/separations/${id}/clearance/${library.id}`).set(as(head)).send({ status: 'cleared' })).status).toBe(403);
    expect((await t.http.put(`/api/separations/${id}/clearance/${items[0]!.id}`).set(as(staff)).send({ status: 'cleared' })).status).toBe(404);
    const cleared = await t.http
      .put(`/api/separations/${id}/clearance/${items[0]!.id}`)
      .set(as(head))
      .send({ status: 'cleared', remarks: 'No accountabilities' });
    expect(cleared.body.message).toBe('Department Head cleared.');
    expect((await t.http.put(`/api/separations/${id}/clearance/${items[1]!.id}`).set(as(hr)).send({ status: 'done' })).body.errors.status).toEqual([
      'The status must be pending or cleared.',
    ]);
    expect((await t.http.post(`/api/separations/${id}/cancel`).set(as(head))).status).toBe(403);

    // Today nothing is due; tomorrow it takes effect.
    expect(await applyDueSeparations(t.app.deps, today)).toEqual([]);
    expect(await applyDueSeparations(t.app.deps, tomorrow)).toEqual([id]);
    expect(await applyDueSeparations(t.app.deps, tomorrow)).toEqual([]);
    const [p] = await t.db.select().from(personnel).where(eq(personnel.id, personnelId));
    expect(p!.isActive).toBe(false);
    const [u] = await t.db.select().from(users).where(eq(users.id, userId!));
    expect(u!.isActive).toBe(false);
    expect((await t.http.get('/api/users/me').set(as(lorna))).status).toBe(401);
    const login = await t.http.post('/api/authenticate/login').send({ email: 'lorna@hris.test', password: 'Demo#2026' });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('These credentials do not match our records.');
    const lines = (await t.http.get(`/api/personnels/${personnelId}/service-record`).set(as(hr))).body.lines;
    expect(lines.at(-1)).toMatchObject({ date_to: today, separation_date: tomorrow, separation_cause: 'Resignation' });
    expect(
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))))
      ).map((a) => a.action),
    ).toContain('deactivate');

    // It completes when the last office clears.
    const rest = ((await detail(id)).clearance_items as Item[]).filter((i) => i.status === 'pending');
    for (const item of rest.slice(0, -1)) await t.http.put(`/api/separations/${id}/clearance/${item.id}`).set(as(hr)).send({ status: 'cleared' });
    expect((await detail(id)).status).toBe('clearing');
    const last = await t.http
      .put(`/api/separations/${id}/clearance/${rest.at(-1)!.id}`)
      .set(as(hr))
      .send({ status: 'cleared' });
    expect(last.body.message).toMatch(/every office has cleared and the separation is complete/);
    expect(last.body.separation).toMatchObject({ status: 'completed', clearance: { total: 6, cleared: 6 } });
    expect((await t.http.put(`/api/separations/${id}/clearance/${items[0]!.id}`).set(as(hr)).send({ status: 'pending' })).body.errors.status).toEqual([
      'This separation is completed; its clearance can no longer change.',
    ]);
    expect((await t.http.post(`/api/separations/${id}/cancel`).set(as(hr))).body.errors.status).toEqual(['This separation is already completed.']);
    expect((await t.http.get('/api/separations').query({ status: 'completed', term: 'villanueva' }).set(as(hr))).body.meta.total).toBe(1);
  });

  it('takes effect at once when the date has come, and a cancelled one frees the person for a new one', async () => {
    const { personnelId, userId } = await makeEmployee(t, { first: 'Ramon', last: 'Magsaysay', department: 'CAS', email: 'ramon@hris.test' });
    const now = await separate({ personnel_id: personnelId, cause: 'end_of_contract', effective_date: today });
    expect(now.body.separation.account_deactivated_at).not.toBeNull();
    expect((await t.db.select().from(users).where(eq(users.id, userId!)))[0]!.isActive).toBe(false);
    expect((await t.http.post(`/api/separations/${now.body.separation.id}/cancel`).set(as(hr))).body.errors.status[0]).toMatch(/has taken effect/);

    const { personnelId: other } = await makeEmployee(t, { first: 'Nena', last: 'Flores', department: 'CAS' });
    const first = await separate({ personnel_id: other, cause: 'transfer', effective_date: addDays(today, 30) });
    const cancelled = await t.http.post(`/api/separations/${first.body.separation.id}/cancel`).set(as(hr));
    expect(cancelled.body).toMatchObject({ message: 'The separation has been cancelled.', separation: { status: 'cancelled' } });
    expect((await separate({ personnel_id: other, cause: 'retirement', effective_date: addDays(today, 60) })).status).toBe(200);
    expect(await t.db.select().from(clearanceItems).where(eq(clearanceItems.separationId, first.body.separation.id))).toHaveLength(6);
  });

  it('completes at the effective date when every office cleared before it', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Teodoro', last: 'Agoncillo', department: 'CAS' });
    const res = await separate({ personnel_id: personnelId, cause: 'retirement', effective_date: addDays(today, 7) });
    const id = res.body.separation.id as number;
    for (const item of (res.body.separation.clearance_items as Item[]).filter((i) => i.kind === 'office'))
      await t.http.put(`/api/separations/${id}/clearance/${item.id}`).set(as(hr)).send({ status: 'cleared' });
    expect((await detail(id)).status).toBe('clearing');
    await applyDueSeparations(t.app.deps, addDays(today, 7));
    expect((await detail(id)).status).toBe('completed');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'separation'), eq(auditLog.entityId, String(id))));
    // Reads of the separation are audited too (Data Privacy Act); the changes are these.
    expect(audit.filter((a) => a.action !== 'read').map((a) => a.action)).toEqual(['create', 'take_effect', 'complete']);
  });

  it('runs the hourly job on one instance only (advisory lock)', async () => {
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    await other.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.dueSeparations]);
    expect(await runDueSeparationsOnce(t.app.deps, today)).toBeNull();
    await other.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.dueSeparations]);
    await other.end();
    expect(await runDueSeparationsOnce(t.app.deps, today)).toEqual([]);
  });
});
