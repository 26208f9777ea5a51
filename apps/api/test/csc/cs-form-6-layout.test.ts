import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { addDays, manilaToday, weekdayFrom } from '../support/dates';
import { pdfPages } from '../support/files';
import { as, binary, personnelIdOf } from '../support/records';

// CS Form No. 6 (Revised 2020) as the CSC prints it (issue 14, item 15): page 1 carries "ANNEX A", the
// agency's address under its name and the "Stamp of Date of Receipt" box; page 2 is the form's
// "Instructions and Requirements". Monetization (MON, and MON50 for 50% or more, Sec. 23) ticks
// "Monetization of Leave Credits" in 6.B; MON50 also prints its justifiable reason.

let t: TestApp;
let staff: string;
let staffId: number;
let typeId: Record<string, number>;
const query = async (sql: string, params: unknown[] = []) => (await t.db.$client.query(sql, params)).rows;

const ADDRESS = 'Science City of Muñoz, Nueva Ecija 3120';
const FOOTNOTE =
  '* For leave of absence for thirty (30) calendar days or more and terminal leave, application shall be accompanied by a clearance from money, property and work-related accountabilities (pursuant to CSC Memorandum Circular No. 2, s. 1985).';

/** A paragraph is drawn over several lines: compare the words only. */
const words = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The text of each page of the form, in the order the PDF draws it. Not the 'layout' order: page 2's
 * two columns share baselines, so their lines would interleave and the paragraphs would not read whole.
 */
async function pages(id: number): Promise<string[]> {
  const res = await binary(t.http.get(`/api/leave/applications/${id}/pdf`).set(as(staff)));
  expect(res.status).toBe(200);
  const pdf = res.body as Buffer;
  // The page objects of the PDF itself, whatever a text extractor makes of them.
  const pageObjects = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? [];
  const split = (await pdfPages(pdf, 'drawn')).filter((p) => p.trim() !== '');
  expect(split.length).toBe(pageObjects.length);
  return split.map(words);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, 'staff@hris.test');
  staffId = await personnelIdOf(t, 'staff@hris.test');
  typeId = Object.fromEntries((await query(`SELECT code, id FROM leave_types`)).map((r) => [r.code, r.id]));
  await query(`DELETE FROM holidays`);
  // HR has set the agency's address (a system setting, like the university's name).
  await query(
    `INSERT INTO system_settings (key, value, updated_at) VALUES ('university_address', $1::jsonb, now()) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(ADDRESS)],
  );
});
afterAll(async () => t.close());

describe('CS Form No. 6 (Revised 2020) as the official template', () => {
  it('prints two pages: the form with ANNEX A, the address and the receipt stamp box, then the instructions and requirements', async () => {
    const day = weekdayFrom(addDays(manilaToday(), 10));
    const res = await t.http
      .post('/api/leave/applications')
      .set(as(staff))
      .send({ leave_type_id: typeId.VL, date_from: day, date_to: day, details: { location: 'philippines', location_detail: 'Baguio City' } });
    expect(res.status).toBe(200);
    const [form = '', instructions = '', ...more] = await pages(res.body.leave_application.id);
    expect(more).toEqual([]);

    // Page 1, top to bottom as the official form prints it.
    for (const s of [
      'Civil Service Form No. 6',
      'Revised 2020',
      'ANNEX A',
      'Republic of the Philippines',
      ADDRESS,
      'Stamp of Date of Receipt',
      'APPLICATION FOR LEAVE',
      '6.A TYPE OF LEAVE TO BE AVAILED OF',
      '7.D DISAPPROVED DUE TO:',
    ]) {
      expect(form).toContain(s);
    }
    expect(form.indexOf('ANNEX A')).toBeLessThan(form.indexOf('APPLICATION FOR LEAVE'));
    expect(form).not.toContain('INSTRUCTIONS AND REQUIREMENTS');
    // Still waiting for the recommending officer: 7.B is neither for approval nor for disapproval yet.
    expect(form).not.toMatch(/X\]? For (dis)?approval/);

    // Page 2: the instructions, items 1 to 15 and the footnote.
    expect(instructions).toContain('INSTRUCTIONS AND REQUIREMENTS');
    expect(instructions).toContain(
      'Application for any type of leave shall be made on this Form and to be accomplished at least in duplicate with documentary requirements, as follows:',
    );
    const titles = [
      '1. Vacation leave*',
      '2. Mandatory/Forced leave',
      '3. Sick leave*',
      '4. Maternity leave* – 105 days',
      '5. Paternity leave – 7 days',
      '6. Special Privilege leave – 3 days',
      '7. Solo Parent leave – 7 days',
      '8. Study leave* – up to 6 months',
      '9. VAWC leave – 10 days',
      '10. Rehabilitation leave* – up to 6 months',
      '11. Special leave benefits for women* – up to 2 months',
      '12. Special Emergency (Calamity) leave – up to 5 days',
      '13. Monetization of leave credits',
      '14. Terminal leave*',
      '15. Adoption Leave',
    ];
    for (const title of titles) expect(instructions).toContain(title);
    expect(instructions).toContain('Annual five-day vacation leave shall be forfeited if not taken during the year.');
    expect(instructions).toContain(
      'Application for adoption leave shall be filed with an authenticated copy of the Pre-Adoptive Placement Authority issued by the Department of Social Welfare and Development (DSWD).',
    );
    expect(instructions).toContain(FOOTNOTE);
  });

  it('monetization of 50% or more ticks "Monetization of Leave Credits" and prints the justifiable reason', async () => {
    const { vl, sl } = (await t.http.get(`/api/leave/${staffId}/balances`).set(as(staff))).body.balances;
    // Sec. 23: at least half of the accumulated VL + SL, e.g. (15.000 + 12.500) × 0.5 = 13.750 days; rounded up to the thousandth.
    const days = Math.ceil(((vl + sl) / 2) * 1000) / 1000;
    const today = manilaToday();
    const res = await t.http
      .post('/api/leave/applications')
      .set(as(staff))
      .send({ leave_type_id: typeId.MON50, date_from: today, date_to: today, days, details: { reason: 'health' } });
    expect(res.status).toBe(200);
    const [form = ''] = await pages(res.body.leave_application.id);
    expect(form).toMatch(/X Monetization of Leave Credits/);
    expect(form).toContain('Reason: health or medical needs');
    expect(form).not.toMatch(/X Terminal Leave/);
  });
});
