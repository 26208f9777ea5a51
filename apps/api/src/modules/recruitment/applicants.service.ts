import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { withTransaction } from '@hris/db';
import {
  APPLICANT_PROFILE_SECTIONS,
  APPLICANT_ROLE,
  APPLICATION_STATUS_LABELS,
  PDS_SECTIONS,
  ZApplicantProfile,
  ZApplicantRow,
  type TApplicant,
  type TApplicantProfile,
  type TApplicantProfileBody,
  type TApplicantRegisterBody,
} from '@hris/contracts';
import { newSealedTotpSecret } from '../../lib/secret-box';
import { hashNewPassword } from '../auth';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { execute, query, queryOne } from '../../lib/query';
import { containsPattern, SqlParams } from '../../lib/sql';

type Account = { id: number; email: string; name: string };
const accountByEmail = (deps: Deps, email: string) => queryOne<Account>(deps.db, `SELECT id, email, name FROM users WHERE lower(email) = lower($1)`, [email]);

// Applicants from outside the university: they register (the account gets the applicant role only),
// prove their e-mail address by a link, and keep a profile with the PDS parts hiring reads, each entry
// checked by the same schema as the PDS (packages/contracts/src/pds.ts).

const VERIFY_HOURS = 48;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Registers an applicant and e-mails the link that proves the address. An address that already has an
 * account gets an e-mail saying so instead: the answer (and its time: a hash and a message either way) is
 * the same, so registration does not tell who has an account (issue 15, item 6).
 */
export async function register(deps: Deps, body: TApplicantRegisterBody, ip: string | null) {
  const passwordHash = await hashNewPassword(body.password);
  const answer = { message: `We sent a message to ${body.email} with the next step: open it to go on.` };
  const taken = await accountByEmail(deps, body.email);
  if (taken) {
    await tellAddressTaken(deps, taken, ip);
    return answer;
  }
  const name = [body.first_name, body.middle_name, body.last_name, body.name_extension].filter(Boolean).join(' ');
  const userId = await withTransaction(deps.db, async (tx) => {
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO users (email, name, password_hash, mobile_no, two_factor_secret, email_verified_at) VALUES ($1, $2, $3, $4, $5, NULL)
       ON CONFLICT DO NOTHING RETURNING id`,
      [body.email, name, passwordHash, body.mobile_no ?? null, newSealedTotpSecret(deps.config.dataKey)],
    );
    // Registered by a parallel request a moment ago: nothing was written.
    if (!row) return null;
    await execute(tx, `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2`, [row.id, APPLICANT_ROLE]);
    await execute(
      tx,
      `INSERT INTO applicant_profiles (user_id, first_name, middle_name, last_name, name_extension, mobile_no) VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.id, body.first_name, body.middle_name ?? null, body.last_name, body.name_extension ?? null, body.mobile_no ?? null],
    );
    return row.id;
  });
  if (userId === null) {
    const winner = await accountByEmail(deps, body.email);
    if (winner) await tellAddressTaken(deps, winner, ip);
    return answer;
  }
  await sendVerification(deps, userId, body.email, name);
  await writeAudit(deps.db, {
    actorUserId: userId,
    action: 'register',
    entity: 'user',
    entityId: userId,
    after: { email: body.email, role: APPLICANT_ROLE },
    ip,
  });
  return answer;
}

/** Tells the owner of an address that someone tried to register with it. */
async function tellAddressTaken(deps: Deps, owner: Account, ip: string | null) {
  await deps.mailer.send({
    to: owner.email,
    subject: 'About registering on the university job portal',
    text:
      `Good day, ${owner.name}.\n\nSomeone, perhaps you, tried to register on the university job portal with this e-mail address, which already has an account.\n\n` +
      `To sign in, go to ${deps.config.publicUrl}/login. If you forgot your password, ask for a new one at ${deps.config.publicUrl}/forgot_password.\n\n` +
      `If it was not you, ignore this message: nothing was changed.\n`,
  });
  await writeAudit(deps.db, {
    actorUserId: null,
    action: 'register_refused',
    entity: 'user',
    entityId: owner.id,
    after: { reason: 'address has an account' },
    ip,
  });
}

