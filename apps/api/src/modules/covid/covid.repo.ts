import { ZDepartmentRef, ZVaccinationDose, ZVaccinationRow, ZVaccineBrand, type TVaccinationQuery } from '@hris/contracts';
import type { Queryable } from '@hris/db';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, fullnameSql, SqlParams } from '../../lib/sql';

// SQL of COVID vaccination (issue 24). A person's status is decided in one place, STATUS below, from their doses: the
// primary series' brand is the first dose's (mixed brands: the first dose decides), fully vaccinated when the primary
// doses reach that brand's doses_required, boosted when also one booster or more; a medical exemption counts only for
// someone not fully vaccinated. Every list, count and the analytics read it through PEOPLE, set-based.

/** One row per active employee with their counts; `$where` narrows the people (offices). */
const PEOPLE = (where = 'TRUE') => `
  SELECT p.id AS personnel_id, p.department_id, p.campus_id,
         coalesce(r.medically_exempt, false) AS exempt, r.verified_at, r.card_key IS NOT NULL AS has_card,
         coalesce(d.primary_doses, 0)::int AS primary_doses, coalesce(d.boosters, 0)::int AS boosters, b.doses_required
    FROM personnel p
    LEFT JOIN vaccination_records r ON r.personnel_id = p.id
    LEFT JOIN (SELECT personnel_id, count(*) FILTER (WHERE NOT is_booster) AS primary_doses, count(*) FILTER (WHERE is_booster) AS boosters,
                      min(brand_id) FILTER (WHERE NOT is_booster AND dose_number = 1) AS first_brand
                 FROM vaccination_doses GROUP BY personnel_id) d ON d.personnel_id = p.id
    LEFT JOIN vaccine_brands b ON b.id = d.first_brand
   WHERE p.is_active AND ${where}`;

const STATUS = `CASE WHEN x.primary_doses >= x.doses_required AND x.boosters > 0 THEN 'boosted'
                     WHEN x.primary_doses >= x.doses_required THEN 'fully_vaccinated'
                     WHEN x.exempt THEN 'exempt'
                     WHEN x.primary_doses > 0 THEN 'partially' ELSE 'none' END`;

const COUNTS = `count(*)::int AS total,
       count(*) FILTER (WHERE x.primary_doses >= x.doses_required)::int AS fully_vaccinated,
       count(*) FILTER (WHERE x.primary_doses >= x.doses_required AND x.boosters > 0)::int AS boosted,
       count(*) FILTER (WHERE NOT coalesce(x.primary_doses >= x.doses_required, false) AND NOT x.exempt AND x.primary_doses > 0)::int AS partially,
       count(*) FILTER (WHERE NOT coalesce(x.primary_doses >= x.doses_required, false) AND x.exempt)::int AS exempt,
       count(*) FILTER (WHERE NOT coalesce(x.primary_doses >= x.doses_required, false) AND NOT x.exempt AND x.primary_doses = 0)::int AS none,
       count(*) FILTER (WHERE x.verified_at IS NOT NULL)::int AS verified`;

// ── Brands ──────────────────────────────────────────────────────────────────────────────────────

const BRAND_SELECT = `SELECT b.id, b.name, b.doses_required::int AS doses_required, b.is_active,
       (SELECT count(*)::int FROM vaccination_doses v WHERE v.brand_id = b.id) AS dose_count FROM vaccine_brands b`;

export const listBrands = (db: Queryable) => query(db, ZVaccineBrand, `${BRAND_SELECT} ORDER BY NOT b.is_active, lower(b.name)`);
export const findBrand = (db: Queryable, id: number) => queryOne(db, ZVaccineBrand, `${BRAND_SELECT} WHERE b.id = $1`, [id]);

export async function brandNameTaken(db: Queryable, name: string, exceptId: number | null): Promise<boolean> {
  return (await queryOne(db, `SELECT 1 FROM vaccine_brands WHERE lower(name) = lower($1) AND id <> coalesce($2::int, 0)`, [name, exceptId])) !== null;
}

export async function insertBrand(db: Queryable, v: { name: string; dosesRequired: number; isActive: boolean }): Promise<number> {
  return (await queryOne<{ id: number }>(db, `INSERT INTO vaccine_brands (name, doses_required, is_active) VALUES ($1, $2, $3) RETURNING id`, [
    v.name,
    v.dosesRequired,
    v.isActive,
  ]))!.id;
}

export async function updateBrand(db: Queryable, id: number, v: { name: string; dosesRequired: number; isActive: boolean }): Promise<boolean> {
  return (
    (await execute(db, `UPDATE vaccine_brands SET name = $2, doses_required = $3, is_active = $4 WHERE id = $1`, [id, v.name, v.dosesRequired, v.isActive])) > 0
  );
}

// ── One person's record ─────────────────────────────────────────────────────────────────────────

export type RecordRow = {
  personnel: { id: number; fullname: string; idno: string | null; department: { id: number; fullname: string; acronym: string } | null };
  user_id: number | null;
  card_key: string | null;
  card_name: string | null;
  medically_exempt: boolean;
  exemption_reason: string | null;
  verified_at: string | null;
  verified_by: string | null;
  updated_at: string | null;
};

