import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The public pages of this feature, spread into the one route table (app/routes.tsx). */
export const authRoutes: readonly AppRoute[] = [
  {
    path: '/login',
    group: 'LOGIN',
    title: 'Sign in',
    breadcrumb: ['Sign in'],
    hidden: true,
    layout: 'bare',
    guestOnly: true,
    element: lazyPage(
      () => import('./login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/forgot_password',
    group: 'FORGOT_PASSWORD',
    title: 'Forgot password',
    breadcrumb: ['Forgot password'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(
      () => import('./forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: '/verify_token',
    group: 'VERIFY_TOKEN',
    title: 'Set a new password',
    breadcrumb: ['Set a new password'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(
      () => import('./verify-token-page'),
      (m) => m.VerifyTokenPage,
    ),
  },
  {
    path: '/verify_social_oauth',
    group: 'LOGIN',
    title: 'Signing in',
    breadcrumb: ['Signing in'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(
      () => import('./verify-social-oauth-page'),
      (m) => m.VerifySocialOAuthPage,
    ),
  },
];
