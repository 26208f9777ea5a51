import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appointmentNatures, appointments, appointmentStatuses, auditLog, departments, personnel, positions } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, makeEmployee, personnelIdOf } from './support/records';

let t: TestApp;
let hr: string;
let staff: string;
let staffId: number;
let headId: number;

const idOf = async (table: typeof appointmentNatures | typeof appointmentStatuses | typeof positions, name: string) =>
  (await t.db.select().from(table).where(eq(table.name, name)))[0]!.id;
const serviceRecord = async (id: number) => (await t.http.get(`/api/personnels/${id}/service-record`).set(as(hr))).body.lines;

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
  [staffId, headId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'head@hris.test')]);
  // Juan has served as Administrative Assistant II since 2021.
  await t.http
    .post(`/api/personnels/${staffId}/service-record`)
    .set(as(hr))
    .send({
      date_from: '2021-01-04',
      position_title: 'Administrative Assistant II',
      appointment_status: 'Temporary',
      annual_salary: 2_053_400 * 12,
      office: 'College of Arts and Sciences',
    });
});
afterAll(async () => t.close());

const reclassification = async (over: Record<string, unknown> = {}) => ({
  nature_id: await idOf(appointmentNatures, 'Reclassification'),
  appointment_status_id: await idOf(appointmentStatuses, 'Permanent'),
  position_id: await idOf(positions, 'Administrative Assistant III'),
  salary_step: 2,
  effective_date: '2024-07-01',
  remarks: 'Reclassified under the 2024 plantilla review',
  ...over,
});

