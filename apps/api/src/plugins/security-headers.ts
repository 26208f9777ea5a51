import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** The websocket origin of the product's own address (socket.io): ws://host for http, wss://host for https. */
function websocketOrigin(publicUrl: string): string | null {
  try {
    const url = new URL(publicUrl);
    return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  } catch {
    return null;
  }
}

// The page may connect only to its own origin: 'self' (which CSP level 3 browsers also read as the same
// host's websocket) and, for the others, the websocket of PUBLIC_URL, never any ws: or wss: host.
// Over plain HTTP (a campus intranet) helmet's `upgrade-insecure-requests` and HSTS are left out: the browser
// would ask for every script and stylesheet over https, which nothing serves there, and draw a blank page.
function options(publicUrl: string, overTls: boolean) {
  const websocket = websocketOrigin(publicUrl);
  return {
    strictTransportSecurity: overTls,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: overTls ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: websocket ? ["'self'", websocket] : ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // A stored PDF (a leave's medical certificate…) is shown inside its page from a blob fetched with the token.
        frameSrc: ["'self'", 'blob:'],
      },
    },
  };
}

// The security headers are one of two sets (over TLS or not), so helmet computes both once at start
// and each response gets a copy of its set. (@fastify/helmet rebuilds helmet's middleware on every request,
// which measured at a quarter of an authenticated request's cost: bench/api.ts.)
function computeHeaders(publicUrl: string, overTls: boolean): [string, string][] {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options(publicUrl, overTls))({} as IncomingMessage, res, () => undefined);
  return Object.entries(headers);
}

export default fp(function securityHeadersPlugin(app: FastifyInstance, _opts: FastifyPluginOptions, done: (err?: Error) => void) {
  const { publicUrl } = app.deps.config;
  const overTls = computeHeaders(publicUrl, true);
  const plain = computeHeaders(publicUrl, false);
  // Served over TLS: PUBLIC_URL says https (whoever terminates it), or this request came over https. Fastify's
  // req.protocol reads X-Forwarded-Proto only from a proxy TRUST_PROXY names (app.ts); anyone else's is a claim.
  const alwaysTls = publicUrl.startsWith('https:');
  app.addHook('onRequest', (req, reply, done) => {
    const entries = alwaysTls || req.protocol === 'https' ? overTls : plain;
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
  // API answers hold personal data: no browser or proxy keeps them unless a route says otherwise
  // (the public job board's ETag answers, signed file links). Refusals too: they say who may see what.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  done();
});
