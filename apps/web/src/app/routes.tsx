import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import {
  IconBell,
  IconLayoutDashboard,
  IconServerCog,
  IconUserCog,
  type TablerIcon,
} from '@tabler/icons-react';
import type { TRouteGroup } from '@hris/contracts';

/** Where a module is listed in the sidebar, in this order. */
export const MENU_SECTIONS = ['Main', 'My Account', 'Settings'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export type AppRoute = {
  path: string;
  /** The view group that may open the route (SPEC.md §6), or a default group everyone has. */
  group: TRouteGroup;
  /** Page title: the browser tab and the last breadcrumb. */
  title: string;
  /** Trail shown in the top bar, from the section down to this page. */
  breadcrumb: readonly string[];
  /** Hidden routes are reachable but not listed in the sidebar or on the dashboard. */
  hidden: boolean;
  /** 'shell': inside the signed-in layout; 'bare': a full page of its own. */
  layout: 'shell' | 'bare';
  element: ReactNode;
  /** How a listed module appears in the sidebar and as a dashboard shortcut. */
  menu?: { section: MenuSection; label: string; icon: TablerIcon; description: string };
  /** A signed-in user who opens this route is sent on (the sign-in page). */
  guestOnly?: boolean;
};

/** A page loaded on first visit, so that each module is its own download. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactNode {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

/**
 * The one route table of the product. The router, the guard, the sidebar, the breadcrumb
 * and the dashboard shortcuts are all derived from it; a new module adds its entries here.
 */
export const ROUTES: readonly AppRoute[] = [
  // Public pages
  {
    path: '/login',
    group: 'LOGIN',
    title: 'Sign in',
    breadcrumb: ['Sign in'],
    hidden: true,
    layout: 'bare',
    guestOnly: true,
    element: lazyPage(() => import('../features/auth/login-page'), (m) => m.LoginPage),
  },
  {
    path: '/forgot_password',
    group: 'FORGOT_PASSWORD',
    title: 'Forgot password',
    breadcrumb: ['Forgot password'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(() => import('../features/auth/forgot-password-page'), (m) => m.ForgotPasswordPage),
  },
  {
    path: '/verify_token',
    group: 'VERIFY_TOKEN',
    title: 'Set a new password',
    breadcrumb: ['Set a new password'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(() => import('../features/auth/verify-token-page'), (m) => m.VerifyTokenPage),
  },
  {
    path: '/verify_social_oauth',
    group: 'LOGIN',
    title: 'Signing in',
    breadcrumb: ['Signing in'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(() => import('../features/auth/verify-social-oauth-page'), (m) => m.VerifySocialOAuthPage),
  },
  {
    path: '/503',
    group: 'OTHERS',
    title: 'Under maintenance',
    breadcrumb: ['Under maintenance'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(() => import('../features/status/maintenance-page'), (m) => m.MaintenancePage),
  },
  {
    path: '/404',
    group: '404',
    title: 'Page not found',
    breadcrumb: ['Page not found'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(() => import('../features/status/not-found-page'), (m) => m.NotFoundPage),
  },

  // Main area
  {
    path: '/',
    group: 'DASHBOARD',
    title: 'Home',
    breadcrumb: [],
    hidden: true,
    layout: 'shell',
    // SPEC.md §2 sends / to /memorandum_circular; that module does not exist yet, so the
    // dashboard is the landing page until it does.
    element: <Navigate to="/dashboard" replace />,
  },
  {
    path: '/dashboard',
    group: 'DASHBOARD',
    title: 'Dashboard',
    breadcrumb: ['Dashboard'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Main', label: 'Dashboard', icon: IconLayoutDashboard, description: 'Your summary and shortcuts' },
    element: lazyPage(() => import('../features/dashboard/dashboard-page'), (m) => m.DashboardPage),
  },
  {
    path: '/notifications',
    group: 'OTHERS',
    title: 'Notifications',
    breadcrumb: ['Notifications'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Main', label: 'Notifications', icon: IconBell, description: 'Everything sent to you in the last 10 days' },
    element: lazyPage(() => import('../features/notifications/notifications-page'), (m) => m.NotificationsPage),
  },

  // My account
  {
    path: '/profile/account',
    group: 'DEFAULT',
    title: 'Account Settings',
    breadcrumb: ['My Account', 'Account Settings'],
    hidden: true,
    layout: 'shell',
    element: <Navigate to="/profile/account/settings" replace />,
  },
  {
    path: '/profile/account/settings',
    group: 'DEFAULT',
    title: 'Account Settings',
    breadcrumb: ['My Account', 'Account Settings'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'Account Settings', icon: IconUserCog, description: 'Name, mobile number, photo and password' },
    element: lazyPage(() => import('../features/account/account-settings-page'), (m) => m.AccountSettingsPage),
  },

  // Settings
  {
    path: '/settings/system',
    group: 'ADMIN',
    title: 'System',
    breadcrumb: ['Settings', 'System'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'System', icon: IconServerCog, description: 'Maintenance mode and announcements' },
    element: lazyPage(() => import('../features/system/system-settings-page'), (m) => m.SystemSettingsPage),
  },
];
