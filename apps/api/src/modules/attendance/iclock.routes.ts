import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as iclock from './iclock.service';

/** Devices send up to a few thousand lines at once after being offline for a while. */
const DEVICE_BODY_LIMIT = 8 * 1024 * 1024;
/**
 * Requests one device (by serial number) may make a minute: it polls every 10 s and, with Realtime=1, posts
 * each punch as it happens; a gate at the morning rush stays well under this.
 */
const DEVICE_REQUESTS_PER_MINUTE = 300;
/** A refused device is logged once in this time, however often it retries. */
const REFUSAL_LOG_MS = 60_000;

const serialOf = (req: FastifyRequest): string => {
  const sn = (req.query as Record<string, unknown>).SN;
  return typeof sn === 'string' ? sn.trim() : '';
};

/** The device's key, from whichever place its firmware can put it: the server path, ?key= or ?pushcommkey=. */
function keyOf(req: FastifyRequest): string | null {
  const token = (req.params as Record<string, unknown>).token;
  if (typeof token === 'string' && token) return token;
  for (const [name, value] of Object.entries(req.query as Record<string, unknown>)) {
    if ((name.toLowerCase() === 'key' || name.toLowerCase() === 'pushcommkey') && typeof value === 'string' && value) return value;
  }
  return null;
}

/**
 * The ZKTeco ADMS push endpoints, outside /api. A device is answered only when it proves itself with its key, or
 * from the address where a request with its key opened its session (iclock.service.ts), in plain text as the
 * firmware expects, refusals and unknown paths included.
 */
export default function iclockRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  // Per device: a stolen key floods nothing; one device's retries do not hold back the others.
  const config = {
    access: 'public' as const,
    rateLimit: { max: DEVICE_REQUESTS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `iclock:${serialOf(req) || req.ip}` },
  };
  // Devices post raw text with text/plain, form or no content type at all: in this scope only,
  // every body is read as a string (the rest of the app keeps its JSON parser).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: DEVICE_BODY_LIMIT }, (_req, body, done) => done(null, body));

  const text = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/plain').send(body);

  // Devices read text, not the API's JSON errors.
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status === 429) return text(reply, 429, 'Too many requests');
    if (status === 413) return text(reply, 413, 'Too large');
    if (status >= 400 && status < 500) return text(reply, status, 'Bad request');
    req.log.error({ err }, 'iclock: unhandled error');
    return text(reply, 500, 'Server error');
  });

  // A refused device retries every few seconds: one line a minute per serial number, with the count since
  // (real time, not deps.clock: it paces the server log, it decides nothing).
  const refusals = new Map<string, { at: number; more: number }>();
  function logRefusal(serial: string, ip: string, answer: string) {
    const now = Date.now();
    const last = refusals.get(serial);
    if (last && now - last.at < REFUSAL_LOG_MS) {
      last.more++;
      return;
    }
    if (refusals.size >= 10_000) refusals.clear();
    refusals.set(serial, { at: now, more: 0 });
    const more = last?.more ? ` (${last.more} more refusal(s) before this one)` : '';
    deps.log.warn(`iclock: refused device ${JSON.stringify(serial)} from ${ip}: ${answer}${more}`);
  }

  /** The id of the device that sent the request, or null with the refusal already sent. */
  async function device(req: FastifyRequest, reply: FastifyReply, handshake = false): Promise<{ id: number; serial: string } | null> {
    const serial = serialOf(req);
    if (!serial || serial.length > 60) {
      text(reply, 400, 'SN is required');
      return null;
    }
    const admission = await iclock.admitDevice(deps, { serial, key: keyOf(req), ip: req.ip, handshake });
    if (!admission.ok) {
      logRefusal(serial, req.ip, admission.answer);
      text(reply, admission.status, admission.answer);
      return null;
    }
    return { id: admission.id, serial };
  }

  // Without the key in the path (?key= or ?pushcommkey=), and with it: /iclock/<key>/…, or /device/<key>/iclock/…
  // for a device whose server address is set to <host>/device/<key> (it appends /iclock/cdata itself).
  for (const base of ['/iclock', '/iclock/:token', '/device/:token/iclock']) {
    for (const path of [`${base}/cdata`, `${base}/cdata.aspx`]) {
      app.get(path, { config, schema: { hide: true } }, async (req, reply) => {
        const found = await device(req, reply, true);
        if (found) return text(reply, 200, iclock.handshake(found.serial));
        return reply;
      });
      app.post(path, { config, schema: { hide: true } }, async (req, reply) => {
        const found = await device(req, reply);
        if (!found) return reply;
        const lines = iclock.bodyLines(typeof req.body === 'string' ? req.body : '');
        // Refused whole, before anything is written: a device sends it again in smaller parts.
        if (lines.length > iclock.MAX_LINES_PER_BODY) return text(reply, 413, 'Too many lines');
        const tableParam = (req.query as Record<string, unknown>).table;
        const table = typeof tableParam === 'string' ? tableParam.toUpperCase() : '';
        if (table === 'ATTLOG') return text(reply, 200, `OK: ${await iclock.receiveAttendanceLog(deps, found.id, found.serial, lines)}`);
        // Operation logs, user data and photos are not used here; acknowledged so the device moves on.
        return text(reply, 200, `OK: ${lines.length}`);
      });
    }
    for (const path of [`${base}/getrequest`, `${base}/getrequest.aspx`]) {
      app.get(path, { config, schema: { hide: true } }, async (req, reply) => ((await device(req, reply)) ? text(reply, 200, 'OK') : reply));
    }
    app.post(`${base}/devicecmd`, { config, schema: { hide: true } }, async (req, reply) => ((await device(req, reply)) ? text(reply, 200, 'OK') : reply));
    // Push firmware 3.x: it registers, asks for its options, and pings while it uploads (iclock.service.ts).
    app.route({
      method: ['GET', 'POST'],
      url: `${base}/registry`,
      config,
      schema: { hide: true },
      handler: async (req, reply) => {
        const found = await device(req, reply);
        return found ? text(reply, 200, iclock.registryAnswer(found.id, found.serial)) : reply;
      },
    });
    app.route({
      method: ['GET', 'POST'],
      url: `${base}/push`,
      config,
      schema: { hide: true },
      handler: async (req, reply) => ((await device(req, reply)) ? text(reply, 200, iclock.pushOptions()) : reply),
    });
    app.get(`${base}/ping`, { config, schema: { hide: true } }, async (req, reply) => ((await device(req, reply)) ? text(reply, 200, 'OK') : reply));
  }
  // Any other device path is answered as the firmware reads answers, in plain text: not the web client's page
  // (which the catch-all of plugins/web.ts would send), nor the API's JSON.
  for (const path of ['/iclock/*', '/device/:token/iclock/*']) {
    app.route({ method: ['GET', 'POST'], url: path, config, schema: { hide: true }, handler: async (_req, reply) => text(reply, 404, 'Not found') });
  }
  return Promise.resolve();
}
