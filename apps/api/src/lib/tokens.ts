/** Signs and checks session tokens; built from @fastify/jwt in the auth plugin, so services stay Fastify-free. */
export type SessionClaims = { sid: string; sub: string };
export type Tokens = {
  signSession: (claims: SessionClaims, expiresInSeconds: number) => string;
  /** Answers the claims of a valid token, or null for a bad, tampered, expired or `alg: none` one. */
  verifySession: (token: string) => SessionClaims | null;
  /** Short-lived signed values (OAuth state) with their own purpose tag. */
  signValue: (purpose: string, value: Record<string, unknown>, expiresInSeconds: number) => string;
  verifyValue: (purpose: string, token: string) => Record<string, unknown> | null;
  /** A stable HMAC for URLs that must not be guessed (file links). */
  hmac: (value: string) => string;
};
