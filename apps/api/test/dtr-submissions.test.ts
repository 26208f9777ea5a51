import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, departments, notifications, personnel, roles, userRoles, users } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, makeEmployee, personnelIdOf } from './support/records';

let t: TestApp;
let hr: string;
let head: string;
let staff: string;
let casId: number;
let coeId: number;
let staffId: number;
let headId: number;
let hrId: number;

const manilaMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
const MONTH = manilaMonth();
const LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${MONTH}-01T00:00:00Z`));
// The month before, for a second submission of the same department.
const PREVIOUS = (() => {
  const [y, m] = MONTH.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
})();
const PREVIOUS_LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${PREVIOUS}-01T00:00:00Z`));
const nextMonth = (() => {
  const [y, m] = MONTH.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
})();

const userIdOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const titlesFor = async (email: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userIdOf(email)))
  ).map((n) => n.title);
const setClerk = (token: string, department: number, clerk: number | null) =>
  t.http.put(`/api/departments/${department}/heads`).set(as(token)).send({ dtr_clerk_personnel_id: clerk });
const submit = (token: string, body: Record<string, unknown>) => t.http.post('/api/dtr-submissions').set(as(token)).send(body);
const errorsOf = (res: { body: { errors?: Record<string, string[]> } }) => res.body.errors;

/** A signed-in account with one role, for the VPAA office and other roles the demo accounts lack. */
async function accountWithRole(email: string, role: string, person: { first: string; last: string; department: string }) {
  const { userId } = await makeEmployee(t, { ...person, email });
  const [r] = await t.db.select().from(roles).where(eq(roles.name, role));
  await t.db.insert(userRoles).values({ userId: userId!, roleId: r!.id });
  return signIn(t, email);
}

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'staff@hris.test')]);
  [staffId, headId, hrId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'head@hris.test'), personnelIdOf(t, 'hr@hris.test')]);
  [casId, coeId] = await Promise.all([departmentId(t, 'CAS'), departmentId(t, 'COE')]);
});
afterAll(async () => t.close());

describe('the DTR clerk of a department (/department_setting)', () => {
  it('is a person of the department, named by HR or the head; anyone else is refused and nothing changes', async () => {
    const outsider = await setClerk(hr, casId, hrId);
    expect(outsider.status).toBe(422);
    expect(errorsOf(outsider)).toEqual({ dtr_clerk_personnel_id: ['The DTR clerk must be a person of this department or one of its units.'] });
    const nobody = await setClerk(hr, casId, 999_999);
    expect(errorsOf(nobody)).toEqual({ dtr_clerk_personnel_id: ['The selected person is invalid.'] });
    expect((await t.db.select().from(departments).where(eq(departments.id, casId)))[0]!.dtrClerkPersonnelId).toBeNull();

    // Staff may not name themselves; the head of another department may not either.
    expect((await setClerk(staff, casId, staffId)).status).toBe(403);
    expect((await setClerk(head, coeId, staffId)).status).toBe(403);

    const byHead = await setClerk(head, casId, headId);
    expect(byHead.status).toBe(200);
    expect(byHead.body.department.dtr_clerk).toEqual({ id: headId, fullname: 'Ana Dela Cruz' });
    const byHr = await setClerk(hr, casId, staffId);
    expect(byHr.status).toBe(200);
    expect(byHr.body.message).toBe('The head, officer-in-charge and DTR clerk have been saved.');
    expect(byHr.body.department).toMatchObject({ dtr_clerk: { id: staffId, fullname: 'Juan Bautista' }, head: { id: headId } });
    // The head and OIC were not sent, so they stay.
    expect((await t.http.get(`/api/departments/${casId}`).set(as(staff))).body.department.head).toMatchObject({ id: headId });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'departments'), eq(auditLog.entityId, String(casId))));
    expect(audit.at(-1)!.after).toMatchObject({ dtr_clerk: { id: staffId } });
  });
});

