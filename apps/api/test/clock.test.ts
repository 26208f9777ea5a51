import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { runHolidaySeedingOnce } from '../src/modules/schedules';

// The one clock (lib/clock.ts, deps.clock): a test names the day it runs on instead of working around the
// day it happens to be run. Each of these would pass or fail by the calendar if a service read the wall clock.

describe('a fixed Monday in March (2027-03-01, 9:00 Manila)', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp({ now: '2027-03-01T09:00' });
    staff = await signIn(t, 'staff@hris.test');
  });
  afterAll(async () => t.close());

  it('is the app’s today: a travel may be filed up to 30 days back from it, not from the real date', async () => {
    const body = { destination: 'CSC Regional Office', purpose: 'Submission of the plantilla', time_from: null, time_to: null };
    // 1 March 2027 and the 30 days before it are allowed: 30 January 2027 is the 31st day back, refused.
    const tooOld = await t.http
      .post('/api/official-business')
      .set('Authorization', `Bearer ${staff}`)
      .send({ ...body, date_from: '2027-01-29', date_to: '2027-01-29' });
    expect(tooOld.status).toBe(422);
    expect(tooOld.body.errors.date_from).toEqual(['The from date must not be more than 30 days in the past.']);
    const inTime = await t.http
      .post('/api/official-business')
      .set('Authorization', `Bearer ${staff}`)
      .send({ ...body, date_from: '2027-01-30', date_to: '2027-01-30' });
    expect(inTime.status).toBe(200);
    expect(inTime.body.travel).toMatchObject({ date_from: '2027-01-30', status: 'pending' });
  });

  it('ends a session when the app’s clock passes its hours, however little real time went by', async () => {
    expect((await t.http.get('/api/users/me').set('Authorization', `Bearer ${staff}`)).status).toBe(200);
    t.clock.advance!((t.config.sessionHours + 1) * 3_600_000);
    expect((await t.http.get('/api/users/me').set('Authorization', `Bearer ${staff}`)).status).toBe(401);
  });
});

describe('the 31st of December (2027-12-31)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2027-12-31T23:00' });
  });
  afterAll(async () => t.close());

  it('has next year’s computable holidays in place before the year turns', async () => {
    // The template holds this year's and next year's (seeded on the real date); on 31 December 2027 the job adds 2028.
    await runHolidaySeedingOnce(t.app.deps);
    const hr = await signIn(t, 'hr@hris.test');
    const res = await t.http.get('/api/holidays?year=2028').set('Authorization', `Bearer ${hr}`);
    expect(res.status).toBe(200);
    const dates = (res.body.holidays as { date: string; name: string }[]).map((h) => `${h.date} ${h.name}`);
    expect(dates).toEqual(
      expect.arrayContaining(["2028-01-01 New Year's Day", '2028-04-13 Maundy Thursday', '2028-04-14 Good Friday', '2028-12-30 Rizal Day']),
    );
  });
});

describe('a day long past (2025-06-02, 9:00 Manila)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2025-06-02T09:00' });
  });
  afterAll(async () => t.close());

  it('keeps a session signed in on that day alive, though the real time is far past its hours', async () => {
    const staff = await signIn(t, 'staff@hris.test');
    const me = await t.http.get('/api/users/me').set('Authorization', `Bearer ${staff}`);
    expect(me.status).toBe(200);
    // Its end is the app's clock's too.
    t.clock.advance!(31 * 24 * 3600 * 1000);
    expect((await t.http.get('/api/users/me').set('Authorization', `Bearer ${staff}`)).status).toBe(401);
  });
});
