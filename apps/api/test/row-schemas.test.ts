import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { workDayOf } from '../src/modules/dtr';
import { salariesOf } from '../src/modules/payroll/payroll.repo';
import { chargesOf } from '../src/modules/leave/ledger.repo';

// The money and CSC modules' repos hand their services only rows their zod schema accepts (lib/query.ts checks them
// under the tests). A column whose type changes in SQL (a numeric pg answers as text) or a stored JSON of another
// shape is refused where it is read, instead of reaching the payroll's or the leave card's arithmetic as text.

let t: TestApp;
const sql = async (text: string, params: unknown[] = []) => (await t.db.$client.query(text, params)).rows as Record<string, unknown>[];

beforeAll(async () => {
  t = await createTestApp({ now: '2027-03-01T09:00' });
});
afterAll(async () => t?.close());

describe('rows leaving the money and CSC repos', () => {
  it('payroll: a salary schedule whose amounts turned numeric (text in pg) is refused, not priced', async () => {
    await sql(`ALTER TABLE salary_schedule ALTER COLUMN amount TYPE numeric(14,2)`);
    await expect(salariesOf(t.db, '2027-03-01', '2027-03-31')).rejects.toThrow(/does not match its schema/);
  });

  it('leave card: month totals whose minutes turned numeric are refused, not charged', async () => {
    const [person] = await sql(`SELECT id FROM personnel ORDER BY id LIMIT 1`);
    await sql(`ALTER TABLE attendance_month_totals ALTER COLUMN late_minutes TYPE numeric(10,2)`);
    await sql(
      `INSERT INTO attendance_month_totals (personnel_id, period, absent_days, late_minutes, undertime_minutes, absences, computed_at)
       VALUES ($1, '2027-02', 0, 12.5, 0, '{}', now())`,
      [person!.id],
    );
    await expect(chargesOf(t.db, [person!.id as number])).rejects.toThrow(/does not match its schema/);
  });

  it('DTR: a default work schedule stored in another shape (its days as words) is refused, not followed', async () => {
    const [person] = await sql(`SELECT id, campus_id FROM personnel WHERE is_active ORDER BY id LIMIT 1`);
    await sql(`UPDATE work_schedules SET is_default = false`);
    await sql(
      `INSERT INTO work_schedules (name, kind, definition, is_default) VALUES ('Old office hours', 'fixed', '{"kind":"fixed","days":"Mon-Fri 8-5"}', true)`,
    );
    await expect(workDayOf(t.db, { personnelId: person!.id as number, campusId: person!.campus_id as number }, '2027-03-01')).rejects.toThrow(
      /does not match its schema/,
    );
  });
});