describe('the clerk reads the department’s DTRs', () => {
  it('lists the departments the caller keeps, with each person’s totals; others get an empty list', async () => {
    const mine = await t.http.get('/api/dtr-submissions/mine').query({ month: MONTH }).set(as(staff));
    expect(mine.status).toBe(200);
    expect(mine.body.month).toBe(MONTH);
    expect(mine.body.departments).toHaveLength(1);
    const [cas] = mine.body.departments;
    expect(cas).toMatchObject({ id: casId, acronym: 'CAS', my_role: 'clerk', status: 'not_submitted', submission: null });
    const names = cas.people.map((p: { personnel: { fullname: string } }) => p.personnel.fullname);
    expect(names).toEqual(expect.arrayContaining(['Juan Bautista', 'Ana Dela Cruz']));
    expect(cas.people[0].totals).toEqual({
      late_minutes: expect.any(Number),
      undertime_minutes: expect.any(Number),
      absent_days: expect.any(Number),
      times_late: expect.any(Number),
    });
    expect(cas.people[0].days).toBeUndefined();

    // The head keeps the department too; HR, who is neither, keeps none.
    expect((await t.http.get('/api/dtr-submissions/mine').set(as(head))).body.departments.map((d: { my_role: string }) => d.my_role)).toEqual(['head']);
    expect((await t.http.get('/api/dtr-submissions/mine').set(as(hr))).body).toEqual({ month: MONTH, departments: [] });

    const future = await t.http.get('/api/dtr-submissions/mine').query({ month: nextMonth }).set(as(staff));
    expect(future.status).toBe(422);
    expect(errorsOf(future)).toEqual({ month: ['The month must not be after the current month.'] });
    expect(errorsOf(await t.http.get('/api/dtr-submissions/mine').query({ month: '2026-13' }).set(as(staff)))).toEqual({
      month: ['The month must be YYYY-MM.'],
    });
  });

  it("opens each person's DTR and the department's CS Form 48, of the clerk's own department only", async () => {
    expect((await t.http.get(`/api/dtr/${headId}`).query({ month: MONTH }).set(as(staff))).status).toBe(200);
    const outside = await t.http.get(`/api/dtr/${hrId}`).query({ month: MONTH }).set(as(staff));
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe('The personnel record was not found.');
    const pdf = await binary(t.http.get(`/api/dtr/department/${casId}/form48.pdf`).query({ month: MONTH }).set(as(staff)));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.http.get(`/api/dtr/department/${coeId}/form48.pdf`).query({ month: MONTH }).set(as(staff))).status).toBe(404);
  });
});

