import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedComputableHolidays, seedReference } from '@hris/db';
import { computableHolidays, easterSunday } from '../../src/domain/philippine-holidays';
import { runHolidaySeedingOnce } from '../../src/modules/schedules';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { manilaToday } from '../support/dates';
import { as } from '../support/records';
import { ADVISORY_LOCKS } from '../../src/lib/advisory-locks';

// CSC-RULES.md, Attendance: "Holidays come from the law and each year's proclamation: the regular holidays with
// fixed dates (1 January, 9 April, 1 May, 12 June, 30 November, 25 and 30 December), the movable ones computed
// where the law gives a rule (Maundy Thursday and Good Friday from Easter, National Heroes Day the last Monday
// of August) … Seed the computable ones for the current and the next year; HR adds the proclaimed ones."

const datesOf = (year: number) => Object.fromEntries(computableHolidays(year).map((h) => [h.name, h.date]));

describe('the holidays the law determines (unit)', () => {
  it('finds Easter by the Gregorian computus', () => {
    expect(['1818', '2008', '2011', '2019', '2024', '2025', '2026', '2027', '2038', '2285'].map((y) => easterSunday(Number(y)))).toEqual([
      '1818-03-22',
      '2008-03-23',
      '2011-04-24',
      '2019-04-21',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2285-03-22',
    ]);
  });

  it('puts Maundy Thursday and Good Friday before Easter and National Heroes Day on the last Monday of August', () => {
    expect(datesOf(2025)).toMatchObject({ 'Maundy Thursday': '2025-04-17', 'Good Friday': '2025-04-18', 'National Heroes Day': '2025-08-25' });
    expect(datesOf(2026)).toMatchObject({ 'Maundy Thursday': '2026-04-02', 'Good Friday': '2026-04-03', 'National Heroes Day': '2026-08-31' });
    expect(datesOf(2027)).toMatchObject({ 'Maundy Thursday': '2027-03-25', 'Good Friday': '2027-03-26', 'National Heroes Day': '2027-08-30' });
  });

  it('keeps the fixed dates every year, as regular holidays in calendar order', () => {
    for (const year of [2025, 2026, 2027]) {
      expect(datesOf(year)).toMatchObject({
        "New Year's Day": `${year}-01-01`,
        'Araw ng Kagitingan': `${year}-04-09`,
        'Labor Day': `${year}-05-01`,
        'Independence Day': `${year}-06-12`,
        'Bonifacio Day': `${year}-11-30`,
        'Christmas Day': `${year}-12-25`,
        'Rizal Day': `${year}-12-30`,
      });
    }
    expect(computableHolidays(2027)).toEqual([
      { date: '2027-01-01', name: "New Year's Day", kind: 'regular' },
      { date: '2027-03-25', name: 'Maundy Thursday', kind: 'regular' },
      { date: '2027-03-26', name: 'Good Friday', kind: 'regular' },
      { date: '2027-04-09', name: 'Araw ng Kagitingan', kind: 'regular' },
      { date: '2027-05-01', name: 'Labor Day', kind: 'regular' },
      { date: '2027-06-12', name: 'Independence Day', kind: 'regular' },
      { date: '2027-08-30', name: 'National Heroes Day', kind: 'regular' },
      { date: '2027-11-30', name: 'Bonifacio Day', kind: 'regular' },
      { date: '2027-12-25', name: 'Christmas Day', kind: 'regular' },
      { date: '2027-12-30', name: 'Rizal Day', kind: 'regular' },
    ]);
  });
});

let t: TestApp;
let hr: string;
let staff: string;
const today = manilaToday();
const year = Number(today.slice(0, 4));
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
type Holiday = { id: number; date: string; name: string; campus_id: number | null; part: string };
const holidaysOf = async (y: number): Promise<Holiday[]> => {
  const res = await t.http.get(`/api/holidays?year=${y}`).set(as(staff));
  expect(res.status).toBe(200);
  return res.body.holidays;
};
const national = (list: Holiday[]) => list.filter((h) => h.campus_id === null).map((h) => ({ date: h.date, name: h.name, part: h.part }));
const seededThrough = async () => (await query(`SELECT value FROM system_settings WHERE key = 'holidays_seeded_through'`))[0]?.value;

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
});
afterAll(async () => t.close());

