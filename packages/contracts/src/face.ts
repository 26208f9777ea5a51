import { z } from './zod';
import { idField, textField, numberError } from './text';
import { ZListMeta, ZListQuery } from './lookups';
import { ZTimestamp } from './responses';

/**
 * Face attendance (issue 24; SPEC.md §2 eDATS admin: face/register and face/recognize). The server turns a camera frame
 * into a descriptor (a vector of numbers) with the face library's models; an administrator (ADMIN) enrols an employee's
 * captures with the employee's written consent, and a kiosk at the office door, holding a kiosk key of its own (issue
 * 37), sends two frames and the server records a punch (source "face") when a live face matches one enrolled.
 */

/** A camera frame is a JPEG or PNG of at most this many bytes (a 640×480 JPEG at quality 0.8 is 30–80 KB). */
export const FACE_FRAME_MAX_BYTES = 300 * 1024;
/** Captures per enrolment: several, so a turned head or other light still matches one of them. */
export const FACE_CAPTURES_MIN = 3;
export const FACE_CAPTURES_MAX = 10;
/**
 * The similarity (cosine, 0–1) a face must reach to match when the administrators have set none. faceres descriptors
 * are never negative, so two different faces are already alike in cosine (a drawn face and the same drawing altered
 * measured 0.88; the same face turned, 0.96–0.98): the default is high, and the office calibrates it on its own staff.
 */
export const FACE_MATCH_THRESHOLD_DEFAULT = 0.92;
/**
 * The anti-spoofing and liveness scores (0–1) a kiosk's frames must reach when the administrators have set none: 0.6,
 * the library's own face ID demo's `minConfidence` ("overall face confidence for box, face, gender, real, live",
 * @vladmandic/human demo/faceid/index.ts). A photograph of the demo's author there scored 0.76 real and 0.98 live.
 */
export const FACE_ANTISPOOF_THRESHOLD_DEFAULT = 0.6;
export const FACE_LIVENESS_THRESHOLD_DEFAULT = 0.6;

/** The consent shown to the employee, kept with the enrolment as they agreed to it. */
export const FACE_CONSENT_TEXT =
  'I agree that the university records numbers computed from my face (not a picture of it) to record my time in and ' +
  'out at the face attendance kiosk, under the Data Privacy Act of 2012 (RA 10173). I may withdraw this consent at ' +
  'any time at the HR office; my face data is then deleted.';
export const FACE_IMAGE_CONSENT_TEXT = 'I also agree that one picture of my face is kept with my enrolment.';

/** One camera frame: a JPEG or PNG, base64 (a data: URL as a canvas gives it is accepted too). */
const frame = (label: string) =>
  z
    .string({ error: `Each ${label} must be a picture of the camera.` })
    .min(1, `Each ${label} must be a picture of the camera.`)
    .max(Math.ceil((FACE_FRAME_MAX_BYTES * 4) / 3) + 32, `Each ${label} may be at most ${FACE_FRAME_MAX_BYTES / 1024} KB (a 640×480 JPEG).`);

export const ZFaceEnrolBody = z.object({
  personnel_id: idField('employee'),
  /** The captures' frames: the server computes their descriptors with the same models as the kiosk's. */
  frames: z
    .array(frame('capture'), { error: 'Capture the face first.' })
    .min(FACE_CAPTURES_MIN, `Capture the face at least ${FACE_CAPTURES_MIN} times.`)
    .max(FACE_CAPTURES_MAX, `Capture the face at most ${FACE_CAPTURES_MAX} times.`),
  consent: z.object(
    {
      agreed: z.literal(true, { error: "The employee's written consent is required." }),
      text: textField('consent text', 'The consent text is required.').trim().min(20, 'The consent text is required.').max(5000),
    },
    { error: "The employee's written consent is required." },
  ),
  /** Only when the employee also consented to keeping a picture: the first capture is kept (re-encoded, no metadata). */
  keep_image: z.boolean().default(false),
});
export type TFaceEnrolInput = z.input<typeof ZFaceEnrolBody>;
export type TFaceEnrolBody = z.infer<typeof ZFaceEnrolBody>;

export const ZFaceEnrolment = z.object({
  personnel_id: z.number().int(),
  idno: z.string().nullable(),
  name: z.string(),
  department: z.string().nullable(),
  campus_id: z.number().int(),
  captures: z.number().int(),
  consented_at: ZTimestamp,
  enrolled_at: ZTimestamp,
  enrolled_by: z.string().nullable(),
  has_image: z.boolean(),
});
export type TFaceEnrolment = z.infer<typeof ZFaceEnrolment>;

