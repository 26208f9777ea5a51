import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as iclock from './iclock.service';

/** Devices send up to a few thousand lines at once after being offline for a while. */
const DEVICE_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The ZKTeco ADMS push endpoints, outside /api. A device authenticates by its serial number: only
 * registered, active devices are answered, in plain text as the firmware expects.
 */
export default async function iclockRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const config = { access: 'public' as const };
  // Devices post raw text with text/plain, form or no content type at all: in this scope only,
  // every body is read as a string (the rest of the app keeps its JSON parser).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: DEVICE_BODY_LIMIT }, (_req, body, done) => done(null, body));

  const text = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/plain').send(body);

  /** The serial number of a registered, active device, or the refusal already sent. */
  async function device(req: FastifyRequest, reply: FastifyReply): Promise<{ id: number; serial: string } | null> {
    const sn = (req.query as Record<string, unknown>).SN;
    const serial = typeof sn === 'string' ? sn.trim() : '';
    if (!serial || serial.length > 60) {
      text(reply, 400, 'SN is required');
      return null;
    }
    const id = await iclock.knownDevice(deps, serial);
    if (id === null) {
      req.log.warn(`iclock: refused unregistered or inactive device ${JSON.stringify(serial)} from ${req.ip}`);
      text(reply, 403, 'Unknown device');
      return null;
    }
    return { id, serial };
  }

  for (const prefix of ['/iclock/cdata', '/iclock/cdata.aspx']) {
    app.get(prefix, { config, schema: { hide: true } }, async (req, reply) => {
      const found = await device(req, reply);
      if (found) return text(reply, 200, iclock.handshake(found.serial));
      return reply;
    });
    app.post(prefix, { config, schema: { hide: true } }, async (req, reply) => {
      const found = await device(req, reply);
      if (!found) return reply;
      const table = String((req.query as Record<string, unknown>).table ?? '').toUpperCase();
      const body = typeof req.body === 'string' ? req.body : '';
      if (table === 'ATTLOG') return text(reply, 200, `OK: ${await iclock.receiveAttendanceLog(deps, found.id, found.serial, body)}`);
      // Operation logs, user data and photos are not used here; acknowledged so the device moves on.
      return text(reply, 200, `OK: ${body.split(/\r?\n/).filter((l) => l.trim() !== '').length}`);
    });
  }
  for (const path of ['/iclock/getrequest', '/iclock/getrequest.aspx']) {
    app.get(path, { config, schema: { hide: true } }, async (req, reply) => ((await device(req, reply)) ? text(reply, 200, 'OK') : reply));
  }
  app.post('/iclock/devicecmd', { config, schema: { hide: true } }, async (req, reply) => ((await device(req, reply)) ? text(reply, 200, 'OK') : reply));
}
