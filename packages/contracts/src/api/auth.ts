import { route } from '../api-route';
import {
  ZForgotPasswordBody,
  ZLoginBody,
  ZLoginChallenge,
  ZOAuthCallbackBody,
  ZOwnSessionList,
  ZResendAnswer,
  ZResendBody,
  ZResetPasswordBody,
  ZSessionParams,
  ZSocialLinks,
  ZVerifyBody,
} from '../auth';
import { ZSignedIn, ZSocialSignIn } from '../users';
import { ZMessage } from '../responses';

/** Sign-in (password, then the e-mailed code, or a social provider), sign-out, one's own sessions, password reset. */
export const authApi = {
  login: route({
    method: 'POST',
    path: '/api/authenticate/login',
    summary: 'Sign in with e-mail and password; e-mails a 2FA code',
    body: ZLoginBody,
    response: ZLoginChallenge,
  }),
  /** The address older clients post to (SPEC.md §7). */
  loginAtOldAddress: route({
    method: 'POST',
    path: '/api/authenticate',
    summary: 'Sign in with e-mail and password; e-mails a 2FA code',
    body: ZLoginBody,
    response: ZLoginChallenge,
  }),
  verify: route({
    method: 'POST',
    path: '/api/authenticate/verify',
    summary: 'Check the 2FA code with the challenge of the password step and get a token',
    body: ZVerifyBody,
    response: ZSignedIn,
  }),
  resendCode: route({
    method: 'POST',
    path: '/api/authenticate/resend/2fa',
    summary: 'Send a new 2FA code for a live challenge (5 per challenge, 30 s apart)',
    body: ZResendBody,
    response: ZResendAnswer,
  }),
  socialSignIn: route({
    method: 'POST',
    path: '/api/authenticate/oauth',
    summary: 'Finish social sign-in with the query the provider returned (in the browser that began it)',
    body: ZOAuthCallbackBody,
    response: ZSocialSignIn,
  }),
  socialLinks: route({
    method: 'GET',
    path: '/api/login/social-oauth-links',
    summary: 'Configured social sign-in providers',
    response: ZSocialLinks,
  }),
  signOut: route({
    method: 'POST',
    path: '/api/logout',
    summary: 'Revoke the current token',
    response: ZMessage,
  }),
  ownSessions: route({
    method: 'GET',
    path: '/api/users/me/sessions',
    summary: 'Where the caller is signed in (live sessions)',
    response: ZOwnSessionList,
  }),
  signOutOthers: route({
    method: 'POST',
    path: '/api/users/me/sessions/sign-out-others',
    summary: 'End every session of the caller but this one',
    response: ZMessage,
  }),
  endSession: route({
    method: 'DELETE',
    path: '/api/users/me/sessions/:id',
    summary: 'End one of the caller’s sessions',
    params: ZSessionParams,
    response: ZMessage,
  }),
  forgotPassword: route({
    method: 'POST',
    path: '/api/password/forgot',
    summary: 'E-mail a password reset link',
    body: ZForgotPasswordBody,
    response: ZMessage,
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/password/reset',
    summary: 'Set a new password from a reset link',
    body: ZResetPasswordBody,
    response: ZMessage,
  }),
};
