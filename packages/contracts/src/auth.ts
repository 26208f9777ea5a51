import { z } from 'zod';

const email = z.string().trim().toLowerCase().max(254, 'The email must not be longer than 254 characters.').email('The email must be a valid email address.');
const password = z.string().min(1, 'The password field is required.').max(200, 'The password must not be longer than 200 characters.');

export const ZLoginBody = z.object({ email, password });
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZLoginChallenge = z.object({ two_factor: z.literal(true), user_id: z.number().int(), message: z.string() });
export type TLoginChallenge = z.infer<typeof ZLoginChallenge>;

const code = z.string().trim().regex(/^\d{6}$/, 'The code must be 6 digits.');
/** A database id: a positive 32-bit integer (a larger one could never match and must not reach SQL). */
export const ZId = z.coerce.number().int().positive().max(2_147_483_647);
/** Route parameters of `/…/:id` routes. */
export const ZIdParams = z.object({ id: ZId });
const userId = ZId;

/** SPEC.md §7 gives two readings of the verify payload: {code, id} and {otp, user_id}. */
export const ZVerifyBody = z
  .object({ code: code.optional(), id: userId.optional(), otp: code.optional(), user_id: userId.optional() })
  .transform((b, ctx) => {
    const c = b.code ?? b.otp;
    const id = b.id ?? b.user_id;
    if (!c) ctx.addIssue({ code: 'custom', path: ['code'], message: 'The code field is required.' });
    if (!id) ctx.addIssue({ code: 'custom', path: ['id'], message: 'The id field is required.' });
    return { code: c ?? '', id: id ?? 0 };
  });
export type TVerifyBody = z.infer<typeof ZVerifyBody>;

export const ZResendBody = z.object({ id: userId });

export const ZForgotPasswordBody = z.object({ email });
export const ZPasswordRule = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(200, 'The password must not be longer than 200 characters.')
  .regex(/[A-Za-z]/, 'The password must contain a letter.')
  .regex(/\d/, 'The password must contain a number.');
export const ZResetPasswordBody = z
  .object({ token: z.string().min(10).max(2000), password: ZPasswordRule, password_confirmation: z.string() })
  .refine((b) => b.password === b.password_confirmation, { path: ['password_confirmation'], message: 'The password confirmation does not match.' });

export const ZOAuthCallbackBody = z.object({
  code: z.string().min(1).max(4000),
  state: z.string().min(1).max(4000),
}).passthrough();

export const ZSocialLink = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type TSocialLink = z.infer<typeof ZSocialLink>;
