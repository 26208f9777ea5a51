import { FACE_IMAGE_CONSENT_TEXT, words, type TFaceEnrolBody, type TFaceEnrolmentQuery, type TFaceRecognition, type TFaceRecognizeBody } from '@hris/contracts';
import { afterCommit, withTransaction } from '@hris/db';
import { bestMatches, cosineSimilarity, descriptorBytes, unitVector } from '../../domain/face-match';
import { manilaParts, hhmm } from '../../domain/manila-time';
import { refuseOwnRecord, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { readNumberSetting, writeSetting } from '../../lib/settings';
import { claimUpload } from '../../lib/uploads';
import { campusExists, findPunch, insertPunch } from '../attendance';
import { announcePunches } from '../attendance-reports';
import { campusIndex, forgetFaceIndexes } from './face-index';
import * as repo from './face.repo';

// Face attendance (issue 24; SPEC.md §2 eDATS admin face/register and face/recognize, group ADMIN). An administrator
// enrols an employee's captures (descriptors computed in the browser) with the employee's written consent; a picture is
// kept only when the employee also consents to that. The kiosk (an ADMIN account signed in on the tablet at the door)
// sends the descriptors of two frames around a blink or a head turn; both must match the same enrolled person of the
// kiosk's campus, and then a punch is recorded through the attendance path with the source "face". A face matching
// nobody records nothing.

/** Standing at the kiosk for a while records one punch: a match this soon after the last one answers that one. */
const REPEAT_SECONDS = 60;
/** Two frames this alike are one frame sent twice (a replayed capture), not a live face that blinked or turned. */
const SAME_FRAME_SIMILARITY = 0.999999;

export async function list(deps: Deps, actor: Actor, q: TFaceEnrolmentQuery) {
  const { rows, total } = await repo.list(deps.db, q);
  // Whose face data is enrolled, and when they consented, is personal data of others.
  if (rows.length) {
    await auditPersonalRead(deps, actor, { personnelIds: rows.map((r) => r.personnel_id), entity: 'face_enrolment', what: 'face attendance enrolments' });
  }
  return { enrolments: rows, meta: { page: q.page, per_page: q.per_page, total } };
}

export async function enrol(deps: Deps, actor: Actor, body: TFaceEnrolBody) {
  refuseOwnRecord(actor, body.personnel_id, 'Another administrator must enrol your own face.');
  const person = await repo.personOf(deps.db, body.personnel_id);
  if (!person) throw AppError.validation('personnel_id', 'The selected employee is invalid.');
  if (body.descriptors.some((d) => unitVector(d) === null)) {
    throw AppError.validation('descriptors', 'A capture holds no face (all zeros); capture it again.');
  }
  const at = deps.clock.now();
  // The consent kept is the text the employee agreed to, with the picture's when they agreed to that too.
  const consentText = body.keep_image ? `${body.consent.text}\n${FACE_IMAGE_CONSENT_TEXT}` : body.consent.text;
  await withTransaction(deps.db, async (tx) => {
    let imageKey: string | null = null;
    if (body.keep_image && body.image_path) {
      const upload = await claimUpload(tx, body.image_path, actor.userId);
      if (!upload) throw AppError.validation('image_path', 'The picture was not found; take it again.');
      if (!/\.(png|jpg)$/.test(upload.storage_key)) throw AppError.validation('image_path', 'The picture must be a PNG or JPEG image.');
      imageKey = upload.storage_key;
    }
    const { oldImageKey } = await repo.saveEnrolment(tx, {
      personnelId: person.id,
      consentText,
      consentedAt: at,
      imageKey,
      userId: actor.userId,
      descriptors: body.descriptors.map(descriptorBytes),
      dimensions: body.descriptors[0]!.length,
    });
    const after = { captures: body.descriptors.length, dimensions: body.descriptors[0]!.length, consent_text: consentText, kept_image: imageKey !== null };
    await writeAudit(tx, { actorUserId: actor.userId, action: 'create', entity: 'face_enrolment', entityId: person.id, after, ip: actor.ip });
    if (oldImageKey) afterCommit(tx, () => void deps.storage.remove(oldImageKey).catch(() => undefined));
  });
  forgetFaceIndexes(deps);
  return { message: `${person.name}'s face has been enrolled.`, enrolment: (await repo.find(deps.db, person.id))! };
}

/** Withdrawn consent: the descriptors (and a kept picture) are deleted; the person is no longer recognized. */
export async function withdraw(deps: Deps, actor: Actor, personnelId: number) {
  const person = await repo.personOf(deps.db, personnelId);
  const removed = await withTransaction(deps.db, async (tx) => {
    const gone = await repo.deleteEnrolment(tx, personnelId);
    if (!gone) return null;
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'delete',
      entity: 'face_enrolment',
      entityId: personnelId,
      after: { reason: 'consent withdrawn' },
      ip: actor.ip,
    });
    return gone;
  });
  if (!removed) throw AppError.notFound('This employee has no face enrolment.');
  forgetFaceIndexes(deps);
  if (removed.imageKey) await deps.storage.remove(removed.imageKey).catch(() => undefined);
  return { message: `${person?.name ?? 'The employee'}'s face data has been deleted.` };
}

