import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { pdfText } from './support/files';
import { as, binary, personnelIdOf } from './support/records';
import { dateRange, travelDays, travelPeriod } from '../src/modules/travel/travel.format';

let t: TestApp;
let hr: string;
let head: string;
let staff: string;
let staffId: number;
let headId: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

// Dates are worked out from today (Manila), as the rules are: at most 30 days back, the DTR up to today.
const DAY_MS = 86_400_000;
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekdayOnOrBefore = (iso: string) => {
  let d = iso;
  while ([0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())) d = addDays(d, -1);
  return d;
};
/** Two past weekdays within the 30 days a travel may still be filed. */
const wholeDay = weekdayOnOrBefore(addDays(today, -3));
const partDay = weekdayOnOrBefore(addDays(wholeDay, -1));
const future = (n: number) => addDays(today, n);

const file = (token: string, body: Record<string, unknown>) => t.http.post('/api/official-business').set(as(token)).send(body);
const act = (token: string, requestId: number, action = 'approve', remarks?: string) =>
  t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send({ action, remarks });
const travelCount = async () => (await query(`SELECT count(*)::int AS n FROM official_business_travels`))[0].n as number;
const dtrDay = async (date: string) => {
  const res = await t.http.get(`/api/dtr/${staffId}?month=${date.slice(0, 7)}`).set(as(staff));
  expect(res.status).toBe(200);
  return (res.body.dtr.days as { date: string }[]).find((d) => d.date === date) as Record<string, unknown>;
};

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'head@hris.test'), signIn(t, 'staff@hris.test')]);
  [staffId, headId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'head@hris.test')]);
  // A holiday on either day would fill it before the travel does.
  await query(`DELETE FROM holidays WHERE date IN ($1::date, $2::date)`, [wholeDay, partDay]);
});
afterAll(async () => t.close());

