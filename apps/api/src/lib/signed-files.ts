import type { Deps } from './deps';

/**
 * A link to a stored file that only the server can make: the key is signed, so the link
 * works in an <img> tag without a bearer header, and nobody can guess another file's link.
 */
export function signedFileUrl(deps: Pick<Deps, 'tokens'>, key: string | null): string | null {
  if (!key) return null;
  return `/api/files/${key}?sig=${deps.tokens.hmac(key)}`;
}
