import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { appointmentStatuses, civilStatuses, departments, pdsEntries } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';

let t: TestApp;
let hr: string;
let staff: string;
let office: number;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** Manila's date today, `years` earlier (a 29 February falls back to the 28th). */
function yearsAgo(years: number, dayShift = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, m === 2 && d === 29 ? 28 : d));
  date.setUTCDate(date.getUTCDate() + dayShift);
  return date.toISOString().slice(0, 10);
}

type Person = { first: string; kind?: string; active?: boolean; status?: string; personal?: Record<string, unknown>; schools?: string[] };

/** A record made through the API, its PDS personal information and schools saved through the PDS API. */
async function person(p: Person) {
  const statusId = p.status ? (await t.db.select().from(appointmentStatuses).where(eq(appointmentStatuses.name, p.status)))[0]!.id : undefined;
  const res = await t.http
    .post('/api/personnels')
    .set(as(hr))
    .send({
      first_name: p.first,
      last_name: 'Demografo',
      campus_id: 3,
      department_id: office,
      employment_kind: p.kind ?? 'staff',
      is_active: p.active ?? true,
      appointment_status_id: statusId,
    });
  expect(res.status).toBe(200);
  const id = res.body.personnel.id as number;
  if (p.personal) {
    const saved = await t.http
      .put(`/api/personnels/${id}/personal`)
      .set(as(hr))
      .send({ birth_place: 'Tacloban City, Leyte', ...p.personal });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  for (const level of p.schools ?? [])
    await t.http
      .post(`/api/personnels/${id}/educbackground`)
      .set(as(hr))
      .send({ level, school_name: `A ${level} school` })
      .expect(200);
  return id;
}

const demographics = (query: Record<string, unknown>, token = hr) =>
  t.http
    .get('/api/demographics')
    .query({ department_id: office, ...query })
    .set(as(token));
const countsOf = (body: { groups: { key: string; count: number }[] }) => Object.fromEntries(body.groups.map((g) => [g.key, g.count]));

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  const [created] = await t.db.insert(departments).values({ fullname: 'Office of Test Statistics', acronym: 'OTS', campusId: 3 }).returning();
  office = created!.id;
  const [single] = await t.db.select().from(civilStatuses).where(eq(civilStatuses.name, 'Single'));
  const [married] = await t.db.select().from(civilStatuses).where(eq(civilStatuses.name, 'Married'));
  await person({
    first: 'Alma',
    kind: 'faculty',
    status: 'Permanent',
    personal: { sex: 'female', birth_date: yearsAgo(25), civil_status_id: single!.id },
    schools: ['elementary', 'college', 'graduate'],
  });
  await person({ first: 'Bert', personal: { sex: 'male', birth_date: yearsAgo(45), civil_status_id: married!.id }, schools: ['secondary', 'elementary'] });
  // Thirty today: no longer under 30.
  await person({
    first: 'Carlo',
    status: 'Permanent',
    personal: { sex: 'male', birth_date: yearsAgo(30), civil_status_id: married!.id },
    schools: ['vocational'],
  });
  // Thirty tomorrow: still under 30.
  await person({ first: 'Dina', kind: 'job_order', personal: { sex: 'female', birth_date: yearsAgo(30, 1) } });
  const elma = await person({ first: 'Elma', kind: 'job_order', personal: { sex: 'female', birth_date: yearsAgo(61) } });
  // A PDS written before its civil status was taken off the list (the API refuses an unknown one now).
  await t.db
    .update(pdsEntries)
    .set({ data: sql`data || '{"civil_status_id": 999999}'::jsonb` })
    .where(and(eq(pdsEntries.personnelId, elma), eq(pdsEntries.section, 'personal')));
  // No PDS at all.
  await person({ first: 'Fely' });
  // Inactive people are not counted.
  await person({ first: 'Gardo', active: false, personal: { sex: 'male', birth_date: yearsAgo(40) }, schools: ['college'] });
});
afterAll(async () => t.close());

