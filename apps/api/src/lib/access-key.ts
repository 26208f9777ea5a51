import { createHash, randomBytes } from 'node:crypto';

// A key a machine holds in place of a person's session (a face kiosk): 32 random bytes, shown once to the
// administrator who made it; only its SHA-256 is stored (a random key of this length needs no slow hash: nothing to
// guess), so a copy of the database opens nothing.

export const newAccessKey = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;
export const accessKeyHash = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
