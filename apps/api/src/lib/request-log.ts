import type { FastifyRequest } from 'fastify';

// Links e-mailed to people carry secrets in their query string (reset and invitation tokens, e-mail change
// confirmations, signed file links, the identity provider's code and state), and biometric devices their key
// (?key=, the comm key ?pushcommkey=, or a path segment: /iclock/<key>/…, /device/<key>/iclock/…;
// modules/attendance/iclock.routes.ts). The request log keeps the path and the other parameters, but never those values.

const SECRET_PARAMETERS = new Set([
  'token',
  'sig',
  'code',
  'state',
  'challenge',
  'otp',
  'nonce',
  'id_token',
  'access_token',
  'session_state',
  'key',
  'pushcommkey',
]);

/** A device's key where it stands in a path: /iclock/<key>/<endpoint> (not /iclock/<endpoint>), or /device/<key>. */
const DEVICE_KEY_IN_PATH = /^(\/iclock\/)[^/]+(?=\/)|^(\/device\/)[^/]+/i;

/** The path with a device key in it replaced by [redacted]. */
function redactPath(path: string): string {
  return path.replace(DEVICE_KEY_IN_PATH, (_match, iclock?: string, device?: string) => `${iclock ?? device}[redacted]`);
}

/** The URL with the values of secret-carrying query parameters, and a device key in its path, replaced by [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return redactPath(url);
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let key = name;
      try {
        key = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is kept as written.
      }
      return eq !== -1 && SECRET_PARAMETERS.has(key.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${redactPath(url.slice(0, q))}?${query}`;
}

/** Fastify's request serializer for the log, with redactUrl; the rest as Fastify logs it by default. */
export const requestLogSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.headers?.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};
