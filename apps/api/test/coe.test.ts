import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointmentStatuses, coeRequests, notifications, users } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, personnelIdOf, verifiedPds } from './support/records';

let t: TestApp;
let hr: string;
let staff: string;
let head: string;
let applicant: string;
let staffId: number;

const titlesFor = async (email: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.email, email));
  return (await t.db.select().from(notifications).where(eq(notifications.userId, u!.id))).map((n) => n.title);
};
const act = (token: string, approvalId: number, action: string, remarks?: string) =>
  t.http.post(`/api/approval-requests/${approvalId}/act`).set(as(token)).send({ action, remarks });

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff, head, applicant] = await Promise.all([
    signIn(t, 'hr@hris.test'),
    signIn(t, 'staff@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'applicant@hris.test'),
  ]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
  const [permanent] = await t.db.select().from(appointmentStatuses).where(eq(appointmentStatuses.name, 'Permanent'));
  await t.http.put(`/api/personnels/${staffId}`).set(as(hr)).send({ date_original_appointment: '2021-01-04', appointment_status_id: permanent!.id });
  await verifiedPds(t, staffId, [], { sex: 'male', birth_date: '1990-05-14', birth_place: 'Los Baños, Laguna' });
});
afterAll(async () => t.close());

describe('certificates of employment', () => {
  it('refuses a request without a purpose, or from an account with no personnel record, saving nothing', async () => {
    const blank = await t.http.post('/api/coe').set(as(staff)).send({ purpose: '  ', with_compensation: true });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.purpose).toEqual(['The purpose field is required.']);
    const noRecord = await t.http.post('/api/coe').set(as(applicant)).send({ purpose: 'Visa application' });
    expect(noRecord.body.errors.purpose[0]).toMatch(/no personnel record/);
    expect(await t.db.select().from(coeRequests)).toEqual([]);
  });

  it('goes through the chain (head, then HR), is issued by HR as a PDF, and only its employee and HR read it', async () => {
    const sent = await t.http.post('/api/coe').set(as(staff)).send({ purpose: 'a housing loan with Pag-IBIG', with_compensation: true });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      message: 'Your request has been sent for "Recommending approval".',
      coe: { status: 'pending', with_compensation: true, waiting_for: 'Recommending approval', personnel: { id: staffId, fullname: 'Juan Bautista' } },
    });
    const { id, approval_request_id: approvalId } = sent.body.coe;
    expect(await titlesFor('head@hris.test')).toContain('Certificate of employment request waits for you');

    // Nobody else reads it; the head is an approver, not an issuer.
    expect((await t.http.get(`/api/coe/${id}`).set(as(head))).status).toBe(404);
    expect((await t.http.get('/api/coe').set(as(head))).body.coe_requests).toEqual([]);
    expect((await t.http.get(`/api/coe/${id}`).set(as(staff))).body.coe.id).toBe(id);
    expect((await t.http.post(`/api/coe/${id}/issue`).set(as(staff))).status).toBe(403);
    const early = await t.http.post(`/api/coe/${id}/issue`).set(as(hr));
    expect(early.body.errors.status).toEqual(['Only an approved request can be issued; this one is pending.']);
    expect((await binary(t.http.get(`/api/coe/${id}/pdf`).set(as(staff)))).status).toBe(404);

    expect((await act(head, approvalId, 'approve')).status).toBe(200);
    expect((await t.http.get(`/api/coe/${id}`).set(as(staff))).body.coe).toMatchObject({ status: 'pending', waiting_for: 'Approved' });
    expect((await act(hr, approvalId, 'approve')).body.request.status).toBe('approved');
    expect((await t.http.get(`/api/coe/${id}`).set(as(hr))).body.coe.status).toBe('approved');
    expect(await titlesFor('hr@hris.test')).toContain('A certificate of employment is ready to issue');

    const queue = await t.http.get('/api/coe').query({ status: 'approved' }).set(as(hr));
    expect(queue.body.coe_requests.map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await t.http.get('/api/coe').query({ term: 'bautista' }).set(as(hr))).body.meta.total).toBe(1);
    expect((await t.http.get('/api/coe').query({ mine: 'true' }).set(as(hr))).body.coe_requests).toEqual([]);

    const issued = await t.http.post(`/api/coe/${id}/issue`).set(as(hr));
    expect(issued.status).toBe(200);
    expect(issued.body.coe).toMatchObject({ status: 'issued', has_document: true, signatory_name: 'MARIA L. SANTOS', issued_by: 'Jose Reyes' });
    expect(await titlesFor('staff@hris.test')).toContain('Your certificate of employment is ready');
    expect((await t.http.post(`/api/coe/${id}/issue`).set(as(hr))).body.errors.status).toEqual(['Only an approved request can be issued; this one is issued.']);

    const pdf = await binary(t.http.get(`/api/coe/${id}/pdf`).set(as(staff)));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await binary(t.http.get(`/api/coe/${id}/pdf`).set(as(hr)))).status).toBe(200);
    expect((await binary(t.http.get(`/api/coe/${id}/pdf`).set(as(head)))).status).toBe(404);
  });

  it('takes the outcome when the chain disapproves or returns it', async () => {
    const sent = await t.http.post('/api/coe').set(as(staff)).send({ purpose: 'Scholarship application' });
    expect(sent.body.coe.with_compensation).toBe(false);
    await act(head, sent.body.coe.approval_request_id, 'disapprove', 'Use the one issued last week.');
    expect((await t.http.get(`/api/coe/${sent.body.coe.id}`).set(as(staff))).body.coe.status).toBe('disapproved');
    const again = await t.http.post('/api/coe').set(as(staff)).send({ purpose: 'Travel abroad' });
    await act(head, again.body.coe.approval_request_id, 'approve');
    await act(hr, again.body.coe.approval_request_id, 'return', 'State the country of travel.');
    expect((await t.http.get(`/api/coe/${again.body.coe.id}`).set(as(staff))).body.coe.status).toBe('returned');
    const mine = await t.http.get('/api/coe').set(as(staff));
    expect(mine.body.coe_requests.map((c: { status: string }) => c.status)).toEqual(['returned', 'disapproved', 'issued']);
    expect((await t.http.get('/api/coe').query({ status: 'issued' }).set(as(hr))).body.meta.total).toBe(1);
  });
});
