import { z } from './zod';
import { textField } from './text';
import { ZPasswordRule, ZSocialChallenge } from './auth';

/** What the person keeps for a department: its head, its officer-in-charge, its DTR clerk (the sidebar shows their pages). */
export const DEPARTMENT_DUTIES = ['head', 'oic', 'dtr_clerk'] as const;
export type TDepartmentDuty = (typeof DEPARTMENT_DUTIES)[number];

export const ZCurrentUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar_path: z.string().nullable(),
  mobile_no: z.string().nullable(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  allowed_views: z.array(z.string()),
  is_applicant: z.boolean(),
  department_duties: z.array(z.enum(DEPARTMENT_DUTIES)),
  personnel: z
    .object({
      id: z.number().int(),
      fullname: z.string(),
      campus_id: z.number().int(),
      is_active: z.boolean(),
      campus: z.object({ id: z.number().int(), name: z.string(), acronym: z.string() }),
      department: z.object({ id: z.number().int(), fullname: z.string(), acronym: z.string() }).nullable(),
      position: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZMeResponse = z.object({ user: ZCurrentUser, default_avatar: z.string(), base_url: z.string() });
export type TMeResponse = z.infer<typeof ZMeResponse>;

/** A session opened: the bearer token and who signed in. */
export const ZSignedIn = z.object({ token: z.string(), user: ZCurrentUser });
export type TSignedIn = z.infer<typeof ZSignedIn>;
/** Social sign-in's answer: signed in (the provider checked a second factor), or the code is still asked. */
export const ZSocialSignIn = z.union([ZSignedIn, ZSocialChallenge]);
export type TSocialSignIn = z.infer<typeof ZSocialSignIn>;

/** The profile saved: the toast and the user as /api/users/me shows them. */
export const ZUserInfoSaved = z.object({ message: z.string(), user: ZCurrentUser });
export type TUserInfoSaved = z.infer<typeof ZUserInfoSaved>;
/** A new avatar stored: the toast and its signed link. */
export const ZAvatarSaved = z.object({ message: z.string(), avatar_path: z.string().nullable() });
export type TAvatarSaved = z.infer<typeof ZAvatarSaved>;

export const ZUpdateInfoBody = z.object({
  name: textField('name').trim().min(1, 'The name field is required.').max(150, 'The name must not be longer than 150 characters.'),
  mobile_no: z
    .string()
    .trim()
    .max(20, 'The mobile number must not be longer than 20 characters.')
    .regex(/^[0-9+\-() ]*$/, 'The mobile number may only contain digits, spaces and + - ( ).')
    .optional()
    .nullable(),
});
export type TUpdateInfoBody = z.infer<typeof ZUpdateInfoBody>;

export const ZUpdatePasswordBody = z
  .object({
    current_password: textField('current password').min(1, 'The current password field is required.').max(200),
    password: ZPasswordRule,
    password_confirmation: textField('password confirmation'),
  })
  .refine((b) => b.password === b.password_confirmation, { path: ['password_confirmation'], message: 'The password confirmation does not match.' });
export type TUpdatePasswordBody = z.infer<typeof ZUpdatePasswordBody>;
