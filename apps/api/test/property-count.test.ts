import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { as, binary, departmentId, makeEmployee, personnelIdOf } from './support/records';
import { pdfFontNames, pdfPageCount, pdfText } from './support/files';

// The physical count of property (issue 23; COA's RPCPPE and RPCSP) through HTTP: a count of an office (every item
// its people hold) or of an employee, the refusals (a future date, nothing held, a second open count, an unknown
// office) with nothing written, the lines recorded, the differences (worked by hand in centavos), the close writing
// the conditions seen back to the register, the printed sheet, and the holders told. The clock is Friday 27 November
// 2026, 10 am in Manila.

let t: TestApp;
let officer: string; // Supply and Property Office (PROPERTYACCOUNT), in HRMO
let officerPersonnel: number;
let staff: string;
let staffPersonnel: number;
let headPersonnel: number;
let mariaPersonnel: number; // HRMO: holds a chair, outside the CAS count
let cas: number;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;
const n = async (sql: string, params: unknown[] = []) => (await query(sql, params))[0]!.n as number;

type Item = { id: number; property_number: string };
type Line = { item: { id: number; property_number: string }; found: boolean | null; condition: string | null; book_condition: string; remarks: string | null };

const item = async (description: string, unitCost: number, extra: Record<string, unknown> = {}): Promise<Item> => {
  const res = await t.http
    .post('/api/property/items')
    .set(as(officer))
    .send({ description, unit_cost: unitCost, date_acquired: '2026-10-15', unit: 'unit', ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.item as Item;
};
const issue = async (personnelId: number, items: Item[]) => {
  const res = await t.http
    .post('/api/property/issues')
    .set(as(officer))
    .send({ personnel_id: personnelId, item_ids: items.map((i) => i.id), fund_cluster: '01 Regular Agency Fund' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const open = (body: Record<string, unknown>, token = officer) => t.http.post('/api/property/counts').set(as(token)).send(body);
const record = (countId: number, itemId: number, body: Record<string, unknown>) =>
  t.http.put(`/api/property/counts/${countId}/lines/${itemId}`).set(as(officer)).send(body);

let laptop: Item; // PPE 72,500.00, staff
let printer: Item; // semi-expendable 18,500.00, staff
let mouse: Item; // semi-expendable 950.00, staff
let aircon: Item; // PPE 55,000.00, head
let chair: Item; // semi-expendable 3,500.00, Maria (HRMO)
let casCount: number;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-27T10:00' });
  const o = await makeEmployee(t, { first: 'Pedro', last: 'Custodio', department: 'HRMO', email: 'pedro.custodio@hris.test' });
  await query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = 'Supply and Property Office'`, [o.userId]);
  officerPersonnel = o.personnelId;
  mariaPersonnel = (await makeEmployee(t, { first: 'Maria', last: 'Santos', department: 'HRMO', email: 'maria.santos@hris.test' })).personnelId;
  [officer, staff] = await Promise.all([signIn(t, 'pedro.custodio@hris.test'), signIn(t, 'staff@hris.test')]);
  staffPersonnel = await personnelIdOf(t, 'staff@hris.test');
  headPersonnel = await personnelIdOf(t, 'head@hris.test');
  cas = await departmentId(t, 'CAS');
  laptop = await item('Laptop computer, 16 GB', 7_250_000, { category: 'ICT equipment', brand: 'Acme', model: 'X1', serial_number: 'SN-77' });
  printer = await item('Laser printer', 1_850_000);
  mouse = await item('Wireless mouse', 95_000);
  aircon = await item('Split-type air conditioner', 5_500_000);
  chair = await item('Office chair', 350_000);
  await issue(staffPersonnel, [laptop]);
  await issue(staffPersonnel, [printer, mouse]);
  await issue(headPersonnel, [aircon]);
  await issue(mariaPersonnel, [chair]);
});
afterAll(async () => t.close());

describe('opening a count', () => {
  it('of an office: a line per item its people hold, as the books say; the holders are told, once each', async () => {
    const res = await open({ scope: 'office', department_id: cas, as_of: '2026-11-27', remarks: 'Year-end count' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    casCount = res.body.count.id as number;
    expect(res.body.count).toMatchObject({
      scope: 'office',
      office: { id: cas, acronym: 'CAS' },
      personnel: null,
      as_of: '2026-11-27',
      status: 'open',
      counts: { total: 4, found: 0, not_found: 0, uncounted: 4 },
      closed_at: null,
    });
    const lines = await t.http.get(`/api/property/counts/${casCount}`).query({ per_page: 100 }).set(as(officer));
    expect(lines.status).toBe(200);
    expect((lines.body.lines as Line[]).map((l) => l.item.property_number).sort()).toEqual(
      [laptop, printer, mouse, aircon].map((i) => i.property_number).sort(),
    );
    expect(lines.body.meta.total).toBe(4);
    expect((lines.body.lines as Line[]).every((l) => l.found === null && l.book_condition === 'serviceable')).toBe(true);
    const told = await query(
      `SELECT u.email, count(*)::int AS n, max(n.link) AS link FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE n.title = 'Physical count of your office''s property on November 27, 2026' GROUP BY u.email ORDER BY u.email`,
    );
    expect(told).toEqual([
      { email: 'head@hris.test', n: 1, link: '/my/mrs/summary' },
      { email: 'staff@hris.test', n: 1, link: '/my/mrs/summary' },
    ]);
    const audit = await query(`SELECT after FROM audit_log WHERE entity = 'property_count' AND action = 'create' AND entity_id = $1`, [String(casCount)]);
    expect(audit[0]!.after).toMatchObject({ scope: 'office', department_id: cas, lines: 4 });
  });

  it('of an employee: what they hold, wherever their office', async () => {
    const res = await open({ scope: 'employee', personnel_id: mariaPersonnel, as_of: '2026-11-20' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.count).toMatchObject({
      scope: 'employee',
      office: null,
      personnel: { id: mariaPersonnel, fullname: 'Maria Santos' },
      counts: { total: 1 },
    });
    const lines = await t.http.get(`/api/property/counts/${res.body.count.id}`).set(as(officer));
    expect((lines.body.lines as Line[]).map((l) => l.item.id)).toEqual([chair.id]);
    const bell = (await query(`SELECT title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'maria.santos@hris.test'`)).map(
      (r) => r.title as string,
    );
    expect(bell).toContain('Physical count of your property on November 20, 2026');
    const sheet = await binary(t.http.get(`/api/property/counts/${res.body.count.id}/sheet.pdf`).set(as(officer)));
    const text = await pdfText(sheet.body as Buffer);
    expect(text).toContain('REPORT ON THE PHYSICAL COUNT OF SEMI-EXPENDABLE PROPERTY');
    expect(text).not.toContain('PROPERTY, PLANT AND EQUIPMENT');
    expect(text).toContain('For which Maria Santos');
    expect(text).toContain('having assumed such accountability on November 27, 2026');
    expect(text).toContain('As at November 20, 2026');
  });

  it('refuses a future date, nothing held, a second open count, an unknown office or employee, naming the field; nothing is written', async () => {
    const counts = await n(`SELECT count(*)::int AS n FROM property_counts`);
    const lines = await n(`SELECT count(*)::int AS n FROM property_count_lines`);
    const notices = await n(`SELECT count(*)::int AS n FROM notifications`);
    const empty = (await query(`SELECT id, fullname FROM departments WHERE acronym NOT IN ('CAS', 'HRMO') ORDER BY id LIMIT 1`))[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ scope: 'office', department_id: cas, as_of: '2026-11-28' }, 'as_of', 'The count date must not be in the future.'],
      [{ scope: 'office', department_id: empty.id, as_of: '2026-11-27' }, 'department_id', `${empty.fullname} holds no property to count.`],
      [{ scope: 'employee', personnel_id: officerPersonnel, as_of: '2026-11-27' }, 'personnel_id', 'Pedro Custodio holds no property to count.'],
      [
        { scope: 'office', department_id: cas, as_of: '2026-11-27' },
        'department_id',
        expect.stringContaining('already has an open count') as unknown as string,
      ],
      [{ scope: 'office', department_id: 2_000_000_000, as_of: '2026-11-27' }, 'department_id', 'The office was not found.'],
      [{ scope: 'employee', personnel_id: 2_000_000_000, as_of: '2026-11-27' }, 'personnel_id', 'The employee was not found.'],
      [{ scope: 'office', as_of: '2026-11-27' }, 'department_id', 'The office field is required.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await open(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(res.body)).toEqual([message]);
    }
    expect(await n(`SELECT count(*)::int AS n FROM property_counts`)).toBe(counts);
    expect(await n(`SELECT count(*)::int AS n FROM property_count_lines`)).toBe(lines);
    expect(await n(`SELECT count(*)::int AS n FROM notifications`)).toBe(notices);
  });

  it('two officers opening a count of one employee at once: one count is opened, the other refused', async () => {
    const admin = await signIn(t, 'admin@hris.test');
    const body = { scope: 'employee', personnel_id: headPersonnel, as_of: '2026-11-27' };
    const answers = await Promise.all([open(body), open(body, admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await n(`SELECT count(*)::int AS n FROM property_counts WHERE personnel_id = $1`, [headPersonnel])).toBe(1);
  });

  it('is the property office’s: an employee is refused (403) on every count route', async () => {
    expect((await open({ scope: 'office', department_id: cas, as_of: '2026-11-27' }, staff)).status).toBe(403);
    expect((await t.http.get('/api/property/counts').set(as(staff))).status).toBe(403);
    expect((await t.http.get(`/api/property/counts/${casCount}`).set(as(staff))).status).toBe(403);
    expect((await t.http.put(`/api/property/counts/${casCount}/lines/${laptop.id}`).set(as(staff)).send({ found: false })).status).toBe(403);
    expect((await binary(t.http.get(`/api/property/counts/${casCount}/sheet.pdf`).set(as(staff)))).status).toBe(403);
  });

  it('lists the counts, newest first, by status', async () => {
    const all = await t.http.get('/api/property/counts').set(as(officer));
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(3);
    const openOnes = await t.http.get('/api/property/counts').query({ status: 'closed' }).set(as(officer));
    expect(openOnes.body.counts).toEqual([]);
  });
});

describe('counting', () => {
  it('records found (with the condition seen) or not found, and refuses a found item without its condition, NUL and long remarks', async () => {
    const noCondition = await record(casCount, laptop.id, { found: true });
    expect(noCondition.status).toBe(422);
    expect(noCondition.body.errors.condition).toEqual(['Choose the condition the item was found in.']);
    expect((await record(casCount, laptop.id, { found: false, remarks: 'Lost\u0000' })).status).toBe(422);
    expect((await record(casCount, laptop.id, { found: false, remarks: 'x'.repeat(1001) })).status).toBe(422);
    expect((await record(casCount, chair.id, { found: false })).status).toBe(404);

    const found = await record(casCount, laptop.id, { found: true, condition: 'for_repair', remarks: 'Cracked hinge' });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.message).toBe(`${laptop.property_number} recorded as found (for repair).`);
    expect(found.body.line).toMatchObject({ found: true, condition: 'for_repair', book_condition: 'serviceable', counted_at: '2026-11-27T02:00:00.000Z' });
    expect(found.body.counts).toEqual({ total: 4, found: 1, not_found: 0, uncounted: 3 });
    const lost = await record(casCount, printer.id, { found: false, condition: 'serviceable', remarks: 'Borrowed by the library' });
    expect(lost.body.line).toMatchObject({ found: false, condition: null, remarks: 'Borrowed by the library' });
    expect((await record(casCount, mouse.id, { found: true, condition: 'serviceable' })).status).toBe(200);
    const audit = await query(`SELECT before, after FROM audit_log WHERE entity = 'property_count_line' AND entity_id = $1`, [`${casCount}:${laptop.id}`]);
    expect(audit).toEqual([
      { before: { found: null, condition: null, remarks: null }, after: { found: true, condition: 'for_repair', remarks: 'Cracked hinge' } },
    ]);
    // The register keeps the books' condition until the count is closed.
    expect((await query(`SELECT condition FROM property_items WHERE id = $1`, [laptop.id]))[0]!.condition).toBe('serviceable');
  });

  it('filters the lines by state, and audits the office’s read of the holders’ items', async () => {
    const uncounted = await t.http.get(`/api/property/counts/${casCount}`).query({ state: 'uncounted' }).set(as(officer));
    expect((uncounted.body.lines as Line[]).map((l) => l.item.id)).toEqual([aircon.id]);
    const changed = await t.http.get(`/api/property/counts/${casCount}`).query({ state: 'condition_changed' }).set(as(officer));
    expect((changed.body.lines as Line[]).map((l) => l.item.id)).toEqual([laptop.id]);
    const searched = await t.http.get(`/api/property/counts/${casCount}`).query({ term: 'sn-77' }).set(as(officer));
    expect(searched.body.meta.total).toBe(1);
    const reads = await query(`SELECT after FROM audit_log WHERE action = 'read' AND entity = 'property_count' AND entity_id = $1 ORDER BY id DESC LIMIT 1`, [
      String(casCount),
    ]);
    expect((reads[0]!.after as { personnel_ids: number[] }).personnel_ids.sort()).toEqual([staffPersonnel, headPersonnel].sort());
  });

  it('answers the differences: not found with their cost, conditions changed, totals per form (centavos, by hand)', async () => {
    const res = await t.http.get(`/api/property/counts/${casCount}/differences`).set(as(officer));
    expect(res.status).toBe(200);
    expect((res.body.not_found as Line[]).map((l) => l.item.id)).toEqual([printer.id]);
    expect(res.body.not_found_value).toBe(1_850_000); // the printer, 18,500.00
    expect((res.body.condition_changed as Line[]).map((l) => [l.item.id, l.book_condition, l.condition])).toEqual([[laptop.id, 'serviceable', 'for_repair']]);
    expect(res.body.per_form).toEqual([
      // PPE: laptop 72,500.00 + air conditioner 55,000.00 = 127,500.00; the air conditioner not yet counted.
      {
        form: 'PAR',
        label: 'Property, plant and equipment',
        items: 2,
        book_value: 12_750_000,
        found: 1,
        not_found: 0,
        not_found_value: 0,
        uncounted: 1,
        condition_changed: 1,
      },
      // Semi-expendable: printer 18,500.00 + mouse 950.00 = 19,450.00; the printer (18,500.00) not found.
      {
        form: 'ICS',
        label: 'Semi-expendable property',
        items: 2,
        book_value: 1_945_000,
        found: 1,
        not_found: 1,
        not_found_value: 1_850_000,
        uncounted: 0,
        condition_changed: 0,
      },
    ]);
  });

  it('prints the count sheet on the COA layouts: the RPCPPE and the RPCSP, each on its own page', async () => {
    const res = await binary(t.http.get(`/api/property/counts/${casCount}/sheet.pdf`).set(as(officer)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    if (process.env.PROPERTY_PDF_OUT) writeFileSync(`${process.env.PROPERTY_PDF_OUT}/count-sheet.pdf`, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfPageCount(pdf)).toBe(2);
    const text = await pdfText(pdf);
    for (const words of [
      'REPORT ON THE PHYSICAL COUNT OF PROPERTY, PLANT AND EQUIPMENT',
      'REPORT ON THE PHYSICAL COUNT OF SEMI-EXPENDABLE PROPERTY',
      'As at November 27, 2026',
      'Entity Name: State University',
      'Fund Cluster: 01 Regular Agency Fund',
      'For which the 2 employees of',
      'Physical',
      'Unit Value',
      'Property No.',
      'Shortage/Overage',
      laptop.property_number,
      printer.property_number,
      mouse.property_number,
      aircon.property_number,
      'Accountable: Juan Bautista',
      'Not found: Borrowed by',
      '18,500.00',
      'Certified Correct by:',
      'Approved by:',
      'Verified by:',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain(chair.property_number);
    // The form font, embedded: no standard Helvetica (which has no ₱ and no letter beyond Latin-1).
    expect(
      pdfFontNames(pdf)
        .map((f) => f.split('+')[1])
        .sort(),
    ).toEqual(['Arimo-Bold', 'Arimo-Italic', 'Arimo-Regular']);
  });

  it('prints the differences', async () => {
    const res = await binary(t.http.get(`/api/property/counts/${casCount}/differences.pdf`).set(as(officer)));
    expect(res.status).toBe(200);
    const text = await pdfText(res.body as Buffer);
    for (const words of [
      'REPORT OF DIFFERENCES',
      printer.property_number,
      'Borrowed by the library',
      laptop.property_number,
      'Books: Serviceable; counted: For repair',
      '18,500.00',
    ])
      expect(text).toContain(words);
    if (process.env.PROPERTY_PDF_OUT) writeFileSync(`${process.env.PROPERTY_PDF_OUT}/count-differences.pdf`, res.body as Buffer);
  });
});

describe('closing', () => {
  it('is refused while lines are uncounted, unless they are recorded as not found', async () => {
    const refused = await t.http.post(`/api/property/counts/${casCount}/close`).set(as(officer)).send({});
    expect(refused.status).toBe(422);
    expect(refused.body.errors.uncounted_as_not_found).toEqual(['1 item is not counted yet: count it, or close with the uncounted recorded as not found.']);
    expect((await query(`SELECT status FROM property_counts WHERE id = $1`, [casCount]))[0]!.status).toBe('open');
  });

  it('writes each found item’s condition to the register (audited), records the uncounted as not found, and keeps the lines from then on', async () => {
    const res = await t.http.post(`/api/property/counts/${casCount}/close`).set(as(officer)).send({ uncounted_as_not_found: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(
      'The count of College of Arts and Sciences has been closed: 1 condition updated in the register; 1 uncounted item recorded as not found.',
    );
    expect(res.body.count).toMatchObject({
      status: 'closed',
      closed_at: '2026-11-27T02:00:00.000Z',
      counts: { total: 4, found: 2, not_found: 2, uncounted: 0 },
    });
    const conditions = await query(`SELECT id, condition FROM property_items WHERE id = ANY($1::int[]) ORDER BY id`, [[laptop.id, mouse.id, printer.id]]);
    expect(Object.fromEntries(conditions.map((r) => [r.id, r.condition]))).toEqual({
      [laptop.id]: 'for_repair',
      [printer.id]: 'serviceable',
      [mouse.id]: 'serviceable',
    });
    const audit = await query(`SELECT before, after FROM audit_log WHERE entity = 'property_item' AND action = 'update' AND entity_id = $1`, [
      String(laptop.id),
    ]);
    expect(audit).toEqual([{ before: { condition: 'serviceable' }, after: { condition: 'for_repair', property_count_id: casCount } }]);
    expect(
      await n(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'property_count' AND action = 'close' AND entity_id = $1`, [String(casCount)]),
    ).toBe(1);

    const late = await record(casCount, aircon.id, { found: true, condition: 'serviceable' });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('The count is closed: its lines are no longer changed.');
    expect((await t.http.post(`/api/property/counts/${casCount}/close`).set(as(officer)).send({})).status).toBe(422);
    // A new count of the office may now be opened.
    expect((await open({ scope: 'office', department_id: cas, as_of: '2026-11-27' })).status).toBe(200);
  });
});

