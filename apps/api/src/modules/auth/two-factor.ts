import { createHmac, timingSafeEqual } from 'node:crypto';
import { generate } from 'otplib';

// The code e-mailed for a sign-in is a TOTP code (otplib) of a key made from the user's TOTP secret and the
// sign-in's challenge: each challenge has codes of its own, so a code read from one sign-in's e-mail is worth
// nothing to another, and a code is checked only with its challenge (issue 15, item 1).
// Only the code of the time step it was sent in is accepted, give or take one step (30 s) for the clocks of
// several instances; the challenge's own expiry (5 minutes after the last code sent) bounds its life.
const PERIOD = 30;

export function stepAt(ms: number): number {
  return Math.floor(ms / 1000 / PERIOD);
}

/** The TOTP key of one challenge's codes: HMAC of the challenge's hash under the user's secret. */
function challengeKey(userSecret: string, challengeHash: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', userSecret).update(`sign-in challenge ${challengeHash}`).digest().subarray(0, 20));
}

const codeAt = (key: Uint8Array, step: number) => generate({ secret: key, epoch: step * PERIOD });

/** The code to e-mail for a challenge, sent at `sentAtMs`. */
export async function codeForChallenge(userSecret: string, challengeHash: string, sentAtMs: number): Promise<string> {
  return codeAt(challengeKey(userSecret, challengeHash), stepAt(sentAtMs));
}

/** True when `code` is the code sent for this challenge at `sentAtMs` (± one step). */
export async function isChallengeCode(userSecret: string, challengeHash: string, code: string, sentAtMs: number): Promise<boolean> {
  const key = challengeKey(userSecret, challengeHash);
  const sent = stepAt(sentAtMs);
  let match = false;
  for (const step of [sent - 1, sent, sent + 1]) {
    const expected = await codeAt(key, step);
    // Every step is compared, in constant time, whatever matched before.
    if (expected.length === code.length && timingSafeEqual(Buffer.from(expected), Buffer.from(code))) match = true;
  }
  return match;
}