export async function findRecord(db: Queryable, personnelId: number) {
  return queryOne<RecordRow>(
    db,
    `SELECT json_build_object('id', p.id, 'idno', p.idno, 'fullname', ${fullnameSql('p')},
              'department', CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym) END) AS personnel,
            (SELECT u.id FROM users u WHERE u.personnel_id = p.id ORDER BY u.id LIMIT 1) AS user_id,
            r.card_key, r.card_name, coalesce(r.medically_exempt, false) AS medically_exempt, r.exemption_reason,
            r.verified_at, vu.name AS verified_by, r.updated_at
       FROM personnel p
       LEFT JOIN departments d ON d.id = p.department_id
       LEFT JOIN vaccination_records r ON r.personnel_id = p.id
       LEFT JOIN users vu ON vu.id = r.verified_by_user_id
      WHERE p.id = $1`,
    [personnelId],
  );
}

/** The person's doses, primary series first, each in order. */
export async function dosesOf(db: Queryable, personnelId: number) {
  return query(
    db,
    ZVaccinationDose,
    `SELECT v.id, json_build_object('id', b.id, 'name', b.name) AS brand, v.dose_number::int AS dose_number, v.is_booster,
            to_char(v.given_on, 'YYYY-MM-DD') AS given_on, v.place
       FROM vaccination_doses v JOIN vaccine_brands b ON b.id = v.brand_id
      WHERE v.personnel_id = $1 ORDER BY v.is_booster, v.dose_number`,
    [personnelId],
  );
}

/** Locks the person's record (made if missing) so two dose saves of one person go one after the other. */
export async function lockRecord(db: Queryable, personnelId: number): Promise<void> {
  await execute(db, `INSERT INTO vaccination_records (personnel_id) VALUES ($1) ON CONFLICT DO NOTHING`, [personnelId]);
  await execute(db, `SELECT 1 FROM vaccination_records WHERE personnel_id = $1 FOR UPDATE`, [personnelId]);
}

/** The employee changed something: what HR verified no longer stands. */
export async function touchRecord(
  db: Queryable,
  personnelId: number,
  at: Date,
  set: { card?: { key: string; name: string }; exemption?: { exempt: boolean; reason: string | null } } = {},
) {
  await execute(
    db,
    `UPDATE vaccination_records SET verified_at = NULL, verified_by_user_id = NULL, updated_at = $2::timestamptz,
            card_key = CASE WHEN $3::boolean THEN $4::varchar ELSE card_key END, card_name = CASE WHEN $3::boolean THEN $5::varchar ELSE card_name END,
            medically_exempt = CASE WHEN $6::boolean THEN $7::boolean ELSE medically_exempt END,
            exemption_reason = CASE WHEN $6::boolean THEN $8::text ELSE exemption_reason END
      WHERE personnel_id = $1`,
    [
      personnelId,
      at,
      !!set.card,
      set.card?.key ?? null,
      set.card?.name ?? null,
      !!set.exemption,
      set.exemption?.exempt ?? false,
      set.exemption?.reason ?? null,
    ],
  );
}

