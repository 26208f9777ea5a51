import type { z } from 'zod';
import type { ZInterviewSlotBody, ZInviteBody, ZScheduleResponseBody } from '@hris/contracts';
import { APPLICATION_STATUS_LABELS, type TApplicationStatus } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { notify } from '../notifications';
import { recordApplicationEvent } from '../recruitment';
import { interviewTime, mustFindPost } from './selection.shared';
import * as repo from './interviews.repo';

// Interviews: the recruitment office sets times for a post and invites qualified applicants; each
// invitation is e-mailed with a signed link to /schedule_response, where the applicant accepts,
// declines or asks for another time without signing in.

export const MANAGE_INTERVIEWS = ['RSP'] as const;
/** An invitation link works until the interview starts. */
const PURPOSE = 'interview';
/** Who may be invited: the qualified, and those already invited (moved to another time). */
const INVITABLE: TApplicationStatus[] = ['qualified', 'interview'];
const LINK_INVALID = 'This link is invalid or has expired. Contact the Human Resource Management Office.';

/** `<invitation id>.<expiry, epoch seconds>.<HMAC>`: short enough for an e-mail, impossible to guess. */
export function invitationToken(deps: Pick<Deps, 'tokens'>, invitationId: number, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${invitationId}.${exp}.${deps.tokens.hmac('invitation', `${PURPOSE}|${invitationId}|${exp}`)}`;
}

function invitationIdOf(deps: Pick<Deps, 'tokens' | 'clock'>, token: string): number | null {
  const [id, exp, sig] = token.split('.');
  if (!id || !exp || !sig || !/^\d+$/.test(id) || !/^\d+$/.test(exp)) return null;
  if (Number(exp) < deps.clock.now().getTime() / 1000 || !deps.tokens.hmacMatches('invitation', `${PURPOSE}|${id}|${exp}`, sig)) return null;
  return Number(id);
}

async function mustFindInvitation(deps: Deps, token: string) {
  const id = invitationIdOf(deps, token);
  const invitation = id ? await repo.findInvitation(deps.db, id) : null;
  if (!invitation) throw AppError.notFound(LINK_INVALID);
  return invitation;
}

export async function listSlots(deps: Deps, postId: number) {
  await mustFindPost(deps, postId);
  return { slots: await repo.slotsOf(deps.db, postId) };
}

export async function addSlot(deps: Deps, actor: Actor, postId: number, body: z.infer<typeof ZInterviewSlotBody>) {
  const post = await mustFindPost(deps, postId);
  if (post.status === 'draft') throw AppError.validation('starts_at', 'Publish the post before scheduling interviews.');
  if (Date.parse(body.starts_at) <= deps.clock.now().getTime()) throw AppError.validation('starts_at', 'The interview time must be in the future.');
  const id = await repo.insertSlot(deps.db, postId, body.starts_at, body.venue);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'create',
    entity: 'interview_slot',
    entityId: id,
    after: { job_post_id: postId, ...body },
    ip: actor.ip,
  });
  const slot = (await repo.slotsOf(deps.db, postId)).find((s) => s.id === id)!;
  return { message: `The interview time ${interviewTime(body.starts_at)} has been added.`, slot };
}

export async function removeSlot(deps: Deps, actor: Actor, slotId: number) {
  const slot = await repo.findSlot(deps.db, slotId);
  if (!slot) throw AppError.notFound('The interview time was not found.');
  if (slot.invitations > 0) throw AppError.validation('id', 'Applicants have been invited to this time; invite them to another time first.');
  await repo.deleteSlot(deps.db, slotId);
  await writeAudit(deps.db, { actorUserId: actor.userId, action: 'delete', entity: 'interview_slot', entityId: slotId, before: slot, ip: actor.ip });
  return { message: 'The interview time has been removed.' };
}

export async function invite(deps: Deps, actor: Actor, postId: number, body: z.infer<typeof ZInviteBody>) {
  await mustFindPost(deps, postId);
  const slot = await repo.findSlot(deps.db, body.slot_id);
  if (!slot || slot.job_post_id !== postId) throw AppError.validation('slot_id', "The selected interview time is not one of this post's.");
  const startsAt = new Date(slot.starts_at);
  if (startsAt.getTime() <= deps.clock.now().getTime()) throw AppError.validation('slot_id', 'This interview time has passed; add a new one.');
  const ids = [...new Set(body.application_ids)];
  const found = await repo.applicationsOfPost(deps.db, postId, ids);
  if (found.length !== ids.length) throw AppError.validation('application_ids', 'Some of the selected applications are not of this post.');
  // All or none: one applicant who cannot be invited stops the batch before anyone is e-mailed.
  const refused = found.find((a) => !INVITABLE.includes(a.status as TApplicationStatus));
  if (refused) {
    throw AppError.validation(
      'application_ids',
      `Only qualified applicants can be invited; ${refused.name} is "${APPLICATION_STATUS_LABELS[refused.status as TApplicationStatus] ?? refused.status}".`,
    );
  }
  const when = interviewTime(startsAt);
  for (const application of found) {
    const invitationId = await repo.replaceInvitation(deps.db, application.id, slot.id);
    const link = `${deps.config.publicUrl}/schedule_response?token=${invitationToken(deps, invitationId, startsAt)}`;
    await recordApplicationEvent(deps, {
      applicationId: application.id,
      status: 'interview',
      remarks: `Interview on ${when} at ${slot.venue}.`,
      actorUserId: actor.userId,
      emailLines: ['Please tell us whether you can come (accept, decline or ask for another time) through this link:', link],
    });
  }
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'invite',
    entity: 'interview_slot',
    entityId: slot.id,
    after: { application_ids: ids },
    ip: actor.ip,
  });
  return {
    message:
      found.length === 1
        ? `${found[0]!.name} has been invited to the interview on ${when}.`
        : `${found.length} applicants have been invited to the interview on ${when}.`,
    invited: found.length,
  };
}

/** What the applicant sees when opening the link (no sign-in). */
export async function readInvitation(deps: Deps, token: string) {
  const i = await mustFindInvitation(deps, token);
  return {
    invitation: {
      applicant_name: i.applicant_name,
      position: i.position,
      starts_at: i.starts_at,
      venue: i.venue,
      response: i.response,
      response_note: i.response_note,
    },
  };
}

const ANSWERS = { accepted: 'will attend', declined: 'declined', reschedule: 'asked for another time for' } as const;

export async function answerInvitation(deps: Deps, body: z.infer<typeof ZScheduleResponseBody>, ip: string | null) {
  const i = await mustFindInvitation(deps, body.token);
  if (i.application_status !== 'interview') throw AppError.validation('response', 'This application is no longer waiting for an interview.');
  const note = body.note?.trim() || null;
  await repo.saveResponse(deps.db, i.id, body.response, note, deps.clock.now());
  await writeAudit(deps.db, {
    actorUserId: null,
    action: 'interview_response',
    entity: 'job_application',
    entityId: i.application_id,
    before: { response: i.response },
    after: { response: body.response, note },
    ip,
  });
  // The office that made the post hears the answer; everyone in it sees it on the schedule page.
  if (i.post_created_by) {
    await notify(
      deps,
      { userId: i.post_created_by },
      {
        title: `${i.applicant_name} ${ANSWERS[body.response]} the interview`,
        description: `${i.position} (${i.post_code}), ${interviewTime(i.starts_at)}${note ? `: ${note}` : ''}`,
        link: `/rsp/job_posts/${i.post_id}/interview/schedule`,
      },
    );
  }
  const message = {
    accepted: 'Thank you. We expect you at the interview.',
    declined: 'Thank you for letting us know. You will not be expected at the interview.',
    reschedule: 'Thank you. The office will send you another time.',
  }[body.response];
  return { message };
}
