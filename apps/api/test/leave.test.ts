import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { pdfBytes, pdfText, picture } from './support/files';
import { addDays, manilaToday, weekdayFrom } from './support/dates';
import { as, binary, personnelIdOf } from './support/records';

let t: TestApp;
let hr: string;
let admin: string;
let head: string;
let staff: string;
let staffId: number;
let headId: number;
let typeId: Record<string, number>;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

const today = manilaToday();

const file = (token: string, body: Record<string, unknown>) => t.http.post('/api/leave/applications').set(as(token)).send(body);
const act = (token: string, requestId: number, body: Record<string, unknown> = { action: 'approve' }) =>
  t.http.post(`/api/approval-requests/${requestId}/act`).set(as(token)).send(body);
const balances = async (token = staff, id = staffId) => (await t.http.get(`/api/leave/${id}/balances`).set(as(token))).body.balances;
const applicationCount = async () => (await query(`SELECT count(*)::int AS n FROM leave_applications`))[0].n as number;

beforeAll(async () => {
  t = await createTestApp();
  [hr, head, staff, admin] = await Promise.all([
    signIn(t, 'hr@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'staff@hris.test'),
    signIn(t, 'admin@hris.test'),
  ]);
  [staffId, headId] = await Promise.all([personnelIdOf(t, 'staff@hris.test'), personnelIdOf(t, 'head@hris.test')]);
  typeId = Object.fromEntries((await query(`SELECT code, id FROM leave_types`)).map((r) => [r.code, r.id]));
  // Staff is a man (PDS part I); no holiday may fall on the test's dates.
  await query(`INSERT INTO pds_entries (personnel_id, section, data) VALUES ($1, 'personal', '{"sex":"male"}')`, [staffId]);
  await query(`DELETE FROM holidays`);
});
afterAll(async () => t.close());

describe('a vacation leave through the chain', () => {
  // Two working days at least 8 days ahead: in the future, so no absence is charged on them.
  const first = weekdayFrom(addDays(today, 8));
  const second = weekdayFrom(first, 1);
  let id: number;
  let requestId: number;
  let before: { vl: number; sl: number };

  it('previews the days and the balance left before filing', async () => {
    before = await balances();
    expect(before.vl).toBeGreaterThan(5);
    const res = await t.http
      .post('/api/leave/applications/preview')
      .set(as(staff))
      .send({ leave_type_id: typeId.VL, date_from: first, date_to: second, details: { location: 'philippines', location_detail: 'Baguio City' } });
    expect(res.status).toBe(200);
    // Two weekdays, possibly a weekend between: only the working days count.
    expect(res.body.preview).toMatchObject({ working_days: 2, dates: [first, second], days_with_pay: 2, days_without_pay: 0, issues: [] });
    expect(res.body.preview.balance_after.vl).toBeCloseTo(before.vl - 2, 3);
  });

  it('files, the head recommends, HR certifies and the official approves: the VL balance drops by 2.000', async () => {
    const res = await file(staff, {
      leave_type_id: typeId.VL,
      date_from: first,
      date_to: second,
      details: { location: 'philippines', location_detail: 'Baguio City' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your leave application has been sent for "Recommending approval".');
    expect(res.body.leave_application).toMatchObject({
      status: 'pending',
      working_days: 2,
      days_with_pay: 2,
      leave_type: { code: 'VL' },
      personnel: { id: staffId },
    });
    id = res.body.leave_application.id;
    requestId = res.body.leave_application.approval_request_id;

    expect((await act(hr, requestId)).status).toBe(403); // waits for the head first
    expect((await act(head, requestId)).status).toBe(200);
    const certified = await act(hr, requestId);
    expect(certified.status).toBe(200);
    const afterCert = (await t.http.get(`/api/leave/applications/${id}`).set(as(staff))).body.leave_application;
    expect(afterCert.waiting_for).toBe('Approved for (days with pay / without pay)');
    expect(afterCert.certification.vl).toEqual({ total_earned: before.vl, less_this_application: 2, balance: Number((before.vl - 2).toFixed(3)) });
    // The decision (7.C) is the head of agency's (admin@ holds the Office of the President), not HR's again (issue 36).
    const twice = await act(hr, requestId);
    expect([twice.status, twice.body.message]).toEqual([403, 'This request does not wait for you.']);
    expect((await act(admin, requestId)).status).toBe(200);

    const approved = (await t.http.get(`/api/leave/applications/${id}`).set(as(staff))).body.leave_application;
    expect(approved).toMatchObject({ status: 'approved', days_with_pay: 2, days_without_pay: 0 });
    const after = await balances();
    expect(Number((before.vl - after.vl).toFixed(3))).toBe(2);
    expect(after.sl).toBe(before.sl);
  });

  it('fills the DTR and the leave card', async () => {
    if (first.slice(0, 7) === today.slice(0, 7)) {
      const dtr = await t.http.get(`/api/dtr/${staffId}?month=${first.slice(0, 7)}`).set(as(staff));
      const day = dtr.body.dtr.days.find((d: { date: string }) => d.date === first);
      expect([first, day.remarks]).toEqual([first, 'Vacation Leave']);
    }
    const card = await t.http.get(`/api/leave/${staffId}/ledger?year=${first.slice(0, 4)}`).set(as(staff));
    expect(card.status).toBe(200);
    const row = card.body.ledger.find((r: { period: string }) => r.period === first.slice(0, 7));
    expect(row.particulars).toContain('VL');
    expect(Object.keys(card.body.balances).sort()).toEqual(['coc_hours', 'forced_leave_remaining', 'service_credits', 'sl', 'spl', 'vl']);
  });

  it('prints CS Form No. 6 with the certification of leave credits', async () => {
    const res = await binary(t.http.get(`/api/leave/applications/${id}/pdf`).set(as(staff)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('APPLICATION FOR LEAVE');
    expect(text).toContain('CERTIFICATION OF LEAVE CREDITS');
    expect(text).toContain('2.000');
  });

  it("prints the university's logo on CS Form No. 6 once one is set in the university profile", async () => {
    const image = (pdf: Buffer) => /\/Subtype\s*\/Image/.test(pdf.toString('latin1'));
    const before = await binary(t.http.get(`/api/leave/applications/${id}/pdf`).set(as(staff)));
    expect(image(before.body as Buffer)).toBe(false);
    const logo = await t.http
      .post('/api/setup/profile/logo')
      .set(as(admin))
      .attach('logo', await picture('png', 64, 64), 'logo.png');
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    const after = await binary(t.http.get(`/api/leave/applications/${id}/pdf`).set(as(staff)));
    expect(image(after.body as Buffer)).toBe(true);
  });

  it('recomputing changes nothing (idempotent)', async () => {
    const card = async () => (await query(`SELECT * FROM leave_ledger_months WHERE personnel_id = $1 ORDER BY period`, [staffId])).map(({ ...r }) => r);
    const once = await card();
    await query(`INSERT INTO leave_stale_months VALUES ($1, $2) ON CONFLICT DO NOTHING`, [staffId, today.slice(0, 7)]);
    await balances();
    expect(await card()).toEqual(once);
  });
});

describe('refusals', () => {
  const ahead = (n: number) => weekdayFrom(addDays(today, n));

  it('refuses reversed dates, the wrong sex, a 4th SPL day, CTO of 3 hours and someone else’s personnel id; nothing saved', async () => {
    const count = await applicationCount();
    const reversed = await file(staff, { leave_type_id: typeId.VL, date_from: ahead(20), date_to: ahead(10), details: { location: 'philippines' } });
    expect([reversed.status, reversed.body.errors.date_to]).toEqual([422, ['The to date must not be before the from date.']]);
    const maternity = await file(staff, { leave_type_id: typeId.ML, date_from: ahead(20), date_to: ahead(20) });
    expect([maternity.status, maternity.body.errors.leave_type_id]).toEqual([
      422,
      ['Maternity leave is for women employees; the father may be given up to 7 days of it by the mother.'],
    ]);
    const cto = await file(staff, { leave_type_id: typeId.CTO, date_from: ahead(20), date_to: ahead(20), hours: 3 });
    expect(cto.status).toBe(422);
    expect(cto.body.errors.hours[0]).toMatch(/^CTO is taken in blocks of 4 or 8 hours/);
    const other = await file(staff, {
      personnel_id: headId,
      leave_type_id: typeId.VL,
      date_from: ahead(20),
      date_to: ahead(20),
      details: { location: 'philippines' },
    });
    expect([other.status, other.body.errors.personnel_id]).toEqual([422, ['You may only apply for leave for yourself.']]);
    expect(await applicationCount()).toBe(count);
  });

  it('refuses paternity leave to a woman and SPL to a teacher', async () => {
    await query(`INSERT INTO pds_entries (personnel_id, section, data) VALUES ($1, 'personal', '{"sex":"female"}')`, [headId]);
    await query(`UPDATE personnel SET employment_kind = 'faculty' WHERE id = $1`, [headId]);
    const count = await applicationCount();
    const paternity = await file(head, { leave_type_id: typeId.PL, date_from: ahead(20), date_to: ahead(20) });
    expect(paternity.body.errors.leave_type_id).toEqual(['Paternity leave is for married male employees.']);
    const spl = await file(head, { leave_type_id: typeId.SPL, date_from: ahead(20), date_to: ahead(20), details: { location: 'philippines' } });
    expect(spl.body.errors.leave_type_id).toEqual([
      'Teachers on the teachers’ schedule do not take special privilege leave: their vacation service credits cover it.',
    ]);
    expect(await applicationCount()).toBe(count);
    await query(`UPDATE personnel SET employment_kind = 'staff' WHERE id = $1`, [headId]);
  });

  it('allows 3 days of SPL a year, filed a week ahead, and refuses a 4th', async () => {
    const spl = (from: string, to: string, extra: Record<string, unknown> = {}) =>
      file(staff, { leave_type_id: typeId.SPL, date_from: from, date_to: to, details: { location: 'philippines' }, ...extra });
    const late = await spl(ahead(2), ahead(2));
    expect(late.body.errors.date_from).toEqual(['Special privilege leave is filed at least 7 days ahead, except in an emergency.']);
    const three = weekdayFrom(addDays(today, 40));
    const threeEnd = weekdayFrom(three, 2);
    // Only weekdays in between, so the range holds exactly 3 working days.
    const days = (
      await t.http
        .post('/api/leave/applications/preview')
        .set(as(staff))
        .send({ leave_type_id: typeId.SPL, date_from: three, date_to: threeEnd, details: { location: 'philippines' } })
    ).body.preview.working_days;
    expect(days).toBe(3);
    expect((await spl(three, threeEnd)).status).toBe(200);
    const fourth = await spl(weekdayFrom(threeEnd, 3), weekdayFrom(threeEnd, 3));
    expect(fourth.status).toBe(422);
    expect(fourth.body.errors.date_to[0]).toMatch(/^Special Privilege Leave is at most 3 days a year\./);
  });

  it('refuses an overlap with another application', async () => {
    const d = weekdayFrom(addDays(today, 60));
    expect((await file(staff, { leave_type_id: typeId.SL, date_from: d, date_to: d, details: { illness: 'outpatient', illness_detail: 'Flu' } })).status).toBe(
      200,
    );
    const again = await file(staff, { leave_type_id: typeId.VL, date_from: d, date_to: d, details: { location: 'philippines' } });
    expect(again.status).toBe(422);
    expect(again.body.errors.date_from[0]).toMatch(/^You already have a pending Sick Leave on these dates/);
  });
});

describe('access and the leave office', () => {
  it('keeps a person’s leave to themselves, their head and HR', async () => {
    expect((await t.http.get(`/api/leave/${headId}/ledger`).set(as(staff))).status).toBe(404);
    expect((await t.http.get(`/api/leave/${staffId}/ledger`).set(as(head))).status).toBe(200);
    expect((await t.http.get(`/api/leave/applications?scope=all`).set(as(staff))).status).toBe(403);
    const dept = await t.http.get(`/api/leave/applications?scope=department`).set(as(head));
    expect(dept.body.leave_applications.every((a: { personnel: { department: { acronym: string } } }) => a.personnel.department.acronym === 'CAS')).toBe(true);
    expect((await t.http.post(`/api/leave/${staffId}/opening-balance`).set(as(staff)).send({ as_of: '2025-12-31', vl: 10, sl: 10 })).status).toBe(403);
  });

  it('sets opening balances one by one and from a CSV, reporting the rejected lines', async () => {
    const bad = await t.http.post(`/api/leave/${headId}/opening-balance`).set(as(hr)).send({ as_of: '2025-12-31', vl: -1, sl: 10.1234 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ vl: ['The vacation leave must not be negative.'], sl: ['The sick leave has at most three decimals.'] });
    const ok = await t.http
      .post(`/api/leave/${headId}/opening-balance`)
      .set(as(hr))
      .send({ as_of: addDays(today.slice(0, 8) + '01', -1), vl: 20.5, sl: 30 });
    expect(ok.status).toBe(200);
    const [idno] = (await query(`SELECT idno FROM personnel WHERE id = $1`, [headId])).map((r) => r.idno);
    const csv = `idno,as_of,vl,sl\n${idno},2025-12-31,12.250,7\nNOPE-1,2025-12-31,1,1\n${idno},2025-12-31,1,1\n`;
    const res = await t.http.post('/api/leave/opening-balances/import').set(as(hr)).attach('file', Buffer.from(csv), 'balances.csv');
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(1);
    expect(res.body.rejected).toEqual([
      { line: 3, idno: 'NOPE-1', message: 'No personnel has this employee number.' },
      { line: 4, idno, message: 'This employee number is on an earlier line too.' },
    ]);
    // As a spreadsheet saves it: a BOM, a name column whose cells hold the delimiter and a line break (in quotes), the
    // employee number quoted; a last line that opens a quote and never closes it.
    const named = `\uFEFFname,idno,as_of,vl,sl\r\n"Dela Cruz, Ana\nCAS","${idno}",2025-12-31,12.250,7\r\n"Nobody,NOPE-2,2025-12-31,1,1\r\n`;
    const read = await t.http.post('/api/leave/opening-balances/import').set(as(hr)).attach('file', Buffer.from(named), 'named.csv');
    expect(read.status).toBe(200);
    expect(read.body.imported).toBe(1);
    expect(read.body.rejected).toEqual([{ line: 4, idno: '', message: 'The line is not a CSV record: a quote is not closed.' }]);
    // (the same figures as the file before: the tests after this one read the head's balances)
    const notCsv = await t.http.post('/api/leave/opening-balances/import').set(as(hr)).attach('file', pdfBytes(), 'balances.csv');
    expect(notCsv.status).toBe(422);
  });

  it('lists and exports everyone’s balances', async () => {
    const res = await t.http.get('/api/leave/balances?per_page=50').set(as(hr));
    expect(res.status).toBe(200);
    const row = res.body.balances.find((b: { personnel: { id: number } }) => b.personnel.id === staffId);
    expect(row).toMatchObject({ personnel: { fullname: 'Juan Bautista' } });
    expect(row.vl).toBeCloseTo((await balances()).vl, 3);
    const file = await binary(t.http.get('/api/leave/balances/export').set(as(hr)));
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const names = book.worksheets[0]!.getColumn(2).values.map(String);
    expect(names).toContain('Juan Bautista');
    expect((await t.http.get('/api/leave/balances').set(as(staff))).status).toBe(403);
  });
});