describe('filing official business travel', () => {
  let travelId: number;
  let requestId: number;

  it('files a travel that goes to the department head, then HR, and counts the day as present', async () => {
    expect((await dtrDay(wholeDay)).absent_days).toBe(1);
    const res = await file(staff, {
      destination: 'CHED Regional Office, Tuguegarao City',
      purpose: 'Submit the program compliance report',
      date_from: wholeDay,
      date_to: wholeDay,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your travel has been sent for "Recommending approval".');
    expect(res.body.travel).toMatchObject({
      status: 'pending',
      date_from: wholeDay,
      date_to: wholeDay,
      time_from: null,
      days: 1,
      personnel: { id: staffId, fullname: 'Juan Bautista' },
    });
    travelId = res.body.travel.id;
    requestId = res.body.travel.approval_request_id;
    const [request] = await query(`SELECT request_type, link, subject_id FROM approval_requests WHERE id = $1`, [requestId]);
    expect(request).toEqual({ request_type: 'official_business', link: `/account/ob/${travelId}`, subject_id: travelId });
    expect(
      (await query(`SELECT action, entity FROM audit_log WHERE entity = 'official_business_travel' AND entity_id = $1`, [String(travelId)])).map(
        (r) => r.action,
      ),
    ).toEqual(['create']);

    // HR's turn has not come; the head recommends, then HR approves.
    expect((await act(hr, requestId)).status).toBe(403);
    expect((await act(head, requestId)).status).toBe(200);
    expect((await t.http.get(`/api/official-business/${travelId}`).set(as(staff))).body.travel).toMatchObject({ status: 'pending', waiting_for: 'Approved' });
    expect((await act(hr, requestId)).status).toBe(200);
    expect((await t.http.get(`/api/official-business/${travelId}`).set(as(staff))).body.travel.status).toBe('approved');

    expect(await dtrDay(wholeDay)).toMatchObject({
      am_in: null,
      absent_days: 0,
      late_minutes: 0,
      undertime_minutes: 0,
      remarks: 'Official business: CHED Regional Office, Tuguegarao City',
    });
  });

  it('fills only the afternoon of a part-day travel: a morning with punches is charged nothing', async () => {
    const punches = ['08:00', '12:00'].map((time) => `${partDay}T${time}:00+08:00`);
    expect(
      (
        await t.http
          .post('/api/attendance/logs')
          .set(as(hr))
          .send({ logs: punches.map((timestamp) => ({ personnel_id: staffId, timestamp })) })
      ).body.inserted,
    ).toBe(2);
    expect(await dtrDay(partDay)).toMatchObject({ absent_days: 0.5 });

    const res = await file(staff, {
      destination: 'Provincial Capitol',
      purpose: 'Meeting on the scholarship grant',
      date_from: partDay,
      date_to: partDay,
      time_from: '13:00',
      time_to: '17:00',
    });
    expect(res.status).toBe(200);
    expect(res.body.travel).toMatchObject({ time_from: '13:00', time_to: '17:00', period: expect.stringMatching(/1:00 PM to 5:00 PM$/) });
    await act(head, res.body.travel.approval_request_id);
    await act(hr, res.body.travel.approval_request_id);
    expect(await dtrDay(partDay)).toMatchObject({
      am_in: '08:00',
      am_out: '12:00',
      absent_days: 0,
      late_minutes: 0,
      undertime_minutes: 0,
      remarks: 'Official business: Provincial Capitol (PM)',
    });
  });

  it('prints the travel order of an approved travel only, with who approved it', async () => {
    const res = await binary(t.http.get(`/api/official-business/${travelId}/pdf`).set(as(staff)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.body as Buffer);
    for (const words of [
      'TRAVEL ORDER',
      'Juan Bautista',
      'Administrative Assistant II',
      'CHED Regional Office, Tuguegarao City',
      'Submit the program compliance report',
      'Whole day',
      'ANA DELA CRUZ',
      'JOSE REYES',
      'CERTIFICATE OF APPEARANCE',
    ]) {
      expect(text).toContain(words);
    }
    // The head reads it too; someone else's travel is not found.
    expect((await binary(t.http.get(`/api/official-business/${travelId}/pdf`).set(as(head)))).status).toBe(200);

    const pending = await file(staff, { destination: 'DBM Regional Office', purpose: 'Budget hearing', date_from: future(40), date_to: future(41) });
    const refused = await t.http.get(`/api/official-business/${pending.body.travel.id}/pdf`).set(as(staff));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status).toEqual(['Only an approved travel has a travel order; this one is pending.']);
  });
});

describe('what a travel may not be', () => {
  const body = { destination: 'Regional Office', purpose: 'Seminar', date_from: future(10), date_to: future(12) };
  const refused = async (changes: Record<string, unknown>, field: string, message: string) => {
    const before = await travelCount();
    const res = await file(staff, { ...body, ...changes });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await travelCount()).toBe(before);
  };

  it('refuses bad dates and times with a message on the field, saving nothing', async () => {
    await refused({ date_to: future(9) }, 'date_to', 'The to date must not be before the from date.');
    await refused({ time_from: '13:00' }, 'time_to', 'Give both times, or neither for whole days.');
    await refused({ time_from: '15:00', time_to: '13:00' }, 'time_to', 'The return time must be after the departure time.');
    await refused({ time_from: '1 PM', time_to: '17:00' }, 'time_from', 'A time must be HH:MM (24-hour).');
    await refused({ destination: '  ' }, 'destination', 'The destination field is required.');
    await refused({ purpose: undefined }, 'purpose', 'The purpose field is required.');
    await refused({ date_to: future(10 + 60) }, 'date_to', 'A travel must not be longer than 60 days; file a longer one as separate travels.');
    await refused({ date_from: addDays(today, -31), date_to: addDays(today, -31) }, 'date_from', 'The from date must not be more than 30 days in the past.');
  });

  it('takes exactly 60 days and a from date 30 days back', async () => {
    const long = await file(staff, { ...body, date_from: future(100), date_to: future(159) });
    expect(long.status).toBe(200);
    expect(long.body.travel.days).toBe(60);
    const late = await file(staff, { ...body, date_from: addDays(today, -30), date_to: addDays(today, -30) });
    expect(late.status).toBe(200);
  });

  it('refuses a travel overlapping a pending or approved one, not a cancelled one', async () => {
    const first = await file(staff, body);
    expect(first.status).toBe(200);
    await refused(
      { date_from: future(12), date_to: future(14) },
      'date_from',
      `You already have a pending travel on these dates: Regional Office, ${first.body.travel.period}.`,
    );
    // The head's own travel on the same days is another person's: no clash.
    await t.http.post(`/api/approval-requests/${first.body.travel.approval_request_id}/cancel`).set(as(staff)).expect(200);
    expect((await t.http.get(`/api/official-business/${first.body.travel.id}`).set(as(staff))).body.travel.status).toBe('cancelled');
    expect((await file(staff, { ...body, date_from: future(12), date_to: future(14) })).status).toBe(200);
  });

  it('leaves nothing behind when no approval chain is set for travel', async () => {
    // Requests already made keep their chain: set it aside under another type rather than delete it.
    await query(`UPDATE approval_chains SET request_type = 'set_aside' WHERE request_type = 'official_business'`);
    try {
      const before = await travelCount();
      const res = await file(staff, { ...body, date_from: future(200), date_to: future(200) });
      expect(res.status).toBe(422);
      expect(res.body.errors.request_type).toEqual([
        'No approval chain is set for Official business travel. Ask the HR office to set one in Settings → Approval Requests.',
      ]);
      expect(await travelCount()).toBe(before);
    } finally {
      await query(`UPDATE approval_chains SET request_type = 'official_business' WHERE request_type = 'set_aside'`);
    }
  });

  it('leaves nothing behind when nobody can recommend it (the department has no head)', async () => {
    const [{ head_personnel_id: casHead, id: cas }] = await query(
      `SELECT d.id, d.head_personnel_id FROM departments d JOIN personnel p ON p.department_id = d.id WHERE p.id = $1`,
      [staffId],
    );
    await query(`UPDATE departments SET head_personnel_id = NULL WHERE id = $1`, [cas]);
    try {
      const before = await travelCount();
      const res = await file(staff, { ...body, date_from: future(200), date_to: future(200) });
      expect(res.status).toBe(422);
      expect(res.body.errors.request_type[0]).toMatch(/^Nobody can act on the step "Recommending approval"/);
      expect(await travelCount()).toBe(before);
    } finally {
      await query(`UPDATE departments SET head_personnel_id = $2 WHERE id = $1`, [cas, casHead]);
    }
  });
});

describe('who sees which travels', () => {
  let headTravel: number;
  let hrTravel: number;
  beforeAll(async () => {
    [{ id: hrTravel }] = await query(
      `INSERT INTO official_business_travels (personnel_id, destination, purpose, date_from, date_to, status) VALUES ($1, 'Baguio City', 'HR summit', $2, $2, 'pending') RETURNING id`,
      [await personnelIdOf(t, 'hr@hris.test'), future(6)],
    );
    // The head's own travel, written directly: whether their chain has anyone to act is not the point here.
    [{ id: headTravel }] = await query(
      `INSERT INTO official_business_travels (personnel_id, destination, purpose, date_from, date_to, status) VALUES ($1, 'Manila', 'Deans'' conference', $2, $2, 'approved') RETURNING id`,
      [headId, future(5)],
    );
  });

  it('shows an employee only their own', async () => {
    const mine = await t.http.get('/api/official-business').set(as(staff));
    expect(mine.status).toBe(200);
    expect(mine.body.meta).toMatchObject({ page: 1, per_page: 15 });
    expect(mine.body.travels.length).toBeGreaterThan(0);
    expect(mine.body.travels.every((r: { personnel: { id: number } }) => r.personnel.id === staffId)).toBe(true);
    expect(mine.body.travels[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        destination: expect.any(String),
        status: expect.any(String),
        approval_request_id: expect.any(Number),
        created_at: expect.any(String),
        personnel: expect.objectContaining({ idno: expect.anything(), department: expect.objectContaining({ acronym: 'CAS' }) }),
      }),
    );
    const other = await t.http.get(`/api/official-business/${headTravel}`).set(as(staff));
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('The travel was not found.');
    expect((await t.http.get(`/api/official-business/${headTravel}/pdf`).set(as(staff))).status).toBe(404);
    expect((await t.http.get('/api/official-business?scope=all').set(as(staff))).status).toBe(403);
    // Staff head no department: their department scope is empty, not someone else's rows.
    expect((await t.http.get('/api/official-business?scope=department').set(as(staff))).body.travels).toEqual([]);
    expect((await t.http.get('/api/official-business')).status).toBe(401);
  });

  it("shows a head their department's travels, and HR everyone's with filters", async () => {
    const dept = await t.http.get('/api/official-business?scope=department&per_page=100').set(as(head));
    expect(dept.status).toBe(200);
    // Their own department's people (themselves included), not the HR office's.
    expect(new Set(dept.body.travels.map((r: { personnel: { id: number } }) => r.personnel.id))).toEqual(new Set([staffId, headId]));
    expect((await t.http.get(`/api/official-business/${hrTravel}`).set(as(head))).status).toBe(404);
    expect((await t.http.get(`/api/official-business/${hrTravel}`).set(as(hr))).status).toBe(200);

    const approved = await t.http.get(`/api/official-business?scope=all&status=approved&month=${wholeDay.slice(0, 7)}&per_page=100`).set(as(hr));
    expect(approved.body.travels.map((r: { destination: string }) => r.destination)).toContain('CHED Regional Office, Tuguegarao City');
    expect(approved.body.travels.every((r: { status: string }) => r.status === 'approved')).toBe(true);
    const [{ department_id: hrDepartment }] = await query(
      `SELECT department_id FROM personnel WHERE id = (SELECT personnel_id FROM users WHERE email = 'hr@hris.test')`,
    );
    const byDepartment = await t.http.get(`/api/official-business?scope=all&department_id=${hrDepartment}`).set(as(hr));
    expect(byDepartment.body.travels.map((r: { id: number }) => r.id)).toEqual([hrTravel]);
    const searched = await t.http.get('/api/official-business?scope=all&term=tuguegarao').set(as(hr));
    expect(searched.body.travels.map((r: { destination: string }) => r.destination)).toEqual(['CHED Regional Office, Tuguegarao City']);
    const bad = await t.http.get('/api/official-business?scope=all&month=2026-13').set(as(hr));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['month']);
  });

  it("exports everyone's travels to Excel for the attendance office only", async () => {
    const res = await binary(t.http.get(`/api/official-business/export?status=approved`).set(as(hr)));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="official-business-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Official business')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Employee No.',
      'Name',
      'Department',
      'Destination',
      'Purpose',
      'From',
      'To',
      'Days',
      'Hours',
      'Status',
      'Filed',
    ]);
    const destinations = sheet.getColumn(4).values.slice(2);
    expect(destinations).toEqual(expect.arrayContaining(['CHED Regional Office, Tuguegarao City', 'Provincial Capitol', 'Manila']));
    expect(
      sheet
        .getColumn(10)
        .values.slice(2)
        .every((s) => s === 'Approved'),
    ).toBe(true);
    expect((await t.http.get('/api/official-business/export').set(as(staff))).status).toBe(403);
  });
});

describe("how a travel's dates read", () => {
  it('writes the range as the office does, with the hours of a part-day travel', () => {
    expect(dateRange('2026-11-03', '2026-11-03')).toBe('November 3, 2026');
    expect(dateRange('2026-11-03', '2026-11-05')).toBe('November 3–5, 2026');
    expect(dateRange('2026-11-28', '2026-12-02')).toBe('November 28 – December 2, 2026');
    expect(dateRange('2026-12-30', '2027-01-02')).toBe('December 30, 2026 – January 2, 2027');
    expect(travelPeriod({ date_from: '2026-11-03', date_to: '2026-11-03', time_from: '12:30', time_to: '17:00' })).toBe(
      'November 3, 2026, 12:30 PM to 5:00 PM',
    );
    expect(travelPeriod({ date_from: '2026-11-03', date_to: '2026-11-03', time_from: '00:15', time_to: '09:00' })).toBe(
      'November 3, 2026, 12:15 AM to 9:00 AM',
    );
    // Calendar days, both ends counted, across a month's end and a leap day.
    expect(travelDays({ date_from: '2026-11-28', date_to: '2026-12-02' })).toBe(5);
    expect(travelDays({ date_from: '2028-02-28', date_to: '2028-03-01' })).toBe(3);
  });
});
