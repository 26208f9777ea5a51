import { z } from './zod';
import { idField, textField } from './text';
import { ZListMeta, ZListQuery } from './lookups';
import { ZTimestamp } from './responses';

/**
 * Face attendance (issue 24; SPEC.md §2 eDATS admin: face/register and face/recognize, group ADMIN). The browser turns
 * a face into a descriptor (a vector of numbers); an administrator enrols an employee's captures with the employee's
 * written consent, and a kiosk at the office door records a punch (source "face") when a face matches one enrolled.
 */

/** The lengths a descriptor may have (@vladmandic/human's faceres gives 1024). */
export const FACE_DESCRIPTOR_MIN = 64;
export const FACE_DESCRIPTOR_MAX = 2048;
/** Captures per enrolment: several, so a turned head or other light still matches one of them. */
export const FACE_CAPTURES_MIN = 3;
export const FACE_CAPTURES_MAX = 10;
/**
 * The similarity (cosine, 0–1) a face must reach to match when the administrators have set none. faceres descriptors
 * are never negative, so two different faces are already alike in cosine (a drawn face and the same drawing altered
 * measured 0.88; the same face turned, 0.96–0.98): the default is high, and the office calibrates it on its own staff.
 */
export const FACE_MATCH_THRESHOLD_DEFAULT = 0.92;

/** The consent shown to the employee, kept with the enrolment as they agreed to it. */
export const FACE_CONSENT_TEXT =
  'I agree that the university records numbers computed from my face (not a picture of it) to record my time in and ' +
  'out at the face attendance kiosk, under the Data Privacy Act of 2012 (RA 10173). I may withdraw this consent at ' +
  'any time at the HR office; my face data is then deleted.';
export const FACE_IMAGE_CONSENT_TEXT = 'I also agree that one picture of my face is kept with my enrolment.';

/** One descriptor: finite numbers (JSON cannot carry NaN; a null in its place is refused here too). */
const descriptor = (label: string) =>
  z
    .array(z.number({ error: `Each number of the ${label} must be a finite number.` }), { error: `The ${label} must be a list of numbers.` })
    .min(FACE_DESCRIPTOR_MIN, `A ${label} has ${FACE_DESCRIPTOR_MIN} to ${FACE_DESCRIPTOR_MAX} numbers.`)
    .max(FACE_DESCRIPTOR_MAX, `A ${label} has ${FACE_DESCRIPTOR_MIN} to ${FACE_DESCRIPTOR_MAX} numbers.`);

const sameLength = (list: number[][]) => list.every((d) => d.length === list[0]!.length);

export const ZFaceEnrolBody = z
  .object({
    personnel_id: idField('employee'),
    descriptors: z
      .array(descriptor('capture'), { error: 'Capture the face first.' })
      .min(FACE_CAPTURES_MIN, `Capture the face at least ${FACE_CAPTURES_MIN} times.`)
      .max(FACE_CAPTURES_MAX, `Capture the face at most ${FACE_CAPTURES_MAX} times.`)
      .refine(sameLength, 'The captures come from different face models; capture them again.'),
    consent: z.object(
      {
        agreed: z.literal(true, { error: "The employee's written consent is required." }),
        text: textField('consent text', 'The consent text is required.').trim().min(20, 'The consent text is required.').max(5000),
      },
      { error: "The employee's written consent is required." },
    ),
    /** Only when the employee also consented to keeping a picture: the key POST /api/upload answered. */
    keep_image: z.boolean().default(false),
    image_path: textField('picture').trim().max(120).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.image_path && !v.keep_image) {
      ctx.addIssue({ code: 'custom', path: ['image_path'], message: 'A picture is kept only when the employee consents to it.' });
    }
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

/** The kiosk's settings: the similarity a face must reach. */
export const ZFaceSettings = z.object({ match_threshold: z.number() });
export type TFaceSettings = z.infer<typeof ZFaceSettings>;
export const ZFaceSettingsBody = z.object({
  match_threshold: z.coerce
    .number({ error: 'The match threshold must be a number.' })
    .min(0.5, 'The match threshold must be between 0.50 and 0.99.')
    .max(0.99, 'The match threshold must be between 0.50 and 0.99.'),
});
export const ZFaceSettingsAnswer = z.object({ message: z.string(), settings: ZFaceSettings });
export type TFaceSettingsAnswer = z.infer<typeof ZFaceSettingsAnswer>;

export const FACE_LIVENESS_METHODS = ['blink', 'turn'] as const;

/**
 * What the kiosk sends: two descriptors from the start and the end of the liveness check (a blink or a head turn), both
 * of which must match the same person; the liveness the kiosk saw. See ARCHITECTURE.md for what this does not prove.
 */
export const ZFaceRecognizeBody = z.object({
  campus_id: idField('campus'),
  descriptors: z
    .array(descriptor('face descriptor'), { error: 'Send the face descriptors of two frames.' })
    .length(2, 'Send the face descriptors of two frames.')
    .refine(sameLength, 'The two frames come from different face models.'),
  liveness: z.object(
    {
      method: z.enum(FACE_LIVENESS_METHODS, { error: 'The liveness check is blink or turn.' }),
      passed: z.literal(true, { error: 'Blink or turn your head first.' }),
    },
    { error: 'Blink or turn your head first.' },
  ),
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