describe('the seeded holidays (API)', () => {
  it('has this year’s and next year’s, national and whole-day, on the holidays page', async () => {
    for (const y of [year, year + 1]) {
      expect(national(await holidaysOf(y))).toEqual(computableHolidays(y).map((h) => ({ date: h.date, name: h.name, part: 'whole' })));
    }
    expect(await holidaysOf(year + 2)).toEqual([]);
    expect(await seededThrough()).toBe(year + 1);
  });

  it('lets HR edit and delete a seeded holiday like one HR entered, and neither the seed nor the job puts it back', async () => {
    const next = await holidaysOf(year + 1);
    const heroes = next.find((h) => h.name === 'National Heroes Day')!;
    const bonifacio = next.find((h) => h.name === 'Bonifacio Day')!;
    // A proclamation moves National Heroes Day to the Friday before; Bonifacio Day is deleted.
    const friday = new Date(Date.parse(`${heroes.date}T00:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    const moved = await t.http.put(`/api/holidays/${heroes.id}`).set(as(hr)).send({ date: friday, name: 'National Heroes Day', part: 'whole' });
    expect(moved.status).toBe(200);
    expect((await t.http.delete(`/api/holidays/${bonifacio.id}`).set(as(hr))).status).toBe(200);

    // Every start seeds again, and the job runs hourly.
    await seedReference(t.db, today);
    expect(await runHolidaySeedingOnce(t.app.deps, today)).toBeNull();

    const after = national(await holidaysOf(year + 1));
    expect(after.filter((h) => h.name === 'National Heroes Day')).toEqual([{ date: friday, name: 'National Heroes Day', part: 'whole' }]);
    expect(after.filter((h) => h.date === heroes.date || h.name === 'Bonifacio Day')).toEqual([]);
    expect(after).toHaveLength(computableHolidays(year + 1).length - 1);
  });

  it('adds the year after next only when its year before comes, once, around what HR already entered', async () => {
    const later = year + 2;
    // HR enters the proclamation early: National Heroes Day moved, and the university's own day on 30 November.
    const heroes = datesOf(later)['National Heroes Day']!;
    const moved = new Date(Date.parse(`${heroes}T00:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await t.http.post('/api/holidays').set(as(hr)).send({ date: moved, name: 'National Heroes Day', part: 'whole' })).status).toBe(200);
    expect(
      (
        await t.http
          .post('/api/holidays')
          .set(as(hr))
          .send({ date: `${later}-11-30`, name: 'University Foundation Day', part: 'am' })
      ).status,
    ).toBe(200);

    expect(await runHolidaySeedingOnce(t.app.deps, `${year}-12-31`)).toBeNull();
    expect(national(await holidaysOf(later))).toHaveLength(2);

    expect(await runHolidaySeedingOnce(t.app.deps, `${year + 1}-01-01`)).toBe(later);
    expect(await seededThrough()).toBe(later);
    const expected = computableHolidays(later)
      .filter((h) => h.name !== 'National Heroes Day' && h.name !== 'Bonifacio Day')
      .map((h) => ({ date: h.date, name: h.name, part: 'whole' }))
      .concat([
        { date: moved, name: 'National Heroes Day', part: 'whole' },
        { date: `${later}-11-30`, name: 'University Foundation Day', part: 'am' },
      ])
      .sort((a, b) => a.date.localeCompare(b.date));
    expect(national(await holidaysOf(later))).toEqual(expected);

    // Once: a later run that year adds nothing, even after HR deleted one.
    const christmas = (await holidaysOf(later)).find((h) => h.name === 'Christmas Day')!;
    expect((await t.http.delete(`/api/holidays/${christmas.id}`).set(as(hr))).status).toBe(200);
    expect(await runHolidaySeedingOnce(t.app.deps, `${year + 1}-06-01`)).toBeNull();
    expect(national(await holidaysOf(later))).toHaveLength(expected.length - 1);
  });

  it('runs the hourly job on one instance only (advisory lock)', async () => {
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    await other.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.holidaySeeding]);
    expect(await runHolidaySeedingOnce(t.app.deps, `${year + 2}-01-01`)).toBeNull();
    expect(await holidaysOf(year + 3)).toEqual([]);
    await other.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.holidaySeeding]);
    await other.end();
    expect(await runHolidaySeedingOnce(t.app.deps, `${year + 2}-01-01`)).toBe(year + 3);
    expect(await holidaysOf(year + 3)).toHaveLength(computableHolidays(year + 3).length);
  });

  it('makes one holiday of two the law puts on the same date (Good Friday on 9 April 2066)', async () => {
    expect(await seedComputableHolidays(t.db, 2066)).toBe(true);
    expect(national(await holidaysOf(2066)).filter((h) => h.date === '2066-04-09')).toEqual([
      { date: '2066-04-09', name: 'Good Friday and Araw ng Kagitingan', part: 'whole' },
    ]);
    expect(await holidaysOf(2066)).toHaveLength(computableHolidays(2066).length - 1);
  });
});
