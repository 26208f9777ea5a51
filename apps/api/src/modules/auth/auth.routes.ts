import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZForgotPasswordBody,
  ZLoginBody,
  ZLoginChallenge,
  ZMessage,
  ZOAuthCallbackBody,
  ZOwnSessionList,
  ZResendAnswer,
  ZResendBody,
  ZResetPasswordBody,
  ZSessionParams,
  ZSignedIn,
  ZSocialLinks,
  ZSocialSignIn,
  ZVerifyBody,
} from '@hris/contracts';
import * as auth from './auth.service';
import * as oauth from './oauth.service';
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

export default function authRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  // Per-address limit on every step of sign-in; per-account limits live in the service.
  const signInConfig = {
    access: 'public' as const,
    allowDuringMaintenance: true,
    rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' },
  };
  const tags = ['auth'];

  for (const url of ['/api/authenticate', '/api/authenticate/login']) {
    app.post(
      url,
      {
        config: signInConfig,
        schema: { tags, summary: 'Sign in with e-mail and password; e-mails a 2FA code', body: ZLoginBody, response: { 200: ZLoginChallenge } },
      },
      (req) => auth.startSignIn(deps, req.body, ctxOf(req)),
    );
  }
  app.post(
    '/api/authenticate/verify',
    {
      config: signInConfig,
      schema: { tags, summary: 'Check the 2FA code with the challenge of the password step and get a token', body: ZVerifyBody, response: { 200: ZSignedIn } },
    },
    (req) => auth.verifySignIn(deps, req.body, ctxOf(req)),
  );
  app.post(
    '/api/authenticate/resend/2fa',
    {
      config: signInConfig,
      schema: { tags, summary: 'Send a new 2FA code for a live challenge (5 per challenge, 30 s apart)', body: ZResendBody, response: { 200: ZResendAnswer } },
    },
    (req) => auth.resendCode(deps, req.body, ctxOf(req)),
  );
  app.post(
    '/api/authenticate/oauth',
    {
      config: signInConfig,
      schema: {
        tags,
        summary: 'Finish social sign-in with the query the provider returned (in the browser that began it)',
        body: ZOAuthCallbackBody,
        response: { 200: ZSocialSignIn },
      },
    },
    (req) => oauth.completeSocialSignIn(deps, req.body, cookieOf(req, oauth.BROWSER_COOKIE), ctxOf(req)),
  );
  app.get(
    '/api/login/social-oauth-links',
    {
      // Limited like the sign-in steps: each call stores a state row per provider.
      config: signInConfig,
      schema: { tags, summary: 'Configured social sign-in providers', response: { 200: ZSocialLinks } },
    },
    async (req, reply) => {
      const { links, browserKey } = await oauth.socialLinks(deps, cookieOf(req, oauth.BROWSER_COOKIE));
      if (browserKey) {
        const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
        reply.header('set-cookie', `${oauth.BROWSER_COOKIE}=${browserKey}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=600${secure}`);
      }
      return { links };
    },
  );
  app.post(
    '/api/logout',
    { config: { access: 'signed-in', allowDuringMaintenance: true }, schema: { tags, summary: 'Revoke the current token', response: { 200: ZMessage } } },
    (req) => auth.signOut(deps, req.actor!),
  );
  const own = { access: 'signed-in' as const };
  app.get(
    '/api/users/me/sessions',
    { config: own, schema: { tags, summary: 'Where the caller is signed in (live sessions)', response: { 200: ZOwnSessionList } } },
    (req) => sessions.listOwnSessions(deps, req.actor!),
  );
  app.post(
    '/api/users/me/sessions/sign-out-others',
    { config: own, schema: { tags, summary: 'End every session of the caller but this one', response: { 200: ZMessage } } },
    (req) => sessions.endOtherSessions(deps, req.actor!),
  );
  app.delete(
    '/api/users/me/sessions/:id',
    { config: own, schema: { tags, summary: 'End one of the caller’s sessions', params: ZSessionParams, response: { 200: ZMessage } } },
    (req) => sessions.endOwnSession(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/password/forgot',
    { config: signInConfig, schema: { tags, summary: 'E-mail a password reset link', body: ZForgotPasswordBody, response: { 200: ZMessage } } },
    (req) => auth.requestPasswordReset(deps, req.body.email, ctxOf(req)),
  );
  app.post(
    '/api/password/reset',
    { config: signInConfig, schema: { tags, summary: 'Set a new password from a reset link', body: ZResetPasswordBody, response: { 200: ZMessage } } },
    (req) => auth.resetPassword(deps, req.body.token, req.body.password, ctxOf(req)),
  );
}
