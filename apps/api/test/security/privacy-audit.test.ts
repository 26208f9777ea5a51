import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { coeRequests, users } from '@hris/db';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { pdfBytes } from '../support/files';
import { addDays, manilaToday, weekdayFrom } from '../support/dates';
import { as, binary, departmentId, personnelIdOf } from '../support/records';

// Issue 15 item 9 (Data Privacy Act, RA 10173): only PDS reads were audited. Every read of someone else's
// medical certificates, applicant profiles and documents, personnel lists, DTRs, service records and
// certificates of employment writes an audit row naming the person read; the owner's own reads write none;
// the audit trail finds the rows by person.

let t: TestApp;
let hr: string;
let staff: string;
let applicant: string;
let staffId: number;
let hrPersonnelId: number;
let applicantUserId: number;
let staffUserId: number;
const today = manilaToday();
const month = today.slice(0, 7);
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

type ReadRow = { actor_user_id: number; entity: string; entity_id: string | null; after: Record<string, unknown> };
/** The read rows written while `act` ran. */
async function readsDuring(act: () => Promise<unknown>): Promise<ReadRow[]> {
  const [{ last }] = await query(`SELECT coalesce(max(id), 0) AS last FROM audit_log`);
  await act();
  return query(`SELECT actor_user_id, entity, entity_id, after FROM audit_log WHERE action = 'read' AND id > $1 ORDER BY id`, [last]);
}
const ok = async (req: PromiseLike<{ status: number; body: unknown }>) => {
  const res = await req;
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res;
};

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff, applicant] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'applicant@hris.test')]);
  [staffId, hrPersonnelId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'hr@hris.test')]);
  applicantUserId = (await t.db.select().from(users).where(eq(users.email, 'applicant@hris.test')))[0]!.id;
  staffUserId = (await t.db.select().from(users).where(eq(users.email, 'staff@hris.test')))[0]!.id;
});
afterAll(async () => t.close());

