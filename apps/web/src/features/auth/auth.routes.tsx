import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The public pages of this feature, spread into the one route table (app/routes.tsx). */
export const authRoutes: readonly AppRoute[] = [
  page({
    path: '/login',
    group: 'LOGIN',
    breadcrumb: ['Sign in'],
    layout: 'bare',
    guestOnly: true,
    element: lazyPage(() => import('./login-page'), 'LoginPage'),
  }),
  page({
    path: '/forgot_password',
    group: 'FORGOT_PASSWORD',
    breadcrumb: ['Forgot password'],
    layout: 'bare',
    element: lazyPage(() => import('./forgot-password-page'), 'ForgotPasswordPage'),
  }),
  page({
    path: '/verify_token',
    group: 'VERIFY_TOKEN',
    breadcrumb: ['Set a new password'],
    layout: 'bare',
    element: lazyPage(() => import('./verify-token-page'), 'VerifyTokenPage'),
  }),
  page({
    path: '/verify_social_oauth',
    group: 'LOGIN',
    breadcrumb: ['Signing in'],
    layout: 'bare',
    element: lazyPage(() => import('./verify-social-oauth-page'), 'VerifySocialOAuthPage'),
  }),
];
