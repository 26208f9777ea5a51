import type { Deps } from './deps';

/**
 * A link to a stored file that only the server can make: the key is signed, so the link
 * works in an <img> tag or a new tab without a bearer header, and nobody can guess another
 * file's link. Links to personal documents (PDS attachments) expire: the server hands them
 * out only after checking who asks, so a link copied elsewhere stops working.
 */
export function signedFileUrl(deps: Pick<Deps, 'tokens' | 'clock'>, key: string | null, opts: { ttlSeconds?: number } = {}): string | null {
  if (!key) return null;
  if (!opts.ttlSeconds && !alwaysExpires(key)) return `/api/files/${key}?sig=${deps.tokens.hmac('file-link', key)}`;
  const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
  const exp = opts.ttlSeconds ? nowSeconds + opts.ttlSeconds : avatarLinkExpiry(nowSeconds);
  return `/api/files/${key}?exp=${exp}&sig=${deps.tokens.hmac('file-link', `${key}|${exp}`)}`;
}

/** True when `sig` (and `exp`, for expiring links) were made by signedFileUrl for this key and have not expired. */
export function validFileSignature(deps: Pick<Deps, 'tokens' | 'clock'>, key: string, sig: string, exp?: number): boolean {
  // The file-link key signs nothing else (lib/tokens.ts); compared in constant time.
  if (exp === undefined) return !alwaysExpires(key) && deps.tokens.hmacMatches('file-link', key, sig);
  return exp >= deps.clock.now().getTime() / 1000 && deps.tokens.hmacMatches('file-link', `${key}|${exp}`, sig);
}

// Photos of people (avatars) are personal data too (issue 15 item 10): their links always expire, whoever
// signs them. The expiry is rounded up to a step so the link stays the same for a while (the browser and
// the server's cached answers reuse it) and lives 60 to 90 minutes: longer than any cached answer holding it.
const AVATAR_LINK_SECONDS = 60 * 60;
const AVATAR_LINK_STEP_SECONDS = 30 * 60;

/** Whether every link to this key must carry an expiry. */
export function alwaysExpires(key: string): boolean {
  return key.startsWith('avatars/');
}

function avatarLinkExpiry(nowSeconds: number): number {
  const earliest = nowSeconds + AVATAR_LINK_SECONDS;
  return Math.ceil(earliest / AVATAR_LINK_STEP_SECONDS) * AVATAR_LINK_STEP_SECONDS;
}