describe('reads of personal data by someone else are audited, naming the person; the owner’s are not', () => {
  it('a leave application’s attachment (medical certificate)', async () => {
    await query(`DELETE FROM holidays`);
    const upload = await ok(t.http.post('/api/upload').set(as(staff)).attach('file', pdfBytes(1200), 'medical-certificate.pdf'));
    const typeId = (await query(`SELECT id FROM leave_types WHERE code = 'VL'`))[0].id;
    const day = weekdayFrom(addDays(today, 40));
    const filed = await ok(
      t.http
        .post('/api/leave/applications')
        .set(as(staff))
        .send({
          leave_type_id: typeId,
          date_from: day,
          date_to: day,
          details: { location: 'philippines', location_detail: 'Naga City' },
          attachment_path: (upload.body as { path: string }).path,
        }),
    );
    const id = (filed.body as { leave_application: { id: number } }).leave_application.id;
    const read = () => binary(t.http.get(`/api/leave/applications/${id}/attachment`));
    expect(await readsDuring(async () => expect((await read().set(as(staff))).status).toBe(200))).toEqual([]);
    const byHr = await readsDuring(async () => expect((await read().set(as(hr))).status).toBe(200));
    expect(byHr).toEqual([
      expect.objectContaining({
        entity: 'leave_attachment',
        entity_id: String(id),
        after: expect.objectContaining({ personnel_id: staffId, what: expect.any(String) }),
      }),
    ]);
    // What was read, never the file itself.
    expect(JSON.stringify(byHr[0]!.after)).not.toContain('%PDF');

    // The application itself says why one is away: as the page shows it and as CS Form No. 6.
    const application = async (token: string) => {
      await ok(t.http.get(`/api/leave/applications/${id}`).set(as(token)));
      await ok(binary(t.http.get(`/api/leave/applications/${id}/pdf`).set(as(token))));
    };
    expect(await readsDuring(() => application(staff))).toEqual([]);
    const applicationByHr = await readsDuring(() => application(hr));
    expect(applicationByHr.map((r) => [r.entity, r.entity_id, r.after.personnel_id])).toEqual([
      ['leave_application', String(id), staffId],
      ['leave_application', String(id), staffId],
    ]);
  });

  it('a personnel record, opened by HR', async () => {
    expect(await readsDuring(() => ok(t.http.get(`/api/personnels/${staffId}`).set(as(staff))))).toEqual([]);
    expect(await readsDuring(() => ok(t.http.get(`/api/personnels/${staffId}`).set(as(hr))))).toEqual([
      expect.objectContaining({
        entity: 'personnel',
        entity_id: String(staffId),
        after: expect.objectContaining({ personnel_id: staffId, what: 'personnel record' }),
      }),
    ]);
  });

  it('an applicant’s profile, application and documents', async () => {
    const [post] = await query(
      `INSERT INTO job_posts (code, position_id, department_id, campus_id, salary_grade, monthly_salary, board, education, training, experience, eligibility, documents_required, publish_from, closing_date, status, published_at)
       VALUES ('PRIV-1', (SELECT id FROM positions ORDER BY id LIMIT 1), $1, 1, 8, 2053400, 'NAPB', 'College', 'None', 'None', 'CS Sub-professional', '["Letter of intent"]', $2, $3, 'published', now()) RETURNING id`,
      [await departmentId(t, 'CAS'), today, addDays(today, 14)],
    );
    const education = {
      level: 'college',
      school_name: 'Bicol University',
      course: 'BS Office Administration',
      period_from: '2015',
      period_to: '2019',
      year_graduated: '2019',
    };
    await ok(
      t.http
        .put('/api/applicants/me/profile')
        .set(as(applicant))
        .send({ first_name: 'Liza', last_name: 'Mendoza', sex: 'female', birth_date: '1998-04-02', sections: { educbackground: [education] } }),
    );
    const upload = await ok(t.http.post('/api/upload').set(as(applicant)).attach('file', pdfBytes(1300), 'letter.pdf'));
    const applied = await ok(
      t.http
        .post('/api/applications')
        .set(as(applicant))
        .send({ job_post_id: post.id, documents: [{ requirement: 'Letter of intent', path: (upload.body as { path: string }).path }] }),
    );
    const application = (applied.body as { application: { id: number; documents: { id: number }[] } }).application;
    const documentId = application.documents[0]!.id;

    // The applicant's own reads: none logged.
    expect(
      await readsDuring(async () => {
        await ok(t.http.get(`/api/applications/${application.id}`).set(as(applicant)));
        await ok(binary(t.http.get(`/api/applications/${application.id}/documents/${documentId}`).set(as(applicant))));
      }),
    ).toEqual([]);

    const profile = await readsDuring(() => ok(t.http.get(`/api/applicants/${applicantUserId}`).set(as(hr))));
    expect(profile).toEqual([expect.objectContaining({ entity: 'applicant_profile', after: expect.objectContaining({ user_id: applicantUserId }) })]);
    const asApplied = await readsDuring(() => ok(t.http.get(`/api/applications/${application.id}`).set(as(hr))));
    expect(asApplied).toEqual([
      expect.objectContaining({ entity: 'applicant_profile', after: expect.objectContaining({ user_id: applicantUserId, application_id: application.id }) }),
    ]);
    const document = await readsDuring(() => ok(binary(t.http.get(`/api/applications/${application.id}/documents/${documentId}`).set(as(hr)))));
    expect(document).toEqual([
      expect.objectContaining({
        entity: 'applicant_document',
        entity_id: String(documentId),
        after: expect.objectContaining({ user_id: applicantUserId, what: 'Letter of intent' }),
      }),
    ]);
  });

  it('an export of the personnel list, naming the people in it but the exporter', async () => {
    const rows = await readsDuring(() => ok(binary(t.http.get('/api/personnels/export').set(as(hr)))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'personnel_export' });
    const named = rows[0]!.after.personnel_ids as number[];
    expect(named).toContain(staffId);
    expect(named).not.toContain(hrPersonnelId);
  });

  it('DTRs: one person’s, their Form 48, and a department’s Form 48 in one row naming everyone on it', async () => {
    expect(
      await readsDuring(async () => {
        await ok(t.http.get(`/api/dtr/${staffId}`).query({ month }).set(as(staff)));
        await ok(binary(t.http.get(`/api/dtr/${staffId}/form48.pdf`).query({ month }).set(as(staff))));
      }),
    ).toEqual([]);
    const one = await readsDuring(async () => {
      await ok(t.http.get(`/api/dtr/${staffId}`).query({ month }).set(as(hr)));
      await ok(binary(t.http.get(`/api/dtr/${staffId}/form48.pdf`).query({ month }).set(as(hr))));
    });
    expect(one).toEqual([
      expect.objectContaining({ entity: 'dtr', after: expect.objectContaining({ personnel_id: staffId, month }) }),
      expect.objectContaining({ entity: 'dtr', after: expect.objectContaining({ personnel_id: staffId, month }) }),
    ]);
    const cas = await departmentId(t, 'CAS');
    const department = await readsDuring(() => ok(binary(t.http.get(`/api/dtr/department/${cas}/form48.pdf`).query({ month }).set(as(hr)))));
    expect(department).toHaveLength(1);
    expect(department[0]!.after.personnel_ids).toContain(staffId);
  });

  it('service records', async () => {
    expect(
      await readsDuring(async () => {
        await ok(t.http.get(`/api/personnels/${staffId}/service-record`).set(as(staff)));
        await ok(binary(t.http.get(`/api/personnels/${staffId}/service-record/pdf`).set(as(staff))));
      }),
    ).toEqual([]);
    const byHr = await readsDuring(async () => {
      await ok(t.http.get(`/api/personnels/${staffId}/service-record`).set(as(hr)));
      await ok(binary(t.http.get(`/api/personnels/${staffId}/service-record/pdf`).set(as(hr))));
    });
    expect(byHr.map((r) => [r.entity, r.after.personnel_id])).toEqual([
      ['service_record', staffId],
      ['service_record', staffId],
    ]);
  });

  it('certificates of employment', async () => {
    const key = `coe/${crypto.randomUUID()}.pdf`;
    await t.app.deps.storage.put(key, pdfBytes(900));
    const [coe] = await t.db
      .insert(coeRequests)
      .values({ personnelId: staffId, purpose: 'a bank loan', withCompensation: true, status: 'issued', documentKey: key })
      .returning();
    expect(await readsDuring(() => ok(binary(t.http.get(`/api/coe/${coe!.id}/pdf`).set(as(staff)))))).toEqual([]);
    expect(await readsDuring(() => ok(t.http.get(`/api/coe/${coe!.id}`).set(as(staff))))).toEqual([]);
    expect(await readsDuring(() => ok(t.http.get(`/api/coe/${coe!.id}`).set(as(hr))))).toEqual([
      expect.objectContaining({ entity: 'coe', entity_id: String(coe!.id), after: expect.objectContaining({ personnel_id: staffId }) }),
    ]);
    expect(await readsDuring(() => ok(binary(t.http.get(`/api/coe/${coe!.id}/pdf`).set(as(hr)))))).toEqual([
      expect.objectContaining({ entity: 'coe', entity_id: String(coe!.id), after: expect.objectContaining({ personnel_id: staffId }) }),
    ]);
  });
});

