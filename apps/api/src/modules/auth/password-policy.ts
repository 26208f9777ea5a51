import { MESSAGES } from '@hris/contracts';
import { hashPassword, isBreachedPassword } from '@hris/db';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';

// What a new password must be, wherever it is set (reset link, change, registration, the create-admin
// command): at least 12 characters and not on the list of leaked passwords shipped with the product
// (packages/db). No rules on kinds of characters (OWASP ASVS 2.1.9). Passwords set straight in the database
// (the demo seed's Demo#2026) are not checked: the rules are for what people choose.

const MIN_LENGTH = 12;

/** Why a new password is refused, in the users' words, or null when it will do. */
export function newPasswordProblem(password: string): string | null {
  if ([...password].length < MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (isBreachedPassword(password)) return MESSAGES.breachedPassword;
  return null;
}

/** Checks a new password (422 on `field` when refused) and answers its hash. */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  const problem = newPasswordProblem(password);
  if (problem) throw AppError.validation(field, problem);
  return hashPassword(password);
}

const manilaTime = new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'long', timeStyle: 'short' });

/** Tells the owner of an account by e-mail that its password was changed, so a change they did not make is noticed. */
export async function tellPasswordChanged(deps: Deps, user: { email: string; name: string }): Promise<void> {
  await deps.mailer.send({
    to: user.email,
    subject: 'Your HRIS password was changed',
    text:
      `Good day, ${user.name}.\n\nYour HRIS password was changed on ${manilaTime.format(deps.clock.now())} (Manila time), and every other sign-in was ended.\n\n` +
      `If this was you, nothing more is needed.\n\nIf it was not you, set a new password at once with "Forgot password?" on ${deps.config.publicUrl}/login and tell the HR office.\n`,
  });
}
