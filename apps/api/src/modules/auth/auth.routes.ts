import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZForgotPasswordBody, ZLoginBody, ZOAuthCallbackBody, ZResendBody, ZResetPasswordBody, ZVerifyBody } from '@hris/contracts';
import * as auth from './auth.service';
import * as oauth from './oauth.service';

const ctxOf = (req: FastifyRequest): auth.RequestContext => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

export default async function authRoutes(fastify: FastifyInstance) {
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
    app.post(url, { config: signInConfig, schema: { tags, summary: 'Sign in with e-mail and password; e-mails a 2FA code', body: ZLoginBody } }, (req) =>
      auth.startSignIn(deps, req.body, ctxOf(req)),
    );
  }
  app.post('/api/authenticate/verify', { config: signInConfig, schema: { tags, summary: 'Check the 2FA code and get a token', body: ZVerifyBody } }, (req) =>
    auth.verifySignIn(deps, req.body, ctxOf(req)),
  );
  app.post('/api/authenticate/resend/2fa', { config: signInConfig, schema: { tags, summary: 'Send a new 2FA code', body: ZResendBody } }, (req) =>
    auth.resendCode(deps, req.body.id, ctxOf(req)),
  );
  app.post('/api/authenticate/oauth', { config: signInConfig, schema: { tags, summary: 'Finish social sign-in with the query the provider returned', body: ZOAuthCallbackBody } }, (req) =>
    oauth.completeSocialSignIn(deps, req.body, ctxOf(req)),
  );
  app.get('/api/login/social-oauth-links', { config: { access: 'public', allowDuringMaintenance: true }, schema: { tags, summary: 'Configured social sign-in providers' } }, () =>
    oauth.socialLinks(deps),
  );
  app.post('/api/logout', { config: { access: 'signed-in', allowDuringMaintenance: true }, schema: { tags, summary: 'Revoke the current token' } }, (req) =>
    auth.signOut(deps, req.actor!),
  );
  app.post('/api/password/forgot', { config: signInConfig, schema: { tags, summary: 'E-mail a password reset link', body: ZForgotPasswordBody } }, (req) =>
    auth.requestPasswordReset(deps, req.body.email, ctxOf(req)),
  );
  app.post('/api/password/reset', { config: signInConfig, schema: { tags, summary: 'Set a new password from a reset link', body: ZResetPasswordBody } }, (req) =>
    auth.resetPassword(deps, req.body.token, req.body.password, ctxOf(req)),
  );
}
