import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, personnelIdOf } from './support/records';
import { pdfBytes, pdfText, tinyPng } from './support/files';

// COVID vaccination (issue 24) through HTTP. staff@ records his doses and each broken rule is refused with the field's
// message and nothing saved; the statuses are worked by hand for a two-dose brand (Pfizer), a one-dose brand (Janssen),
// a booster and an exemption; nurse@ (the health officer) verifies, and the employee's change clears it; nobody verifies
// their own; heads get their office's counts only; every read of another's record is audited; the analytics' counts
// match the fixtures counted by hand; the report opens as a workbook and a PDF. The clock is Friday 27 November 2026.

let t: TestApp;
let staff: string;
let nurse: string;
let head: string;
let accounting: string;
let hr: string;
let staffId: number;
const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows as T[];
const doseCount = async (personnelId: number) =>
  (await query<{ n: number }>(`SELECT count(*)::int AS n FROM vaccination_doses WHERE personnel_id = $1`, [personnelId]))[0]!.n;
const brandId = async (name: string) => (await query<{ id: number }>(`SELECT id FROM vaccine_brands WHERE name = $1`, [name]))[0]!.id;
const addDose = (token: string, body: Record<string, unknown>) =>
  t.http
    .post('/api/covid/vaccination/doses')
    .set(as(token))
    .send({ place: 'City Health Office', ...body });
const mine = async (token: string) =>
  (await t.http.get('/api/covid/vaccination').set(as(token))).body.record as { status: string; verified_at: string | null; doses: unknown[] };
const refused = (res: { status: number; body: { errors?: Record<string, string[]> } }, field: string, message: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.errors?.[field]).toEqual([message]);
};

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T10:00' });
  [staff, nurse, head, accounting, hr] = await Promise.all([
    signIn(t, 'staff@hris.test'),
    signIn(t, 'nurse@hris.test'),
    signIn(t, 'head@hris.test'),
    signIn(t, 'accounting@hris.test'),
    signIn(t, 'hr@hris.test'),
  ]);
  staffId = await personnelIdOf(t, 'staff@hris.test');
});
afterAll(async () => t.close());

