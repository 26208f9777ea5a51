import { z } from 'zod';
import type { Queryable } from '@hris/db';
import {
  APPLICANT_ROLE,
  ZApplicantProfile,
  ZApplicantRow,
  type TApplicant,
  type TApplicantProfileBody,
  type TApplicantRegisterBody,
  type TApplicantRow,
} from '@hris/contracts';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, SqlParams } from '../../lib/sql';

// Applicants from outside the university: their accounts, the e-mail verifications that prove their addresses, and
// the profiles hiring reads.

export type Account = { id: number; email: string; name: string };

export function accountByEmail(db: Queryable, email: string) {
  return queryOne<Account>(db, `SELECT id, email, name FROM users WHERE lower(email) = lower($1)`, [email]);
}

export function accountById(db: Queryable, userId: number) {
  return queryOne<Account>(db, `SELECT id, name, email FROM users WHERE id = $1`, [userId]);
}

/** An active account whose address is not yet verified. */
export function unverifiedAccountByEmail(db: Queryable, email: string) {
  return queryOne<Account>(db, `SELECT id, email, name FROM users WHERE lower(email) = lower($1) AND email_verified_at IS NULL AND is_active`, [email]);
}

/**
 * A new applicant's account (the applicant role only, the address not yet verified) and their profile's start, in the
 * caller's transaction. Null when the address was registered by a parallel request a moment ago: nothing is written.
 */
export async function insertApplicant(
  tx: Queryable,
  a: { body: TApplicantRegisterBody; name: string; passwordHash: string; twoFactorSecret: string },
): Promise<number | null> {
  const { body } = a;
  const row = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO users (email, name, password_hash, mobile_no, two_factor_secret, email_verified_at) VALUES ($1, $2, $3, $4, $5, NULL)
     ON CONFLICT DO NOTHING RETURNING id`,
    [body.email, a.name, a.passwordHash, body.mobile_no ?? null, a.twoFactorSecret],
  );
  if (!row) return null;
  await execute(tx, `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2`, [row.id, APPLICANT_ROLE]);
  await execute(tx, `INSERT INTO applicant_profiles (user_id, first_name, middle_name, last_name, name_extension, mobile_no) VALUES ($1, $2, $3, $4, $5, $6)`, [
    row.id,
    body.first_name,
    body.middle_name ?? null,
    body.last_name,
    body.name_extension ?? null,
    body.mobile_no ?? null,
  ]);
  return row.id;
}

/** A verification link's token (its SHA-256), alive `hours` from `now`. */
export async function insertVerification(db: Queryable, userId: number, tokenHash: string, now: Date, hours: number): Promise<void> {
  await execute(db, `INSERT INTO email_verifications (user_id, token_hash, expires_at) VALUES ($1, $2, $3::timestamptz + make_interval(hours => $4))`, [
    userId,
    tokenHash,
    now,
    hours,
  ]);
}

/** Uses a verification link once, if still alive: answers whose it was. */
export async function useVerification(db: Queryable, tokenHash: string, now: Date): Promise<number | null> {
  const used = await queryOne<{ user_id: number }>(
    db,
    `UPDATE email_verifications SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
    [tokenHash, now],
  );
  return used?.user_id ?? null;
}

export async function markEmailVerified(db: Queryable, userId: number, now: Date): Promise<void> {
  await execute(db, `UPDATE users SET email_verified_at = $2, updated_at = now() WHERE id = $1 AND email_verified_at IS NULL`, [userId, now]);
}

export function profileOf(db: Queryable, userId: number) {
  return queryOne(
    db,
    ZApplicantProfile.omit({ complete: true }),
    `SELECT first_name, middle_name, last_name, name_extension, sex, birth_date::text, mobile_no, address, sections FROM applicant_profiles WHERE user_id = $1`,
    [userId],
  );
}

/** The name of an account (a staff member's profile starts from it). */
export async function accountName(db: Queryable, userId: number): Promise<string | null> {
  const user = await queryOne<{ name: string }>(db, `SELECT name FROM users WHERE id = $1`, [userId]);
  return user?.name ?? null;
}

/** Sets the applicant's profile (each PDS part already checked). */
export async function saveProfile(db: Queryable, userId: number, body: TApplicantProfileBody, sections: Record<string, Record<string, unknown>[]>) {
  await execute(
    db,
    `INSERT INTO applicant_profiles (user_id, first_name, middle_name, last_name, name_extension, sex, birth_date, mobile_no, address, sections, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
     ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, middle_name = EXCLUDED.middle_name, last_name = EXCLUDED.last_name,
       name_extension = EXCLUDED.name_extension, sex = EXCLUDED.sex, birth_date = EXCLUDED.birth_date, mobile_no = EXCLUDED.mobile_no,
       address = EXCLUDED.address, sections = EXCLUDED.sections, updated_at = now()`,
    [
      userId,
      body.first_name,
      body.middle_name ?? null,
      body.last_name,
      body.name_extension ?? null,
      body.sex ?? null,
      body.birth_date ?? null,
      body.mobile_no ?? null,
      body.address ?? null,
      JSON.stringify(sections),
    ],
  );
}

/** One page of everyone with an applicant profile, by surname (matching `term` in the name or address when given). */
export async function applicantsPage(db: Queryable, f: { term?: string; page: number; perPage: number }): Promise<{ rows: TApplicantRow[]; total: number }> {
  const params = new SqlParams();
  const where = ['true'];
  if (f.term) {
    const like = params.add(containsPattern(f.term));
    where.push(`(lower(u.name) LIKE ${like} OR lower(u.email) LIKE ${like})`);
  }
  const rows = await query(
    db,
    ZApplicantRow.extend({ __total: z.number().int() }),
    `SELECT u.id, u.name, u.email, u.email_verified_at IS NOT NULL AS email_verified,
            (SELECT count(*)::int FROM job_applications a WHERE a.applicant_user_id = u.id) AS applications_count,
            (ap.sex IS NOT NULL AND ap.birth_date IS NOT NULL AND jsonb_array_length(coalesce(ap.sections->'educbackground', '[]')) > 0) AS profile_complete,
            count(*) OVER ()::int AS __total
       FROM applicant_profiles ap JOIN users u ON u.id = ap.user_id
      WHERE ${where.join(' AND ')} ORDER BY lower(ap.last_name), lower(ap.first_name), u.id LIMIT ${params.add(f.perPage)} OFFSET ${params.add((f.page - 1) * f.perPage)}`,
    params.values,
  );
  return { rows: rows.map(({ __total: _t, ...r }) => r), total: rows[0]?.__total ?? 0 };
}

export type ApplicantApplicationRow = Omit<TApplicant['applications'][number], 'status_label'>;

/** The applicant's applications, newest first, with the post each is for. */
export function applicationsOf(db: Queryable, userId: number) {
  return query<ApplicantApplicationRow>(
    db,
    `SELECT a.id, a.status, a.remarks, a.submitted_at, json_build_object('id', j.id, 'code', j.code, 'position', pos.name) AS job_post
       FROM job_applications a JOIN job_posts j ON j.id = a.job_post_id JOIN positions pos ON pos.id = j.position_id
      WHERE a.applicant_user_id = $1 ORDER BY a.submitted_at DESC`,
    [userId],
  );
}
