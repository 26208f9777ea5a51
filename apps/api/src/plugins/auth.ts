import type { FastifyInstance, FastifyRequest, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, type ApiRoute, type TViewGroup } from '@hris/contracts';
import { setPasswordCost } from '@hris/db';
import { AppError } from '../lib/app-error';
import { hasAnyView, type Actor, type Kiosk } from '../lib/actor';
import { actorFromToken, noteSessionUse } from '../modules/auth';
import { kioskFromKey } from '../modules/face';
import { isMaintenanceOn } from '../modules/system';

/**
 * Who may call a route. Every /api route must declare it: 'public', 'signed-in',
 * or the view groups of SPEC.md §6 that open it (any one suffices); or 'kiosk': a face attendance kiosk's key
 * (`Authorization: Kiosk <key>`, issue 37), which opens those routes only and which no user's session replaces.
 */
export type Access = 'public' | 'signed-in' | 'kiosk' | readonly TViewGroup[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Still answers while maintenance mode is on (sign-in, health). */
    allowDuringMaintenance?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The kiosk calling a 'kiosk' route (never set elsewhere). */
    kiosk: Kiosk | null;
  }
  interface FastifyInstance {
    /** Every /api route with the access it declared: the docs and the access tests read it. */
    routeAccess: { method: string; url: string; access: Access; apiRoute?: ApiRoute }[];
  }
}

/** The credential after `scheme ` in the Authorization header, or null. */
function credential(req: FastifyRequest, scheme: 'Bearer' | 'Kiosk'): string | null {
  const header = req.headers.authorization;
  if (!header || !header.startsWith(`${scheme} `)) return null;
  const token = header.slice(scheme.length + 1).trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

const KIOSK_REFUSED = 'This kiosk key is not valid (revoked, or mistyped): ask an administrator for a new one.';
const KIOSK_ONLY = "Only a kiosk records punches by face: this tablet needs a kiosk key, not a user's session.";

export default fp(function authPlugin(app: FastifyInstance, _opts: FastifyPluginOptions, done: (err?: Error) => void) {
  const { config } = app.deps;
  // The cost of new password hashes (PASSWORD_HASH_MEMORY_KIB; never below OWASP's 19456 in production: config.ts).
  setPasswordCost(config.passwordCost);

  app.decorateRequest('actor', null);
  app.decorateRequest('kiosk', null);
  const routeAccess: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', routeAccess);

  // Authentication is the default: a route under /api that forgets to declare its access fails at start.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${[route.method].flat().join(',')} ${route.url} must declare config.access`);
    }
    // Every call the web makes is typed from the route table: an /api route outside it would be one the web cannot type.
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.apiRoute) {
      throw new Error(`Route ${[route.method].flat().join(',')} ${route.url} is not on the route table: register it with lib/serve.ts`);
    }
    if (route.config?.access) {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routeAccess.push({ method, url: route.url, access: route.config.access, apiRoute: route.config.apiRoute });
      }
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access && !req.url.startsWith('/api')) return; // the web client and docs
    if (access === 'kiosk') {
      // Only a kiosk's own key: an administrator's session on the tablet is exactly what the kiosk key replaces.
      const key = credential(req, 'Kiosk');
      const kiosk = key ? await kioskFromKey(app.deps, key) : null;
      if (!kiosk) {
        // A user's live session is refused as the wrong credential (403); anything else, as none (401).
        const token = credential(req, 'Bearer');
        if (token && (await actorFromToken(app.deps, token))) throw AppError.forbidden(KIOSK_ONLY);
        throw AppError.unauthorized(KIOSK_REFUSED);
      }
      if (await isMaintenanceOn(app.deps)) throw new AppError(503, MESSAGES.maintenance);
      req.kiosk = { ...kiosk, ip: req.ip };
      return;
    }
    const token = credential(req, 'Bearer');
    const actor = token ? await actorFromToken(app.deps, token) : null;
    if (actor) {
      req.actor = { ...actor, ip: req.ip };
      // A request is use: the idle timeout counts from the last one (written at most once a minute).
      await noteSessionUse(app.deps, actor.sessionId);
    }

    const isAdmin = actor ? actor.views.includes('ADMIN') : false;
    if (!req.routeOptions.config.allowDuringMaintenance && !isAdmin && req.url.startsWith('/api') && (await isMaintenanceOn(app.deps))) {
      throw new AppError(503, MESSAGES.maintenance);
    }
    if (!access || access === 'public') return;
    if (!actor) throw AppError.unauthorized(MESSAGES.unauthenticated);
    if (access !== 'signed-in' && !hasAnyView(actor, access)) throw AppError.forbidden(MESSAGES.forbidden);
  });
  done();
});