export async function settings(deps: Deps) {
  return { match_threshold: await readNumberSetting(deps.db, 'face_match_threshold') };
}

export async function saveSettings(deps: Deps, actor: Actor, body: { match_threshold: number }) {
  const before = await settings(deps);
  await writeSetting(deps.db, 'face_match_threshold', body.match_threshold);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'system_settings',
    entityId: 'face_match_threshold',
    before,
    after: body,
    ip: actor.ip,
  });
  return { message: 'The face attendance settings have been saved.', settings: { match_threshold: body.match_threshold } };
}

const notRecognized = (message = 'Not recognized.'): TFaceRecognition => ({
  recognized: false,
  message,
  name: null,
  time: null,
  logged_at: null,
  repeated: false,
});

function greeting(minutes: number): string {
  return minutes < 12 * 60 ? 'Good morning' : minutes < 18 * 60 ? 'Good afternoon' : 'Good evening';
}

export async function recognize(deps: Deps, actor: Actor, body: TFaceRecognizeBody): Promise<TFaceRecognition> {
  if (!(await campusExists(deps.db, body.campus_id))) throw AppError.validation('campus_id', 'The selected campus is invalid.');
  const [first, second] = body.descriptors as [number[], number[]];
  // The liveness check runs in the kiosk; a modified client could fake its flag, so the server asks at least for two
  // different frames of one face (a single stolen capture sent twice is refused). See ARCHITECTURE.md.
  if (cosineSimilarity(first, second) >= SAME_FRAME_SIMILARITY) throw AppError.validation('liveness', 'Blink or turn your head first.');
  const [threshold, index] = await Promise.all([readNumberSetting(deps.db, 'face_match_threshold'), campusIndex(deps, body.campus_id)]);
  const [a, b] = bestMatches(index, [first, second], threshold);
  if (!a || !b || a.personnelId !== b.personnelId) return notRecognized();
  const person = (await repo.personOf(deps.db, a.personnelId))!;
  if (!person || person.campus_id !== body.campus_id) return notRecognized();

  const now = new Date(Math.floor(deps.clock.now().getTime() / 1000) * 1000);
  const recent = await repo.recentPunch(deps.db, person.id, now, REPEAT_SECONDS);
  const at = recent ? new Date(recent.logged_at) : now;
  if (!recent) {
    const id = await insertPunch(deps.db, { personnelId: person.id, loggedAt: at, source: 'face', createdByUserId: actor.userId });
    announcePunches(deps, id === null ? 0 : 1);
    const log = await findPunch(deps.db, person.id, at);
    await writeAudit(deps.db, {
      actorUserId: actor.userId,
      action: 'create',
      entity: 'attendance_logs',
      entityId: log?.id ?? null,
      after: {
        personnel_id: person.id,
        source: 'face',
        logged_at: at.toISOString(),
        similarity: Math.round(Math.min(a.similarity, b.similarity) * 1000) / 1000,
      },
      ip: actor.ip,
    });
  }
  const minutes = manilaParts(at).minutes;
  const time = hhmm(minutes);
  const earlier = await repo.punchesEarlierToday(deps.db, person.id, at);
  const what = earlier % 2 === 0 ? 'time in' : 'time out';
  const message = recent
    ? `${person.name}, your ${what} at ${words.clockTime(time)} is already recorded.`
    : `${greeting(minutes)}, ${person.name} — ${words.clockTime(time)}, ${what} recorded.`;
  return { recognized: true, message, name: person.name, time, logged_at: at.toISOString(), repeated: recent !== null };
}
