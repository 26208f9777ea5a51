import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import argon2 from 'argon2';

// Passwords are hashed with argon2id at the first setting of OWASP's Password Storage Cheat Sheet
// (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html): m=19456 KiB (19 MiB),
// t=2, p=1. It costs a sign-in about 30 ms of one core where scrypt at N=2^17 (128 MiB) cost 300 ms or more, so
// a university's morning (6 sign-ins a second at the peak) fits on two cores. The `argon2` package computes on
// libuv's thread pool, never on the main thread. A stored hash names its parameters (PHC string), so hashes made
// at another cost keep verifying; the scrypt hashes of before (`scrypt$N$r$p$salt$hash`) verify as they did,
// and a successful sign-in replaces either kind with one at today's setting (passwordNeedsRehash).

/** OWASP's first argon2id setting: the memory in KiB (with 2 iterations, 1 lane). */
export const RECOMMENDED_PASSWORD_COST = 19_456;
const TIME_COST = 2;
const PARALLELISM = 1;
let currentCost = RECOMMENDED_PASSWORD_COST;

/** Memory costs (KiB) a stored or configured hash may name: a bound keeps a damaged row from asking for gigabytes. */
const usableMemory = (m: number) => Number.isInteger(m) && m >= 1024 && m <= 262_144;

/**
 * The memory (KiB) new hashes use. The API sets it from its configuration (PASSWORD_HASH_MEMORY_KIB), which
 * never allows less than OWASP's 19456 in production.
 */
export function setPasswordCost(memoryKiB: number): void {
  if (!usableMemory(memoryKiB)) throw new Error(`The password hash's memory must be between 1024 and 262144 KiB (got ${memoryKiB}).`);
  currentCost = memoryKiB;
}

export function passwordCost(): number {
  return currentCost;
}

// Hashes at once are at most the cores but one: the others wait their turn (about 30 ms each) instead of all
// sharing the cores, so the main thread keeps a core for every other request during a morning's sign-ins, and
// the memory they take stays 19 MiB times that number however many sign in at once. They also leave libuv's
// pool (UV_THREADPOOL_SIZE, 4 threads by default) free threads for files and DNS: on 2 cores, 1 of the 4.
const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing++;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line (the count stays), or is given back.
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

/** Hashes a password with argon2id at the current cost, as a PHC string (`$argon2id$v=19$m=19456,p=1,t=2$salt$hash`). */
export function hashPassword(password: string): Promise<string> {
  return inTurn(() => argon2.hash(password, { type: argon2.argon2id, memoryCost: currentCost, timeCost: TIME_COST, parallelism: PARALLELISM }));
}

const ARGON2ID = /^\$argon2id\$v=19\$([a-z]=\d+(?:,[a-z]=\d+)*)\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{32,}$/;

/** The parameters of an argon2id hash of a shape the product makes, within bounds; null for anything else. */
function argon2Parameters(stored: string): { m: number; t: number; p: number } | null {
  const match = ARGON2ID.exec(stored);
  if (!match) return null;
  const named = Object.fromEntries(match[1]!.split(',').map((kv) => kv.split('=') as [string, string]));
  const [m, t, p] = [Number(named.m), Number(named.t), Number(named.p)];
  return usableMemory(m) && t >= 1 && t <= 10 && p >= 1 && p <= 4 ? { m, t, p } : null;
}

const SCRYPT_KEYLEN = 64;
type Scrypt = { n: number; r: number; p: number; salt: Buffer; key: Buffer };

/** A scrypt hash of before (`scrypt$N$r$p$salt$hash`), within the bounds the product made them at; null otherwise. */
function scryptParameters(stored: string): Scrypt | null {
  const [scheme, n, r, p, saltB64, keyB64, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64 || rest.length) return null;
  const parsed = { n: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(saltB64, 'base64'), key: Buffer.from(keyB64, 'base64') };
  const powerOfTwo = Number.isInteger(parsed.n) && (parsed.n & (parsed.n - 1)) === 0 && parsed.n >= 2 ** 10 && parsed.n <= 2 ** 20;
  const ok = powerOfTwo && Number.isInteger(parsed.r) && parsed.r >= 1 && parsed.r <= 32 && Number.isInteger(parsed.p) && parsed.p >= 1 && parsed.p <= 4;
  return ok && parsed.key.length === SCRYPT_KEYLEN ? parsed : null;
}

async function verifyScrypt(password: string, h: Scrypt): Promise<boolean> {
  // scrypt needs 128·N·r bytes; maxmem must be above it (Node's default, 32 MiB, is below 2^17's 128 MiB).
  const maxmem = 128 * h.n * h.r * 2;
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, h.salt, SCRYPT_KEYLEN, { N: h.n, r: h.r, p: h.p, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
  return timingSafeEqual(h.key, actual);
}

/**
 * Checks a password against a stored hash (with the parameters it names) in constant time: an argon2id hash,
 * or a scrypt hash of before. A hash of any other form never verifies.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  if (argon2Parameters(stored)) return inTurn(() => argon2.verify(stored, password).catch(() => false));
  const old = scryptParameters(stored);
  return old ? inTurn(() => verifyScrypt(password, old)) : false;
}

/** True when a stored hash is not argon2id at today's cost or more: the next successful sign-in stores a new one. */
export function passwordNeedsRehash(stored: string | null): boolean {
  const parsed = stored ? argon2Parameters(stored) : null;
  return !parsed || parsed.m < currentCost || parsed.t < TIME_COST;
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
 * The shipped list of leaked passwords (packages/db/assets/README.md says what it is): beside the source in a
 * checkout, in the bundle's own assets/ folder in a build (apps/api/tsup.config.ts copies it), as the migrations are.
 */
const BREACHED_FILE = 'breached-passwords.txt.br';

function breachedPasswordsFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../assets'), path.resolve(here, 'assets'), path.resolve(process.cwd(), 'packages/db/assets')];
  const found = candidates.map((dir) => path.join(dir, BREACHED_FILE)).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`The list of leaked passwords (${BREACHED_FILE}) was not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * True when the password (any case) is on the list of passwords of leaked databases shipped with the product
 * (the 12-character-or-longer ones of the top million). Read into a Set once.
 */
export function isBreachedPassword(password: string): boolean {
  if (!breached) {
    const text = brotliDecompressSync(fs.readFileSync(breachedPasswordsFile())).toString('utf8');
    breached = new Set(text.split('\n'));
  }
  return breached.has(password.toLowerCase());
}
