import { createHash, randomBytes } from 'node:crypto';
import { withTransaction } from '@hris/db';
import {
  APPLICANT_PROFILE_SECTIONS,
  APPLICANT_ROLE,
  APPLICATION_STATUS_LABELS,
  PDS_SECTIONS,
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
import * as repo from './applicants.repo';

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
  const taken = await repo.accountByEmail(deps.db, body.email);
  if (taken) {
    await tellAddressTaken(deps, taken, ip);
    return answer;
  }
  const name = [body.first_name, body.middle_name, body.last_name, body.name_extension].filter(Boolean).join(' ');
  // Null: registered by a parallel request a moment ago, and nothing was written.
  const userId = await withTransaction(deps.db, (tx) =>
    repo.insertApplicant(tx, { body, name, passwordHash, twoFactorSecret: newSealedTotpSecret(deps.config.dataKey) }),
  );
  if (userId === null) {
    const winner = await repo.accountByEmail(deps.db, body.email);
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
async function tellAddressTaken(deps: Deps, owner: repo.Account, ip: string | null) {
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
  await repo.insertVerification(deps.db, userId, sha256(token), deps.clock.now(), VERIFY_HOURS);
  await deps.mailer.send({
    to: email,
    subject: 'Verify your e-mail address for the university job portal',
    text: `Good day, ${name}.\n\nTo finish creating your applicant account, open this link within ${VERIFY_HOURS} hours:\n${deps.config.publicUrl}/jobs/verify_email?token=${token}\n\nIf you did not register, ignore this message.\n`,
  });
}

export async function verifyEmail(deps: Deps, token: string) {
  const now = deps.clock.now();
  const userId = await repo.useVerification(deps.db, sha256(token), now);
  if (userId === null) throw AppError.validation('token', 'This link is invalid or has expired. Ask for a new one.');
  await repo.markEmailVerified(deps.db, userId, now);
  await writeAudit(deps.db, { actorUserId: userId, action: 'email_verified', entity: 'user', entityId: userId });
  return { message: 'Your e-mail address is verified. You can now sign in.' };
}

/** Answers the same whether or not the address is known or already verified. */
export async function resendVerification(deps: Deps, email: string) {
  const waiting = await repo.unverifiedAccountByEmail(deps.db, email);
  if (waiting) await sendVerification(deps, waiting.id, waiting.email, waiting.name);
  return { message: 'If the address has an account waiting for verification, a new link was sent to it.' };
}

export type ApplicantProfile = TApplicantProfile;

/** Enough to be screened: a name, sex and birth date, and at least one school attended. */
export const isComplete = (p: Omit<ApplicantProfile, 'complete'>) => !!(p.sex && p.birth_date && (p.sections.educbackground?.length ?? 0) > 0);

export async function profileOf(deps: Deps, userId: number): Promise<ApplicantProfile | null> {
  const row = await repo.profileOf(deps.db, userId);
  if (!row) return null;
  return { ...row, complete: isComplete(row) };
}

/** The caller's profile; a staff member applying from inside starts one from their name. */
export async function myProfile(deps: Deps, actor: Actor): Promise<{ profile: TApplicantProfile }> {
  const profile = await profileOf(deps, actor.userId);
  if (profile) return { profile };
  const name = await repo.accountName(deps.db, actor.userId);
  const [first = '', ...rest] = (name ?? '').split(' ');
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
  await repo.saveProfile(deps.db, actor.userId, body, sections);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'update', entity: 'applicant_profile', entityId: actor.userId, ip: actor.ip });
  return { message: 'Your profile has been saved.', profile: (await profileOf(deps, actor.userId))! };
}

/** Everyone with an applicant profile (the recruitment office). */
export async function listApplicants(deps: Deps, q: { term?: string; page: number; per_page: number }) {
  const { rows, total } = await repo.applicantsPage(deps.db, { term: q.term && q.term.length > 2 ? q.term : undefined, page: q.page, perPage: q.per_page });
  return { applicants: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

export async function getApplicant(deps: Deps, actor: Actor, userId: number): Promise<{ applicant: TApplicant }> {
  const profile = await profileOf(deps, userId);
  if (!profile) throw AppError.notFound('The applicant was not found.');
  await auditPersonalRead(deps, actor, { entity: 'applicant_profile', entityId: userId, userId, what: 'applicant profile' });
  const [user, applications] = await Promise.all([repo.accountById(deps.db, userId), repo.applicationsOf(deps.db, userId)]);
  return { applicant: { ...user!, profile, applications: applications.map((a) => ({ ...a, status_label: APPLICATION_STATUS_LABELS[a.status] ?? a.status })) } };
}