describe('GET /api/demographics', () => {
  it('counts active personnel by sex, with those whose PDS lacks it as not stated', async () => {
    const res = await demographics({ group_by: 'sex' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      group_by: 'sex',
      groups: [
        { key: 'male', label: 'Male', count: 2 },
        { key: 'female', label: 'Female', count: 3 },
      ],
      total: 6,
      not_stated: 1,
    });
  });

  it('puts ages in brackets as of today', async () => {
    const res = await demographics({ group_by: 'age_bracket' });
    expect(res.body.groups.map((g: { label: string }) => g.label)).toEqual(['Under 30', '30–39', '40–49', '50–59', '60 and over']);
    expect(countsOf(res.body)).toEqual({ under_30: 2, '30_39': 1, '40_49': 1, '50_59': 0, '60_over': 1 });
    expect(res.body.not_stated).toBe(1);
  });

  it('counts by civil status, highest education, kind and appointment status', async () => {
    const civil = await demographics({ group_by: 'civil_status' });
    expect(countsOf(civil.body)).toMatchObject({ [String((await t.db.select().from(civilStatuses).where(eq(civilStatuses.name, 'Married')))[0]!.id)]: 2 });
    expect(civil.body.groups.find((g: { label: string }) => g.label === 'Single').count).toBe(1);
    // Dina's PDS has no civil status, Elma's names one that does not exist, Fely has no PDS.
    expect(civil.body.not_stated).toBe(3);

    const education = await demographics({ group_by: 'education' });
    expect(countsOf(education.body)).toEqual({ elementary: 0, secondary: 1, vocational: 1, college: 0, graduate: 1 });
    expect(education.body.groups.find((g: { key: string }) => g.key === 'graduate').label).toBe('Graduate Studies');
    expect(education.body.not_stated).toBe(3);

    const kinds = await demographics({ group_by: 'employment_kind' });
    expect(countsOf(kinds.body)).toEqual({ faculty: 1, staff: 3, job_order: 2, casual: 0 });
    expect(kinds.body.not_stated).toBe(0);

    const statuses = await demographics({ group_by: 'appointment_status' });
    expect(statuses.body.groups.find((g: { label: string }) => g.label === 'Permanent').count).toBe(2);
    expect(statuses.body.not_stated).toBe(4);
  });

  it('filters by campus, department and kind', async () => {
    const jobOrders = await demographics({ group_by: 'sex', kind: 'job_order' });
    expect(jobOrders.body).toMatchObject({ total: 2, not_stated: 0 });
    expect(countsOf(jobOrders.body)).toEqual({ male: 0, female: 2 });

    const campus = await t.http.get('/api/demographics').query({ group_by: 'department', campus_id: 3 }).set(as(hr));
    expect(campus.body.groups.find((g: { key: string }) => g.key === String(office))).toMatchObject({ label: 'Office of Test Statistics (OTS)', count: 6 });
    expect(campus.body.groups.every((g: { count: number }) => g.count > 0)).toBe(true);
    const otherCampus = await demographics({ group_by: 'campus', campus_id: 1 });
    expect(otherCampus.body.total).toBe(0);

    const campuses = await t.http.get('/api/demographics').query({ group_by: 'campus' }).set(as(hr));
    expect(campuses.body.groups).toHaveLength(5);
    expect(campuses.body.total).toBe(campuses.body.groups.reduce((sum: number, g: { count: number }) => sum + g.count, 0));
  });

  it('refuses bad query values with 422 and is for the personnel office only', async () => {
    const bad = await t.http.get('/api/demographics').query({ group_by: 'religion' }).set(as(hr));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.group_by).toEqual([
      'The grouping must be one of: sex, age_bracket, civil_status, employment_kind, campus, department, appointment_status, education.',
    ]);
    const missing = await t.http.get('/api/demographics').set(as(hr));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['group_by']);
    const campus = await t.http.get('/api/demographics').query({ group_by: 'sex', campus_id: 9 }).set(as(hr));
    expect(campus.body.errors.campus_id).toEqual(['The campus must be one of campuses 1 to 5.']);
    const kind = await t.http.get('/api/demographics').query({ group_by: 'sex', kind: 'intern' }).set(as(hr));
    expect(kind.body.errors.kind).toEqual(['The employment kind must be faculty, staff, job order or casual.']);
    expect((await t.http.get('/api/demographics').query({ group_by: 'sex', department_id: 'x' }).set(as(hr))).status).toBe(422);
    expect((await demographics({ group_by: 'sex' }, staff)).status).toBe(403);
  });
});