describe('the dose rules (each refused with the field message, nothing saved)', () => {
  it('staff@ records Pfizer 1, 2 and a booster; a future date, a gap, a booster too early, a dose before the previous one are refused', async () => {
    const pfizer = await brandId('Pfizer-BioNTech');
    expect((await mine(staff)).status).toBe('none');

    refused(await addDose(staff, { brand_id: pfizer, dose_number: 1, given_on: '2026-11-28' }), 'given_on', 'The vaccination date must not be in the future.');
    refused(
      await addDose(staff, { brand_id: pfizer, dose_number: 2, given_on: '2021-07-01' }),
      'dose_number',
      'Record dose 1 first: the doses are numbered without gaps.',
    );
    refused(
      await addDose(staff, { brand_id: pfizer, dose_number: 1, is_booster: true, given_on: '2021-07-01' }),
      'is_booster',
      'A booster comes after being fully vaccinated: record the primary doses first.',
    );
    refused(await addDose(staff, { brand_id: pfizer, dose_number: 1, given_on: '2021-07-01', place: '  ' }), 'place', 'The place field is required.');
    expect(await doseCount(staffId)).toBe(0);

    // Dose 1 of a brand of 2: partially vaccinated.
    const first = await addDose(staff, { brand_id: pfizer, dose_number: 1, given_on: '2021-07-01' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Dose 1 has been recorded.');
    expect(first.body.record.status).toBe('partially');

    refused(await addDose(staff, { brand_id: pfizer, dose_number: 2, given_on: '2021-06-01' }), 'given_on', 'Dose 2 cannot be before dose 1 (July 1, 2021).');
    refused(await addDose(staff, { brand_id: pfizer, dose_number: 1, given_on: '2021-07-02' }), 'dose_number', 'Dose 1 is already recorded.');
    expect(await doseCount(staffId)).toBe(1);

    // Dose 2 of 2: fully vaccinated.
    const second = await addDose(staff, { brand_id: pfizer, dose_number: 2, given_on: '2021-07-29' });
    expect(second.body.record).toMatchObject({ status: 'fully_vaccinated', primary_brand: { name: 'Pfizer-BioNTech', doses_required: 2 } });
    refused(
      await addDose(staff, { brand_id: pfizer, dose_number: 3, given_on: '2022-01-10' }),
      'is_booster',
      'Pfizer-BioNTech needs 2 doses: a further dose is a booster.',
    );
    refused(
      await addDose(staff, { brand_id: pfizer, dose_number: 1, is_booster: true, given_on: '2021-07-20' }),
      'given_on',
      'Booster 1 cannot be before dose 2 (July 29, 2021).',
    );
    expect(await doseCount(staffId)).toBe(2);

    // A booster after being fully vaccinated: boosted.
    const booster = await addDose(staff, { brand_id: await brandId('Moderna'), dose_number: 1, is_booster: true, given_on: '2022-01-10' });
    expect(booster.body.record.status).toBe('boosted');
    expect(booster.body.message).toBe('Booster 1 has been recorded.');
  });

  it('a one-dose brand (Janssen) makes one fully vaccinated at its first dose; with mixed brands the first dose decides', async () => {
    const res = await addDose(accounting, { brand_id: await brandId('Janssen (Johnson & Johnson)'), dose_number: 1, given_on: '2021-09-01' });
    expect(res.body.record).toMatchObject({ status: 'fully_vaccinated', primary_brand: { doses_required: 1 } });
    // A second primary dose of Pfizer (a brand of 2) is still refused: Janssen, the first dose's brand, needed one.
    refused(
      await addDose(accounting, { brand_id: await brandId('Pfizer-BioNTech'), dose_number: 2, given_on: '2022-01-01' }),
      'is_booster',
      'Janssen (Johnson & Johnson) needs 1 dose: a further dose is a booster.',
    );
  });

  it('a retired brand is refused; the health officer keeps the brands', async () => {
    const novavax = await brandId('Novavax');
    refused(
      await t.http.put(`/api/covid/brands/${novavax}`).set(as(nurse)).send({ name: 'Novavax', doses_required: 9 }),
      'doses_required',
      'The doses for "fully vaccinated" must be from 1 to 4.',
    );
    const retired = await t.http.put(`/api/covid/brands/${novavax}`).set(as(nurse)).send({ name: 'Novavax', doses_required: 2, is_active: false });
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    refused(await addDose(hr, { brand_id: novavax, dose_number: 1, given_on: '2021-09-01' }), 'brand_id', 'Novavax is no longer in use: choose another brand.');
    expect((await t.http.post('/api/covid/brands').set(as(staff)).send({ name: 'Mine', doses_required: 1 })).status).toBe(403);
    const added = await t.http.post('/api/covid/brands').set(as(nurse)).send({ name: 'Covovax', doses_required: 2 });
    expect(added.body).toMatchObject({ message: 'Covovax has been added.', brand: { name: 'Covovax', doses_required: 2, is_active: true } });
    refused(
      await t.http.post('/api/covid/brands').set(as(nurse)).send({ name: 'covovax', doses_required: 2 }),
      'name',
      'There is already a brand named covovax.',
    );
  });

  it('a medical exemption needs its reason; with no dose the status is exempt', async () => {
    refused(
      await t.http.put('/api/covid/vaccination/exemption').set(as(hr)).send({ medically_exempt: true }),
      'exemption_reason',
      'The reason field is required for a medical exemption.',
    );
    const res = await t.http.put('/api/covid/vaccination/exemption').set(as(hr)).send({ medically_exempt: true, exemption_reason: 'Anaphylaxis to PEG.' });
    expect(res.body.record).toMatchObject({ status: 'exempt', medically_exempt: true, exemption_reason: 'Anaphylaxis to PEG.' });
  });

  it('only the last dose of a series is removed', async () => {
    const record = (await t.http.get('/api/covid/vaccination').set(as(accounting))).body.record as { doses: { id: number }[] };
    const res = await t.http.delete(`/api/covid/vaccination/doses/${record.doses[0]!.id}`).set(as(accounting));
    expect(res.body.record.status).toBe('none');
    // staff@'s first dose has a second dose and a booster after it.
    const staffRecord = (await t.http.get('/api/covid/vaccination').set(as(staff))).body.record as {
      doses: { id: number; dose_number: number; is_booster: boolean }[];
    };
    const dose1 = staffRecord.doses.find((d) => !d.is_booster && d.dose_number === 1)!;
    refused(
      await t.http.delete(`/api/covid/vaccination/doses/${dose1.id}`).set(as(staff)),
      'dose',
      'Remove the later doses first: the doses are numbered without gaps.',
    );
    expect(await doseCount(staffId)).toBe(3);
  });
});

describe('the card, verification and privacy', () => {
  it('the card goes through the one upload check (PDF, PNG or JPEG, from its bytes)', async () => {
    const text = await t.http.post('/api/covid/vaccination/card').set(as(staff)).attach('file', Buffer.from('not an image'), 'card.png');
    expect(text.status).toBe(422);
    expect(text.body.errors.file[0]).toMatch(/type/i);
    const ok = await t.http.post('/api/covid/vaccination/card').set(as(staff)).attach('file', tinyPng(), 'my card.png');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.record.card_name).toBe('my card.png');
    const own = await binary(t.http.get('/api/covid/vaccination/card').set(as(staff)));
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
  });

  it('the health officer verifies; nobody verifies their own; the employee is notified; a change clears it', async () => {
    const nurseId = await personnelIdOf(t, 'nurse@hris.test');
    const res = await t.http.post(`/api/covid/records/${staffId}/verify`).set(as(nurse));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.record.verified_by).toBe('Felicidad Ilustre');
    expect((await mine(staff)).verified_at).not.toBeNull();
    const bell = await t.http.get('/api/notifications').set(as(staff));
    expect(JSON.stringify(bell.body)).toContain('Your COVID vaccination record has been verified');

    await addDose(nurse, { brand_id: await brandId('Moderna'), dose_number: 1, given_on: '2021-08-01' });
    const own = await t.http.post(`/api/covid/records/${nurseId}/verify`).set(as(nurse));
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Nobody verifies their own vaccination record: another health officer verifies it.');
    expect((await t.http.post(`/api/covid/records/${staffId}/verify`).set(as(head))).status).toBe(403);

    // The employee uploads a new card: what was verified no longer stands.
    await t.http.post('/api/covid/vaccination/card').set(as(staff)).attach('file', pdfBytes(), 'card.pdf');
    expect((await mine(staff)).verified_at).toBeNull();
  });

  it('every read of another person’s record or card is audited; the owner’s own reads are not', async () => {
    const before = (await query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'read' AND entity LIKE 'vaccination%'`))[0]!.n;
    await t.http.get('/api/covid/vaccination').set(as(staff));
    await binary(t.http.get('/api/covid/vaccination/card').set(as(staff)));
    const read = await t.http.get(`/api/covid/records/${staffId}`).set(as(nurse));
    expect(read.body.record.personnel.fullname).toBe('Juan Bautista');
    const card = await binary(t.http.get(`/api/covid/records/${staffId}/card`).set(as(nurse)));
    expect(card.headers['content-type']).toBe('application/pdf');
    await t.http.get('/api/covid/records').query({ term: 'bautista' }).set(as(nurse));
    const rows = await query<{ entity: string; after: { personnel_id?: number; personnel_ids?: number[] } }>(
      `SELECT entity, after FROM audit_log WHERE action = 'read' AND entity LIKE 'vaccination%' ORDER BY id OFFSET $1`,
      [before],
    );
    expect(rows.map((r) => r.entity)).toEqual(['vaccination_record', 'vaccination_card', 'vaccination_list']);
    expect(rows[0]!.after.personnel_id).toBe(staffId);
    expect(rows[2]!.after.personnel_ids).toEqual([staffId]);
  });

  it('heads and employees never open a person’s record: 403', async () => {
    for (const token of [head, staff]) {
      expect((await t.http.get(`/api/covid/records/${staffId}`).set(as(token))).status).toBe(403);
      expect((await t.http.get(`/api/covid/records/${staffId}/card`).set(as(token))).status).toBe(403);
      expect((await t.http.get('/api/covid/records').set(as(token))).status).toBe(403);
    }
  });
});

describe('counts', () => {
  // CAS holds head@ (no dose) and staff@ (Pfizer 2 + a booster: boosted). Three more people are added, by SQL:
  // A: Sinovac 1 and 2 (fully), B: Sinovac 1 (partially), C: exempt with no dose. Hand count for CAS: 5 people,
  // fully vaccinated 2 (staff@, A), boosted 1 (staff@), partially 1 (B), exempt 1 (C), none 1 (head@); verified 1 (A).
  beforeAll(async () => {
    const cas = (await query<{ id: number }>(`SELECT id FROM departments WHERE acronym = 'CAS'`))[0]!.id;
    expect((await query<{ n: number }>(`SELECT count(*)::int AS n FROM personnel WHERE department_id = $1 AND is_active`, [cas]))[0]!.n).toBe(2);
    const sinovac = await brandId('Sinovac (CoronaVac)');
    const ids = await query<{ id: number }>(
      `INSERT INTO personnel (first_name, last_name, campus_id, department_id) VALUES ('Ana', 'Fixture', 1, $1), ('Ben', 'Fixture', 1, $1), ('Cora', 'Fixture', 1, $1) RETURNING id`,
      [cas],
    );
    const [a, b, c] = ids.map((r) => r.id);
    await query(
      `INSERT INTO vaccination_doses (personnel_id, brand_id, dose_number, given_on, place) VALUES ($1, $3, 1, '2021-05-03', 'x'), ($1, $3, 2, '2021-05-31', 'x'), ($2, $3, 1, '2021-06-07', 'x')`,
      [a, b, sinovac],
    );
    await query(
      `INSERT INTO vaccination_records (personnel_id, medically_exempt, exemption_reason, verified_at) VALUES ($1, false, NULL, now()), ($2, true, 'Allergy', NULL)`,
      [a, c],
    );
  });

  // Issue 37 item 8: in an office of 5, "exempt 1" names the one exempt; a head sees every count under 5 as
  // withheld (null: "fewer than 5"), the health officers every figure (next test).
  it('a head sees their office’s counts only, no names, and no count under 5', async () => {
    const res = await t.http.get('/api/covid/offices').set(as(head));
    expect(res.status).toBe(200);
    const withheld = { fully_vaccinated: null, boosted: null, partially: null, exempt: null, none: null, verified: null };
    expect(res.body.offices).toEqual([{ id: expect.any(Number), name: 'College of Arts and Sciences', acronym: 'CAS', campus: 'MC', total: 5, ...withheld }]);
    expect(JSON.stringify(res.body)).not.toContain('Bautista');
    const analytics = await t.http.get('/api/covid/analytics').set(as(head));
    expect(analytics.body.scope).toBe('my offices');
    expect(analytics.body.offices.map((o: { acronym: string }) => o.acronym)).toEqual(['CAS']);
    // The head's totals and campus are the same five people: withheld alike, or they would give the office back.
    expect(analytics.body.totals).toEqual({ total: 5, ...withheld });
    expect(analytics.body.campuses).toEqual([expect.objectContaining({ total: 5, ...withheld })]);
    const nurseSees = await t.http.get('/api/covid/analytics').set(as(nurse));
    expect(nurseSees.body.offices.find((o: { acronym: string }) => o.acronym === 'CAS')).toMatchObject({ total: 5, exempt: 1, fully_vaccinated: 2 });
    expect((await t.http.get('/api/covid/offices').set(as(staff))).body.offices).toEqual([]);
    // An employee who heads no office counts nobody.
    const none = await t.http.get('/api/covid/analytics').set(as(staff));
    expect(none.body).toMatchObject({ scope: 'my offices', offices: [], campuses: [], totals: { total: 0 } });
  });

  it('the health officer’s analytics count every office and campus, and the doses per month, as counted by hand', async () => {
    const res = await t.http.get('/api/covid/analytics').set(as(nurse));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scope).toBe('everyone');
    const cas = res.body.offices.find((o: { acronym: string }) => o.acronym === 'CAS');
    expect(cas).toMatchObject({ total: 5, fully_vaccinated: 2, boosted: 1, partially: 1, exempt: 1, none: 1, verified: 1 });
    // Everyone: the 6 demo people (admin@, hr@ exempt, head@, staff@ boosted, accounting@ none after removing, nurse@ Moderna 1) + 3 fixtures.
    const people = (await query<{ n: number }>(`SELECT count(*)::int AS n FROM personnel WHERE is_active`))[0]!.n;
    expect(res.body.totals).toMatchObject({ total: people, fully_vaccinated: 2, boosted: 1, partially: 2, exempt: 2, none: people - 6 });
    expect(res.body.campuses.find((c: { name: string }) => c.name === 'Main Campus').total).toBe(people);
    // Doses: May 2021 A 2, June 2021 B 1, July 2021 staff@ 2, August 2021 nurse@ 1, January 2022 staff@'s booster.
    const month = (m: string) => res.body.doses_by_month.find((d: { month: string }) => d.month === m);
    expect(res.body.doses_by_month[0].month).toBe('2021-05');
    expect(res.body.doses_by_month.at(-1).month).toBe('2026-11');
    expect([month('2021-05'), month('2021-06'), month('2021-07'), month('2021-08'), month('2022-01')]).toEqual([
      { month: '2021-05', primary: 2, booster: 0 },
      { month: '2021-06', primary: 1, booster: 0 },
      { month: '2021-07', primary: 2, booster: 0 },
      { month: '2021-08', primary: 1, booster: 0 },
      { month: '2022-01', primary: 0, booster: 1 },
    ]);
  });

  it('the report opens as a workbook and an A4 PDF, for the health officers only, audited', async () => {
    const xlsx = await binary(t.http.get('/api/covid/report.xlsx').set(as(nurse)));
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const countsSheet = book.getWorksheet('Counts')!;
    const casRow = countsSheet.getSheetValues().find((r) => Array.isArray(r) && r[1] === 'CAS') as unknown[];
    expect(casRow.slice(4, 11)).toEqual([5, 2, 1, 1, 1, 1, 1]);
    const names = book.getWorksheet('Employees')!.getColumn(2).values;
    expect(names).toContain('Juan Bautista');
    const pdf = await binary(t.http.get('/api/covid/report.pdf').set(as(nurse)));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('COVID-19 VACCINATION REPORT');
    expect(text).toContain('Juan Bautista');
    expect((await t.http.get('/api/covid/report.pdf').set(as(head))).status).toBe(403);
    const audits = await query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'export' AND entity = 'vaccination_report'`);
    expect(audits[0]!.n).toBe(2);
  });
});
