import { expect } from 'vitest';
import { createTestApp, signIn, type TestApp } from './test-app';
import { addDays, isWeekday } from './dates';
import { as } from './records';

/**
 * Four punches (07:55, 12:01, 12:58, 17:05) on every weekday from `from` up to the day before `until`,
 * except the dates in `away`, through the attendance API: a person present every working day, so the
 * leave card charges only what a test means it to.
 */
export async function presentOnWeekdays(t: TestApp, token: string, personnelId: number, from: string, until: string, away: readonly string[] = []) {
  const logs: { personnel_id: number; timestamp: string }[] = [];
  for (let d = from; d < until; d = addDays(d, 1)) {
    if (!isWeekday(d) || away.includes(d)) continue;
    for (const time of ['07:55', '12:01', '12:58', '17:05']) logs.push({ personnel_id: personnelId, timestamp: `${d}T${time}:00+08:00` });
  }
  if (logs.length) expect((await t.http.post('/api/attendance/logs').set(as(token)).send({ logs })).status).toBe(200);
}

/** The first day of the month of a date. */
export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * The app for a leave-card test, with the HR officer signed in and no holidays (the seeded ones move with
 * the year: a test's weekdays are then all working days).
 */
export async function cardTestApp(): Promise<{ t: TestApp; hr: string }> {
  const t = await createTestApp();
  const hr = await signIn(t, 'hr@hris.test');
  await t.db.$client.query(`DELETE FROM holidays`);
  return { t, hr };
}
