import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Clock } from './clock';

// One root secret (JWT_SECRET), one key per purpose: each key is derived from the root with HKDF under its
// purpose's name, so a value signed for one purpose never checks for another (a file link's signature can
// never pass as a session token or an interview invitation, whatever the strings signed).

/** The claims of a session token (an HS256 JWT under purposeKey(root, 'session')). */
export type SessionClaims = { sid: string; sub: string };
/** What the short HMACs of links are for: each has its own key. */
export type HmacPurpose = 'file-link' | 'invitation';
export type Tokens = {
  signSession: (claims: SessionClaims, expiresInSeconds: number) => string;
  /** Answers the claims of a valid token, or null for a bad, tampered, expired or `alg: none` one. */
  verifySession: (token: string) => SessionClaims | null;
  /** Short-lived signed values (OAuth state) with their own purpose tag. */
  signValue: (purpose: string, value: Record<string, unknown>, expiresInSeconds: number) => string;
  verifyValue: (purpose: string, token: string) => Record<string, unknown> | null;
  /** A stable HMAC for URLs that must not be guessed (file links, invitation links). */
  hmac: (purpose: HmacPurpose, value: string) => string;
  /** True when `signature` is hmac(purpose, value), compared in constant time. */
  hmacMatches: (purpose: HmacPurpose, value: string, signature: string) => boolean;
};

const derived = new Map<string, Buffer>();

/** The key of one purpose ('session', 'file-link', 'invitation', 'value:<purpose>'), derived from the root secret. */
export function purposeKey(rootSecret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${rootSecret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', rootSecret, 'hris tokens', purpose, 32));
    derived.set(id, key);
  }
  return key;
}

/** Equal strings, compared in constant time (hashed first, so lengths leak nothing either). */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

const hmacWith = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest('base64url');

/** The Tokens of a root secret, on the given clock: sessions are HS256 JWTs under purposeKey(root, 'session'). */
export function createTokens(rootSecret: string, clock: Clock): Tokens {
  const hmac = (purpose: HmacPurpose, value: string) => hmacWith(purposeKey(rootSecret, purpose), value).slice(0, 32);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const sessionKey = purposeKey(rootSecret, 'session');
  // HS256 only: a token with `alg: none` or another algorithm is refused.
  const signJwt = createSigner({ key: sessionKey, algorithm: 'HS256' });
  // The expiry is checked below against the injected clock, not by fast-jwt against the machine's time (a test app on a
  // named day would otherwise see its sessions expire once the real time is 12 hours past that day's hour).
  const verifyJwt = createVerifier({ key: sessionKey, algorithms: ['HS256'], ignoreExpiration: true, cache: false });
  const verifiedTokens = new Map<string, { claims: SessionClaims; exp: number }>();
  return {
    signSession: (claims, expiresInSeconds) => signJwt({ ...claims, typ: 'session', iat: nowSeconds(), exp: nowSeconds() + expiresInSeconds }),
    verifySession: (token) => {
      // A token already verified needs no second signature check until it expires.
      const known = verifiedTokens.get(token);
      if (known && known.exp > clock.now().getTime() / 1000) return known.claims;
      try {
        const decoded = verifyJwt(token) as { sid?: unknown; sub?: unknown; typ?: unknown; exp?: unknown };
        if (decoded.typ !== 'session' || typeof decoded.sid !== 'string' || typeof decoded.sub !== 'string') return null;
        if (typeof decoded.exp !== 'number' || decoded.exp <= clock.now().getTime() / 1000) return null;
        if (!/^[0-9a-f-]{36}$/.test(decoded.sid)) return null;
        const claims = { sid: decoded.sid, sub: decoded.sub };
        if (verifiedTokens.size >= 10_000) verifiedTokens.delete(verifiedTokens.keys().next().value!);
        verifiedTokens.set(token, { claims, exp: decoded.exp });
        return claims;
      } catch {
        return null;
      }
    },
    // `<payload>.<signature>`: the payload's JSON (with its expiry) in base64url, signed with the purpose's own key.
    signValue: (purpose, value, expiresInSeconds) => {
      const payload = Buffer.from(JSON.stringify({ ...value, exp: nowSeconds() + expiresInSeconds })).toString('base64url');
      return `${payload}.${hmacWith(purposeKey(rootSecret, `value:${purpose}`), payload)}`;
    },
    verifyValue: (purpose, token) => {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      if (!sameSecret(hmacWith(purposeKey(rootSecret, `value:${purpose}`), payload), signature)) return null;
      try {
        const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
        return typeof value.exp === 'number' && value.exp > clock.now().getTime() / 1000 ? value : null;
      } catch {
        return null;
      }
    },
    hmac,
    hmacMatches: (purpose, value, signature) => sameSecret(hmac(purpose, value), signature),
  };
}