async function sendVerification(deps: Deps, userId: number, email: string, name: string) {
  const token = randomBytes(32).toString('base64url');
  await execute(deps.db, `INSERT INTO email_verifications (user_id, token_hash, expires_at) VALUES ($1, $2, $3::timestamptz + make_interval(hours => $4))`, [
    userId,
    sha256(token),
    deps.clock.now(),
    VERIFY_HOURS,
  ]);
  await deps.mailer.send({
    to: email,
    subject: 'Verify your e-mail address for the university job portal',
    text: `Good day, ${name}.\n\nTo finish creating your applicant account, open this link within ${VERIFY_HOURS} hours:\n${deps.config.publicUrl}/jobs/verify_email?token=${token}\n\nIf you did not register, ignore this message.\n`,
  });
}

export async function verifyEmail(deps: Deps, token: string) {
  const now = deps.clock.now();
  const used = await queryOne<{ user_id: number }>(
    deps.db,
    `UPDATE email_verifications SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
    [sha256(token), now],
  );
  if (!used) throw AppError.validation('token', 'This link is invalid or has expired. Ask for a new one.');
  await execute(deps.db, `UPDATE users SET email_verified_at = $2, updated_at = now() WHERE id = $1 AND email_verified_at IS NULL`, [used.user_id, now]);
  await writeAudit(deps.db, { actorUserId: used.user_id, action: 'email_verified', entity: 'user', entityId: used.user_id });
  return { message: 'Your e-mail address is verified. You can now sign in.' };
}

/** Answers the same whether or not the address is known or already verified. */
export async function resendVerification(deps: Deps, email: string) {
  const waiting = await queryOne<Account>(
    deps.db,
    `SELECT id, email, name FROM users WHERE lower(email) = lower($1) AND email_verified_at IS NULL AND is_active`,
    [email],
  );
  if (waiting) await sendVerification(deps, waiting.id, waiting.email, waiting.name);
  return { message: 'If the address has an account waiting for verification, a new link was sent to it.' };
}

export type ApplicantProfile = TApplicantProfile;

/** Enough to be screened: a name, sex and birth date, and at least one school attended. */
export const isComplete = (p: Omit<ApplicantProfile, 'complete'>) => !!(p.sex && p.birth_date && (p.sections.educbackground?.length ?? 0) > 0);

export async function profileOf(deps: Deps, userId: number): Promise<ApplicantProfile | null> {
  const row = await queryOne(
    deps.db,
    ZApplicantProfile.omit({ complete: true }),
    `SELECT first_name, middle_name, last_name, name_extension, sex, birth_date::text, mobile_no, address, sections FROM applicant_profiles WHERE user_id = $1`,
    [userId],
  );
  if (!row) return null;
  return { ...row, complete: isComplete(row) };
}

/** The caller's profile; a staff member applying from inside starts one from their name. */
export async function myProfile(deps: Deps, actor: Actor): Promise<{ profile: TApplicantProfile }> {
  const profile = await profileOf(deps, actor.userId);
  if (profile) return { profile };
  const user = await queryOne<{ name: string }>(deps.db, `SELECT name FROM users WHERE id = $1`, [actor.userId]);
  const [first = '', ...rest] = (user?.name ?? '').split(' ');
  return {
    profile: {
      first_name: first,
      middle_name: null,
      last_name: rest.join(' '),
      name_extension: null,
      sex: null,
      birth_date: null,
      mobile_no: null,
      address: null,
      sections: {},
      complete: false,
    },
  };
}

/** Saves the profile; each entry of the PDS parts is checked by that part's PDS schema (errors keyed sections.<part>.<index>.<field>). */
export async function saveMyProfile(deps: Deps, actor: Actor, body: TApplicantProfileBody) {
  const sections: Record<string, Record<string, unknown>[]> = {};
  const errors: Record<string, string[]> = {};
  for (const section of APPLICANT_PROFILE_SECTIONS) {
    const entries = body.sections[section] ?? [];
    const schema = PDS_SECTIONS[section].schema;
    sections[section] = [];
    entries.forEach((entry, i) => {
      const parsed = schema.safeParse(entry);
      if (parsed.success) sections[section]!.push(parsed.data);
      else for (const issue of parsed.error.issues) (errors[`sections.${section}.${i}.${issue.path.join('.')}`] ??= []).push(issue.message);
    });
  }
  if (Object.keys(errors).length) throw AppError.validationMany(errors);
  await execute(
    deps.db,
    `INSERT INTO applicant_profiles (user_id, first_name, middle_name, last_name, name_extension, sex, birth_date, mobile_no, address, sections, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
     ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, middle_name = EXCLUDED.middle_name, last_name = EXCLUDED.last_name,
       name_extension = EXCLUDED.name_extension, sex = EXCLUDED.sex, birth_date = EXCLUDED.birth_date, mobile_no = EXCLUDED.mobile_no,
       address = EXCLUDED.address, sections = EXCLUDED.sections, updated_at = now()`,
    [
      actor.userId,
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
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'applicant_profile', entityId: actor.userId, ip: actor.ip });
  return { message: 'Your profile has been saved.', profile: (await profileOf(deps, actor.userId))! };
}

/** Everyone with an applicant profile (the recruitment office). */
export async function listApplicants(deps: Deps, q: { term?: string; page: number; per_page: number }) {
  const params = new SqlParams();
  const where = ['true'];
  if (q.term && q.term.length > 2) {
    const like = params.add(containsPattern(q.term));
    where.push(`(lower(u.name) LIKE ${like} OR lower(u.email) LIKE ${like})`);
  }
  const rows = await query(
    deps.db,
    ZApplicantRow.extend({ __total: z.number().int() }),
    `SELECT u.id, u.name, u.email, u.email_verified_at IS NOT NULL AS email_verified,
            (SELECT count(*)::int FROM job_applications a WHERE a.applicant_user_id = u.id) AS applications_count,
            (ap.sex IS NOT NULL AND ap.birth_date IS NOT NULL AND jsonb_array_length(coalesce(ap.sections->'educbackground', '[]')) > 0) AS profile_complete,
            count(*) OVER ()::int AS __total
       FROM applicant_profiles ap JOIN users u ON u.id = ap.user_id
      WHERE ${where.join(' AND ')} ORDER BY lower(ap.last_name), lower(ap.first_name), u.id LIMIT ${params.add(q.per_page)} OFFSET ${params.add((q.page - 1) * q.per_page)}`,
    params.values,
  );
  return { applicants: rows.map(({ __total: _t, ...r }) => r), meta: { page: q.page, per_page: q.per_page, total: rows[0]?.__total ?? 0 } };
}

type ApplicantApplicationRow = Omit<TApplicant['applications'][number], 'status_label'>;

export async function getApplicant(deps: Deps, actor: Actor, userId: number): Promise<{ applicant: TApplicant }> {
  const profile = await profileOf(deps, userId);
  if (!profile) throw AppError.notFound('The applicant was not found.');
  await auditPersonalRead(deps, actor, { entity: 'applicant_profile', entityId: userId, userId, what: 'applicant profile' });
  const [user, applications] = await Promise.all([
    queryOne<Account>(deps.db, `SELECT id, name, email FROM users WHERE id = $1`, [userId]),
    query<ApplicantApplicationRow>(
      deps.db,
      `SELECT a.id, a.status, a.remarks, a.submitted_at, json_build_object('id', j.id, 'code', j.code, 'position', pos.name) AS job_post
         FROM job_applications a JOIN job_posts j ON j.id = a.job_post_id JOIN positions pos ON pos.id = j.position_id
        WHERE a.applicant_user_id = $1 ORDER BY a.submitted_at DESC`,
      [userId],
    ),
  ]);
  return { applicant: { ...user!, profile, applications: applications.map((a) => ({ ...a, status_label: APPLICATION_STATUS_LABELS[a.status] ?? a.status })) } };
}
