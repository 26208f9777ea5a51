import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@hris/db';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, makeEmployee, personnelIdOf, verifiedPds } from './support/records';

let t: TestApp;
let hr: string;
let staff: string;
let head: string;
let staffId: number;
let headId: number;

const line = (over: Record<string, unknown> = {}) => ({
  date_from: '2018-01-02',
  date_to: '2020-12-31',
  position_title: 'Administrative Aide IV',
  appointment_status: 'Temporary',
  annual_salary: 16_877_00 * 12,
  office: 'College of Arts and Sciences',
  branch: 'National',
  lwop_days: 0,
  ...over,
});
const recordOf = async (id: number, token = hr) =>
  (await t.http.get(`/api/personnels/${id}/service-record`).set(as(token))).body.lines as { id: number; date_to: string | null; position_title: string }[];

beforeAll(async () => {
  t = await createTestApp();
  [hr, staff, head] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test'), signIn(t, 'head@hris.test')]);
  [staffId, headId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'head@hris.test')]);
});
afterAll(async () => t.close());

describe('service record', () => {
  it('is read by its owner and by HR; anyone else gets 404', async () => {
    const own = await t.http.get(`/api/personnels/${staffId}/service-record`).set(as(staff));
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ personnel: { id: staffId, fullname: 'Juan Bautista' }, lines: [] });
    expect((await t.http.get(`/api/personnels/${headId}/service-record`).set(as(staff))).status).toBe(404);
    // A department head is not HR: not even their own staff's record.
    expect((await t.http.get(`/api/personnels/${staffId}/service-record`).set(as(head))).status).toBe(404);
    expect((await t.http.get(`/api/personnels/${staffId}/service-record`).set(as(hr))).status).toBe(200);
    expect((await t.http.get('/api/personnels/999999/service-record').set(as(hr))).status).toBe(404);
    expect((await t.http.post(`/api/personnels/${staffId}/service-record`).set(as(staff)).send(line())).status).toBe(403);
  });

  it('lets HR add, edit and delete lines, with an audit row for each', async () => {
    const added = await t.http.post(`/api/personnels/${staffId}/service-record`).set(as(hr)).send(line());
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      message: 'The service-record line has been added.',
      line: { date_from: '2018-01-02', date_to: '2020-12-31', annual_salary: 20_252_400, lwop_days: 0 },
    });
    const id = added.body.line.id;
    const edited = await t.http
      .put(`/api/personnels/${staffId}/service-record/${id}`)
      .set(as(hr))
      .send(line({ lwop_days: 2.5, remarks: 'Corrected LWOP' }));
    expect(edited.body.line).toMatchObject({ lwop_days: 2.5, remarks: 'Corrected LWOP' });
    const open = await t.http
      .post(`/api/personnels/${staffId}/service-record`)
      .set(as(hr))
      .send(line({ date_from: '2021-01-04', date_to: null, position_title: 'Administrative Assistant II', appointment_status: 'Permanent' }));
    expect(open.body.line.date_to).toBeNull();
    expect((await recordOf(staffId, staff)).map((l) => l.position_title)).toEqual(['Administrative Aide IV', 'Administrative Assistant II']);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'service_record_line'));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update']));

    const gone = await t.http.delete(`/api/personnels/${staffId}/service-record/${open.body.line.id}`).set(as(hr));
    expect(gone.body.message).toBe('The service-record line has been deleted.');
    expect(await recordOf(staffId)).toHaveLength(1);
  });

  it('refuses bad input with the field message and keeps what was saved', async () => {
    const [saved] = await recordOf(staffId);
    const backwards = await t.http
      .post(`/api/personnels/${staffId}/service-record`)
      .set(as(hr))
      .send(line({ date_from: '2021-05-01', date_to: '2021-04-30' }));
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.date_to).toEqual(['The end date cannot be before the start date.']);
    const future = await t.http
      .post(`/api/personnels/${staffId}/service-record`)
      .set(as(hr))
      .send(line({ date_from: '2999-01-01', date_to: null }));
    expect(future.body.errors.date_from).toEqual(['The start date cannot be in the future.']);
    const negative = await t.http
      .post(`/api/personnels/${staffId}/service-record`)
      .set(as(hr))
      .send(line({ lwop_days: -1, annual_salary: -5 }));
    expect(negative.body.errors).toMatchObject({
      lwop_days: ['The leave without pay cannot be negative.'],
      annual_salary: ['The annual salary cannot be negative.'],
    });
    const noTitle = await t.http
      .post(`/api/personnels/${staffId}/service-record`)
      .set(as(hr))
      .send(line({ position_title: '  ' }));
    expect(noTitle.body.errors.position_title).toEqual(['The designation field is required.']);

    // An edit that goes wrong leaves the line as it was.
    const badEdit = await t.http
      .put(`/api/personnels/${staffId}/service-record/${saved!.id}`)
      .set(as(hr))
      .send(line({ date_to: '2017-01-01' }));
    expect(badEdit.status).toBe(422);
    expect((await recordOf(staffId))[0]).toMatchObject({ id: saved!.id, date_to: '2020-12-31' });

    // Another employee's id in the URL: the line is not theirs, so it does not exist there.
    const wrongOwner = await t.http
      .put(`/api/personnels/${headId}/service-record/${saved!.id}`)
      .set(as(hr))
      .send(line({ position_title: 'Hijacked' }));
    expect(wrongOwner.status).toBe(404);
    expect((await t.http.delete(`/api/personnels/${headId}/service-record/${saved!.id}`).set(as(hr))).status).toBe(404);
    expect((await recordOf(staffId))[0]!.position_title).toBe('Administrative Aide IV');

    // Only the latest line runs without an end date.
    await t.http
      .post(`/api/personnels/${staffId}/service-record`)
      .set(as(hr))
      .send(line({ date_from: '2021-01-04', date_to: null }));
    const secondOpen = await t.http
      .post(`/api/personnels/${staffId}/service-record`)
      .set(as(hr))
      .send(line({ date_from: '2022-01-04', date_to: null }));
    expect(secondOpen.body.errors.date_to[0]).toMatch(/Another line is still open/);
    expect(await recordOf(staffId)).toHaveLength(2);
  });

  it('starts an empty record from the government service in the verified PDS only', async () => {
    const { personnelId } = await makeEmployee(t, { first: 'Rosario', last: 'Lim', department: 'CAS' });
    const none = await t.http.post(`/api/personnels/${personnelId}/service-record/generate`).set(as(hr));
    expect(none.body.errors.service_record).toEqual(['This employee has no verified PDS yet. Verify the PDS first (PDS checking).']);
    await verifiedPds(t, personnelId, [
      {
        date_from: '2019-06-03',
        date_to: null,
        position_title: 'Instructor I',
        company_name: 'State University',
        monthly_salary: 27000,
        appointment_status: 'Temporary',
        government_service: true,
      },
      {
        date_from: '2015-01-05',
        date_to: '2019-05-31',
        position_title: 'Teacher I',
        company_name: 'DepEd Division of Laguna',
        monthly_salary: 20754,
        appointment_status: 'Permanent',
        government_service: true,
      },
      {
        date_from: '2012-06-01',
        date_to: '2014-12-31',
        position_title: 'Call centre agent',
        company_name: 'BPO Inc.',
        monthly_salary: 18000,
        government_service: false,
      },
    ]);
    const made = await t.http.post(`/api/personnels/${personnelId}/service-record/generate`).set(as(hr));
    expect(made.status).toBe(200);
    expect(made.body.message).toBe('2 service-record lines were made from the verified PDS.');
    expect(made.body.lines).toEqual([
      expect.objectContaining({
        date_from: '2015-01-05',
        date_to: '2019-05-31',
        position_title: 'Teacher I',
        office: 'DepEd Division of Laguna',
        annual_salary: 2_075_400 * 12,
        appointment_status: 'Permanent',
      }),
      expect.objectContaining({ date_from: '2019-06-03', date_to: null, position_title: 'Instructor I', annual_salary: 2_700_000 * 12 }),
    ]);
    const again = await t.http.post(`/api/personnels/${personnelId}/service-record/generate`).set(as(hr));
    expect(again.body.errors.service_record).toEqual(['The service record already has lines; edit them instead.']);
    expect(await recordOf(personnelId)).toHaveLength(2);
    expect((await t.http.post(`/api/personnels/${personnelId}/service-record/generate`).set(as(staff))).status).toBe(403);
  });

  it('prints the record as a PDF for its owner and HR only', async () => {
    const own = await binary(t.http.get(`/api/personnels/${staffId}/service-record/pdf`).set(as(staff)));
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect((own.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await binary(t.http.get(`/api/personnels/${staffId}/service-record/pdf`).set(as(hr)))).status).toBe(200);
    expect((await binary(t.http.get(`/api/personnels/${headId}/service-record/pdf`).set(as(staff)))).status).toBe(404);
  });
});
