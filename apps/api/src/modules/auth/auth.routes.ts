import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authApi } from '@hris/contracts';
import * as auth from './auth.service';
import * as oauth from './oauth.service';
import { serve } from '../../lib/serve';
import * as sessions from './sessions.service';

const ctxOf = (req: FastifyRequest): auth.RequestContext => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
/** One cookie's value from the request's Cookie header (the API sets only the social sign-in's). */
const cookieOf = (req: FastifyRequest, name: string): string | null => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
};

export default function authRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  // Per-address limit on every step of sign-in; per-account limits live in the service.
  const signInConfig = {
    access: 'public' as const,
    allowDuringMaintenance: true,
    rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' },
  };
  const tags = ['auth'];

  for (const login of [authApi.login, authApi.loginAtOldAddress]) {
    serve(app, login, { ...signInConfig, tags }, (req) => auth.startSignIn(deps, req.body, ctxOf(req)));
  }
  serve(app, authApi.verify, { ...signInConfig, tags }, (req) => auth.verifySignIn(deps, req.body, ctxOf(req)));
  serve(app, authApi.resendCode, { ...signInConfig, tags }, (req) => auth.resendCode(deps, req.body, ctxOf(req)));
  serve(app, authApi.socialSignIn, { ...signInConfig, tags }, (req) =>
    oauth.completeSocialSignIn(deps, req.body, cookieOf(req, oauth.BROWSER_COOKIE), ctxOf(req)),
  );
  serve(app, authApi.socialLinks, { ...signInConfig, tags }, async (req, reply) => {
    const { links, browserKey } = await oauth.socialLinks(deps, cookieOf(req, oauth.BROWSER_COOKIE));
    if (browserKey) {
      const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
      reply.header('set-cookie', `${oauth.BROWSER_COOKIE}=${browserKey}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=600${secure}`);
    }
    return { links };
  });
  serve(app, authApi.signOut, { access: 'signed-in', allowDuringMaintenance: true, tags }, (req) => auth.signOut(deps, req.actor!));
  const own = { access: 'signed-in' as const };
  serve(app, authApi.ownSessions, { ...own, tags }, (req) => sessions.listOwnSessions(deps, req.actor!));
  serve(app, authApi.signOutOthers, { ...own, tags }, (req) => sessions.endOtherSessions(deps, req.actor!));
  serve(app, authApi.endSession, { ...own, tags }, (req) => sessions.endOwnSession(deps, req.actor!, req.params.id));
  serve(app, authApi.forgotPassword, { ...signInConfig, tags }, (req) => auth.requestPasswordReset(deps, req.body.email, ctxOf(req)));
  serve(app, authApi.resetPassword, { ...signInConfig, tags }, (req) => auth.resetPassword(deps, req.body.token, req.body.password, ctxOf(req)));
}
