import type { Deps } from './deps';

/**
 * A link to a stored file that only the server can make: the key is signed, so the link
 * works in an <img> tag or a new tab without a bearer header, and nobody can guess another
 * file's link. Links to personal documents (PDS attachments) expire: the server hands them
 * out only after checking who asks, so a link copied elsewhere stops working.
 */
export function signedFileUrl(deps: Pick<Deps, 'tokens'>, key: string | null, opts: { ttlSeconds?: number } = {}): string | null {
  if (!key) return null;
  if (!opts.ttlSeconds) return `/api/files/${key}?sig=${deps.tokens.hmac(key)}`;
  const exp = Math.floor(Date.now() / 1000) + opts.ttlSeconds;
  return `/api/files/${key}?exp=${exp}&sig=${deps.tokens.hmac(`${key}|${exp}`)}`;
}

/** True when `sig` (and `exp`, for expiring links) were made by signedFileUrl for this key and have not expired. */
export function validFileSignature(deps: Pick<Deps, 'tokens'>, key: string, sig: string, exp?: number): boolean {
  if (exp === undefined) return deps.tokens.hmac(key) === sig;
  return exp >= Date.now() / 1000 && deps.tokens.hmac(`${key}|${exp}`) === sig;
}
