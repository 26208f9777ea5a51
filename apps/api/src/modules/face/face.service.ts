import {
  FACE_FRAME_MAX_BYTES,
  FACE_IMAGE_CONSENT_TEXT,
  words,
  type TFaceEnrolBody,
  type TFaceEnrolmentQuery,
  type TFaceRecognition,
  type TFaceRecognizeBody,
  type TFaceSettings,
  type TFaceSettingsBody,
} from '@hris/contracts';
import { afterCommit, withTransaction } from '@hris/db';
import { bestMatches, descriptorBytes } from '../../domain/face-match';
import { FACE_MESSAGES, frameProblem, livenessProblem } from '../../domain/face-liveness';
import { manilaParts, hhmm } from '../../domain/manila-time';
import { refuseOwnRecord, type Actor, type Kiosk } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { auditPersonalRead, writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { readFaceFrames } from '../../lib/face-engine';
import { readNumberSetting, writeSetting } from '../../lib/settings';
import { acceptUpload, detectFileKind, EXTENSION } from '../../lib/upload-check';
import { recordPunch } from '../attendance';
import { campusIndex, forgetFaceIndexes } from './face-index';
import * as repo from './face.repo';

// Face attendance (issue 24; SPEC.md §2 eDATS admin face/register and face/recognize). An administrator (ADMIN)
// enrols an employee's captures with the employee's written consent; a picture is kept only when the employee also
// consents to that. The kiosk (a tablet at the door holding a kiosk key of its own, issue 37: kiosks.service.ts) sends
// two camera frames around a blink or a head turn. The server computes everything from the pictures with the face
// library's models (lib/face-engine.ts), the enrolment's descriptors and the kiosk's alike, and trusts no number from
// a browser: one face in each frame, real by the anti-spoofing model and live by the liveness model, a movement
// between the two (domain/face-liveness.ts); both must then match the same enrolled person of the kiosk's campus, and a
// punch is recorded through the attendance path with the source "face". A face matching nobody records nothing.

/** Standing at the kiosk for a while records one punch: a match this soon after the last one answers that one. */
const REPEAT_SECONDS = 60;

/** The bytes of the frames (base64, or a canvas's data: URL), each a JPEG or PNG of at most FACE_FRAME_MAX_BYTES. */
function framesOf(frames: readonly string[]): Buffer[] {
  return frames.map((text, i) => {
    const bytes = Buffer.from(text.replace(/^data:image\/(jpeg|png);base64,/, ''), 'base64');
    if (bytes.length > FACE_FRAME_MAX_BYTES) throw AppError.validation(`frames.${i}`, `Each picture may be at most ${FACE_FRAME_MAX_BYTES / 1024} KB.`);
    const kind = detectFileKind(bytes);
    if (kind !== 'jpeg' && kind !== 'png') throw AppError.validation(`frames.${i}`, FACE_MESSAGES.unreadable);
    return bytes;
  });
}

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
  // The same models as the kiosk's compute the descriptors, so both sides of a match come from one engine.
  const frames = framesOf(body.frames);
  const readings = await readFaceFrames(frames);
  for (const [i, reading] of readings.entries()) {
    const problem = frameProblem(reading, `frames.${i}`);
    if (problem) throw AppError.validation(problem.field, `Capture ${i + 1}: ${problem.message}`);
  }
  const descriptors = readings.map((r) => r.descriptor!);
  const at = deps.clock.now();
  // The consent kept is the text the employee agreed to, with the picture's when they agreed to that too.
  const consentText = body.keep_image ? `${body.consent.text}\n${FACE_IMAGE_CONSENT_TEXT}` : body.consent.text;
  // The picture kept (only with the employee's consent to it) is the first capture, decoded and re-encoded by the one
  // upload check like every other picture: no metadata, nothing but its pixels. It is written before the enrolment's
  // unit of work and removed again if that fails, so no row ever names a file that is not there.
  const kept =
    frames.length && body.keep_image ? await acceptUpload(frames[0]!, { kinds: ['jpeg', 'png'], maxBytes: FACE_FRAME_MAX_BYTES, field: 'frames.0' }) : null;
  const imageKey = kept ? `face/${crypto.randomUUID()}.${EXTENSION[kept.kind]}` : null;
  if (kept && imageKey) await deps.storage.put(imageKey, kept.bytes);
  await withTransaction(deps.db, async (tx) => {
    const { oldImageKey } = await repo.saveEnrolment(tx, {
      personnelId: person.id,
      consentText,
      consentedAt: at,
      imageKey,
      userId: actor.userId,
      descriptors: descriptors.map(descriptorBytes),
      dimensions: descriptors[0]!.length,
    });
    const after = { captures: descriptors.length, dimensions: descriptors[0]!.length, consent_text: consentText, kept_image: imageKey !== null };
    await writeAudit(tx, { actorUserId: actor.userId, action: 'create', entity: 'face_enrolment', entityId: person.id, after, ip: actor.ip });
    if (oldImageKey) afterCommit(tx, () => void deps.storage.remove(oldImageKey).catch(() => undefined));
  }).catch(async (err: unknown) => {
    if (imageKey) await deps.storage.remove(imageKey).catch(() => undefined);
    throw err;
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

export async function settings(deps: Deps): Promise<TFaceSettings> {
  const [match, antispoof, liveness] = await Promise.all([
    readNumberSetting(deps.db, 'face_match_threshold'),
    readNumberSetting(deps.db, 'face_antispoof_threshold'),
    readNumberSetting(deps.db, 'face_liveness_threshold'),
  ]);
  return { match_threshold: match, antispoof_threshold: antispoof, liveness_threshold: liveness };
}

export async function saveSettings(deps: Deps, actor: Actor, body: TFaceSettingsBody) {
  const before = await settings(deps);
  await withTransaction(deps.db, async (tx) => {
    await writeSetting(tx, 'face_match_threshold', body.match_threshold);
    await writeSetting(tx, 'face_antispoof_threshold', body.antispoof_threshold);
    await writeSetting(tx, 'face_liveness_threshold', body.liveness_threshold);
    await writeAudit(tx, { actorUserId: actor.userId, action: 'update', entity: 'system_settings', entityId: 'face', before, after: body, ip: actor.ip });
  });
  return { message: 'The face attendance settings have been saved.', settings: await settings(deps) };
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

/** The kiosk's two frames: refused (422, in the employee's words) unless a live face moved; then matched and punched. */
export async function recognize(deps: Deps, kiosk: Kiosk, body: TFaceRecognizeBody): Promise<TFaceRecognition> {
  const frames = framesOf(body.frames);
  const [readings, limits] = await Promise.all([readFaceFrames(frames), settings(deps)]);
  const problem = livenessProblem(readings, { antispoof: limits.antispoof_threshold, liveness: limits.liveness_threshold }, frames[0]!.equals(frames[1]!));
  if (problem) throw AppError.validation(problem.field, problem.message);
  const index = await campusIndex(deps, kiosk.campusId);
  const [a, b] = bestMatches(index, [readings[0]!.descriptor!, readings[1]!.descriptor!], limits.match_threshold);
  if (!a || !b || a.personnelId !== b.personnelId) return notRecognized();
  const person = await repo.personOf(deps.db, a.personnelId);
  if (!person || person.campus_id !== kiosk.campusId) return notRecognized();

  const now = new Date(Math.floor(deps.clock.now().getTime() / 1000) * 1000);
  const recent = await repo.recentPunch(deps.db, person.id, now, REPEAT_SECONDS);
  const at = recent ? new Date(recent.logged_at) : now;
  if (!recent) {
    // No person recorded it: the kiosk did (named in the audit row).
    const log = await recordPunch(deps, { personnelId: person.id, loggedAt: at, source: 'face', createdByUserId: null });
    await writeAudit(deps.db, {
      actorUserId: null,
      action: 'create',
      entity: 'attendance_logs',
      entityId: log?.id ?? null,
      after: {
        personnel_id: person.id,
        source: 'face',
        logged_at: at.toISOString(),
        kiosk_id: kiosk.id,
        kiosk: kiosk.name,
        similarity: Math.round(Math.min(a.similarity, b.similarity) * 1000) / 1000,
        real: readings.map((r) => Math.round((r.real ?? 0) * 100) / 100),
        live: readings.map((r) => Math.round((r.live ?? 0) * 100) / 100),
      },
      ip: kiosk.ip,
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
