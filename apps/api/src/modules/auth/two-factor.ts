import { generate, verify } from 'otplib';
import { MESSAGES } from '@hris/contracts';
import { AppError } from '../../lib/app-error';

// Codes come from the user's TOTP secret (otplib), so e-mailed codes and an
// authenticator app share one mechanism. A code stays valid for 5 minutes
// after it was sent, and each time step is accepted once.
const PERIOD = 30;
const VALID_SECONDS = 300;
// Codes of later steps are accepted too: a second sign-in within one step is sent the
// next step's code (see codeToSend), and a future step's code is as secret as the current one.
const AHEAD_SECONDS = 600;

export function currentStep(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000 / PERIOD);
}

/**
 * The code to e-mail now. When this step's code was already used (a second
 * sign-in within 30 s), the next step's code is sent so it is not refused as reused.
 */
export async function codeToSend(secret: string, lastUsedStep: number, nowMs = Date.now()): Promise<string> {
  const step = Math.max(currentStep(nowMs), lastUsedStep + 1);
  if (step - currentStep(nowMs) > AHEAD_SECONDS / PERIOD) throw AppError.tooMany(MESSAGES.tooManyAttempts);
  return generate({ secret, epoch: step * PERIOD });
}

/** Answers the time step the code belongs to, or null when it is wrong, expired or already used. */
export async function checkCode(secret: string, code: string, lastUsedStep: number): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: [VALID_SECONDS, AHEAD_SECONDS], afterTimeStep: lastUsedStep });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