export async function insertDose(
  db: Queryable,
  personnelId: number,
  v: { brandId: number; doseNumber: number; isBooster: boolean; givenOn: string; place: string },
) {
  return (await queryOne<{ id: number }>(
    db,
    `INSERT INTO vaccination_doses (personnel_id, brand_id, dose_number, is_booster, given_on, place) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [personnelId, v.brandId, v.doseNumber, v.isBooster, v.givenOn, v.place],
  ))!.id;
}

export async function deleteDose(db: Queryable, personnelId: number, id: number): Promise<boolean> {
  return (await execute(db, `DELETE FROM vaccination_doses WHERE id = $1 AND personnel_id = $2`, [id, personnelId])) > 0;
}

export async function verifyRecord(db: Queryable, personnelId: number, userId: number, at: Date): Promise<void> {
  await execute(db, `INSERT INTO vaccination_records (personnel_id) VALUES ($1) ON CONFLICT DO NOTHING`, [personnelId]);
  await execute(db, `UPDATE vaccination_records SET verified_at = $3, verified_by_user_id = $2 WHERE personnel_id = $1`, [personnelId, userId, at]);
}

// ── Lists and counts ────────────────────────────────────────────────────────────────────────────

/** Records with a dose or an exemption that no health officer has verified, leaving out the officer's own. */
export async function countToVerify(db: Queryable, ownPersonnelId: number | null): Promise<number> {
  const sql = `SELECT count(*)::int AS n FROM (${PEOPLE('p.id IS DISTINCT FROM $1')}) x WHERE x.verified_at IS NULL AND (x.primary_doses + x.boosters > 0 OR x.exempt)`;
  return (await queryOne<{ n: number }>(db, sql, [ownPersonnelId ?? -1]))?.n ?? 0;
}

export async function listRecords(db: Queryable, q: TVaccinationQuery) {
  const p = new SqlParams();
  const where: string[] = [];
  if (q.department_id) where.push(`x.department_id = ${p.add(q.department_id)}`);
  if (q.status) where.push(`${STATUS} = ${p.add(q.status)}`);
  if (q.verified) where.push(q.verified === 'yes' ? 'x.verified_at IS NOT NULL' : 'x.verified_at IS NULL');
  if (q.term) where.push(`lower(${fullnameSql('pp')}) LIKE ${p.add(containsPattern(q.term))}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const from = `FROM (${PEOPLE()}) x JOIN personnel pp ON pp.id = x.personnel_id LEFT JOIN departments d ON d.id = x.department_id ${filter}`;
  const total = (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n ${from}`, p.values))?.n ?? 0;
  const limit = p.add(q.per_page);
  const offset = p.add((q.page - 1) * q.per_page);
  const records = await query(
    db,
    ZVaccinationRow,
    `SELECT x.personnel_id, ${fullnameSql('pp')} AS fullname, d.acronym AS department, ${STATUS} AS status, x.primary_doses, x.boosters,
            x.has_card, x.verified_at
       ${from} ORDER BY x.verified_at IS NOT NULL, lower(pp.last_name), lower(pp.first_name), x.personnel_id LIMIT ${limit} OFFSET ${offset}`,
    p.values,
  );
  return { records, total };
}

/** Every employee's line for the report, by office then name. */
export async function reportRows(db: Queryable, departmentId: number | null) {
  return query<{
    office: string;
    fullname: string;
    status: string;
    brand: string | null;
    primary_doses: number;
    boosters: number;
    has_card: boolean;
    verified_at: string | null;
  }>(
    db,
    `SELECT coalesce(d.acronym, '(no office)') AS office, ${fullnameSql('pp')} AS fullname, ${STATUS} AS status,
            (SELECT b.name FROM vaccination_doses v JOIN vaccine_brands b ON b.id = v.brand_id
              WHERE v.personnel_id = x.personnel_id AND NOT v.is_booster AND v.dose_number = 1) AS brand,
            x.primary_doses, x.boosters, x.has_card, x.verified_at
       FROM (${PEOPLE('($1::int IS NULL OR p.department_id = $1)')}) x
       JOIN personnel pp ON pp.id = x.personnel_id LEFT JOIN departments d ON d.id = x.department_id
      ORDER BY d.acronym NULLS LAST, lower(pp.last_name), lower(pp.first_name), x.personnel_id`,
    [departmentId],
  );
}

/** The offices a person heads or stands in for. */
export const headedOffices = (db: Queryable, personnelId: number) =>
  query(db, ZDepartmentRef, `SELECT id, fullname, acronym FROM departments WHERE is_active AND $1 IN (head_personnel_id, oic_personnel_id) ORDER BY acronym`, [
    personnelId,
  ]);

export type CountsRow = { total: number; fully_vaccinated: number; boosted: number; partially: number; exempt: number; none: number; verified: number };

/**
 * The analytics in one statement: the counts per office, per campus and in all (GROUPING SETS over one pass of the
 * people), for every office or only `offices` (a head's). Offices with nobody are left out.
 */
export async function countsByOfficeAndCampus(db: Queryable, offices: number[] | null) {
  return query<CountsRow & { level: 'office' | 'campus' | 'all'; id: number | null; name: string | null; acronym: string | null; campus: string | null }>(
    db,
    `SELECT CASE WHEN grouping(x.department_id) = 0 THEN 'office' WHEN grouping(x.campus_id) = 0 THEN 'campus' ELSE 'all' END AS level,
            CASE WHEN grouping(x.department_id) = 0 THEN x.department_id ELSE x.campus_id END AS id,
            CASE WHEN grouping(x.department_id) = 0 THEN min(d.fullname) ELSE min(c.name) END AS name,
            min(d.acronym) AS acronym, min(c.acronym) AS campus,
            ${COUNTS}
       FROM (${PEOPLE('($1::int[] IS NULL OR p.department_id = ANY($1))')}) x
       LEFT JOIN departments d ON d.id = x.department_id
       JOIN campuses c ON c.id = x.campus_id
      GROUP BY GROUPING SETS ((x.department_id), (x.campus_id), ())
      ORDER BY 1, 4, 3`,
    [offices],
  );
}

/** Doses given per Manila month from `since` (a YYYY-MM-01), primary and boosters. */
export async function dosesByMonth(db: Queryable, since: string, offices: number[] | null) {
  return query<{ month: string; primary: number; booster: number }>(
    db,
    `SELECT to_char(v.given_on, 'YYYY-MM') AS month, count(*) FILTER (WHERE NOT v.is_booster)::int AS "primary",
            count(*) FILTER (WHERE v.is_booster)::int AS booster
       FROM vaccination_doses v JOIN personnel p ON p.id = v.personnel_id
      WHERE v.given_on >= $1::date AND p.is_active AND ($2::int[] IS NULL OR p.department_id = ANY($2))
      GROUP BY 1 ORDER BY 1`,
    [since, offices],
  );
}
