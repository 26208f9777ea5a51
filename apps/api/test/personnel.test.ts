import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, departments, personnel, users } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';

let t: TestApp;
let hr: string;
let staff: string;
let head: string;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const deptId = async (acronym: string) => (await t.db.select().from(departments).where(eq(departments.acronym, acronym)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff, head] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'head@hris.test')]);
});
afterAll(async () => t.close());

describe('personnel records', () => {
  it('starts a record with only the names and the campus, giving it an employee number', async () => {
    const res = await t.http.post('/api/personnels').set(as(hr)).send({ first_name: 'Teresita', last_name: 'Aquino', campus_id: 2 });
    expect(res.status).toBe(200);
    expect(res.body.personnel).toMatchObject({ fullname: 'Teresita Aquino', campus: { id: 2 }, employment_kind: 'staff', is_active: true, department: null });
    expect(res.body.personnel.idno).toMatch(new RegExp(`^${new Date().getFullYear()}-\\d{4}$`));
    const again = await t.http.post('/api/personnels').set(as(hr)).send({ first_name: 'Ramon', last_name: 'Aquino', campus_id: 2 });
    expect(again.body.personnel.idno).not.toBe(res.body.personnel.idno);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(res.body.personnel.id)));
    expect(audit.map((a) => `${a.entity}:${a.action}`)).toContain('personnel:create');
  });

  it('keeps a typed employee number unique, the department on the campus, and dates in order', async () => {
    const ok = await t.http
      .post('/api/personnels')
      .set(as(hr))
      .send({
        idno: 'EMP-0001',
        first_name: 'Lourdes',
        middle_name: 'Santos',
        last_name: 'Garcia',
        campus_id: 1,
        department_id: await deptId('CAS'),
        employment_kind: 'faculty',
        date_original_appointment: '2015-06-01',
        date_last_promotion: '2021-01-04',
      });
    expect(ok.body.personnel).toMatchObject({ idno: 'EMP-0001', fullname: 'Lourdes S. Garcia', department: { acronym: 'CAS' }, employment_kind: 'faculty' });
    const dup = await t.http.post('/api/personnels').set(as(hr)).send({ idno: 'emp-0001', first_name: 'A', last_name: 'B', campus_id: 1 });
    expect(dup.body.errors.idno).toEqual(['The employee number has already been taken.']);
    const otherCampus = await t.http
      .post('/api/personnels')
      .set(as(hr))
      .send({ first_name: 'A', last_name: 'B', campus_id: 3, department_id: await deptId('CAS') });
    expect(otherCampus.body.errors.department_id).toEqual(['The department is on another campus.']);
    const future = await t.http
      .post('/api/personnels')
      .set(as(hr))
      .send({ first_name: 'A', last_name: 'B', campus_id: 1, date_original_appointment: '2999-01-01' });
    expect(future.body.errors.date_original_appointment[0]).toMatch(/future/);
    const order = await t.http.put(`/api/personnels/${ok.body.personnel.id}`).set(as(hr)).send({ date_last_promotion: '2010-01-01' });
    expect(order.body.errors.date_last_promotion).toBeDefined();
    const missing = await t.http.post('/api/personnels').set(as(hr)).send({ last_name: 'B' });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['campus_id', 'first_name']);
    const digits = await t.http.post('/api/personnels').set(as(hr)).send({ first_name: 'R2D2', last_name: 'B', campus_id: 1 });
    expect(digits.body.errors.first_name).toBeDefined();
    expect((await t.http.get(`/api/personnels/${ok.body.personnel.id}`).set(as(hr))).body.personnel.date_last_promotion).toBe('2021-01-04');
  });

  it('lists with search, filters and paging', async () => {
    const cas = await t.http
      .get('/api/personnels')
      .query({ department_id: await deptId('CAS'), per_page: 50 })
      .set(as(hr));
    expect(cas.body.personnels.map((p: { fullname: string }) => p.fullname)).toEqual(expect.arrayContaining(['Ana Dela Cruz', 'Juan Bautista']));
    const search = await t.http.get('/api/personnels').query({ term: 'aquino' }).set(as(hr));
    expect(search.body.meta.total).toBe(2);
    const faculty = await t.http.get('/api/personnels').query({ kind: 'faculty', per_page: 50 }).set(as(hr));
    expect(faculty.body.personnels.every((p: { employment_kind: string }) => p.employment_kind === 'faculty')).toBe(true);
    const page = await t.http.get('/api/personnels').query({ per_page: 2, page: 2 }).set(as(hr));
    expect(page.body.personnels).toHaveLength(2);
    expect(page.body.meta.total).toBeGreaterThanOrEqual(6);
    const campus2 = await t.http.get('/api/personnels').query({ campus_id: 2 }).set(as(hr));
    expect(campus2.body.personnels.every((p: { campus_id: number }) => p.campus_id === 2)).toBe(true);
  });

  it('searches names and employee numbers alike, and pages to the end with the full count', async () => {
    const made = await t.http
      .post('/api/personnels')
      .set(as(hr))
      .send({ idno: 'SRCH-7781', first_name: 'Maria Luisa', middle_name: 'Dizon', last_name: 'Dela Paz', campus_id: 4 });
    const idnos = async (term: string) =>
      (await t.http.get('/api/personnels').query({ term }).set(as(hr))).body.personnels.map((p: { idno: string }) => p.idno);
    expect(await idnos('dela paz')).toEqual(['SRCH-7781']);
    expect(await idnos('luisa dizon')).toEqual(['SRCH-7781']);
    expect(await idnos('srch-77')).toEqual(['SRCH-7781']);
    expect(await idnos('srch')).toEqual(['SRCH-7781']);
    expect(await idnos('7781')).toEqual(['SRCH-7781']);
    expect(await idnos("o'brien 7781")).toEqual([]);
    // A term that is neither a name nor an employee number, with filters on: nothing, not a 500.
    const neither = await t.http.get('/api/personnels').query({ term: 'aquino 1', status: 'active', campus_id: 4 }).set(as(hr));
    expect(neither.status).toBe(200);
    expect(neither.body.personnels).toEqual([]);
    const pickedNeither = await t.http.get('/api/personnels/fullname').query({ term: 'mercado 9' }).set(as(staff));
    expect(pickedNeither.status).toBe(200);
    expect(pickedNeither.body.personnel).toEqual([]);
    const picked = await t.http.get('/api/personnels/fullname').query({ term: '7781' }).set(as(staff));
    expect(picked.body.personnel).toEqual([expect.objectContaining({ id: made.body.personnel.id, fullname: 'Maria Luisa D. Dela Paz', idno: 'SRCH-7781' })]);

    const all = await t.http.get('/api/personnels').query({ per_page: 4 }).set(as(hr));
    const lastPage = Math.ceil(all.body.meta.total / 4);
    const last = await t.http.get('/api/personnels').query({ per_page: 4, page: lastPage }).set(as(hr));
    expect(last.body.meta.total).toBe(all.body.meta.total);
    expect(last.body.personnels.length).toBe(all.body.meta.total - (lastPage - 1) * 4);
    const past = await t.http
      .get('/api/personnels')
      .query({ per_page: 4, page: lastPage + 1 })
      .set(as(hr));
    expect(past.body).toEqual({ personnels: [], meta: { page: lastPage + 1, per_page: 4, total: all.body.meta.total } });
    // Every row keeps its account (or null) and its lookups as objects.
    const juan = (await t.http.get('/api/personnels').query({ term: 'bautista' }).set(as(hr))).body.personnels[0];
    expect(juan).toMatchObject({
      fullname: 'Juan Bautista',
      user: { email: 'staff@hris.test', is_active: true },
      campus: { id: 1 },
      department: { acronym: 'CAS' },
    });
    expect(Object.keys(juan)).not.toContain('__total');
  });

  it('never answers a list or a picker from before a change (each instance caches answers)', async () => {
    const names = async () =>
      (await t.http.get('/api/personnels').query({ term: 'zamora' }).set(as(hr))).body.personnels.map((p: { fullname: string }) => p.fullname);
    const picked = async () =>
      (await t.http.get('/api/personnels/fullname').query({ term: 'zamora' }).set(as(staff))).body.personnel.map((p: { fullname: string }) => p.fullname);
    expect(await names()).toEqual([]);
    expect(await picked()).toEqual([]);
    const made = await t.http.post('/api/personnels').set(as(hr)).send({ first_name: 'Lorna', last_name: 'Zamora', campus_id: 1 });
    expect(await names()).toEqual(['Lorna Zamora']);
    expect(await picked()).toEqual(['Lorna Zamora']);
    await t.http.put(`/api/personnels/${made.body.personnel.id}`).set(as(hr)).send({ is_active: false }).expect(200);
    expect(await picked()).toEqual([]);
    // A change made outside the API is announced by PostgreSQL itself.
    await t.db.update(personnel).set({ isActive: true, lastName: 'Zamora-Cruz' }).where(eq(personnel.id, made.body.personnel.id));
    await expect.poll(picked, { timeout: 2000 }).toEqual(['Lorna Zamora-Cruz']);
    await expect.poll(names, { timeout: 2000 }).toEqual(['Lorna Zamora-Cruz']);
    await t.http.delete(`/api/personnels/${made.body.personnel.id}`).set(as(hr)).expect(200);
    expect(await names()).toEqual([]);

    // So are new records and accounts inserted outside the API (migration 0010).
    const [direct] = await t.db.insert(personnel).values({ firstName: 'Nilo', lastName: 'Zamora', campusId: 2 }).returning();
    await expect.poll(names, { timeout: 2000 }).toEqual(['Nilo Zamora']);
    const account = async () => (await t.http.get('/api/personnels').query({ term: 'zamora' }).set(as(hr))).body.personnels[0].user;
    expect(await account()).toBeNull();
    await t.db.insert(users).values({ email: 'nilo.zamora@hris.test', name: 'Nilo Zamora', personnelId: direct!.id, twoFactorSecret: 'JBSWY3DPEHPK3PXP' });
    await expect.poll(account, { timeout: 2000 }).toMatchObject({ email: 'nilo.zamora@hris.test' });
  });

  it('shows a record to its owner and HR only, and only HR changes it', async () => {
    const [juan] = await t.db.select().from(personnel).where(eq(personnel.firstName, 'Juan'));
    const [ana] = await t.db.select().from(personnel).where(eq(personnel.firstName, 'Ana'));
    const own = await t.http.get(`/api/personnels/${juan!.id}`).set(as(staff));
    expect(own.body.personnel).toMatchObject({ fullname: 'Juan Bautista', user: { email: 'staff@hris.test' } });
    expect(own.body.personnel).toHaveProperty('avatar');
    expect((await t.http.get(`/api/personnels/${ana!.id}`).set(as(staff))).status).toBe(404);
    expect((await t.http.get(`/api/personnels/${juan!.id}`).set(as(hr))).status).toBe(200);
    expect((await t.http.put(`/api/personnels/${juan!.id}`).set(as(staff)).send({ first_name: 'Hacker' })).status).toBe(403);
    expect((await t.http.get('/api/personnels').set(as(head))).status).toBe(403);
    const edited = await t.http.put(`/api/personnels/${juan!.id}`).set(as(hr)).send({ middle_name: 'Perez' });
    expect(edited.body.personnel).toMatchObject({ fullname: 'Juan P. Bautista', employment_kind: 'staff' });
  });

  it('offers the form’s lookups, and deletes only records made by mistake', async () => {
    const form = await t.http.get('/api/personnels/create').set(as(hr));
    expect(form.body).toMatchObject({
      employment_kinds: ['faculty', 'staff', 'job_order', 'casual'],
      idno_pattern: '{YYYY}-{SEQ:4}',
      idno_example: expect.stringMatching(/^\d{4}-\d{4}$/),
    });
    expect(form.body.campuses).toHaveLength(5);
    const [juan] = await t.db.select().from(personnel).where(eq(personnel.firstName, 'Juan'));
    expect((await t.http.delete(`/api/personnels/${juan!.id}`).set(as(hr))).body.errors.id[0]).toMatch(/sign-in account/);
    const temp = await t.http.post('/api/personnels').set(as(hr)).send({ first_name: 'Typo', last_name: 'Record', campus_id: 1 });
    expect((await t.http.delete(`/api/personnels/${temp.body.personnel.id}`).set(as(hr))).status).toBe(200);
    expect((await t.http.get(`/api/personnels/${temp.body.personnel.id}`).set(as(hr))).status).toBe(404);
  });
});
