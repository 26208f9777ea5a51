import type { Database } from '../client';

/**
 * The demo's COVID vaccinations (issue 24): the bulk's employees (never the demo accounts: staff@ records his own doses
 * in the e2e) get doses in one set-based statement, by their id: most two doses of a two-dose brand in 2021, many a
 * booster in 2022, some one dose of Janssen, some one dose only (partially), a few medically exempt, the rest none;
 * half the vaccinated are verified by nurse@. Deterministic; once: later work stays.
 */
export async function seedDemoCovid(db: Database): Promise<void> {
  const client = db.$client;
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM vaccination_doses`);
  if (rows[0]!.n > 0) return;
  await client.query(`
    WITH people AS (
      SELECT p.id, p.id % 10 AS k, p.id % 7 AS spread
        FROM personnel p
       WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM users u WHERE u.personnel_id = p.id AND u.email LIKE '%@hris.test')
    ), brands AS (
      SELECT (SELECT id FROM vaccine_brands WHERE name = 'Pfizer-BioNTech') AS pfizer, (SELECT id FROM vaccine_brands WHERE name = 'Sinovac (CoronaVac)') AS sinovac,
             (SELECT id FROM vaccine_brands WHERE name = 'Janssen (Johnson & Johnson)') AS janssen
    ), doses (personnel_id, brand_id, dose_number, is_booster, given_on, place) AS (
      SELECT id, CASE WHEN k < 3 THEN b.pfizer ELSE b.sinovac END, n, false, date '2021-04-05' + (spread * 30 + (n - 1) * 28), 'City Health Office vaccination site'
        FROM people, brands b, generate_series(1, 2) n WHERE k < 6
      UNION ALL
      SELECT id, b.pfizer, 1, true, date '2022-02-07' + spread * 21, 'University clinic' FROM people, brands b WHERE k < 4
      UNION ALL
      SELECT id, b.janssen, 1, false, date '2021-08-16' + spread * 14, 'Provincial hospital' FROM people, brands b WHERE k = 6
      UNION ALL
      SELECT id, b.sinovac, 1, false, date '2021-09-13' + spread * 10, 'City Health Office vaccination site' FROM people, brands b WHERE k = 7
    )
    INSERT INTO vaccination_doses (personnel_id, brand_id, dose_number, is_booster, given_on, place) SELECT * FROM doses`);
  await client.query(`
    INSERT INTO vaccination_records (personnel_id, medically_exempt, exemption_reason, verified_at, verified_by_user_id)
    SELECT p.id, p.id % 10 = 8, CASE WHEN p.id % 10 = 8 THEN 'Severe allergic reaction to a vaccine component (physician''s certificate on file).' END,
           CASE WHEN p.id % 2 = 0 AND p.id % 10 <> 9 THEN now() END,
           CASE WHEN p.id % 2 = 0 AND p.id % 10 <> 9 THEN (SELECT id FROM users WHERE email = 'nurse@hris.test') END
      FROM personnel p
     WHERE p.is_active AND p.id % 10 <> 9 AND NOT EXISTS (SELECT 1 FROM users u WHERE u.personnel_id = p.id AND u.email LIKE '%@hris.test')
    ON CONFLICT DO NOTHING`);
}
