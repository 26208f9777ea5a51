import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, countries, personnel, positions, schools } from '@hris/db';
import { LOOKUP_ROUTES } from '../src/modules/lookups/lookups.catalog';
import { createTestApp, signIn, type TestApp } from './support/test-app';

let t: TestApp;
let hr: string;
let staff: string;
let head: string;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  hr = await signIn(t, 'hr@hris.test');
  staff = await signIn(t, 'staff@hris.test');
  head = await signIn(t, 'head@hris.test');
});
afterAll(async () => t.close());

describe('every reference list of SPEC.md §7', () => {
  it('answers its field with seeded entries and paging meta', async () => {
    for (const { def, address } of LOOKUP_ROUTES) {
      for (const path of [address]) {
        const res = await t.http.get(path).query({ per_page: 999 }).set(as(staff));
        expect(res.status, path).toBe(200);
        expect(Array.isArray(res.body[def.field]), `${path} → ${def.field}`).toBe(true);
        expect(res.body.meta).toMatchObject({ page: 1, per_page: 999, total: res.body[def.field].length });
        if (def.table !== 'degree_majors') expect(res.body[def.field].length, path).toBeGreaterThan(0);
      }
    }
  });

  it('pages, and answers the full list with per_page 999', async () => {
    const all = await t.http.get('/api/countries').query({ per_page: 999 }).set(as(staff));
    expect(all.body.countries.length).toBeGreaterThan(190);
    expect(all.body.countries.map((c: { name: string }) => c.name)).toContain('Philippines');
    const p2 = await t.http.get('/api/countries').query({ per_page: 5, page: 2 }).set(as(staff));
    expect(p2.body.countries).toHaveLength(5);
    expect(p2.body.countries[0].name).toBe(all.body.countries[5].name);
    expect(p2.body.meta).toEqual({ page: 2, per_page: 5, total: all.body.countries.length });
    const beyond = await t.http.get('/api/countries').query({ per_page: 5, page: 1000 }).set(as(staff));
    expect(beyond.body).toEqual({ countries: [], meta: { page: 1000, per_page: 5, total: all.body.countries.length } });
    expect((await t.http.get('/api/countries').query({ per_page: 1000 }).set(as(staff))).status).toBe(422);
  });

  it('searches by substring only when the term is longer than 2 characters (degrees: 1)', async () => {
    const phil = await t.http.get('/api/countries').query({ term: 'ilip', per_page: 5 }).set(as(staff));
    expect(phil.body.countries.map((c: { name: string }) => c.name)).toEqual(['Philippines']);
    const short = await t.http.get('/api/countries').query({ term: 'ph', per_page: 5 }).set(as(staff));
    expect(short.body.meta.total).toBeGreaterThan(190);
    const degree = await t.http.get('/api/degree').query({ term: 'ph' }).set(as(staff));
    expect(degree.body.degrees.map((d: { name: string }) => d.name)).toContain('Doctor of Philosophy');
    const literal = await t.http.get('/api/schools').query({ term: '100%_' }).set(as(staff));
    expect(literal.body.schools).toEqual([]);
  });

  it('counts a broad search up to a sample, says so, and still pages to the end', async () => {
    await t.db.insert(schools).values(Array.from({ length: 60 }, (_, i) => ({ name: `Capcheck School ${String(i).padStart(2, '0')}` })));
    const first = await t.http.get('/api/schools').query({ term: 'capcheck', per_page: 5 }).set(as(staff));
    expect(first.body.meta).toEqual({ page: 1, per_page: 5, total: 50, total_capped: true });
    expect(first.body.schools.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^Capcheck School/)]));
    const last = await t.http.get('/api/schools').query({ term: 'capcheck', per_page: 5, page: 12 }).set(as(staff));
    expect(last.body.meta).toEqual({ page: 12, per_page: 5, total: 60 });
    expect(last.body.schools).toHaveLength(5);
    const narrow = await t.http.get('/api/schools').query({ term: 'capcheck school 0', per_page: 20 }).set(as(staff));
    expect(narrow.body.meta).toEqual({ page: 1, per_page: 20, total: 10 });
    expect(narrow.body.schools.map((x: { name: string }) => x.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Capcheck School 0${i}`));
  });

  it('lets GENERALSETTINGS holders create, edit and delete, and writes an audit row each time', async () => {
    const created = await t.http.post('/api/countries').set(as(hr)).send({ name: '  Atlantis ' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ id: expect.any(Number), name: 'Atlantis' });
    const id = created.body.data.id;
    const renamed = await t.http.put(`/api/countries/${id}`).set(as(hr)).send({ name: 'Lemuria' });
    expect(renamed.body.data.name).toBe('Lemuria');
    expect((await t.http.get(`/api/countries/${id}`).set(as(staff))).body.data.name).toBe('Lemuria');
    expect((await t.http.delete(`/api/countries/${id}`).set(as(hr))).status).toBe(200);
    expect((await t.http.get(`/api/countries/${id}`).set(as(staff))).status).toBe(404);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(trail.filter((a) => a.entity === 'countries').map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(trail.find((a) => a.action === 'update')).toMatchObject({ before: { name: 'Atlantis' }, after: { name: 'Lemuria' } });
  });

  it('refuses changes from accounts without the view (403) and anonymous calls (401)', async () => {
    expect((await t.http.post('/api/countries').set(as(staff)).send({ name: 'Nowhere' })).status).toBe(403);
    expect((await t.http.put('/api/countries/1').set(as(head)).send({ name: 'Nowhere' })).status).toBe(403);
    expect((await t.http.delete('/api/positions/1').set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/countries')).status).toBe(401);
  });

  it('answers 422 with the field message for duplicate, empty and 10,000-character names, changing nothing', async () => {
    const [{ n: before }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(countries)) as [{ n: number }];
    const dup = await t.http.post('/api/countries').set(as(hr)).send({ name: 'philippines' });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ name: ['The country has already been taken.'] });
    const empty = await t.http.post('/api/countries').set(as(hr)).send({ name: '   ' });
    expect(empty.body.errors).toEqual({ name: ['The country field is required.'] });
    const huge = await t.http
      .post('/api/countries')
      .set(as(hr))
      .send({ name: 'x'.repeat(10_000) });
    expect(huge.status).toBe(422);
    expect(huge.body.errors.name[0]).toMatch(/not be longer than 200/);
    const missing = await t.http.post('/api/countries').set(as(hr)).send({});
    expect(missing.body.errors).toEqual({ name: ['The country field is required.'] });
    const [japan] = await t.db.select().from(countries).where(eq(countries.name, 'Japan'));
    const renameToTaken = await t.http.put(`/api/countries/${japan!.id}`).set(as(hr)).send({ name: 'Philippines' });
    expect(renameToTaken.status).toBe(422);
    const [{ n: after }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(countries)) as [{ n: number }];
    expect(after).toBe(before);
    expect((await t.db.select().from(countries).where(eq(countries.id, japan!.id)))[0]!.name).toBe('Japan');
  });

  it('refuses to delete a position still in use, and a wrong salary grade', async () => {
    const [staffPerson] = await t.db.select().from(personnel).where(eq(personnel.firstName, 'Juan'));
    const res = await t.http.delete(`/api/positions/${staffPerson!.positionId}`).set(as(hr));
    expect(res.status).toBe(422);
    expect(res.body.errors.name[0]).toMatch(/still in use/);
    expect((await t.db.select().from(positions).where(eq(positions.id, staffPerson!.positionId!))).length).toBe(1);
    const bad = await t.http.post('/api/positions').set(as(hr)).send({ name: 'Dean', salary_grade: 34, kind: 'faculty' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.salary_grade).toBeDefined();
    const ok = await t.http.post('/api/positions').set(as(hr)).send({ name: 'Dean', salary_grade: 26, kind: 'faculty' });
    expect(ok.body.data).toMatchObject({ name: 'Dean', salary_grade: 26, kind: 'faculty' });
    const faculty = await t.http.get('/api/positions/faculty').query({ term: 'dean', per_page: 10 }).set(as(staff));
    expect(faculty.body.positions.map((p: { name: string }) => p.name)).toEqual(['Dean']);
    const staffKind = await t.http.get('/api/positions/staff').query({ term: 'dean', per_page: 10 }).set(as(staff));
    expect(staffKind.body.positions).toEqual([]);
  });
});

describe('entries employees type in wait for approval', () => {
  it('a new school from an employee is pending, seen by them and by settings, and approved by GENERALSETTINGS', async () => {
    const proposed = await t.http.post('/api/schools').set(as(staff)).send({ name: 'Bayambang Community College' });
    expect(proposed.status).toBe(200);
    expect(proposed.body.data.status).toBe('pending');
    const id = proposed.body.data.id;
    const mine = await t.http.get('/api/schools').query({ term: 'bayambang' }).set(as(staff));
    expect(mine.body.schools.map((s: { id: number }) => s.id)).toEqual([id]);
    const others = await t.http.get('/api/schools').query({ term: 'bayambang' }).set(as(head));
    expect(others.body.schools).toEqual([]);
    expect((await t.http.get(`/api/schools/${id}`).set(as(head))).status).toBe(404);
    const pending = await t.http.get('/api/schools').query({ status: 'pending' }).set(as(hr));
    expect(pending.body.schools.map((s: { id: number }) => s.id)).toContain(id);

    expect((await t.http.put(`/api/schools/${id}/approve`).set(as(staff))).status).toBe(403);
    const approved = await t.http.put(`/api/schools/${id}/approve`).set(as(hr));
    expect(approved.body.data.status).toBe('approved');
    const now = await t.http.get('/api/schools').query({ term: 'bayambang' }).set(as(head));
    expect(now.body.schools.map((s: { id: number }) => s.id)).toEqual([id]);
  });

  it('degrees and work companies follow the same rule; a degree needs a CS Form 212 level', async () => {
    const bad = await t.http.post('/api/degree').set(as(staff)).send({ name: 'Bachelor of Fine Arts', level: 'Kindergarten' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.level).toBeDefined();
    const degree = await t.http.post('/api/degree').set(as(staff)).send({ name: 'Bachelor of Fine Arts', level: 'College' });
    expect(degree.body.data.status).toBe('pending');
    expect((await t.http.put(`/api/degree/${degree.body.data.id}/approve`).set(as(hr))).body.data.status).toBe('approved');
    const company = await t.http.post('/api/workcompany').set(as(staff)).send({ name: 'Pangasinan Provincial Government' });
    expect(company.body.data.status).toBe('pending');
    const byHr = await t.http.post('/api/workcompany').set(as(hr)).send({ name: 'Department of Science and Technology' });
    expect(byHr.body.data.status).toBe('approved');
    const levels = await t.http.get('/api/degree/create').set(as(staff));
    expect(levels.body.levels).toEqual(['Elementary', 'Secondary', 'Vocational/Trade Course', 'College', 'Graduate Studies']);
  });

  it('degree majors belong to a degree and are listed by degreeId', async () => {
    const degrees = await t.http.get('/api/degree').query({ term: 'Information Technology' }).set(as(staff));
    const degreeId = degrees.body.degrees[0].id;
    const major = await t.http.post('/api/degree-majors').set(as(hr)).send({ major: 'Network Administration', degree_id: degreeId });
    expect(major.status).toBe(200);
    const wrongDegree = await t.http.post('/api/degree-majors').set(as(hr)).send({ major: 'Anything', degree_id: 999999 });
    expect(wrongDegree.body.errors.degree_id).toBeDefined();
    const list = await t.http.get('/api/degree-majors').query({ degreeId, per_page: 999 }).set(as(staff));
    expect(list.body.degree_majors).toEqual([{ id: major.body.data.id, major: 'Network Administration', degree_id: degreeId }]);
    const other = await t.http
      .get('/api/degree-majors')
      .query({ degreeId: degreeId + 1, per_page: 999 })
      .set(as(staff));
    expect(other.body.degree_majors).toEqual([]);
  });
});

describe('leave types of CS Form 6', () => {
  it('are seeded with the limits of CSC-RULES.md', async () => {
    const res = await t.http.get('/api/leave-types').query({ per_page: 999 }).set(as(staff));
    const byCode = Object.fromEntries(res.body.leave_types.map((l: { code: string }) => [l.code, l]));
    expect(Object.keys(byCode)).toEqual(expect.arrayContaining(['VL', 'FL', 'SL', 'ML', 'PL', 'SPL', 'SOLO', 'STUDY', 'VAWC', 'REHAB', 'SLBW', 'CTO']));
    expect(byCode.VL).toMatchObject({ name: 'Vacation Leave', cumulative: true, charged_to: 'VL' });
    expect(byCode.SPL).toMatchObject({ max_days: 3, file_ahead_days: 7, cumulative: false });
    expect(byCode.ML).toMatchObject({ max_days: 105, unit: 'days' });
    expect(byCode.PL.max_days).toBe(7);
    expect(byCode.VAWC.max_days).toBe(10);
    expect(byCode.STUDY).toMatchObject({ max_days: 6, unit: 'months' });
    expect(byCode.LWOP.with_pay).toBe(false);
  });
});

describe('appointment lookups', () => {
  it('for-reclass lists the statuses offered on reclassification, 20 a page, or all of them', async () => {
    const reclass = await t.http.get('/api/astatus/for-reclass').set(as(hr));
    expect(reclass.body.meta.per_page).toBe(20);
    const names = reclass.body.appointment_status.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Permanent', 'Temporary']));
    expect(names).not.toContain('Job Order');
    const all = await t.http.get('/api/astatus/for-reclass').query({ all: 'true' }).set(as(hr));
    expect(all.body.appointment_status.map((s: { name: string }) => s.name)).toContain('Job Order');
  });

  it('recruitment reads natures, statuses and plantilla under its own fields', async () => {
    const nature = await t.http.get('/api/recruitment/applicants/appointment/nature').set(as(hr));
    expect(nature.body.appointment_nature.map((n: { name: string }) => n.name)).toEqual(expect.arrayContaining(['Original', 'Promotion', 'Reclassification']));
    const status = await t.http.get('/api/recruitment/applicants/appointment/status').set(as(hr));
    expect(status.body.current_status.length).toBeGreaterThanOrEqual(10);
    const plantilla = await t.http.get('/api/recruitment/applicants/appointment/plantilla').set(as(hr));
    expect(plantilla.body.appointment_plantilla.length).toBeGreaterThan(0);
  });
});

describe('each list, one by one', () => {
  /** A valid body for the list: a fresh name plus whatever extra fields it needs. */
  async function validBody(def: (typeof LOOKUP_ROUTES)[number]['def'], name: string) {
    const body: Record<string, unknown> = { [def.nameField]: name };
    for (const e of def.extras ?? []) {
      if (e.field === 'level') body.level = 'College';
      if (e.field === 'degree_id') body.degree_id = (await t.http.get('/api/degree').set(as(hr))).body.degrees[0].id;
      if (e.field === 'salary_grade') body.salary_grade = 11;
      if (e.field === 'code') body.code = name.replace(/\W/g, '').slice(-12);
    }
    return body;
  }

  it('creates, finds by search, edits, refuses bad names and deletes, with permissions by view', async () => {
    let n = 0;
    // Each list once, at its first address.
    for (const { def, address: path } of LOOKUP_ROUTES.filter((r, i, all) => all.findIndex((other) => other.def === r.def) === i)) {
      n += 1;
      const name = `Zeta Entry ${n}`;
      const byStaff = await t.http
        .post(path)
        .set(as(staff))
        .send(await validBody(def, `${name} proposed`));
      expect(byStaff.status, `${path} as staff`).toBe(def.approvable ? 200 : 403);
      if (def.approvable) expect(byStaff.body.data.status).toBe('pending');

      const created = await t.http
        .post(path)
        .set(as(hr))
        .send(await validBody(def, name));
      expect(created.status, `${path} create`).toBe(200);
      const id = created.body.data.id;
      const found = await t.http
        .get(path)
        .query({ term: `zeta entry ${n}`, per_page: 10, ...(def.table === 'degree_majors' ? { degreeId: created.body.data.degree_id } : {}) })
        .set(as(staff));
      expect(
        found.body[def.field].map((r: { id: number }) => r.id),
        `${path} search`,
      ).toContain(id);

      const dup = await t.http
        .post(path)
        .set(as(hr))
        .send(await validBody(def, name.toUpperCase()));
      expect(dup.status, `${path} duplicate`).toBe(422);
      expect(dup.body.errors[def.nameField], `${path} duplicate field`).toBeDefined();
      const empty = await t.http
        .post(path)
        .set(as(hr))
        .send(await validBody(def, ''));
      expect(empty.body.errors[def.nameField], `${path} empty`).toBeDefined();
      const long = await t.http
        .put(`${path}/${id}`)
        .set(as(hr))
        .send({ [def.nameField]: 'y'.repeat(10_000) });
      expect(long.status, `${path} long`).toBe(422);
      expect((await t.http.get(`${path}/${id}`).set(as(hr))).body.data[def.nameField]).toBe(name);

      expect(
        (
          await t.http
            .put(`${path}/${id}`)
            .set(as(staff))
            .send({ [def.nameField]: `${name} b` })
        ).status,
      ).toBe(403);
      expect(
        (
          await t.http
            .put(`${path}/${id}`)
            .set(as(hr))
            .send({ [def.nameField]: `${name} b` })
        ).body.data[def.nameField],
      ).toBe(`${name} b`);
      expect((await t.http.delete(`${path}/${id}`).set(as(staff))).status).toBe(403);
      expect((await t.http.delete(`${path}/${id}`).set(as(hr))).status, `${path} delete`).toBe(200);
      expect((await t.http.delete(`${path}/${id}`).set(as(hr))).status).toBe(404);
    }
  });
});
