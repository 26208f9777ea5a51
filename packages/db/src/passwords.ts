import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { BREACHED_PASSWORDS_BROTLI_BASE64 } from './breached-passwords';

// scrypt is built into Node, runs off the main thread and needs no native addon. A stored hash names its own
// parameters (`scrypt$N$r$p$salt$hash`), so hashes made at an older cost keep verifying while new ones use
// the current cost, and a sign-in rehashes a weaker one (passwordNeedsRehash).

/** OWASP's recommendation for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1. */
export const RECOMMENDED_PASSWORD_COST = 2 ** 17;
const R = 8,
  P = 1,
  KEYLEN = 64;
let currentCost = RECOMMENDED_PASSWORD_COST;

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
/** Costs a stored hash may name: a bound keeps a damaged row from asking for gigabytes. */
const usableCost = (n: number) => isPowerOfTwo(n) && n >= 2 ** 10 && n <= 2 ** 20;

/**
 * The N new hashes use. The API sets it from its configuration (SCRYPT_COST), which never allows less than
 * the recommendation in production; the tests lower it, because each hash at 2^17 takes a few hundred ms.
 */
export function setPasswordCost(cost: number): void {
  if (!usableCost(cost)) throw new Error(`The scrypt cost must be a power of two between 2^10 and 2^20 (got ${cost}).`);
  currentCost = cost;
}

export function passwordCost(): number {
  return currentCost;
}

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; maxmem must be above it (Node's default, 32 MiB, is below 2^17's 128 MiB).
  const maxmem = 128 * n * r * 2;
  return new Promise((resolve, reject) => scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key))));
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64), at the current cost unless one is given. */
export async function hashPassword(password: string, cost = currentCost): Promise<string> {
  if (!usableCost(cost)) throw new Error(`The scrypt cost must be a power of two between 2^10 and 2^20 (got ${cost}).`);
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, cost, R, P);
  return `scrypt$${cost}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

type Parsed = { n: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return null;
  const parsed = { n: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(saltB64, 'base64'), key: Buffer.from(keyB64, 'base64') };
  if (!usableCost(parsed.n) || !Number.isInteger(parsed.r) || parsed.r < 1 || parsed.r > 32 || !Number.isInteger(parsed.p) || parsed.p < 1 || parsed.p > 4)
    return null;
  return parsed;
}

/** Checks a password against a stored hash (with the parameters it names) in constant time. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) return false;
  const actual = await scryptAsync(password, parsed.salt, parsed.n, parsed.r, parsed.p);
  return parsed.key.length === actual.length && timingSafeEqual(parsed.key, actual);
}

/** True when a stored hash is weaker than what new hashes get: the next successful sign-in stores a new one. */
export function passwordNeedsRehash(stored: string | null): boolean {
  const parsed = stored ? parse(stored) : null;
  return !parsed || parsed.n < currentCost || parsed.r < R || parsed.key.length < KEYLEN;
}

const dummies = new Map<number, Promise<string>>();

/**
 * A hash of nothing anyone knows, at the current cost: checking a password against it when the account does
 * not exist (or has no password yet) costs what a real check costs, so the time of the answer tells nothing.
 */
export function dummyPasswordHash(): Promise<string> {
  let hash = dummies.get(currentCost);
  if (!hash) {
    hash = hashPassword(randomBytes(32).toString('base64'));
    dummies.set(currentCost, hash);
  }
  return hash;
}

let breached: Set<string> | null = null;

/**
 * True when the password (any case) is on the list of passwords of leaked databases shipped with the product
 * (breached-passwords.ts: the 12-character-or-longer ones of the top million). Read into a Set once.
 */
export function isBreachedPassword(password: string): boolean {
  if (!breached) {
    const text = brotliDecompressSync(Buffer.from(BREACHED_PASSWORDS_BROTLI_BASE64, 'base64')).toString('utf8');
    breached = new Set(text.split('\n'));
  }
  return breached.has(password.toLowerCase());
}
