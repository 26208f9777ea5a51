import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  campuses,
  jobApplications,
  jobPosts,
  ldAttendances,
  memoranda,
  memorandumAudiences,
  pdsSubmissions,
  positions,
  users,
  vaccinationDoses,
  vaccinationRecords,
  vaccineBrands,
} from '@hris/db';
import type { TDashboard } from '@hris/contracts';
import { startRequest } from '../src/modules/approvals';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, departmentId, makeEmployee, officerWithRole, personnelIdOf } from './support/records';

// The dashboard counts what waits for each account from what that account may act on or read, and
// lists only the caller's own requests and applications (issue 17).

let t: TestApp;
let hr: string;
let head: string;
let staff: string;
let applicant: string;
let nurse: string;
const userId = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const dashboardOf = async (token: string): Promise<TDashboard> => {
  const res = await t.http.get('/api/dashboard').set(as(token));
  expect(res.status).toBe(200);
  return res.body as TDashboard;
};
const countOf = (d: TDashboard, kind: string) => d.tasks.find((task) => task.kind === kind)?.count;

beforeAll(async () => {
  t = await createTestApp({ now: '2027-03-01T09:00' });
  [hr, head, staff, applicant] = await Promise.all([
    signIn(t, 'hr@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'staff@hris.test'),
    signIn(t, 'applicant@hris.test'),
  ]);
  nurse = await signIn(t, 'nurse@hris.test');
});
afterAll(async () => t.close());

describe('GET /api/dashboard', () => {
  it('asks for a session', async () => {
    expect((await t.http.get('/api/dashboard')).status).toBe(401);
  });

  it('lists only the kinds of work each account may do', async () => {
    const own = ['approvals', 'property_to_acknowledge', 'memoranda_to_acknowledge', 'ipcr_to_open'];
    expect((await dashboardOf(staff)).tasks.map((task) => task.kind)).toEqual(own);
    expect((await dashboardOf(head)).tasks.map((task) => task.kind)).toEqual(own);
    expect((await dashboardOf(hr)).tasks.map((task) => task.kind)).toEqual([...own, 'pds_checking', 'trainings_to_verify', 'applications_to_screen']);
    expect((await dashboardOf(nurse)).tasks.map((task) => task.kind)).toEqual([...own, 'vaccinations_to_verify']);
    // An applicant has no place in an approval chain and no office queue.
    expect((await dashboardOf(applicant)).tasks).toEqual([]);
  });

  it('counts a request for the head whose turn it is, not for HR before its step, nor for the requester', async () => {
    const before = { head: countOf(await dashboardOf(head), 'approvals')!, hr: countOf(await dashboardOf(hr), 'approvals')! };
    const request = await startRequest(t.app.deps, {
      type: 'coe_request',
      requesterUserId: await userId('staff@hris.test'),
      title: 'COE for a bank loan',
      link: '/account/coe',
    });
    expect(countOf(await dashboardOf(head), 'approvals')).toBe(before.head + 1);
    expect(countOf(await dashboardOf(hr), 'approvals')).toBe(before.hr);
    expect(countOf(await dashboardOf(staff), 'approvals')).toBe(0);

    // The requester sees it among their latest requests with its status; nobody else does.
    const mine = (await dashboardOf(staff)).my_requests;
    expect(mine[0]).toMatchObject({
      id: request.id,
      title: 'COE for a bank loan',
      status: 'pending',
      link: '/account/coe',
      type_label: 'Certificate of employment request',
    });
    expect((await dashboardOf(head)).my_requests.map((r) => r.id)).not.toContain(request.id);
    expect((await dashboardOf(hr)).my_requests.map((r) => r.id)).not.toContain(request.id);

    // Once the head recommends, it leaves the head's count and enters HR's.
    expect((await t.http.post(`/api/approval-requests/${request.id}/act`).set(as(head)).send({ action: 'approve' })).status).toBe(200);
    expect(countOf(await dashboardOf(head), 'approvals')).toBe(before.head);
    expect(countOf(await dashboardOf(hr), 'approvals')).toBe(before.hr + 1);
  });

  it('counts submitted PDS for the checkers, leaving out the checker’s own', async () => {
    const before = countOf(await dashboardOf(hr), 'pds_checking')!;
    await t.db.insert(pdsSubmissions).values({ personnelId: await personnelIdOf(t, 'staff@hris.test'), snapshot: {}, changedSections: ['personal'] });
    expect(countOf(await dashboardOf(hr), 'pds_checking')).toBe(before + 1);
    // HR's own submission waits for another checker: it is not in HR's count.
    await t.db.insert(pdsSubmissions).values({ personnelId: await personnelIdOf(t, 'hr@hris.test'), snapshot: {}, changedSections: ['personal'] });
    expect(countOf(await dashboardOf(hr), 'pds_checking')).toBe(before + 1);
  });

  it('shows the applicant their applications and the open posts; the office counts them to screen', async () => {
    const [position] = await t.db.select().from(positions).limit(1);
    const [campus] = await t.db.select().from(campuses).limit(1);
    const post = (base: { code: string; status: string; publishFrom: string; closingDate: string }) => ({
      ...base,
      positionId: position!.id,
      campusId: campus!.id,
      salaryGrade: 11,
      monthlySalary: 2_700_000,
      board: 'NAPB',
      education: 'Bachelor’s degree',
      training: 'None required',
      experience: 'None required',
      eligibility: 'Career Service (Professional)',
      documentsRequired: ['Letter of intent'],
    });
    const cas = await departmentId(t, 'CAS');
    const [open] = await t.db
      .insert(jobPosts)
      .values({ ...post({ code: 'DASH-OPEN-1', status: 'published', publishFrom: '2027-02-20', closingDate: '2027-03-15' }), departmentId: cas })
      .returning();
    await t.db
      .insert(jobPosts)
      .values({ ...post({ code: 'DASH-CLOSED-1', status: 'published', publishFrom: '2027-01-01', closingDate: '2027-02-01' }), departmentId: cas });
    await t.db
      .insert(jobPosts)
      .values({ ...post({ code: 'DASH-DRAFT-1', status: 'draft', publishFrom: '2027-02-20', closingDate: '2027-03-15' }), departmentId: cas });

    const screeningBefore = countOf(await dashboardOf(hr), 'applications_to_screen')!;
    await t.db.insert(jobApplications).values({ jobPostId: open!.id, applicantUserId: await userId('applicant@hris.test'), profileSnapshot: {} });

    const mine = await dashboardOf(applicant);
    expect(mine.my_applications).toEqual([
      expect.objectContaining({ post_code: 'DASH-OPEN-1', position: position!.name, status: 'submitted', status_label: 'Received' }),
    ]);
    const codes = mine.open_posts.map((p) => p.code);
    expect(codes).toContain('DASH-OPEN-1');
    expect(codes).not.toContain('DASH-CLOSED-1');
    expect(codes).not.toContain('DASH-DRAFT-1');
    expect(mine.open_posts_total).toBeGreaterThanOrEqual(1);
    expect(countOf(await dashboardOf(hr), 'applications_to_screen')).toBe(screeningBefore + 1);
    // Another person's application is never among mine.
    expect((await dashboardOf(staff)).my_applications).toEqual([]);
  });

  it('counts the vaccination records to verify for the health officer: recorded, not verified, not their own', async () => {
    const [brand] = await t.db.select().from(vaccineBrands).limit(1);
    const dose = (personnelId: number) => ({ personnelId, brandId: brand!.id, doseNumber: 1, givenOn: '2026-05-04', place: 'City Health Office' });
    const nurseOwn = await personnelIdOf(t, 'nurse@hris.test');
    await t.db.delete(vaccinationDoses).where(eq(vaccinationDoses.personnelId, nurseOwn));
    const before = countOf(await dashboardOf(nurse), 'vaccinations_to_verify')!;

    const recorded = await makeEmployee(t, { first: 'Dina', last: 'Recorded', department: 'CAS' });
    await t.db.insert(vaccinationDoses).values(dose(recorded.personnelId));
    expect(countOf(await dashboardOf(nurse), 'vaccinations_to_verify')).toBe(before + 1);

    // Verified already, nothing recorded yet, or the officer's own record: nothing to verify.
    const verified = await makeEmployee(t, { first: 'Vera', last: 'Verified', department: 'CAS' });
    await t.db.insert(vaccinationDoses).values(dose(verified.personnelId));
    await t.db.insert(vaccinationRecords).values({ personnelId: verified.personnelId, verifiedAt: new Date() });
    await makeEmployee(t, { first: 'Nora', last: 'Nothing', department: 'CAS' });
    await t.db.insert(vaccinationDoses).values(dose(nurseOwn));
    expect(countOf(await dashboardOf(nurse), 'vaccinations_to_verify')).toBe(before + 1);

    // Verifying it takes it off the count.
    expect((await t.http.post(`/api/covid/records/${recorded.personnelId}/verify`).set(as(nurse))).status).toBe(200);
    expect(countOf(await dashboardOf(nurse), 'vaccinations_to_verify')).toBe(before);
  });

  it('counts the trainings waiting for HR to verify, leaving out HR’s own and those decided', async () => {
    const before = countOf(await dashboardOf(hr), 'trainings_to_verify')!;
    const training = (personnelId: number, status = 'pending') => ({
      personnelId,
      title: 'Records Management',
      dateFrom: '2027-02-01',
      dateTo: '2027-02-03',
      hours: 24,
      ldType: 'technical',
      conductedBy: 'National Archives of the Philippines',
      certificateKey: 'certificates/test.pdf',
      certificateName: 'certificate.pdf',
      status,
    });
    await t.db.insert(ldAttendances).values(training(await personnelIdOf(t, 'staff@hris.test')));
    expect(countOf(await dashboardOf(hr), 'trainings_to_verify')).toBe(before + 1);
    await t.db.insert(ldAttendances).values(training(await personnelIdOf(t, 'hr@hris.test')));
    await t.db.insert(ldAttendances).values(training(await personnelIdOf(t, 'head@hris.test'), 'verified'));
    expect(countOf(await dashboardOf(hr), 'trainings_to_verify')).toBe(before + 1);
    // An employee who verifies nothing has no such card.
    expect(countOf(await dashboardOf(staff), 'trainings_to_verify')).toBeUndefined();
  });

  it('counts the memoranda addressed to the user and not yet acknowledged', async () => {
    const reader = await officerWithRole(t, { first: 'Mara', last: 'Reader', email: 'mara.reader@hris.test', role: 'Employee', department: 'CAS' });
    const before = countOf(await dashboardOf(reader.token), 'memoranda_to_acknowledge')!;
    const issue = async (number: string, audience: string) =>
      (
        await t.db
          .insert(memoranda)
          .values({
            number,
            issuedOn: '2027-02-27',
            title: number,
            audience,
            fileKey: 'memoranda/x.pdf',
            fileName: 'x.pdf',
            issuedByUserId: await userId('admin@hris.test'),
          })
          .returning()
      )[0]!;
    const toAll = await issue('Dashboard MC 1', 'everyone');
    const toOther = await issue('Dashboard MC 2', 'offices');
    await t.db.insert(memorandumAudiences).values({ memorandumId: toOther.id, departmentId: await departmentId(t, 'CCS') });
    expect(countOf(await dashboardOf(reader.token), 'memoranda_to_acknowledge')).toBe(before + 1);

    expect((await t.http.post(`/api/memoranda/${toAll.id}/acknowledge`).set(as(reader.token))).status).toBe(200);
    expect(countOf(await dashboardOf(reader.token), 'memoranda_to_acknowledge')).toBe(before);
  });

  it('counts the open rating period in which the employee has not opened an IPCR', async () => {
    // 1 March 2027: January–June 2027 takes targets; July–December 2026 closed its rating on 15 January.
    const newcomer = await officerWithRole(t, { first: 'Ivo', last: 'Newcomer', email: 'ivo.newcomer@hris.test', role: 'Employee', department: 'CAS' });
    const task = (await dashboardOf(newcomer.token)).tasks.find((x) => x.kind === 'ipcr_to_open');
    expect(task).toMatchObject({ count: 1, link: '/spmis/ipcr' });
    const [period] = (await t.db.$client.query<{ id: number }>(`SELECT id FROM spms_periods WHERE year = 2027 AND semester = 1`)).rows;
    expect((await t.http.post('/api/spmis/ipcrs').set(as(newcomer.token)).send({ period_id: period!.id })).status).toBe(200);
    expect(countOf(await dashboardOf(newcomer.token), 'ipcr_to_open')).toBe(0);
  });
});