describe('the audit trail', () => {
  it('finds the reads by the person read, by action and entity', async () => {
    const trail = async (q: Record<string, unknown>) =>
      (
        await ok(
          t.http
            .get('/api/audit-trail')
            .query({ per_page: 100, ...q })
            .set(as(hr)),
        )
      ).body as { audit_trail: ReadRow[]; meta: { total: number } };
    const aboutStaff = await trail({ personnel_id: staffId, action: 'read' });
    expect(new Set(aboutStaff.audit_trail.map((r) => r.entity))).toEqual(
      new Set(['leave_attachment', 'leave_application', 'personnel', 'personnel_export', 'dtr', 'service_record', 'coe']),
    );
    const dtrOnly = await trail({ personnel_id: staffId, action: 'read', entity: 'dtr' });
    expect(dtrOnly.meta.total).toBe(3);
    const aboutApplicant = await trail({ user_id: applicantUserId, action: 'read' });
    expect(aboutApplicant.audit_trail.map((r) => r.entity).sort()).toEqual(['applicant_document', 'applicant_profile', 'applicant_profile']);
    // Someone else's filter finds none of these.
    expect((await trail({ user_id: staffUserId, action: 'read' })).meta.total).toBe(0);
    expect((await trail({ personnel_id: staffId, action: 'read', from: addDays(today, 2) })).meta.total).toBe(0);
    expect((await t.http.get('/api/audit-trail').query({ personnel_id: 'x' }).set(as(hr))).status).toBe(422);
  });
});
