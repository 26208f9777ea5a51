import { z } from './zod';
import { textField, ZId } from './text';
import { MESSAGES } from './constants';

const email = textField('email')
  .trim()
  .toLowerCase()
  .max(254, 'The email must not be longer than 254 characters.')
  .email('The email must be a valid email address.');
const password = textField('password').min(1, 'The password field is required.').max(200, 'The password must not be longer than 200 characters.');

export const ZLoginBody = z.object({ email, password });
export type TLoginBody = z.infer<typeof ZLoginBody>;

/**
 * The password step's answer: the code step needs `challenge` beside `user_id` (SPEC.md §7's `id`). It is
 * single-use, lives 5 minutes and dies after 5 wrong codes. `code_sent` is false when the mail server did not take
 * the code yet: it is queued and retried, and `message` says so (MESSAGES.codeNotSentYet).
 */
export const ZLoginChallenge = z.object({
  two_factor: z.literal(true),
  user_id: z.number().int(),
  challenge: z.string(),
  message: z.string(),
  code_sent: z.boolean(),
});
export type TLoginChallenge = z.infer<typeof ZLoginChallenge>;
/** Social sign-in's answer when the code is still asked: the challenge and the address the provider proved. */
export const ZSocialChallenge = ZLoginChallenge.extend({ email: z.string() });
export type TSocialChallenge = z.infer<typeof ZSocialChallenge>;

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code must be 6 digits.');
/** Route parameters of `/…/:id` routes. */
export const ZIdParams = z.object({ id: ZId });
const userId = ZId;

// The challenge of the password step. Left out, it is refused like an expired one (the service answers
// MESSAGES.signInExpired), not as a missing field: there is nothing the user can type to fix it.
const challenge = z.string().max(200).optional();

/** SPEC.md §7 gives two readings of the verify payload: {code, id} and {otp, user_id}; the challenge travels beside them. */
export const ZVerifyBody = z
  .object({ code: code.optional(), id: userId.optional(), otp: code.optional(), user_id: userId.optional(), challenge })
  .transform((b, ctx) => {
    const c = b.code ?? b.otp;
    const id = b.id ?? b.user_id;
    if (!c) ctx.addIssue({ code: 'custom', path: ['code'], message: 'The code field is required.' });
    if (!id) ctx.addIssue({ code: 'custom', path: ['id'], message: 'The id field is required.' });
    return { code: c ?? '', id: id ?? 0, challenge: b.challenge ?? '' };
  });
export type TVerifyBody = z.infer<typeof ZVerifyBody>;

export const ZResendBody = z.object({ id: userId, challenge }).transform((b) => ({ id: b.id, challenge: b.challenge ?? '' }));
/** A new code's answer: `code_sent` as in the password step's. */
export const ZResendAnswer = z.object({ message: z.string(), code_sent: z.boolean() });
export type TResendAnswer = z.infer<typeof ZResendAnswer>;

export const ZForgotPasswordBody = z.object({ email });
export type TForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;
/**
 * A new password: at least 12 characters and no rule on kinds of characters (OWASP ASVS 2.1.1, 2.1.9); a
 * passphrase of a few words is welcome. The server also refuses passwords from lists of leaked ones.
 */
export const ZPasswordRule = textField('password').min(12, MESSAGES.passwordTooShort).max(200, 'The password must not be longer than 200 characters.');
/** The hint shown beside every new-password field. */
export const PASSWORD_HINT = 'At least 12 characters; a few words together make a good one. Avoid passwords you use elsewhere.';
export const ZResetPasswordBody = z
  .object({ token: textField('link').min(10).max(2000), password: ZPasswordRule, password_confirmation: textField('password confirmation') })
  .refine((b) => b.password === b.password_confirmation, { path: ['password_confirmation'], message: 'The password confirmation does not match.' });
export type TResetPasswordBody = z.input<typeof ZResetPasswordBody>;

/**
 * The query the provider sent back to /verify_social_oauth: a code, or (RFC 6749 §4.1.2.1) an error such as
 * access_denied when the user cancelled there, with the provider's description; the state either way.
 */
export const ZOAuthCallbackBody = z
  .object({
    code: textField('code').min(1).max(4000).optional(),
    state: textField('state').min(1).max(4000),
    error: textField('error').max(100).optional(),
    error_description: textField('error description').max(500).optional(),
  })
  .passthrough();
export type TOAuthCallbackBody = z.infer<typeof ZOAuthCallbackBody>;

export const ZSocialLink = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type TSocialLink = z.infer<typeof ZSocialLink>;

export const ZSocialLinks = z.object({ links: z.array(ZSocialLink) });
export type TSocialLinks = z.infer<typeof ZSocialLinks>;

/** A session as its row reads (auth.repo.ts). */
export const ZOwnSessionRow = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  method: z.string(),
});
export type TOwnSessionRow = z.infer<typeof ZOwnSessionRow>;
/** One of the signed-in user's own sessions (GET /api/users/me/sessions). */
export const ZOwnSession = ZOwnSessionRow.extend({
  /** The session making this request. */
  current: z.boolean(),
});
export type TOwnSession = z.infer<typeof ZOwnSession>;
export const ZOwnSessionList = z.object({ sessions: z.array(ZOwnSession) });
export type TOwnSessionList = z.infer<typeof ZOwnSessionList>;
export const ZSessionParams = z.object({ id: z.uuid('The session was not found.') });