export const ZFaceEnrolmentQuery = ZListQuery.extend({ campus_id: idField('campus').optional() });
export type TFaceEnrolmentQuery = z.infer<typeof ZFaceEnrolmentQuery>;
export const ZFaceEnrolmentList = z.object({ enrolments: z.array(ZFaceEnrolment), meta: ZListMeta });
export type TFaceEnrolmentList = z.infer<typeof ZFaceEnrolmentList>;

export const ZFaceEnrolAnswer = z.object({ message: z.string(), enrolment: ZFaceEnrolment });
export type TFaceEnrolAnswer = z.infer<typeof ZFaceEnrolAnswer>;

/** The kiosk's settings: the similarity a face must reach, and the anti-spoofing and liveness scores its frames must. */
export const ZFaceSettings = z.object({ match_threshold: z.number(), antispoof_threshold: z.number(), liveness_threshold: z.number() });
export type TFaceSettings = z.infer<typeof ZFaceSettings>;
const score = (label: string, min: number) =>
  z.coerce
    .number({ error: numberError(`The ${label} must be a number.`) })
    .min(min, `The ${label} must be between ${min.toFixed(2)} and 0.99.`)
    .max(0.99, `The ${label} must be between ${min.toFixed(2)} and 0.99.`);
export const ZFaceSettingsBody = z.object({
  match_threshold: score('match threshold', 0.5),
  antispoof_threshold: score('anti-spoofing threshold', 0.1),
  liveness_threshold: score('liveness threshold', 0.1),
});
export type TFaceSettingsBody = z.infer<typeof ZFaceSettingsBody>;
export const ZFaceSettingsAnswer = z.object({ message: z.string(), settings: ZFaceSettings });
export type TFaceSettingsAnswer = z.infer<typeof ZFaceSettingsAnswer>;

/**
 * What the kiosk sends: two camera frames a moment apart, around a blink or a turn of the head. The server finds the
 * face in each, runs the anti-spoofing and liveness models, checks the two show a movement, and matches them.
 */
export const ZFaceRecognizeBody = z.object({
  frames: z.array(frame('frame'), { error: 'Send two frames of the camera.' }).length(2, 'Send two frames of the camera.'),
});
export type TFaceRecognizeBody = z.infer<typeof ZFaceRecognizeBody>;

export const ZFaceRecognition = z.object({
  recognized: z.boolean(),
  message: z.string(),
  name: z.string().nullable(),
  /** The punch's time in Manila (HH:MM), and the instant. */
  time: z.string().nullable(),
  logged_at: ZTimestamp.nullable(),
  /** True when this person's punch of a moment ago answers (standing at the kiosk records one punch). */
  repeated: z.boolean(),
});
export type TFaceRecognition = z.infer<typeof ZFaceRecognition>;

/** A kiosk (issue 37): a tablet at an office door with a key of its own, for one campus. */
export const ZFaceKiosk = z.object({
  id: z.number().int(),
  name: z.string(),
  campus_id: z.number().int(),
  campus: z.string(),
  created_at: ZTimestamp,
  created_by: z.string().nullable(),
  last_used_at: ZTimestamp.nullable(),
  revoked_at: ZTimestamp.nullable(),
});
export type TFaceKiosk = z.infer<typeof ZFaceKiosk>;
export const ZFaceKioskList = z.object({ kiosks: z.array(ZFaceKiosk) });
export type TFaceKioskList = z.infer<typeof ZFaceKioskList>;
export const ZFaceKioskBody = z.object({
  name: textField('kiosk name', 'The kiosk name field is required.')
    .trim()
    .min(1, 'The kiosk name field is required.')
    .max(120, 'The kiosk name may not be longer than 120 characters.'),
  campus_id: idField('campus'),
});
export type TFaceKioskBody = z.infer<typeof ZFaceKioskBody>;
/** The kiosk just made, with its key: shown this once (only its hash is kept). */
export const ZFaceKioskCreated = z.object({ message: z.string(), kiosk: ZFaceKiosk, key: z.string() });
export type TFaceKioskCreated = z.infer<typeof ZFaceKioskCreated>;
/** What a kiosk knows of itself (the kiosk page shows it). */
export const ZFaceKioskSelf = z.object({ name: z.string(), campus: z.string() });
export type TFaceKioskSelf = z.infer<typeof ZFaceKioskSelf>;