describe('appointments: reclassification and reappointment', () => {
  it('refuses a reclassification with a status not offered for reclassification, changing nothing', async () => {
    const contractual = await t.http
      .post(`/api/personnels/${staffId}/appointments`)
      .set(as(hr))
      .send(await reclassification({ appointment_status_id: await idOf(appointmentStatuses, 'Contractual') }));
    expect(contractual.status).toBe(422);
    expect(contractual.body.errors.appointment_status_id).toEqual([
      'A reclassification takes one of the statuses offered for reclassification; Contractual is not one of them.',
    ]);
    const reappointCasual = await t.http
      .post(`/api/personnels/${staffId}/appointments`)
      .set(as(hr))
      .send(
        await reclassification({
          nature_id: await idOf(appointmentNatures, 'Reappointment'),
          appointment_status_id: await idOf(appointmentStatuses, 'Casual'),
        }),
      );
    expect(reappointCasual.body.errors.appointment_status_id[0]).toMatch(/^A reappointment takes one of the statuses offered/);
    const forReclass = (await t.http.get('/api/astatus/for-reclass').set(as(hr))).body.appointment_status.map((s: { name: string }) => s.name);
    expect(forReclass).toContain('Permanent');
    expect(forReclass).not.toContain('Contractual');

    expect(await t.db.select().from(appointments).where(eq(appointments.personnelId, staffId))).toEqual([]);
    const [p] = await t.db.select().from(personnel).where(eq(personnel.id, staffId));
    expect(p!.positionId).toBe(await idOf(positions, 'Administrative Assistant II'));
    expect(await serviceRecord(staffId)).toHaveLength(1);
  });

  it('refuses bad dates, unknown references and another campus, each on its field', async () => {
    const url = `/api/personnels/${staffId}/appointments`;
    const future = await t.http
      .post(url)
      .set(as(hr))
      .send(await reclassification({ effective_date: '2999-01-01' }));
    expect(future.body.errors.effective_date).toEqual(['The effective date cannot be in the future.']);
    const beforeLine = await t.http
      .post(url)
      .set(as(hr))
      .send(await reclassification({ effective_date: '2020-06-01' }));
    expect(beforeLine.body.errors.effective_date).toEqual(['The effective date must be after 01/04/2021, when the current service-record line starts.']);
    const step = await t.http
      .post(url)
      .set(as(hr))
      .send(await reclassification({ salary_step: 9 }));
    expect(step.body.errors.salary_step).toEqual(['The step must be from 1 to 8.']);
    expect(
      (
        await t.http
          .post(url)
          .set(as(hr))
          .send(await reclassification({ position_id: 999999 }))
      ).body.errors.position_id,
    ).toEqual(['The selected position is invalid.']);
    expect(
      (
        await t.http
          .post(url)
          .set(as(hr))
          .send(await reclassification({ nature_id: 999999 }))
      ).body.errors.nature_id,
    ).toEqual(['The selected nature of appointment is invalid.']);
    const [elsewhere] = await t.db.insert(departments).values({ fullname: 'Campus 3 Library', acronym: 'C3LIB', campusId: 3 }).returning();
    expect(
      (
        await t.http
          .post(url)
          .set(as(hr))
          .send(await reclassification({ department_id: elsewhere!.id }))
      ).body.errors.department_id,
    ).toEqual(['The department is on another campus.']);
    // No salary schedule before RA 11466's first tranche (2020): said on the step, not a server error.
    const { personnelId: newcomer } = await makeEmployee(t, { first: 'Elena', last: 'Cruz', department: 'CAS' });
    const unscheduled = await t.http
      .post(`/api/personnels/${newcomer}/appointments`)
      .set(as(hr))
      .send(await reclassification({ nature_id: await idOf(appointmentNatures, 'Original'), effective_date: '2019-03-01' }));
    expect(unscheduled.body.errors.salary_step).toEqual(['No salary is scheduled for grade 9, step 2 on 2019-03-01.']);
    expect(await t.db.select().from(appointments)).toEqual([]);

    expect(
      (
        await t.http
          .post('/api/personnels/999999/appointments')
          .set(as(hr))
          .send(await reclassification())
      ).status,
    ).toBe(404);
    expect(
      (
        await t.http
          .post(url)
          .set(as(staff))
          .send(await reclassification())
      ).status,
    ).toBe(403);
  });

  it('records the appointment: the record moves, the open line closes the day before, a new line opens with the scheduled salary', async () => {
    const res = await t.http
      .post(`/api/personnels/${staffId}/appointments`)
      .set(as(hr))
      .send(await reclassification());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The reclassification has been recorded and the service record updated.');
    expect(res.body.appointment).toMatchObject({
      effective_date: '2024-07-01',
      salary_grade: 9,
      salary_step: 2,
      monthly_salary: 2_240_400,
      nature: { name: 'Reclassification' },
      position: { name: 'Administrative Assistant III' },
      appointment_status: { name: 'Permanent' },
      department: { acronym: 'CAS' },
    });

    const [p] = await t.db.select().from(personnel).where(eq(personnel.id, staffId));
    expect(p).toMatchObject({
      positionId: await idOf(positions, 'Administrative Assistant III'),
      appointmentStatusId: await idOf(appointmentStatuses, 'Permanent'),
      salaryStep: 2,
    });
    expect(await serviceRecord(staffId)).toEqual([
      expect.objectContaining({ date_from: '2021-01-04', date_to: '2024-06-30', position_title: 'Administrative Assistant II' }),
      expect.objectContaining({
        date_from: '2024-07-01',
        date_to: null,
        position_title: 'Administrative Assistant III',
        appointment_status: 'Permanent',
        annual_salary: 2_240_400 * 12,
        office: 'College of Arts and Sciences',
        branch: 'National',
        appointment_id: res.body.appointment.id,
      }),
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, String(res.body.appointment.id))));
    expect(audit).toHaveLength(1);
    expect(
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'personnel'), eq(auditLog.entityId, String(staffId))))
      ).at(-1)!.after,
    ).toMatchObject({ salary_step: 2 });

    // The employee sees their own history; not anyone else's.
    const mine = await t.http.get(`/api/personnels/${staffId}/appointments`).set(as(staff));
    expect(mine.body.current).toMatchObject({
      position: { name: 'Administrative Assistant III', salary_grade: 9 },
      salary_step: 2,
      appointment_status: { name: 'Permanent' },
    });
    // Today's salary is that of the tranche in force today (the appointment's was the one in force on 1 July 2024).
    const today = await t.http.get('/api/salary-grades/amount').query({ grade: 9, step: 2 }).set(as(staff));
    expect(mine.body.current.monthly_salary).toBe(today.body.amount);
    expect(mine.body.appointments.map((a: { nature: { name: string } }) => a.nature.name)).toEqual(['Reclassification']);
    expect((await t.http.get(`/api/personnels/${headId}/appointments`).set(as(staff))).status).toBe(404);
  });
});
