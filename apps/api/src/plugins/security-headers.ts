import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

// The security headers are the same for every response, so helmet computes them once at start
// and each response gets a copy. (@fastify/helmet rebuilds helmet's middleware on every request,
// which measured at a quarter of an authenticated request's cost: bench/api.ts.)
const OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      // A stored PDF (a leave's medical certificate…) is shown inside its page from a blob fetched with the token.
      frameSrc: ["'self'", 'blob:'],
    },
  },
};

function computeHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(OPTIONS)({} as IncomingMessage, res, () => undefined);
  return headers;
}

export default fp(async function securityHeadersPlugin(app: FastifyInstance) {
  const headers = computeHeaders();
  const entries = Object.entries(headers);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
});