describe('submitting through the approval chain: the head certifies, HR receives', () => {
  let submissionId: number;
  let requestId: number;
  const act = (token: string, id: number, body: Record<string, unknown>) => t.http.post(`/api/approval-requests/${id}/act`).set(as(token)).send(body);
  const dtrRequests = async () =>
    (await t.db.$client.query(`SELECT count(*)::int AS n FROM approval_requests WHERE request_type = 'dtr_submission'`)).rows[0].n;
  const rowOf = async (id: number) =>
    (
      await t.db.$client.query(
        `SELECT status, remarks, review_remarks, approval_request_id, submitted_by_user_id, reviewed_by_user_id FROM dtr_submissions WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it('refuses a department the caller does not keep (404), a month to come, and a bad body', async () => {
    const other = await submit(staff, { department_id: coeId, month: MONTH });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('The department was not found.');
    // HR is not the clerk either: the same 404, no probing.
    expect((await submit(hr, { department_id: casId, month: MONTH })).status).toBe(404);
    const future = await submit(staff, { department_id: casId, month: nextMonth });
    expect(errorsOf(future)).toEqual({ month: ['The month must not be after the current month.'] });
    expect(errorsOf(await submit(staff, { department_id: casId }))).toEqual({ month: ['The month field is required.'] });
    expect((await submit(staff, { department_id: casId, month: MONTH, remarks: 'x'.repeat(501) })).status).toBe(422);
    expect((await t.db.$client.query(`SELECT count(*)::int AS n FROM dtr_submissions`)).rows[0].n).toBe(0);
  });

  it('tells a head who submits their own department’s DTRs that nobody else can certify them; nothing stays', async () => {
    // CAS has no officer-in-charge and no office above it: the head would certify their own submission.
    const res = await submit(head, { department_id: casId, month: MONTH });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual({
      department_id: [
        'You are the head of CAS, and the DTRs you submit must be certified by someone else — but no other head, officer-in-charge or head of an office above is named. Let the DTR clerk submit them, or ask the HR office to name an officer-in-charge.',
      ],
    });
    expect((await t.db.$client.query(`SELECT count(*)::int AS n FROM dtr_submissions`)).rows[0].n).toBe(0);
    expect(await dtrRequests()).toBe(0);
  });

  it('sends a unit head’s own submission to the head of the office above', async () => {
    const { personnelId: unitHead, userId } = await makeEmployee(t, { first: 'Lito', last: 'Cruz', department: 'CAS-DLL', email: 'lito.cruz@hris.test' });
    const [employee] = await t.db.select().from(roles).where(eq(roles.name, 'Employee'));
    await t.db.insert(userRoles).values({ userId: userId!, roleId: employee!.id });
    const dll = await departmentId(t, 'CAS-DLL');
    await t.db.update(departments).set({ headPersonnelId: unitHead }).where(eq(departments.id, dll));
    const lito = await signIn(t, 'lito.cruz@hris.test');
    const res = await submit(lito, { department_id: dll, month: MONTH });
    expect(res.status).toBe(200);
    expect(res.body.submission.waiting_for).toEqual({ position: 1, of: 2, label: 'Recommending approval', who: 'the department head' });
    const waiting = (await t.http.get('/api/approval-requests/waiting').set(as(head))).body.requests.map((r: { id: number }) => r.id);
    expect(waiting).toContain(res.body.submission.approval_request_id);
  });

  it('starts the chain at the department head; a second submit is refused and the first stays as it was', async () => {
    const first = await submit(staff, { department_id: casId, month: MONTH, remarks: 'Complete, with the signed forms.' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(`The DTRs of ${LABEL} have been submitted. They now wait for the department head (Recommending approval).`);
    expect(first.body.submission).toMatchObject({
      department_id: casId,
      month: MONTH,
      status: 'submitted',
      submitted_by: { name: 'Juan Bautista' },
      remarks: 'Complete, with the signed forms.',
      review_remarks: null,
      reviewed_by: null,
      approval_request_id: expect.any(Number),
    });
    submissionId = first.body.submission.id;
    requestId = first.body.submission.approval_request_id;
    const request = (await t.http.get(`/api/approval-requests/${requestId}`).set(as(staff))).body.request;
    expect(request).toMatchObject({
      request_type: 'dtr_submission',
      subject_id: submissionId,
      title: `DTRs of ${LABEL} — CAS`,
      link: `/clerk/dtr_list?month=${MONTH}`,
      can_cancel: true,
    });
    // The chain tells the head; HR hears nothing until the head has certified.
    expect(await titlesFor('head@hris.test')).toContain('DTR submission waits for you');
    expect(await titlesFor('hr@hris.test')).not.toContain('DTR submission waits for you');

    const again = await submit(staff, { department_id: casId, month: MONTH });
    expect(errorsOf(again)).toEqual({ month: [`The DTRs of ${LABEL} were already submitted.`] });
    expect(await rowOf(submissionId)).toMatchObject({ status: 'submitted', remarks: 'Complete, with the signed forms.', approval_request_id: requestId });

    const mine = (await t.http.get('/api/dtr-submissions/mine').query({ month: MONTH }).set(as(staff))).body.departments[0];
    expect(mine).toMatchObject({ status: 'submitted', submission: { id: submissionId, waiting_for: { who: 'the department head' } } });
  });

  it("shows HR every active department's status of the month, with the counts, by campus", async () => {
    expect((await t.http.get('/api/dtr-submissions').set(as(staff))).status).toBe(403);
    const all = await t.http.get('/api/dtr-submissions').query({ month: MONTH }).set(as(hr));
    expect(all.status).toBe(200);
    const active = (await t.db.$client.query(`SELECT count(*)::int AS n FROM departments WHERE is_active`)).rows[0].n;
    // CAS and its languages unit (submitted by the unit head) wait for the head of CAS; none for HR yet.
    expect(all.body.counts).toEqual({ departments: active, submitted: 2, to_receive: 0, received: 0, returned: 0, not_submitted: active - 2 });
    const cas = all.body.departments.find((d: { id: number }) => d.id === casId);
    expect(cas).toMatchObject({
      acronym: 'CAS',
      status: 'submitted',
      submission: { id: submissionId, submitted_by: { name: 'Juan Bautista' }, approval_request_id: requestId },
    });
    expect(new Date(cas.submission.submitted_at).toISOString()).toBe(cas.submission.submitted_at);
    expect(all.body.departments.find((d: { id: number }) => d.id === coeId)).toMatchObject({ status: 'not_submitted', submission: null });

    const north = await t.http.get('/api/dtr-submissions').query({ month: MONTH, campus_id: 2 }).set(as(hr));
    expect(north.body.departments.length).toBeGreaterThan(0);
    expect(north.body.departments.every((d: { campus: { id: number } }) => d.campus.id === 2)).toBe(true);
    expect(north.body.counts.submitted).toBe(0);
    expect((await t.http.get('/api/dtr-submissions').query({ month: nextMonth }).set(as(hr))).status).toBe(422);
  });

  it('the head returns with remarks; the clerk submits again; the head certifies and HR receives', async () => {
    // HR's own review endpoint is gone: the chain is the one way.
    expect((await t.http.post(`/api/dtr-submissions/${submissionId}/review`).set(as(hr)).send({ action: 'receive' })).status).toBe(404);
    // Not HR's turn yet, and the clerk never acts on their own submission.
    expect((await act(hr, requestId, { action: 'approve' })).status).toBe(403);
    expect((await act(staff, requestId, { action: 'approve' })).status).toBe(403);
    expect((await act(head, requestId, { action: 'return' })).body.errors.remarks).toBeDefined();
    expect((await rowOf(submissionId)).status).toBe('submitted');

    expect((await act(head, requestId, { action: 'return', remarks: 'Dr. Santos has no signature on the 15th.' })).status).toBe(200);
    expect(await rowOf(submissionId)).toMatchObject({
      status: 'returned',
      remarks: 'Complete, with the signed forms.',
      review_remarks: 'Dr. Santos has no signature on the 15th.',
      reviewed_by_user_id: await userIdOf('head@hris.test'),
    });
    expect(await titlesFor('staff@hris.test')).toContain('DTR submission was returned to you');
    const returned = (await t.http.get('/api/dtr-submissions/mine').query({ month: MONTH }).set(as(staff))).body.departments[0];
    expect(returned).toMatchObject({
      status: 'returned',
      submission: { review_remarks: 'Dr. Santos has no signature on the 15th.', reviewed_by: { name: 'Ana Dela Cruz' }, waiting_for: null },
    });
    expect((await t.http.get('/api/dtr-submissions').query({ month: MONTH }).set(as(hr))).body.counts).toMatchObject({ submitted: 1, returned: 1 });

    // The clerk submits again: the same row, a new request, the head's remarks cleared.
    const resubmitted = await submit(staff, { department_id: casId, month: MONTH, remarks: 'Signed now.' });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.submission).toMatchObject({
      id: submissionId,
      status: 'submitted',
      remarks: 'Signed now.',
      review_remarks: null,
      reviewed_by: null,
      reviewed_at: null,
    });
    const secondRequest = resubmitted.body.submission.approval_request_id as number;
    expect(secondRequest).not.toBe(requestId);

    expect((await act(head, secondRequest, { action: 'approve', remarks: 'VERIFIED as to the prescribed office hours.' })).status).toBe(200);
    const certified = (await t.http.get('/api/dtr-submissions').query({ month: MONTH }).set(as(hr))).body;
    expect(certified.departments.find((d: { id: number }) => d.id === casId)).toMatchObject({
      status: 'submitted',
      submission: { waiting_for: { position: 2, of: 2, who: 'HR Office' } },
    });
    expect(certified.counts.to_receive).toBe(1);
    expect(await titlesFor('hr@hris.test')).toContain('DTR submission waits for you');

    const received = await act(hr, secondRequest, { action: 'approve' });
    expect(received.status).toBe(200);
    expect(await rowOf(submissionId)).toMatchObject({ status: 'received', review_remarks: null, reviewed_by_user_id: await userIdOf('hr@hris.test') });
    expect(await titlesFor('staff@hris.test')).toContain('DTR submission was approved');
    const mine = (await t.http.get('/api/dtr-submissions/mine').query({ month: MONTH }).set(as(staff))).body.departments[0];
    expect(mine).toMatchObject({ status: 'received', submission: { reviewed_by: { name: 'Jose Reyes' }, waiting_for: null } });
    expect(errorsOf(await submit(staff, { department_id: casId, month: MONTH }))).toEqual({ month: [`The DTRs of ${LABEL} were already submitted.`] });
    expect((await t.http.get('/api/dtr-submissions').query({ month: MONTH }).set(as(hr))).body.counts).toMatchObject({
      submitted: 2,
      received: 1,
      to_receive: 0,
    });

    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'dtr_submissions'), eq(auditLog.entityId, String(submissionId))));
    expect(trail.map((a) => a.action)).toEqual(['submit', 'return', 'resubmit', 'receive']);
  });

  it('tells the clerk when the head submitted in their place and HR decided', async () => {
    // Name an OIC so the head's own submission has someone to certify it.
    const { personnelId: oic, userId } = await makeEmployee(t, { first: 'Carlo', last: 'Ramos', department: 'CAS', email: 'carlo.ramos@hris.test' });
    const [employee] = await t.db.select().from(roles).where(eq(roles.name, 'Employee'));
    await t.db.insert(userRoles).values({ userId: userId!, roleId: employee!.id });
    await t.db.update(departments).set({ oicPersonnelId: oic }).where(eq(departments.id, casId));
    const carlo = await signIn(t, 'carlo.ramos@hris.test');
    const res = await submit(head, { department_id: casId, month: PREVIOUS });
    expect(res.status).toBe(200);
    const id = res.body.submission.approval_request_id;
    expect((await act(carlo, id, { action: 'approve' })).status).toBe(200);
    expect((await act(hr, id, { action: 'disapprove', remarks: 'Wrong month attached.' })).status).toBe(200);
    expect(await rowOf(res.body.submission.id)).toMatchObject({ status: 'returned', review_remarks: 'Wrong month attached.' });
    const told = (
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, await userIdOf('staff@hris.test')))
    ).find((n) => n.title === 'DTRs returned');
    expect(told?.description).toBe(`The DTRs of College of Arts and Sciences for ${PREVIOUS_LABEL} were returned. Remarks: Wrong month attached.`);
    await t.db.update(departments).set({ oicPersonnelId: null }).where(eq(departments.id, casId));
  });

  it('a withdrawn submission leaves the month "Not submitted", to be submitted anew', async () => {
    const dll = await departmentId(t, 'CAS-DLL');
    const lito = await signIn(t, 'lito.cruz@hris.test');
    const [row] = (await t.http.get('/api/dtr-submissions/mine').query({ month: MONTH }).set(as(lito))).body.departments;
    expect(row).toMatchObject({ id: dll, status: 'submitted' });
    // Only the submitter withdraws it.
    expect((await t.http.post(`/api/approval-requests/${row.submission.approval_request_id}/cancel`).set(as(staff))).status).toBe(404);
    expect((await t.http.post(`/api/approval-requests/${row.submission.approval_request_id}/cancel`).set(as(lito))).status).toBe(200);
    expect((await t.http.get('/api/dtr-submissions/mine').query({ month: MONTH }).set(as(lito))).body.departments[0]).toMatchObject({
      status: 'not_submitted',
      submission: null,
    });
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'dtr_submissions'), eq(auditLog.entityId, String(row.submission.id))));
    expect(trail.map((a) => a.action)).toEqual(['submit', 'withdraw']);
    expect((await submit(lito, { department_id: dll, month: MONTH })).status).toBe(200);
  });

  it("exports HR's list of the month to Excel, one row per department", async () => {
    expect((await t.http.get('/api/dtr-submissions/export').set(as(staff))).status).toBe(403);
    const res = await binary(t.http.get('/api/dtr-submissions/export').query({ month: MONTH, campus_id: 1 }).set(as(hr)));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dtr-submissions-${MONTH}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe(`DTRs ${LABEL}`);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Campus',
      'Department',
      'Acronym',
      'Status',
      'Waiting for',
      'Submitted by',
      'Submitted on',
      'Reviewed by',
      'Reviewed on',
      "Clerk's remarks",
      'Remarks on return',
    ]);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const onCampus1 = (await t.db.$client.query(`SELECT count(*)::int AS n FROM departments WHERE is_active AND campus_id = 1`)).rows[0].n;
    expect(rows).toHaveLength(onCampus1);
    const cas = rows.find((r) => r[3] === 'CAS')!;
    expect(cas.slice(1, 7)).toEqual(['Main Campus', 'College of Arts and Sciences', 'CAS', 'Received', undefined, 'Juan Bautista']);
    expect(cas[7]).toBeInstanceOf(Date);
    expect(cas[8]).toBe('Jose Reyes');
    expect(cas[10]).toBe('Signed now.');
    expect(rows.find((r) => r[3] === 'CAS-DLL')!.slice(4, 6)).toEqual(['Submitted', 'the department head']);
  });

  it('refuses a department with no active personnel', async () => {
    const [unit] = await t.db.insert(departments).values({ fullname: 'Records Unit, CAS', acronym: 'CAS-REC', campusId: 1, parentId: casId }).returning();
    const { personnelId: clerk } = await makeEmployee(t, { first: 'Rosa', last: 'Lim', department: 'CAS-REC', email: 'rosa.lim@hris.test' });
    const [role] = await t.db.select().from(roles).where(eq(roles.name, 'Employee'));
    await t.db.insert(userRoles).values({ userId: await userIdOf('rosa.lim@hris.test'), roleId: role!.id });
    expect((await setClerk(hr, unit!.id, clerk)).status).toBe(200);
    await t.db.update(personnel).set({ isActive: false }).where(eq(personnel.id, clerk));
    const rosa = await signIn(t, 'rosa.lim@hris.test');
    const res = await submit(rosa, { department_id: unit!.id, month: MONTH });
    expect(errorsOf(res)).toEqual({ department_id: ['This department has no active personnel.'] });
  });

  it('keeps a returned month as it was when the chain is missing, and makes nothing for a new one', async () => {
    const [row] = (await t.http.get('/api/dtr-submissions/mine').query({ month: PREVIOUS }).set(as(staff))).body.departments;
    expect(row.status).toBe('returned');
    const before = await rowOf(row.submission.id);
    const requestsBefore = await dtrRequests();
    await t.db.$client.query(`UPDATE approval_chains SET request_type = 'retired' WHERE request_type = 'dtr_submission'`);
    const again = await submit(staff, { department_id: casId, month: PREVIOUS, remarks: 'Fixed.' });
    expect(again.status).toBe(422);
    expect(errorsOf(again)).toEqual({
      department_id: ['No approval chain is set for DTR submission. Ask the HR office to set one in Settings → Approval Requests.'],
    });
    expect(await rowOf(row.submission.id)).toEqual(before);
    const lito = await signIn(t, 'lito.cruz@hris.test');
    const dll = await departmentId(t, 'CAS-DLL');
    expect((await submit(lito, { department_id: dll, month: PREVIOUS })).status).toBe(422);
    expect(
      (await t.db.$client.query(`SELECT count(*)::int AS n FROM dtr_submissions WHERE department_id = $1 AND month = $2`, [dll, PREVIOUS])).rows[0].n,
    ).toBe(0);
    expect(await dtrRequests()).toBe(requestsBefore);
  });
});

describe('Faculty DTR (/manage/dtr, EDATSDTRFACULTY)', () => {
  let vpaa: string;
  let facultyId: number;

  beforeAll(async () => {
    vpaa = await accountWithRole('vpaa@hris.test', 'VPAA Office', { first: 'Lorna', last: 'Garcia', department: 'COE' });
    ({ personnelId: facultyId } = await makeEmployee(t, { first: 'Ramon', last: 'Aquino', department: 'CAS' }));
    await t.db.update(personnel).set({ employmentKind: 'faculty' }).where(eq(personnel.id, facultyId));
  });

  it("lists a college's faculty members with their totals, and only to the VPAA office", async () => {
    const res = await t.http.get('/api/dtr/faculty').query({ department_id: casId, month: MONTH }).set(as(vpaa));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ month: MONTH, department: { id: casId, acronym: 'CAS' } });
    expect(res.body.people.map((p: { personnel: { id: number } }) => p.personnel.id)).toEqual([facultyId]);
    expect(res.body.people[0].totals).toHaveProperty('absent_days');
    expect((await t.http.get('/api/dtr/faculty').query({ department_id: casId }).set(as(staff))).status).toBe(403);
    expect((await t.http.get('/api/dtr/faculty').query({ department_id: casId }).set(as(hr))).status).toBe(403);
    const missing = await t.http.get('/api/dtr/faculty').query({ department_id: 999_999 }).set(as(vpaa));
    expect(missing.status).toBe(404);
    expect(errorsOf(await t.http.get('/api/dtr/faculty').set(as(vpaa)))).toEqual({ department_id: ['Choose the department.'] });
  });

  it("reads any faculty member's DTR and CS Form 48, never a staff member's", async () => {
    expect((await t.http.get(`/api/dtr/${facultyId}`).query({ month: MONTH }).set(as(vpaa))).status).toBe(200);
    const pdf = await binary(t.http.get(`/api/dtr/${facultyId}/form48.pdf`).query({ month: MONTH }).set(as(vpaa)));
    expect(pdf.status).toBe(200);
    const staffDtr = await t.http.get(`/api/dtr/${staffId}`).query({ month: MONTH }).set(as(vpaa));
    expect(staffDtr.status).toBe(404);
    expect(staffDtr.body.message).toBe('The personnel record was not found.');
    expect((await t.http.get(`/api/dtr/${staffId}/form48.pdf`).query({ month: MONTH }).set(as(vpaa))).status).toBe(404);
  });
});
