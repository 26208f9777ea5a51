import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, departments, personnel } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { tinyPng } from './support/files';

let t: TestApp;
let hr: string;
let staff: string;
let head: string;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const cas = async () => (await t.db.select().from(departments).where(eq(departments.acronym, 'CAS')))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff, head] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'head@hris.test')]);
});
afterAll(async () => t.close());

describe('departments', () => {
  it('lists with campus, Active/Inactive status, head, and the internal/external split of SPEC.md §9', async () => {
    const res = await t.http.get('/api/departments').query({ term: 'arts and sci', per_page: 5 }).set(as(staff));
    expect(res.status).toBe(200);
    const casRow = res.body.departments.find((d: { acronym: string }) => d.acronym === 'CAS');
    expect(casRow).toMatchObject({
      campus: { id: 1, acronym: 'MC' },
      is_active: true,
      status: 'Active',
      head: { fullname: 'Ana Dela Cruz' },
      head_title: 'Dean',
    });
    const internal = await t.http.get('/api/departments').query({ type: 'internal', per_page: 999 }).set(as(staff));
    expect(internal.body.departments.every((d: { campus_id: number }) => d.campus_id === 1)).toBe(true);
    const external = await t.http.get('/api/departments').query({ type: 'external', per_page: 999 }).set(as(staff));
    expect(external.body.departments.length).toBeGreaterThan(0);
    expect(external.body.departments.every((d: { campus_id: number }) => d.campus_id !== 1)).toBe(true);
    expect(internal.body.meta.total + external.body.meta.total).toBe(
      (await t.http.get('/api/departments').query({ per_page: 999 }).set(as(staff))).body.meta.total,
    );
  });

  it('lists the five campuses', async () => {
    const res = await t.http.get('/api/campuses').set(as(staff));
    expect(res.body.campuses.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows one department with its units', async () => {
    const res = await t.http.get(`/api/departments/${(await cas()).id}`).set(as(staff));
    expect(res.body.department.units.map((u: { acronym: string }) => u.acronym)).toEqual(expect.arrayContaining(['CAS-DLL', 'CAS-DSS']));
    expect((await t.http.get('/api/departments/999999').set(as(staff))).status).toBe(404);
  });

  it('creates, marks Inactive and refuses duplicates, wrong campuses and a move under its own unit', async () => {
    const created = await t.http.post('/api/departments').set(as(hr)).send({ fullname: 'College of Fisheries', acronym: 'CF', campus_id: 1 });
    expect(created.status).toBe(200);
    const id = created.body.department.id;
    expect((await t.http.put(`/api/departments/${id}`).set(as(hr)).send({ is_active: false })).body.department.status).toBe('Inactive');
    const dup = await t.http.post('/api/departments').set(as(hr)).send({ fullname: 'college of fisheries', acronym: 'CF2', campus_id: 1 });
    expect(dup.body.errors.fullname).toBeDefined();
    const campus = await t.http.post('/api/departments').set(as(hr)).send({ fullname: 'Somewhere', acronym: 'X', campus_id: 9 });
    expect(campus.body.errors.campus_id).toBeDefined();
    const c = await cas();
    const unit = (await t.db.select().from(departments).where(eq(departments.acronym, 'CAS-DLL')))[0]!;
    const cycle = await t.http.put(`/api/departments/${c.id}`).set(as(hr)).send({ parent_id: unit.id });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors.parent_id).toEqual(['A department cannot be moved under itself or one of its own units.']);
    const self = await t.http.put(`/api/departments/${c.id}`).set(as(hr)).send({ parent_id: c.id });
    expect(self.status).toBe(422);
    expect((await cas()).parentId).toBeNull();
    expect((await t.http.post('/api/departments').set(as(staff)).send({ fullname: 'X', acronym: 'X', campus_id: 1 })).status).toBe(403);
  });

  it('renames keeping the old name in the history', async () => {
    const created = await t.http.post('/api/departments').set(as(hr)).send({ fullname: 'Office of Alumni Relations', acronym: 'OAR', campus_id: 1 });
    const id = created.body.department.id;
    const renamed = await t.http
      .post('/api/departments/new-name')
      .set(as(hr))
      .send({ id, fullname: 'Office of Alumni and External Relations', acronym: 'OAER', effective_date: '2026-07-01' });
    expect(renamed.status).toBe(200);
    const detail = await t.http.get(`/api/departments/${id}`).set(as(staff));
    expect(detail.body.department).toMatchObject({ fullname: 'Office of Alumni and External Relations', acronym: 'OAER' });
    expect(detail.body.department.name_history).toEqual([
      expect.objectContaining({ fullname: 'Office of Alumni Relations', acronym: 'OAR', renamedOn: '2026-07-01' }),
    ]);
    const same = await t.http.post('/api/departments/new-name').set(as(hr)).send({ id, fullname: 'Office of Alumni and External Relations' });
    expect(same.status).toBe(422);
  });

  it('splits into units under it, all or nothing', async () => {
    const created = await t.http.post('/api/departments').set(as(hr)).send({ fullname: 'College of Technology', acronym: 'CT', campus_id: 2 });
    const id = created.body.department.id;
    const bad = await t.http
      .post(`/api/departments/${id}/split-unit`)
      .set(as(hr))
      .send({
        units: [
          { fullname: 'Industrial Technology Department', acronym: 'IT' },
          { fullname: 'College of Technology', acronym: 'CT' },
        ],
      });
    expect(bad.status).toBe(422);
    expect((await t.http.get(`/api/departments/${id}`).set(as(hr))).body.department.units).toEqual([]);
    const ok = await t.http
      .post(`/api/departments/${id}/split-unit`)
      .set(as(hr))
      .send({
        units: [
          { fullname: 'Industrial Technology Department', acronym: 'IT' },
          { fullname: 'Food Technology Department', acronym: 'FT' },
        ],
      });
    expect(ok.body.units).toHaveLength(2);
    const unit = await t.http.get(`/api/departments/${ok.body.units[0].id}`).set(as(hr));
    expect(unit.body.department).toMatchObject({ campus_id: 2, parent_id: id });
  });

  it('keeps a head title; the HR office names the officer-in-charge, and the head can neither name one nor replace the head', async () => {
    const c = await cas();
    expect((await t.http.post('/api/departments/Head/addHeadTitle').set(as(hr)).send({ department_id: c.id, head_title: 'College Dean' })).status).toBe(200);
    expect((await t.http.get('/api/departments/Head/getHeadTitle').query({ department_id: c.id }).set(as(staff))).body).toEqual({ head_title: 'College Dean' });
    expect((await t.http.post('/api/departments/Head/addHeadTitle').set(as(head)).send({ department_id: c.id, head_title: 'Dean' })).status).toBe(200);
    const coe = (await t.db.select().from(departments).where(eq(departments.acronym, 'COE')))[0]!;
    expect((await t.http.post('/api/departments/Head/addHeadTitle').set(as(head)).send({ department_id: coe.id, head_title: 'Dean' })).status).toBe(403);
    expect((await t.http.post('/api/departments/Head/addHeadTitle').set(as(staff)).send({ department_id: c.id, head_title: 'Boss' })).status).toBe(403);
    const [juan] = await t.db.select().from(personnel).where(eq(personnel.firstName, 'Juan'));
    // Issue 15: the OIC acts on the head's own requests, so the head does not pick them.
    expect((await t.http.put(`/api/departments/${c.id}/heads`).set(as(head)).send({ oic_personnel_id: juan!.id })).status).toBe(403);
    const oic = await t.http.put(`/api/departments/${c.id}/heads`).set(as(hr)).send({ oic_personnel_id: juan!.id });
    expect(oic.status).toBe(200);
    expect(oic.body.department.oic).toMatchObject({ id: juan!.id });
    const takeover = await t.http.put(`/api/departments/${c.id}/heads`).set(as(head)).send({ head_personnel_id: juan!.id });
    expect(takeover.status).toBe(403);
    const other = (await t.db.select().from(departments).where(eq(departments.acronym, 'COE')))[0]!;
    expect((await t.http.put(`/api/departments/${other.id}/heads`).set(as(head)).send({ oic_personnel_id: juan!.id })).status).toBe(403);
    const same = await t.http
      .put(`/api/departments/${c.id}/heads`)
      .set(as(hr))
      .send({ oic_personnel_id: (await cas()).headPersonnelId });
    expect(same.status).toBe(422);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(c.id)));
    expect(audit.some((a) => a.entity === 'departments' && a.action === 'update')).toBe(true);
  });

  it('takes an office logo checked from its bytes', async () => {
    const c = await cas();
    const ok = await t.http
      .post('/api/departments/Head/add-office-logo')
      .set(as(hr))
      .field('department_id', String(c.id))
      .attach('logo', tinyPng(), { filename: 'logo.png' });
    expect(ok.status).toBe(200);
    expect((await t.http.get(ok.body.logo_path)).headers['content-type']).toBe('image/png');
    const pdf = await t.http
      .post('/api/departments/Head/add-office-logo')
      .set(as(hr))
      .field('department_id', String(c.id))
      .attach('logo', Buffer.from('%PDF-1.4 fake'), { filename: 'logo.png' });
    expect(pdf.body.errors.logo).toEqual(['The file type you uploaded is not allowed.']);
    const noId = await t.http.post('/api/departments/Head/add-office-logo').set(as(hr)).attach('logo', tinyPng(), { filename: 'logo.png' });
    expect(noId.body.errors.department_id).toBeDefined();
  });

  it('refuses to delete a department people belong to', async () => {
    const c = await cas();
    const res = await t.http.delete(`/api/departments/${c.id}`).set(as(hr));
    expect(res.status).toBe(422);
    expect(res.body.errors.fullname[0]).toMatch(/Inactive instead/);
    expect(await cas()).toBeDefined();
  });
});
