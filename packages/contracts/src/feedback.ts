import { z } from './zod';
import { LIMITS } from './constants';
import { idField, textField, numberError } from './text';
import { ZListMeta, ZListQuery, zName } from './lookups';
import { oneAnswer, savedAnswer, ZTimestamp } from './responses';

/**
 * Feedback (issue 24; SPEC.md §2 /feedback: details, list, modules): any signed-in user rates a module of the product
 * from 1 to 5 and says why, with a screenshot if they like (PNG or JPEG, through the one upload check); the
 * administrators (view group FEEDBACK) keep the module list, read everyone's feedback and answer it.
 */

export const FEEDBACK_STATUSES = ['new', 'acknowledged', 'resolved'] as const;
export type TFeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Record<TFeedbackStatus, string> = { new: 'New', acknowledged: 'Acknowledged', resolved: 'Resolved' };
/** What an answer may set: a new feedback is answered as acknowledged or resolved. */
export const FEEDBACK_ANSWER_STATUSES = ['acknowledged', 'resolved'] as const;

/** The most a feedback's text (and an answer) may hold. */
export const FEEDBACK_TEXT_MAX = 5000;
/** A screenshot: PNG or JPEG, judged from its bytes, up to 3 MB. */
export const FEEDBACK_SCREENSHOT_BYTES = LIMITS.pdfBytes;

const ratingMessage = 'The rating must be from 1 to 5.';
export const ZFeedbackRating = z.coerce
  .number({ error: numberError('The rating field is required.') })
  .int(ratingMessage)
  .min(1, ratingMessage)
  .max(5, ratingMessage);

// ── Modules ─────────────────────────────────────────────────────────────────────────────────────

export const ZFeedbackModule = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  position: z.number().int(),
  /** How much feedback the module holds (a module with feedback is retired, not deleted). */
  feedback_count: z.number().int(),
});
export type TFeedbackModule = z.infer<typeof ZFeedbackModule>;
export const ZFeedbackModuleList = z.object({ modules: z.array(ZFeedbackModule) });
export type TFeedbackModuleList = z.infer<typeof ZFeedbackModuleList>;

const description = textField('description')
  .trim()
  .max(1000, 'The description must not be longer than 1,000 characters.')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const ZFeedbackModuleBody = z.object({
  name: zName('module name', 150),
  description,
  /** Left out on a new module: active. False retires it (its feedback stays; it takes no new). */
  is_active: z.boolean({ error: 'Say whether the module is active.' }).optional(),
});
export type TFeedbackModuleInput = z.input<typeof ZFeedbackModuleBody>;
export type TFeedbackModuleBody = z.infer<typeof ZFeedbackModuleBody>;
export const ZFeedbackModuleSaved = savedAnswer('module', ZFeedbackModule);
export type TFeedbackModuleSaved = z.infer<typeof ZFeedbackModuleSaved>;

/** The modules in their new order: every module's id once. */
export const ZFeedbackModuleOrder = z.object({
  ids: z
    .array(idField('module'), { error: 'Give the modules in their order.' })
    .min(1, 'Give the modules in their order.')
    .max(500, 'At most 500 modules.')
    .refine((ids) => new Set(ids).size === ids.length, 'A module is named twice.'),
});
export type TFeedbackModuleOrder = z.infer<typeof ZFeedbackModuleOrder>;
export const ZFeedbackModulesReordered = ZFeedbackModuleList.extend({ message: z.string() });
export type TFeedbackModulesReordered = z.infer<typeof ZFeedbackModulesReordered>;

// ── Feedback ────────────────────────────────────────────────────────────────────────────────────

export const ZFeedbackBody = z.object({
  module_id: idField('module'),
  rating: ZFeedbackRating,
  text: textField('feedback', 'The feedback field is required.')
    .trim()
    .min(1, 'The feedback field is required.')
    .max(FEEDBACK_TEXT_MAX, `The feedback must not be longer than ${FEEDBACK_TEXT_MAX.toLocaleString('en-US')} characters.`),
  /** The key POST /api/feedback/screenshot answered; left out: no screenshot. */
  screenshot_path: textField('screenshot')
    .trim()
    .max(120, 'The uploaded screenshot was not found; upload it again.')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type TFeedbackInput = z.input<typeof ZFeedbackBody>;
export type TFeedbackBody = z.infer<typeof ZFeedbackBody>;

export const ZFeedback = z.object({
  id: z.number().int(),
  module: z.object({ id: z.number().int(), name: z.string() }),
  sender: z.object({ user_id: z.number().int(), name: z.string() }),
  rating: z.number().int(),
  text: z.string(),
  /** The screenshot's file name; read through GET /api/feedback/:id/screenshot. */
  screenshot_name: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  answer: z.string().nullable(),
  answered_by: z.string().nullable(),
  answered_at: ZTimestamp.nullable(),
  created_at: ZTimestamp,
});
export type TFeedback = z.infer<typeof ZFeedback>;

export const ZFeedbackSaved = savedAnswer('feedback', ZFeedback);
export type TFeedbackSaved = z.infer<typeof ZFeedbackSaved>;
export const ZFeedbackAnswer = oneAnswer('feedback', ZFeedback);
export type TFeedbackAnswer = z.infer<typeof ZFeedbackAnswer>;
export const ZMyFeedback = z.object({ feedback: z.array(ZFeedback) });
export type TMyFeedback = z.infer<typeof ZMyFeedback>;

export const ZFeedbackQuery = ZListQuery.extend({
  module_id: idField('module').optional(),
  rating: ZFeedbackRating.optional(),
  status: z.enum(FEEDBACK_STATUSES, { error: 'Choose the status (new, acknowledged or resolved).' }).optional(),
});
export type TFeedbackQuery = z.infer<typeof ZFeedbackQuery>;
export const ZFeedbackList = z.object({ feedback: z.array(ZFeedback), meta: ZListMeta });
export type TFeedbackList = z.infer<typeof ZFeedbackList>;

export const ZFeedbackReplyBody = z.object({
  answer: textField('answer', 'The answer field is required.')
    .trim()
    .min(1, 'The answer field is required.')
    .max(FEEDBACK_TEXT_MAX, `The answer must not be longer than ${FEEDBACK_TEXT_MAX.toLocaleString('en-US')} characters.`),
  status: z.enum(FEEDBACK_ANSWER_STATUSES, { error: 'Choose the status (acknowledged or resolved).' }),
});
export type TFeedbackReplyBody = z.infer<typeof ZFeedbackReplyBody>;

// ── The averages ────────────────────────────────────────────────────────────────────────────────

/** One month of one module: how many rated it, and their average (null when none did). */
export const ZFeedbackMonth = z.object({ month: z.string(), count: z.number().int(), average: z.number().nullable() });
export type TFeedbackMonth = z.infer<typeof ZFeedbackMonth>;

/**
 * The averages per module per month over the last 12 months (Manila), the oldest month first, with the counts;
 * each module's average and count over the whole window, and the counts per status.
 */
export const ZFeedbackStats = z.object({
  months: z.array(z.string()),
  modules: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      is_active: z.boolean(),
      count: z.number().int(),
      average: z.number().nullable(),
      by_month: z.array(ZFeedbackMonth),
    }),
  ),
  total: z.object({ count: z.number().int(), average: z.number().nullable() }),
  by_status: z.object({ new: z.number().int(), acknowledged: z.number().int(), resolved: z.number().int() }),
});
export type TFeedbackStats = z.infer<typeof ZFeedbackStats>;

/** The socket.io event /feedback refreshes on (an answer to the user's feedback). */
export const FEEDBACK_EVENT = 'feedback:changed';