describe('an office of 5,000 items', () => {
  it('opens in one statement, reads a page fast, and prints the sheet in seconds', async () => {
    const big = await makeEmployee(t, { first: 'Rosa', last: 'Marquez', department: 'CAS' });
    const bigOffice = (await query(`SELECT id FROM departments WHERE acronym NOT IN ('CAS', 'HRMO') ORDER BY id LIMIT 1`))[0]!.id as number;
    await query(`UPDATE personnel SET department_id = $1 WHERE id = $2`, [bigOffice, big.personnelId]);
    const user = (await query(`SELECT id FROM users WHERE email = 'pedro.custodio@hris.test'`))[0]!.id as number;
    await query(
      `INSERT INTO property_items (property_number, description, unit, unit_cost, date_acquired, classification, status, holder_personnel_id, created_by_user_id)
       SELECT 'BULK-' || lpad(g::text, 5, '0'), 'Monobloc chair with armrest, item ' || g, 'piece', 150000 + g, '2026-01-10',
              CASE WHEN g % 10 = 0 THEN 'ppe' ELSE 'semi_expendable_low' END, 'issued', $1, $2
         FROM generate_series(1, 5000) g`,
      [big.personnelId, user],
    );
    let started = Date.now();
    const res = await open({ scope: 'office', department_id: bigOffice, as_of: '2026-11-27' });
    expect(res.status).toBe(200);
    expect(res.body.count.counts.total).toBe(5000);
    const id = res.body.count.id as number;
    expect(Date.now() - started).toBeLessThan(2000);
    started = Date.now();
    const page = await t.http.get(`/api/property/counts/${id}`).query({ page: 40, per_page: 50 }).set(as(officer));
    expect(page.body.lines).toHaveLength(50);
    expect(Date.now() - started).toBeLessThan(1000);
    started = Date.now();
    const sheet = await binary(t.http.get(`/api/property/counts/${id}/sheet.pdf`).set(as(officer)));
    const took = Date.now() - started;
    expect(sheet.status).toBe(200);
    // Measured 1.5–1.7 s on the 2-core machine in the embedded font (its shaping costs about twice the standard
    // Helvetica's); the bound catches a return to per-line work, not the load of a CI run beside it.
    expect(took).toBeLessThan(8000);
    expect(await pdfPageCount(sheet.body as Buffer)).toBeGreaterThan(50);
  }, 60_000);
});
